"""``parlour serve`` as a real process: play over a real WebSocket, SIGKILL it, restart
it on the same data folder, and the table goes on from exactly where it was."""

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from parlour.server.probe import wait_until_serving

websockets_sync = pytest.importorskip("websockets.sync.client")

HELPER = Path(__file__).with_name("serve_with_toy.py")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(port: int, data: Path, db_url: str) -> subprocess.Popen:
    """The server on SQLite in ``data`` (``--data``), or on ``db_url`` through DATABASE_URL when
    it is PostgreSQL."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    if not db_url.startswith("sqlite"):
        env["DATABASE_URL"] = db_url
    proc = subprocess.Popen([sys.executable, str(HELPER), "serve", "--port", str(port), "--data", str(data),
                             "--think-workers", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            env=env, text=True)
    line = proc.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in line, line
    wait_until_serving(proc, port, timeout=120)  # a hang, not a slow machine
    return proc


def recv(ws) -> dict:
    return json.loads(ws.recv(timeout=10))


def until_state(ws, seq: int) -> dict:
    while True:
        m = recv(ws)
        if m["type"] == "state" and m["seq"] == seq:
            return m


def test_kill_9_mid_game_and_restart_resumes_the_table(tmp_path, db_url):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(port, tmp_path, db_url)
    try:
        body = {"game": "stoy", "seed": 3, "options": {"turn_ms": 0}}
        t = httpx.post(f"{base}/api/tables", json=body).json()
        tid, tokens = t["table"], [s["token"] for s in t["seats"]]
        url = [f"ws://127.0.0.1:{port}/ws/{tid}?seat={s}&token={tokens[s]}" for s in (0, 1)]
        with websockets_sync.connect(url[0]) as ws0, websockets_sync.connect(url[1]) as ws1:
            socks = [ws0, ws1]
            recv(ws0), recv(ws1)
            moves = [(0, {"type": "peek"}), (0, {"type": "play", "index": 2}),
                     (1, {"type": "play", "index": 0})]
            for n, (seat, act) in enumerate(moves, 1):
                socks[seat].send(json.dumps({"type": "act", "id": f"m{n}", "action": act}))
                assert recv(socks[seat]) == {"type": "ack", "id": f"m{n}", "seq": n}
                states = [until_state(ws, n) for ws in socks]
            before = states[1]
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    proc = start(port, tmp_path, db_url)
    try:
        summary = httpx.get(f"{base}/api/tables/{tid}").json()
        assert summary["status"] == "open" and summary["seq"] == 3
        with websockets_sync.connect(url[1]) as ws1:
            st = recv(ws1)
            assert st["seq"] == 3 and st["view"] == before["view"] and st["legal"] == before["legal"]
            ws1.send(json.dumps({"type": "act", "id": "m3", "action": {"type": "play", "index": 0}}))
            assert recv(ws1) == {"type": "ack", "id": "m3", "seq": 3}  # remembered across the kill
        with websockets_sync.connect(url[0]) as ws0:
            recv(ws0)
            ws0.send(json.dumps({"type": "act", "id": "m4", "action": {"type": "play", "index": 0}}))
            assert recv(ws0) == {"type": "ack", "id": "m4", "seq": 4}
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
