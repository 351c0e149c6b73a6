"""Run one function over a list of work chunks: in this process, in a process pool, or on Ray.

:func:`run_chunks` is the one executor behind ``parlour sim`` and ``parlour tournament``::

    results = run_chunks(play_chunk, chunks, jobs=4)               # 4 worker processes
    results = run_chunks(play_chunk, chunks, ray_address="local")  # a Ray instance of our own
    results = run_chunks(play_chunk, chunks, ray_address="head:6379")  # join a cluster

``func`` must be a picklable top-level function taking one chunk; the chunks and results
must pickle too. Results come back **in chunk order** whatever finished first, so whatever
is built from them is the same for every backend. A chunk should be worth tens of
milliseconds of work at least: each costs one task submission and one result transfer.

Backends, chosen by the arguments:

* ``ray_address=None, jobs=1``: in this process, one chunk after another.
* ``ray_address=None, jobs=N``: ``N`` forked worker processes (they ignore Ctrl-C; this
  process handles it and stops them); from a fork server if this process runs Ray.
* ``ray_address="local"``: Ray tasks on a Ray instance started here, quietly (no dashboard,
  a small object store, worker output not forwarded, workers at this process's priority)
  and shut down at the end. It has ``jobs`` CPUs when ``jobs > 1``, else one per core of
  the machine. If this process has already initialised Ray, that instance is used and
  left running (an address is still checked).
* ``ray_address="host:port"`` or ``"ray://host:port"``: Ray tasks on an existing cluster
  (GCS address, or a Ray client server); every node needs this version of Parlour installed.

At most a few chunks per CPU are in flight on Ray, so a long run keeps little in memory.
To size chunks by the cluster, open :func:`ray_session` first; ``run_chunks`` inside it
reuses that Ray.

On Ctrl-C (:class:`KeyboardInterrupt`) outstanding work is cancelled and
:class:`Interrupted`, itself a ``KeyboardInterrupt``, is raised carrying the results of
the chunks that had finished, by chunk index. ``progress(index, result)`` is called in
this process as each chunk finishes (in completion order).

Ray and its import cost are paid only when Ray is asked for; if it is not installed the
error says ``pip install -e '.[scale]'``.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import signal
import socket
import sys
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import Any, Generic, TypeVar

from parlour.errors import InvalidOption

C = TypeVar("C")
R = TypeVar("R")

SCALE_EXTRA = "pip install -e '.[scale]'"
RAY_OBJECT_STORE_BYTES = 150 * 1024 * 1024
IN_FLIGHT_PER_CPU = 4


class MissingDependency(RuntimeError):
    """An optional dependency (Ray, matplotlib ...) is not installed."""


class Interrupted(KeyboardInterrupt, Generic[R]):
    """Ctrl-C stopped :func:`run_chunks`; ``done`` maps each finished chunk's index to its
    result (ascending), ``total`` is the number of chunks asked for."""

    def __init__(self, done: dict[int, R], total: int) -> None:
        super().__init__(f"interrupted after {len(done)} of {total} chunks")
        self.done = dict(sorted(done.items()))
        self.total = total

    def results(self) -> list[R]:
        """The finished chunks' results in chunk order (gaps skipped)."""
        return list(self.done.values())


def require(module: str, feature: str) -> Any:
    """Import an optional dependency, or raise :class:`MissingDependency` naming the extra."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise MissingDependency(f"{feature} needs the '{module.split('.')[0]}' package: "
                                f"{SCALE_EXTRA}") from e


def run_chunks(func: Callable[[C], R], chunks: Sequence[C], *, jobs: int = 1,
               ray_address: str | None = None,
               progress: Callable[[int, R], None] | None = None) -> list[R]:
    """Return ``[func(c) for c in chunks]``, computed by the backend the arguments choose
    (see the module docstring). Raises :class:`Interrupted` on Ctrl-C, ``InvalidOption``
    for a bad ``jobs`` or an unreachable or malformed Ray address, :class:`MissingDependency`
    when Ray is asked for but not installed. A chunk's own exception propagates."""
    if jobs < 1:
        raise InvalidOption(f"jobs must be at least 1, not {jobs}")
    done: dict[int, R] = {}
    if ray_address is not None:
        stream = _on_ray(func, chunks, jobs, ray_address)
    elif jobs == 1 or len(chunks) <= 1:
        stream = ((i, func(c)) for i, c in enumerate(chunks))
    else:
        stream = _in_pool(func, chunks, jobs)
    try:
        for i, r in stream:
            done[i] = r
            if progress is not None:
                progress(i, r)
    except KeyboardInterrupt as e:
        if isinstance(e, Interrupted):
            raise
        raise Interrupted(done, len(chunks)) from None
    finally:
        stream.close()  # stops the workers if we leave early
    return [done[i] for i in range(len(chunks))]


