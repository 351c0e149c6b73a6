"""Running a tournament: validate the request, schedule the rounds, play the games (in
this process, worker processes or on Ray through :func:`parlour.runners.distributed.run_chunks`),
rate the entrants.

Round-robin: every pair meets once per cycle, ``rounds`` cycles (all scheduled at once).
Swiss: ``rounds`` rounds, each paired from the match points so far (a match won 1, drawn
0.5, a bye 1), played one round at a time. Each game of a tournament runs its own
schedule; the entrants are the same.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from parlour.bots import make_bot
from parlour.engine.registry import game_class, new_game, split_id
from parlour.errors import InvalidOption
from parlour.runners.distributed import Interrupted, run_chunks, start_ray
from parlour.tournament.matches import GameTask, match_tasks, play_chunk
from parlour.tournament.pairing import Pair, round_robin, swiss
from parlour.tournament.ratings import ALL_GAMES, head_to_head, rate

FORMATS = ("round-robin", "swiss")
MAX_STEPS = 20_000
"""Steps (actions and timers) after which a game is recorded unfinished and left out of
the ratings: two bots can go round in circles (two weak searches that never knock)."""


@dataclasses.dataclass(frozen=True)
class GameSetup:
    """One game of the tournament: its name, variant and seat count."""

    name: str
    variant: str | None
    players: int

    @property
    def label(self) -> str:
        return self.name + (f":{self.variant}" if self.variant else "")


@dataclasses.dataclass(frozen=True)
class TournamentSpec:
    """A validated tournament request (:func:`make_tournament`)."""

    games: tuple[GameSetup, ...]
    entrants: tuple[str, ...]
    format: str = "round-robin"
    rounds: int = 1
    games_per_match: int = 2
    seed: int = 0
    level: str = "normal"
    max_steps: int = MAX_STEPS


def _setup(game_id: str, players: int | None) -> GameSetup:
    cls = game_class(game_id)
    name, variant = split_id(game_id)
    if players is None:
        lo, hi = cls.min_players, cls.max_players
        players = 2 if lo <= 2 <= hi else lo
    g = new_game(name, players, variant=variant, seed=0)  # checks the variant and seat count
    return GameSetup(g.name, variant, players)


def _check_entrant(kind: str, setup: GameSetup, level: str) -> None:
    try:
        bot = make_bot(kind, setup.name, 0, level=level)
    except (ValueError, TypeError) as e:
        raise InvalidOption(f"entrant {kind!r} cannot play {setup.label}: {e}") from None
    if bot.kind == "policy":
        from parlour.bots.policy import PolicyBot, check_fits, sample_game

        assert isinstance(bot, PolicyBot)
        check_fits(bot.policy, sample_game(setup.name, setup.players, setup.variant))


def make_tournament(games: Sequence[str], entrants: Sequence[str], *, format: str = "round-robin",
                    rounds: int | None = None, games_per_match: int = 2, seed: int = 0,
                    players: int | None = None, level: str = "normal",
                    max_steps: int = MAX_STEPS) -> TournamentSpec:
    """Validate a tournament request; :class:`parlour.InvalidOption` names any problem
    (unknown game or bot, a bot kind a game lacks, fewer than two entrants ...).
    ``rounds`` defaults to 1 cycle (round-robin) or ``ceil(log2(entrants))`` (Swiss)."""
    kinds = [e.strip() for e in entrants if e.strip()]
    if len(kinds) < 2:
        raise InvalidOption(f"a tournament needs at least 2 entrants, not {len(kinds)}: "
                            "give e.g. --entrants random,heuristic")
    dup = sorted({k for k in kinds if kinds.count(k) > 1})
    if dup:
        raise InvalidOption(f"entrant {dup[0]!r} is listed twice")
    ids = [g.strip() for g in games if g.strip()]
    if not ids:
        raise InvalidOption("give at least one game, e.g. --games schwimmen,stop-the-bus")
    if format not in FORMATS:
        raise InvalidOption(f"unknown format {format!r}; choose one of: {', '.join(FORMATS)}")
    if rounds is None:
        rounds = 1 if format == "round-robin" else max(1, math.ceil(math.log2(len(kinds))))
    if rounds < 1:
        raise InvalidOption(f"rounds must be at least 1, not {rounds}")
    if games_per_match < 1:
        raise InvalidOption(f"games per match must be at least 1, not {games_per_match}")
    if max_steps < 1:
        raise InvalidOption(f"max steps must be at least 1, not {max_steps}")
    setups = tuple(_setup(g, players) for g in ids)
    names = [s.name for s in setups]
    if len(set(names)) < len(names):
        raise InvalidOption(f"a game is listed twice: {', '.join(s.label for s in setups)} "
                            "(one variant per game and tournament)")
    for s in setups:
        for k in kinds:
            _check_entrant(k, s, level)
    return TournamentSpec(setups, tuple(kinds), format, rounds, games_per_match, seed, level, max_steps)


@dataclasses.dataclass
class Results:
    """What a tournament produced. ``games`` rows are in schedule order."""

    spec: TournamentSpec
    games: list[dict[str, Any]]
    ratings: list[dict[str, Any]]
    head_to_head: list[dict[str, Any]]
    standings: list[dict[str, Any]]
    planned: int
    interrupted: bool = False


def _tasks(spec: TournamentSpec, setup: GameSetup, round_: int, pairs: Sequence[Pair]) -> list[GameTask]:
    out: list[GameTask] = []
    for m, (a, b) in enumerate(pairs):
        if b is None:
            continue
        out += match_tasks(setup.name, setup.variant, setup.players, round_, m,
                           (spec.entrants[a], spec.entrants[b]), spec.games_per_match, spec.seed,
                           spec.level, spec.max_steps)
    return out


def _chunks(tasks: list[GameTask], jobs: int) -> list[list[GameTask]]:
    size = max(1, min(32, len(tasks) // (4 * jobs)))
    return [tasks[i:i + size] for i in range(0, len(tasks), size)]


Progress = Callable[[int], None]


class _Executor:
    """Plays lists of tasks through run_chunks, remembering an interruption."""

    def __init__(self, jobs: int, ray_address: str | None, progress: Progress | None) -> None:
        self.jobs, self.ray_address, self.progress = jobs, ray_address, progress
        self.interrupted = False

    def _tick(self, _index: int, rows: list[dict[str, Any]]) -> None:
        assert self.progress is not None
        self.progress(len(rows))

    def play(self, tasks: list[GameTask]) -> list[dict[str, Any]]:
        if self.interrupted or not tasks:
            return []
        try:
            chunks = run_chunks(play_chunk, _chunks(tasks, self.jobs), jobs=self.jobs,
                                ray_address=self.ray_address,
                                progress=None if self.progress is None else self._tick)
        except Interrupted as e:
            self.interrupted = True
            chunks = e.results()
        return [row for chunk in chunks for row in chunk]


def planned_games(spec: TournamentSpec) -> int:
    """How many games the tournament will play (byes play none)."""
    n = len(spec.entrants)
    per_round = (n * (n - 1) // 2 if spec.format == "round-robin" else n // 2)
    return len(spec.games) * spec.rounds * per_round * spec.games_per_match * 2


def _standings(entrants: Sequence[str], game: str, match_points: list[float],
               byes: Sequence[int]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = [
        {"game": game, "entrant": e, "match_points": match_points[i], "byes": byes.count(i)}
        for i, e in enumerate(entrants)]
    rows.sort(key=lambda r: -r["match_points"])
    return rows


def _match_points(rows: Sequence[dict[str, Any]], entrants: Sequence[str],
                  totals: list[float]) -> None:
    by_match: dict[tuple[int, int], list[float]] = {}
    names: dict[tuple[int, int], tuple[str, str]] = {}
    for r in rows:
        if r["error"]:
            continue
        key = (r["round"], r["match"])
        acc = by_match.setdefault(key, [0.0, 0.0])
        acc[0] += r["points_a"]
        acc[1] += r["points_b"]
        names[key] = (r["entrant_a"], r["entrant_b"])
    for key, (pa, pb) in by_match.items():
        a, b = names[key]
        ia, ib = entrants.index(a), entrants.index(b)
        totals[ia] += 1.0 if pa > pb else 0.5 if pa == pb else 0.0
        totals[ib] += 1.0 if pb > pa else 0.5 if pa == pb else 0.0


def run_tournament(spec: TournamentSpec, *, jobs: int = 1, ray_address: str | None = None,
                   progress: Progress | None = None) -> Results:
    """Play the tournament and rate it. Ctrl-C stops it with the games finished so far
    (``interrupted``). The same spec gives the same results for any ``jobs`` and backend."""
    if jobs < 1:
        raise InvalidOption(f"jobs must be at least 1, not {jobs}")
    started = start_ray(ray_address, jobs) if ray_address is not None else False
    try:
        ex = _Executor(jobs, ray_address, progress)
        rows: list[dict[str, Any]] = []
        standings: list[dict[str, Any]] = []
        n = len(spec.entrants)
        if spec.format == "round-robin":
            cycle = [p for rnd in round_robin(n) for p in rnd if p[1] is not None]
            tasks = [t for setup in spec.games for r in range(spec.rounds)
                     for t in _tasks(spec, setup, r, cycle)]
            rows = ex.play(tasks)
            for setup in spec.games:
                totals = [0.0] * n
                _match_points([r for r in rows if r["game"] == setup.name], spec.entrants, totals)
                standings += _standings(spec.entrants, setup.name, totals, [])
        else:
            for setup in spec.games:
                totals = [0.0] * n
                played: set[tuple[int, int]] = set()
                byes: list[int] = []
                for r in range(spec.rounds):
                    pairs = swiss(totals, played, byes)
                    played |= {(a, b) for a, b in pairs if b is not None}
                    for a, b in pairs:
                        if b is None:
                            byes.append(a)
                            totals[a] += 1.0
                    got = ex.play(_tasks(spec, setup, r, pairs))
                    _match_points(got, spec.entrants, totals)
                    rows += got
                    if ex.interrupted:
                        break
                standings += _standings(spec.entrants, setup.name, totals, byes)
                if ex.interrupted:
                    break
    finally:
        if started:
            import ray

            ray.shutdown()
    ratings: list[dict[str, Any]] = []
    h2h: list[dict[str, Any]] = []
    for setup in spec.games:
        mine = [r for r in rows if r["game"] == setup.name]
        ratings += rate(mine, spec.entrants, setup.name)
        h2h += head_to_head(mine, spec.entrants, setup.name)
    if len(spec.games) > 1:
        ratings += rate(rows, spec.entrants, ALL_GAMES)
        h2h += head_to_head(rows, spec.entrants, ALL_GAMES)
    return Results(spec, rows, ratings, h2h, standings, planned_games(spec), ex.interrupted)
