"""The exact Baccarat analysis (``parlour analyze baccarat``) timed for shoes of 1 to 8
decks, with the figures it computes.

Run:  python benchmarks/bench_baccarat.py [--quick] [--rounds R]

Each shoe size is enumerated ``R`` times (default 3, quick 1) and the best CPU time of
this process (``time.process_time``) is kept, so load from other processes matters
less. The figures are exact (fractions); the table rounds them.
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table

from parlour.analysis.baccarat import analyze

GAMES = ("mini-baccarat",)
"""``parlour bench mini-baccarat`` runs this script."""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="one round")
    ap.add_argument("--rounds", type=int, default=0, help="rounds per shoe size (default 3, quick 1)")
    ap.add_argument("--game", default="mini-baccarat", help="only mini-baccarat (for `parlour bench`)")
    args = ap.parse_args()
    rounds = args.rounds or (1 if args.quick else 3)
    print(machine())
    rows = []
    for decks in range(1, 9):
        best = float("inf")
        for _ in range(rounds):
            t = time.process_time()
            r = analyze(decks)
            best = min(best, time.process_time() - t)
        rows.append([decks, f"{float(r.banker):.6f}", f"{float(r.player):.6f}", f"{float(r.tie):.6f}",
                     f"{100 * float(r.edge('banker')):.4f}%", f"{100 * float(r.edge('player')):.4f}%",
                     f"{100 * float(r.edge('tie')):.4f}%", f"{best:.3f}"])
    table(["decks", "banker", "player", "tie", "edge banker", "edge player", "edge tie (8:1)", "CPU s"],
          rows, title=f"Exact Baccarat analysis, 5% commission (best of {rounds})")


if __name__ == "__main__":
    main()
