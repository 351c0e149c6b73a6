"""Cash bots: a random signal, signalling the partner, calling on the partner's signal,
reading opponents' signals (the Bayesian detector), useful swaps only; whole games."""

from __future__ import annotations

from parlour import Action
from parlour.bots.base import SeatPort
from parlour.games.cash import Cash
from parlour.games.cash.bot import CashHeuristic, best_swap, block_swap
from parlour.games.cash.detect import SignalDetector
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_cash_rules import act, new, started


def test_picks_a_random_signal_once_per_hand() -> None:
    picks = set()
    for seed in range(12):
        g = new()
        bot = CashHeuristic(0, seed=seed)
        a = bot.choose(SeatPort(g, 0), True)
        assert a is not None and a.type == "agree" and bot.choose(SeatPort(g, 0), True) == a
        picks.add(a.signal)
    assert len(picks) >= 4


def test_the_partnerships_earlier_seat_chooses_the_signal_the_later_one_waits() -> None:
    """Partners agree the signal together: a bot leaves the choice to its partner in the
    earlier seat (a person at seat 0 partnering the bot at seat 2 gets time to choose)."""
    g = new()
    first, later = CashHeuristic(0, seed=1), CashHeuristic(2, seed=1)
    assert first.choose(SeatPort(g, 0), True) is not None
    assert later.choose(SeatPort(g, 2), True) is not None
    assert first.delay(True) < 5000 <= 20000 <= later.delay(True)


def test_swaps_only_to_collect() -> None:
    assert best_swap(parse_cards("7C 7D 7H QS"), parse_cards("7S 8C 2S TD")) == \
        tuple(parse_cards("7S QS"))
    assert best_swap(parse_cards("7C 7D KH QS"), parse_cards("KS 8C 2S TD")) == \
        tuple(parse_cards("KS QS"))
    assert best_swap(parse_cards("7C 7D 7H QS"), parse_cards("QD 8C 2S TD")) is None  # no going back
    assert best_swap(parse_cards("7C 7D 7H 7S"), parse_cards("8C 8D 8H 8S")) is None


def test_signals_its_partner_with_four_of_a_kind_and_the_partner_calls() -> None:
    g = started(signals=(5, 1))
    act(g, 0, 3200, "swap", take="7S", give="QS")
    assert CashHeuristic(0).choose(SeatPort(g, 0), False) == Action("gesture", sign=5)
    assert CashHeuristic(2).choose(SeatPort(g, 2), False) != Action("cash")
    act(g, 0, 3400, "gesture", sign=5)
    assert CashHeuristic(2).choose(SeatPort(g, 2), False) == Action("cash")
    assert CashHeuristic(1).choose(SeatPort(g, 1), False) != Action("cash")  # not its signal


def _taught(detector: SignalDetector, hands: int, signal: int = 6, cover: int = 2) -> None:
    """Partnership 0 (seats 0 and 2) wins ``hands`` hands by Cash: seat 2 makes a cover
    gesture early and its signal just before seat 0's correct call."""
    for _ in range(hands):
        detector.gesture(2, cover, 4000)
        detector.gesture(2, signal, 9000)
        detector.gesture(1, cover, 9100)
        detector.hand_over({"why": "cash", "caller": 0, "correct": True, "at": 9700})


def test_detector_names_the_gesture_seen_before_correct_calls_and_not_cover() -> None:
    d = SignalDetector(4, 1)
    assert d.named(0) is None and d.alarm(0, 6) < CashHeuristic.threshold  # nothing known: no alarm
    _taught(d, 1)
    assert d.named(0) is None  # one window: 0.79 after the between-hands mixing, under 0.8
    _taught(d, 1)
    assert d.named(0) == 6 and d.alarm(2, 6) >= CashHeuristic.threshold
    assert d.alarm(2, 2) < 0.1 and d.alarm(0, 3) < 0.1  # cover, and a gesture never seen before a call
    gestures_before_cash_by_others = SignalDetector(4, 1)
    for _ in range(3):  # seat 2 gestures, but its partnership's calls are all wrong: no evidence
        gestures_before_cash_by_others.gesture(2, 6, 9000)
        gestures_before_cash_by_others.hand_over({"why": "cash", "caller": 0, "correct": False, "at": 9500})
    assert gestures_before_cash_by_others.named(0) is None


def test_detector_forgets_a_caught_partnership_s_signal() -> None:
    d = SignalDetector(4, 1)
    _taught(d, 2)
    assert d.named(0) == 6
    d.hand_over({"why": "counter", "caller": 1, "correct": True, "target": 0, "at": 5000})
    assert d.named(0) is None  # a caught partnership probably changes its signal


def test_counters_a_learnt_signal_only() -> None:
    g = started()
    bot = CashHeuristic(1)
    bot.choose(SeatPort(g, 1), False)
    assert bot.detector is not None
    act(g, 0, 3300, "gesture", sign=6)
    act(g, 0, 3600, "gesture", sign=6)  # a repeat alone proves nothing
    assert bot.choose(SeatPort(g, 1), False) != Action("counter", team=0)
    _taught(bot.detector, 2)
    assert bot.choose(SeatPort(g, 1), False) == Action("counter", team=0)
    act(g, 2, 3700, "gesture", sign=2)  # its cover gesture: no counter once the signal is old
    g.advance(6000)
    assert bot.choose(SeatPort(g, 1), False) != Action("counter", team=0)


def test_keeps_its_signal_between_hands_unless_caught() -> None:
    bot = CashHeuristic(0, seed=3)
    first = bot.pick_signal()
    bot.kept = first
    assert bot.pick_signal() == first
    bot.caught = True
    assert bot.pick_signal() != first and not bot.caught


def test_letters_match_bots_detect_and_counter() -> None:
    g = Cash(4, variant="letters", seed=4)
    run_game(g, [CashHeuristic(s, seed=s) for s in range(4)])
    kinds = [m["action"]["type"] for m in g.record()["actions"] if "action" in m]
    assert "counter" in kinds  # measured over 1,000+ hands: docs/games/cash.md, "Reading signals"


def test_whole_games_end() -> None:
    for n, variant in ((4, "standard"), (6, "kemps"), (8, "letters")):
        g = Cash(n, variant=variant, seed=n)
        assert run_game(g, [CashHeuristic(s, seed=s, level="fast") for s in range(n)]) is not None


def test_denies_a_rank_an_opponent_collects_when_nothing_helps_itself() -> None:
    assert block_swap(parse_cards("7C 7D 7H QS"), parse_cards("9S 8C 2S TD"), {9}) == \
        tuple(parse_cards("9S QS"))
    assert block_swap(parse_cards("7C 7D QH QS"), parse_cards("9S 8C 2S TD"), {9}) is None  # no spare
    assert block_swap(parse_cards("7C 7D 7H QS"), parse_cards("9S 8C 2S TD"), {12}) is None  # no 9 wanted
    g = started()
    bot, mate = CashHeuristic(3), CashHeuristic(2)
    assert bot.choose(SeatPort(g, 3), False) == Action("done")  # 4 4 5 6: nothing useful, nothing hot
    events = act(g, 0, 3300, "swap", take="7S", give="QS")  # seat 0 collects sevens, in public
    bot.observe(events)
    mate.observe(events)
    assert bot.hot(4) == {7} and mate.hot(4) == set()  # a partner's collection is not blocked
