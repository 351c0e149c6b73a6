"""``parlour analyze baccarat``: exact analyses of a game's rules.

``baccarat`` enumerates every coup of a full shoe (:mod:`parlour.analysis.baccarat`) and
prints the probabilities of a banker win, a player win and a tie, and the house edge of
each bet, for one or several shoe sizes (``--decks 8``, ``--decks 1-8``, ``--decks 6,8``);
``--json`` prints ``{"analysis": "baccarat", "results": [...]}`` with exact fractions.
"""

from __future__ import annotations

import argparse
import json
import time
from fractions import Fraction
from typing import Any

from parlour.errors import InvalidOption

COMMAND = "analyze"
HELP = "Exact analyses of a game's rules (baccarat: outcome probabilities, house edges)."
ANALYSES = ("baccarat",)


def deck_list(text: str) -> list[int]:
    """``"8"`` -> [8], ``"1-8"`` -> [1..8], ``"6,8"`` -> [6, 8]."""
    out: list[int] = []
    try:
        for part in text.split(","):
            lo, sep, hi = part.strip().partition("-")
            out += list(range(int(lo), int(hi) + 1)) if sep else [int(lo)]
    except ValueError:
        raise InvalidOption(f"--decks takes a number, a range or a list (8, 1-8, 6,8), "
                            f"not {text!r}") from None
    if not out or any(d < 1 or d > 64 for d in out):
        raise InvalidOption(f"--decks must name shoes of 1 to 64 decks, not {text!r}")
    return out


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("analysis", choices=ANALYSES, help="what to analyse: baccarat")
    parser.add_argument("--decks", default="8",
                        help="decks in the shoe: 8, a range 1-8 or a list 6,8 (default 8)")
    parser.add_argument("--commission", type=float, default=5.0,
                        help="percent kept from a winning banker bet (default 5)")
    parser.add_argument("--tie-pays", type=int, default=8,
                        help="a winning tie bet pays this many to 1 (default 8)")
    parser.add_argument("--json", action="store_true", help="print JSON only")


def baccarat(decks: list[int], commission: float, tie_pays: int) -> dict[str, Any]:
    """The analysis for each shoe size, as JSON."""
    from parlour.analysis.baccarat import analyze

    if not 0 <= commission <= 100:
        raise InvalidOption(f"--commission is a percentage from 0 to 100, not {commission}")
    if tie_pays < 0:
        raise InvalidOption(f"--tie-pays must be 0 or more, not {tie_pays}")
    rate = Fraction(str(commission)) / 100
    results = []
    for d in decks:
        t0 = time.perf_counter()
        odds = analyze(d, commission=rate, tie_pays=tie_pays)
        entry = {"decks": d, **odds.to_json(), "seconds": round(time.perf_counter() - t0, 4)}
        results.append(entry)
    return {"analysis": "baccarat", "commission_percent": commission, "tie_pays": tie_pays,
            "results": results}


def _render(report: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    c, tp = report["commission_percent"], report["tie_pays"]
    results = report["results"]
    if len(results) == 1:
        r = results[0]
        t = Table(title=f"Baccarat, {r['decks']} deck{'s' if r['decks'] > 1 else ''} "
                        f"({r['cards']} cards): exact, {r['denominator']:,} ways to deal six cards")
        for col in ("bet", "wins", "pays", "house edge", "edge, ties left out"):
            t.add_column(col, justify="left" if col == "bet" else "right")
        pays = {"banker": f"1 to 1 less {c:g}%", "player": "1 to 1", "tie": f"{tp} to 1"}
        for spot in ("banker", "player", "tie"):
            nt = r["house_edge_without_ties"].get(spot)
            t.add_row(spot, f"{r['probability'][spot]:.6f}", pays[spot],
                      f"{100 * r['house_edge'][spot]:.4f}%", "-" if nt is None else f"{100 * nt:.4f}%")
        console.print(t)
        console.print(f"exact: banker {r['probability_exact']['banker']}, player "
                      f"{r['probability_exact']['player']}, tie {r['probability_exact']['tie']} "
                      f"({r['seconds']:.2f} s)")
        return
    t = Table(title=f"Baccarat by shoe size (commission {c:g}%, tie {tp} to 1)")
    for col in ("decks", "banker", "player", "tie", "edge banker", "edge player", "edge tie"):
        t.add_column(col, justify="right")
    for r in results:
        p, e = r["probability"], r["house_edge"]
        t.add_row(str(r["decks"]), f"{p['banker']:.6f}", f"{p['player']:.6f}", f"{p['tie']:.6f}",
                  f"{100 * e['banker']:.3f}%", f"{100 * e['player']:.3f}%", f"{100 * e['tie']:.3f}%")
    console.print(t)
    console.print(f"{sum(r['seconds'] for r in results):.2f} s in all")


def run(args: argparse.Namespace) -> int:
    report = baccarat(deck_list(args.decks), args.commission, args.tie_pays)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _render(report)
    return 0
