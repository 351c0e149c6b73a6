"""The service: the store, the live tables, bots' worker pool, and lobby operations."""

from __future__ import annotations

import asyncio
import collections
import datetime as dt
import logging
import secrets
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any, Protocol

import sqlalchemy as sa

from parlour.bots import LEVELS, available_bots
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.engine.options import fixed_by_variant
from parlour.engine.records import Replay
from parlour.engine.registry import game_class, list_games, new_game
from parlour.errors import InvalidOption, InvalidRecord
from parlour.server import bots as botrun
from parlour.server import fairness, protocol, replays
from parlour.server.clock import Clock, RealClock
from parlour.server.collector import CollectorSteward
from parlour.server.gate import BotGate
from parlour.server.storage import DamagedRow, StepRow, Store, TableRow, utcnow
from parlour.server.tables import Table, TableHooks, TraceHook, hash_token, new_token, summary
from parlour.server.writer import StepWriter

log = logging.getLogger("parlour.server")

MAX_SEED = (1 << 63) - 1
MAX_OPEN_TABLES = 20_000
"""Tables being played at once; creating more is refused (a guard against floods)."""
ABANDON_DAYS = 30.0
"""An unfinished table nobody played or opened for this long is not loaded at start."""


IDLE_MINUTES = 60.0
"""An unfinished table with nobody connected and no step for this long leaves memory
while the service runs (status ``abandoned``; opening a link brings it back)."""
SWEEP_MS = 60_000.0
"""How often idle tables are looked for."""
CREATE_BURST = 20
CREATE_RATE = 0.2
"""Tables one client address may create: CREATE_BURST at once, CREATE_RATE per second."""
HEAVY_BURST = 10
HEAVY_RATE = 0.1
"""Imports and long replays rebuilt one client address may ask for: HEAVY_BURST at
once, HEAVY_RATE per second."""
MAX_RECORD_STEPS = 100_000
"""Most entries an imported record may have."""
TOUCH_EVERY = dt.timedelta(hours=1)
"""A visit is written to the database at most this often per table."""


class NotFound(LookupError):
    pass


class Hosting(Protocol):
    """Which instance hosts each unfinished table, when several serve one site
    (:mod:`parlour.server.cluster`); a service without it hosts every table itself."""

    async def claim(self, table_id: str) -> bool:
        """Take the table's lease for this instance; False when another one holds it."""
        ...

    def release(self, table_id: str) -> None:
        """Give the table's lease back (the table left this instance's memory)."""
        ...


class Conflict(RuntimeError):
    pass


class Moving(RuntimeError):
    """The table's host died a moment ago and its lease has not expired yet: the client
    should come back shortly (several instances, :mod:`parlour.server.cluster`)."""


class TooMany(RuntimeError):
    """A client address went over a budget (HTTP 429)."""


def rules_text(game: str) -> dict[str, Any]:
    """The rules to show in a rules panel: the game's declared ``rules_text`` (its
    ``rules.md``, or its summary and module docstring)."""
    cls = game_class(game)
    return {"game": cls.name, "title": cls.title, "format": "markdown", "text": cls.rules_text}


class Latency:
    """A ring of recent arrival-to-broadcast latencies (ms)."""

    def __init__(self, size: int = 200_000) -> None:
        self.values: collections.deque[float] = collections.deque(maxlen=size)

    def add(self, ms: float) -> None:
        self.values.append(ms)

    def report(self) -> dict[str, Any]:
        v = sorted(self.values)
        if not v:
            return {"count": 0, "p50": None, "p99": None, "max": None}

        def q(p: float) -> float:
            return round(v[min(len(v) - 1, int(p * len(v)))], 3)

        return {"count": len(v), "p50": q(0.50), "p99": q(0.99), "max": round(v[-1], 3)}

    def reset(self) -> None:
        self.values.clear()


