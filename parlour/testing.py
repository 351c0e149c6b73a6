"""Property checks every game must pass, for tests and for authors of new games.

:func:`check_properties` plays seeded random games and checks, at sampled steps:

* cards are conserved (the multiset of cards in zones never changes);
* every legal action applies, and its JSON round-trips;
* illegal and malformed actions raise :class:`parlour.IllegalAction` and change nothing;
* views and events leak nothing: relabelling the cards a seat does not know (before
  the action) changes neither that seat's events nor its view; a determinized world
  gives the seat the same view;
* records replay to an identical state, through JSON; the same seed and actions give
  the same game.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.engine.registry import new_game, replay
from parlour.engine.rng import Rng
from parlour.engine.zones import Place
from parlour.errors import IllegalAction


def card_multiset(game: Game) -> Counter[int]:
    """Every card in every zone, as a multiset."""
    return Counter(int(c) for z in game.zones.values() for c in z.cards if c is not None)


def unknown_to(game: Game, seat: int | None) -> list[Card]:
    """Cards that ``seat`` (None: a spectator) neither sees face up nor knows.

    A face-down card that every seat knows was shown to the whole table (a Cactus
    wrong match turns the card up, then back down), so a spectator knows it too."""
    out = []
    everyone = (1 << game.players) - 1
    for z in game.zones.values():
        for i, c in enumerate(z.cards):
            if c is None or z.up[i]:
                continue
            if seat is None:
                if z.known[i] & everyone != everyone:
                    out.append(c)
            elif not z.known[i] >> seat & 1:
                out.append(c)
    return out


def _map(value: Any, m: dict[int, Card]) -> Any:
    if isinstance(value, Card):
        return m.get(value, value)
    if isinstance(value, Place):
        z = value.copy()
        z.cards = [None if c is None else m.get(c, c) for c in z.cards]
        return z
    if isinstance(value, list):
        return [_map(v, m) for v in value]
    if isinstance(value, tuple):
        return tuple(_map(v, m) for v in value)
    if isinstance(value, dict):
        return {_map(k, m): _map(v, m) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return type(value)(_map(v, m) for v in value)
    return value


def relabel(game: Game, mapping: dict[int, Card]) -> Game:
    """A copy of ``game`` with card identities swapped by ``mapping`` everywhere."""
    g = game.clone()
    for k, v in list(g.__dict__.items()):
        if k in ("_log", "_lcache"):
            continue
        g.__dict__[k] = _map(v, mapping)
    g._lcache = {}
    return g


def random_step(game: Game, rng: Rng, claim_rate: float = 0.1) -> tuple[int, Action, int | None] | None:
    """Pick a random (seat, action, at) the way a table of random players would, or
    ``None`` when only a timer can move the game (the caller advances)."""
    waiting = game.waiting_for()
    actors = game.actors()
    optional = [s for s in actors if s not in waiting]
    seat: int | None = None
    if optional and (not waiting or rng.random() < claim_rate):
        seat = rng.choice(optional)
    elif waiting:
        seat = rng.choice(waiting)
    if seat is None:
        return None
    legal = game.legal_actions(seat)
    if not legal:
        return None
    if game.timing != "realtime":
        return seat, rng.choice(legal), None
    delay = 1 + rng.below(400)
    action = rng.choice(legal)
    at = max(game.now + delay, game.earliest(seat, action))
    due = game.next_deadline()
    if due is not None and due <= at:
        return None
    return seat, action, at


def _illegal_candidates(game: Game, seat: int, rng: Rng) -> list[Action]:
    legal = set(game.legal_actions(seat))
    cands = [Action("__no_such_action__")]
    for other in range(game.players):
        for a in game.legal_actions(other):
            if a not in legal:
                cands.append(a)
                break
    if legal:
        a = rng.choice(sorted(legal, key=repr))
        for k, v in a.params:
            if isinstance(v, int) and not isinstance(v, bool):
                for bad in (v + 1000, float(v), bool(v & 1), str(v)):
                    tweaked = Action(a.type, **{**dict(a.params), k: bad})
                    if tweaked not in legal:
                        cands.append(tweaked)
                break
    return cands


def _snapshot(game: Game) -> str:
    return json.dumps([game.full_view(), game.record()], sort_keys=True, default=str)


def check_leaks(game: Game, seat: int, action: Action, at: int | None, rng: Rng) -> None:
    """Relabel cards unknown to each observer after ``action`` and compare its events and view."""
    after = game.clone()
    events = after.apply(seat, action, at=at)
    observers: list[int | None] = [*range(game.players), None]
    for obs in observers:
        hidden = unknown_to(after, obs)
        if len(hidden) < 2:
            continue
        shuffled = list(hidden)
        rng.shuffle(shuffled)
        mapping = {int(a): b for a, b in zip(hidden, shuffled, strict=True)}
        other = relabel(game, mapping)
        if not other.is_legal(seat, action):
            continue
        other_events = other.apply(seat, action, at=at)
        mine = [e.for_seat(obs) for e in events]
        theirs = [e.for_seat(obs) for e in other_events]
        assert mine == theirs, (f"events leak hidden cards to seat {obs} after {action!r}:\n"
                                f"{mine}\nvs relabelled\n{theirs}")
        assert after.view(obs) == other.view(obs), (
            f"view of seat {obs} depends on cards it cannot see (after {action!r})")
    for s in range(game.players):
        world = game.determinize(s, rng)
        assert world.view(s) == game.view(s), f"determinized world changes seat {s}'s view"
        assert card_multiset(world) == card_multiset(game), "determinize lost or made cards"


def play_bots_checked(game: Game, bots: list[Any], rng: Rng, steps: int, *, leaks: bool = True) -> None:
    """Let ``bots`` (one per seat) play ``game`` in real time for up to ``steps`` moves,
    each bot acting at its reaction delay (or when the game first lets it), a due timer
    first; with ``leaks``, :func:`check_leaks` before every bot action."""
    from parlour.bots.base import SeatPort

    for _ in range(steps):
        if game.is_over():
            return
        moves = []
        for s in game.actors():
            a = bots[s].choose(SeatPort(game, s), s in game.waiting_for())
            if a is not None:
                moves.append((max(game.now + bots[s].delay(False), game.earliest(s, a)), s, a))
        due = game.next_deadline()
        if not moves or (due is not None and due <= min(moves)[0]):
            if due is None:
                raise AssertionError("no bot moves and no timer is due: the game is stuck")
            game.advance(due)
            continue
        at, s, a = min(moves)
        if leaks:
            check_leaks(game, s, a, at, rng)
        game.apply(s, a, at=at)


def play_checked(game: Game, rng: Rng, *, max_steps: int = 3000, check_every: int = 1,
                 leak_every: int = 3, conserved: bool = True) -> Game:
    """Play one random game with every check; return it finished (or at ``max_steps``)."""
    base = card_multiset(game) if conserved else None
    for n in range(max_steps):
        if game.is_over():
            break
        pick = random_step(game, rng)
        if pick is None:
            due = game.next_deadline()
            assert due is not None, "nobody can act and no timer is due: the game is stuck"
            game.advance(due)
            continue
        seat, action, at = pick
        checking = n % check_every == 0
        if checking:
            before = _snapshot(game)
            for bad in _illegal_candidates(game, seat, rng):
                try:
                    game.apply(seat, bad, at=at)
                except IllegalAction as err:
                    assert str(err), "IllegalAction without a reason"
                else:
                    raise AssertionError(f"illegal {bad!r} was accepted for seat {seat}")
                assert _snapshot(game) == before, f"rejected {bad!r} changed the state"
            for bad_seat in (-1, game.players, "0"):
                try:
                    game.apply(bad_seat, action)  # type: ignore[arg-type]
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"seat {bad_seat!r} was accepted")
            assert Action.from_json(game, json.loads(json.dumps(action.to_json()))) == action
            json.dumps(game.legal_json(seat))
        if n % leak_every == 0:
            check_leaks(game, seat, action, at, rng)
        events = game.apply(seat, action, at=at)
        for ev in events:
            json.dumps(ev.to_json())
            for s in [*range(game.players), None]:
                json.dumps(ev.for_seat(s))
        if checking:
            for s in [*range(game.players), None]:
                json.dumps(game.view(s))
            if base is not None:
                assert card_multiset(game) == base, f"cards not conserved after {action!r}"
    return game


def check_properties(game_id: str, players: int, seeds: Iterable[int], *, variant: str | None = None,
                     options: dict[str, Any] | None = None, max_steps: int = 3000,
                     check_every: int = 1, leak_every: int = 3, conserved: bool = True,
                     must_finish: bool = True) -> list[Game]:
    """Run :func:`play_checked` for each seed, then check replay, JSON and determinism."""
    finished = []
    for seed in seeds:
        g = new_game(game_id, players, variant=variant, seed=seed, options=options)
        play_checked(g, Rng(seed ^ 0x5EED), max_steps=max_steps, check_every=check_every,
                     leak_every=leak_every, conserved=conserved)
        if must_finish:
            assert g.is_over(), f"seed {seed}: game not over after {max_steps} steps"
            res = g.result()
            assert res is not None and len(res.scores) == g.players
        rec = json.loads(json.dumps(g.record()))
        again = replay(rec)
        assert _snapshot(again) == _snapshot(g), f"seed {seed}: replay differs"
        finished.append(g)
    return finished
