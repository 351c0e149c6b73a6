"""The lobby's HTTP API: games, rules, creating and listing tables, pages."""

import parlour
from parlour.engine.registry import game_class
from parlour.server.tables import hash_token
from tests.server.conftest import new_table


def test_games_lists_every_registered_game_with_bots_and_options(client):
    games = {g["name"]: g for g in client.get("/api/games").json()}
    import parlour

    assert set(games) == {g.name for g in parlour.games()}
    toy = games["stoy"]
    assert toy["title"] == "Service Toy" and toy["min_players"] == 2 and toy["max_players"] == 3
    assert toy["options"]["hand_size"]["default"] == 3
    assert "random" in toy["bots"] and "normal" in toy["levels"]
    assert toy["layout"] == {"center": ["stock", "table"]}
    assert toy["summary"].startswith("Play your hidden cards")
    assert toy["variant_options"] == {}


def test_games_list_each_variants_option_presets(client):
    cactus = {g["name"]: g for g in client.get("/api/games").json()}["cactus"]
    presets = cactus["variant_options"]
    assert set(presets) == set(cactus["variants"])
    assert presets["denexa"] == {}
    wiki = presets["wikipedia"]
    assert wiki["start_peek"] == 2 and wiki["scoring"] == "match"
    assert cactus["options"]["start_peek"]["default"] != wiki["start_peek"]
    assert set(wiki) <= set(cactus["options"])
    assert cactus["variant_fixed"] == {"denexa": [], "wikipedia": [
        "plain_discard_reusable", "power_once", "repeat_match", "scoring"]}


def test_rules_text(client):
    r = client.get("/api/rules/stoy")
    assert r.status_code == 200 and "highest total wins" in r.json()["text"]
    assert client.get("/api/rules/nosuchgame").status_code == 404


def test_the_rules_panel_shows_each_games_rules_md(client):
    for info in parlour.games():
        cls = game_class(info.name)
        got = client.get(f"/api/rules/{info.name}").json()
        assert got == {"game": info.name, "title": cls.title, "format": "markdown", "text": cls.rules_text}
        assert got["text"].startswith("# ")


def test_create_table_with_humans_and_bots(client):
    t = new_table(client, [{"kind": "human", "name": "Ann"},
                           {"kind": "bot", "bot": "random", "level": "fast"},
                           {"kind": "human"}])
    tid = t["table"]
    assert [s["kind"] for s in t["seats"]] == ["human", "bot", "human"]
    tokens = [s.get("token") for s in t["seats"]]
    assert tokens[1] is None and tokens[0] and tokens[2] and tokens[0] != tokens[2]
    assert t["seats"][0]["url"] == f"/table/{tid}?seat=0&token={tokens[0]}"
    # seats are numbered from 0 everywhere: an unnamed person is "Seat N", a bot is named by kind
    assert t["seats"][2]["name"] == "Seat 2" and t["seats"][1]["name"] == "Random bot"
    assert t["seats"][1]["bot"] == "random" and t["seats"][1]["level"] == "fast"
    assert t["spectator_url"] == f"/table/{tid}"
    summary = client.get(f"/api/tables/{tid}").json()
    assert summary["status"] == "open" and summary["players"] == 3 and summary["seq"] == 0
    listing = client.get("/api/tables").json()
    assert [s["table"] for s in listing["open"]] == [tid] and listing["finished"] == []
    # no token (nor its hash) is ever listed
    text = client.get("/api/tables").text + client.get(f"/api/tables/{tid}").text
    for tok in (tokens[0], tokens[2]):
        assert tok not in text and hash_token(tok) not in text


def test_create_table_refuses_bad_requests_with_reasons(client):
    def post(body):
        return client.post("/api/tables", json=body)

    r = post({"game": "nosuch"})
    assert r.status_code == 400 and "unknown game" in r.json()["detail"]
    r = post({"game": "stoy", "players": 9})
    assert r.status_code == 400 and "2 to 3 players" in r.json()["detail"]
    r = post({"game": "stoy", "options": {"hand_size": 99}})
    assert r.status_code == 400 and "hand_size" in r.json()["detail"]
    r = post({"game": "stoy", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "genius"}]})
    assert r.status_code == 400 and "genius" in r.json()["detail"]
    r = post({"game": "stoy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "godlike"}]})
    assert r.status_code == 400 and "godlike" in r.json()["detail"]
    r = post({"game": "stoy", "players": 3, "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert r.status_code == 400 and "3 players but 2 seats" in r.json()["detail"]
    r = post({"game": "stoy", "colour": "red"})
    assert r.status_code == 422 and "colour" in r.text
    assert client.get("/api/tables").json()["open"] == []


def test_default_seats_are_human_and_players_default(client):
    r = client.post("/api/tables", json={"game": "stoy"})
    assert r.status_code == 201
    assert [s["kind"] for s in r.json()["seats"]] == ["human", "human"]
    assert [s["name"] for s in r.json()["seats"]] == ["Seat 0", "Seat 1"]


def test_unknown_table_is_404(client):
    assert client.get("/api/tables/nope").status_code == 404
    assert client.get("/api/tables/nope/record").status_code == 404


def test_pages_are_served(client):
    import parlour.server.app as app_mod

    for path in ("/", "/table/abc", "/replay/abc"):
        r = client.get(path)
        assert r.headers["content-type"].startswith("text/html")
        assert r.status_code == (200 if (app_mod.WEB / "index.html").is_file() else 503)
    if (app_mod.WEB / "index.html").is_file():
        assert client.get("/static/index.html").status_code == 200


def test_serve_migrate_only_creates_the_database(tmp_path, capsys, monkeypatch):
    import sqlalchemy as sa

    from parlour.cli.main import main

    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert main(["serve", "--migrate-only", "--data", str(tmp_path / "d")]) == 0
    assert "up to date" in capsys.readouterr().out
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'd' / 'parlour.sqlite3'}")
    names = set(sa.inspect(engine).get_table_names())
    engine.dispose()
    assert {"tables", "steps", "alembic_version"} <= names


def test_database_urls_are_normalized(monkeypatch):
    import importlib.util

    from parlour.server import storage

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: object() if name == "psycopg" else None if name == "psycopg2"
                        else real(name, *a))
    assert storage.normalize_url("postgres://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert storage.normalize_url("postgresql+psycopg2://u@h/db") == "postgresql+psycopg2://u@h/db"
    assert storage.normalize_url("sqlite:///x.db") == "sqlite:///x.db"


def test_a_taken_table_id_is_replaced(client, monkeypatch):
    import parlour.server.service as service_mod

    first = new_table(client)["table"]
    ids = iter([first, "feedc0ffee"])
    monkeypatch.setattr(service_mod.secrets, "token_hex", lambda n: next(ids))
    svc = client.app.state.service
    svc.tables.pop(first)  # as after a restart: only the database knows the id
    assert new_table(client)["table"] == "feedc0ffee"


def test_metrics_count_steps_and_latency(client):
    from tests.server.conftest import ws_url

    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_json({"type": "act", "id": 1, "action": {"type": "peek"}})
        [ws.receive_json() for _ in range(3)]
        m = client.get("/api/metrics").json()
    assert m["steps"] == 1 and m["tables_open"] == 1 and m["connections"] == 1
    assert m["latency_ms"]["count"] == 1 and m["latency_ms"]["p50"] >= 0
    assert client.get("/api/metrics").json()["latency_ms"]["count"] == 1
