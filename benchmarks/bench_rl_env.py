"""Pineapple's PettingZoo environments: decisions per second of random masked self-play,
on the game (``parlour.adapters.pettingzoo.env("pineapple")``) and on its simulation kernel
(``parlour.adapters.pineapple_kernel.env``), 6 players, the same options and seeds.

Run:  python benchmarks/bench_rl_env.py [--decisions N] [--quick]

Each environment plays whole episodes (games of 20 hands, 200 chips) until ``N``
decisions have been made: ``last()``, a random id from the mask, ``step()``. CPU time,
best of three runs. Needs the ``rl`` extra (``pip install -e '.[rl]'``).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from _common import machine, table

GAMES = ("pineapple",)


def decisions_per_second(make: Callable[[], Any], n: int) -> float:
    rng = np.random.default_rng(0)
    e = make()
    done, seed = 0, 0
    start = time.process_time()
    while done < n:
        e.reset(seed=seed)
        seed += 1
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[int(rng.random() * len(legal))]))
            done += 1
    return done / (time.process_time() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=0, help="decisions a run (default 20000, quick 2000)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--game", default="pineapple", help="only pineapple (for `parlour bench`)")
    args = ap.parse_args()
    n = args.decisions or (2000 if args.quick else 20000)
    from parlour.adapters import pettingzoo, pineapple_kernel

    envs = {"game (parlour.adapters.pettingzoo)": lambda: pettingzoo.env("pineapple", 6),
            "kernel (parlour.adapters.pineapple_kernel)": lambda: pineapple_kernel.env(6)}
    print(machine())
    best = dict.fromkeys(envs, 0.0)
    for _ in range(1 if args.quick else 3):
        for name, make in envs.items():
            best[name] = max(best[name], decisions_per_second(make, n))
    game = best["game (parlour.adapters.pettingzoo)"]
    table(("Pineapple environment, 6 players", "decisions/s", "÷ the game's"),
          [(name, round(v), f"{v / game:.1f}") for name, v in best.items()],
          f"Random masked self-play, best of {1 if args.quick else 3} runs of {n} decisions (CPU time)")


if __name__ == "__main__":
    main()
