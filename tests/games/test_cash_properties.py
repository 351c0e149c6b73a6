"""Cash properties: no leaks while cards change hands (hidden cards re-dealt, views and
events compared per seat), the secret signal known only to its partnership (the same
game with another signal looks the same to everyone else), and exact replays."""

from __future__ import annotations

from typing import Any

import pytest

from parlour import Action
from parlour.engine.rng import Rng
from parlour.games.cash import Cash
from parlour.testing import play_bots_checked, play_checked


@pytest.mark.parametrize(("players", "variant"), [(4, "standard"), (6, "kemps")])
def test_no_leaks_while_cards_change_hands(players: int, variant: str) -> None:
    g = Cash(players, variant=variant, seed=players)
    bots = [Cash.bot(s, seed=s, level="expert") for s in range(players)]
    play_bots_checked(g, bots, Rng(players), 150)


@pytest.mark.parametrize("seed", range(4))
def test_random_play_properties(seed: int) -> None:
    """Conservation, legal actions apply, illegal ones change nothing, no leaks."""
    g = Cash(4, variant="letters", seed=seed)
    play_checked(g, Rng(seed ^ 0x5EED), max_steps=400, leak_every=3)


def test_a_signal_is_known_only_to_its_partnership() -> None:
    """Partnership 1 picks gesture 2 in one game and 6 in the other: seats 0 and 2 (and
    a spectator) see the same views and events throughout; seats 1 and 3 do not."""
    games = [Cash(4, seed=9), Cash(4, seed=9)]
    logs: list[list[Any]] = [[], []]
    for k, g in enumerate(games):
        script = [(0, Action("agree", signal=4), 100), (1, Action("agree", signal=(2, 6)[k]), 200),
                  (3, Action("gesture", sign=2), 3500), (2, Action("gesture", sign=6), 3700)]
        for seat, a, at in script:
            if g.now < at and g.next_deadline() is not None and g.next_deadline() <= at:  # type: ignore[operator]
                g.advance(g.next_deadline())  # type: ignore[arg-type]
            logs[k].append(g.apply(seat, a, at=at))
    for obs in (0, 2, None):
        assert games[0].view(obs) == games[1].view(obs)
        assert [[e.for_seat(obs) for e in ev] for ev in logs[0]] == \
               [[e.for_seat(obs) for e in ev] for ev in logs[1]]
    assert games[0].view(1) != games[1].view(1)
    assert [e.for_seat(3) for e in logs[0][1]] != [e.for_seat(3) for e in logs[1][1]]


def test_bot_games_replay_exactly() -> None:
    """Same seed and same timed actions: the same game, to the last card."""
    g = Cash(4, variant="kemps", seed=3)
    bots = [Cash.bot(s, seed=s, level="fast") for s in range(4)]
    play_bots_checked(g, bots, Rng(3), 3000, leaks=False)
    assert g.is_over()
    again = Cash(4, variant="kemps", seed=3)
    for step in g.record()["actions"]:
        if "advance" in step:
            again.advance(step["advance"])
        else:
            again.apply(step["seat"], Action.from_json(Cash, step["action"]), at=step.get("at"))
    assert again.full_view() == g.full_view() and again.result() == g.result()
