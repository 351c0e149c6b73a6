"""Batch simulation: many seeded games with bots, in parallel worker processes or on Ray.

Game ``i`` of a run with seed ``S`` uses the game seed :func:`game_seed` ``(S, i)``
and seeds its bots from it, so a run is deterministic whatever the number of jobs, the
chunking or the backend.
By default the bot line-up rotates one seat per game (bot ``j`` sits at seat
``(j + i) % players``) so that no bot keeps the first-player advantage.

>>> wilson(90, 100)
(0.8256..., 0.9447...)
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import math
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from parlour.bots import make_bot
from parlour.engine.game import Game
from parlour.engine.registry import game_class, new_game, split_id
from parlour.engine.rng import Rng
from parlour.errors import InvalidOption
from parlour.runners.distributed import Interrupted, ray_session, run_chunks
from parlour.runners.kernels import choose_engine, play_on_kernel
from parlour.runners.local import Stalled, run_game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% by default) for ``wins`` successes in ``n`` trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded ``seed`` (48 bits)."""
    return Rng(seed * 1_000_003 + index).next64() >> 16


@dataclasses.dataclass(frozen=True)
class SimSpec:
    """What to simulate. ``bots`` has one kind per seat, or a single kind for all."""

    game: str
    bots: tuple[str, ...]
    players: int
    variant: str | None = None
    seed: int = 0
    level: str = "normal"
    rotate: bool = True
    options: tuple[tuple[str, Any], ...] = ()
    max_steps: int = 100_000
    engine: str = "game"
    """``game`` plays on :func:`parlour.new_game`, ``kernel`` on the game's simulation
    kernel (:mod:`parlour.runners.kernels`: random bots only, the same games)."""

    def lineup(self, index: int) -> list[int]:
        """Which bot entry sits at each seat in game ``index``."""
        n = self.players
        shift = index % n if self.rotate else 0
        seats = [0] * n
        for j in range(n):
            seats[(j + shift) % n] = j
        return seats

    def new_game(self, index: int) -> Game:
        return new_game(self.game, self.players, variant=self.variant,
                        seed=game_seed(self.seed, index), options=dict(self.options) or None)


@dataclasses.dataclass
class Outcome:
    """One simulated game: who sat where, and how it ended."""

    index: int
    seed: int
    lineup: list[int]
    winners: list[int]
    scores: list[float]
    actions: int
    seconds: float
    error: str = ""
    placing: list[int] = dataclasses.field(default_factory=list)


def play_one(spec: SimSpec, index: int) -> Outcome:
    """Play game ``index`` of ``spec`` to the end."""
    if spec.engine == "kernel":
        return play_on_kernel(spec, index, game_seed(spec.seed, index), spec.lineup(index))
    return play_game(spec, index, spec.new_game(index), spec.lineup(index))


def play_game(spec: SimSpec, index: int, g: Game, lineup: list[int]) -> Outcome:
    """Play ``g`` to the end with bot entry ``lineup[s]`` of ``spec`` at seat ``s``, each
    seeded from the game's seed (a tournament chooses its own deals and seatings)."""
    bots = [make_bot(spec.bots[lineup[s]], g.name, s, seed=g.seed, level=spec.level)
            for s in range(spec.players)]
    t = time.perf_counter()
    error = ""
    try:
        res = run_game(g, bots, max_steps=spec.max_steps)
    except Stalled as e:
        res, error = None, f"stalled: {e}"
    except Exception as e:  # a bot or game bug: record it, keep the run going
        res, error = None, f"game {index} (seed {g.seed}): {type(e).__name__}: {e}"
    dt = time.perf_counter() - t
    actions = sum(1 for e in g.record()["actions"] if "seat" in e)
    if res is None:
        return Outcome(index, g.seed, lineup, [], [], actions, dt, error or "unfinished")
    return Outcome(index, g.seed, lineup, list(res.winners), list(res.scores), actions, dt,
                   placing=list(res.placing))


CHUNKS_PER_WORKER = 8
MAX_CHUNK = 1000


