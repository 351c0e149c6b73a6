"""A small game for the service tests (registered only in tests): each seat holds
hidden cards and plays one face up per turn; the seat to play may first peek at the top
of the stock (a secret event); a turn has a time limit after which the engine plays the
first card itself (an engine timer); optional several hands with a ``next_hand`` action."""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.cards import deck52
from parlour.engine import Action, Event, Game, Result, placing_from_scores, registry


@dataclasses.dataclass(frozen=True)
class StoyOptions:
    hand_size: int = dataclasses.field(default=3, metadata={"min": 1, "max": 8})
    turn_ms: int = dataclasses.field(default=10_000, metadata={"min": 0})
    hands: int = dataclasses.field(default=1, metadata={"min": 1})


class Stoy(Game):
    name = "stoy"
    title = "Service Toy"
    family = "test"
    summary = "Play your hidden cards one by one; highest total wins."
    min_players = 2
    max_players = 3
    timing = "realtime"
    Options = StoyOptions
    ACTIONS = {"play": {"index": int}, "peek": {}, "next_hand": {}}
    COPY_FIELDS = ("played", "totals")
    LAYOUT = {"center": ["stock", "table"]}

    def setup(self) -> None:
        self.zone("stock", "pile")
        for s in range(self.players):
            self.zone(f"hand:{s}", "hand", s)
        self.zone("table", "row", spread=True)
        self.totals = [0] * self.players
        self.hand_no = 0
        self._deal()

    def _deal(self) -> None:
        stock = self.zones["stock"]
        for z in self.zones.values():
            z.clear()
        stock.fill(self.new_pack(deck52()))
        for _ in range(self.options.hand_size):
            for s in range(self.players):
                stock.move_to(self.zones[f"hand:{s}"], known=1 << s)
        self.turn = 0
        self.peeked = False
        self.between = False
        self.played = [0] * self.players
        self.turn_started = self.now
        self.hand_no += 1

    def _actors(self) -> list[int]:
        return [0] if self.between else [self.turn]

    def _legal(self, seat: int) -> list[Action]:
        if self.between:
            return [Action("next_hand")] if seat == 0 else []
        if seat != self.turn:
            return []
        acts = [Action("play", index=i) for i in range(len(self.zones[f"hand:{seat}"]))]
        if not self.peeked:
            acts.append(Action("peek"))
        return acts

    def _my_turn(self, seat: int) -> None:
        self.require(not self.between and seat == self.turn,
                     f"it is not seat {seat}'s turn to act" if not self.between else "the hand is over")

    def verify_play(self, seat: int, action: Action) -> int:
        self._my_turn(seat)
        self.require(0 <= action.index < len(self.zones[f"hand:{seat}"]),
                     f"you have no card at position {action.index}")
        return int(action.index)

    def do_play(self, seat: int, index: int) -> list[Event]:
        return self._play(seat, index)

    def verify_peek(self, seat: int, action: Action) -> None:
        self._my_turn(seat)
        self.require(not self.peeked, "you already peeked this turn")

    def do_peek(self, seat: int, _: None) -> list[Event]:
        self.peeked = True
        top = self.zones["stock"].top()
        return [Event("peeked", seat, {"what": "the top of the stock"}, {"card": str(top)}, 1 << seat)]

    def verify_next_hand(self, seat: int, action: Action) -> None:
        self.require(self.between and seat == 0, "the next hand is dealt by seat 0 between hands")

    def do_next_hand(self, seat: int, _: None) -> list[Event]:
        self._deal()
        return [Event("dealt", None, {"hand": self.hand_no})]

    def _play(self, seat: int, index: int) -> list[Event]:
        c = self.zones[f"hand:{seat}"].move_to(self.zones["table"], index, up=True, known=self.everyone)
        self.played[seat] += 1
        self.totals[seat] += c.rank
        self.turn = (self.turn + 1) % self.players
        self.peeked = False
        self.turn_started = self.now
        if min(self.played) >= self.options.hand_size and self.hand_no < self.options.hands:
            self.between = True
        return [Event("played", seat, {"card": str(c), "index": index})]

    def _deadline(self) -> int | None:
        if self.between or not self.options.turn_ms:
            return None
        return self.turn_started + self.options.turn_ms

    def _advance(self, ms: int) -> list[Event]:
        seat = self.turn
        return [Event("timeout", seat, {})] + self._play(seat, 0)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"prompt": "Your turn" if seat == self.turn else "Wait", "turn": self.turn,
                "scores": list(self.totals), "hand": self.hand_no}

    def is_over(self) -> bool:
        return (not self.between and min(self.played) >= self.options.hand_size
                and self.hand_no >= self.options.hands)

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        totals = [float(t) for t in self.totals]
        best = max(totals)
        return Result(totals, [s for s, t in enumerate(totals) if t == best],
                      placing_from_scores(totals, lower_wins=False), "highest total")


def install() -> None:
    """Register the toy game in this process (for subprocess servers)."""
    registry._load()
    assert registry._GAMES is not None
    registry._GAMES["stoy"] = Stoy


class WorkerBot:
    """A bot that must think in a worker process; remembers where it thought."""

    kind = "slowthinker"
    think_in_worker = True

    def __init__(self, seat: int, gate: Any = None) -> None:
        self.seat = seat
        self.gate = gate  # a multiprocessing.Manager Event: the bot thinks until it is set
        self.pids: list[int] = []

    def observe(self, events: list[dict[str, Any]]) -> None:
        pass

    def choose(self, port: Any, must: bool) -> Action | None:
        import os

        self.pids.append(os.getpid())
        if self.gate is not None:
            self.gate.wait(30)
        legal = port.legal_actions()
        return legal[0] if legal and must else None

    def delay(self, must: bool) -> int:
        return 0
