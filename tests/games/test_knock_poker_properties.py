"""Knock Poker properties over many seeded random games.

``parlour.testing.check_properties`` (conservation, every legal action applies, illegal
and malformed actions raise and change nothing, no leaks by relabelling and through
determinization, replay and JSON round trips, determinism) at every player count and
with every option; plus long games in which nobody knocks for a while, so the stock is
rebuilt (R8.2) under the same leak and replay checks; and the shared rule modules.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.engine.rng import Rng
from parlour.engine.zones import Zone
from parlour.hands import Category, category
from parlour.rules.draw_discard import deal_round_robin, draw_stock, rebuild_stock, stock_drawable
from parlour.rules.showdown import FIVE_CARD_HANDS, PERCENTILE, poker_showdown, rank_strengths
from parlour.testing import card_multiset, check_leaks, check_properties


@pytest.mark.parametrize(("players", "options", "seeds"), [
    (2, None, range(80)),
    (3, None, range(100, 160)),
    (4, None, range(200, 240)),
    (5, None, range(300, 330)),
    (6, None, range(400, 430)),
    (2, {"discard_taken": False}, range(500, 540)),
    (4, {"hand_size": 7, "dealer": 3}, range(600, 630)),
    (6, {"hand_size": 6, "dealer": 5, "discard_taken": False}, range(700, 720)),
])
def test_check_properties(players: int, options: dict[str, Any] | None, seeds: range) -> None:
    games = check_properties("knock-poker", players, seeds, options=options)
    assert all(g.is_over() for g in games)
    winners = Counter(w for g in games for w in g.result().winners)  # type: ignore[union-attr]
    assert len(winners) == players  # every seat wins now and then


def play_long(seed: int, players: int, quiet_turns: int,
              options: dict[str, Any] | None = None) -> parlour.Game:
    """A random game in which nobody knocks before turn ``quiet_turns`` and draws come
    mostly from the stock: long enough to rebuild it. Leaks are checked at every third
    action, cards at every one."""
    g = parlour.new_game("knock-poker", players, seed=seed, options=options)
    rng = Rng(seed ^ 0xC0FFEE)
    base = card_multiset(g)
    n = 0
    while not g.is_over():
        seat = g.waiting_for()[0]
        legal = g.legal_actions(seat)
        if g.view(None)["turn_number"] < quiet_turns:
            legal = [a for a in legal if a.type != "knock"]
        stock = Action("draw", source="stock")
        action = stock if stock in legal and rng.random() < 0.85 else rng.choice(legal)
        if n % 3 == 0:
            check_leaks(g, seat, action, None, rng)
        g.apply(seat, action)
        assert card_multiset(g) == base
        n += 1
    return g


@pytest.mark.parametrize(("players", "quiet", "seeds", "options"), [
    (2, 100, range(6), None),
    (4, 60, range(10, 14), {"discard_taken": False}),
    (6, 45, range(20, 23), {"hand_size": 7}),
])
def test_long_games_rebuild_the_stock_without_leaks_and_replay_exactly(
        players: int, quiet: int, seeds: range, options: dict[str, Any] | None) -> None:
    for seed in seeds:
        g = play_long(seed, players, quiet, options)
        rec = json.loads(json.dumps(g.record()))
        assert any(e["action"]["source"] == "stock" for e in rec["actions"] if e["action"]["type"] == "draw")
        again = parlour.replay(rec)
        assert json.dumps(again.full_view(), sort_keys=True) == json.dumps(g.full_view(), sort_keys=True)
        assert again.result() == g.result()
        total_stock = sum(1 for e in rec["actions"] if e["action"] == {"type": "draw", "source": "stock"})
        assert total_stock > 52 - players * g.options.hand_size - 1  # the stock was rebuilt


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    a, b = (parlour.new_game("knock-poker", 4, seed=9) for _ in range(2))
    assert a.full_view() == b.full_view()
    c = parlour.new_game("knock-poker", 4, seed=10)
    assert c.full_view() != a.full_view()


def test_legal_actions_are_exactly_what_apply_accepts() -> None:
    """Every action shape a client could send, legal or not, agrees with legal_actions."""
    cards = ["AS", "TH", "10H", "JK", "ZZ", "2C"]
    for seed in range(30):
        g = parlour.new_game("knock-poker", 3, seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            hand = [c for c in next(z for z in g.full_view()["zones"] if z["id"] == f"hand:{seat}")["cards"]]
            universe = [Action("draw", source=s) for s in ("stock", "discard", "x")]
            universe += [Action(t, card=c) for t in ("discard", "knock") for c in hand + cards]
            legal = set(g.legal_actions(seat))
            for a in universe:
                ok = g.is_legal(seat, a)
                assert ok == (a in legal) or (a.get("card") == "10H" and ok == (Action(
                    a.type, card="TH") in legal)), a
                if not ok:
                    assert g.explain(seat, a)
            g.apply(seat, rng.choice(sorted(legal, key=repr)))


# ----- the shared rule modules -------------------------------------------------------------------

def test_percentile_table_counts_every_five_card_hand() -> None:
    """parlour.rules.showdown: PERCENTILE is increasing, from near 0 to near 1; the
    category sizes add up to the published frequencies."""
    assert all(PERCENTILE[s] < PERCENTILE[s + 1] for s in range(1, len(PERCENTILE) - 1))
    assert 0 < PERCENTILE[1] < 1e-3 and 1 - 1e-5 < PERCENTILE[-1] < 1
    flush_share = 1277 * 4 / FIVE_CARD_HANDS  # 5,108 flushes
    lo = min(s for s in range(1, len(PERCENTILE)) if category(s) is Category.FLUSH)
    hi = max(s for s in range(1, len(PERCENTILE)) if category(s) is Category.FLUSH)
    assert PERCENTILE[hi] - PERCENTILE[lo] == pytest.approx(flush_share - 4 / FIVE_CARD_HANDS)


def test_showdown_contenders_and_places() -> None:
    from parlour.hands import parse_cards

    hands = [parse_cards("AS AD 7C 7D 2H"), parse_cards("KS KD KC 3D 2C"), parse_cards("AH AC 7H 7S 2D")]
    sd = poker_showdown(hands)
    assert sd.winners == (1,) and sd.placing == (2, 1, 2)
    sd = poker_showdown(hands, contenders=[0, 2])
    assert sd.winners == (0, 2) and sd.placing == (1, 3, 1) and sd.descriptions[1] == ""
    assert sd.losers == (0, 2), "when every contender ties, all share the loss"


def test_showdown_losers_are_every_seat_tied_for_the_worst_hand() -> None:
    """For the games where the worst hand pays a token (Stop the Bus, Whiskey Poker's
    chips mode: RULINGS 2 and 6, every tied player pays)."""
    from parlour.hands import parse_cards

    hands = [parse_cards("2S 4D 6C 8D TH"), parse_cards("AS AD KC KD 2H"), parse_cards("2H 4C 6D 8S TS")]
    sd = poker_showdown(hands)
    assert sd.winners == (1,) and sd.losers == (0, 2) and sd.placing == (2, 1, 2)
    assert poker_showdown(hands, contenders=[1]).losers == (1,)


def test_rank_strengths_ranks_any_evaluator() -> None:
    sd = rank_strengths([31, 24, 30, 24], contenders=[0, 1, 3], describe=lambda v: f"{v} points")
    assert sd.winners == (0,) and sd.losers == (1, 3) and sd.placing == (1, 2, 4, 2)
    assert sd.descriptions == ("31 points", "24 points", "", "24 points")
    with pytest.raises(ValueError):
        rank_strengths([1, 2], contenders=[])


def test_draw_discard_helpers_rebuild_and_deal() -> None:
    stock, pile = Zone("stock", "pile"), Zone("discard", "pile")
    hands = [Zone(f"hand:{s}", "hand", s) for s in range(3)]
    stock.fill(list(parlour.cards.deck52()))
    deal_round_robin(stock, hands, 5, first=2)
    assert [len(h) for h in hands] == [5, 5, 5] and all(h.known == [1 << h.owner] * 5 for h in hands)  # type: ignore[operator]
    assert not stock_drawable(Zone("s", "pile"), pile)
    assert rebuild_stock(Zone("s", "pile"), pile, Rng(1)) == 0
    while stock.cards:
        c, _, _ = stock.pop()
        pile.push(c, True, 7)
    assert stock_drawable(stock, pile)
    top = pile.cards[-1]
    card, rebuilt = draw_stock(stock, pile, Rng(3))
    assert rebuilt == 36 and pile.cards == [top] and len(stock) == 35 and card not in stock.cards
    assert stock.known == [0] * 35 and stock.up == [False] * 35
