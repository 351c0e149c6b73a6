"""Mini Baccarat bots: the flat banker heuristic, the generic search bot, random."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.games.mini_baccarat.bot import HeuristicBot, rollout_value
from parlour.runners.local import run_game

BURN = ["AC", "2H"]


def test_the_heuristic_bets_flat_on_the_banker_every_hand() -> None:
    """"the best strategy is to simply bet on banco every single time"."""
    g = parlour.new_game("mini-baccarat", 2, seed=3, options={"decks": 1})
    bots = [HeuristicBot(0, seed=1), make_bot("random", "mini-baccarat", 1, seed=1)]
    seen: list[dict[str, object]] = []

    def watch(events: list[parlour.Event]) -> None:
        seen.extend(e.for_seat(None) for e in events)

    res = run_game(g, bots, on_events=watch)
    assert res is not None and g.is_over()
    mine = [e for e in seen if e["type"] == "bet" and e["seat"] == 0]
    assert mine and all(e["spot"] == "banker" and e["amount"] == 10 for e in mine)
    assert len(mine) == g.result().details["hands"]  # type: ignore[union-attr]


def test_the_heuristic_cuts_and_takes_the_nearest_stake_the_table_allows() -> None:
    g = parlour.new_game("mini-baccarat", 1, seed=2, options={"decks": 1, "bankroll": 30})
    bot = HeuristicBot(0, stake=40)
    assert bot.choose(SeatPort(g, 0), True) == Action("cut", at=26)
    g.apply(0, Action("cut", at=26))
    assert bot.choose(SeatPort(g, 0), True) == Action("bet", spot="banker", amount=30)
    g.apply(0, Action("bet", spot="banker", amount=30))
    assert bot.choose(SeatPort(g, 0), True) == Action("done")


def test_a_broke_heuristic_says_done_and_bots_are_listed() -> None:
    g = parlour.new_game("mini-baccarat", 1, deck=BURN, options={"bankroll": 10})
    g.apply(0, Action("bet", spot="tie", amount=10))
    assert HeuristicBot(0).choose(SeatPort(g, 0), True) == Action("done")
    assert available_bots("mini-baccarat") == ["random", "heuristic", "search"]


def test_rollout_value_scores_chips_once_a_coup_is_settled() -> None:
    g = parlour.new_game("mini-baccarat", 2, deck=BURN + ["8C", "9C", "KC", "QC"])
    assert rollout_value(g) is None  # no coup yet
    g.apply(0, Action("bet", spot="banker", amount=100))
    g.apply(0, Action("done"))
    assert rollout_value(g) is None  # mid betting
    g.apply(1, Action("done"))
    v = rollout_value(g)
    assert v is not None and v[0] > 0.5 and v[1] == 0.5


def test_the_search_bot_plays_to_the_end() -> None:
    g = parlour.new_game("mini-baccarat", 2, seed=4, options={"decks": 1, "hands": 3, "table_max": 30})
    bots = [make_bot("search:200i", "mini-baccarat", 0, seed=1),
            make_bot("heuristic", "mini-baccarat", 1, seed=1)]
    res = run_game(g, bots)
    assert res is not None and g.is_over() and res.details["hands"] == 3


def test_the_search_bot_compares_wagers_at_the_chip_values_only() -> None:
    """Any whole wager is legal (M4); the search compares one per chip value (its
    ``root_moves`` hook), with withdrawals and done, and plays one of them."""
    g = parlour.new_game("mini-baccarat", 1, deck=BURN)
    assert len(g.legal_actions(0)) == 3 * 491 + 1
    bot = make_bot("search:60i", "mini-baccarat", 0, seed=1)
    move = bot.choose(SeatPort(g, 0), True)
    compared = bot.last_stats["visits"]  # type: ignore[attr-defined]
    chips = set(g.view(0)["chip_values"])
    assert len(compared) == 3 * len(chips) + 1
    assert move is not None and (move.type == "done" or move.amount in chips)
