"""Poker hand evaluation: Parlour (parlour.hands) against treys, phevaluator, eval7, pokerkit.

Run:  PYTHONPATH=. python benchmarks/bench_hands.py            (full: ~2-5 minutes)
      PYTHONPATH=. python benchmarks/bench_hands.py --no-enumeration   (tables only)
      PYTHONPATH=. python benchmarks/bench_hands.py --quick    (smaller samples)

Prints markdown tables:
1. single-hand evaluations per second (a Python loop over a fixed list of random hands, each
   library given its own pre-converted card objects, called the way its users call it --
   see ``CALLS``) for five, six and seven cards, plus Parlour's NumPy batch rate.  The
   libraries take turns for ``--repeat`` rounds; before each timed loop the library runs
   once over the first hands untimed, so every library is timed with its own tables in
   the CPU cache (not evicted by the previous library's).  The median round is reported,
   and the best one, because shared machines are noisy;
2. a differential check against treys (and phevaluator) on ``--diff`` random hands: the
   strengths must be exactly ``7463 - rank`` (so every pairwise order agrees);
3. the exact enumeration of all 133,784,560 seven-card hands by category, timed, both the
   incremental path and the explicit ``evaluate_batch`` path.

Libraries that are not installed are skipped with a note (``pip install treys phevaluator
eval7 pokerkit``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

RANKS = "A23456789TJQK"
SUITS = "cdhs"


def card_text(c: int) -> str:
    return RANKS[(c & 15) - 1] + SUITS[(c >> 4) & 3]


def deal(n: int, k: int, seed: int) -> np.ndarray:
    from parlour.hands.batch import DECK52

    rng = np.random.default_rng(seed)
    out = np.empty((n, k), dtype=np.int64)
    step = 200_000
    for i in range(0, n, step):
        m = min(step, n - i)
        keys = rng.random((m, 52))
        out[i:i + m] = DECK52[np.argpartition(keys, k, axis=1)[:, :k]]
    return out


def best_rate(loop: Callable[[], object], n: int, repeat: int) -> float:
    """Hands per second of CPU time of this process, best of ``repeat`` runs."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        loop()
        best = min(best, time.process_time() - t0)
    return n / best


def _loop(f: Callable[..., object], items: list[Any], star: bool = False,
          two: bool = False) -> Callable[[], None]:
    """A plain for-loop calling ``f`` on each item (``f(*item)`` if ``star``, ``f(x, y)`` for
    an item ``(x, y)`` if ``two``)."""
    if two:
        def run_two() -> None:
            for x, y in items:
                f(x, y)
        return run_two
    if star:
        def run_star() -> None:
            for item in items:
                f(*item)
        return run_star

    def run() -> None:
        for item in items:
            f(item)
    return run


#: What each library's timed loop is given and calls, per hand (cards converted beforehand).
CALLS = {
    "parlour": "`evaluate5(hand)` / `evaluate6(hand)` / `evaluate7(hand)`, `hand` a list of "
               "engine card ints",
    "treys": "`Evaluator().evaluate(hand, board)`, `hand` a list of 2 treys card ints, `board` "
             "a list of the other 3, 4 or 5",
    "phevaluator": "`evaluate_cards(*ids)`, `ids` a tuple of 5, 6 or 7 card-id ints",
    "eval7": "`evaluate(hand)`, `hand` a list of `eval7.Card`",
    "pokerkit": "`StandardHighHand(cards)` (5 cards) / `StandardHighHand.from_game(hole, board)` "
                "(6, 7), tuples of `pokerkit.Card`",
}
SIZES = (5, 6, 7)


def single_loops(name: str, hands: list[list[int]], k: int) -> Callable[[], None] | str:
    """A zero-argument loop evaluating every hand once with library ``name``, or a skip note."""
    try:
        if name == "parlour":
            from parlour.hands import evaluate5, evaluate6, evaluate7

            f = {5: evaluate5, 6: evaluate6, 7: evaluate7}[k]
            f(hands[0])  # build lazy tables outside the timing
            return _loop(f, hands)
        if name == "treys":
            treys = importlib.import_module("treys")
            ev = treys.Evaluator()
            conv = [[treys.Card.new(card_text(c)) for c in h] for h in hands]
            return _loop(ev.evaluate, [(h[:2], h[2:]) for h in conv], two=True)
        if name == "phevaluator":
            ph = importlib.import_module("phevaluator")
            ids = [tuple(((c & 15) + 11) % 13 * 4 + ((c >> 4) & 3) for c in h) for h in hands]
            return _loop(ph.evaluate_cards, ids, star=True)
        if name == "eval7":
            e7 = importlib.import_module("eval7")
            return _loop(e7.evaluate, [[e7.Card(card_text(c)) for c in h] for h in hands])
        if name == "pokerkit":
            pk = importlib.import_module("pokerkit")
            conv = [tuple(pk.Card.parse("".join(card_text(c) for c in h))) for h in hands]
            hand_type = pk.StandardHighHand
            if k == 5:
                return _loop(hand_type, conv)
            return _loop(hand_type.from_game, [(h[:2], h[2:]) for h in conv], two=True)
    except ImportError as exc:
        return f"not installed ({exc.name})"
    except Exception as exc:  # a library that installs but breaks: note and go on
        return f"failed: {type(exc).__name__}: {exc}"
    raise ValueError(name)


