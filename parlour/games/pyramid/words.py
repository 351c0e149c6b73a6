"""Pyramid as a player sees it: views and prompts, action labels and targets, reasons."""

from __future__ import annotations

from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.errors import InvalidOption
from parlour.games.pyramid import bot as heuristic
from parlour.games.pyramid.play import PyramidRules
from parlour.games.pyramid.rules import TOTAL, card_name, value


class Pyramid(PyramidRules):
    """Pyramid (see :mod:`parlour.games.pyramid` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks()  # the plain search: no hooks

    # ----- views, labels, targets ------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        m = self.options.max_passes
        left = self.pyramid.count()
        return {
            "phase": "over" if self.outcome else "play",
            "prompt": self._prompt(),
            "pass": self.pass_no, "max_passes": m or None,
            "rows": self.options.rows,
            "available": [card_name(s[2]) for s in self.available()],
            "counters": {"pyramid": left, "stock": len(self.stock.cards),
                         "waste": len(self.waste.cards)},
            "scores": [self.geo.size - left],
            "values": {"A": 1, "J": 11, "Q": 12, "K": 13},
        }

    def _prompt(self) -> str:
        if self.outcome == "won":
            return "You cleared the pyramid: you win!"
        if self.outcome:
            return f"Game over: {self.why}."
        moves = self.removals()
        if moves:
            more = "" if self.options.strict_draw else ", or draw"
            return f"Discard a king, or two uncovered cards totalling 13{more}."
        if self.stock.cards:
            return "No pair to discard: draw from the stock."
        return "The stock is empty: turn the waste over for the next pass."

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "remove":
            cards = list(action.cards)
            return f"Remove {cards[0]}" if len(cards) == 1 else f"Pair {cards[0]} + {cards[1]}"
        if t == "draw":
            return "Draw from the stock"
        if t == "recycle":
            m = self.options.max_passes
            return f"Turn the waste over (pass {self.pass_no + 1}{f' of {m}' if m else ''})"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        if t == "draw":
            return [{"zone": "stock", "index": max(0, len(self.stock.cards) - 1)}]
        if t == "recycle":
            return [{"zone": "waste", "index": max(0, len(self.waste.cards) - 1)}]
        if t == "remove":
            where = {card_name(c): (z, i) for z, i, c in self.available()}
            for i, c in enumerate(self.pyramid.cards):  # Tut's Tomb: a covered card
                if c is not None:
                    where.setdefault(card_name(c), ("pyramid", i))
            return [{"zone": where[n][0], "index": where[n][1]} for n in action.cards if n in where]
        return []

    # ----- why not ---------------------------------------------------------------------------
    def _explain(self, seat: int, action: Action) -> str:
        t = action.type
        if t not in self.ACTIONS:
            return f"Pyramid has no action {t!r} (remove, draw or recycle)"
        strict = self.options.strict_draw and self.removals()
        if t == "draw":
            if strict:
                return "a pair (or a king) can still be discarded: draw only when stuck (strict_draw)"
            if not self.stock.cards:
                return ("the stock is empty: turn the waste over" if self.passes_left()
                        else "the stock is empty and no passes are left")
            return "drawing is not allowed now"
        if t == "recycle":
            if strict:
                return ("a pair (or a king) can still be discarded: turn the waste over only "
                        "when stuck (strict_draw)")
            if self.stock.cards:
                return "turn the waste over only when the stock is empty"
            if not self.passes_left():
                return f"no passes left (max_passes={self.options.max_passes})"
            return "the waste is empty: there is nothing to turn over"
        return self._explain_remove(action)

    def _explain_remove(self, action: Action) -> str:
        names = action.get("cards")
        usage = "name a king, or two cards totalling 13, e.g. cards=['9H', '4D']"
        if not isinstance(names, tuple) or not 1 <= len(names) <= 2:
            return usage
        cards: list[Card] = []
        for n in names:
            try:
                cards.append(Card.parse(n))
            except (InvalidOption, TypeError):
                return f"{n!r} is not a card ({usage})"
        if len(cards) == 2 and cards[0] == cards[1]:
            return "name two different cards"
        for c in cards:
            why = self._unavailable(c, cards)
            if why:
                return why
        if len(cards) == 1:
            return f"only a king is discarded alone; the {cards[0]} needs a partner totalling 13"
        total = value(cards[0]) + value(cards[1])
        if total != TOTAL:
            return f"the {cards[0]} and the {cards[1]} total {total}, not 13"
        return ("the turned card and the waste top may not pair with each other: each pairs "
                "with a pyramid card (the classic-pairs variant allows it)")

    def _unavailable(self, card: Card, pair: list[Card]) -> str:
        """Why ``card`` cannot be discarded now, or ``""``; only public places are named."""
        if any(s[2] == card for s in self.available()):
            return ""
        pyr = self.pyramid.cards
        if card in pyr:
            i = pyr.index(card)
            cover = self.covering(i)
            over = " and the ".join(str(pyr[k]) for k in cover)
            if (self.options.tuts_tomb_quirk and len(cover) == 1 and len(pair) == 2
                    and pyr[cover[0]] in pair):
                return ""
            quirk = ("" if not self.options.tuts_tomb_quirk
                     else " (only a card overlapped by its partner alone may pair with it)")
            return f"the {card} is covered by the {over}{quirk}"
        if card in self.zones["discard"].cards:
            return f"the {card} has already been discarded"
        if card in self.waste.cards:
            return (f"the {card} is in the waste under the {self.waste.cards[-1]}: "
                    "only the top card is available")
        return f"the {card} is not available (not uncovered in the pyramid nor on top of the waste)"
