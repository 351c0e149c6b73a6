"""Live tables: one game, its seats and connections, its recorded steps, its bots.

Every change to a table is a *step* (an action, or an engine timer firing). A step is
applied to the engine, committed to the database (on the writer thread, so a slow or
locked database never holds up the event loop), and only then sent to every
connection; the table's lock is held throughout (and while a new connection's state or
a resume is made), so steps are atomic and ordered and nobody sees one before it is
committed.

A table needs little of the service that keeps it: a :class:`StepStore` (the database),
a :class:`~parlour.server.clock.Clock` (time to wait on), the wall clock for step
stamps, how bots play (``pace``, ``pool``) and :class:`TableHooks` to tell its keeper
what happened. It never imports the service.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import dataclasses
import hashlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor
from typing import Any, Protocol

from parlour.bots import Bot, make_bot
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.engine.records import Replay
from parlour.engine.registry import new_game
from parlour.errors import IllegalAction
from parlour.runners.local import deliver
from parlour.runners.scheduler import BotMove, Schedule, TimerDue, Upcoming
from parlour.server import bots as botrun
from parlour.server import fairness
from parlour.server.clock import Clock
from parlour.server.gate import BotGate
from parlour.server.protocol import dumps
from parlour.server.storage import UNAVAILABLE, StepRow, TableRow, utcnow
from parlour.server.writer import StepWriter

log = logging.getLogger("parlour.server")

QUEUE_LIMIT = 5000
QUEUE_BYTES = 4 * 1024 * 1024
"""Messages (and their bytes) waiting for a slow client before its connection is closed."""
CLOSE_BEHIND = 1013
BEHIND_REASON = "too far behind: reconnect and resume"
"""Close code ("try again later") and reason for a client that stopped reading."""
DATABASE_DOWN = "the database is unavailable: try again shortly"
"""Close reason (with 1013) and HTTP 503 detail while the database cannot be reached."""
STORE_RETRY_MS = 2000.0
"""How long a table's bots and timers wait before trying a refused step again (the
database was away)."""
DATABASE_AWAY = ("the database is unavailable: your action was not taken; the table "
                 "goes on when it is back (try again shortly)")
CLOSE_WAIT = 5.0
"""Seconds a close frame may wait for a stuck socket."""
SLOW_WRITE = 0.25
"""Seconds a step's writer waits for one client's socket before leaving it to a task."""
RESUME_STEPS = 1000
"""A resume replays the events of at most this many most recent steps."""


def seat_copy(event: Event, seat: int | None, reveal: bool = True) -> dict[str, Any]:
    """The copy of ``event`` to send ``seat``: its :meth:`Event.for_seat` copy plus
    ``private``, the names of the fields that are secret and shown only to this seat. With
    ``reveal`` false (the seat was already sent them once) the public copy."""
    if seat is None or not event.secret or not event.to >> seat & 1 or not reveal:
        return event.for_seat(None)
    out = event.for_seat(seat)
    out["private"] = list(event.secret)
    return out


def secret_audience(events: list[Event]) -> int:
    """Bitmask of the seats that some of ``events`` tell a secret."""
    mask = 0
    for e in events:
        if e.secret:
            mask |= e.to
    return mask


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(row: TableRow, seat: int, token: str) -> bool:
    """Whether ``token`` is the token of human seat ``seat`` of the table ``row``."""
    if not 0 <= seat < row.players:
        return False
    stored = row.seats[seat].get("token_hash")
    if not stored:
        return False
    return secrets.compare_digest(hash_token(token), stored)


def new_token() -> str:
    return secrets.token_urlsafe(18)


class StoreFailed(RuntimeError):
    """The database refused a step; the table was rebuilt from what was committed."""


class StepStore(Protocol):
    """What a table needs of the database (:class:`~parlour.server.storage.Store` is one)."""

    def steps(self, table_id: str) -> list[StepRow]:
        """The table's committed steps, in order."""
        ...

    def append_step(self, table_id: str, step: StepRow,
                    finished: dict[str, Any] | None = None) -> None:
        """Commit one step (and the result when it ends the game), or raise."""
        ...

    def mark_sent(self, table_id: str, marks: dict[int, int]) -> None:
        """Record that seats were sent steps' secrets: ``{seq: new sent bitmask}``."""
        ...

    def set_seed(self, table_id: str, seed: int, fairness: dict[str, Any]) -> None:
        """Record a table's new seed and fairness block (entropy before the first step)."""
        ...


