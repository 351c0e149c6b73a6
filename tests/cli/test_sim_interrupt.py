"""``parlour sim`` stopped by Ctrl-C (a real SIGINT to a real process): it summarises the
games finished so far and exits 130. Polls the process's progress lines with a deadline."""

from __future__ import annotations

import re
import selectors
import signal
import subprocess
import sys
import time

import pytest

from parlour.cli.main import main

GAMES = 1_000_000  # far more than a test plays: only Ctrl-C ends the run


def interrupt_sim(*extra: str, deadline: float = 120.0) -> tuple[int, str, str, int]:
    """Start a long ``parlour sim``, send SIGINT once a game has finished, and return
    ``(exit status, stdout, stderr, games summarised)``."""
    p = subprocess.Popen([sys.executable, "-m", "parlour", "sim", "cactus", "-n", str(GAMES),
                          "--bots", "heuristic,random", *extra],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stderr is not None
    seen = []
    end = time.monotonic() + deadline
    try:
        with selectors.DefaultSelector() as sel:
            sel.register(p.stderr, selectors.EVENT_READ)
            while not any(line.startswith("played ") for line in seen):
                left = end - time.monotonic()
                assert left > 0 and p.poll() is None, f"no progress before the deadline: {seen}"
                if sel.select(timeout=left):
                    seen.append(p.stderr.readline())
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=max(30.0, end - time.monotonic()))
    finally:
        if p.poll() is None:
            p.kill()
            p.communicate()
    m = re.search(r"interrupted: (\d+) of (\d+) games played", err)
    assert m, f"no 'interrupted' line in: {err[-2000:]}"
    return p.returncode, out, "".join(seen) + err, int(m[1])


def check_partial_summary(status: int, out: str, played: int) -> None:
    assert status == 130
    assert 0 < played < GAMES
    assert f"2 players, {played} games" in out  # the tables summarise exactly the games played
    assert "0: heuristic" in out and "95% interval" in out


def test_ctrl_c_with_worker_processes_reports_the_games_played() -> None:
    status, out, _err, played = interrupt_sim("--jobs", "2", "--chunk-size", "10")
    check_partial_summary(status, out, played)
    assert played % 10 == 0  # whole chunks only


def test_bad_chunk_size_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "cactus", "--chunk-size", "0"]) == 2
    assert "--chunk-size must be at least 1" in capsys.readouterr().err
