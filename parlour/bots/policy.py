"""Policy bots: a trained policy read from a file, playing through the RL encoding.

``policy:<file>`` plays a **linear softmax policy** stored as a NumPy ``.npz`` file (no
torch needed). It sees exactly what an RL agent sees (:mod:`parlour.adapters`): the
observation vector of its seat's view and the action mask of its legal ids. Its logits
are ``weights @ observation + bias``; with ``temperature`` 0 (the default) it plays the
masked argmax (ties to the lowest id), else it samples the masked softmax of
``logits / temperature`` from the bot's seeded generator. Only legal ids are candidates,
so an illegal choice cannot happen. (Two argmax policies can repeat a cycle of moves
forever in a game that allows it; a temperature breaks such cycles.) The pass id (the
catalogue's size) is a candidate only when the seat may decline (an optional claim);
choosing it returns ``None``.

The file's arrays:

* ``weights``: ``float``, shape ``(actions, features)``: ``actions`` is the table's
  catalogue size + 1 (pass), ``features`` its observation size;
* ``bias`` (optional): shape ``(actions,)``;
* ``temperature`` (optional): a number >= 0, default 0 (argmax);
* ``format``: the text ``parlour-linear-policy/1``;
* ``game``: the game name; ``players``: the seat count it was made for; ``variant``
  (optional, ``""`` for the default).

:func:`shape_for` gives the ``(actions, features)`` of a table; :func:`random_policy`
and :func:`imitation_policy` (a least-squares fit of one-hot teacher choices, e.g. the
heuristic's) make weights; :func:`save_policy` writes a file.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from parlour.adapters.core import Spec, spec_for
from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.engine.options import options_to_json
from parlour.engine.registry import game_class, new_game
from parlour.engine.rng import Rng
from parlour.errors import InvalidOption

FORMAT = "parlour-linear-policy/1"
"""The ``format`` entry every policy file carries."""



class Policy:
    """A linear policy for one table: ``weights`` (actions x features) and ``bias``."""

    def __init__(self, weights: np.ndarray, bias: np.ndarray, *, game: str, players: int,
                 variant: str | None = None, temperature: float = 0.0, source: str = "") -> None:
        self.weights = weights
        self.bias = bias
        self.temperature = temperature
        self.game = game
        self.players = players
        self.variant = variant
        self.source = source

    def scores(self, observation: np.ndarray) -> np.ndarray:
        out: np.ndarray = self.weights @ observation.astype(np.float64) + self.bias
        return out

    def choose(self, observation: np.ndarray, legal_ids: Sequence[int], rng: Rng | None = None) -> int:
        """The legal id with the highest score (the lowest such id on ties), or with a
        temperature one drawn from the masked softmax with ``rng``."""
        if not legal_ids:
            raise ValueError("no legal action id to choose from")
        ids = np.asarray(sorted(legal_ids))
        s = self.scores(observation)[ids]
        if self.temperature <= 0 or rng is None:
            return int(ids[int(np.argmax(s))])
        p = np.exp((s - s.max()) / self.temperature)
        cumulative = np.cumsum(p / p.sum())
        k = int(np.searchsorted(cumulative, rng.random() * cumulative[-1], side="right"))
        return int(ids[min(k, len(ids) - 1)])


def _bad(path: str, problem: str) -> InvalidOption:
    return InvalidOption(f"policy file {path}: {problem}")


def _text(data: Any, key: str, path: str) -> str:
    arr = data[key]
    if arr.shape != () or arr.dtype.kind not in "US":
        raise _bad(path, f"{key!r} must be a single text, not an array of shape {arr.shape}")
    return str(arr)


@functools.lru_cache(maxsize=32)
def load_policy(path: str) -> Policy:
    """Read and check a policy file; :class:`parlour.InvalidOption` names any problem."""
    if not os.path.isfile(path):
        raise _bad(path, "no such file")
    try:
        data = np.load(path, allow_pickle=False)
    except Exception as e:  # numpy raises several types for a file that is not an .npz
        raise _bad(path, f"not a NumPy .npz archive ({type(e).__name__}: {e})") from None
    if not hasattr(data, "files"):
        raise _bad(path, "a single array, not an .npz archive of named arrays")
    with data:
        for key in ("format", "weights", "game", "players"):
            if key not in data.files:
                raise _bad(path, f"missing the {key!r} array (it has: {', '.join(data.files) or 'none'})")
        fmt = _text(data, "format", path)
        if fmt != FORMAT:
            raise _bad(path, f"format {fmt!r} is not {FORMAT!r}")
        game = _text(data, "game", path)
        try:
            game_class(game)
        except ValueError as e:
            raise _bad(path, str(e)) from None
        players_arr = data["players"]
        if players_arr.shape != () or players_arr.dtype.kind not in "iu":
            raise _bad(path, "'players' must be a single whole number")
        variant = _text(data, "variant", path) if "variant" in data.files else ""
        weights = np.asarray(data["weights"])
        if weights.ndim != 2 or weights.dtype.kind not in "fiu":
            raise _bad(path, f"'weights' must be a 2-D array of numbers (actions x features), "
                             f"not {weights.ndim}-D {weights.dtype}")
        bias = np.asarray(data["bias"]) if "bias" in data.files else np.zeros(weights.shape[0])
        if bias.shape != (weights.shape[0],) or bias.dtype.kind not in "fiu":
            raise _bad(path, f"'bias' must hold {weights.shape[0]} numbers (one per action), "
                             f"not shape {bias.shape}")
        temperature = 0.0
        if "temperature" in data.files:
            t = data["temperature"]
            if t.shape != () or t.dtype.kind not in "fiu" or not 0 <= float(t) < float("inf"):
                raise _bad(path, "'temperature' must be one number >= 0")
            temperature = float(t)
        w = weights.astype(np.float64)
        b = bias.astype(np.float64)
    if not (np.isfinite(w).all() and np.isfinite(b).all()):
        raise _bad(path, "weights or bias hold NaN or infinite values")
    return Policy(w, b, game=game, players=int(players_arr), variant=variant or None,
                  temperature=temperature, source=path)


def sample_game(game: str, players: int, variant: str | None = None,
                options: dict[str, Any] | None = None) -> Game:
    """A fresh game of the table (seed 0): what :func:`parlour.adapters.spec_for` needs."""
    return new_game(game, players, variant=variant, seed=0, options=options)


def shape_for(sample: Game) -> tuple[int, int]:
    """``(actions, features)`` of a policy for ``sample``'s table."""
    spec = spec_for(sample)
    return spec.catalogue.size + 1, spec.encoder.size


