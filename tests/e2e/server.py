"""A real ``parlour serve`` subprocess on a free port with its own data folder."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("PARLOUR_CHROMIUM", "/usr/bin/chromium")
"""Debian's Chromium (another binary with PARLOUR_CHROMIUM)."""
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``parlour serve`` on 127.0.0.1:``port`` with data in ``data``; bots paced by ``pace``."""

    def __init__(self, data: Path, port: int | None = None, pace: float = 0.05,
                 entry: list[str] | None = None) -> None:
        self.entry = entry or [sys.executable, "-m", "parlour"]
        self.data = Path(data)
        self.port = port or free_port()
        self.pace = pace
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = self.data / "serve.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 120.0) -> Server:  # a hang, not a slow machine
        self.data.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
        out = open(self.log, "ab")  # noqa: SIM115 (kept open for the child's life)
        self.proc = subprocess.Popen(
            [*self.entry, "serve", "--port", str(self.port), "--data", str(self.data),
             "--bot-pace", str(self.pace),
             # the browser tests create dozens of tables from one address, faster than the
             # default budget lets a person (20 at once, then one every 5 s)
             "--create-burst", "10000"],
            stdout=out, stderr=subprocess.STDOUT, env=env, cwd=REPO)
        out.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"parlour serve exited with {self.proc.returncode}:\n"
                                   f"{self.log.read_text()}")
            try:
                self.get("/api/games")
                return self
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"parlour serve did not answer within {timeout} s:\n{self.log.read_text()}")

    def kill(self) -> None:
        """Stop the server abruptly (SIGKILL), as a crash would."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.url + path, timeout=10) as r:
            return json.loads(r.read())

    def post(self, path: str, body: Any) -> Any:
        req = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json"}, method="POST")
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.loads(r.read())
