"""Cactus as players see it: views and prompts, action labels and targets (the reasons a
move is refused are given by the ``verify_<type>`` methods of :mod:`.play`)."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.cactus import bot as heuristic
from parlour.games.cactus import encoding as cactus_encoding
from parlour.games.cactus.play import CactusRules
from parlour.games.cactus.rules import MATCHED, PLACER, POWER, POWER_TEXT, UNUSED


class Cactus(CactusRules):
    """Cactus (see :mod:`parlour.games.cactus` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         refine_world=heuristic.refine_world,
                         options=heuristic.SEARCH_OPTIONS)
    encoding: ClassVar[Any] = cactus_encoding

    # ----- views, labels, targets ------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        top_flags = self.dflags[-1] if self.dflags else 0
        top = self.discard.cards[-1] if self.discard.cards else None
        out: dict[str, Any] = {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer, "first": self.first,
            "round": self.round, "turn_number": self.turns,
            "caller": self._caller_or_none(),
            "frozen": [self.caller] if self.caller >= 0 and self.options.caller_frozen else [],
            "final_turns": self.caller >= 0, "exhausted": self.exhausted,
            "drawn_from": self.drawn_src or None,
            "top_power_unused": bool(top is not None and POWER[top & 15] and top_flags & UNUSED),
            "top_matched": bool(top_flags & MATCHED),
            "top_placed_by": top_flags >> PLACER if top is not None else None,
            "pending": [{"seat": s, "slot": i, "top": c} for s, i, c in self.pending],
            "scores": list(self.scores), "points": {"A": 1, "K": 0, "Q": 10, "J": 10},
            "prompt": self._prompt(seat),
        }
        if self.options.scoring == "match":
            out["target"] = self.options.target
            out["history"] = [list(t) for t in self.history]
            out["gain_history"] = [list(t) for t in self.gain_history]
        if self.totals:
            out["totals"] = list(self.totals)
            if self.gains:
                out["gains"] = list(self.gains)
        if self.options.assist and seat is not None:
            bit = 1 << seat
            out["memory"] = [{"seat": s, "slot": i, "card": str(c)}
                             for s, g in enumerate(self.grids) for i, c in enumerate(g.cards)
                             if c is not None and not g.up[i] and g.known[i] & bit]
        return out

    def _prompt(self, seat: int | None) -> str:
        ph, t = self.phase, self.turn
        if ph == "over":
            res = self.result()
            if res is None or not res.winners:
                return "Game over: a draw"
            return "Game over: seat " + ", ".join(map(str, res.winners)) + " won"
        if ph == "scored":
            return ("Round over: deal the next round" if seat == self.dealer
                    else f"Round over: seat {self.dealer} deals the next round")
        if ph == "look":
            if seat is not None and self.looking >> seat & 1:
                return "Look at your two nearest cards (once: remember them)"
            return "Waiting for the other players to look at their cards"
        top = self.discard.cards[-1] if self.discard.cards else None
        claim = ""
        if seat is not None and self._may_match(seat):
            claim = f" You may match the {top} with one of your cards."
        if seat != t:
            doing = {"draw": "to draw", "resolve": "holding a drawn card",
                     "end": "ending the turn"}[ph]
            if claim and ph == "resolve":
                claim = claim[:-1] + " (resolved once the drawn card is placed)."
            return f"Seat {t}'s turn ({doing}).{claim}"
        if ph == "draw":
            opts = []
            if self._stock_drawable():
                opts.append("draw from the stock")
            if self._takeable(t) and top is not None:
                opts.append(f"take the {top}")
            last = f" (your last turn: seat {self.caller} called Cactus)" if self.caller >= 0 else ""
            return "Your turn" + last + ": " + " or ".join(opts) + "." + claim
        if ph == "resolve":
            card = self.drawn.cards[0]
            assert card is not None
            text = f"You drew the {card}: swap it into a slot"
            if self.drawn_src == "stock":
                text += " or discard it"
            p = POWER[card & 15]
            if p and self._usable(t, self.drawn_flags, self.drawn_src):
                text += f" (discard to use its power: {POWER_TEXT[p]})"
            return text + "."
        if self.caller < 0 and not self.exhausted:
            return "Call Cactus, or end your turn." + claim
        return "End your turn." + claim

    def _actor_of(self, action: Action, seat: int | None) -> int:
        if action.type == "match" and seat is not None:
            return seat
        return self.turn

    def label(self, action: Action, seat: int | None = None) -> str:
        """A button label for ``seat``. The drawn card is named only in labels made for
        its drawer or when everyone saw it (taken from the discard)."""
        t = action.type
        top = self.discard.cards[-1] if self.discard.cards else None
        drawn = self.drawn.cards[0] if self.drawn.cards else None
        dn, note = "the drawn card", ""
        if drawn is not None and (self.drawn.up[0] or seat == self.turn):
            dn = f"the {drawn}"
            note = " (power unused)" if POWER[drawn & 15] else ""
        if t == "draw":
            return "Draw from the stock" if action.source == "stock" else f"Take the {top} from the discard"
        if t == "swap":
            return f"Swap {dn} into slot {action.slot}"
        if t == "discard":
            return f"Discard {dn}{note}"
        if t == "peek":
            who = "your" if action.seat == self.turn else f"seat {action.seat}'s"
            return f"Discard {dn} and look at {who} slot {action.slot}"
        if t == "blind_swap":
            return (f"Discard {dn} and swap your slot {action.slot} with seat "
                    f"{action.seat}'s slot {action.their_slot}")
        if t == "double":
            return f"Discard {dn} with your copy in slot {action.slot} (counts as your turn)"
        if t == "match":
            return f"Match the {action.get('top', top)} with your slot {action.slot}"
        if t == "call":
            return "Call Cactus! (ends your turn)"
        if t == "end":
            return "End your turn"
        if t == "deal":
            return "Deal the next round"
        if t == "look":
            return "Look at your nearest cards"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        me = self._actor_of(action, seat)
        if t == "draw":
            z = action.source if action.source in ("stock", "discard") else "stock"
            return [{"zone": z, "index": max(0, len(self.zones[z].cards) - 1)}]
        if t in ("swap", "match", "double"):
            return [{"zone": f"grid:{me}", "index": action.slot}]
        if t == "peek":
            return [{"zone": f"grid:{action.seat}", "index": action.slot}]
        if t == "blind_swap":
            return [{"zone": f"grid:{me}", "index": action.slot},
                    {"zone": f"grid:{action.seat}", "index": action.their_slot}]
        if t == "discard":
            return [{"zone": "discard", "index": len(self.discard.cards)}]
        return []