def _call(args: tuple[Callable[[C], R], int, C]) -> tuple[int, R]:
    func, i, chunk = args
    return i, func(chunk)


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _in_pool(func: Callable[[C], R], chunks: Sequence[C], jobs: int) -> Generator[tuple[int, R], None, None]:
    ray = sys.modules.get("ray")
    ray_running = ray is not None and bool(ray.is_initialized())
    methods = multiprocessing.get_all_start_methods()
    # fork is quickest (workers inherit what is imported) but not of a process running Ray's threads
    method = "fork" if "fork" in methods and not ray_running else None
    ctx = multiprocessing.get_context("forkserver" if method is None and "forkserver" in methods else method)
    pool = ctx.Pool(min(jobs, len(chunks)), initializer=_ignore_sigint)
    try:
        yield from pool.imap_unordered(_call, ((func, i, c) for i, c in enumerate(chunks)))
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def check_ray_address(address: str) -> tuple[str, int] | None:
    """Validate a Ray address; return ``(host, port)`` to probe, or None for ``"local"``.
    A malformed address raises ``InvalidOption``."""
    if address == "local":
        return None
    rest = address.removeprefix("ray://")
    host, sep, port = rest.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise InvalidOption(f"bad Ray address {address!r}: give 'local', HOST:PORT (the head's "
                            f"GCS port, usually 6379) or ray://HOST:PORT (a Ray client server)")
    return host, int(port)


def _probe(address: str, timeout: float = 5.0) -> None:
    target = check_ray_address(address)
    if target is None:
        return
    try:
        with socket.create_connection(target, timeout=timeout):
            pass
    except OSError as e:
        raise InvalidOption(f"cannot reach a Ray cluster at {address!r}: "
                            f"{e.strerror or type(e).__name__}") from None


def start_ray(address: str, jobs: int = 1) -> bool:
    """Initialise Ray for ``address`` unless it already is; True if this call started it
    (so the caller shuts it down). Prefer :func:`ray_session`."""
    ray = require("ray", "running on Ray")
    _probe(address)
    if ray.is_initialized():
        return False
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    quiet: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.ERROR}
    try:
        if address == "local":
            # Ray runs its workers 15 steps nicer than the driver; ours are the work itself, so
            # they keep the caller's priority, like a pool's (the environment may say otherwise)
            os.environ.setdefault("RAY_worker_niceness", "0")
            ray.init(address="local", num_cpus=jobs if jobs > 1 else None, include_dashboard=False,
                     object_store_memory=RAY_OBJECT_STORE_BYTES, **quiet)
        else:
            ray.init(address=address, **quiet)
    except (ConnectionError, TimeoutError, RuntimeError) as e:
        raise InvalidOption(f"cannot join the Ray cluster at {address!r}: {e}") from None
    return True


@contextlib.contextmanager
def ray_session(address: str, jobs: int = 1) -> Iterator[int]:
    """Ray initialised for ``address`` (see :func:`run_chunks`) for the ``with`` block, which
    gets the cluster's CPU count (to size chunks); shut down after if this started it.
    ``run_chunks`` inside the block reuses the session."""
    started = start_ray(address, jobs)
    try:
        yield int(require("ray", "running on Ray").cluster_resources().get("CPU", 1))
    finally:
        if started:
            require("ray", "running on Ray").shutdown()


def _on_ray(func: Callable[[C], R], chunks: Sequence[C], jobs: int,
            address: str) -> Generator[tuple[int, R], None, None]:
    ray = require("ray", "running on Ray")
    with ray_session(address, jobs) as cpus:
        remote = ray.remote(_call).options(num_cpus=1, max_retries=0)
        window = max(2, IN_FLIGHT_PER_CPU * cpus)
        pending: dict[Any, int] = {}
        todo = iter(enumerate(chunks))
        try:
            while True:
                for i, c in todo:
                    pending[remote.remote((func, i, c))] = i
                    if len(pending) >= window:
                        break
                if not pending:
                    break
                ready, _ = ray.wait(list(pending), num_returns=1)
                for ref in ready:
                    del pending[ref]
                    yield ray.get(ref)
        finally:
            for ref in pending:  # Ctrl-C or an error: stop what is still running
                ray.cancel(ref, force=True)
