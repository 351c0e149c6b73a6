"""Several ``parlour serve`` instances serving one site: PostgreSQL is the shared store,
Redis decides which instance hosts each table and carries messages between instances.

One instance *hosts* each unfinished table: it holds the engine, the bots and the timers,
and commits every step to the database before anyone sees it, exactly as a lone service
does. A client connected to another instance is *relayed*: that instance checks the
seat's token against the database, then passes the client's messages to the host, which
answers them as it answers its own clients (:func:`parlour.server.answers.answer`), on a
connection object of its own for that client (a *guest*), so each seat is sent its own
view and events only; the host's messages for the client come back the same way.

In Redis (``P`` is :data:`PREFIX`):

- ``P:alive:<instance>``: the instance runs; expires :data:`ALIVE_MS` after its last
  heartbeat (every :data:`HEARTBEAT` seconds);
- ``P:instances``: the instances that may still have tables to hand over;
- ``P:lease:<table>``: the instance hosting the table, taken with ``SET NX`` and expiring
  :data:`LEASE_MS` after the host's last heartbeat;
- ``P:hosted:<instance>``: the tables an instance took, so that when it dies the others
  know what to take over;
- channel ``P:to:<instance>``: messages for that instance, in batches (JSON).

When an instance dies its alive key and leases expire; at their next heartbeat the others
take its tables over (``SET NX`` again: one each), rebuilding them from the database as a
restart does, and close the connections they relayed to it (1012: the browser client
reconnects and resumes). Its own clients reconnect to any instance, which relays them to
the new host or takes the table itself. A step is acknowledged only once committed, so
none is lost; the database's primary key on (table, step) keeps two instances that both
believe they host a table (one paused past its lease) from both storing a step.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import dataclasses
import json
import logging
import secrets
import time
import zlib
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from parlour.server.answers import answer
from parlour.server.service import Moving, NotFound, Service
from parlour.server.storage import DamagedRow, TableRow
from parlour.server.tables import CLOSE_BEHIND, Conn, Table

log = logging.getLogger("parlour.server")

PREFIX = "parlour"
HEARTBEAT = 1.0
"""Seconds between an instance's heartbeats (its alive key and leases renewed)."""
ALIVE_MS = 3000
LEASE_MS = 3000
"""How long an instance's alive key and its leases outlive its last heartbeat."""
MOVE_WAIT = 2 * LEASE_MS / 1000
"""Seconds a new connection waits for a dead host's lease to expire before it is told to
come back (1013)."""
CLOSE_MOVED = 1012
MOVED = "the table moved to another server: reconnect and resume"
"""Close code ("service restart") and reason for clients of a table whose host changed."""
MOVING = "the table is moving to another server: try again shortly"
OPEN_WAIT = 5.0
"""Seconds a relayed client waits for the host's first answer before it is told to come
back (1013): a host that holds the lease but does not answer (stalled, or dying)."""
NOT_ANSWERING = "the table's server does not answer: try again shortly"
REDIS_DOWN = "the servers cannot reach each other (Redis is unavailable): try again shortly"

_RENEW = """
local lost, retaken = {}, {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
  elseif not holder then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    table.insert(retaken, key)
  else
    table.insert(lost, key)
  end
end
return {lost, retaken}
"""
"""Renew the leases held by ARGV[1], taking back those nobody holds (expired during a
stall, or Redis restarted empty); returns the keys another instance holds, and those
taken back."""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
"""Delete a lease only when ARGV[1] still holds it."""
RENEW_CHUNK = 500


def alive_key(instance: str) -> str:
    return f"{PREFIX}:alive:{instance}"


def lease_key(table_id: str) -> str:
    return f"{PREFIX}:lease:{table_id}"


def hosted_key(instance: str) -> str:
    return f"{PREFIX}:hosted:{instance}"


def channel(instance: str) -> str:
    return f"{PREFIX}:to:{instance}"


INSTANCES = f"{PREFIX}:instances"


@dataclasses.dataclass
class Remote:
    """A table hosted by another instance (``host``), and its row (seats, tokens)."""

    host: str
    row: TableRow


@dataclasses.dataclass
class Relay:
    """A client connected here to a table hosted elsewhere."""

    id: str
    host: str
    table_id: str
    conn: Conn
    answered: bool = False
    """Whether the host has answered (the client's state comes first)."""


