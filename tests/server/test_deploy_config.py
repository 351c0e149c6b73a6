"""The deployment in ``deploy/`` (issue #17), checked without Docker: the compose file, the
proxy's configuration and the service image agree with each other and with ``parlour serve``.

- Every instance gets ``DATABASE_URL`` and ``REDIS_URL`` naming the compose file's own
  PostgreSQL and Redis services, with their users, passwords, databases and ports.
- The proxy's upstream lists exactly the instances, on the port they listen on, and passes
  WebSocket upgrades and the client's address on (which the instances are told to trust).
- The image's command uses only options ``parlour serve --help`` has, installs extras that
  ``pyproject.toml`` defines (the PostgreSQL driver and the Redis client among them), and
  copies files that exist.
- ``nginx -t`` accepts the configuration (the instances' names pointed at loopback), where
  nginx is installed (``scripts/test`` installs it as root).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.server.clustering import PARLOUR, nginx_unavailable, serve_options

yaml = pytest.importorskip("yaml")
crossplane = pytest.importorskip("crossplane")
dockerfile_parse = pytest.importorskip("dockerfile_parse")

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
COMPOSE = DEPLOY / "docker-compose.yml"
NGINX = DEPLOY / "nginx.conf"
DOCKERFILE = DEPLOY / "Dockerfile"


def interpolate(value: str) -> str:
    """A compose value with ``${VAR:-default}`` read as its default (no such variable set)."""
    return re.sub(r"\$\{[A-Z_][A-Z0-9_]*:-([^}]*)\}", r"\1", value)


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    doc = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(doc, dict) and isinstance(doc.get("services"), dict), "compose file has no services"
    return doc


@pytest.fixture(scope="module")
def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return compose["services"]


def built_from_our_image(service: dict[str, Any]) -> bool:
    build = service.get("build") or {}
    return isinstance(build, dict) and build.get("dockerfile") == "deploy/Dockerfile"


@pytest.fixture(scope="module")
def instances(services: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The ``parlour serve`` instances: services of our image that run its command (the
    one-shot ``migrate`` runs ``--migrate-only``)."""
    found = {name: s for name, s in services.items() if built_from_our_image(s) and "command" not in s}
    assert len(found) >= 2, f"expected several instances, found {sorted(found)}"
    return found


@pytest.fixture(scope="module")
def image() -> Any:
    return dockerfile_parse.DockerfileParser(str(DOCKERFILE))


@pytest.fixture(scope="module")
def image_command(image: Any) -> list[str]:
    cmd = json.loads(image.cmd)  # the exec form: no shell between Docker and parlour
    assert isinstance(cmd, list) and cmd[:2] == ["parlour", "serve"], cmd
    return [str(w) for w in cmd]


def option(cmd: list[str], name: str) -> str:
    assert name in cmd, f"{name} missing from {cmd}"
    return cmd[cmd.index(name) + 1]


@pytest.fixture(scope="module")
def instance_port(image_command: list[str]) -> int:
    return int(option(image_command, "--port"))


@pytest.fixture(scope="module")
def nginx() -> list[dict[str, Any]]:
    parsed = crossplane.parse(str(NGINX), single=True, comments=False)
    assert parsed["status"] == "ok", parsed["errors"]
    return list(parsed["config"][0]["parsed"])


