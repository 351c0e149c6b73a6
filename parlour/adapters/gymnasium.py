"""A single-agent Gymnasium environment over any Parlour game: the learner plays one
seat, Parlour bots (``parlour.bots.make_bot``) play the others.

>>> from parlour.adapters.gymnasium import ParlourEnv            # doctest: +SKIP
>>> e = ParlourEnv("cactus", players=2, opponents="heuristic")  # doctest: +SKIP
>>> obs, info = e.reset(seed=1)                                  # doctest: +SKIP
>>> legal = np.flatnonzero(info["action_mask"])                 # doctest: +SKIP
>>> obs, r, terminated, truncated, info = e.step(int(legal[0]))  # doctest: +SKIP

==================  ===========================================================================
Actions             ``Discrete(N + 1)``: the game's catalogue then *pass* (as in
                    :mod:`parlour.adapters.pettingzoo`)
Observations        ``Dict(observation=Box(float32), action_mask=MultiBinary(N + 1))`` from the
                    learner's ``game.view(seat)`` only; ``info["action_mask"]`` is the same mask
Rewards             0 until the end, then from ``result()`` (``win`` by default: +1 sole winner,
                    +1/k each of k shared winners, -1 otherwise, 0 on a draw)
Illegal ids         ``illegal="penalize"`` (default): nothing happens, the reward is
                    ``illegal_reward`` (-1) and ``info["illegal"]`` is true; or ``"raise"``
Truncation          after ``max_steps`` decisions (the bots' and passes included)
Ids and features    the game's ``GAME.encoding``, else generic (:mod:`parlour.adapters.catalogue`,
                    :mod:`parlour.adapters.observation`); ``generic=True``, ``ranges`` and
                    ``index_block`` as in :func:`parlour.adapters.core.spec_for`
==================  ===========================================================================

Decisions are ordered as in the PettingZoo adapter (``claims="offer"``: at each action
boundary every seat that may claim out of turn is asked once; the learner then gets a
step whose mask holds its claims and *pass*). A bot asked for an optional claim answers
``choose(port, must_act=False)`` (``None`` passes); bots get their seats' events, as in
``parlour.runners.local``. ``step`` runs the bots until the learner must decide again or
the game ends. ``reset(seed=s)`` plays ``parlour.new_game(..., seed=s)``; bot seeds
follow from the game seed. Every game is registered with Gymnasium on import as
``parlour/<game>-v1``: ``gymnasium.make("parlour/cactus-v1", players=2, opponents="heuristic")``.

``tick_ms=N`` (real-time games only): tick mode as in :mod:`parlour.adapters.pettingzoo`;
each step is the learner's decision for one tick (bots decide for theirs, ``None`` waits).

Version history: v1 (this interface; ``tick_ms`` added without changing the default).
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from parlour.adapters.catalogue import INDEX_BLOCK, Ranges
from parlour.adapters.core import RewardFn, Table, check_env_args, make_game, render_text, reward, spec_for
from parlour.bots import make_bot
from parlour.bots.base import Bot, SeatPort
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.engine.registry import list_games
from parlour.engine.rng import Rng
from parlour.errors import IllegalAction, InvalidOption

__all__ = ["ParlourEnv"]

try:
    import gymnasium as gym
    from gymnasium import spaces

    _Base: Any = gym.Env
    _HAVE_GYMNASIUM = True
except ImportError as _err:  # the optional extra "rl" is not installed
    _MISSING = _err
    _HAVE_GYMNASIUM = False

    class _Base:  # type: ignore[no-redef]
        """Stands in for gymnasium.Env when Gymnasium is not installed."""

        def __init__(self, *a: Any, **k: Any) -> None:
            raise ImportError("parlour.adapters.gymnasium needs Gymnasium: "
                              "pip install 'parlour[rl]'") from _MISSING


Opponents = str | Sequence[str] | Callable[[int, int], Bot]


class ParlourEnv(_Base):  # type: ignore[misc]  # gymnasium.Env seen as Any: the extra is optional
    """The learner at ``seat`` (``None``: a seat drawn from the game seed at each reset,
    see ``self.seat`` and ``info["seat"]``); ``opponents`` a bot kind for every other
    seat, one kind per other seat (in seat order), or a function ``(seat, seed) -> Bot``."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(self, game_id: str | type[Game], players: int | None = None, *,
                 variant: str | None = None, options: dict[str, Any] | None = None,
                 seat: int | None = 0, opponents: Opponents = "random", seed: int | None = None,
                 claims: str = "offer", reward: str | RewardFn = "win", max_steps: int = 20_000,
                 illegal: str = "penalize", illegal_reward: float = -1.0, generic: bool = False,
                 ranges: Ranges | None = None, index_block: int = INDEX_BLOCK,
                 render_mode: str | None = None, tick_ms: int | None = None) -> None:
        super().__init__()
        check_env_args(illegal, render_mode, self.metadata["render_modes"])
        self._make = functools.partial(make_game, game_id, players, variant, options)
        sample = self._make(0 if seed is None else seed)
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < sample.players):
            raise InvalidOption(f"seat {seat!r} is not at this table (seats 0 to {sample.players - 1})")
        self.fixed_seat = seat
        self.seat = 0 if seat is None else seat
        """The learner's seat in the current game."""
        spec = spec_for(sample, generic=generic, ranges=ranges, index_block=index_block)
        self.table = Table(sample, spec, claims=claims, tick_ms=tick_ms)
        self.table.listeners.append(self._deliver)
        self.opponents = opponents
        if (not isinstance(opponents, str) and not callable(opponents)
                and len(opponents) != sample.players - 1):
            raise InvalidOption(f"opponents: one bot kind per other seat ({sample.players - 1}), "
                                f"not {len(opponents)}")
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.illegal = illegal
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self._seed = seed
        self._started = False
        self.bots: list[Bot | None] = []
        self._recent: deque[str] = deque(maxlen=6)
        enc = self.table.spec.encoder
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(enc.low, enc.high, dtype=np.float32),
            "action_mask": spaces.MultiBinary(self.table.size),
        })
        self.action_space = spaces.Discrete(self.table.size)

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def catalogue(self) -> Any:
        return self.table.spec.catalogue

    def _bot(self, seat: int, seed: int) -> Bot:
        opp = self.opponents
        if callable(opp) and not isinstance(opp, str):
            return opp(seat, seed)
        kind = opp if isinstance(opp, str) else opp[seat - (seat > self.seat)]
        return make_bot(kind, self.table.game.name, seat, seed=seed)

    def _deliver(self, events: list[Event]) -> None:
        for bot in self.bots:
            if bot is not None:
                bot.observe([e.for_seat(bot.seat) for e in events])
        for e in events:
            text = e.for_seat(self.seat).get("text")
            if text:
                self._recent.append(str(text))

    def _run_bots(self) -> None:
        """Let the bots decide until the learner must, or the game ends or runs too long."""
        t = self.table
        while t.steps < self.max_steps:
            d = t.decision()
            if d is None or d[0] == self.seat:
                return
            seat, optional = d
            bot = self.bots[seat]
            assert bot is not None
            action = bot.choose(self.ports[seat], not optional)
            if action is None and not optional:
                raise RuntimeError(f"bot at seat {seat} refused to act")
            t.play_action(seat, action)

    def _obs(self) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        mask = self.table.mask(self.seat)
        d = self.table.decision()
        obs = {"observation": self.table.observe(self.seat), "action_mask": mask}
        info = {"action_mask": mask.copy(), "seat": self.seat,
                "optional": bool(d is not None and d[0] == self.seat and d[1])}
        return obs, info

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """A new game; ``seed`` picks it exactly. ``options={"deck": [...]}`` stacks the deck."""
        super().reset(seed=seed)
        if seed is not None:
            game_seed = seed
        elif not self._started and self._seed is not None:
            game_seed = self._seed
        else:
            game_seed = int(self.np_random.integers(0, 2**48))
        self._started = True
        game = self._make(game_seed, (options or {}).get("deck"))
        n = game.players
        if self.fixed_seat is None:
            self.seat = Rng(game_seed).below(n)
        self.bots = [None if s == self.seat else self._bot(s, game_seed) for s in range(n)]
        self.ports = [SeatPort(game, s) for s in range(n)]
        self._recent.clear()
        self.table.reset(game)
        self._run_bots()
        return self._obs()

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        t = self.table
        g = t.game
        if g.is_over():
            raise IllegalAction("the game is over: reset the environment")
        try:
            t.play(self.seat, int(action))
        except IllegalAction:
            if self.illegal == "raise":
                raise
            obs, info = self._obs()
            info["illegal"] = True
            return obs, float(self.illegal_reward), False, False, info
        self._run_bots()
        obs, info = self._obs()
        done = g.is_over()
        r = reward(g.result(), self.seat, g.players, self.reward_scheme, g.lower_wins) if done else 0.0
        truncated = not done and t.steps >= self.max_steps
        if self.render_mode == "human":
            self.render()
        return obs, r, done, truncated, info

    def render(self) -> str | None:
        """The learner's view as text (``ansi`` returns it, ``human`` prints it)."""
        if self.render_mode is None:
            return None
        text = render_text(self.table.game, self.seat, self._recent)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def register() -> list[str]:
    """Register ``parlour/<game>-v1`` with Gymnasium for every Parlour game (done on import),
    so ``gymnasium.make("parlour/cactus-v1", players=2)`` works; returns the ids."""
    ids = []
    for info in list_games():
        env_id = f"parlour/{info.name}-v1"
        if env_id not in gym.registry:
            gym.register(env_id, entry_point="parlour.adapters.gymnasium:ParlourEnv",
                         kwargs={"game_id": info.name})
        ids.append(env_id)
    return ids


if _HAVE_GYMNASIUM:
    register()
