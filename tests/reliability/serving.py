"""A real ``parlour serve`` process (with the test toy game) for the reliability tests:
start it on a port, read its memory, kill it."""

from __future__ import annotations

import collections
import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

from parlour.server.probe import wait_until_serving

HELPER = Path(__file__).resolve().parents[1] / "server" / "serve_with_toy.py"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(port: int, data: Path, *args: str, db_url: str | None = None) -> subprocess.Popen[str]:
    """``parlour serve`` (toy game installed) on ``port``: SQLite in ``data``, or
    ``db_url`` (PostgreSQL) through DATABASE_URL."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    if db_url and not db_url.startswith("sqlite"):
        env["DATABASE_URL"] = db_url
    proc = subprocess.Popen([sys.executable, str(HELPER), "serve", "--port", str(port), "--data", str(data),
                             *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)
    wait_until_serving(proc, port, timeout=120)  # a hang, not a slow machine
    threading.Thread(target=_drain, args=(proc,), daemon=True, name=f"drain-{proc.pid}").start()
    return proc


OUTPUT: dict[int, collections.deque[str]] = {}
"""The last lines each server printed (by process id)."""


def _drain(proc: subprocess.Popen[str]) -> None:
    """Read what the server prints for as long as it runs: a pipe nobody reads fills, and
    the server's next log line then blocks it (its event loop with it)."""
    lines = OUTPUT.setdefault(proc.pid, collections.deque(maxlen=200))
    assert proc.stdout is not None
    with contextlib.suppress(ValueError, OSError):
        for line in proc.stdout:
            lines.append(line)


def output(proc: subprocess.Popen[str]) -> str:
    """The last lines the server printed."""
    return "".join(OUTPUT.get(proc.pid, ()))


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


def kill9(proc: subprocess.Popen[str]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)


@contextlib.contextmanager
def serving(data: Path, *args: str, db_url: str | None = None) -> Iterator[tuple[int, subprocess.Popen[str]]]:
    port = free_port()
    proc = start(port, data, *args, db_url=db_url)
    try:
        yield port, proc
    finally:
        stop(proc)


def rss_mb(pid: int) -> float:
    """Resident memory of a process (Linux /proc), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def sched(pid: int) -> tuple[float, float] | None:
    """Seconds the process's main thread has run on a CPU, and waited for one while it
    had work to do (Linux schedstat; None where the kernel does not keep it)."""
    try:
        ran, waited, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    except (OSError, ValueError):
        return None
    return int(ran) / 1e9, int(waited) / 1e9


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(d.name))
    return out


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
