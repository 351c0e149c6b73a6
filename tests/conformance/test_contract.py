"""The contract, checked on every registered game and variant with no per-game opt-in
(in the spirit of OpenSpiel's and PettingZoo's ``api_test``): a game that registers is
tested here without anyone remembering to add it.

* random games to the end at the smallest and largest table;
* at sampled steps: illegal and malformed actions are refused with a reason and change
  nothing, legal actions round-trip through JSON, views and events leak no card a seat
  may not see (the cards it does not know are relabelled and nothing it receives may
  change), determinized worlds keep the seat's view; records replay exactly; the same
  seed gives the same game; clones are independent;
* the declaration: every action type has one ``verify_``/``do_`` pair, every parameter
  a finite domain, card parameters accept every spelling, seats are exact ints.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour.bots.base import Bot
from parlour.cards import Card
from parlour.engine.actions import Action, CardList, CardParam, Int, Text, schema
from parlour.engine.declare import SearchHooks
from parlour.engine.game import Game
from parlour.engine.registry import game_class
from parlour.engine.rng import Rng
from parlour.errors import IllegalAction
from parlour.testing import check_properties, random_step

GAMES = [info.name for info in parlour.games()]
VARIANTS = [(info.name, v) for info in parlour.games() for v in (info.variants or {None: ""})]


def _ids(cases: list[tuple[str, str | None]]) -> list[str]:
    return [f"{g}:{v}" if v else g for g, v in cases]


def _tables(game: str, variant: str | None) -> list[int]:
    cls = game_class(game)
    options = parlour.new_game(game, variant=variant, seed=0).options
    lo, hi = cls.player_range(options)
    return sorted({lo, hi})


def _random_game(game: str, variant: str | None, players: int, seed: int,
                 max_steps: int = 60_000) -> Game:
    options = game_class(game).random_play_options(variant)  # a house floor where needed
    g = parlour.new_game(game, players, variant=variant, seed=seed, options=options)
    rng = Rng(seed)
    for _ in range(max_steps):
        if g.is_over():
            break
        pick = random_step(g, rng)
        if pick is None:
            due = g.next_deadline()
            assert due is not None, f"{game}: nobody can act and no timer is due"
            g.advance(due)
            continue
        g.apply(*pick[:2], at=pick[2])
    return g


@pytest.mark.parametrize(("game", "variant"), VARIANTS, ids=_ids(VARIANTS))
def test_random_games_end_with_a_result(game: str, variant: str | None) -> None:
    for players in _tables(game, variant):
        g = _random_game(game, variant, players, seed=11 + players)
        assert g.is_over(), f"{game}:{variant} with {players} players did not end"
        res = g.result()
        assert res is not None
        assert len(res.scores) == len(res.placing) == players
        assert all(0 <= w < players for w in res.winners)
        assert res.reason, "a result says in words who won and why"
        json.dumps(res.to_json())


@pytest.mark.parametrize(("game", "variant"), VARIANTS, ids=_ids(VARIANTS))
def test_contract_properties_at_sampled_steps(game: str, variant: str | None) -> None:
    for players in _tables(game, variant):
        check_properties(game, players, [3], variant=variant, max_steps=120, check_every=4,
                         leak_every=6, must_finish=False)


@pytest.mark.parametrize(("game", "variant"), VARIANTS, ids=_ids(VARIANTS))
def test_same_seed_same_game_and_clones_are_independent(game: str, variant: str | None) -> None:
    players = _tables(game, variant)[0]
    a = parlour.new_game(game, players, variant=variant, seed=99)
    b = parlour.new_game(game, players, variant=variant, seed=99)
    assert a.full_view() == b.full_view()
    rng = Rng(5)
    for _ in range(40):
        if a.is_over():
            break
        pick = random_step(a, rng)
        if pick is None:
            due = a.next_deadline()
            assert due is not None
            a.advance(due)
            b.advance(due)
            continue
        before = a.full_view()
        c = a.clone()
        c_events = [e.to_json() for e in c.apply(*pick[:2], at=pick[2])]
        assert a.full_view() == before, "applying to a clone changed the original"
        c_after = c.full_view()
        assert [e.to_json() for e in a.apply(*pick[:2], at=pick[2])] == c_events
        assert c.full_view() == c_after, "applying to the original changed its clone"
        b.apply(*pick[:2], at=pick[2])
        assert a.full_view() == b.full_view() == c.full_view()


@pytest.mark.parametrize("game", GAMES)
def test_declaration(game: str) -> None:
    cls = game_class(game)
    assert cls.name == game and cls.title and cls.summary and cls.family
    assert cls.rules_text.startswith("# "), "rules.md beside the game, a markdown title first"
    assert cls.bot is None or issubclass(cls.bot, Bot)
    assert isinstance(cls.search, SearchHooks)
    assert cls.encoding is None or (hasattr(cls.encoding, "catalogue") and hasattr(cls.encoding, "encoder"))
    for t in cls.ACTIONS:
        m = t.replace("-", "_")
        assert callable(getattr(cls, f"verify_{m}", None)) and callable(getattr(cls, f"do_{m}", None)), (
            f"{game}: action {t!r} needs one verify_{m} and one do_{m} (the one legality path)")
    for legacy in ("_explain", "_is_legal", "_apply"):
        assert not hasattr(cls, legacy), f"{game} still has {legacy}: verify_/do_ replace it"
    if cls.timing == "realtime":
        assert "min_interval" in parlour.engine.registry.info(cls).options


@pytest.mark.parametrize(("game", "variant"), VARIANTS, ids=_ids(VARIANTS))
def test_every_parameter_has_a_finite_domain(game: str, variant: str | None) -> None:
    cls = game_class(game)
    for players in _tables(game, variant):
        options = parlour.new_game(game, players, variant=variant, seed=0).options
        for t, params in schema(cls).items():
            for name, param in params.items():
                if isinstance(param, CardList):
                    continue  # lists of cards are enumerated from the card domain
                values = param.values(players, options)
                assert values is not None and len(values) > 0, f"{game}: {t}.{name} has no domain"


def _respell(text: str) -> list[str]:
    c = Card.parse(text)
    rank = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}.get(c.rank, str(c.rank))
    if c.is_joker:
        return ["joker"]
    return [f"{rank}{'CDHS'[c.suit].lower()}", f"{rank}{'♣♦♥♠'[c.suit]}"]


def _until_a_card_is_named(g: Game, kinds: dict[str, dict[str, Any]]) -> None:
    """Run the game's timers (a count, a deadline) until some legal action names a card,
    at most three times: a position reached by random play may be one where only calls
    and signals are open (a countdown)."""
    for _ in range(3):
        if any(isinstance(p, CardParam) for seat in g.actors() for a in g.legal_actions(seat)
               for p in kinds[a.type].values()):
            return
        due = g.next_deadline()
        if due is None:
            return
        g.advance(due)


@pytest.mark.parametrize("game", GAMES)
def test_card_parameters_accept_every_spelling(game: str) -> None:
    cls = game_class(game)
    kinds = schema(cls)
    checked = 0
    for seed in range(6):
        g = _random_game(game, None, _tables(game, None)[0], seed, max_steps=seed * 7 + 3)
        if g.is_over():
            continue
        _until_a_card_is_named(g, kinds)
        for seat in g.actors():
            for a in g.legal_actions(seat):
                cards = [k for k, p in kinds[a.type].items() if isinstance(p, CardParam)]
                for k in cards:
                    for spelling in _respell(a.get(k)):
                        params = {**{kk: v for kk, v in a.to_json().items() if kk != "type"}, k: spelling}
                        other = Action(a.type, **params)
                        assert g.explain(seat, other) is None, (game, a, spelling)
                        c = g.clone()
                        at = max(c.now, c.earliest(seat)) if c.timing == "realtime" else None
                        c.apply(seat, other, at=at)
                        checked += 1
    if not any(isinstance(p, CardParam) for ps in kinds.values() for p in ps.values()):
        pytest.skip(f"{game} names no single card in its actions")
    assert checked


def _outside(param: Any, values: list[Any]) -> list[Any]:
    """Values of a parameter's kind that its domain does not hold (a word parameter with
    a fixed list of words; one whose domain a function gives may take free text, such as
    a rule written in words, its domain listing examples for the RL catalogues)."""
    if isinstance(param, Text) and not callable(param.domain):
        upper = str(values[0]).upper()
        return ["zzz", "", upper if upper not in values else "ZZZ"]
    if isinstance(param, Int):
        return [max(values) + 1, min(values) - 1]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_a_value_outside_a_parameters_domain_is_refused_with_a_reason(game: str) -> None:
    """A word or number that is none of a parameter's values (a draw from the "deck", a
    trump suit "C", a bid of 600) is refused with IllegalAction and changes nothing: each
    word and number parameter is tried the first time random play makes its action
    legal."""
    kinds = schema(game_class(game))
    wanted = {(t, k) for t, ps in kinds.items() for k, p in ps.items() if isinstance(p, Text | Int)}
    if not wanted:
        pytest.skip(f"{game} has no word or number parameters")
    seen: set[tuple[str, str]] = set()
    variants = [v for g, v in VARIANTS if g == game]
    for variant, seed in [(v, s) for s in range(3) for v in variants]:
        g = parlour.new_game(game, _tables(game, variant)[0], variant=variant, seed=seed)
        rng = Rng(seed)
        for _ in range(2000):
            if g.is_over() or seen == wanted:
                break
            for seat in g.actors():
                for a in g.legal_actions(seat):
                    for k, param in kinds[a.type].items():
                        if (a.type, k) not in seen and (a.type, k) in wanted:
                            seen.add((a.type, k))
                            _refuse_outside(g, seat, a, k, param)
            pick = random_step(g, rng)
            if pick is None:
                due = g.next_deadline()
                assert due is not None
                g.advance(due)
            else:
                g.apply(*pick[:2], at=pick[2])
    assert seen


def _refuse_outside(g: Game, seat: int, a: Action, k: str, param: Any) -> None:
    values = param.values(g.players, g.options)
    for bad in _outside(param, values or [0]):
        other = Action(a.type, **{**{kk: v for kk, v in a.to_json().items() if kk != "type"}, k: bad})
        c = g.clone()
        before = c.full_view()
        at = max(c.now, c.earliest(seat)) if c.timing == "realtime" else None
        with pytest.raises(IllegalAction):
            c.apply(seat, other, at=at)
        assert c.full_view() == before, (g.name, other)


@pytest.mark.parametrize("game", GAMES)
def test_bad_seats_and_non_actions_are_refused_before_anything(game: str) -> None:
    g = parlour.new_game(game, seed=4)
    seat = (g.waiting_for() or g.actors() or [0])[0]
    legal = g.legal_actions(seat)
    before = g.full_view()
    action = legal[0] if legal else Action("__none__")
    for bad_seat in (True, False, 1.0, "0", None, -1, g.players):
        with pytest.raises(IllegalAction, match="seat"):
            g.apply(bad_seat, action)  # type: ignore[arg-type]
    for junk in (["discard"], "discard", 3, None, ("play",)):
        with pytest.raises(IllegalAction):
            g.apply(seat, junk)  # type: ignore[arg-type]
        assert g.explain(seat, junk) is not None  # type: ignore[arg-type]
    assert g.full_view() == before
    assert json.loads(json.dumps(g.record()))["actions"] == []


@pytest.mark.parametrize("game", GAMES)
def test_repr_and_str_show_the_table(game: str) -> None:
    g = parlour.new_game(game, seed=2)
    cls = game_class(game)
    assert (cls.title or cls.name) in repr(g) and repr(g).startswith("<")
    text = str(g)
    assert text.splitlines()[0] in repr(g)
    assert all(z in text for z in g.zones)