def play_chunk(work: tuple[SimSpec, int, int]) -> list[Outcome]:
    """Play games ``start .. stop - 1`` of ``spec``: one unit of work for a worker."""
    spec, start, stop = work
    return [play_one(spec, i) for i in range(start, stop)]


def chunk_size(n: int, workers: int) -> int:
    """Games per chunk for ``n`` games on ``workers`` workers: about
    :data:`CHUNKS_PER_WORKER` chunks each (so a slow chunk does not leave the others
    idle at the end), at most :data:`MAX_CHUNK` games (so progress shows)."""
    return max(1, min(MAX_CHUNK, math.ceil(n / (workers * CHUNKS_PER_WORKER))))


def make_spec(game: str, bots: Sequence[str], *, players: int | None = None,
              variant: str | None = None, seed: int = 0, level: str = "normal",
              rotate: bool = True, options: dict[str, Any] | None = None,
              engine: str = "auto") -> SimSpec:
    """Validate a simulation request and fill in the player count; bad input raises
    :class:`parlour.InvalidOption` with a clear message. ``engine`` is one of
    :data:`parlour.runners.kernels.ENGINES` (``auto``: a kernel when one plays these games)."""
    cls = game_class(game)
    name, v = split_id(game)
    variant = variant or v
    kinds = [b.strip() for b in bots if b.strip()]
    if not kinds:
        raise InvalidOption("give at least one bot kind, e.g. --bots heuristic,random")
    if players is None:
        players = len(kinds) if len(kinds) > 1 else (cls.default_players or cls.min_players)
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise InvalidOption(f"{len(kinds)} bot kinds for {players} players: give one kind per "
                            f"player, or one kind for all")
    spec = SimSpec(name, tuple(kinds), players, variant, seed, level, rotate,
                   tuple(sorted((options or {}).items())))
    g = spec.new_game(0)  # validates variant, options and player count
    for s, k in enumerate(kinds):
        make_bot(k, g.name, s, level=level)  # validates bot kinds and level
    return dataclasses.replace(spec, engine=choose_engine(engine, name, spec.bots, variant, options or {}))


def _check(n: int, jobs: int, chunk: int | None = None) -> None:
    if n < 1:
        raise InvalidOption(f"the number of games must be at least 1, not {n}")
    if jobs < 1:
        raise InvalidOption(f"jobs must be at least 1, not {jobs}")
    if chunk is not None and chunk < 1:
        raise InvalidOption(f"the chunk size must be at least 1 game, not {chunk}")


@dataclasses.dataclass
class SimRun:
    """The games of one run, in index order; ``interrupted`` if Ctrl-C stopped it early
    (then ``outcomes`` holds the chunks that had finished). ``seconds`` times the games,
    ``setup_seconds`` the start of Ray before them (or joining a cluster)."""

    spec: SimSpec
    requested: int
    outcomes: list[Outcome]
    seconds: float
    jobs: int = 1
    ray: str | None = None
    chunk: int = 1
    interrupted: bool = False
    setup_seconds: float = 0.0

    def summary(self) -> dict[str, Any]:
        """:func:`summarize` of the games played, with how they were run."""
        s = summarize(self.spec, self.outcomes, self.seconds, self.jobs)
        s.update(requested=self.requested, interrupted=self.interrupted, ray=self.ray, chunk=self.chunk,
                 setup_seconds=self.setup_seconds)
        return s


def _chunk_done(progress: Callable[[list[Outcome]], None], _index: int, outcomes: list[Outcome]) -> None:
    progress(outcomes)


def _each(progress: Callable[[Outcome], None], outcomes: list[Outcome]) -> None:
    for o in outcomes:
        progress(o)


