"""Helpers shared by the game benchmarks: markdown tables and the machine line."""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Sequence


def machine() -> str:
    """One line naming the machine and Python, printed above every table."""
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.1f}"
    return (f"{platform.machine()}, {os.cpu_count()} cores{load}, Python {platform.python_version()} "
            f"({platform.python_implementation()})")


def table(headers: Sequence[str], rows: Sequence[Sequence[object]], title: str = "") -> None:
    """Print a markdown table (right-aligned numbers)."""
    cells = [[_fmt(v) for v in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    if title:
        print(f"\n**{title}**\n")
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("| " + " | ".join("-" * (w - 1) + ":" for w in widths) + " |")
    for r in cells:
        print("| " + " | ".join(c.rjust(w) for c, w in zip(r, widths)) + " |")
    sys.stdout.flush()


def _fmt(v: object) -> str:
    if isinstance(v, float):
        if v >= 1000:
            return f"{v:,.0f}"
        if v >= 10:
            return f"{v:.1f}"
        return f"{v:.3g}"
    return str(v)