TraceHook = Callable[[str, str, int], None]
"""``(what, table id, seq)``: ``"commit"`` before a step is stored, ``"broadcast"``
before it is sent."""


def _nothing(*_: Any) -> None:
    return None


@dataclasses.dataclass(frozen=True)
class TableHooks:
    """What a table tells whoever keeps it (each does nothing by default)."""

    trace: TraceHook = _nothing
    stepped: Callable[[], None] = _nothing
    """A step was committed and sent."""
    released: Callable[[str], None] = _nothing
    """A finished table nobody watches may leave memory (its id)."""


class Conn:
    """One WebSocket at a table: its seat (None = spectator) and its outgoing messages.

    Messages are queued by :meth:`send` (synchronously, inside a step) and written by
    :meth:`flush`, which whoever caused them awaits right after the step. One flusher at a
    time per connection keeps the order. The queue is bounded (``QUEUE_LIMIT`` messages,
    ``QUEUE_BYTES`` bytes): a client that falls that far behind is closed with 1013 and
    told why (it may reconnect and resume)."""

    def __init__(self, seat: int | None, write: Callable[[str], Awaitable[None]] | None = None,
                 on_sent: Callable[[float], None] | None = None,
                 close: Callable[[int, str], Awaitable[None]] | None = None) -> None:
        self.seat = seat
        self._close = close
        self.pending: collections.deque[tuple[str, float | None]] = collections.deque()
        self.queued_bytes = 0
        self.closed = False
        self.closed_at = 0.0
        self.close_code = 0
        self.close_reason = ""
        self._write = write
        self._on_sent = on_sent
        self._flushing = False
        self.slow = False
        self._task: asyncio.Task[None] | None = None

    def send(self, obj: dict[str, Any] | str, t0: float | None = None) -> None:
        if self.closed:
            return
        text = obj if isinstance(obj, str) else dumps(obj)
        if len(self.pending) >= QUEUE_LIMIT or self.queued_bytes + len(text) > QUEUE_BYTES:
            self.close(CLOSE_BEHIND, BEHIND_REASON)  # a client that does not read
            return
        self.pending.append((text, t0))
        self.queued_bytes += len(text)

    def close(self, code: int, reason: str) -> None:
        """Drop what is queued and close with ``code`` and ``reason``, in a task of its
        own (a close handshake may wait for a client that does not read)."""
        if self.closed:
            return
        self.closed = True
        self.closed_at = time.monotonic()
        self.close_code, self.close_reason = code, reason
        self.pending.clear()
        self.queued_bytes = 0
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a test): the next flush closes
            return
        self._task = loop.create_task(self._closing())

    async def _closing(self) -> None:
        if self._close is None:
            return
        close, self._close = self._close, None
        with contextlib.suppress(Exception):
            async with asyncio.timeout(CLOSE_WAIT):
                await close(self.close_code, self.close_reason)

    async def flush(self) -> None:
        if self.closed:
            await self._closing()
            return
        if self._flushing or self._write is None:
            return
        self._flushing = True
        try:
            while self.pending and not self.closed:
                text, t0 = self.pending.popleft()
                self.queued_bytes -= len(text)
                try:
                    await self._write(text)
                except asyncio.CancelledError:  # timed out waiting for the socket: keep it
                    if not self.closed:
                        self.pending.appendleft((text, t0))
                        self.queued_bytes += len(text)
                    raise
                if t0 is not None and self._on_sent is not None:
                    self._on_sent((time.perf_counter() - t0) * 1000.0)
        finally:
            self._flushing = False

    async def flush_or_leave(self) -> None:
        """Flush, waiting at most ``SLOW_WRITE`` seconds for the socket; past that the
        connection is marked slow and drained by a task of its own from then on."""
        if self.slow:
            self.kick()
            return
        try:
            async with asyncio.timeout(SLOW_WRITE):
                await self.flush()
        except TimeoutError:
            self.slow = True
            self.kick()
        except Exception:  # a closed socket: its reader cleans up
            pass

    def kick(self) -> None:
        """Drain (or close) in a task of its own, for a slow client, so nobody else waits
        for it."""
        if self.pending and not self.closed and (self._task is None or self._task.done()):
            self._task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        with contextlib.suppress(Exception):
            await self.flush()


