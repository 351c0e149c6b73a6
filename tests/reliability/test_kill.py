"""Issue #11 point 2 and the fault suite: ``kill -9`` of the server while a search bot
thinks in a worker process: the worker lets go of the port and dies with the server, a
new server starts on the same port, and the table goes on, bot included."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from tests.reliability.serving import alive, children, kill9, start, stop

websockets_sync = pytest.importorskip("websockets.sync.client")


def test_kill_9_while_a_search_bot_thinks_then_restart_on_the_same_port(tmp_path):
    from tests.reliability.serving import free_port

    port = free_port()
    proc = start(port, tmp_path, "--think-workers", "1", "--bot-pace", "0")
    workers: list[int] = []
    try:
        base = f"http://127.0.0.1:{port}"
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "search:60"}]  # Cactus: seat 1 begins
        t = httpx.post(f"{base}/api/tables", json={"game": "cactus", "seats": seats, "seed": 5}).json()
        url = f"ws://127.0.0.1:{port}/ws/{t['table']}?seat=0&token={t['seats'][0]['token']}"
        with websockets_sync.connect(url) as ws:  # the person arrives: the bot starts thinking
            first = json.loads(ws.recv(timeout=10))
            deadline = time.monotonic() + 20
            while not workers and time.monotonic() < deadline:
                workers = children(proc.pid)
                time.sleep(0.1)
            assert workers, "no worker process started"
            time.sleep(0.5)  # well inside its 60 s of thought
            kill9(proc)
        gone = time.monotonic() + 5
        while any(alive(w) for w in workers) and time.monotonic() < gone:
            time.sleep(0.05)
        assert not any(alive(w) for w in workers), "a worker outlived the server"
        proc = start(port, tmp_path, "--think-workers", "1", "--bot-pace", "0")  # the same port
        with websockets_sync.connect(url) as ws:
            st = json.loads(ws.recv(timeout=10))
            assert st["type"] == "state" and st["seq"] >= first["seq"] and st["view"]["game"] == "cactus"
        again = []
        deadline = time.monotonic() + 20
        while not again and time.monotonic() < deadline:  # the bot thinks again, in a new worker
            again = children(proc.pid)
            time.sleep(0.1)
        assert again and not set(again) & set(workers)
        workers += again
        kill9(proc)
        gone = time.monotonic() + 5
        while any(alive(w) for w in again) and time.monotonic() < gone:
            time.sleep(0.05)
        assert not any(alive(w) for w in again)
    finally:
        for w in workers:
            if alive(w):
                import os
                import signal

                os.kill(w, signal.SIGKILL)
        stop(proc)
