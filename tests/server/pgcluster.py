"""A throwaway PostgreSQL server for one test: its own cluster (``initdb``) in a temporary
folder, on a free port, started and stopped with ``pg_ctl``, so that a test may stop the
database and start it again without disturbing any other test (nor the shared test
database of ``scripts/postgres-setup``). As root the programs run as the ``postgres``
user, as PostgreSQL requires."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path


def _bindir() -> Path | None:
    """The newest installed PostgreSQL's programs (Debian's layout, else the PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def unavailable() -> str | None:
    """Why a throwaway server cannot be run here (None: it can)."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed"
    if _bindir() is None:
        return "PostgreSQL's programs (initdb, pg_ctl) are not installed"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root, and there is no postgres user to run PostgreSQL as"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """One PostgreSQL server: :attr:`url` (SQLAlchemy), :meth:`start`, :meth:`stop`."""

    def __init__(self, root: Path) -> None:
        bindir = _bindir()
        assert bindir is not None
        self.bindir = bindir
        self.root = root
        self.data = root / "data"
        self.port = _free_port()
        self.url = f"postgresql+psycopg://parlour@127.0.0.1:{self.port}/postgres"

    def _run(self, *cmd: str) -> None:
        argv = [str(self.bindir / cmd[0]), *cmd[1:]]
        if os.geteuid() == 0:
            argv = ["runuser", "-u", "postgres", "--", *argv]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=120, cwd=self.root)
        if done.returncode != 0:
            log = (self.root / "log").read_text() if (self.root / "log").exists() else ""
            raise RuntimeError(f"{' '.join(cmd[:1])} failed: {done.stdout}{done.stderr}{log[-2000:]}")

    def init(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "parlour", "-A", "trust", "-E", "UTF8",
                  "--no-sync")

    def start(self) -> None:
        """Start the server and wait until it accepts connections."""
        opts = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
        self._run("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.root / "log"), "-w",
                  "-t", "60", "start")

    def stop(self) -> None:
        """Stop the server the quick way a restart does (its connections are ended)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")


@contextlib.contextmanager
def cluster() -> Iterator[Cluster]:
    """A started throwaway server, stopped and deleted afterwards."""
    root = Path(tempfile.mkdtemp(prefix="parlour-pg-"))
    try:
        if os.geteuid() == 0:
            entry = pwd.getpwnam("postgres")
            os.chown(root, entry.pw_uid, entry.pw_gid)
        c = Cluster(root)
        c.init()
        c.start()
        try:
            yield c
        finally:
            with contextlib.suppress(Exception):
                c.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)
