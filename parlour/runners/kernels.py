"""Random-bot simulations on a simulation kernel (:mod:`parlour.sim`): the same games as
on the game, many times faster.

A kernel deals from the game's generator and offers the same legal actions in the same
order, and :class:`~parlour.bots.random_bot.RandomBot` picks with one draw of its own
generator per decision. So when every seat is a random bot, the kernel given the same
draws plays the very game the bots would play on :func:`parlour.new_game`: the same
winners, scores and length (``tests/runners/test_kernel_sim.py`` holds the two to that).
``parlour sim pineapple`` uses the kernel on its own when it can (``--engine``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from parlour.bots.base import LEVELS, Reaction
from parlour.engine.game import placing_from_scores
from parlour.engine.rng import Rng
from parlour.errors import InvalidOption
from parlour.rules.betting_turns import chip_winners

if TYPE_CHECKING:
    from parlour.runners.sim import Outcome, SimSpec

KERNEL_GAMES = ("pineapple",)
"""The games with a kernel."""

RANDOM_KINDS = ("random", "random:all")
"""The bot kinds a kernel can stand in for (the game has no optional claims, so both
forms make the same choices)."""

HOLE = (0, 1, 2)
"""A Pineapple seat's three hole cards, in dealt order (the kernel's discard offsets)."""

ENGINES = ("auto", "game", "kernel")
"""``game``: play on :func:`parlour.new_game`; ``kernel``: on the game's kernel (refused
with the reason when it cannot); ``auto``: the kernel when it can, else the game."""


def why_not(game: str, bots: tuple[str, ...], variant: str | None,
            options: dict[str, object]) -> str | None:
    """Why the kernel cannot play this simulation, or ``None`` when it can."""
    if game not in KERNEL_GAMES:
        return f"{game} has no simulation kernel (kernels: {', '.join(KERNEL_GAMES)})"
    other = sorted({b for b in bots if b not in RANDOM_KINDS})
    if other:
        return f"the kernel plays random bots only, not {', '.join(other)}"
    try:
        from parlour.sim.pineapple import options_of
    except ImportError as e:  # built without a C compiler
        return str(e)
    try:
        options_of(variant, options)
    except InvalidOption as e:
        return str(e)
    return None


def choose_engine(engine: str, game: str, bots: tuple[str, ...], variant: str | None,
                  options: dict[str, object]) -> str:
    """``game`` or ``kernel`` for the ``engine`` asked for (see :data:`ENGINES`);
    :class:`~parlour.errors.InvalidOption` when ``kernel`` is asked for and cannot be."""
    if engine not in ENGINES:
        raise InvalidOption(f"unknown engine {engine!r}; choose one of: {', '.join(ENGINES)}")
    if engine == "game":
        return "game"
    reason = why_not(game, bots, variant, options)
    if reason is None:
        return "kernel"
    if engine == "kernel":
        raise InvalidOption(f"--engine kernel: {reason} (--engine game plays it)")
    return "game"


def discard_race(seats: list[int], rngs: list[Rng], reaction: Reaction) -> dict[int, int]:
    """Which hole card each of ``seats`` discards, drawn as the bots draw it when the game
    lets them all discard at once (:class:`~parlour.runners.scheduler.Schedule`): each
    still to discard is asked again after every discard (a choice, then a reaction
    delay); the quickest acts (the first asked on a tie). The last one left is waited
    for like a turn: a choice, no delay."""
    waiting = list(seats)
    chosen: dict[int, int] = {}
    while len(waiting) > 1:
        first = (0, -1, 0)
        for s in waiting:
            card = rngs[s].choice(HOLE)
            delay = reaction.sample(rngs[s])
            if first[1] < 0 or delay < first[0]:
                first = (delay, s, card)
        chosen[first[1]] = first[2]
        waiting.remove(first[1])
    chosen[waiting[0]] = rngs[waiting[0]].choice(HOLE)
    return chosen


def play_on_kernel(spec: SimSpec, index: int, seed: int, lineup: list[int]) -> Outcome:
    """Game ``index`` of ``spec`` (dealt from ``seed``) on the kernel, each seat choosing
    as a random bot seeded from ``seed`` would."""
    from parlour.runners.sim import Outcome
    from parlour.sim.pineapple import DISCARD, table

    t0 = time.perf_counter()
    rngs = [Rng(seed * 1000003 + s) for s in range(spec.players)]  # as Bot seeds its own
    reaction = LEVELS[spec.level]
    t = table(spec.players, spec.variant, seed, dict(spec.options))
    t.deal()
    actions = 0
    while not t.over and actions < spec.max_steps:
        if t.hand_over:  # the dealer's one legal move: deal the next hand
            rngs[t.dealer].next64()
            t.deal()
            actions += 1
        elif t.phase == "discard":
            order = [s for s in range(spec.players) if t.live[s]]
            chosen = discard_race(order, rngs, reaction)
            for _ in order:
                t.step(DISCARD + chosen[t.actor])
            actions += len(order)
        else:
            t.step(rngs[t.actor].choice(t.legal()))
            actions += 1
    dt = time.perf_counter() - t0
    if not t.over:
        return Outcome(index, seed, lineup, [], [], actions, dt, "unfinished")
    net = list(t.net)  # what the game's session_result scores
    return Outcome(index, seed, lineup, chip_winners(net), [float(x) for x in net], actions, dt,
                   placing=placing_from_scores(net))
