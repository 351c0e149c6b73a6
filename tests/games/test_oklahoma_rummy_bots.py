"""Oklahoma Rummy bots: the heuristic's decisions in constructed positions, whole matches
at the smallest and largest tables, its edge over random (a small sample; the measured
figures are in docs/benchmarks.md), and the search bot to the end."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.oklahoma_rummy.bot import HeuristicBot, connection, rollout_policy
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_oklahoma_rummy_rules import P0, act, new, other

GAME = "oklahoma-rummy"


def decide(g: parlour.Game, seat: int) -> Action:
    action = HeuristicBot(seat).choose(SeatPort(g, seat), True)  # type: ignore[arg-type]
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_registered() -> None:
    assert "heuristic" in available_bots(GAME)


def test_takes_the_pile_when_it_can() -> None:
    g = new([P0, ["7H", "7C", "9D", "QH", "3S"]], "7S", ["AD"])
    a = decide(g, 1)
    assert a.type == "take" and sorted(a.cards) == ["7C", "7H"]


def test_draws_otherwise_and_melds_the_queen_of_spades_first() -> None:
    g = new([other(6), ["JS", "QS", "KS", "5H", "5C", "5D"]], "4C", ["9C"])
    assert decide(g, 1) == Action("draw")
    act(g, 1, "draw")
    a = decide(g, 1)
    assert a.type == "meld" and sorted(a.cards) == ["JS", "KS", "QS"]


def test_discards_the_loosest_card_never_the_queen_or_a_two() -> None:
    g = new([P0, ["QS", "4D", "8H", "9H", "KD"]], "4C", ["5S"])
    act(g, 1, "draw")
    # 8♥ 9♥ hold together; the K♦, 4♦ and 5♠ are loose, the K♦ costs most in hand
    assert decide(g, 1) == Action("discard", card="KD")
    g = new([other(3), ["QS", "2C", "9D"]], "4C", ["5S"])
    act(g, 1, "draw")
    assert decide(g, 1) == Action("discard", card="9D")  # never the 2 while another will do
    hand = parse_cards("8H 9H KD")
    assert connection(hand[0], hand) == 1 and connection(hand[2], hand) == 0


def test_matches_end_at_the_smallest_and_largest_tables() -> None:
    for variant, n in (("standard", 2), ("standard", 7), ("eight-players", 8)):
        g = parlour.new_game(GAME, n, variant=variant, seed=n, options={"target": 300})
        bots = [make_bot("heuristic", GAME, s, seed=s) for s in range(n)]
        assert run_game(g, bots) is not None and g.is_over()


def test_heuristic_beats_random_heads_up() -> None:
    wins = 0.0
    games = 40
    for i in range(games):
        g = parlour.new_game(GAME, 2, seed=7000 + i, options={"target": 500})
        h = i % 2
        bots = [make_bot("heuristic" if s == h else "random", GAME, s, seed=i) for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        wins += (h in res.winners) / len(res.winners)
    assert wins / games > 0.65  # measured over 1,000 matches: docs/benchmarks.md


def test_rollout_policy_and_search_bot() -> None:
    g = new([P0, ["7H", "7C", "9D", "QH", "3S"]], "7S", ["AD"])
    a = rollout_policy(g, 1, g.legal_actions(1), Rng(1))
    assert a.type == "take"
    g = parlour.new_game(GAME, 2, seed=3, options={"deals": 1})
    bots = [make_bot("search:20i", GAME, 0, seed=1), make_bot("heuristic", GAME, 1)]
    assert run_game(g, bots) is not None and g.is_over()
