"""James Bond bots: reaction levels (documented delays), decisions in constructed
positions, whole games, an expert against a slow bot, and random."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.bots.reaction import sample_mean
from parlour.games.james_bond.bot import ReactionHeuristic, targets
from parlour.runners.local import run_game
from tests.games.test_james_bond_rules import act, new


def test_registered_with_levels() -> None:
    assert "heuristic" in available_bots("james-bond")
    assert isinstance(make_bot("heuristic", "james-bond", 0, level="expert"), ReactionHeuristic)
    assert 240 < sample_mean("expert") < 270 and 880 < sample_mean("slow") < 940


def test_targets_are_distinct_ranks() -> None:
    from parlour.cards import parse_cards
    seen = {0: parse_cards(["7C", "7D", "9H", "2S"]), 1: parse_cards(["7H", "7S", "7C", "3D"])}
    assert targets(seen, 2) == {1: 7, 0: 9} or targets(seen, 2)[1] == 7


def test_takes_the_card_its_pile_collects_and_calls_when_done() -> None:
    g = new()
    bot = ReactionHeuristic(0, level="expert")
    assert bot.choose(SeatPort(g, 0), False).type == "pick"  # type: ignore[union-attr]
    act(g, 0, 3100, "pick", pile=5)
    act(g, 1, 3150, "pick", pile=0)
    act(g, 1, 3300, "swap", take="AC", give="7S")
    bot.seen = {p: [] for p in range(5)}
    from parlour.cards import parse_cards
    for p, r in enumerate("23456"):
        bot.seen[p] = parse_cards([r + s for s in "CDHS"])
    a = bot.choose(SeatPort(g, 0), False)
    assert a == Action("swap", take="7S", give="8S")
    g.apply(0, a, at=3500)
    assert bot.choose(SeatPort(g, 0), False) == Action("call")


def test_a_planned_move_keeps_its_time_when_others_move() -> None:
    g = new()
    bot = ReactionHeuristic(0, seed=1, level="slow")
    bot.choose(SeatPort(g, 0), False)
    first = bot.delay(False) + g.now
    act(g, 1, 3100, "pick", pile=0)
    bot.choose(SeatPort(g, 0), False)
    assert bot.delay(False) + g.now == first


def test_whole_games_end_and_an_expert_beats_a_slow_bot() -> None:
    wins = draws = 0
    for i in range(6):
        g = parlour.new_game("james-bond", 2, seed=50 + i, options={"time_limit": 120000})
        e = i % 2
        res = run_game(g, [make_bot("heuristic", "james-bond", s, seed=i,
                                    level="expert" if s == e else "slow") for s in range(2)])
        assert res is not None
        wins += e in res.winners
        draws += not res.winners
    assert wins >= 3 and wins > 6 - wins - draws  # measured over 200 games: docs/games/james-bond.md


def test_heuristic_beats_random() -> None:
    wins = 0
    for i in range(12):
        g = parlour.new_game("james-bond", 2, seed=80 + i, options={"time_limit": 120000})
        h = i % 2
        res = run_game(g, [make_bot("heuristic" if s == h else "random", "james-bond", s, seed=i)
                           for s in range(2)])
        assert res is not None
        wins += h in res.winners
    assert wins >= 10  # the rest: draws at 0-0 on time (measured: docs/games/james-bond.md)


def test_a_blocked_table_is_unblocked_once_per_pick() -> None:
    """Seat 0's last pile (777+8S) needs the 7S in seat 1's pile and seat 1's (888+7S) the
    8S, while the centre holds aces nobody wants: the bot gives its spare card for an ace
    (once per pick), so the opponent can take it and give back the 7S."""
    g = new()
    bot = ReactionHeuristic(0, level="expert")
    from parlour.cards import parse_cards
    bot.seen = {p: parse_cards([r + s for s in "CDHS"]) for p, r in enumerate("23456")}
    act(g, 0, 3100, "pick", pile=5)
    a = bot.choose(SeatPort(g, 0), False)
    assert a is not None and a.type == "swap" and a.give == "8S" and a.take.startswith("A")
    g.apply(0, a, at=3400)
    bot.observe([e.for_seat(0) for e in g.apply(1, Action("pick", pile=0), at=3500)])
    assert bot.choose(SeatPort(g, 0), False) == Action("put")  # once per pick: no churning


def test_two_blocked_bots_still_finish_with_a_call() -> None:
    """From the blocked deal above, two heuristic bots swap the 7S and 8S through the
    centre and one of them calls "James Bond!" correctly, long before the time limit."""
    from tests.games.test_james_bond_rules import NEAR

    g = parlour.new_game("james-bond", 2, seed=1, deck=NEAR, options={"time_limit": 120000})
    res = run_game(g, [make_bot("heuristic", "james-bond", s, seed=s, level="expert")
                       for s in range(2)])
    assert res is not None and len(res.winners) == 1
    calls = [m for m in g.record()["actions"] if m.get("action", {}).get("type") == "call"]
    assert calls and calls[0]["seat"] == res.winners[0] and g.now < 60000


def test_bots_collecting_the_same_rank_do_not_stall() -> None:
    """Seed 0, two experts: the bots came to chase the same rank (seat 0's last pile held
    one 9, seat 1 three), each waiting for a card the other never gave up, and no card
    moved after 23 s until the time limit. A pile found idle three picks in a row now
    gets a new target within reach (its cards and the centre's), and the game ends with a
    correct call."""
    g = parlour.new_game("james-bond", 2, seed=0, options={"time_limit": 120000})
    res = run_game(g, [make_bot("heuristic", "james-bond", s, seed=0, level="expert") for s in range(2)])
    assert res is not None and len(res.winners) == 1
    assert getattr(g, "why", "") == "call" and g.now < 120000


def test_a_stalled_pile_gets_a_target_within_reach() -> None:
    from parlour.cards import parse_cards
    from parlour.games.james_bond.bot import restart
    pile, centre = parse_cards(["6D", "9C", "JS", "4H"]), parse_cards(["4S", "5D", "5S", "5C"])
    assert restart(pile, centre, 9, set()) == 5  # three fives within reach
    assert restart(pile, centre, 9, {5}) == 4  # the fives are another pile's: 4H and 4S
    assert restart(parse_cards(["9C"]), [], 9, set()) is None
