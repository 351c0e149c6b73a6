"""Random Spades games per second: Parlour side by side with OpenSpiel's ``spades``.

Run:  python benchmarks/bench_spades_openspiel.py [--quick] [-n DEALS]
      (OpenSpiel: ``pip install "open-spiel>=1.5,<2"``, the ``bench`` extra; without it
      only Parlour's rows are printed.)

Like with like: OpenSpiel's ``spades`` is **one deal** (its state ends after 13
tricks: 52 chance actions that deal, 4 bids, 52 plays), so the comparison unit is one
deal on both sides: Parlour's game with the house option ``deals=1`` (shuffle and deal
in ``new_game``, then 4 bids and 52 plays). Both are driven from Python by the same
loop and the same policy: uniform over the legal actions (OpenSpiel's chance nodes:
uniform over the chance outcomes, which are uniform), with one ``random.Random`` per
run. Differences in the rules that change the length of a deal are small: OpenSpiel
also offers nil bids (0) and a bid of 1 (Parlour's seed text: 2 to 13). Parlour's
whole match to 500 is shown too (no OpenSpiel counterpart). Times are CPU time of
this process (``time.process_time``), one core; the engines run in alternating rounds
and each row keeps its best round, so load from other processes matters less.
"""

from __future__ import annotations

import argparse
import random
import time

from _common import machine, table

import parlour

GAMES = ("spades",)
"""``parlour bench spades`` runs this script."""


def parlour_deals(n: int, seed: int = 0, options: dict[str, object] | None = None) -> tuple[float, int]:
    """CPU seconds and decision actions for ``n`` random games of Parlour Spades."""
    rng = random.Random(seed)
    opts = {"deals": 1} if options is None else options
    actions = 0
    t = time.process_time()
    for i in range(n):
        g = parlour.new_game("spades", seed=i, options=opts)
        while not g.is_over():
            seat = g.waiting_for()[0]
            legal = g.legal_actions(seat)
            g.apply(seat, legal[rng.randrange(len(legal))])
            actions += 1
    return time.process_time() - t, actions


def openspiel_deals(n: int, seed: int = 0) -> tuple[float, int] | None:
    """CPU seconds and decision actions for ``n`` random deals of OpenSpiel's spades,
    or ``None`` when OpenSpiel is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("spades")
    rng = random.Random(seed)
    actions = 0
    t = time.process_time()
    for _ in range(n):
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                s.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            legal = s.legal_actions()
            s.apply_action(legal[rng.randrange(len(legal))])
            actions += 1
    return time.process_time() - t, actions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small samples")
    ap.add_argument("-n", type=int, default=0, help="deals per round (default 1000, quick 200)")
    ap.add_argument("--rounds", type=int, default=0, help="alternating rounds (default 5, quick 3)")
    ap.add_argument("--game", default="spades", help="only spades (for `parlour bench`)")
    args = ap.parse_args()
    n = args.n or (200 if args.quick else 1000)
    rounds = args.rounds or (3 if args.quick else 5)
    matches = 5 if args.quick else 40
    print(machine())
    parlour_deals(20)  # warm up: imports, tables
    rows: list[list[object]] = []
    ours_runs, theirs_runs = [], []
    for k in range(rounds):
        ours_runs.append(parlour_deals(n, seed=k))
        got = openspiel_deals(n, seed=k)
        if got is not None:
            theirs_runs.append(got)
    ours = min(ours_runs)
    theirs = min(theirs_runs) if theirs_runs else None
    p_rate = n / ours[0]
    if theirs is not None:
        o_rate = n / theirs[0]
        rows.append(["OpenSpiel spades (C++ via pybind)", "one deal", n, theirs[0], o_rate,
                     theirs[1] / theirs[0], 1.0])
    else:
        o_rate = 0.0
    rows.append(["Parlour spades (pure Python)", "one deal", n, ours[0], p_rate,
                 ours[1] / ours[0], p_rate / o_rate if o_rate else "-"])
    whole = parlour_deals(matches, options={})
    rows.append(["Parlour spades", "match to 500", matches, whole[0], matches / whole[0],
                 whole[1] / whole[0], "-"])
    table(["engine", "unit", "games", "CPU s", "games/s", "decisions/s", "vs OpenSpiel"], rows,
          title=f"Random Spades playouts, uniform over legal actions, one core "
                f"(best of {rounds} rounds)")
    if theirs is None:
        print("\nOpenSpiel is not installed: pip install 'open-spiel>=1.5,<2' (the bench extra)")


if __name__ == "__main__":
    main()
