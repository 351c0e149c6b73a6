"""Mini Baccarat property checks (``parlour.testing.check_properties``): cards are
conserved, illegal actions are refused and change nothing, nothing leaks, records
replay exactly; at every table size (1 to 9 bettors) and in both variants. Most games
use a one-deck shoe to stay fast; one full eight-deck shoe is checked sparsely."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action
from parlour.engine.rng import Rng
from parlour.testing import check_properties, random_step

VARIANTS = ("standard", "early-shuffle")


SHORT_SEEDS = {1: 24, 2: 10, 3: 6, 4: 4}


@pytest.mark.parametrize("players", range(1, 10))
def test_one_hand_games_at_every_table_size(players: int) -> None:
    """Cut, burn, one betting round with every seat, one coup, the end (``hands=1``)."""
    n = SHORT_SEEDS.get(players, 2)
    sparse = {} if players <= 2 else {"check_every": 3, "leak_every": 7}
    games = check_properties("mini-baccarat", players, range(100 * players, 100 * players + n),
                             options={"decks": 1, "hands": 1}, **sparse)  # type: ignore[arg-type]
    assert all(g.result() is not None for g in games)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [1, 2, 3])
def test_whole_one_deck_shoes_in_both_variants(players: int, variant: str) -> None:
    """Whole shoes: the cut card comes out and the shoe ends by the variant's rule."""
    games = check_properties("mini-baccarat", players, range(5 - players), variant=variant,
                             options={"decks": 1}, check_every=2, leak_every=5)
    for g in games:
        res = g.result()
        assert res is not None and res.details["hands"] >= 1


@pytest.mark.parametrize("options", [
    {"decks": 1, "shoes": 2, "ace_burn": 11},
    {"decks": 2, "bankroll": 30, "table_max": 30},     # seats go broke
    {"decks": 1, "commission": 1.25, "tie_pays": 9, "table_min": 5, "table_max": 25},
])
def test_other_options(options: dict[str, object]) -> None:
    check_properties("mini-baccarat", 2, range(2), options=options, check_every=2, leak_every=5)


def test_a_full_eight_deck_shoe_sparsely() -> None:
    check_properties("mini-baccarat", 2, [7], options={"table_max": 20}, check_every=25, leak_every=60)


def test_same_seed_same_actions_same_game() -> None:
    def play(seed: int) -> list[object]:
        g = parlour.new_game("mini-baccarat", 3, seed=seed, options={"decks": 2})
        rng = Rng(99)
        while not g.is_over():
            step = random_step(g, rng)
            assert step is not None
            g.apply(step[0], step[1])
        return [g.record(), g.full_view()]

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_legal_actions_are_exactly_what_apply_accepts() -> None:
    """Every action a client could send, legal or not, agrees with ``legal_actions``
    (the ``verify_`` methods and the list follow the same rules), and a refusal says why."""
    spots = ["player", "banker", "tie", "bank"]
    amounts = [5, 10, 20, 30, 50, 100, 200, 500, 1000]
    universe = [Action("cut", at=k) for k in (-1, 0, 1, 2, 25, 51, 52, 53, 400)]
    universe += [Action("bet", spot=s, amount=a) for s in spots for a in amounts]
    universe += [Action("withdraw", spot=s) for s in spots] + [Action("done")]
    for seed in range(4):
        g = parlour.new_game("mini-baccarat", 2, seed=seed, options={"decks": 1, "hands": 5, "bankroll": 60})
        rng = Rng(seed)
        while not g.is_over():
            for seat in range(g.players):
                legal = set(g.legal_actions(seat))
                for a in universe:
                    ok = g.is_legal(seat, a)
                    assert ok == (a in legal), (seat, a)
                    if not ok:
                        assert g.explain(seat, a)
            step = random_step(g, rng)
            assert step is not None
            g.apply(step[0], step[1])


def test_parameter_domains_come_from_the_options() -> None:
    """The RL catalogue's values: the cut positions of the shoe, the spots, the stakes."""
    from parlour.engine.actions import schema

    g = parlour.new_game("mini-baccarat", 2, options={"decks": 2, "table_min": 25, "table_max": 300})
    kinds = schema(type(g))
    assert kinds["cut"]["at"].values(2, g.options) == list(range(1, 104))
    assert kinds["bet"]["spot"].values(2, g.options) == ["player", "banker", "tie"]
    assert kinds["bet"]["amount"].values(2, g.options) == list(range(25, 301))
    assert kinds["withdraw"]["spot"].values(2, g.options) == ["player", "banker", "tie"]
    assert not hasattr(type(g), "ACTION_RANGES")