class Table:
    """A table in memory: ``game`` after the stored ``steps`` (whose events are
    ``events``), kept in ``store``, its bots and timers waiting on ``clock``. ``wall_ms``
    stamps steps (ms since the Unix epoch); ``pace`` scales bots' reaction delays (0: at
    once) and ``pool`` is where heavy bots think (``None``: inline). Created by
    :class:`~parlour.server.service.Service`."""

    def __init__(self, row: TableRow, game: Game, events: list[list[Event]], steps: list[StepRow], *,
                 store: StepStore, clock: Clock, wall_ms: Callable[[], int], pace: float = 1.0,
                 pool: Executor | None = None, hooks: TableHooks | None = None,
                 writer: Executor | None = None, steps_writer: StepWriter | None = None,
                 gate: BotGate | None = None) -> None:
        self.store = store
        self.gate = gate
        """Bots pass it before each move, so people's messages are served first (None: no gate)."""
        self.steps_writer = steps_writer
        """Commits steps in batches on a thread of its own (None: through ``writer``)."""
        self.writer = writer
        """Where database writes run (one thread; None: inline, for tests of a table alone)."""
        self.lock = asyncio.Lock()
        self.stale = False
        """The database refused a step and could not be read back: rebuild before the next."""
        """Held from an action to its broadcast, and while a connection's state is made."""
        self.clock = clock
        self.wall_ms = wall_ms
        self.pace = pace
        self.pool = pool
        self.hooks = hooks or TableHooks()
        self.row = row
        self.id = row.id
        self.game = game
        self.events = events
        self.sent: list[int] = [s.sent for s in steps]
        """Per step: the seats that were sent its secrets (they get public copies again)."""
        self.ids: dict[tuple[int, str], int] = {
            (s.seat, s.client_id): s.seq for s in steps if s.client_id is not None and s.seat is not None}
        self.conns: set[Conn] = set()
        self.changed = asyncio.Event()
        self._base_clock = clock.now()
        self._base_game = game.now
        self.bots = self._make_bots()
        for evs in events:
            deliver(self.bots, evs)
        self.task: asyncio.Task[None] | None = None
        self.active_ms = wall_ms()
        self.humans = sum(1 << i for i, info in enumerate(row.seats) if info.get("kind") != "bot")
        """Bitmask of the human seats."""
        self.arrived = self.humans if events else 0
        """Human seats that have connected at least once (all of them once play began):
        bots wait for every human to arrive."""
        """Wall time (epoch ms) of the last step, connection or departure (idle expiry)."""

    def _make_bots(self) -> list[Bot | None]:
        bots: list[Bot | None] = [None] * self.game.players
        for seat, info in enumerate(self.row.seats):
            if info.get("kind") == "bot":
                seed = self.row.seed + 7919 * (seat + 1)
                bots[seat] = make_bot(info["bot"], self.row.game, seat, seed=seed,
                                      level=info.get("level", "normal"))
        return bots

    # ----- fairness -----------------------------------------------------------------------
    async def add_entropy(self, seat: int, value: str) -> None:
        """A seated player's entropy, before the first step: the seed is derived again
        (:mod:`parlour.server.fairness`), the cards dealt again, and everyone gets the new
        state. Raises :class:`IllegalAction` saying why not."""
        async with self.lock:
            f = self.row.fairness
            if f is None or f.get("scheme") != fairness.SCHEME:
                raise IllegalAction("this table's seed was chosen by its creator and shown to "
                                    "everyone: there is no entropy to add")
            if self.seq:
                raise IllegalAction("entropy can be added only before the first step")
            if any(e["seat"] == seat for e in f["entropy"]):
                raise IllegalAction("you already added your entropy to this table")
            new = {**f, "entropy": [*f["entropy"], {"seat": seat, "value": value}]}
            seed = fairness.derive_seed(new["server_seed"], new["entropy"])
            game = new_game(self.row.game, self.row.players, variant=self.row.variant, seed=seed,
                            options=self.row.options, deck=self.row.deck)
            await self.write(self.store.set_seed, self.id, seed, new)
            self.row.seed, self.row.fairness = seed, new
            self.game = game
            self._base_clock, self._base_game = self.clock.now(), game.now
            self.bots = self._make_bots()
            for conn in list(self.conns):
                conn.send(self.state_for(conn.seat, fair=True))
            self.changed.set()
        await self.flush()

    def fairness(self) -> dict[str, Any] | None:
        """The table's public fairness block (the server seed only once the game is over)."""
        return fairness.public(self.row.fairness, self.over)

    # ----- time ---------------------------------------------------------------------------
    def now_ms(self) -> int:
        """The table clock: ms since the table started (continuing after restarts)."""
        return max(self.game.now, self._base_game + int(self.clock.now() - self._base_clock))

    @property
    def seq(self) -> int:
        return len(self.events)

    @property
    def over(self) -> bool:
        return self.game.is_over()

    # ----- seats --------------------------------------------------------------------------
    def check_token(self, seat: int, token: str) -> bool:
        return token_matches(self.row, seat, token)

    @property
    def everyone_arrived(self) -> bool:
        """Whether every human seat has connected at least once."""
        return self.arrived & self.humans == self.humans

    # ----- connections --------------------------------------------------------------------
    async def join(self, conn: Conn) -> None:
        """Add a connection and queue its state (never in the middle of a step being
        committed: nobody sees a step before it is in the database)."""
        async with self.lock:
            await self._join(conn)

    async def _join(self, conn: Conn) -> None:
        try:
            await self.ensure_fresh()
        except StoreFailed:  # the last committed state is not known: come back later
            conn.close(CLOSE_BEHIND, DATABASE_DOWN)
            return
        self.active_ms = self.wall_ms()
        self.conns.add(conn)
        if conn.seat is not None and not self.arrived >> conn.seat & 1:
            self.arrived |= 1 << conn.seat
            if self.everyone_arrived:
                self.changed.set()  # the bots may start
        conn.send(self.state_for(conn.seat, fair=True))

    def leave(self, conn: Conn) -> None:
        self.active_ms = self.wall_ms()
        self.conns.discard(conn)
        self._maybe_release()

    def leave_nobody(self) -> None:
        """A refused connection never joined; a finished table loaded for it may go."""
        self._maybe_release()

    def _maybe_release(self) -> None:
        """A finished table nobody watches leaves memory (the database keeps it)."""
        if self.over and not self.conns:
            self.hooks.released(self.id)

    async def flush(self) -> None:
        """Write every connection's pending messages (after a step). A connection whose
        socket does not take them within ``SLOW_WRITE`` seconds is marked slow and drained
        by a task of its own from then on, so one client that stops reading never holds
        up the others."""
        for conn in list(self.conns):
            await conn.flush_or_leave()

    def state_for(self, seat: int | None, fair: bool = False) -> dict[str, Any]:
        """A ``state`` message; with ``fair`` (on connecting, after a resume or new entropy)
        it also carries the table's fairness block and ``opening``: what the first deal
        announced (:attr:`Game.opening`, public copies; a seat's own cards are in its view),
        for a client that shows the game's story from its start."""
        g = self.game
        out = {"type": "state", "seq": self.seq, "view": g.view(seat),
               "legal": g.legal_json(seat) if seat is not None else [], "you": seat,
               "waiting": g.waiting_for(), "clock": self.now_ms()}
        if fair and self.row.fairness is not None:
            out["fairness"] = self.fairness()
        if fair and g.opening:
            out["opening"] = [seat_copy(e, seat, reveal=False) for e in g.opening]
        return out

    async def resume(self, conn: Conn, last_seq: int) -> None:
        """Send the events of the steps after ``last_seq`` and the state. A secret is sent to
        its seat once: steps whose secrets this seat was already sent come as public copies,
        the others reveal them and are marked sent (in the database first)."""
        async with self.lock:
            await self._resume(conn, last_seq)

    async def _resume(self, conn: Conn, last_seq: int) -> None:
        seat = conn.seat
        first = max(last_seq, self.seq - RESUME_STEPS) + 1
        bit = 0 if seat is None else 1 << seat
        marks: dict[int, int] = {}
        for s in range(first, self.seq + 1):
            if bit and not self.sent[s - 1] & bit and secret_audience(self.events[s - 1]) & bit:
                marks[s] = self.sent[s - 1] | bit
        if marks:
            try:
                await self.write(self.store.mark_sent, self.id, marks)
            except Exception:
                log.exception("table %s: could not record a resume's secrets as sent", self.id)
                marks = {}
        for s in range(first, self.seq + 1):
            evs = self.events[s - 1]
            if evs:
                reveal = s in marks
                conn.send({"type": "events", "seq": s, "events": [seat_copy(e, seat, reveal) for e in evs]})
            if s in marks:
                self.sent[s - 1] = marks[s]
        conn.send(self.state_for(conn.seat, fair=True))

    # ----- steps --------------------------------------------------------------------------
    async def write(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a database write on the writer thread (inline when there is none), so a
        slow or locked database never holds up the event loop."""
        if self.writer is None:
            return fn(*args)
        return await asyncio.get_running_loop().run_in_executor(self.writer, fn, *args)

    async def act(self, seat: int, action_json: Any, client_id: str | None, t0: float | None = None,
                  conn: Conn | None = None, ack_id: Any = None, at: int | None = None) -> int:
        """Apply one action for ``seat`` arriving now (or at table time ``at``, for bots'
        scheduled moves); returns its seq (the earlier seq for a duplicate id). Raises
        :class:`IllegalAction` (nothing changed) or :class:`StoreFailed`. One step at a
        time: the table's lock is held from the action to its broadcast."""
        async with self.lock:
            return await self._act(seat, action_json, client_id, t0, conn, ack_id, at)

    async def _act(self, seat: int, action_json: Any, client_id: str | None, t0: float | None = None,
                   conn: Conn | None = None, ack_id: Any = None, at: int | None = None) -> int:
        await self.ensure_fresh()
        if client_id is not None:
            done = self.ids.get((seat, client_id))
            if done is not None:
                if conn is not None:
                    conn.send({"type": "ack", "id": client_id if ack_id is None else ack_id, "seq": done})
                return done
        at = self.now_ms() if at is None else max(at, self.game.now)
        action = Action.from_json(self.game, action_json)
        if self.game.is_over():
            raise IllegalAction("the game is over")
        await self._fire_timers(at)
        events = self.game.apply(seat, action, at=at)
        entry = {"seat": seat, "action": action.to_json(), "at": self.game.now}
        return await self._commit(entry, events, seat, client_id, t0, conn, ack_id)

    async def fire_timers(self, upto: int) -> None:
        """Fire every engine timer due by table time ``upto``, one step each."""
        async with self.lock:
            await self._fire_timers(upto)

    async def _fire_timers(self, upto: int) -> None:
        await self.ensure_fresh()
        """Fire every engine timer due by table time ``upto``, one step each."""
        while True:
            due = self.game.next_deadline()
            if due is None or due > upto:
                return
            due = max(due, self.game.now)
            t0 = time.perf_counter()
            events = self.game.advance(due)
            await self._commit({"advance": due}, events, None, None, t0, None)

    async def _commit(self, entry: dict[str, Any], events: list[Event], seat: int | None,
                client_id: str | None, t0: float | None, conn: Conn | None, ack_id: Any = None) -> int:
        seq = self.seq + 1
        finished = None
        if self.game.is_over():
            res = self.game.result()
            finished = res.to_json() if res is not None else {}
        sent = secret_audience(events)
        if sent:  # the seats whose secrets are about to be queued on an open connection
            live = 0
            for c in self.conns:
                if c.seat is not None and not c.closed:
                    live |= 1 << c.seat
            sent &= live
        try:
            self.hooks.trace("commit", self.id, seq)
            stamp = self.wall_ms()
            row = StepRow(seq, entry, seat, client_id, sent, stamp)
            if self.steps_writer is not None:
                await self.steps_writer.append(self.id, row, finished)
            else:
                await self.write(self.store.append_step, self.id, row, finished)
        except Exception as e:
            if isinstance(e, UNAVAILABLE):
                log.warning("table %s: could not store step %d, the database is unavailable (%s)",
                            self.id, seq, type(e).__name__)
            else:
                log.exception("table %s: could not store step %d; rebuilding", self.id, seq)
            await self.recover()
            self.changed.set()  # whoever planned on the lost step plans again
            raise StoreFailed(DATABASE_AWAY if self.stale else
                              "the server could not save this action; nothing changed, try again") from e
        self.active_ms = stamp
        self.events.append(events)
        self.sent.append(sent)
        if client_id is not None and seat is not None:
            self.ids[(seat, client_id)] = seq
        if finished is not None:
            self.row.status = "finished"
            self.row.result = finished
            self.row.finished = utcnow()
            self.row.steps = seq
        deliver(self.bots, events)
        if conn is not None and client_id is not None:
            conn.send({"type": "ack", "id": client_id if ack_id is None else ack_id, "seq": seq})
        self.broadcast(seq, events, t0)
        self.hooks.stepped()
        self.changed.set()
        return seq

    def broadcast(self, seq: int, events: list[Event], t0: float | None) -> None:
        self.hooks.trace("broadcast", self.id, seq)
        cache: dict[int | None, tuple[str | None, str]] = {}
        for conn in list(self.conns):
            seat = conn.seat
            got = cache.get(seat)
            if got is None:
                ev = dumps({"type": "events", "seq": seq, "events": [seat_copy(e, seat) for e in events]}) \
                    if events else None
                got = (ev, dumps(self.state_for(seat)))
                cache[seat] = got
            if got[0] is not None:
                conn.send(got[0])
            conn.send(got[1], t0)

    async def recover(self) -> None:
        """After a fault while applying or storing an action: rebuild from the database
        (the game may hold a step the database does not), reading it off the event loop.
        If the database cannot be read either, the table is marked stale and rebuilt
        before its next step. Call it holding the table's lock."""
        try:
            steps = await self.write(self.store.steps, self.id)
            self._rebuild(steps)
            self.stale = False
        except UNAVAILABLE as e:  # an outage: one line, not a traceback per attempt
            self.stale = True
            log.warning("table %s: the database is unavailable (%s); rebuilt before its next step",
                        self.id, type(e).__name__)
        except Exception:
            self.stale = True
            log.exception("table %s: could not be rebuilt now; will be before its next step", self.id)

    async def ensure_fresh(self) -> None:
        """Rebuild a stale table, or raise :class:`StoreFailed` while the database is away."""
        if self.stale:
            await self.recover()
            if self.stale:
                raise StoreFailed(DATABASE_AWAY)

    def reload(self) -> None:
        """Throw away the in-memory game and rebuild it from the database."""
        self._rebuild(self.store.steps(self.id))

    def _rebuild(self, steps: list[StepRow]) -> None:
        replayed = Replay(self.row.record(steps)).run()
        self.game, self.events = replayed.game, replayed.events
        self.sent = [s.sent for s in steps]
        self.ids = {(s.seat, s.client_id): s.seq for s in steps
                    if s.client_id is not None and s.seat is not None}

    # ----- the driver: bots and timers ----------------------------------------------------
    def start(self) -> None:
        if self.task is None and not self.over:
            self.task = asyncio.get_running_loop().create_task(self._drive(), name=f"table-{self.id}")

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
            self.task = None

    async def _drive(self) -> None:
        try:
            while not self.over:
                self.changed.clear()
                if self.stale:  # the database was away: never plan on a step it does not hold
                    async with self.lock:
                        with contextlib.suppress(StoreFailed):
                            await self.ensure_fresh()
                    if self.stale:
                        await self.clock.wait(self.clock.now() + STORE_RETRY_MS, self.changed)
                        continue
                version = self.seq
                upcoming = await self._plan(version)
                if self.seq != version:
                    continue
                if upcoming is None:
                    await self.changed.wait()
                    continue
                target = self.clock.now() + (upcoming.at - self.now_ms())
                if await self.clock.wait(target, self.changed) or self.seq != version:
                    continue
                if self.gate is not None and isinstance(upcoming, BotMove):
                    await self.gate.turn()  # people's messages first
                    if self.seq != version:
                        continue
                try:
                    async with self.lock:
                        if self.seq != version:  # a step came first while we waited
                            continue
                        if isinstance(upcoming, TimerDue):
                            await self._fire_timers(max(upcoming.at, self.game.now))
                        else:
                            await self._act(upcoming.seat, upcoming.action.to_json(), None,
                                            time.perf_counter(), at=upcoming.at)
                    await self.flush()
                except IllegalAction as e:
                    log.warning("table %s: bot or timer step refused: %s", self.id, e)
                    if self.seq == version:
                        await self.changed.wait()
                except StoreFailed as e:  # the database is away: try again in a while
                    log.warning("table %s: bot or timer step not stored: %s", self.id, e)
                    if self.seq == version:
                        await self.clock.wait(self.clock.now() + STORE_RETRY_MS, self.changed)
            self._maybe_release()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: the driver stopped", self.id)

    async def _plan(self, version: int) -> Upcoming | None:
        """The next thing to happen by itself (:class:`Schedule`: the earliest bot move,
        by its reaction delay from the last change, or engine timer); ``None`` when
        nothing will, or when the table changed while the bots thought."""
        schedule = Schedule(self.game, pace=self.pace)
        bots = self.bots if self.everyone_arrived else [None] * len(self.bots)  # wait for the people
        for seat, bot, must in schedule.seats(bots):
            try:
                action, bot = await botrun.choose(bot, self.game, seat, must, self.pool)
            except Exception:
                log.exception("table %s: the bot at seat %d failed to choose", self.id, seat)
                continue
            if self.seq != version:
                return None
            self.bots[seat] = bot
            schedule.propose(seat, bot, action, must)
        return schedule.next()


def summary(row: TableRow, table: Table | None = None) -> dict[str, Any]:
    """A table as the lobby lists it (never a token)."""
    seats = []
    for i, s in enumerate(row.seats):
        d = {"seat": i, "kind": s["kind"], "name": s.get("name", "")}
        if s["kind"] == "bot":
            d["bot"] = s.get("bot")
            d["level"] = s.get("level")
        seats.append(d)
    finished = row.status == "finished"
    return {"table": row.id, "game": row.game, "variant": row.variant, "players": row.players,
            "options": row.options, "status": row.status,
            "seq": table.seq if table is not None else row.steps,
            "created": _iso(row.created), "finished": _iso(row.finished), "seats": seats,
            "spectator_url": f"/table/{row.id}",
            "replay_url": f"/replay/{row.id}" if finished else None,
            "result": row.result if finished else None, "imported": row.imported,
            "fairness": fairness.public(row.fairness, finished)}


def _iso(t: Any) -> str | None:
    return None if t is None else t.strftime("%Y-%m-%dT%H:%M:%SZ")


__all__ = ["Conn", "StepStore", "StoreFailed", "Table", "TableHooks", "TraceHook", "hash_token",
           "new_token", "seat_copy", "summary", "token_matches"]
