"""Waiting for a ``parlour serve`` process to answer (tests, benchmarks, scripts)."""

from __future__ import annotations

import subprocess
import time

import httpx


def wait_until_serving(proc: subprocess.Popen[str], port: int, timeout: float = 30.0,
                       poll: float = 0.05) -> None:
    """Return once ``GET /api/games`` answers 200 on ``port``; kill ``proc`` and raise
    :class:`RuntimeError` (with what it printed) if it does not within ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(poll)
    proc.kill()
    out = proc.stdout.read() if proc.stdout else ""
    raise RuntimeError(f"the server on port {port} did not come up:\n{out}")
