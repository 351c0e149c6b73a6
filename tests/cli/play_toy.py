"""Toy games for the terminal tests (registered by monkeypatching the registry).

``ToyRace`` is a small real-time memory game: each seat has a face-down 1x2 grid
nobody has seen; on your turn you may peek at one of your cards (a secret event),
then flip the stock's top card onto the discard pile. For one second after a flip
anyone may claim a grid card of the same rank: a right claim discards it, a wrong
one costs a point. When the window closes the turn passes. The game ends when the
stock is empty or a grid is empty; the lowest total of ranks plus penalties wins.
``ToyTurns`` is the same without claims or the window: strictly turn-based.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.cards import deck_of_ranks
from parlour.engine import Action, Event, Game, Result, placing_from_scores, registry
from parlour.engine.actions import Int
from parlour.engine.options import opt


@dataclasses.dataclass(frozen=True)
class RaceOptions:
    window: int = opt(1000, "how long claims stay open after a flip (ms)", min=0)
    assist: bool = opt(False, "a memory aid")


class ToyRace(Game):
    """Toy race game (see the module docstring)."""

    name = "toyrace"
    title = "Toy Race"
    family = "test"
    summary = "A tiny real-time memory game for terminal tests."
    min_players = 2
    max_players = 3
    timing = "realtime"
    lower_wins = True
    Options = RaceOptions
    VARIANTS = {"plain": ("One-second window", {}), "slow": ("Three-second window", {"window": 3000})}
    DEFAULT_VARIANT = "plain"
    ACTIONS = {"peek": {"slot": Int(0, 1)}, "flip": {}, "claim": {"slot": Int(0, 1)}}
    COPY_FIELDS = ("penalty",)
    LAYOUT = {"slot_base": 1, "order": ["stock", "discard"]}

    def setup(self) -> None:
        stock = self.zone("stock", "pile")
        stock.fill(self.new_pack(deck_of_ranks([1, 2, 3, 4])))
        for s in range(self.players):
            g = self.grid_zone(f"grid{s}", s, layout="1x2", memory=True)
            for _ in range(2):
                g.push(stock.pop()[0])
        self.zone("discard", "pile")
        self.turn = 0
        self.peeked = False
        self.window_end: int | None = None
        self.penalty = [0] * self.players

    def _actors(self) -> list[int]:
        if self.window_end is not None:
            return [s for s in range(self.players) if self.zones[f"grid{s}"].count()]
        return [self.turn]

    def _waiting(self) -> list[int]:
        return [] if self.window_end is not None else [self.turn]

    def _deadline(self) -> int | None:
        return self.window_end

    def _advance(self, ms: int) -> list[Event]:
        self.window_end = None
        self.turn = (self.turn + 1) % self.players
        self.peeked = False
        if self.is_over():
            for s in range(self.players):
                grid = self.zones[f"grid{s}"]
                for i in grid.slots():
                    grid.reveal(i, self.everyone)
            return [Event("reveal", None)]
        return [Event("turn", self.turn)]

    def _legal(self, seat: int) -> list[Action]:
        grid = self.zones[f"grid{seat}"]
        if self.window_end is not None:
            return [Action("claim", slot=i) for i in grid.slots()]
        if seat != self.turn:
            return []
        acts = [Action("flip")]
        if not self.peeked:
            acts += [Action("peek", slot=i) for i in grid.slots()]
        return acts

    def verify_peek(self, seat: int, action: Action) -> int:
        self._on_turn(seat)
        self.require(not self.peeked, "you have peeked already this turn")
        return self._own_card(seat, action.slot)

    def do_peek(self, seat: int, slot: int) -> list[Event]:
        self.peeked = True
        grid = self.zones[f"grid{seat}"]
        grid.learn(slot, 1 << seat)
        return [Event("peek", seat, {"slot": slot}, {"card": str(grid.cards[slot])}, 1 << seat)]

    def verify_flip(self, seat: int, action: Action) -> None:
        self._on_turn(seat)

    def do_flip(self, seat: int, _: None) -> list[Event]:
        c = self.zones["stock"].move_to(self.zones["discard"], up=True, known=self.everyone)
        self.window_end = self.now + self.options.window
        return [Event("flip", seat, {"card": str(c)})]

    def verify_claim(self, seat: int, action: Action) -> int:
        self.require(self.window_end is not None, "you can only claim just after a card is flipped")
        return self._own_card(seat, action.slot)

    def do_claim(self, seat: int, slot: int) -> list[Event]:
        grid = self.zones[f"grid{seat}"]
        card, top = grid.cards[slot], self.zones["discard"].top()
        assert card is not None and top is not None
        if card.rank == top.rank:
            grid.move_to(self.zones["discard"], slot, up=True, known=self.everyone)
            return [Event("claim", seat, {"slot": slot, "card": str(card), "right": True})]
        self.penalty[seat] += 1
        return [Event("claim", seat, {"slot": slot, "right": False})]

    def _on_turn(self, seat: int) -> None:
        self.require(self.window_end is None and seat == self.turn,
                     "claims only now" if self.window_end is not None else f"it is seat {self.turn}'s turn")

    def _own_card(self, seat: int, slot: int) -> int:
        self.require(0 <= slot < 2 and self.zones[f"grid{seat}"].cards[slot] is not None,
                     f"you have no card in slot {slot + 1}")
        return slot

    def _view(self, seat: int | None) -> dict[str, Any]:
        if self.window_end is not None:
            prompt = "Claim a card of the same rank, quick!"
        elif seat == self.turn:
            prompt = "Your turn: peek at a card, or flip the stock"
        else:
            prompt = f"Seat {self.turn} to play"
        return {"prompt": prompt, "penalties": list(self.penalty)}

    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "flip":
            return "Flip the top card of the stock"
        verb = "Peek at" if action.type == "peek" else "Claim"
        return f"{verb} slot {action.slot + 1}"

    def is_over(self) -> bool:
        if self.window_end is not None:
            return False
        return not self.zones["stock"].count() or any(
            not self.zones[f"grid{s}"].count() for s in range(self.players))

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        totals = [float(sum(c.rank for c in self.zones[f"grid{s}"] if c is not None) + self.penalty[s])
                  for s in range(self.players)]
        best = min(totals)
        return Result(totals, [s for s, t in enumerate(totals) if t == best],
                      placing_from_scores(totals, lower_wins=True), reason="lowest total wins")


class ToyTurns(ToyRace):
    """The turn-based toy: no claims and no window."""

    name = "toyturns"
    title = "Toy Turns"
    timing = "turn"
    VARIANTS = {}
    DEFAULT_VARIANT = None
    ACTIONS = {"peek": {"slot": Int(0, 1)}, "flip": {}}

    def do_flip(self, seat: int, _: None) -> list[Event]:
        return super().do_flip(seat, None) + self._advance(self.now)


def register_toys(monkeypatch: Any) -> None:
    """Make ``toyrace`` and ``toyturns`` known to the registry for one test."""
    games = dict(registry._load())
    games["toyrace"] = ToyRace
    games["toyturns"] = ToyTurns
    monkeypatch.setattr(registry, "_GAMES", games)
