"""Open-Face Chinese Poker bots: the batch-evaluated setting values agree with the row
rules, the fantasyland setter, and the Monte Carlo and heuristic bots in play (legal
moves only, and ahead of random play over seeded games)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import parlour
from parlour.bots import make_bot
from parlour.bots.random_bot import RandomBot
from parlour.games.open_face_chinese_poker.bot import (
    PlacementBot,
    assignments,
    best_fantasy_setting,
    expected_value,
    first_splits,
    setting_values,
)
from parlour.hands import parse_cards
from parlour.rules.rows import Setting, is_foul, open_royalties, stays_in_fantasyland
from parlour.runners.local import run_game

GAME = "open-face-chinese-poker"


def _random_settings(n: int, seed: int) -> list[Setting]:
    rng = np.random.default_rng(seed)
    deck = [int(c) for c in parse_cards(" ".join(r + s for r in "23456789TJQKA" for s in "CDHS"))]
    out = []
    for _ in range(n):
        c = [deck[i] for i in rng.permutation(52)[:13]]
        out.append(Setting(c[:3], c[3:8], c[8:]))
    return out


def test_batch_values_agree_with_the_row_rules() -> None:
    # A foul in the batch values is exactly rows.is_foul (front vs middle included), and
    # a setting that does not foul is worth at least its royalties minus three rows.
    settings = _random_settings(3000, 1)
    settings += [Setting(parse_cards("5C 5D KH"), parse_cards("5H 5S KS 3C 2D"),
                         parse_cards("AC AD AS 7C 7D"))]  # equal front and middle: no foul
    f = np.array([s.front for s in settings])
    m = np.array([s.middle for s in settings])
    b = np.array([s.back for s in settings])
    for table in ("flat", "standard"):
        v = setting_values(f, m, b, table, False)
        for s, x in zip(settings, v, strict=True):
            if is_foul(s):
                assert x == -9.0
            else:
                assert x >= open_royalties(s, table) - 3


def test_assignments_cover_every_way_to_fill_the_slots() -> None:
    fa, ma, ba = assignments((1, 2, 1))
    assert len(fa) == 12  # 4! / (1! 2! 1!)
    for row in zip(fa.tolist(), ma.tolist(), ba.tolist(), strict=True):
        assert sorted(itertools.chain(*row)) == [0, 1, 2, 3]


def test_first_splits_are_every_split_with_at_most_three_in_front() -> None:
    splits = first_splits(parse_cards("AS KS QS JS TS"))
    assert len(splits) == 3 ** 5 - 11  # no split puts four or five in front
    assert all(len(f) <= 3 and len(f) + len(m) + len(b) == 5 for f, m, b in splits)


def test_fantasyland_setter_keeps_fantasyland_when_it_can() -> None:
    cards = parse_cards("AS AH AD AC KC 9C 9D 4S 4H 7C 2D 3H 6S")  # quads: back
    f, m, b = best_fantasy_setting(cards, "flat")
    s = Setting(f, m, b)
    assert not is_foul(s) and stays_in_fantasyland(s)


def test_monte_carlo_prefers_the_safe_row() -> None:
    # Rows front A-A, middle K-K-4-4, back 2-2-2-8-9: the third ace in front fouls for
    # sure (three aces over two pair); in the middle it is safe.
    rows = [parse_cards("AS AH"), parse_cards("KS KH 4C 4D"), parse_cards("2S 2D 2C 8C 9D")]
    used = {c for r in rows for c in r} | set(parse_cards("AD"))
    unseen = [c for c in parse_cards(" ".join(r + s for r in "23456789TJQKA" for s in "CDHS"))
              if c not in used]
    rng = np.random.default_rng(0)
    front = expected_value([rows[0] + parse_cards("AD"), rows[1], rows[2]], unseen, 50, rng, "flat")
    middle = expected_value([rows[0], rows[1] + parse_cards("AD"), rows[2]], unseen, 50, rng, "flat")
    assert front == -9.0 and middle > front


@pytest.mark.parametrize(("players", "samples"), [(2, 0), (3, 8), (4, 0)])
def test_bots_play_whole_games(players: int, samples: int) -> None:
    g = parlour.new_game(GAME, players, seed=players)
    bots = [PlacementBot(s, seed=s, samples=samples) for s in range(players)]
    run_game(g, bots)
    res = g.result()
    assert res is not None and sum(res.scores) == 0


def test_declared_bot_is_the_placement_bot() -> None:
    bot = make_bot("heuristic", GAME, 0, samples=0)
    assert isinstance(bot, PlacementBot) and bot.samples == 0


@pytest.mark.parametrize("samples", [0, 12])
def test_bots_beat_random_play(samples: int) -> None:
    total = 0.0
    for i in range(20):
        g = parlour.new_game(GAME, 2, seed=100 + i, options={"hands": 1})
        me = i % 2
        bots = [PlacementBot(s, seed=i, samples=samples) if s == me else RandomBot(s, seed=i)
                for s in range(2)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        total += res.scores[me]
    assert total > 0
