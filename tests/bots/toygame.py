"""A tiny hidden-card game for testing bots without any real game.

Toy Hi-Lo: eight clubs (A-8). Each seat holds one face-down card it knows; one card
lies face down in the middle, unknown to all. Seat 0 then seat 1 each ``keep`` or
``swap`` (exchange their card with the middle card, learning the new one). While it is
not their turn, a seat may once ``declare`` (an optional out-of-turn claim): +3 points
if its card is above 4 right now, else -3. Highest card plus bonus wins; equal is a draw.
"""

from __future__ import annotations

from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores


class ToyHiLo(Game):
    name = "toy-hilo"
    title = "Toy Hi-Lo"
    min_players = max_players = 2
    timing = "turn"
    ACTIONS = {"keep": {}, "swap": {}, "declare": {}}
    COPY_FIELDS = ("bonus",)

    def setup(self) -> None:
        pack = self.new_pack([Card.make(r, 0) for r in range(1, 9)])
        for s in range(self.players):
            self.zone(f"hand{s}", "hand", s).push(pack.pop(), known=1 << s)
        self.zone("middle", "pile").push(pack.pop())
        self.zone("stock", "pile").fill(pack)
        self.turn = 0
        self.bonus: list[int | None] = [None] * self.players

    def card(self, seat: int) -> Card:
        c = self.zones[f"hand{seat}"].cards[0]
        assert c is not None
        return c

    def _actors(self) -> list[int]:
        return [s for s in range(self.players) if s == self.turn or self.bonus[s] is None]

    def _waiting(self) -> list[int]:
        return [self.turn]

    def _legal(self, seat: int) -> list[Action]:
        if seat == self.turn:
            return [Action("keep"), Action("swap")]
        return [Action("declare")] if self.bonus[seat] is None else []

    def verify_declare(self, seat: int, action: Action) -> None:
        self.require(seat != self.turn, "declare while it is not your turn")
        self.require(self.bonus[seat] is None, "you have declared already")

    def do_declare(self, seat: int, _: None) -> list[Event]:
        self.bonus[seat] = 3 if self.card(seat).rank > 4 else -3
        return [Event("declare", seat, {"bonus": self.bonus[seat]})]

    def verify_keep(self, seat: int, action: Action) -> None:
        self.require(seat == self.turn, f"it is seat {self.turn}'s turn")

    verify_swap = verify_keep

    def do_keep(self, seat: int, _: None) -> list[Event]:
        self.turn += 1
        return [Event("keep", seat)]

    def do_swap(self, seat: int, _: None) -> list[Event]:
        hand, mid = self.zones[f"hand{seat}"], self.zones["middle"]
        hand.move_to(mid)
        mid.move_to(hand, 0, learn=1 << seat)
        self.turn += 1
        return [Event("swap", seat)]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"turn": self.turn, "bonus": list(self.bonus)}

    def is_over(self) -> bool:
        return self.turn >= self.players

    def scores(self) -> list[float]:
        return [self.card(s).rank + (self.bonus[s] or 0) for s in range(self.players)]

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        sc = self.scores()
        top = max(sc)
        winners = [s for s in range(self.players) if sc[s] == top]
        return Result(sc, winners if len(winners) == 1 else [], placing_from_scores(sc, False))


def toy(seed: int = 0, deck: list[str] | None = None) -> ToyHiLo:
    """A Toy Hi-Lo game; ``deck`` stacks the top cards (seat 0, seat 1, middle, ...)."""
    return ToyHiLo(2, seed=seed, deck=deck)
