"""The service database: tables and their recorded steps (SQLAlchemy 2 Core).

A table *is* its record: game, variant, options, seed, deck, seats, and one row per
accepted step (an engine record entry: an action with its seat and time, or a timer
``advance``). SQLite in the data folder by default; any SQLAlchemy URL (PostgreSQL:
``postgresql+psycopg://...``) through ``DATABASE_URL``. Alembic migrations in
``parlour/server/migrations`` are applied when the store opens.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

log = logging.getLogger("parlour.server")
UNAVAILABLE = (sa.exc.OperationalError, sa.exc.InterfaceError, sa.exc.TimeoutError)
"""What the database raises when it cannot be reached now (stopped, restarting, gone
from the network, out of connections, locked): the service says it is unavailable."""
CONNECT_TIMEOUT = 5
"""Seconds a new PostgreSQL connection may take (a server gone from the network would
otherwise hold a thread for minutes)."""
MIGRATIONS = Path(__file__).with_name("migrations")

metadata = sa.MetaData()
tables_t = sa.Table(
    "tables", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("variant", sa.String(64)),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("deck", sa.Text),
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("imported", sa.Boolean, nullable=False),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    sa.Column("finished", sa.DateTime(timezone=True)),
    sa.Column("steps", sa.Integer, nullable=False),
    sa.Column("result", sa.Text),
    sa.Column("touched", sa.DateTime(timezone=True)),
    sa.Column("fairness", sa.Text),
)
steps_t = sa.Table(
    "steps", metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("entry", sa.Text, nullable=False),
    sa.Column("seat", sa.Integer),
    sa.Column("client_id", sa.String(80)),
    sa.Column("sent", sa.Integer, nullable=False, server_default="0"),
    sa.Column("wall_ms", sa.BigInteger),
)


class DamagedRow(LookupError):
    """A stored table (or one of its steps) that cannot be read: it is set aside."""

    def __init__(self, table_id: str, reason: str) -> None:
        super().__init__(f"table {table_id!r} is damaged and set aside: {reason}")
        self.table_id = table_id
        self.reason = reason


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclasses.dataclass
class TableRow:
    """A stored table (``seats``: list of dicts with kind, name, bot, level, token_hash)."""

    id: str
    game: str
    variant: str | None
    players: int
    options: dict[str, Any]
    seed: int
    deck: Any
    seats: list[dict[str, Any]]
    status: str
    imported: bool
    created: dt.datetime
    finished: dt.datetime | None
    steps: int
    result: dict[str, Any] | None
    touched: dt.datetime | None = None
    """The last time somebody opened the table (None: never since it was created)."""
    fairness: dict[str, Any] | None = None
    """How the seed was made (:mod:`parlour.server.fairness`); None for old tables."""

    @classmethod
    def from_db(cls, r: Any) -> TableRow:
        return cls(id=r.id, game=r.game, variant=r.variant, players=r.players,
                   options=json.loads(r.options), seed=r.seed,
                   deck=json.loads(r.deck) if r.deck else None, seats=json.loads(r.seats),
                   status=r.status, imported=bool(r.imported), created=_aware(r.created) or utcnow(),
                   finished=_aware(r.finished), steps=r.steps,
                   result=json.loads(r.result) if r.result else None, touched=_aware(r.touched),
                   fairness=json.loads(r.fairness) if r.fairness else None)

    def base_record(self) -> dict[str, Any]:
        """The engine record without its actions."""
        return {"format": "parlour-record/1", "game": self.game, "variant": self.variant,
                "options": self.options, "players": self.players, "seed": self.seed,
                "deck": self.deck}

    def record(self, steps: Sequence[StepRow]) -> dict[str, Any]:
        """The engine record of the table after ``steps`` (replay it with
        :class:`parlour.engine.records.Replay`)."""
        return {**self.base_record(), "actions": [s.entry for s in steps]}


@dataclasses.dataclass
class StepRow:
    """One accepted step. ``sent``: bitmask of the seats that were sent the step's secret
    fields meant for them (a resume gives those seats the public copy); ``wall_ms``: when
    it was committed (ms since the Unix epoch; None for imported records)."""

    seq: int
    entry: dict[str, Any]
    seat: int | None
    client_id: str | None
    sent: int = 0
    wall_ms: int | None = None


def _aware(t: dt.datetime | None) -> dt.datetime | None:
    if t is not None and t.tzinfo is None:
        return t.replace(tzinfo=dt.UTC)
    return t


def default_url(data_dir: Path) -> str:
    return f"sqlite:///{(data_dir / 'parlour.sqlite3').resolve()}"


def normalize_url(url: str) -> str:
    """Accept the common ``postgres://`` spelling, and pick the installed PostgreSQL driver
    (psycopg 3 unless psycopg2 is there) when the URL names none."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    if url.startswith("postgresql://"):
        import importlib.util

        if importlib.util.find_spec("psycopg2") is None and importlib.util.find_spec("psycopg") is not None:
            url = "postgresql+psycopg://" + url[len("postgresql://"):]
    return url