@dataclasses.dataclass
class Guest:
    """On the host: a client of another instance (``instance``, its relay ``relay``)."""

    instance: str
    relay: str
    table_id: str
    conn: Conn
    inbox: asyncio.Queue[str | bytes | None]
    task: asyncio.Task[None] | None = None


def _text(item: dict[str, Any]) -> str | bytes:
    """A client's message as it came (text, or a binary frame carried in base64)."""
    if "b" in item:
        return base64.b64decode(item["b"])
    return str(item["m"])


class Cluster:
    """This instance's part in a site of several: its id, the leases of the tables it
    hosts, its relays and guests. Implements :class:`parlour.server.service.Hosting`."""

    def __init__(self, service: Service, url: str, *, heartbeat: float = HEARTBEAT) -> None:
        self.service = service
        self.redis: aioredis.Redis = aioredis.from_url(url, decode_responses=True)
        self.id = secrets.token_hex(6)
        self.heartbeat = heartbeat
        self.hosted: set[str] = set()
        self.relays: dict[str, Relay] = {}
        self.guests: dict[tuple[str, str], Guest] = {}
        self.adopted = 0
        """Tables taken over from instances that died."""
        self._outbox: dict[str, list[dict[str, Any]]] = {}
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._beating: asyncio.Task[None] | None = None
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        self._pubsub: Any = None
        self._seen_dead: set[str] = set()
        """Dead instances whose tables this one has begun to take over."""

    # ----- life cycle ---------------------------------------------------------------------
    async def start(self) -> None:
        """Listen on this instance's channel, say it is alive, start the heartbeat. Raises
        what Redis raises when it cannot be reached."""
        self._pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        await self._pubsub.subscribe(channel(self.id))  # before anyone may send us anything
        await self.redis.set(alive_key(self.id), "1", px=ALIVE_MS)
        await self.redis.sadd(INSTANCES, self.id)
        loop = asyncio.get_running_loop()
        self._beating = loop.create_task(self._beat_forever(), name="cluster-beat")
        self._tasks = [loop.create_task(self._read_forever(), name="cluster-read"),
                       loop.create_task(self._send_forever(), name="cluster-send"), self._beating]
        log.info("instance %s joined the cluster", self.id)

    async def pause(self) -> None:
        """Stop the heartbeat (no table is taken over any more) before the service stops
        its tables; :meth:`stop` then leaves."""
        if self._beating is not None:
            self._beating.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._beating

    async def stop(self) -> None:
        """Leave: clients relayed here and guests are told to reconnect, the leases are
        given back and the alive key deleted, so the others take the tables over at their
        next heartbeat (the hosted set stays for them to find)."""
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        for g in list(self.guests.values()):  # told now: the outbox is sent once more below
            self.post(g.instance, {"k": "end", "c": g.relay, "code": CLOSE_MOVED, "reason": MOVED})
            if g.task is not None:
                g.task.cancel()
        with contextlib.suppress(Exception):
            await self._send(self._take_outbox())
            for tid in list(self.hosted):
                await self._release(keys=[lease_key(tid)], args=[self.id])
            await self.redis.delete(alive_key(self.id))
        with contextlib.suppress(Exception):
            if self._pubsub is not None:
                await self._pubsub.aclose()
            await self.redis.aclose()

    # ----- leases -------------------------------------------------------------------------
    async def _get(self, key: str) -> str | None:
        got = await self.redis.get(key)
        return None if got is None else str(got)

    async def _members(self, key: str) -> set[str]:
        return {str(m) for m in await self.redis.smembers(key)}

    async def claim(self, table_id: str) -> bool:
        """Take the table's lease (or find it already ours); False when another holds it.
        Raises :class:`Moving` while Redis cannot be reached."""
        key = lease_key(table_id)
        try:
            taken = await self.redis.set(key, self.id, nx=True, px=LEASE_MS)
            if not taken and await self._get(key) != self.id:
                return False
            self.hosted.add(table_id)
            await self.redis.sadd(hosted_key(self.id), table_id)
        except RedisError as e:
            raise Moving(REDIS_DOWN) from e
        return True

    def release(self, table_id: str) -> None:
        """Give a lease back (the table left memory); done in a task of its own."""
        self.hosted.discard(table_id)
        asyncio.get_running_loop().create_task(self._give_back(table_id))

    async def _give_back(self, table_id: str) -> None:
        try:
            await self._release(keys=[lease_key(table_id)], args=[self.id])
            await self.redis.srem(hosted_key(self.id), table_id)
        except Exception as e:  # noqa: BLE001 (it expires by itself)
            log.warning("table %s: could not give its lease back (%s)", table_id, e)

    async def locate(self, table_id: str) -> Table | Remote:
        """Where a new connection to ``table_id`` is served: a :class:`Table` here (we host
        it, or took its lease now, or it is finished) or the :class:`Remote` host. Raises
        :class:`~parlour.server.service.NotFound`, :class:`DamagedRow`, :class:`Moving`."""
        service = self.service
        t = service.tables.get(table_id)
        if t is not None and (table_id in self.hosted or t.over):
            return t
        if table_id in service.store.damaged:
            raise DamagedRow(table_id, service.store.damaged[table_id])
        row = await asyncio.to_thread(service.store.get_table, table_id)
        if row is None:
            raise NotFound(f"no table {table_id!r}")
        if row.status == "finished":
            return service.table(table_id)
        try:
            return await self._find_host(row)
        except RedisError as e:
            raise Moving(REDIS_DOWN) from e

    async def _find_host(self, row: TableRow) -> Table | Remote:
        service, table_id = self.service, row.id
        deadline = time.monotonic() + MOVE_WAIT
        while True:
            holder = await self._get(lease_key(table_id))
            if holder is None or holder == self.id:
                if await self.claim(table_id):
                    try:
                        return await service.host(row)
                    except Exception:
                        self.release(table_id)
                        raise
                continue
            if await self.redis.exists(alive_key(holder)):
                return Remote(holder, row)
            if time.monotonic() > deadline:
                raise Moving(MOVING)
            await asyncio.sleep(0.1)  # the dead host's lease expires within LEASE_MS

    # ----- heartbeat ----------------------------------------------------------------------
    async def _beat_forever(self) -> None:
        while True:
            try:
                await self.beat()
            except Exception as e:  # noqa: BLE001 (Redis away: the next beat tries again)
                log.warning("instance %s: heartbeat failed (%s: %s)", self.id, type(e).__name__, e)
                for r in list(self.relays.values()):  # nothing can pass between instances now
                    r.conn.close(CLOSE_BEHIND, REDIS_DOWN)
                for g in list(self.guests.values()):
                    g.inbox.put_nowait(None)
            await asyncio.sleep(self.heartbeat)

    async def beat(self) -> None:
        """Renew this instance's alive key and leases (dropping tables whose lease was lost),
        end relays to dead hosts and guests of dead instances, take over dead ones' tables."""
        await self.redis.set(alive_key(self.id), "1", px=ALIVE_MS)
        await self.redis.sadd(INSTANCES, self.id)
        held = sorted(self.hosted)
        for i in range(0, len(held), RENEW_CHUNK):
            keys = [lease_key(t) for t in held[i:i + RENEW_CHUNK]]
            lost, retaken = await self._renew(keys=keys, args=[self.id, LEASE_MS])
            for key in lost:
                await self._lost(str(key).rsplit(":", 1)[1])
            if retaken:  # the hosted set may be gone too (Redis restarted)
                await self.redis.sadd(hosted_key(self.id), *(str(k).rsplit(":", 1)[1] for k in retaken))
        others = {r.host for r in self.relays.values()} | {g.instance for g in self.guests.values()}
        for other in others:
            if not await self.redis.exists(alive_key(other)):
                self._gone(other)
        await self._adopt_orphans()

    async def _lost(self, table_id: str) -> None:
        """Another instance holds the table now: stop hosting it, clients reconnect."""
        self.hosted.discard(table_id)
        await self.redis.srem(hosted_key(self.id), table_id)
        table = self.service.tables.pop(table_id, None)
        if table is None:
            return
        log.warning("table %s: lease lost; the table leaves this instance", table_id)
        await table.stop()
        for conn in list(table.conns):
            conn.close(CLOSE_MOVED, MOVED)

    def _gone(self, other: str) -> None:
        """``other`` died (or cannot be reached): end what passes through it."""
        for r in list(self.relays.values()):
            if r.host == other:
                r.conn.close(CLOSE_MOVED, MOVED)
        for g in list(self.guests.values()):
            if g.instance == other:
                g.inbox.put_nowait(None)

    async def _adopt_orphans(self) -> None:
        """Take over the tables of instances whose alive key expired: at first sight of a
        dead instance the share of its tables that falls to this instance (by a hash of the
        table's id over the live instances), so that the survivors split them; at the next
        heartbeat whatever is left."""
        members = await self._members(INSTANCES)
        live = sorted({self.id, *[m for m in members if await self.redis.exists(alive_key(m))]})
        for other in members:
            if other in live:
                continue
            tables = await self._members(hosted_key(other))
            if other not in self._seen_dead:
                self._seen_dead.add(other)
                mine = live.index(self.id)
                tables = {t for t in tables if zlib.crc32(t.encode()) % len(live) == mine}
            for table_id in tables:
                holder = await self._get(lease_key(table_id))
                if holder is None:
                    if not await self.claim(table_id) or not await self._adopt(table_id):
                        continue  # (could not be rebuilt now: tried again at the next beat)
                elif holder == other:
                    continue  # its lease has not expired yet: next beat
                await self.redis.srem(hosted_key(other), table_id)
            if not await self.redis.scard(hosted_key(other)):
                await self.redis.srem(INSTANCES, other)
                self._seen_dead.discard(other)

    async def _adopt(self, table_id: str) -> bool:
        """Rebuild a dead instance's table from the database and play on here (its lease
        is held); False when it cannot be now (the database away), the lease given back."""
        service = self.service
        try:
            row = await asyncio.to_thread(service.store.get_table, table_id)
            if row is None or row.status != "open":  # finished, abandoned: nothing to host
                self.release(table_id)
                return True
            await service.host(row)
        except DamagedRow:  # set aside and logged: nothing to host
            self.release(table_id)
            return True
        except Exception as e:  # noqa: BLE001
            log.warning("table %s: could not be taken over now (%s: %s)", table_id, type(e).__name__, e)
            self.release(table_id)
            return False
        self.adopted += 1
        log.info("instance %s took over table %s", self.id, table_id)
        return True

    # ----- messages between instances -----------------------------------------------------
    def post(self, dest: str, item: dict[str, Any]) -> None:
        """Queue a message for instance ``dest`` (sent with the others queued meanwhile)."""
        self._outbox.setdefault(dest, []).append(item)
        self._wake.set()

    def _take_outbox(self) -> dict[str, list[dict[str, Any]]]:
        batch, self._outbox = self._outbox, {}
        return batch

    async def _send_forever(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch = self._take_outbox()
            try:
                await self._send(batch)
            except Exception as e:  # noqa: BLE001
                log.warning("instance %s: messages to %s lost (%s); their clients reconnect",
                            self.id, ", ".join(batch), e)
                for dest in batch:
                    self._gone(dest)

    async def _send(self, batch: dict[str, list[dict[str, Any]]]) -> None:
        if not batch:
            return
        async with self.redis.pipeline(transaction=False) as p:
            for dest, items in batch.items():
                p.publish(channel(dest), self._pack(items))
            await p.execute()

    def _pack(self, items: list[dict[str, Any]]) -> str:
        """One batch for one instance, each text once: a step's copy for one seat (or for
        spectators) goes once however many of that instance's clients it is for."""
        texts: dict[str, int] = {}
        packed = []
        for item in items:
            if item["k"] == "out":
                item = {"k": "out", "c": item["c"], "i": texts.setdefault(item["m"], len(texts))}
            packed.append(item)
        return json.dumps({"f": self.id, "t": list(texts), "m": packed}, separators=(",", ":"))

    async def _read_forever(self) -> None:
        while True:
            try:
                async for message in self._pubsub.listen():
                    if message.get("type") == "message":
                        self._dispatch(json.loads(message["data"]))
            except asyncio.CancelledError:
                raise
            except Exception as e:  # noqa: BLE001 (Redis away: listen again)
                log.warning("instance %s: reading its channel failed (%s)", self.id, e)
                await asyncio.sleep(0.5)

    def _dispatch(self, batch: dict[str, Any]) -> None:
        sender, texts = str(batch["f"]), batch["t"]
        written: dict[str, Conn] = {}
        for item in batch["m"]:
            kind, cid = item["k"], str(item["c"])
            if kind == "out":  # for a client relayed here
                relay = self.relays.get(cid)
                if relay is not None:
                    relay.answered = True
                    relay.conn.send(texts[item["i"]])
                    written[cid] = relay.conn
            elif kind == "end":
                relay = self.relays.get(cid)
                if relay is not None:
                    relay.conn.close(int(item["code"]), str(item["reason"]))
            elif kind == "open":
                self._welcome(sender, cid, str(item["t"]), item["s"])
            elif kind in ("msg", "close"):
                guest = self.guests.get((sender, cid))
                if guest is not None:
                    guest.inbox.put_nowait(_text(item) if kind == "msg" else None)
        for conn in written.values():  # each client's socket written once per batch
            conn.kick()

    # ----- a client relayed to another instance ---------------------------------------------
    def open_relay(self, remote: Remote, seat: int | None, conn: Conn) -> Relay:
        """Start relaying a client of this instance (``conn`` writes to its socket)."""
        relay = Relay(secrets.token_hex(8), remote.host, remote.row.id, conn)
        self.relays[relay.id] = relay
        self.post(relay.host, {"k": "open", "c": relay.id, "t": relay.table_id, "s": seat})
        asyncio.get_running_loop().call_later(OPEN_WAIT, self._unanswered, relay)
        return relay

    def _unanswered(self, relay: Relay) -> None:
        if not relay.answered and relay.id in self.relays:
            relay.conn.close(CLOSE_BEHIND, NOT_ANSWERING)

    async def forward(self, relay: Relay, text: str | bytes) -> None:
        """Pass one of the client's messages to the host."""
        item: dict[str, Any] = {"k": "msg", "c": relay.id}
        if isinstance(text, bytes):
            item["b"] = base64.b64encode(text).decode()
        else:
            item["m"] = text
        self.post(relay.host, item)

    def close_relay(self, relay: Relay) -> None:
        """The client left: the host lets its guest go."""
        if self.relays.pop(relay.id, None) is not None:
            self.post(relay.host, {"k": "close", "c": relay.id})

    # ----- on the host: clients of other instances ------------------------------------------
    def _welcome(self, sender: str, cid: str, table_id: str, seat: int | None) -> None:
        if table_id not in self.hosted:  # not (or no longer) ours: the client asks again
            self.post(sender, {"k": "end", "c": cid, "code": CLOSE_MOVED, "reason": MOVED})
            return

        async def write(text: str) -> None:
            self.post(sender, {"k": "out", "c": cid, "m": text})

        async def close(code: int, reason: str) -> None:
            self.post(sender, {"k": "end", "c": cid, "code": code, "reason": reason})

        conn = Conn(seat, write, self.service.latency.add, close)
        guest = Guest(sender, cid, table_id, conn, asyncio.Queue())
        self.guests[(sender, cid)] = guest
        guest.task = asyncio.get_running_loop().create_task(self._serve_guest(guest))

    async def _loaded(self, table_id: str) -> Table | None:
        """A table this instance holds the lease of, loading it if it is not in memory
        yet (its lease was taken a moment ago); None when it cannot be had."""
        table = self.service.tables.get(table_id)
        if table is not None:
            return table
        row = await asyncio.to_thread(self.service.store.get_table, table_id)
        if row is None or row.status == "finished" or table_id not in self.hosted:
            return None
        return await self.service.host(row)

    async def _serve_guest(self, guest: Guest) -> None:
        conn = guest.conn
        try:
            found = await self._loaded(guest.table_id)
        except Exception as e:  # noqa: BLE001 (a damaged table, the database away)
            log.warning("table %s: a relayed client could not be served (%s)", guest.table_id, e)
            found = None
        if found is None:
            conn.close(CLOSE_MOVED, MOVED)
            self.guests.pop((guest.instance, guest.relay), None)
            return
        table = found
        try:
            await table.join(conn)
            self.service.touch(table)
            await conn.flush()
            while (text := await guest.inbox.get()) is not None:
                await answer(text, conn, table, time.perf_counter())
        except Exception:
            log.exception("table %s: a relayed connection failed", table.id)
        finally:
            table.leave(conn)
            self.guests.pop((guest.instance, guest.relay), None)

    def metrics(self) -> dict[str, Any]:
        return {"instance": self.id, "tables_hosted": len(self.hosted), "relayed_out": len(self.relays),
                "relayed_in": len(self.guests), "tables_taken_over": self.adopted}


__all__ = ["ALIVE_MS", "CLOSE_MOVED", "HEARTBEAT", "LEASE_MS", "MOVED", "MOVING", "Cluster", "Moving",
           "Remote"]