def directives(block: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    return [d for d in block if d["directive"] == name]


def only(block: list[dict[str, Any]], name: str) -> dict[str, Any]:
    found = directives(block, name)
    assert len(found) == 1, f"expected one {name!r}, found {len(found)}"
    return found[0]


@pytest.fixture(scope="module")
def http(nginx: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return list(only(nginx, "http")["block"])


@pytest.fixture(scope="module")
def location(http: list[dict[str, Any]]) -> list[dict[str, Any]]:
    server = only(http, "server")["block"]
    return list(only(server, "location")["block"])


def headers(location: list[dict[str, Any]]) -> dict[str, str]:
    return {d["args"][0].lower(): d["args"][1] for d in directives(location, "proxy_set_header")}


# ----- the compose file ----------------------------------------------------------------------


def test_every_instance_gets_the_compose_postgresql(services, instances):
    pg = services["postgres"]
    assert pg["image"].startswith("postgres:")
    env = {k: interpolate(str(v)) for k, v in pg["environment"].items()}
    for name, s in instances.items():
        url = urlsplit(interpolate(s["environment"]["DATABASE_URL"]))
        assert url.scheme in ("postgresql", "postgresql+psycopg", "postgres"), name
        assert url.hostname == "postgres" and (url.port or 5432) == 5432, name
        assert (url.username, url.password) == (env["POSTGRES_USER"], env["POSTGRES_PASSWORD"]), name
        assert url.path.lstrip("/") == env["POSTGRES_DB"], name
        assert s["depends_on"]["postgres"]["condition"] == "service_healthy", name


def test_every_instance_gets_the_compose_redis(services, instances):
    redis = services["redis"]
    assert redis["image"].startswith("redis:")
    port = int(option(redis["command"], "--port")) if "--port" in redis.get("command", []) else 6379
    for name, s in instances.items():
        url = urlsplit(s["environment"]["REDIS_URL"])
        assert url.scheme == "redis" and url.hostname == "redis" and (url.port or 6379) == port, name
        assert s["depends_on"]["redis"]["condition"] == "service_healthy", name


def test_the_database_is_migrated_once_before_the_instances_start(services, instances):
    migrating = [n for n, s in services.items() if built_from_our_image(s) and "command" in s]
    assert len(migrating) == 1, migrating
    migrate = services[migrating[0]]
    assert migrate["command"] == ["parlour", "serve", "--migrate-only"]
    first = next(iter(instances.values()))
    assert migrate["environment"]["DATABASE_URL"] == first["environment"]["DATABASE_URL"]
    for name, s in instances.items():
        assert s["depends_on"][migrating[0]]["condition"] == "service_completed_successfully", name


def test_instances_are_checked_on_the_port_they_listen_on(instances, instance_port, image):
    exposed = [d["value"].split() for d in image.structure if d["instruction"] == "EXPOSE"]
    assert exposed == [[str(instance_port)]]
    for name, s in instances.items():
        assert [str(p) for p in s["expose"]] == [str(instance_port)], name
        probe = " ".join(s["healthcheck"]["test"])
        assert f"127.0.0.1:{instance_port}/api/games" in probe, name
        assert s.get("hostname", name) == name  # the name the proxy and the other instances use


# ----- the proxy -----------------------------------------------------------------------------


def test_the_proxy_upstream_lists_exactly_the_instances(services, instances, instance_port, http, location):
    upstreams = directives(http, "upstream")
    assert len(upstreams) == 1
    name = upstreams[0]["args"][0]
    assert only(location, "proxy_pass")["args"] == [f"http://{name}"]
    servers = [d["args"][0] for d in directives(upstreams[0]["block"], "server")]
    assert sorted(servers) == sorted(f"{n}:{instance_port}" for n in instances)
    proxy = services["proxy"]
    assert set(proxy["depends_on"]) == set(instances)
    assert all(c["condition"] == "service_healthy" for c in proxy["depends_on"].values())


def test_the_proxy_publishes_the_port_it_listens_on(services, http):
    server = only(http, "server")["block"]
    listen = only(server, "listen")["args"][0]
    mounts = {v.split(":")[1]: v.split(":")[0] for v in services["proxy"]["volumes"]}
    assert (COMPOSE.parent / mounts["/etc/nginx/nginx.conf"]).resolve() == NGINX
    published = [str(p).rsplit(":", 1) for p in services["proxy"]["ports"]]
    assert [inside for _, inside in published] == [listen]


def test_the_proxy_passes_websocket_upgrades(http, location):
    assert only(location, "proxy_http_version")["args"] == ["1.1"]
    h = headers(location)
    assert h["upgrade"] == "$http_upgrade"
    mapped = only(http, "map")
    assert mapped["args"] == ["$http_upgrade", h["connection"]]
    values = {d["directive"]: d["args"] for d in mapped["block"]}
    assert values["default"] == ["upgrade"]  # any Upgrade header: Connection: upgrade
    read_timeout = only(location, "proxy_read_timeout")["args"][0]
    assert re.fullmatch(r"\d+[smh]", read_timeout) and not read_timeout.endswith("s")  # longer than pings


def test_the_instances_see_the_clients_address(instances, location):
    assert headers(location)["x-forwarded-for"] == "$proxy_add_x_forwarded_for"
    for name, s in instances.items():
        assert s["environment"]["FORWARDED_ALLOW_IPS"] == "*", name  # uvicorn trusts the proxy's header


@pytest.mark.skipif(nginx_unavailable() is not None, reason=f"{nginx_unavailable()}")
def test_nginx_accepts_the_configuration(tmp_path, instances):
    text = NGINX.read_text()
    for i, name in enumerate(sorted(instances), 1):
        text = re.sub(rf"\b{name}:", f"127.0.0.{i}:", text)  # resolvable here, as in the compose network
    conf = tmp_path / "nginx.conf"
    conf.write_text(text)
    done = subprocess.run(["nginx", "-t", "-q", "-e", "stderr", "-p", str(tmp_path), "-c", str(conf)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


# ----- the image -----------------------------------------------------------------------------


def test_commands_use_only_options_parlour_serve_has(services, image_command):
    known = serve_options(tuple(PARLOUR))
    assert "--port" in known and "--host" in known  # the help was read
    commands = [image_command, *(s["command"] for s in services.values()
                                 if built_from_our_image(s) and "command" in s)]
    for cmd in commands:
        used = {w.split("=")[0] for w in cmd if w.startswith("--")}
        assert used <= known, f"{cmd}: not options of parlour serve: {sorted(used - known)}"
    assert option(image_command, "--host") == "0.0.0.0"  # reachable from the proxy


def test_the_instances_environment_turns_cluster_mode_on(instances, tmp_path):
    """An instance's environment from the compose file, verbatim, given to ``parlour serve``:
    it reads REDIS_URL (no --redis-url in the command) and tries the compose file's Redis,
    which cannot be reached from here, so it refuses to start and says so."""
    name, service = next(iter(instances.items()))
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env.update({k: interpolate(str(v)) for k, v in service["environment"].items()})
    done = subprocess.run([*PARLOUR, "serve", "--port", "1", "--data", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, (name, done.stdout, done.stderr)
    assert f"cannot reach Redis at {service['environment']['REDIS_URL']}" in done.stderr, done.stderr


def test_the_image_installs_the_drivers_from_pyproject(image):
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    installs = [d["value"] for d in image.structure
                if d["instruction"] == "RUN" and "pip install" in d["value"]]
    assert len(installs) == 1, installs
    extras = re.search(r'"\.\[([a-z0-9_,-]+)\]"', installs[0])
    assert extras, installs[0]
    named = extras.group(1).split(",")
    defined = project["optional-dependencies"]
    assert set(named) <= set(defined), f"extras not in pyproject.toml: {sorted(set(named) - set(defined))}"
    packages = {re.split(r"[\[<>=!~ ;]", r, maxsplit=1)[0].lower()
                for r in [*project["dependencies"], *(x for n in named for x in defined[n])]}
    assert {"psycopg", "redis"} <= packages, packages


def test_the_image_copies_what_exists(image):
    for d in image.structure:
        if d["instruction"] == "COPY":
            *sources, _ = d["value"].split()
            for src in sources:
                assert (ROOT / src).exists(), f"COPY {src}: not in the repository"
    compose = yaml.safe_load(COMPOSE.read_text())
    build = next(s["build"] for s in compose["services"].values() if built_from_our_image(s))
    assert (COMPOSE.parent / build["context"] / build["dockerfile"]).resolve() == DOCKERFILE