def make_engine(url: str) -> Engine:
    """An engine; SQLite gets WAL journaling (commits survive a killed process)."""
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"check_same_thread": False})

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _rec: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    if url.startswith("postgresql"):
        return sa.create_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": CONNECT_TIMEOUT})
    return sa.create_engine(url, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Apply every Alembic migration up to head."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


class Store:
    """All database access of the service. Every method is one transaction."""

    def __init__(self, url: str) -> None:
        self.url = url = normalize_url(url)
        self.engine = make_engine(url)
        migrate(self.engine)
        self._hot: Connection | None = None
        self._insert_step = steps_t.insert()
        self.damaged: dict[str, str] = {}
        """Tables set aside because a row of theirs cannot be read: id -> why."""

    def set_aside(self, table_id: str, reason: str) -> DamagedRow:
        """Note a damaged table (logged once) and return the error to raise."""
        if table_id not in self.damaged:
            log.error("table %s is damaged and set aside: %s", table_id, reason)
        self.damaged[table_id] = reason
        return DamagedRow(table_id, reason)

    def _table_rows(self, rows: Sequence[Any]) -> list[TableRow]:
        """The readable rows; the others are set aside."""
        out = []
        for r in rows:
            try:
                out.append(TableRow.from_db(r))
            except Exception as e:  # noqa: BLE001 (any unreadable field)
                self.set_aside(r.id, f"its table row cannot be read ({type(e).__name__}: {e})")
        return out

    def close(self) -> None:
        if self._hot is not None:
            self._hot.close()
            self._hot = None
        self.engine.dispose()

    def create_table(self, row: TableRow, steps: list[StepRow] = ()) -> None:  # type: ignore[assignment]
        with self.engine.begin() as conn:
            conn.execute(tables_t.insert().values(
                id=row.id, game=row.game, variant=row.variant, players=row.players,
                options=json.dumps(row.options), seed=row.seed,
                deck=json.dumps(row.deck) if row.deck is not None else None,
                seats=json.dumps(row.seats), status=row.status, imported=row.imported,
                created=row.created, finished=row.finished, steps=row.steps,
                result=json.dumps(row.result) if row.result is not None else None,
                touched=row.touched,
                fairness=json.dumps(row.fairness) if row.fairness is not None else None))
            if steps:
                conn.execute(steps_t.insert(), [_step_values(row.id, s) for s in steps])

    def append_step(self, table_id: str, step: StepRow,
                    finished: dict[str, Any] | None = None) -> None:
        """Commit one accepted step (and, when it ends the game, the table's result).

        The hot path: one kept connection; on SQLite the driver's own cursor (the same SQL
        SQLAlchemy would send, without its per-statement overhead). A kept connection that
        turns out dead (a database server restarted, an idle connection dropped) is replaced
        and the step tried once more: if the first try did commit, the retry hits the
        primary key and fails, so a step is never stored twice."""
        try:
            self._append_step(table_id, step, finished)
        except sa.exc.DBAPIError as e:
            if not e.connection_invalidated:
                raise
            self._append_step(table_id, step, finished)

    def _append_step(self, table_id: str, step: StepRow, finished: dict[str, Any] | None) -> None:
        if self._hot is None:
            self._hot = self.engine.connect()
        conn = self._hot
        try:
            if finished is None and self.engine.dialect.name == "sqlite":
                raw = conn.connection.dbapi_connection
                assert raw is not None
                v = _step_values(table_id, step)
                raw.execute(_SQLITE_INSERT_STEP, tuple(v[k] for k in _STEP_COLUMNS))
                raw.commit()
                return
            with conn.begin():
                conn.execute(self._insert_step, _step_values(table_id, step))
                if finished is not None:
                    _finish(conn, table_id, step.seq, finished)
        except Exception:
            self._hot = None
            with contextlib.suppress(Exception):
                conn.close()
            raise

    def append_steps(self, batch: Sequence[tuple[str, StepRow, dict[str, Any] | None]]) -> None:
        """Commit several steps (of any tables) in one transaction: all or none."""
        if self._hot is None:
            self._hot = self.engine.connect()
        conn = self._hot
        try:
            with conn.begin():
                conn.execute(self._insert_step, [_step_values(t, s) for t, s, _ in batch])
                for t, s, f in batch:
                    if f is not None:
                        _finish(conn, t, s.seq, f)
        except Exception:
            self._hot = None
            with contextlib.suppress(Exception):
                conn.close()
            raise

    def get_table(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(tables_t.select().where(tables_t.c.id == table_id)).first()
        if r is None:
            return None
        rows = self._table_rows([r])
        if not rows:
            raise DamagedRow(table_id, self.damaged[table_id])
        return rows[0]

    def steps(self, table_id: str) -> list[StepRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(steps_t.select().where(steps_t.c.table_id == table_id)
                                .order_by(steps_t.c.seq)).all()
        out = []
        for r in rows:
            try:
                entry = json.loads(r.entry)
            except ValueError as e:
                raise self.set_aside(table_id, f"step {r.seq} cannot be read ({e})") from None
            out.append(StepRow(r.seq, entry, r.seat, r.client_id, r.sent or 0, r.wall_ms))
        return out

    def mark_sent(self, table_id: str, marks: dict[int, int]) -> None:
        """Record that seats were sent steps' secrets: ``{seq: new sent bitmask}``."""
        with self.engine.begin() as conn:
            for seq, sent in marks.items():
                conn.execute(steps_t.update().where(steps_t.c.table_id == table_id,
                                                    steps_t.c.seq == seq).values(sent=sent))

    def touch(self, table_id: str, when: dt.datetime) -> None:
        """Note that somebody opened the table at ``when``."""
        with self.engine.begin() as conn:
            conn.execute(tables_t.update().where(tables_t.c.id == table_id).values(touched=when))

    def set_seed(self, table_id: str, seed: int, fairness: dict[str, Any]) -> None:
        """A table's seed and fairness block (entropy added before the first step)."""
        with self.engine.begin() as conn:
            conn.execute(tables_t.update().where(tables_t.c.id == table_id).values(
                seed=seed, fairness=json.dumps(fairness)))

    def set_status(self, table_id: str, status: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(tables_t.update().where(tables_t.c.id == table_id).values(status=status))

    def last_step_times(self) -> dict[str, int]:
        """The wall time (epoch ms) of the latest step of every unfinished table that has one."""
        q = (sa.select(steps_t.c.table_id, sa.func.max(steps_t.c.wall_ms))
             .join(tables_t, tables_t.c.id == steps_t.c.table_id)
             .where(tables_t.c.status == "open").group_by(steps_t.c.table_id))
        with self.engine.connect() as conn:
            return {tid: int(ms) for tid, ms in conn.execute(q).all() if ms is not None}

    def unfinished(self) -> list[TableRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(tables_t.select().where(tables_t.c.status == "open")
                                .order_by(tables_t.c.created)).all()
        return self._table_rows(rows)

    def open_tables(self, limit: int = 50, offset: int = 0) -> tuple[list[TableRow], int]:
        """One page of the open tables, oldest first, each with ``steps`` set to its
        committed steps (the lobby of an instance that does not host them all), and how
        many there are."""
        last = (sa.select(sa.func.coalesce(sa.func.max(steps_t.c.seq), 0))
                .where(steps_t.c.table_id == tables_t.c.id).scalar_subquery())
        with self.engine.connect() as conn:
            total = conn.execute(sa.select(sa.func.count()).select_from(tables_t)
                                 .where(tables_t.c.status == "open")).scalar_one()
            rows = conn.execute(sa.select(tables_t, last.label("last_seq"))
                                .where(tables_t.c.status == "open")
                                .order_by(tables_t.c.created, tables_t.c.id)
                                .limit(limit).offset(offset)).all()
        out = self._table_rows(rows)
        seqs = {r.id: int(r.last_seq) for r in rows}
        for row in out:
            row.steps = seqs[row.id]
        return out, int(total)

    def last_seq(self, table_id: str) -> int:
        """The number of committed steps of a table."""
        with self.engine.connect() as conn:
            return int(conn.execute(sa.select(sa.func.coalesce(sa.func.max(steps_t.c.seq), 0))
                                    .where(steps_t.c.table_id == table_id)).scalar_one())

    def finished(self, limit: int = 50, offset: int = 0) -> list[TableRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(tables_t.select().where(tables_t.c.status == "finished")
                                .order_by(tables_t.c.finished.desc().nulls_last(), tables_t.c.created.desc())
                                .limit(limit).offset(offset)).all()
        return self._table_rows(rows)


_STEP_COLUMNS = ("table_id", "seq", "entry", "seat", "client_id", "sent", "wall_ms")
_SQLITE_INSERT_STEP = (f"INSERT INTO steps ({', '.join(_STEP_COLUMNS)}) "
                       f"VALUES ({', '.join('?' * len(_STEP_COLUMNS))})")


def _step_values(table_id: str, s: StepRow) -> dict[str, Any]:
    return {"table_id": table_id, "seq": s.seq, "entry": json.dumps(s.entry, separators=(",", ":")),
            "seat": s.seat, "client_id": s.client_id, "sent": s.sent, "wall_ms": s.wall_ms}


def _finish(conn: Connection, table_id: str, steps: int, result: dict[str, Any]) -> None:
    conn.execute(tables_t.update().where(tables_t.c.id == table_id).values(
        status="finished", finished=utcnow(), steps=steps, result=json.dumps(result)))
