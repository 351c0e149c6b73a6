"""The search bot advised by another bot: it plays the advice unless paired rollouts
show a significantly better move."""

from __future__ import annotations

import math

import pytest

from parlour.bots import make_bot
from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import SearchBot
from parlour.engine.actions import Action
from parlour.games.cactus.bot import HeuristicBot
from parlour.runners.local import run_game
from parlour.runners.sim import make_spec
from tests.bots.toygame import toy


class Always(Bot):
    """Advises one action type on turn, and ``declare`` off turn."""

    kind = "always"

    def __init__(self, seat: int, action: str) -> None:
        super().__init__(seat)
        self.action = action
        self.seen: list[dict] = []

    def observe(self, events: list[dict]) -> None:
        self.seen.extend(events)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        return Action(self.action) if must_act else Action("declare")


def test_good_advice_is_followed() -> None:
    bot = SearchBot(0, seed=3, iterations=200, advisor=Always(0, "keep"))
    assert bot.choose(SeatPort(toy(1, ["8C", "5C", "AC"]), 0), True) == Action("keep")
    assert bot.last_stats["advice"] == "Action('keep')"


def test_clearly_worse_advice_is_overruled() -> None:
    # holding the 8 (the best card), swapping can only lose
    bot = SearchBot(0, seed=3, iterations=200, advisor=Always(0, "swap"))
    assert bot.choose(SeatPort(toy(1, ["8C", "5C", "AC"]), 0), True) == Action("keep")
    assert bot.last_stats["gains_z"]["Action('keep')"] >= bot.advisor_z


def test_advice_stands_unless_the_gain_is_significant() -> None:
    bot = SearchBot(0, seed=3, iterations=200, advisor=Always(0, "swap"), advisor_z=math.inf)
    assert bot.choose(SeatPort(toy(1, ["8C", "5C", "AC"]), 0), True) == Action("swap")


def test_claims_off_turn_are_the_advisors() -> None:
    advisor = Always(1, "keep")
    bot = SearchBot(1, seed=3, iterations=50, advisor=advisor)
    assert bot.choose(SeatPort(toy(1, ["AC", "2C", "8C"]), 1), False) == Action("declare")
    bot.observe([{"type": "x"}])
    assert advisor.seen == [{"type": "x"}]


def test_a_named_advisor_hears_the_events_told_before_the_first_decision() -> None:
    g = make_spec("cactus", ["search", "heuristic"], players=2, variant="denexa", seed=4).new_game(0)
    bot = SearchBot(0, seed=1, iterations=20, advisor="heuristic")
    bot.observe([{"type": "deal"}])
    assert bot.advisor is None
    bot.choose(SeatPort(g, g.waiting_for()[0]), False)
    assert isinstance(bot.advisor, HeuristicBot)
    with pytest.raises(ValueError, match="advisor"):
        SearchBot(0, advisor="oracle")


def test_with_unreachable_significance_the_search_plays_exactly_as_its_advisor() -> None:
    spec = make_spec("cactus", ["search", "heuristic"], players=2, variant="denexa", seed=8)
    for i in range(3):
        a, b = spec.new_game(i), spec.new_game(i)
        run_game(a, [SearchBot(0, seed=1, iterations=12, advisor="heuristic", advisor_z=math.inf),
                     HeuristicBot(1, seed=2)])
        run_game(b, [HeuristicBot(0, seed=1), HeuristicBot(1, seed=2)])
        moves = [[(m["seat"], m["action"]) for m in g.record()["actions"] if "seat" in m] for g in (a, b)]
        assert moves[0] == moves[1]  # (times differ: the bots' reaction delays are their own)


def test_cactus_search_is_advised_by_the_heuristic_by_default() -> None:
    bot = make_bot("search:50i", "cactus", seat=0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.iterations) == ("heuristic", 1, 50)
    plain = make_bot("search", "spades", seat=0)
    assert isinstance(plain, SearchBot) and plain._advisor_kind is None


def test_advice_outside_the_choices_is_ignored() -> None:
    bot = SearchBot(0, seed=3, iterations=100)
    game = toy(1, ["8C", "5C", "AC"])
    assert bot.search(SeatPort(game, 0), [Action("keep"), Action("swap")],
                      advice=Action("declare")) == Action("keep")