class Service:
    """Everything the app needs; the app's routes are thin wrappers around it."""

    def __init__(self, store: Store, *, clock: Clock | None = None, pace: float = 1.0,
                 pool: Executor | None = None, think_workers: int = 1, rate: float | None = None,
                 burst: int | None = None, wall: Callable[[], dt.datetime] | None = None,
                 abandon_days: float | None = ABANDON_DAYS, address_rate: float | None = None,
                 address_burst: int | None = None, idle_minutes: float | None = None,
                 create_rate: float | None = None, create_burst: int | None = None) -> None:
        self.store = store
        self.clock = clock or RealClock()
        self.wall = wall or utcnow
        """The wall clock (aware UTC datetimes): step times, visits, abandoning idle tables."""
        self.abandon_days = abandon_days
        self.pace = pace
        self.collector: CollectorSteward | None = None
        """Keeps full garbage collections short (set by the app; None: left alone)."""
        self.gate = BotGate()
        """Bots pass it before each move, so people's messages are served first."""
        self._own_pool = pool is None and think_workers > 0
        self.pool: Executor | None = pool if pool is not None else (
            botrun.worker_pool(think_workers) if think_workers > 0 else None)
        self.tables: dict[str, Table] = {}
        self.steps = 0
        self.connections = 0
        self.latency = Latency()
        self.rate = protocol.RATE if rate is None else rate
        self.burst = protocol.BURST if burst is None else burst
        self.addresses = protocol.Buckets(
            protocol.ADDRESS_BURST if address_burst is None else address_burst,
            protocol.ADDRESS_RATE if address_rate is None else address_rate)
        """Message budgets per client address."""
        self.creations = protocol.Buckets(CREATE_BURST if create_burst is None else create_burst,
                                          CREATE_RATE if create_rate is None else create_rate)
        """Table creation budgets per client address."""
        self.idle_minutes = IDLE_MINUTES if idle_minutes is None else idle_minutes
        self.heavy = protocol.Buckets(HEAVY_BURST, HEAVY_RATE)
        """Budgets per client address for heavy work (imports, long replays rebuilt)."""
        self.snapshots = replays.Snapshots()
        self.writer = ThreadPoolExecutor(1, thread_name_prefix="parlour-db")
        """The thread that writes new tables, visits and sent-marks to the database."""
        self.steps_writer = StepWriter(store)
        """The thread that commits steps, in batches."""
        self._sweeper: asyncio.Task[None] | None = None
        self.expired = 0
        """Tables that left memory for being idle while the service ran."""
        self.floods = 0
        """Connections closed for exceeding their message budget."""
        self.refused_connections = 0
        """WebSocket connections refused (429) for their address's budget."""
        self.refused_messages = 0
        """Messages dropped for being over a connection's or its address's budget."""
        self.trace_hook: TraceHook | None = None
        self.hosting: Hosting | None = None
        """Set when several instances serve one site: leases decide who hosts a table."""
        self._hooks = TableHooks(trace=self.trace, stepped=self._stepped, released=self._released)

    def budget(self, address: str) -> protocol.Budget:
        """A new connection's message budget (its own bucket and its address's)."""
        return protocol.Budget(self.clock.now(), self.addresses, address, self.burst, self.rate)

    def may_connect(self, address: str) -> bool:
        """Whether ``address`` has the budget to open a WebSocket now (nothing is taken;
        a refusal is counted). The WebSocket protocol asks before it hands a connection
        to the app, so refusing a flooding address costs little."""
        if self.addresses.allows(address, self.clock.now(), protocol.CONNECT_COST):
            return True
        self.refused_connections += 1
        return False

    def trace(self, what: str, table: str, seq: int) -> None:
        if self.trace_hook is not None:
            self.trace_hook(what, table, seq)

    def _stepped(self) -> None:
        self.steps += 1

    def _released(self, table_id: str) -> None:
        self.tables.pop(table_id, None)
        if self.hosting is not None:
            self.hosting.release(table_id)

    def _table(self, row: TableRow, game: Game, events: list[list[Event]], steps: list[StepRow]) -> Table:
        """A table object (not yet listed nor started) using this service's store and clocks."""
        return Table(row, game, events, steps, store=self.store, clock=self.clock, wall_ms=self.wall_ms,
                     pace=self.pace, pool=self.pool, hooks=self._hooks, writer=self.writer,
                     steps_writer=self.steps_writer, gate=self.gate)

    # ----- life cycle ---------------------------------------------------------------------
    def wall_ms(self) -> int:
        return int(self.wall().timestamp() * 1000)

    async def start(self) -> None:
        """Rebuild every unfinished table from its record and start its bots and timers;
        tables idle for longer than ``abandon_days`` are marked abandoned instead."""
        rows = self.store.unfinished()
        last_steps = self.store.last_step_times() if rows and self.abandon_days else {}
        for row in rows:
            if self.hosting is not None and (not await self.hosting.claim(row.id) or row.id in self.tables):
                continue  # another instance hosts it (or it was taken over meanwhile)
            if self._idle_too_long(row, last_steps.get(row.id)):
                log.info("table %s: idle for over %g days, marked abandoned", row.id, self.abandon_days)
                self.store.set_status(row.id, "abandoned")
                if self.hosting is not None:
                    self.hosting.release(row.id)
                continue
            try:
                table = self._load(row)
            except Exception as e:  # noqa: BLE001 (one bad table never stops the others)
                self.store.set_aside(row.id, f"cannot be rebuilt from its record ({type(e).__name__}: {e})")
                continue
            table.start()

        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())

    async def _sweep_forever(self) -> None:
        wake = asyncio.Event()
        while True:
            await self.clock.wait(self.clock.now() + SWEEP_MS, wake)
            try:
                await self.sweep()
            except Exception:
                log.exception("sweeping idle tables failed")

    async def sweep(self) -> list[str]:
        """Idle unfinished tables (nobody connected, no step nor visit for
        ``idle_minutes``) leave memory, marked abandoned; returns their ids."""
        if not self.idle_minutes:
            return []
        limit = self.wall_ms() - self.idle_minutes * 60_000
        idle = [t for t in self.tables.values()
                if not t.over and not t.conns and t.active_ms < limit and t.row.status == "open"]
        for t in idle:
            await t.stop()
            self._released(t.id)
            t.row.status = "abandoned"
            try:
                await self.write(self.store.set_status, t.id, "abandoned")
            except Exception:
                log.exception("table %s: could not record it abandoned", t.id)
            self.expired += 1
            log.info("table %s: idle for %g minutes, left memory (abandoned)", t.id, self.idle_minutes)
        return [t.id for t in idle]

    def may_create(self, address: str) -> None:
        """Raise :class:`TooMany` when ``address`` has created tables too quickly."""
        if not self.creations.take(address, self.clock.now()):
            raise TooMany("too many tables created from your address: try again in a minute")

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        await asyncio.gather(*(t.stop() for t in self.tables.values()))
        if self._own_pool and self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        await asyncio.get_running_loop().run_in_executor(None, self.writer.shutdown)  # writes finish
        await asyncio.get_running_loop().run_in_executor(None, self.steps_writer.close)
        self.store.close()

    def _idle_too_long(self, row: TableRow, last_step_ms: int | None) -> bool:
        """Whether nobody played (a step) or opened the table for ``abandon_days``."""
        if not self.abandon_days:
            return False
        last = max(t for t in (row.created, row.touched) if t is not None)
        if last_step_ms is not None:
            last = max(last, dt.datetime.fromtimestamp(last_step_ms / 1000, dt.UTC))
        return self.wall() - last > dt.timedelta(days=self.abandon_days)

    def touch(self, table: Table) -> None:
        """Somebody opened an unfinished table: it is not idle (see ``abandon_days``)."""
        if table.over or table.row.imported:
            return
        now = self.wall()
        if table.row.touched is not None and now - table.row.touched < TOUCH_EVERY:
            return  # noted recently: a burst of connections costs no database writes
        table.row.touched = now

        def touch() -> None:
            try:
                self.store.touch(table.id, now)
            except Exception:
                log.exception("table %s: could not record the visit", table.id)

        self.writer.submit(touch)  # nobody waits for it

    def _load(self, row: TableRow) -> Table:
        steps = self.store.steps(row.id)
        replayed = Replay(row.record(steps)).run()
        table = self._table(row, replayed.game, replayed.events, steps)
        self.tables[row.id] = table
        return table

    async def host(self, row: TableRow) -> Table:
        """Take an unfinished table into this instance's memory (its lease is held): its
        record replayed off the event loop, its bots and timers started; an abandoned one
        is played again. Raises :class:`DamagedRow` when it cannot be rebuilt."""
        t = self.tables.get(row.id)
        if t is not None:
            return t
        try:
            steps = await asyncio.to_thread(self.store.steps, row.id)
            replayed = await asyncio.to_thread(lambda: Replay(row.record(steps)).run())
        except DamagedRow:
            raise
        except Exception as e:  # noqa: BLE001
            raise self.store.set_aside(row.id, f"cannot be rebuilt from its record "
                                               f"({type(e).__name__}: {e})") from e
        t = self.tables.get(row.id)  # another connection may have loaded it meanwhile
        if t is not None:
            return t
        table = self._table(row, replayed.game, replayed.events, steps)
        self.tables[row.id] = table
        if row.status == "abandoned":
            await self.write(self.store.set_status, row.id, "open")
            row.status = "open"
            log.info("table %s: abandoned table opened again", row.id)
        table.start()
        return table

    def table(self, table_id: str) -> Table:
        """A live table (finished ones are loaded on demand, for their final state)."""
        t = self.tables.get(table_id)
        if t is not None:
            return t
        row = self.store.get_table(table_id)
        if row is None:
            raise NotFound(f"no table {table_id!r}")
        try:
            table = self._load(row)
        except DamagedRow:
            raise
        except Exception as e:  # noqa: BLE001
            raise self.store.set_aside(table_id, f"cannot be rebuilt from its record "
                                                 f"({type(e).__name__}: {e})") from e
        if row.status == "abandoned":  # somebody came back to it: it is played again
            self.store.set_status(row.id, "open")
            row.status = "open"
            log.info("table %s: abandoned table opened again", row.id)
            table.start()
        return table

    # ----- lobby --------------------------------------------------------------------------
    def games(self) -> list[dict[str, Any]]:
        out = []
        for info in list_games():
            d = info.__dict__.copy()
            cls = game_class(info.name)
            d["layout"] = cls.LAYOUT
            pres = getattr(cls, "presentation", None)  # parlour.engine.present (issue #10)
            d["presentation"] = pres.to_json() if pres is not None else None
            d["variant_options"] = {v: dict(preset) for v, (_, preset) in cls.VARIANTS.items()}
            d["variant_fixed"] = {v: sorted(fixed_by_variant(cls.Options, preset))
                                  for v, (_, preset) in cls.VARIANTS.items()}
            d["bots"] = available_bots(info.name)
            d["levels"] = list(LEVELS)
            out.append(d)
        return out

    async def create_table(self, req: dict[str, Any]) -> dict[str, Any]:
        """Create a table from a validated request body; see ``docs/protocol.md``."""
        cls = game_class(req["game"])
        if sum(1 for t in self.tables.values() if not t.over) >= MAX_OPEN_TABLES:
            raise Conflict(f"the service already runs {MAX_OPEN_TABLES} tables: try again later")
        seats_req = req.get("seats")
        players = req.get("players")
        if seats_req is not None and players is not None and len(seats_req) != players:
            raise InvalidOption(f"{players} players but {len(seats_req)} seats described")
        if players is None and seats_req is not None:
            players = len(seats_req)
        seed = req.get("seed")
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise InvalidOption(f"seed must be between 0 and {MAX_SEED}")
        if seed is None:  # committed now, revealed at the end; players may add entropy
            fair = fairness.committed()
            seed = fairness.derive_seed(fair["server_seed"], [])
        else:  # the creator's own seed is shown to everyone, before anyone sits
            fair = fairness.chosen(seed)
        game = new_game(cls.name, players, variant=req.get("variant"), seed=seed,
                        options=req.get("options") or {})
        players = game.players
        seats_req = seats_req or [{"kind": "human"} for _ in range(players)]
        kinds = available_bots(cls.name)
        seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i, s in enumerate(seats_req):
            if s["kind"] == "bot":
                bot = s.get("bot") or "random"
                if bot.partition(":")[0] not in kinds:
                    raise InvalidOption(f"seat {i}: no {bot!r} bot for {cls.name}; choose one of: "
                                        f"{', '.join(kinds)}")
                level = s.get("level") or "normal"
                if level not in LEVELS:
                    raise InvalidOption(f"seat {i}: unknown bot level {level!r}; choose one of: "
                                        f"{', '.join(LEVELS)}")
                name = s.get("name") or f"{bot.partition(':')[0].capitalize()} bot"
                seats.append({"kind": "bot", "name": name, "bot": bot, "level": level})
                tokens.append(None)
            else:
                token = new_token()
                seats.append({"kind": "human", "name": s.get("name") or f"Seat {i}",
                              "token_hash": hash_token(token)})
                tokens.append(token)
        row = TableRow(id=self._new_id(), game=cls.name, variant=game.variant, players=players,
                       options=game.record()["options"], seed=seed, deck=None, seats=seats,
                       status="open", imported=False, created=self.wall(), finished=None, steps=0,
                       result=None, fairness=fair)
        table = self._table(row, game, [], [])  # builds the bots: fails before anything is stored
        await self._claim_new(row.id)  # before it is stored: nobody else may take it up
        try:
            await self._store_new(row)
        except Exception:
            self._give_back(row.id)
            raise
        table.id = row.id
        self.tables[row.id] = table
        table.start()
        out_seats = []
        for i, (s, tok) in enumerate(zip(seats, tokens)):
            d: dict[str, Any] = {"seat": i, "kind": s["kind"], "name": s["name"]}
            if tok is not None:
                d["token"] = tok
                d["url"] = f"/table/{row.id}?seat={i}&token={tok}"
            else:
                d["bot"], d["level"] = s["bot"], s["level"]
            out_seats.append(d)
        return {"table": row.id, "seats": out_seats, "spectator_url": f"/table/{row.id}",
                "fairness": fairness.public(fair, False)}

    async def write(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a database write on the writer thread, off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.writer, fn, *args)

    def _give_back(self, table_id: str) -> None:
        """Give back the lease of a table that was never stored (several instances)."""
        if self.hosting is not None:
            self.hosting.release(table_id)

    async def _claim_new(self, table_id: str) -> None:
        """Take a new table's lease, with several instances."""
        if self.hosting is not None and not await self.hosting.claim(table_id):
            raise Conflict("the new table's id is hosted by another instance: try again")

    async def _store_new(self, row: TableRow, steps: list[StepRow] | None = None) -> None:
        """Insert a new table, drawing another id if the random one is taken (rare; the
        new id's lease is taken instead, for a table to play)."""
        for attempt in range(3):
            try:
                await self.write(self.store.create_table, row, steps or [])
                return
            except sa.exc.IntegrityError:
                if attempt == 2:
                    raise
                if row.status == "open":
                    self._give_back(row.id)
                    row.id = self._new_id()
                    await self._claim_new(row.id)
                else:
                    row.id = self._new_id()

    def _new_id(self) -> str:
        """A fresh random table id (the database's primary key catches a rare clash)."""
        while True:
            tid = secrets.token_hex(5)
            if tid not in self.tables:
                return tid

    def list_tables(self, limit: int = 50, open_offset: int = 0,
                    finished_offset: int = 0) -> dict[str, Any]:
        """One page of each list: open tables oldest first, finished ones newest first.
        With several instances the open tables come from the database (each hosts some)."""
        if self.hosting is not None:
            rows, total = self.store.open_tables(limit, open_offset)
            opened = [summary(r, self.tables.get(r.id)) for r in rows]
        else:
            live = [t for t in self.tables.values() if t.row.status == "open"]
            live.sort(key=lambda t: (t.row.created, t.id))
            total = len(live)
            opened = [summary(t.row, t) for t in live[open_offset:open_offset + limit]]
        finished = self.store.finished(limit + 1, finished_offset)
        more = len(finished) > limit
        return {"open": opened,
                "finished": [summary(r) for r in finished[:limit]],
                "open_total": total,
                "next_open_offset": open_offset + limit if open_offset + limit < total else None,
                "next_finished_offset": finished_offset + limit if more else None}

    def table_summary(self, table_id: str) -> dict[str, Any]:
        if table_id in self.store.damaged:
            raise DamagedRow(table_id, self.store.damaged[table_id])
        t = self.tables.get(table_id)
        if t is not None:
            return summary(t.row, t)
        row = self.store.get_table(table_id)
        if row is None:
            raise NotFound(f"no table {table_id!r}")
        if self.hosting is not None and row.status != "finished":  # hosted by another instance
            row.steps = self.store.last_seq(table_id)
        return summary(row)

    # ----- records and replays --------------------------------------------------------------
    def _finished(self, table_id: str) -> tuple[TableRow, list[StepRow]]:
        row = self.store.get_table(table_id)
        if row is None:
            raise NotFound(f"no table {table_id!r}")
        if row.status != "finished":
            raise Conflict("the game is still being played: its record (every hidden card) "
                           "is available once it is finished")
        return row, self.store.steps(table_id)

    def record(self, table_id: str) -> dict[str, Any]:
        row, steps = self._finished(table_id)
        rec = row.record(steps)
        if row.fairness is not None:
            rec["fairness"] = fairness.public(row.fairness, True)
        rec["table"] = {"id": row.id, "seats": summary(row)["seats"], "created": summary(row)["created"],
                        "finished": summary(row)["finished"], "imported": row.imported}
        return rec

    async def replay(self, table_id: str, step: int, address: str = "?") -> dict[str, Any]:
        """The full view after ``step`` steps of a finished table, from its snapshots (a
        table replayed whole once, off the event loop; each step then costs little)."""
        row, steps = self._finished(table_id)
        if not 0 <= step <= len(steps):
            raise InvalidOption(f"step must be between 0 and {len(steps)}, not {step}")
        built = self.snapshots.get(table_id)
        if built is None:
            if len(steps) > replays.MIN_SPACING:  # rebuilding a long game is heavy work
                self.may_do_heavy(address)
            built = await asyncio.to_thread(self.snapshots.build, table_id, row.record(steps))
            self.snapshots.keep(table_id, built)
        return await asyncio.to_thread(self._replay_step, built, row, steps, step)

    @staticmethod
    def _replay_step(built: replays.Built, row: TableRow, steps: list[StepRow], step: int) -> dict[str, Any]:
        replayed = built.at(max(step - 1, 0))
        entry = steps[step - 1].entry if step > 0 else None
        label = replayed.next_label() if entry is not None else None
        events = replayed.step() if entry is not None else []
        return {"table": row.id, "step": step, "steps": len(steps), "view": replayed.game.full_view(),
                "entry": entry, "label": label, "events": [e.to_json() for e in events]}

    def may_do_heavy(self, address: str) -> None:
        """Raise :class:`TooMany` when ``address`` asked for heavy work (imports, long
        replays rebuilt) too often."""
        if not self.heavy.take(address, self.clock.now()):
            raise TooMany("too many imports or long replays from your address: try again in a minute")

    async def import_record(self, record: dict[str, Any], address: str = "?") -> dict[str, Any]:
        """Store a record as a finished, replay-only table; it is replayed off the event
        loop, at most ``MAX_RECORD_STEPS`` entries, within the address's heavy budget."""
        actions = record.get("actions")
        if isinstance(actions, list) and len(actions) > MAX_RECORD_STEPS:
            raise InvalidRecord(f"a record may have at most {MAX_RECORD_STEPS} steps, not {len(actions)}")
        self.may_do_heavy(address)
        try:
            game = (await asyncio.to_thread(lambda: Replay(record).run())).game
        except InvalidOption as e:
            raise InvalidRecord(str(e)) from e
        meta = record.get("table") if isinstance(record.get("table"), dict) else {}
        names = [s.get("name", "") if isinstance(s, dict) else "" for s in (meta or {}).get("seats", [])]
        seats = [{"kind": "human", "name": (names[i] if i < len(names) and isinstance(names[i], str)
                                              else f"Seat {i}")[:80]} for i in range(game.players)]
        rec = game.record()
        steps = [StepRow(i + 1, e, e.get("seat"), None) for i, e in enumerate(rec["actions"])]
        res = game.result() if game.is_over() else None
        now = utcnow()
        row = TableRow(id=self._new_id(), game=game.name, variant=game.variant, players=game.players,
                       options=rec["options"], seed=game.seed, deck=rec["deck"], seats=seats,
                       status="finished", imported=True, created=now, finished=now,
                       steps=len(steps), result=res.to_json() if res is not None else None)
        await self._store_new(row, steps)
        return {"table": row.id, "replay_url": f"/replay/{row.id}"}

    def metrics(self) -> dict[str, Any]:
        return {"tables_open": sum(1 for t in self.tables.values() if not t.over),
                "connections": self.connections, "steps": self.steps, "floods_closed": self.floods,
                "connections_refused": self.refused_connections,
                "messages_refused": self.refused_messages, "tables_expired": self.expired,
                "bot_moves_deferred": self.gate.waited,
                "garbage_collector": self.collector.report() if self.collector is not None else None,
                "latency_ms": self.latency.report(),
                "damaged_tables": [{"table": k, "reason": v} for k, v in sorted(self.store.damaged.items())]}


