"""Speed bots through the real-time runner (seeded): they play what fits, refill, say
ready when blocked, never make a refused play, block the other player when they have a
choice, and a faster level wins more often."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.cards import Card
from parlour.games.speed.bot import SpeedBot, followers, possible
from parlour.runners.local import run_game
from tests.games.test_speed_rules import READY, _blocked, new, play


def run(levels: list[str], seed: int, variant: str = "standard") -> parlour.Game:
    g = parlour.new_game("speed", variant=variant, seed=seed)
    bots = [make_bot("heuristic", "speed", s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    run_game(g, bots)
    assert g.is_over()
    return g


def test_bot_prefers_a_chain_and_says_ready_when_blocked() -> None:
    g = new([["6C", "KD", "7H"], ["JC", "JD", "QS"]])
    bot = SpeedBot(0, seed=1)
    assert bot.choose(SeatPort(g, 0), True) == play("6C", 0)  # then 7H follows it
    g = _blocked()
    assert bot.choose(SeatPort(g, 0), True) == READY


def test_bot_blocks_when_no_play_chains() -> None:
    """With no chain to prefer, the bot plays what leaves the other player the fewest cards
    that could follow the tops (the cards it has not seen). Tops 5♣ and J♦; its 6♥ or a
    4 on the 5♣ leave the J♦ (7 unseen followers: 10s, queens) and 7 more on the new top;
    its Q♠ on the J♦ leaves the 5♣, whose followers are mostly in its own hand (two 4s and
    the 6♥): 5 unseen, plus 7 on the Q♠ (jacks, kings). A chain-only bot took the 6♥."""
    g = new([["6H", "QS", "4D", "4S"], ["2C", "2D", "2H", "KS"]], starters=("5C", "JD"))
    theirs = possible(g.view(0), 0, False)
    assert len(theirs) == 52 - 4 - 2
    assert [followers(theirs, Card.parse(c), False) for c in ("5C", "JD", "6H", "4D", "QS")] == [
        5, 7, 7, 7, 7]
    assert SpeedBot(0, seed=1).choose(SeatPort(g, 0), True) == play("QS", 1)


def test_a_ready_player_holds_nothing_that_follows_a_top() -> None:
    """The other player's ready mark (public) says they are blocked: the bot leaves every
    card that follows a top out of what they might hold, and remembers every card seen on
    a pile (none goes back to a hand)."""
    g = new([["6H", "QS", "4D", "4S"], ["2C", "2D", "2H", "KS"]], starters=("5C", "JD"))
    tops = [Card.parse("5C"), Card.parse("JD")]
    assert any(followers(possible(g.view(0), 0, False), t, False) for t in tops)
    g.apply(1, READY, at=3500)
    theirs = possible(g.view(0), 0, False)
    assert not any(followers(theirs, t, False) for t in tops)
    assert Card.parse("KS") in theirs and Card.parse("4H") not in theirs
    bot = SpeedBot(0, seed=1)
    bot.observe([e.for_seat(0) for e in g.apply(0, play("QS", 1), at=3900)])
    assert Card.parse("QS") in bot.gone and Card.parse("QS") not in possible(g.view(0), 0, False, bot.gone)


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        res = run(levels, seed).result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["expert"] > 2 * wins["slow"]


def test_bot_games_end_in_every_variant() -> None:
    for variant in ("equal-ok", "auto-refill"):
        assert run(["normal", "fast"], 2, variant).result() is not None