def run_games(spec: SimSpec, n: int, *, jobs: int = 1, ray: str | None = None,
              chunk: int | None = None, progress: Callable[[list[Outcome]], None] | None = None) -> SimRun:
    """Play games ``0..n-1`` of ``spec`` in chunks of seeds with
    :func:`parlour.runners.distributed.run_chunks`: in this process (one job), in ``jobs``
    worker processes, or on Ray (``ray`` an address or ``"local"``). The outcomes are the
    same whatever the backend and chunk size. ``progress`` sees each chunk's outcomes as
    it comes back (one call a chunk, not a game: the driver's time is the limit at scale).
    Ctrl-C returns the finished chunks with ``interrupted`` set."""
    _check(n, jobs, chunk)
    t0 = time.perf_counter()
    with contextlib.ExitStack() as stack:
        workers = jobs if ray is None else stack.enter_context(ray_session(ray, jobs))
        t = time.perf_counter()
        size = chunk or (1 if workers == 1 and ray is None else chunk_size(n, workers))
        work = [(spec, a, min(a + size, n)) for a in range(0, n, size)]
        report = None if progress is None else functools.partial(_chunk_done, progress)
        try:
            chunks = run_chunks(play_chunk, work, jobs=jobs, ray_address=ray, progress=report)
            interrupted = False
        except Interrupted as e:
            chunks, interrupted = e.results(), True
        seconds = time.perf_counter() - t
    outcomes = [o for c in chunks for o in c]
    return SimRun(spec, n, outcomes, seconds, jobs, ray, size, interrupted, t - t0)


def run_many(spec: SimSpec, n: int, *, jobs: int = 1) -> Iterator[Outcome]:
    """Play games ``0..n-1`` of ``spec``, yielding outcomes in index order (each as it
    finishes with one job; see :func:`run_games` for the rest)."""
    _check(n, jobs)
    if jobs == 1:
        for i in range(n):
            yield play_one(spec, i)
    else:
        yield from run_games(spec, n, jobs=jobs).outcomes


def summarize(spec: SimSpec, outcomes: Sequence[Outcome], seconds: float,
              jobs: int = 1) -> dict[str, Any]:
    """Win rates (Wilson 95% intervals), mean scores and lengths, per bot entry and seat."""
    done = [o for o in outcomes if not o.error]
    n = len(done)

    def row(games: int, wins: int, scores: list[float]) -> dict[str, Any]:
        lo, hi = wilson(wins, games)
        return {"games": games, "wins": wins, "win_rate": wins / games if games else 0.0,
                "ci95": [lo, hi], "mean_score": sum(scores) / len(scores) if scores else None}

    by_bot = []
    for j, kind in enumerate(spec.bots):
        wins, scores = 0, []
        for o in done:
            seat = o.lineup.index(j)
            wins += seat in o.winners
            scores.append(o.scores[seat])
        by_bot.append({"entry": j, "bot": kind, **row(n, wins, scores)})
    by_seat = []
    for s in range(spec.players):
        wins = sum(1 for o in done if s in o.winners)
        by_seat.append({"seat": s, **row(n, wins, [o.scores[s] for o in done])})
    return {
        "game": spec.game, "variant": spec.variant, "options": dict(spec.options), "players": spec.players,
        "bots": list(spec.bots), "level": spec.level, "seed": spec.seed, "rotate": spec.rotate,
        "engine": spec.engine, "games": len(outcomes), "finished": n, "unfinished": len(outcomes) - n,
        "errors": sorted({o.error for o in outcomes if o.error})[:5],
        "draws": sum(1 for o in done if not o.winners),
        "mean_actions": sum(o.actions for o in done) / n if n else 0.0,
        "seconds": seconds, "jobs": jobs,
        "games_per_second": len(outcomes) / seconds if seconds > 0 else 0.0,
        "by_bot": by_bot, "by_seat": by_seat,
    }


def simulate(spec: SimSpec, n: int, *, jobs: int = 1, ray: str | None = None, chunk: int | None = None,
             progress: Callable[[Outcome], None] | None = None) -> dict[str, Any]:
    """Run ``n`` games (see :func:`run_games`) and return their summary; ``progress`` sees
    each outcome."""
    each = None if progress is None else functools.partial(_each, progress)
    return run_games(spec, n, jobs=jobs, ray=ray, chunk=chunk, progress=each).summary()
