"""``parlour play egyptian-ratscrew``: scripted terminal play with a fake clock (no sleeps).

A whole game against heuristic bots, typed like a person (commands and numbers); a slap
typed before a bot's reaction wins the pile; a slap typed after the bot took it is
refused as too late, with no penalty; a false slap from the keyboard burns a card.
"""

from __future__ import annotations

from typing import Any

import parlour
from parlour.engine.rng import Rng
from parlour.games.egyptian_ratscrew.bot import HeuristicBot
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import console, run_play
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "egyptian-ratscrew"




class SteadyBot(HeuristicBot):
    """The heuristic with fixed delays: ``slap_ms`` to slap or collect, ``flip_ms`` to flip."""

    def __init__(self, seat: int, slap_ms: int, flip_ms: int) -> None:
        super().__init__(seat, seed=1)
        self.slap_ms = slap_ms
        self.flip_ms = flip_ms

    def delay(self, must_act: bool) -> int:
        return self.flip_ms if self._last == "flip" else self.slap_ms


def driver(seed: int) -> Any:
    """Types for seat 0 once its options are on the screen: ``flip``, ``collect``,
    ``continue``, a slap by number when it sees a pair, now and then a bad line."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = s_ref[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        labels = [a["label"] for a in s.menu]
        if rng.random() < 0.03:
            return (0.3, "what?")
        for word in ("collect", "continue"):
            if any(lab.startswith(word) for lab in labels):
                return (0.4, word)
        v = s.game.view(0)
        top = v["live_top"].split()
        if len(top) >= 2 and top[-1][:-1] == top[-2][:-1]:
            return (0.2, s.key_for(next(i for i, lab in enumerate(labels) if lab.startswith("slap"))))
        return (0.3 + rng.random() / 2, "flip")

    return typed


s_ref: list[PlaySession] = []


def run(argv: list[str], items: list[Any]) -> tuple[int, str, PlaySession, ScriptedLines]:
    return run_play(argv, items, on_session=lambda s: s_ref.__setitem__(slice(None), [s]))


def test_plays_to_the_end_against_heuristic_bots() -> None:
    for seed, extra in ((1, []), (2, ["--players", "3", "--variant", "house"])):
        code, out, s, lines = run([GAME, "--seed", str(seed), "--bots", "heuristic",
                                   "-o", "deal_cards=24", *extra], [driver(seed)])
        assert code == 0, out[-3000:]
        assert s.game.is_over() and "Game over" in out and "Traceback" not in out
        assert "✗" not in out or "what?" in lines.typed
        assert "Bot 1 flips the" in out


def _slap_table(items: list[Any]) -> tuple[PlaySession, str]:
    # the bot (seat 1) flips 7H at 1.0 s; the human flips 7S; the bot slaps 0.6 s later
    deck = deck_for([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    game = parlour.new_game(GAME, 2, seed=1, options={"deal_cards": 6}, deck=deck)
    clock = FakeClock()
    con, buf = console()
    s = PlaySession(game, 0, [None, SteadyBot(1, slap_ms=600, flip_ms=1000)], console=con,
                    lines=ScriptedLines(clock, items), clock=clock)
    s.run()
    return s, buf.getvalue()


def test_a_slap_typed_before_the_bot_reacts_wins_the_pile() -> None:
    s, out = _slap_table([(1.5, "flip"), (0.4, "slap"), "quit"])
    log = s.game.record()["actions"]
    assert log[1] == {"seat": 0, "action": {"type": "flip"}, "at": 1500}
    assert log[2] == {"seat": 0, "action": {"type": "slap", "pile": 2}, "at": 1900}
    assert "You slap a pair: 2 cards to the bottom of the stack" in out
    assert s.game.view(None)["cards"] == [4, 2]


def test_a_slap_typed_after_the_bot_took_the_pile_is_too_late() -> None:
    # typed at the very moment the bot's slap lands (2.1 s): the bot's arrived first
    s, out = _slap_table([(1.5, "flip"), (0.6, "slap"), (0.5, "slap"), "quit"])
    assert "Bot 1 slaps a pair" in out
    assert "too late" in out and "no penalty" in out
    assert "✗" in out.split("too late")[1]  # typed again on the empty pile: refused too
    assert s.game.view(None)["cards"] == [2, 4]  # nothing burnt


def test_a_false_slap_from_the_keyboard_burns_a_card() -> None:
    s, out = _slap_table([(1.2, "slap"), "quit"])   # a single 7H on the pile
    assert "False slap: you burn 1 card under the pile" in out
    assert s.game.view(None)["cards"] == [2, 2]


def test_flip_typed_before_your_turn_is_refused_not_played_dead() -> None:
    s, out = _slap_table([(0.5, "flip"), (0.1, "rush"), "quit"])
    assert "✗ not your turn" in out
    assert "You rush" not in out and "out of turn: a dead card" in out  # only "rush" rushed
    log = s.game.record()["actions"]
    assert log[0] == {"seat": 0, "action": {"type": "rush"}, "at": 600}
