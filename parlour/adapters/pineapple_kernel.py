"""A PettingZoo (AEC) environment over Pineapple's simulation kernel, for self-play.

>>> from parlour.adapters.pineapple_kernel import env    # doctest: +SKIP
>>> e = env(players=6, variant="crazy", seed=7)          # doctest: +SKIP
>>> e.reset(seed=7)                                      # doctest: +SKIP
>>> for agent in e.agent_iter():                         # doctest: +SKIP
...     obs, reward, terminated, truncated, info = e.last()
...     e.step(None if terminated else int(np.flatnonzero(obs["action_mask"])[0]))

The same game as ``parlour.adapters.pettingzoo.env("pineapple")`` with the same seed,
played on :mod:`parlour.sim.pineapple` (C) instead of the game: fixed limit only, a few
microseconds a decision instead of tens, and rewards after every hand.

==================  ===========================================================================
Agents              ``player_0`` .. ``player_{n-1}`` (seat ``s`` is ``player_s``)
Actions             ``Discrete(7)``: the kernel's ids: 0 fold, 1 check, 2 call, 3 raise,
                    4-6 discard hole card 0-2 (in dealt order)
Observations        ``Dict(observation=Box(float32, 0..1), action_mask=MultiBinary(7))``; the
                    vector (:func:`encode`): the seat's own hole cards (52), the board (52),
                    the street (4), the discard phase (1), then per seat, counted from the
                    observer: stacks, bets (÷ total chips), still in, is the dealer; the pot
                    (÷ total chips). Nothing of another seat's hole cards.
Rewards             at the end of every hand, each seat's chips won or lost in it, in big
                    blinds (in ``small_bet`` with no blinds)
Episodes            one kernel game: ``options["hands"]`` hands (the game's default 20), or
                    until one seat holds every chip; the next hand is dealt by itself
==================  ===========================================================================

An id outside the mask raises ``ValueError`` naming the legal ids.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from parlour.adapters.core import EpisodeSeeds, start_episode
from parlour.adapters.pettingzoo import AECEnv
from parlour.sim.pineapple import Table, options_of, table

__all__ = ["ACTIONS", "FastPineappleAEC", "encode", "env", "observation_size"]

ACTIONS = 7
"""The kernel's action ids (fold, check, call, raise, discard 0-2)."""


def observation_size(players: int) -> int:
    """The length of the observation vector at a table of ``players``."""
    return 52 + 52 + 4 + 1 + 4 * players + 1


def _index(card: int) -> int:
    return (card >> 4 & 3) * 13 + (card & 15) - 1


def encode(t: Table, seat: int, total: int) -> np.ndarray:
    """``seat``'s observation of ``t`` (``total``: the chips at the table, the scale of
    every amount): its own hole cards and what everyone sees, nothing else."""
    n = t.players
    out = np.zeros(observation_size(n), dtype=np.float32)
    for c in t.hole(seat):
        out[_index(c)] = 1.0
    for c in t.board:
        out[52 + _index(c)] = 1.0
    out[104 + min(t.street, 3)] = 1.0
    out[108] = float(t.phase == "discard")
    stacks, bets, live = t.stacks, t.bets, t.live
    for k in range(n):
        s = (seat + k) % n
        out[109 + k] = stacks[s] / total
        out[109 + n + k] = bets[s] / total
        out[109 + 2 * n + k] = float(live[s])
        out[109 + 3 * n + k] = float(s == t.dealer)
    out[109 + 4 * n] = t.pot / total
    return out


class FastPineappleAEC(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type information
    """Pineapple's kernel as a PettingZoo AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {"name": "parlour_pineapple_kernel_v1", "render_modes": [],
                                "is_parallelizable": False}

    def __init__(self, players: int = 6, *, variant: str | None = None,
                 options: dict[str, Any] | None = None, seed: int | None = None) -> None:
        super().__init__()
        from gymnasium import spaces

        self._args = (players, variant, dict(options or {}))
        o = options_of(variant, options)
        table(players, variant, 0, options)  # refuses what the kernel does not play, now
        self._total = o.stack * players
        self._unit = o.big_blind or o.small_bet
        self._seeds = EpisodeSeeds(seed)
        self.possible_agents = [f"player_{s}" for s in range(players)]
        self.agent_name_mapping = {a: s for s, a in enumerate(self.possible_agents)}
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (observation_size(players),), dtype=np.float32),
            "action_mask": spaces.MultiBinary(ACTIONS),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = dict.fromkeys(self.possible_agents, spaces.Discrete(ACTIONS))
        self.table: Table = table(*self._args[:2], 0, self._args[2])

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: ``seed`` picks it exactly (the same deals as the game's with that
        seed); later unseeded resets follow from it."""
        players, variant, opts = self._args
        self.table = table(players, variant, self._seeds.next(seed), opts)
        self._before = self.table.stacks  # before the blinds: a hand's reward includes them
        self.table.deal()
        start_episode(self)
        self.agent_selection = self.possible_agents[self.table.actor]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.agent_name_mapping[agent]
        mask = np.zeros(ACTIONS, dtype=np.int8)
        if self.table.actor == seat:
            mask[list(self.table.legal())] = 1
        return {"observation": encode(self.table, seat, self._total), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        t = self.table
        t.step(int(action))
        if t.hand_over:
            after = t.stacks
            for a, s in self.agent_name_mapping.items():
                self.rewards[a] = (after[s] - self._before[s]) / self._unit
            self._before = after
            if t.over:
                for a in self.agents:
                    self.terminations[a] = True
            else:
                t.deal()
        self._accumulate_rewards()
        if t.actor >= 0:
            self.agent_selection = self.possible_agents[t.actor]

    def render(self) -> None:
        return None

    def close(self) -> None:
        pass


def env(players: int = 6, **kwargs: Any) -> Any:
    """A :class:`FastPineappleAEC` inside PettingZoo's order-enforcing wrapper."""
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper

    return OrderEnforcingWrapper(FastPineappleAEC(players, **kwargs))
