"""Cactus as players see it: views and prompts, action labels and targets, reasons."""

from __future__ import annotations

from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.cactus import bot as heuristic
from parlour.games.cactus import encoding as cactus_encoding
from parlour.games.cactus.play import CactusRules
from parlour.games.cactus.rules import MATCHED, OWN, PLACER, POWER, POWER_TEXT, QUEEN, SPY, UNUSED


class Cactus(CactusRules):
    """Cactus (see :mod:`parlour.games.cactus` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         refine_world=heuristic.refine_world,
                         options=heuristic.SEARCH_OPTIONS)
    encoding = cactus_encoding

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
            return "Your turn: " + " or ".join(opts) + "." + claim
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

    # ----- why not ---------------------------------------------------------------------------
    def _explain(self, seat: int, action: Action) -> str:
        t = action.type
        if t not in self.ACTIONS:
            return f"Cactus has no action {t!r}"
        bad = self._bad_shape(action)
        if bad:
            return bad
        ph = self.phase
        if ph == "scored":
            return (f"the round is over: seat {self.dealer} deals the next one"
                    if seat != self.dealer else "the round is over: deal the next round")
        if ph == "look":
            if self.looking >> seat & 1:
                return "first look at your nearest cards"
            return "you have looked; waiting for the others to look at their cards"
        if t == "look":
            return "looking at your cards happens only right after the deal"
        if seat == self.caller and self.options.caller_frozen and self.caller >= 0 and seat != self.turn:
            return "you called Cactus: you may not match or make any more moves"
        if t == "match":
            return self._explain_match(seat, action)
        if t == "deal":
            return "the round is still being played"
        if seat != self.turn:
            if self.grid(seat).count():
                return f"it is seat {self.turn}'s turn; out of turn you may only match"
            return f"it is seat {self.turn}'s turn (and you have no cards left to match with)"
        slot_msg = self._bad_slot(seat, action) if t in ("swap", "double", "blind_swap") else None
        if ph == "draw":
            if t != "draw":
                return "first draw a card: from the stock or from the discard pile"
            if action.source == "stock":
                return "the stock is empty and cannot be rebuilt"
            if action.source == "discard":
                if not self.discard.cards:
                    return "the discard pile is empty: draw from the stock"
                return f"you could do nothing with the {self.discard.cards[-1]}: you have no cards"
            return f"draw from 'stock' or 'discard', not {action.source!r}"
        if ph == "resolve":
            drawn = self.drawn.cards[0]
            assert drawn is not None
            if t in ("draw", "call", "end"):
                return f"first swap or discard the {drawn} you are holding"
            if slot_msg:
                return slot_msg
            if t == "discard":
                return ("a card taken from the discard pile must be swapped into your layout "
                        "(only an unused power card may be re-discarded to use its power)")
            if t in ("peek", "blind_swap"):
                return self._explain_power(seat, drawn, action)
            if t == "double":
                if self.options.repeat_match != "on_turn":
                    return ("doubling is a wikipedia rule (repeat_match='on_turn'); here you "
                            "match a duplicate with 'match', once the card you hold is placed")
                return ("only a card matched onto the discard pile and taken from it may be "
                        "discarded again with your copy")
            return f"{self.label(action, seat)!r} is not allowed now"
        if t == "call":
            if self.caller >= 0:
                return f"Cactus was already called by seat {self.caller}"
            return "the stock is exhausted: the hand ends after this turn anyway"
        if self.caller < 0 and not self.exhausted:
            return "your action is done: call Cactus or end your turn"
        return "your action is done: end your turn"

    def _bad_shape(self, action: Action) -> str | None:
        """A parameter missing, unknown or of the wrong kind (actions built in Python)."""
        spec = self.ACTIONS[action.type]
        given = dict(action.params)
        if set(given) != set(spec):
            want = ", ".join(sorted(spec)) or "no parameters"
            return f"action {action.type!r} takes {want}, not {', '.join(sorted(given)) or 'none'}"
        for k, v in given.items():
            if spec[k] is int and (isinstance(v, bool) or not isinstance(v, int)):
                return f"parameter {k!r} of {action.type!r} must be a whole number, not {v!r}"
            if spec[k] is str and not isinstance(v, str):
                return f"parameter {k!r} of {action.type!r} must be text, not {v!r}"
        return None

    def _bad_slot(self, seat: int, action: Action) -> str | None:
        slot = action.slot
        cards = self.grid(seat).cards
        if not isinstance(slot, int) or not 0 <= slot < len(cards):
            return f"you have no slot {slot} (your slots are 0 to {len(cards) - 1})"
        if cards[slot] is None:
            return f"your slot {slot} is empty"
        return None

    def _explain_match(self, seat: int, action: Action) -> str:
        if self.phase == "resolve" and seat == self.turn:
            drawn = self.drawn.cards[0]
            what = f"the {drawn}" if drawn is not None else "the drawn card"
            return (f"first finish your action: swap or discard {what} you are holding; you "
                    f"may match once it is placed (ruling A9)")
        if seat == self.caller and self.options.caller_frozen:
            return "you called Cactus: you may not match or make any more moves"
        if not self.discard.cards:
            return "the discard pile is empty: there is nothing to match"
        top = self.discard.cards[-1]
        aimed = action.get("top")
        if not isinstance(aimed, str):
            return f"name the discard top you claim against: top={str(top)!r}"
        if aimed != str(top):
            return (f"too late: the discard top is now the {top}, not the {aimed} "
                    f"(no penalty)")
        if self.dflags[-1] & MATCHED and self.options.repeat_match == "on_turn":
            return (f"the {top} was already matched; you can discard your copy only on your "
                    f"turn, by taking the {top} and discarding both (it counts as your turn)")
        if not self.grid(seat).count():
            return "you have no cards left to match with"
        bad = self._bad_slot(seat, action)
        if bad:
            return bad
        if any(s == seat and i == action.slot for s, i, _ in self.pending):
            return (f"you already claimed the {top} with slot {action.slot}: it is resolved "
                    f"when seat {self.turn}'s action is complete")
        return f"{self.label(action, seat)!r} is not allowed now"

    def _explain_power(self, seat: int, drawn: Card, action: Action) -> str:
        p = POWER[drawn & 15]
        if not p:
            return f"the {drawn} has no power"
        if not self.drawn_flags & UNUSED:
            if self.drawn_src == "discard" and not self.options.plain_discard_reusable:
                return (f"the power of this {drawn} is not available: it was used, or the card "
                        f"was discarded from the stock rather than from a layout")
            return f"the power of this {drawn} was already used"
        if not self._usable(seat, self.drawn_flags, self.drawn_src):
            by = self.drawn_flags >> PLACER
            who = "you" if by == seat else f"seat {by}"
            return (f"the {drawn} was put on the discard pile by {who}: only the next player "
                    f"after them (seat {(by + 1) % self.players}) may use its unused power")
        if action.type == "peek" and p != SPY and p != OWN or action.type == "blind_swap" and p != QUEEN:
            return f"the power of the {drawn} is: {POWER_TEXT[p]}"
        target = action.seat
        if not isinstance(target, int) or not 0 <= target < self.players:
            return f"there is no seat {target}"
        if p == OWN and target != seat:
            return f"the {drawn} lets you look at one of your own cards only"
        if p in (SPY, QUEEN) and target == seat:
            return f"the {drawn} targets an opponent's card"
        other = action.slot if action.type == "peek" else action.their_slot
        cards = self.grid(target).cards
        if not isinstance(other, int) or not 0 <= other < len(cards) or cards[other] is None:
            return f"seat {target} has no card in slot {other}"
        return f"{self.label(action, seat)!r} is not allowed now"
