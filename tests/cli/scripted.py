"""Scripted terminal sessions for ``parlour play`` tests: a fake clock, typed lines (or
callables that type them), and a console captured as plain text. No sleeps."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from rich.console import Console

from parlour.cli import play
from parlour.cli.main import build_parser
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession


def console(width: int = 100) -> tuple[Console, io.StringIO]:
    """A plain-text console and the buffer it writes to."""
    buf = io.StringIO()
    return Console(file=buf, width=width, color_system=None, highlight=False), buf


def run_play(argv: list[str], items: list[Any], *, width: int = 100,
             on_session: Callable[[PlaySession], None] | None = None,
             ) -> tuple[int, str, PlaySession, ScriptedLines]:
    """Run ``parlour play ARGV`` with scripted input ``items``; return the exit code, the
    text shown, the session and the line source. ``on_session`` sees the session before
    it runs (drivers that read the table need it)."""
    clock = FakeClock()
    lines = ScriptedLines(clock, items)
    con, buf = console(width)
    args = build_parser().parse_args(["play", *argv])
    session = play.build_session(args, console=con, lines=lines, clock=clock)
    if on_session is not None:
        on_session(session)
    code = session.run()
    return code, buf.getvalue(), session, lines