def check_fits(policy: Policy, sample: Game) -> Spec:
    """The table's spec, after checking that ``policy`` was made for it."""
    if policy.game != sample.name:
        raise _bad(policy.source, f"made for {policy.game}, not {sample.name}")
    if policy.players != sample.players:
        raise _bad(policy.source, f"made for {policy.players} players, not {sample.players}")
    spec = spec_for(sample)
    want = (spec.catalogue.size + 1, spec.encoder.size)
    if policy.weights.shape != want:
        raise _bad(policy.source, f"weights have shape {policy.weights.shape}; this table "
                                  f"({sample.name}, {sample.players} players) needs {want} "
                                  "(catalogue ids + pass, observation features)")
    return spec


class PolicyBot(Bot):
    """Plays a :class:`Policy` through the adapters' observation and action mask."""

    kind = "policy"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal", path: str,
                 game: str | None = None) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.policy = load_policy(path)
        if game is not None and game_class(game).name != self.policy.game:
            raise _bad(path, f"made for {self.policy.game}, not {game_class(game).name}")
        self._spec: Spec | None = None

    def spec(self, port: SeatPort) -> Spec:
        if self._spec is None:
            sample = port.declaration(port.players, variant=port.variant, seed=0,
                                      options=options_to_json(port.options))
            self._spec = check_fits(self.policy, sample)
        return self._spec

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        spec = self.spec(port)
        by_id: dict[int, Action] = {}
        for i, a in zip(spec.catalogue.ids(self.seat, legal), legal, strict=True):
            if i is not None:
                by_id.setdefault(i, a)
        candidates = list(by_id)
        pass_id = spec.catalogue.size
        if not must_act:
            candidates.append(pass_id)
        if not candidates:  # every legal action overflowed an index block: take the first
            return legal[0]
        choice = self.policy.choose(spec.encoder.encode(port.view()), candidates, self.rng)
        return None if choice == pass_id else by_id[choice]


