"""A whole Cactus game through the service: two seats over WebSockets playing random legal
actions to the end; every message a seat receives is exactly its engine view, legal
actions and event copies at that step, and the finished record replays to the same game."""

import random

import pytest

import parlour
from parlour.engine.registry import game_class
from tests.server.conftest import new_table, running, ws_url

try:
    game_class("cactus")
    HAVE_CACTUS = True
except ValueError:
    HAVE_CACTUS = False

pytestmark = pytest.mark.skipif(not HAVE_CACTUS, reason="Cactus is not registered yet")


@pytest.fixture
def fast_client(db_url, clock):
    with running(db_url, clock, rate=1e6, burst=10**6) as c:
        yield c


def test_cactus_game_over_websockets_matches_the_engine_view_by_view(fast_client, clock):
    client = fast_client
    t = new_table(client, game="cactus", seed=11)
    rng = random.Random(5)
    seen: list[tuple[int, dict]] = []
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1, \
            client.websocket_connect(ws_url(t, None)) as spec:
        socks = {0: ws0, 1: ws1, None: spec}
        states = {s: ws.receive_json() for s, ws in socks.items()}
        n = 0
        interval = getattr(parlour.new_game("cactus", 2, seed=11).options, "min_interval", 0)
        last: dict[int, int] = {}  # per seat, the table time of its last action
        while not states[None]["view"]["over"] and n < 400:
            st = states[None]
            waiting, now, deadline = st["waiting"], st["clock"], st["view"]["deadline"]
            # a person acts once per minimum interval: wait for it, unless a timer comes first
            ready = max(now, last.get(waiting[0], -interval) + interval) if waiting else now
            if not waiting or (deadline is not None and deadline <= ready):
                clock.advance(deadline - now)  # the timer fires: one step
            else:
                seat = waiting[0]
                clock.advance(ready - now)
                last[seat] = ready
                a = dict(rng.choice(states[seat]["legal"]))
                a.pop("label"), a.pop("targets")
                n += 1
                socks[seat].send_json({"type": "act", "id": n, "action": a})
                reply = socks[seat].receive_json()
                assert reply["type"] == "ack", (reply, a, st["view"]["now"], st["clock"])
            for s, ws in socks.items():
                msg = ws.receive_json()
                if msg["type"] == "events":
                    seen.append((s, msg))
                    msg = ws.receive_json()
                assert msg["type"] == "state"
                states[s] = msg
        assert states[None]["view"]["over"]
    assert len(seen) > 60 and {s for s, _ in seen} == {0, 1, None}
    record = client.get(f"/api/tables/{t['table']}/record").json()
    final = parlour.replay(record)
    for s in (0, 1, None):
        assert states[s]["view"] == final.view(s)
    # every event message was that seat's copy of the engine's events at that step
    game = parlour.new_game("cactus", 2, variant=record["variant"], seed=11)
    per_step = []
    for e in record["actions"]:
        if "advance" in e:
            per_step.append(game.advance(e["advance"]))
        else:
            per_step.append(game.apply(e["seat"], e["action"], at=e["at"]))
    for s, msg in seen:
        want = [ev.for_seat(s) for ev in per_step[msg["seq"] - 1]]
        for w, ev in zip(want, per_step[msg["seq"] - 1]):
            if s is not None and ev.secret and ev.to >> s & 1:
                w["private"] = list(ev.secret)  # the fields only this seat was told
        assert msg["events"] == want
