"""Democracy properties over many seeded random games, and bots.

``parlour.testing.check_properties`` (conservation, every legal action applies, illegal
and malformed actions raise and change nothing, no leaks by relabelling and through
determinization, replay and JSON round trips, determinism) at every player count in
both variants; then the commit-reveal guarantee checked at every face-down play, the
search bot's sampled worlds redealing other seats' face-down cards, and whole games
through the runner with the random, heuristic and search bots.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import parlour
from parlour import Action
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.registry import replay
from parlour.engine.rng import Rng
from parlour.runners.local import run_game
from parlour.testing import card_multiset, check_leaks, check_properties, random_step


@pytest.mark.parametrize("variant", ["standard", "seed-deal"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_check_properties(variant: str, players: int) -> None:
    # a few games with dense checks, more with sparse ones (the checks cost ~50x a move)
    dense = 2 if players < 5 else 1
    seeds = range(1000 * players, 1000 * players + dense)
    games = check_properties("democracy", players, seeds, variant=variant,
                             leak_every=3 * players, check_every=2 * players + 1)
    more = range(1000 * players + 100, 1000 * players + 100 + 8 // players)
    games += check_properties("democracy", players, more, variant=variant, leak_every=47,
                              check_every=53)
    assert all(g.is_over() for g in games)


def test_options_through_the_property_checks() -> None:
    check_properties("democracy", 3, range(2), options={"majority": 9, "tribes_to_win": 2, "days": 1},
                     leak_every=4, check_every=3)
    check_properties("democracy", 4, range(2), variant="seed-deal", options={"tribes_to_win": 1},
                     leak_every=4, check_every=3)


def random_games(count: int, seed0: int = 0) -> list[parlour.Game]:
    out = []
    for k in range(count):
        players = 2 + k % 5
        variant = "seed-deal" if k % 3 == 2 else "standard"
        g = parlour.new_game("democracy", players, variant=variant, seed=seed0 + k)
        rng = Rng(seed0 + k)
        while not g.is_over():
            pick = random_step(g, rng)
            assert pick is not None
            g.apply(*pick[:2])
        out.append(g)
    return out


def test_hundreds_of_random_games_conserve_cards_replay_and_end_with_one_winner() -> None:
    for g in random_games(150):
        assert sum(card_multiset(g).values()) == (48, 48, 50, 48, 49)[g.players - 2]
        res = g.result()
        assert res is not None and len(res.winners) == 1
        w = res.winners[0]
        assert res.scores[w] >= 5 and all(res.scores[s] < res.scores[w] for s in range(g.players) if s != w)
        assert [sum(t) for t in zip(*res.details["islands"])] == [int(x) for x in res.scores]
    again = random_games(10)
    for a, b in zip(random_games(10), again):
        assert a.record() == b.record()
        assert json.dumps(replay(json.loads(json.dumps(a.record()))).full_view()) == json.dumps(a.full_view())


def test_a_committed_card_is_known_only_to_its_seat_until_the_reveal() -> None:
    """Commit-reveal: after every face-down play (not the last of a trick), every other
    seat's view, its copy of the events and its legal-action labels are the same whatever
    the committed card is, and the spectator's too; the relabelling check runs at every play."""
    for k in range(10):
        players = 2 + k % 5
        g = parlour.new_game("democracy", players, seed=500 + k)
        rng = Rng(k)
        for _ in range(3 * players + 3):
            if g.is_over():
                break
            seat, action, _ = random_step(g, rng)  # type: ignore[misc]
            check_leaks(g, seat, action, None, rng)
            before = {s: json.dumps(g.view(s)) for s in [*range(players), None] if s != seat}
            events = g.apply(seat, action)
            if action.type != "play" or g.view(None)["played"] == []:
                continue  # a deal, or the last card of a trick: revealed to all
            card = action.card
            for s in [*range(players), None]:
                if s == seat:
                    continue
                assert all("card" not in e.for_seat(s) for e in events)
                seen = json.dumps({k2: v for k2, v in g.view(s).items() if k2 != "zones"})
                trick = next(z for z in g.view(s)["zones"] if z["id"] == "trick")
                assert trick["cards"][seat] == "??"
                if card not in before[s]:
                    assert card not in seen
                if s is not None:
                    assert all(card not in a["label"] or card in before[s] for a in g.legal_json(s))


def test_sampled_worlds_redeal_other_seats_face_down_cards() -> None:
    g = parlour.new_game("democracy", 3, seed=42)
    card = g.legal_actions(1)[0].card
    g.apply(1, Action("play", card=card))
    rng = Rng(3)
    seen: Counter[str] = Counter()
    for _ in range(60):
        w = SeatPort(g, 0).sample_world(rng)
        c = w.zones["trick"].cards[1]
        seen[str(c)] += 1
        assert w.view(0) == g.view(0)
        assert str(SeatPort(g, 1).sample_world(rng).zones["trick"].cards[1]) == card
    assert len(seen) > 10  # seat 0 cannot tell which card seat 1 played


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_runner_plays_whole_games_with_heuristic_and_random_bots(players: int) -> None:
    for seed in (players % 2,):
        g = parlour.new_game("democracy", players, seed=seed, variant="seed-deal" if seed else None)
        kinds = ["heuristic" if s % 2 == 0 else "random" for s in range(players)]
        bots = [make_bot(k, "democracy", s, seed=seed) for s, k in enumerate(kinds)]
        res = run_game(g, bots)
        assert res is not None and g.is_over() and len(res.winners) == 1


def test_heuristic_beats_random_at_two_players() -> None:
    wins = 0
    for seed in range(10):
        g = parlour.new_game("democracy", 2, seed=seed, options={"tribes_to_win": 3})
        me = seed % 2
        bots = [make_bot("heuristic" if s == me else "random", "democracy", s, seed=seed) for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        wins += res.winners == [me]
    assert wins >= 8


def test_search_bot_plays_a_simultaneous_game_to_the_end() -> None:
    """The generic ISMCTS bot: its worlds redeal the face-down cards it cannot see."""
    g = parlour.new_game("democracy", 2, seed=5, options={"tribes_to_win": 3})
    bots = [make_bot("search:20i", "democracy", 0, seed=5), make_bot("heuristic", "democracy", 1, seed=5)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()
    g = parlour.new_game("democracy", 3, seed=6, options={"tribes_to_win": 1})
    bots = [make_bot("search:8i", "democracy", s, seed=6, game_policy=False) for s in range(3)]
    assert run_game(g, bots) is not None