LIBS = ["parlour", "treys", "phevaluator", "eval7", "pokerkit"]


def bench_single(n: int, repeat: int) -> tuple[list[str], dict[str, dict[int, list[float]]]]:
    """Rates of every round per library and hand size; the libraries take turns, ``repeat``
    rounds, each timed loop preceded by an untimed warm-up over its first hands."""
    notes: list[str] = []
    rates: dict[str, dict[int, list[float]]] = {lib: {} for lib in LIBS}
    for k in SIZES:
        hands = deal(n, k, seed=100 + k).tolist()
        loops: dict[str, tuple[Callable[[], None], Callable[[], None], int]] = {}
        for lib in LIBS:
            # pokerkit is two orders of magnitude slower: give it a tenth of the hands
            sub = hands if lib != "pokerkit" else hands[: max(200, n // 10)]
            loop = single_loops(lib, sub, k)
            warm = single_loops(lib, sub[: max(1, len(sub) // 10)], k)
            if isinstance(loop, str) or isinstance(warm, str):
                if k == 5:
                    notes.append(f"{lib}: {loop}")
                continue
            loops[lib] = (warm, loop, len(sub))
        for _ in range(repeat):
            for lib, (warm, loop, m) in loops.items():
                warm()
                rates[lib].setdefault(k, []).append(best_rate(loop, m, 1))
    return notes, rates


def bench_batch(n: int, repeat: int) -> dict[int, float]:
    from parlour.hands import evaluate_batch

    out = {}
    for k in (5, 7):
        hands = deal(n, k, seed=200 + k)
        evaluate_batch(hands[:10])
        out[k] = best_rate(lambda hands=hands: evaluate_batch(hands), n, repeat)
    return out


def differential(n: int) -> list[str]:
    from parlour.hands import MAX_STRENGTH, evaluate5, evaluate6, evaluate7, evaluate_batch

    lines = []
    for k in SIZES:
        hands = deal(n, k, seed=300 + k)
        ours = evaluate_batch(hands).astype(np.int64)
        single = {5: evaluate5, 6: evaluate6, 7: evaluate7}[k]
        listed = hands.tolist()
        same_single = sum(1 for h, s in zip(listed[:100_000], ours.tolist(), strict=False) if single(h) == s)
        lines.append(f"| parlour single vs batch | {k} | {min(n, 100_000):,} | "
                     f"{min(n, 100_000) - same_single} |")
        try:
            treys = importlib.import_module("treys")
            ev = treys.Evaluator()
            table = {c: treys.Card.new(card_text(c)) for c in range(64) if 1 <= (c & 15) <= 13}
            theirs = np.fromiter(
                (MAX_STRENGTH + 1 - ev.evaluate([table[c] for c in h[:2]], [table[c] for c in h[2:]])
                 for h in listed), dtype=np.int64, count=n)
            lines.append(f"| treys (strength = 7463 - rank) | {k} | {n:,} | {int((theirs != ours).sum())} |")
            order = np.argsort(ours, kind="stable")
            inversions = int((np.diff(theirs[order]) < 0).sum())
            lines.append(f"| treys pairwise order (inversions after sorting) | {k} | {n:,} | {inversions} |")
        except ImportError:
            lines.append(f"| treys | {k} | not installed | |")
        try:
            ph = importlib.import_module("phevaluator")
            m = min(n, 200_000)
            theirs_ph = np.fromiter(
                (MAX_STRENGTH + 1 - ph.evaluate_cards(*[((c & 15) + 11) % 13 * 4 + ((c >> 4) & 3) for c in h])
                 for h in listed[:m]), dtype=np.int64, count=m)
            lines.append(f"| phevaluator (strength = 7463 - rank) | {k} | {m:,} | "
                         f"{int((theirs_ph != ours[:m]).sum())} |")
        except ImportError:
            lines.append(f"| phevaluator | {k} | not installed | |")
    return lines


def enumeration() -> list[str]:
    from parlour.hands import Category
    from parlour.hands.batch import timed_count

    published = [23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 41584]
    c0 = time.process_time()
    inc, t_inc = timed_count(7, "incremental")
    c1 = time.process_time()
    exp, t_exp = timed_count(7, "explicit")
    c2 = time.process_time()
    lines = [f"Incremental path: {t_inc:.1f} s wall, {c1 - c0:.1f} s CPU; explicit `evaluate_batch` path: "
             f"{t_exp:.1f} s wall, {c2 - c1:.1f} s CPU (133,784,560 hands each, "
             f"{133784560 / (c2 - c1) / 1e6:.1f} M hands per CPU second end to end).", "",
             "| category | count | published | match |", "|---|---:|---:|:-:|"]
    for cat in reversed(Category):
        ok = inc[cat] == exp[cat] == published[cat]
        lines.append(f"| {cat.label} | {inc[cat]:,} | {published[cat]:,} | {'yes' if ok else 'NO'} |")
    total_ok = "yes" if sum(inc) == 133784560 else "NO"
    lines.append(f"| total | {sum(inc):,} | {sum(published):,} | {total_ok} |")
    return lines


def fmt(rate: float | None) -> str:
    return "—" if rate is None else f"{rate:,.0f}"


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="smaller samples, no enumeration")
    p.add_argument("--no-enumeration", action="store_true",
                   help="skip the (about a minute long) count of every seven-card hand")
    p.add_argument("--single", type=int, default=10_000, help="hands per single-hand timing")
    p.add_argument("--batch", type=int, default=1_000_000, help="hands per batch timing")
    p.add_argument("--diff", type=int, default=1_000_000, help="hands in the differential check")
    p.add_argument("--repeat", type=int, default=15, help="timing rounds (best one counts)")
    a = p.parse_args(argv)
    if a.quick:
        a.single, a.batch, a.diff, a.repeat = 5_000, 200_000, 20_000, 5

    t0 = time.process_time()
    import parlour.hands  # noqa: F401

    t_import = time.process_time() - t0
    from parlour.hands import tables

    t0 = time.process_time()
    tables.seven()
    t_seven = time.process_time() - t0

    versions = []
    for lib in LIBS[1:]:
        try:
            from importlib.metadata import version

            versions.append(f"{lib} {version(lib)}")
        except Exception:
            versions.append(f"{lib} (absent)")
    print(f"# Poker hand evaluation benchmark\n\nPython {platform.python_version()}, NumPy {np.__version__}, "
          f"{platform.machine()} {platform.processor() or ''}; {', '.join(versions)}.")
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{os.cpu_count()} CPUs, load average {load} at start. Times are CPU seconds of this process "
          f"(time.process_time) of interleaved rounds, to resist other load on a shared machine.")
    print(f"`import parlour.hands` {t_import * 1e3:.0f} ms CPU (NumPy and the five-card tables); "
          f"six/seven-card and batch tables built lazily in {t_seven * 1e3:.0f} ms CPU.\n")

    notes, all_rates = bench_single(a.single, a.repeat)
    batch = bench_batch(a.batch, a.repeat)
    med = {lib: {k: statistics.median(v) for k, v in r.items()} for lib, r in all_rates.items()}
    best = {lib: {k: max(v) for k, v in r.items()} for lib, r in all_rates.items()}
    print(f"## Evaluations per CPU second ({a.repeat} interleaved rounds, median round; single = "
          f"Python loop over {a.single:,} hands, pokerkit a tenth; batch = one NumPy call on "
          f"{a.batch:,} hands, best round)\n")
    print("What each loop calls per hand (cards converted to each library's own type beforehand):")
    for lib in LIBS:
        print(f"- {lib}: {CALLS[lib]}")
    print("\n| library | 5 cards, single | 6 cards, single | 7 cards, single | 7 cards, batch |")
    print("|---|---:|---:|---:|---:|")
    for lib in LIBS:
        r = med[lib]
        b = fmt(batch[7]) if lib == "parlour" else "n/a (no batch API)"
        print(f"| {lib} | {fmt(r.get(5))} | {fmt(r.get(6))} | {fmt(r.get(7))} | {b} |")
    print(f"\nParlour batch, 5 cards: {fmt(batch[5])}/s.")
    print("\nBest round instead of the median: " + "; ".join(
        f"{lib} {' / '.join(fmt(best[lib].get(k)) for k in SIZES)}" for lib in LIBS if best[lib])
        + " (5 / 6 / 7 cards).")
    for label, table in (("median", med), ("best", best)):
        ratios = []
        pr = table["parlour"]
        for lib in LIBS[1:]:
            r = table[lib]
            if all(k in r for k in SIZES):
                ratios.append(f"{lib}: " + ", ".join(f"{pr[k] / r[k]:.1f}x ({k})" for k in SIZES))
        print(f"Parlour speed-up per single call, {label} rounds: " + "; ".join(ratios) + ".")
    print("Parlour batch 7 against their single 7 (median): " + "; ".join(
        f"{lib} {batch[7] / med[lib][7]:.0f}x" for lib in LIBS[1:] if 7 in med[lib]) + ".")
    for note in notes:
        print(f"- skipped {note}")

    print(f"\n## Differential check ({a.diff:,} random hands per size)\n")
    print("| against | cards | hands | mismatches |\n|---|---:|---:|---:|")
    for line in differential(a.diff):
        print(line)
    sys.stdout.flush()

    if not (a.quick or a.no_enumeration):
        print("\n## Every seven-card hand (exact enumeration)\n")
        for line in enumeration():
            print(line)


if __name__ == "__main__":
    main()
