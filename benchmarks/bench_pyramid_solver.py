"""Pyramid solvability: the exact solver over many deals, per rule set.

Run:  python benchmarks/bench_pyramid_solver.py [--quick] [-n DEALS] [--limit STATES]
      [--only NAME] [--budget CPU_SECONDS]

``--quick`` is a smoke run of a few seconds per rule set (``parlour bench --quick``):
200 deals per rule set, but at most ``QUICK_BUDGET`` CPU seconds per rule set and
``QUICK_LIMIT`` states per deal (the limited-pass searches are heavy-tailed: a single
one-pass deal can take many seconds). Its rates come from a few deals only; the full
run (10,000 deals, no budget, no limit) is unchanged.

Deal ``i`` is ``parlour.new_game("pyramid", 1, seed=i)`` (the same deal in every
variant). For each rule set the table gives the share of deals whose pyramid can be
cleared with its 95% Wilson interval, deals solved per second (CPU time of this
process) and the mean number of search states. A deal whose search passes ``--limit``
states is counted as *undecided* and left out of the rate (0 = no limit).

Published figures (solitairewinrates.com/Pyramid.html, 100 million deals, the pyramid
only): unlimited passes 66.87% without overlap discards (our ``standard``) and 83.15%
with them (our ``tuts-tomb`` quirk); one pass 9.02% and 22.77%, under rules where the
turned card and the waste top are both available (our ``classic-pairs``).
"""

from __future__ import annotations

import argparse
import sys
import time

from _common import machine, table

import parlour
from parlour.games.pyramid.solver import solve
from parlour.runners.sim import wilson

GAMES = ("pyramid",)
"""Which games this benchmark serves (``parlour bench GAME``)."""

RULE_SETS: list[tuple[str, dict[str, int]]] = [
    ("standard", {}), ("tuts-tomb", {}), ("classic-pairs", {}),
    ("standard", {"max_passes": 3}), ("tuts-tomb", {"max_passes": 3}),
    ("classic-pairs", {"max_passes": 3}),
    ("standard", {"max_passes": 1}), ("tuts-tomb", {"max_passes": 1}),
    ("classic-pairs", {"max_passes": 1}),
]
PUBLISHED = {("standard", 0): "66.87%", ("tuts-tomb", 0): "83.15%"}
QUICK_DEALS = 200
QUICK_BUDGET = 1.5
"""CPU seconds per rule set in a quick run (checked between deals)."""
QUICK_LIMIT = 20_000
"""States per deal in a quick run: a deal past it counts as undecided."""


def run_rule_set(variant: str, options: dict[str, int], n: int, limit: int,
                 budget: float = 0.0) -> list[object]:
    solved = undecided = states = 0
    t = time.process_time()
    done = 0
    for seed in range(n):
        if budget and time.process_time() - t > budget:
            break
        done += 1
        g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options or None)
        sol = solve(g, limit=limit)
        states += sol.states
        undecided += sol.stopped
        solved += sol.solvable
    dt = time.process_time() - t
    n = done
    decided = n - undecided
    lo, hi = wilson(solved, decided) if decided else (0.0, 0.0)
    passes = options.get("max_passes", 0)
    rate = 100 * solved / decided if decided else 0.0
    return [variant, passes or "unlimited", n, undecided, f"{rate:.2f}%",
            f"{100 * lo:.2f}-{100 * hi:.2f}%", n / dt if dt else 0.0, states / n,
            PUBLISHED.get((variant, passes), "")]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="pyramid", choices=["pyramid"],
                    help="the game (parlour bench pyramid passes it): only pyramid")
    ap.add_argument("--quick", action="store_true",
                    help=f"a smoke run: {QUICK_DEALS} deals, at most {QUICK_BUDGET:g} CPU s per rule "
                         f"set and {QUICK_LIMIT:,} states per deal (unless given)")
    ap.add_argument("-n", type=int, default=None, help="deals per rule set (default 10000)")
    ap.add_argument("--limit", type=int, default=None,
                    help="state limit per deal (0 = none; the default, except --quick)")
    ap.add_argument("--only", default="", help="only rule sets whose name contains this, "
                                               "e.g. 'unlimited' or 'tuts-tomb'")
    ap.add_argument("--budget", type=float, default=None,
                    help="CPU seconds per rule set: stop early (the deals column says how many; "
                         "0 = none, the default except --quick)")
    args = ap.parse_args(argv)
    n = args.n or (QUICK_DEALS if args.quick else 10_000)
    budget = args.budget if args.budget is not None else (QUICK_BUDGET if args.quick else 0.0)
    limit = args.limit if args.limit is not None else (QUICK_LIMIT if args.quick else 0)
    bounds = "".join([f", at most {budget:g} CPU s per rule set" if budget else "",
                      f", {limit:,} states per deal" if limit else ""])
    print(f"Pyramid solver: {n} deals per rule set{bounds}; {machine()}")
    rows = []
    for variant, options in RULE_SETS:
        label = f"{variant} {options.get('max_passes', 0) or 'unlimited'}"
        if args.only and args.only not in label:
            continue
        rows.append(run_rule_set(variant, options, n, limit, budget))
        print(f"  {label}: {rows[-1][4]} solvable, {rows[-1][6]:.1f} deals/s", file=sys.stderr, flush=True)
    table(["variant", "passes", "deals", "undecided", "solvable", "95% interval", "deals/s",
           "states/deal", "published"], rows, "Deals whose pyramid can be cleared (exact search)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