def random_policy(sample: Game, seed: int = 0, scale: float = 1.0) -> np.ndarray:
    """Gaussian random weights for ``sample``'s table (a baseline, and test files)."""
    rng = np.random.default_rng(seed)
    return rng.normal(0.0, scale, size=shape_for(sample))


class _Recorder(Bot):
    """Plays as ``inner`` and records (observation, id) for each action it takes."""

    def __init__(self, inner: Bot, spec: Spec, xs: list[np.ndarray], ys: list[int]) -> None:
        super().__init__(inner.seat)
        self.inner, self._spec, self.xs, self.ys = inner, spec, xs, ys

    def observe(self, events: list[dict[str, Any]]) -> None:
        self.inner.observe(events)

    def delay(self, must_act: bool) -> int:
        return self.inner.delay(must_act)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        action = self.inner.choose(port, must_act)
        if action is not None:
            i = self._spec.catalogue.ids(self.seat, [action])[0]
            if i is not None:
                self.xs.append(self._spec.encoder.encode(port.view()).astype(np.float64))
                self.ys.append(i)
        return action


def imitation_policy(game: str, players: int, *, teacher: str = "heuristic", games: int = 20,
                     seed: int = 0, variant: str | None = None, ridge: float = 1.0) -> np.ndarray:
    """Weights that imitate ``teacher`` (a bot kind): the ridge least-squares fit of the
    one-hot id of the teacher's chosen action on the observation, over ``games`` seeded
    games of the teacher against itself (every seat)."""
    from parlour.bots import make_bot
    from parlour.runners.local import run_game

    spec = spec_for(sample_game(game, players, variant))
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for k in range(games):
        g = new_game(game, players, variant=variant, seed=seed * 1_000_003 + k)
        run_game(g, [_Recorder(make_bot(teacher, g.name, s, seed=g.seed), spec, xs, ys)
                     for s in range(players)])
    if not xs:
        raise InvalidOption(f"{teacher} made no decision to imitate in {games} games of {game}")
    x = np.stack(xs)
    y = np.zeros((len(ys), spec.catalogue.size + 1))
    y[np.arange(len(ys)), ys] = 1.0
    # ridge regression in closed form, (X'X + rI)^-1 X'Y, solved by numpy
    w = np.linalg.solve(x.T @ x + ridge * np.eye(x.shape[1]), x.T @ y)
    out: np.ndarray = w.T
    return out


def save_policy(path: str | os.PathLike[str], weights: np.ndarray, *, game: str, players: int,
                variant: str | None = None, bias: np.ndarray | None = None,
                temperature: float = 0.0) -> str:
    """Write a policy file (checked against the table first); returns its path."""
    sample = sample_game(game, players, variant)
    want = shape_for(sample)
    if weights.shape != want:
        raise InvalidOption(f"weights of shape {weights.shape} do not fit {game} with {players} "
                            f"players: it needs {want}")
    b = np.zeros(want[0]) if bias is None else bias
    out = os.fspath(path)
    with open(out, "wb") as f:
        np.savez_compressed(f, format=np.array(FORMAT), weights=weights.astype(np.float32),
                            bias=b.astype(np.float32), game=np.array(sample.name),
                            players=np.array(players), variant=np.array(sample.variant or ""),
                            temperature=np.array(float(temperature)))
    load_policy.cache_clear()
    return out
