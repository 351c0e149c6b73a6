"""Every game's table WebSocket fuzzed with Hypothesis: legal actions with wrong values,
wrong shapes, random text and bytes. Every message gets an answer (an ``error`` naming
the problem, or ack, events and state) and the connection stays open; nothing reaches
the client that is not one of the protocol's messages."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import parlour
from parlour.server.clock import ManualClock
from tests.server.conftest import running

GAMES = [g.name for g in parlour.games()]
TYPES = {"state", "events", "ack", "error", "pong"}

scalars = st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats(allow_nan=False) \
    | st.text(max_size=12)
values = st.recursive(scalars, lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=6), c,
                                                                                      max_size=3),
                      max_leaves=8)


def mutated(data: st.DataObject, legal: list[dict[str, Any]]) -> str:
    """A legal action (or a made-up one) with a field given a wrong value or added."""
    action = dict(data.draw(st.sampled_from(legal))) if legal else {"type": "pass"}
    action.pop("label", None), action.pop("targets", None)
    key = data.draw(st.sampled_from(sorted(action)) | st.text(max_size=6))
    action[key] = data.draw(values)
    msg = {"type": "act", "id": data.draw(st.text(min_size=1, max_size=8) | st.integers(0, 10**6)),
           "action": action}
    return json.dumps(msg)


def test_hypothesis_messages_to_every_games_table(tmp_path):
    assert len(GAMES) >= 10
    url = f"sqlite:///{tmp_path / 'fuzz.sqlite3'}"
    with running(url, ManualClock(), rate=1e6, burst=10**6, address_rate=1e6, address_burst=10**7,
                 create_burst=10**6) as client:
        for game in GAMES:
            cls = parlour.engine.registry.game_class(game)
            t = client.post("/api/tables", json={"game": game, "players": cls.min_players})
            assert t.status_code == 201, t.text
            t = t.json()
            with client.websocket_connect(f"/ws/{t['table']}?seat=0&token={t['seats'][0]['token']}") as ws:
                legal: list[dict[str, Any]] = ws.receive_json()["legal"]

                @given(data=st.data())
                @settings(max_examples=12, deadline=None, database=None, derandomize=True,
                          suppress_health_check=list(HealthCheck))
                def fuzz(data: st.DataObject) -> None:
                    nonlocal legal
                    kind = data.draw(st.sampled_from(["mutated", "shape", "text", "bytes"]))
                    if kind == "mutated":
                        ws.send_text(mutated(data, legal))
                    elif kind == "shape":
                        ws.send_text(json.dumps(data.draw(values)))
                    elif kind == "text":
                        ws.send_text(data.draw(st.text(max_size=64)))
                    else:
                        ws.send_bytes(data.draw(st.binary(max_size=64)))
                    ws.send_json({"type": "ping"})
                    answers = 0
                    while True:
                        m = ws.receive_json()  # a dropped connection raises here
                        assert m.get("type") in TYPES, m
                        if m["type"] == "pong":
                            break
                        answers += 1
                        if m["type"] == "state":
                            legal = m["legal"]
                        if m["type"] == "error":
                            assert isinstance(m["reason"], str) and m["reason"], m
                    assert answers >= 1  # every message is answered (an error at least)

                fuzz()
            assert client.get(f"/api/tables/{t['table']}").status_code == 200
        assert client.get("/api/metrics").json()["damaged_tables"] == []
