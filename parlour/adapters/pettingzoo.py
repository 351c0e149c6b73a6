"""PettingZoo (AEC) environments over any Parlour game.

>>> from parlour.adapters.pettingzoo import env   # doctest: +SKIP
>>> e = env("cactus", players=2, seed=7)          # doctest: +SKIP
>>> e.reset(seed=7)                               # doctest: +SKIP
>>> obs, reward, terminated, truncated, info = e.last()   # doctest: +SKIP
>>> e.step(int(np.flatnonzero(obs["action_mask"])[0]))    # doctest: +SKIP

==================  ===========================================================================
Creation            ``parlour.adapters.pettingzoo.env(game_id, players=, variant=, options=, seed=)``
Agents              ``player_0`` .. ``player_{n-1}`` (seat ``s`` is ``player_s``)
Actions             ``Discrete(N + 1)``: the game's catalogue (its own, documented in its
                    ``encoding.py``, or the generic one from its action schema), then *pass*
Observations        ``Dict(observation=Box(float32), action_mask=MultiBinary(N + 1))``;
                    the vector is built from ``game.view(seat)`` only
Rewards             at the end only, from ``result()``: ``win`` (+1 sole winner, +1/k each of k
                    shared winners, -1 the others, 0 all on a draw), or ``placing``, ``score``
                    or a function ``(result, seat, players) -> float``
Render              text (``render_mode="ansi"`` returns it, ``"human"`` prints it): the
                    spectator's view and the latest public events
==================  ===========================================================================

Agent selection follows ``game.waiting_for()`` (in seat order when several seats must
act, e.g. Cactus's opening look). Real-time games with optional out-of-turn actions
(Cactus's matching) are serialised: with ``claims="offer"`` (the default) after every
action each other seat that may claim is selected once, clockwise from the seat after
the one that just acted, with its legal claims plus *pass* in its mask; any claim makes
everyone eligible again; then the waited-for seat acts. ``claims="ignore"`` never offers
them (the seat that must act can still claim when it is its decision). Arrival times and
reaction speed play no part; engine timers fire only when nobody is waited for.

``max_steps`` (decisions, passes included) truncates a game that runs too long. An id
outside the mask raises :class:`parlour.IllegalAction` (``illegal="penalize"`` instead
leaves the game unchanged and gives the agent ``illegal_reward``). ``reset(seed=s)``
plays the same game as ``parlour.new_game(..., seed=s)``; ``reset(options={"deck":
[...]})`` stacks the deck. ``generic=True`` (or ``ranges={type: {param: values}}``) uses
the generic catalogue and encoder (:mod:`parlour.adapters.catalogue`,
:mod:`parlour.adapters.observation`) instead of the game's; ``index_block`` sizes the
generic catalogue's fallback blocks.

``tick_ms=N`` (real-time games only) is tick mode instead: every agent decides once per
tick of N ms of game time, in seat order, on the state at the tick's start, with *pass*
meaning *wait*; the chosen actions are then applied at the tick's time in a seeded random
order (``apply(..., at=)``; a refused one is dropped) and the clock advances N ms
(``Game.advance``). Each cycle of agents is one tick, so the environment is
parallelizable (``pettingzoo.utils.conversions.aec_to_parallel``).

Version history: v1 (this interface; ``tick_ms`` added without changing the default).
"""

from __future__ import annotations

import functools
from collections import deque
from typing import Any

import numpy as np

from parlour.adapters.catalogue import INDEX_BLOCK, Ranges
from parlour.adapters.core import (
    PASS,
    EpisodeSeeds,
    RewardFn,
    Table,
    check_env_args,
    make_game,
    render_text,
    reward,
    spec_for,
    start_episode,
)
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.errors import IllegalAction

__all__ = ["PASS", "AECEnv", "ParlourAEC", "env", "raw_env"]

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper
except ImportError as _err:  # the optional extra "rl" is not installed
    _MISSING = _err

    class AECEnv:  # type: ignore[no-redef]
        """Stands in for pettingzoo.AECEnv when PettingZoo is not installed."""

        def __init__(self, *a: Any, **k: Any) -> None:
            raise ImportError("parlour.adapters.pettingzoo needs PettingZoo and Gymnasium: "
                              "pip install 'parlour[rl]'") from _MISSING


