"""A tiny game for testing the core: each seat holds three hidden cards, draws
optionally from a stock, and plays one card face up per turn; after three plays each,
the highest total wins. Seat 0 starts."""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.cards import deck52
from parlour.engine import Action, Event, Game, Result, placing_from_scores
from parlour.engine.actions import Int
from parlour.engine.options import opt


@dataclasses.dataclass(frozen=True)
class ToyOptions:
    hand_size: int = opt(3, "cards dealt to each seat", min=1, max=5)
    scoring: str = opt("sum", "how the table is scored")
    assist: bool = opt(False, "a memory aid")


class Toy(Game):
    name = "toy"
    title = "Toy"
    family = "test"
    summary = "A test game."
    min_players = 2
    max_players = 3
    Options = ToyOptions
    VARIANTS = {"plain": ("Plain", {}), "big": ("Five cards", {"hand_size": 5})}
    DEFAULT_VARIANT = "plain"
    ACTIONS = {"play": {"index": Int(0, lambda players, o: o.hand_size)}, "draw": {}}
    COPY_FIELDS = ("played",)

    def setup(self) -> None:
        stock = self.zone("stock", "pile")
        stock.fill(self.new_pack(deck52()))
        self.turn = 0
        self.drawn = False
        self.played = [0] * self.players
        for s in range(self.players):
            self.zone(f"hand:{s}", "hand", s)
        for _ in range(self.options.hand_size):
            for s in range(self.players):
                c, _, _ = stock.pop()
                self.zones[f"hand:{s}"].push(c, known=1 << s)
        self.zone("table", "row", spread=True)

    def _actors(self) -> list[int]:
        return [self.turn]

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        acts = [Action("play", index=i) for i in range(len(self.zones[f"hand:{seat}"]))]
        if not self.drawn:
            acts.append(Action("draw"))
        return acts

    def verify_draw(self, seat: int, action: Action) -> None:
        self.require(seat == self.turn, f"it is seat {self.turn}'s turn")
        self.require(not self.drawn, "you have drawn already this turn")

    def do_draw(self, seat: int, _: None) -> list[Event]:
        c = self.zones["stock"].move_to(self.zones[f"hand:{seat}"], known=1 << seat)
        self.drawn = True
        return [Event("drew", seat, {}, {"card": str(c)}, 1 << seat)]

    def verify_play(self, seat: int, action: Action) -> int:
        self.require(seat == self.turn, f"it is seat {self.turn}'s turn")
        index: int = action.index
        self.require(0 <= index < len(self.zones[f"hand:{seat}"]), f"you hold no card {index}")
        return index

    def do_play(self, seat: int, index: int) -> list[Event]:
        c = self.zones[f"hand:{seat}"].move_to(self.zones["table"], index, up=True, known=self.everyone)
        self.played[seat] += 1
        self.drawn = False
        self.turn = (self.turn + 1) % self.players
        return [Event("played", seat, {"card": str(c)})]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"prompt": "Play a card" if seat == self.turn else "Wait", "turn": self.turn}

    def is_over(self) -> bool:
        return min(self.played) >= self.options.hand_size

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        totals = [0.0] * self.players
        for i, c in enumerate(self.zones["table"].cards):
            assert c is not None
            totals[i % self.players] += c.rank
        best = max(totals)
        return Result(totals, [s for s, t in enumerate(totals) if t == best],
                      placing_from_scores(totals, lower_wins=False))
