"""Random playouts, clone() and determinization cost of a game (default Cactus), one core.

Run:  python benchmarks/bench_playout.py [--game cactus] [--quick]

A playout is a tight loop on the public contract: the seat the game waits for picks a
uniformly random legal action, ``apply`` plays it, until ``is_over``. Out-of-turn claims
(action types that seats the game does not wait for may take: Cactus's ``match``) are
never made by the other seats. Two modes: ``turn`` (the on-turn seat never claims
either: it picks among its non-claim actions) and ``+claims`` (the on-turn seat picks
among all its legal actions, its own blind matches included); and, for games whose
heuristics module has a search rollout policy, ``policy`` (that policy instead of
uniform choices: games of a realistic length). A game's time includes
``new_game`` (shuffle and deal); the setup cost is also shown alone. Times are CPU
time of this process (``time.process_time``), so other load on the machine matters less.
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table

import parlour
from parlour.bots.search import claim_types, game_rollout_policy, random_rollout
from parlour.engine.registry import game_class
from parlour.engine.rng import Rng

GAMES = ("*",)
"""Which games this benchmark serves (``parlour bench GAME``): any game."""


def setups(game: str) -> list[tuple[str | None, int]]:
    """(variant, players) to measure: every variant at its smallest table, plus a
    larger table for the default variant when the game allows one."""
    cls = game_class(game)
    out: list[tuple[str | None, int]] = []
    for v in list(cls.VARIANTS) or [None]:
        opts = parlour.new_game(game, variant=v, seed=0).options
        lo, hi = cls.player_range(opts)
        out.append((v, lo))
        if hi >= 4 and lo < 4:
            out.append((v, 4))
    return out


def playouts(game: str, variant: str | None, players: int, n: int, claims: bool,
             policy: bool = False) -> dict[str, float]:
    options = game_class(game).random_play_options(variant)
    first = parlour.new_game(game, players, variant=variant, seed=0, options=options)
    skip = frozenset() if claims else claim_types(first, Rng(0))
    pol = game_rollout_policy(game) if policy else None
    actions = unfinished = 0
    t = time.process_time()
    for i in range(n):
        g = parlour.new_game(game, players, variant=variant, seed=i, options=options)
        actions += random_rollout(g, Rng(i), max_actions=1_000_000, skip=skip, policy=pol)
        unfinished += not g.is_over()
    dt = time.process_time() - t
    t = time.process_time()
    for i in range(n):
        parlour.new_game(game, players, variant=variant, seed=i, options=options)
    setup = time.process_time() - t
    return {"ms_game": 1000 * dt / n, "games_s": n / dt, "actions_s": actions / dt,
            "actions": actions / n, "setup_us": 1e6 * setup / n, "unfinished": unfinished}


def positions(game: str, variant: str | None, players: int, count: int,
              policy: bool = False) -> list[parlour.Game]:
    """Mid-game states: seeded playouts (random, or the game's rollout policy without
    claims when ``policy``) stopped after 0 to 29 actions."""
    out = []
    pol = game_rollout_policy(game) if policy else None
    for i in range(count):
        g = parlour.new_game(game, players, variant=variant, seed=1000 + i)
        rng = Rng(i)
        skip = claim_types(g, Rng(0)) if policy else frozenset()
        random_rollout(g, rng, max_actions=rng.below(30), policy=pol, skip=skip)
        if not g.is_over():
            out.append(g)
    return out


def per_call_us(fn, items: list, reps: int) -> float:
    t = time.process_time()
    for _ in range(reps):
        for x in items:
            fn(x)
    return 1e6 * (time.process_time() - t) / (reps * len(items))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="cactus")
    ap.add_argument("--quick", action="store_true", help="fewer games")
    ap.add_argument("-n", type=int, default=None, help="games per row (default 5000, quick 500)")
    args = ap.parse_args(argv)
    n = args.n or (500 if args.quick else 5000)
    print(f"Playouts of {args.game}: {n} games per row; {machine()}")
    rows = []
    for variant, players in setups(args.game):
        modes = [("turn", False, False), ("+claims", True, False)]
        if game_rollout_policy(args.game) is not None:
            modes.append(("policy", False, True))
        for mode, claims, policy in modes:
            r = playouts(args.game, variant, players, n, claims, policy)
            rows.append([variant or "-", players, mode, r["ms_game"],
                         r["games_s"], r["actions_s"], r["actions"], r["setup_us"], r["unfinished"]])
    table(["variant", "players", "mode", "ms/game", "games/s", "actions/s", "actions/game",
           "new_game µs", "unfinished"], rows, "Random playouts (one core, CPU time)")
    rows = []
    reps = 20 if args.quick else 200
    for variant, players in setups(args.game):
        pos = positions(args.game, variant, players, 50)
        clone = per_call_us(lambda g: g.clone(), pos, reps)
        legal = per_call_us(lambda g: g.clone().legal_actions(g.actors()[0]), pos, reps) - clone
        det = per_call_us(lambda g: g.determinize(g.actors()[0], Rng(7)), pos, reps)
        view = per_call_us(lambda g: g.view(g.actors()[0]), pos, max(1, reps // 4))
        rows.append([variant or "-", players, len(pos), clone, det, legal, view])
    table(["variant", "players", "positions", "clone µs", "determinize µs", "legal_actions µs",
           "view µs"], rows, "Copying and sampling a state (mean over mid-game positions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
