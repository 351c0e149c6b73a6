"""Several real ``parlour serve`` processes sharing one PostgreSQL database and one Redis
(issue #17): for the cluster tests and ``benchmarks/bench_cluster.py``.

- :func:`shared_database` gives a database of the caller's own: a fresh schema in
  ``PARLOUR_TEST_DATABASE_URL`` when it is set (``scripts/test`` sets it), else a throwaway
  server (``tests/server/pgcluster.py``); dropped afterwards.
- :func:`redis_database` gives a Redis database number of the caller's own on
  ``PARLOUR_TEST_REDIS_URL`` (``scripts/redis-setup`` starts one with 64 of them), flushed
  before and after.
- :func:`instances` starts N servers on free ports (cluster mode on when ``parlour serve``
  has ``--redis-url`` and a Redis URL is given), waits until each answers, and always
  stops them; :class:`Instances` gives their URLs and can ``kill -9`` one.

- :func:`proxy` runs nginx with ``deploy/nginx.conf`` in front of them (its upstream pointed at
  their ports), where nginx is installed.

Every wait polls with a deadline; each server writes what it prints to a log file of its
own (a pipe nobody reads would fill and stop it), shown when it fails to come up.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.server import pgcluster
from tests.server.conftest import PG_URL, fresh_schema

REDIS_URL = os.environ.get("PARLOUR_TEST_REDIS_URL", "")
"""The test Redis (``redis://127.0.0.1:PORT/0``), as ``scripts/redis-setup`` prints it."""

TOY_SERVER = [sys.executable, str(Path(__file__).with_name("serve_with_toy.py"))]
"""``parlour`` with the test toy game ``stoy`` registered (the default program)."""

PARLOUR = [sys.executable, "-m", "parlour"]
"""``parlour`` as installed (what a deployment runs)."""

_REDIS_DATABASES = 64
_NEXT_DB_KEY = "parlour-test:next-db"


def database_unavailable() -> str | None:
    """Why no PostgreSQL database can be had here (None: one can)."""
    return None if PG_URL else pgcluster.unavailable()


def redis_unavailable() -> str | None:
    """Why no test Redis can be had here (None: one can)."""
    if not REDIS_URL:
        return "PARLOUR_TEST_REDIS_URL is not set (scripts/redis-setup prints it; scripts/test sets it)"
    try:
        import redis
    except ImportError:
        return "the redis client (PyPI redis) is not installed"
    try:
        redis.Redis.from_url(REDIS_URL, socket_timeout=2).ping()
    except redis.RedisError as e:
        return f"the test Redis at {REDIS_URL} does not answer: {e}"
    return None


@functools.cache
def serve_options(program: tuple[str, ...] = tuple(PARLOUR)) -> frozenset[str]:
    """The options ``parlour serve --help`` lists (``--port``, ``--redis-url``, ...)."""
    done = subprocess.run([*program, "serve", "--help"], capture_output=True, text=True, timeout=60,
                          check=True)
    return frozenset(w.strip(",[]") for w in done.stdout.split() if w.strip("[").startswith("--"))


def cluster_mode_available() -> bool:
    """Whether ``parlour serve`` takes ``--redis-url`` (cluster mode)."""
    return "--redis-url" in serve_options()


@contextlib.contextmanager
def shared_database() -> Iterator[str]:
    """The URL of an empty PostgreSQL database (or schema) of the caller's own, dropped
    afterwards. Call it only when :func:`database_unavailable` is None."""
    if PG_URL:
        yield from fresh_schema(PG_URL)
        return
    with pgcluster.cluster() as pg:
        yield pg.url


@contextlib.contextmanager
def redis_database(url: str = "") -> Iterator[str]:
    """A ``redis://`` URL naming a database number of the caller's own (1-63, handed out in
    turn through a counter in database 0, so concurrent test workers do not share one),
    flushed before and after. Call it only when :func:`redis_unavailable` is None."""
    import redis

    url = url or REDIS_URL
    base = url.rsplit("/", 1)[0] if url.count("/") > 2 else url
    admin = redis.Redis.from_url(f"{base}/0", socket_timeout=5)
    number = 1 + int(admin.incr(_NEXT_DB_KEY)) % (_REDIS_DATABASES - 1)
    own = redis.Redis.from_url(f"{base}/{number}", socket_timeout=5)
    own.flushdb()
    try:
        yield f"{base}/{number}"
    finally:
        with contextlib.suppress(redis.RedisError):
            own.flushdb()
        own.close()
        admin.close()


def free_port() -> int:
    return pgcluster._free_port()


@dataclass
class Instance:
    """One ``parlour serve`` process."""

    port: int
    log: Path
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """``http://127.0.0.1:PORT``"""
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        """``ws://127.0.0.1:PORT``"""
        return f"ws://127.0.0.1:{self.port}"

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def output(self, tail: int = 4000) -> str:
        """The last ``tail`` characters it printed."""
        return self.log.read_text(errors="replace")[-tail:] if self.log.exists() else ""


@dataclass
class Instances:
    """N servers on one database (and one Redis in cluster mode): :attr:`urls`, :meth:`kill`,
    :meth:`start`. Made by :func:`instances`."""

    db_url: str
    redis_url: str | None
    program: Sequence[str]
    args: Sequence[str]
    env: dict[str, str]
    root: Path
    members: list[Instance] = field(default_factory=list)

    @property
    def clustered(self) -> bool:
        """Whether the servers run in cluster mode (``--redis-url``)."""
        return self.redis_url is not None

    @property
    def urls(self) -> list[str]:
        """``http://127.0.0.1:PORT`` of each instance, in order."""
        return [m.url for m in self.members]

    def __getitem__(self, i: int) -> Instance:
        return self.members[i]

    def __len__(self) -> int:
        return len(self.members)

    def _environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
        env.update(self.env)
        env["DATABASE_URL"] = self.db_url
        return env

    def migrate(self) -> None:
        """Bring the database up to date once, before the instances start (they would race);
        in this process, which has the modules loaded already (a process more costs seconds)."""
        from parlour.server.storage import Store

        Store(self.db_url).close()

    def _launch(self, m: Instance) -> None:
        cmd = [*self.program, "serve", "--port", str(m.port), "--data", str(self.root), *self.args]
        if self.redis_url is not None:
            cmd += ["--redis-url", self.redis_url]
        with open(m.log, "ab") as log:
            m.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=self._environment(),
                                      start_new_session=True)

    def add(self, count: int = 1, timeout: float = 60.0) -> list[Instance]:
        """Start ``count`` more instances at once, and wait until each answers."""
        new = [Instance(port, self.root / f"instance-{port}.log") for port in _ports(count)]
        self.members += new
        for m in new:
            self._launch(m)
        for m in new:
            self._wait(m, timeout)
        return new

    def start(self, i: int, timeout: float = 60.0) -> None:
        """Start instance ``i`` again (after :meth:`kill` or :meth:`stop`) on its port."""
        m = self.members[i]
        assert not m.alive, f"instance {i} is running"
        self._launch(m)
        self._wait(m, timeout)

    def _wait(self, m: Instance, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        assert m.proc is not None
        while time.monotonic() < deadline:
            if m.proc.poll() is not None:
                break
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{m.url}/api/games", timeout=2).status_code == 200:
                    return
            time.sleep(0.05)
        code = m.proc.poll()
        self._end(m, signal.SIGKILL)
        state = f"exited with {code}" if code is not None else f"did not answer within {timeout} s"
        raise RuntimeError(f"parlour serve on port {m.port} {state}:\n{m.output()}")

    def kill(self, i: int) -> None:
        """``kill -9`` instance ``i`` (no chance to clean up), and wait until it is gone."""
        self._end(self.members[i], signal.SIGKILL)

    def stop(self, i: int) -> None:
        """Stop instance ``i`` the polite way (SIGTERM; SIGKILL after 10 s)."""
        self._end(self.members[i], signal.SIGTERM)

    @staticmethod
    def _end(m: Instance, sig: signal.Signals) -> None:
        if m.proc is None or m.proc.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(m.proc.pid, sig)  # its own session: think workers go too
        try:
            m.proc.wait(10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(m.proc.pid, signal.SIGKILL)
            m.proc.wait(10)

    def close(self) -> None:
        """Stop every instance still running."""
        for m in self.members:
            with contextlib.suppress(Exception):
                self._end(m, signal.SIGTERM)


def _ports(count: int) -> list[int]:
    ports: list[int] = []
    while len(ports) < count:
        p = free_port()
        if p not in ports:
            ports.append(p)
    return ports


@contextlib.contextmanager
def instances(count: int, db_url: str, redis_url: str | None = None, *, args: Sequence[str] = (),
              program: Sequence[str] = tuple(TOY_SERVER), env: dict[str, str] | None = None,
              timeout: float = 60.0) -> Iterator[Instances]:
    """``count`` servers on ``db_url``, in cluster mode on ``redis_url`` when it is given
    (``parlour serve`` must then have ``--redis-url``); ``args`` go to each ``parlour serve``.
    The database is migrated first; every instance is stopped on the way out."""
    if redis_url is not None and "--redis-url" not in serve_options(tuple(program)):
        raise RuntimeError("this parlour serve has no --redis-url (cluster mode)")
    with tempfile.TemporaryDirectory(prefix="parlour-cluster-") as root:
        group = Instances(db_url, redis_url, tuple(program), tuple(args), dict(env or {}), Path(root))
        try:
            group.migrate()
            group.add(count, timeout)
            yield group
        finally:
            group.close()


NGINX_CONF = Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf"
"""The deployment's proxy configuration."""


def nginx_unavailable() -> str | None:
    """Why :func:`proxy` cannot run here (None: it can)."""
    if not shutil.which("nginx"):
        return "nginx is not installed (scripts/test installs it as root)"
    if os.geteuid() != 0:
        return "nginx writes its logs and temporary files in the system's folders: run as root"
    return None


def _proxied_config(urls: Sequence[str], port: int) -> str:
    """``deploy/nginx.conf`` with its upstream's servers replaced by ``urls`` (same options)
    and listening on 127.0.0.1:``port``."""
    text = NGINX_CONF.read_text()
    servers = re.findall(r"^(\s*)server (\S+):\d+([^;]*);$", text, flags=re.M)
    assert servers, "deploy/nginx.conf has no upstream servers"
    indent, _, options = servers[0]
    ours = "".join(f"{indent}server {u.removeprefix('http://')}{options};\n" for u in urls)
    text = re.sub(r"^\s*server \S+:\d+[^;]*;\n", "", text, flags=re.M)
    text = re.sub(r"(upstream \w+ \{\n(?:\s*#.*\n|\s*\w+;\n)*)", lambda m: m.group(1) + ours, text, count=1)
    text, listens = re.subn(r"listen \d+;", f"listen 127.0.0.1:{port};", text)
    assert listens == 1, "deploy/nginx.conf should listen once"
    return text


@contextlib.contextmanager
def proxy(urls: Sequence[str], timeout: float = 30.0) -> Iterator[str]:
    """nginx with ``deploy/nginx.conf`` in front of ``urls`` on a free port; yields its
    ``http://127.0.0.1:PORT``, stopped on the way out."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="parlour-nginx-") as root:
        conf = Path(root) / "nginx.conf"
        conf.write_text(_proxied_config(urls, port))
        os.chmod(root, 0o755)  # its workers may run as another user
        log = Path(root) / "nginx.log"
        with open(log, "wb") as out:
            proc = subprocess.Popen(["nginx", "-p", root, "-e", "stderr", "-c", str(conf),
                                     "-g", f"daemon off; pid {root}/nginx.pid;"],
                                    stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + timeout
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"nginx exited with {proc.returncode}:\n{log.read_text()}")
                with contextlib.suppress(httpx.HTTPError):
                    if httpx.get(f"{base}/api/games", timeout=2).status_code == 200:
                        break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"nginx did not answer within {timeout} s:\n{log.read_text()}")
                time.sleep(0.05)
            yield base
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGQUIT)  # graceful: workers finish and exit
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