class ParlourAEC(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type information
    """A Parlour game as a PettingZoo AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {"name": "parlour_v1", "render_modes": ["ansi", "human"],
                                "is_parallelizable": False}

    def __init__(self, game_id: str | type[Game], players: int | None = None, *,
                 variant: str | None = None, options: dict[str, Any] | None = None,
                 seed: int | None = None, claims: str = "offer", reward: str | RewardFn = "win",
                 max_steps: int = 20_000, illegal: str = "raise", illegal_reward: float = -1.0,
                 generic: bool = False, ranges: Ranges | None = None, index_block: int = INDEX_BLOCK,
                 render_mode: str | None = None, tick_ms: int | None = None) -> None:
        super().__init__()
        check_env_args(illegal, render_mode, self.metadata["render_modes"])
        self._make = functools.partial(make_game, game_id, players, variant, options)
        sample = self._make(0 if seed is None else seed)
        spec = spec_for(sample, generic=generic, ranges=ranges, index_block=index_block)
        self.table = Table(sample, spec, claims=claims, tick_ms=tick_ms)
        self.metadata = {**self.metadata, "name": f"parlour_{sample.name.replace('-', '_')}_v1",
                         "is_parallelizable": tick_ms is not None}
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.illegal = illegal
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self._seeds = EpisodeSeeds(seed)
        self._recent: deque[str] = deque(maxlen=6)
        self.table.listeners.append(self._note)
        n = sample.players
        self.possible_agents = [f"player_{s}" for s in range(n)]
        self.agent_name_mapping = {a: s for s, a in enumerate(self.possible_agents)}
        enc = self.table.spec.encoder
        obs_space = spaces.Dict({
            "observation": spaces.Box(enc.low, enc.high, dtype=np.float32),
            "action_mask": spaces.MultiBinary(self.table.size),
        })
        act_space = spaces.Discrete(self.table.size)
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: act_space for a in self.possible_agents}

    # ----- spaces ---------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    @property
    def game(self) -> Game:
        """The running game (for inspection; agents should use observations)."""
        return self.table.game

    @property
    def catalogue(self) -> Any:
        return self.table.spec.catalogue

    # ----- the AEC API --------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: ``seed`` picks it exactly (the seeds of later unseeded resets then
        follow from it); ``options={"deck": [...]}`` stacks the deck, other keys are ignored."""
        deck = (options or {}).get("deck")
        self.table.reset(self._make(self._seeds.next(seed), deck))
        self._recent.clear()
        start_episode(self)
        self._select()

    def _select(self) -> None:
        d = self.table.decision()
        if d is not None:
            self.agent_selection = self.possible_agents[d[0]]
            self.infos[self.agent_selection] = {"optional": d[1]}
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.agent_name_mapping[agent]
        return {"observation": self.table.observe(seat), "action_mask": self.table.mask(seat)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.agent_name_mapping[agent]
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.infos[agent] = {}
        try:
            if action is None:
                raise IllegalAction("an action id is needed (None is only for finished agents)")
            self.table.play(seat, int(action))
        except IllegalAction:
            if self.illegal == "raise":
                raise
            self.rewards[agent] = self.illegal_reward
            self.infos[agent] = {"illegal": True, "optional": self.table.decision()[1]}  # type: ignore[index]
            self._accumulate_rewards()
            return
        self.table.decision()  # timers due now (a real-time time limit) may end the game
        g = self.table.game
        if g.is_over():
            res = g.result()
            for a, s in self.agent_name_mapping.items():
                self.rewards[a] = reward(res, s, g.players, self.reward_scheme, g.lower_wins)
                self.terminations[a] = True
        elif self.table.steps >= self.max_steps and self.table.between_ticks:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select()
        if self.render_mode == "human":
            self.render()

    def _note(self, events: list[Event]) -> None:
        for e in events:
            text = e.for_seat(None).get("text")
            if text:
                self._recent.append(str(text))

    def render(self) -> str | None:
        """The spectator's view as text (``ansi`` returns it, ``human`` prints it)."""
        if self.render_mode is None:
            return None
        text = render_text(self.table.game, None, self._recent)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


raw_env = ParlourAEC


def env(game_id: str | type[Game], players: int | None = None, **kwargs: Any) -> Any:
    """A :class:`ParlourAEC` inside PettingZoo's order-enforcing wrapper (reset before
    step); ``env.unwrapped`` is the raw environment. Keywords as for :class:`ParlourAEC`."""
    raw = ParlourAEC(game_id, players, **kwargs)
    return OrderEnforcingWrapper(raw)
