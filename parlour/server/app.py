"""The FastAPI application: pages, the lobby's JSON API, and the table WebSocket.

Routes are thin: the work is in :class:`~parlour.server.service.Service` and
:class:`~parlour.server.tables.Table`. Everything runs on the event loop (no route is a
plain ``def``), so tables are never touched from two threads.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import os
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import sqlalchemy as sa
from fastapi import Depends, FastAPI, HTTPException, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator
from starlette.websockets import WebSocketDisconnect

import parlour
from parlour.errors import IllegalAction, ParlourError
from parlour.server import protocol
from parlour.server.answers import answer
from parlour.server.clock import Clock
from parlour.server.collector import CollectorSteward
from parlour.server.limits import BodyLimit
from parlour.server.service import ABANDON_DAYS, Conflict, Moving, NotFound, Service, TooMany, rules_text
from parlour.server.sockets import ADMIT
from parlour.server.storage import UNAVAILABLE, DamagedRow, Store
from parlour.server.tables import CLOSE_BEHIND, DATABASE_DOWN, Conn, Table, token_matches

if TYPE_CHECKING:
    from parlour.server.cluster import Cluster, Remote

log = logging.getLogger("parlour.server")
WEB = Path(parlour.__file__).parent / "web"
MAX_RECORD = 5 * 1024 * 1024
CLOSE_DRAIN = 1.0
"""Seconds a closing connection's messages are still read (and dropped) while its
client answers the close frame; then the socket is dropped."""


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"]
    name: Annotated[str, Field(max_length=40)] | None = None
    bot: Annotated[str, Field(max_length=40)] | None = None
    level: Annotated[str, Field(max_length=20)] | None = None


class TableRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _sound(cls, data: Any) -> Any:
        problem = protocol.odd_json(data)
        if problem:
            raise ValueError(problem)
        return data

    game: Annotated[str, Field(max_length=64)]
    variant: Annotated[str, Field(max_length=64)] | None = None
    players: Annotated[StrictInt, Field(ge=1, le=64)] | None = None
    options: dict[str, Any] | None = None
    seed: StrictInt | None = None
    seats: Annotated[list[SeatRequest], Field(max_length=64)] | None = None


def create_app(database_url: str, *, clock: Clock | None = None, pace: float = 1.0,
               think_workers: int = 1, rate: float | None = None, burst: int | None = None,
               wall: Callable[[], dt.datetime] | None = None,
               abandon_days: float | None = None, address_rate: float | None = None,
               address_burst: int | None = None, idle_minutes: float | None = None,
               create_rate: float | None = None, create_burst: int | None = None,
               metrics_token: str | None = None, ready: Callable[[], None] | None = None,
               redis_url: str | None = None) -> FastAPI:
    """The service as an ASGI app. ``pace`` scales bot reaction delays (0: instant);
    ``clock`` (monotonic) and ``wall`` (UTC date and time) are injectable so tests drive
    time; ``think_workers`` sizes the search bots' process pool (0: bots think inline);
    ``abandon_days``: unfinished tables idle that long are not loaded at start (default
    ``$PARLOUR_ABANDON_DAYS`` or 30; 0 never abandons); ``rate``/``burst`` the message
    budget of a connection and ``address_rate``/``address_burst`` that of a client
    address (all its connections together); ``create_rate``/``create_burst`` the tables
    an address may create; ``idle_minutes`` after how long an unfinished table nobody
    uses leaves memory (0: never); ``metrics_token`` (default ``$PARLOUR_METRICS_TOKEN``)
    is needed to reset the metrics; ``ready`` is called once the database is open and
    every table loaded. With ``redis_url`` the instance is one of several serving one
    site (:mod:`parlour.server.cluster`; the database must then be shared, PostgreSQL)."""
    if abandon_days is None:
        abandon_days = float(os.environ.get("PARLOUR_ABANDON_DAYS") or ABANDON_DAYS)
    if metrics_token is None:
        metrics_token = os.environ.get("PARLOUR_METRICS_TOKEN") or ""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[dict[str, Any]]:
        service = Service(Store(database_url), clock=clock, pace=pace, think_workers=think_workers,
                          rate=rate, burst=burst, wall=wall, abandon_days=abandon_days,
                          address_rate=address_rate, address_burst=address_burst,
                          idle_minutes=idle_minutes, create_rate=create_rate, create_burst=create_burst)
        app.state.service = service
        app.state.cluster = None
        if redis_url:
            from parlour.server.cluster import Cluster

            app.state.cluster = service.hosting = Cluster(service, redis_url)
            await app.state.cluster.start()
        await service.start()
        # what start-up made (the games, the tables) is never scanned again (a full
        # collection of it took 80 ms, a stall of every table), nor what survives each
        # full collection afterwards (parlour/server/collector.py)
        service.collector = CollectorSteward()
        service.collector.start()
        steward = asyncio.get_running_loop().create_task(service.collector.run())
        if ready is not None:
            ready()
        try:
            yield {ADMIT: service.may_connect}  # the WebSocket protocol refuses early
        finally:
            steward.cancel()
            service.collector.stop()
            if app.state.cluster is not None:
                await app.state.cluster.pause()
            await service.stop()
            if app.state.cluster is not None:
                await app.state.cluster.stop()

    # no docs page: FastAPI's loads its scripts from a CDN; the schema is served as JSON
    app = FastAPI(title="Parlour", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url="/api/openapi.json")
    app.add_middleware(BodyLimit, limit=MAX_RECORD + 64 * 1024)

    def svc(request: Request | WebSocket) -> Service:
        s: Service = request.app.state.service
        return s

    @app.exception_handler(ParlourError)
    async def _bad(request: Request, exc: ParlourError) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=400)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        # the problems, never the input echoed back (it may be text that cannot be sent)
        detail = [{"loc": list(e.get("loc", ())), "msg": e.get("msg", ""), "type": e.get("type", "")}
                  for e in exc.errors()]
        return JSONResponse({"detail": detail}, status_code=422)

    @app.exception_handler(DamagedRow)
    async def _damaged(request: Request, exc: DamagedRow) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=404)

    @app.exception_handler(sa.exc.OperationalError)
    @app.exception_handler(sa.exc.InterfaceError)
    @app.exception_handler(sa.exc.TimeoutError)
    async def _database_down(request: Request, exc: Exception) -> JSONResponse:
        log.warning("%s %s: the database is unavailable (%s)", request.method, request.url.path,
                    type(exc).__name__)
        return JSONResponse({"detail": DATABASE_DOWN}, status_code=503, headers={"Retry-After": "5"})

    @app.exception_handler(Moving)
    async def _moving(request: Request, exc: Moving) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=503, headers={"Retry-After": "5"})

    @app.exception_handler(TooMany)
    async def _too_many(request: Request, exc: TooMany) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=429)

    @app.exception_handler(NotFound)
    async def _nf(request: Request, exc: NotFound) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=404)

    @app.exception_handler(Conflict)
    async def _conf(request: Request, exc: Conflict) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=409)

    # ----- pages --------------------------------------------------------------------------
    def page(name: str) -> HTMLResponse | FileResponse:
        f = WEB / name
        if f.is_file():
            return FileResponse(f, media_type="text/html")
        return HTMLResponse("<!doctype html><title>Parlour</title><p>The browser client is not "
                            "installed (parlour/web). The JSON API is at <a href='/api/games'>"
                            "/api/games</a>.</p>", status_code=503)

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> Any:
        return page("index.html")

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> Any:
        return page("table.html")

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> Any:
        return page("table.html")  # the table page reads its mode from the path

    app.mount("/static", StaticFiles(directory=WEB, check_dir=False), name="static")

    # ----- JSON API -----------------------------------------------------------------------
    @app.get("/api/games")
    async def games(request: Request) -> list[dict[str, Any]]:
        return svc(request).games()

    @app.get("/api/rules/{game}")
    async def rules(game: str) -> dict[str, Any]:
        try:
            return rules_text(game)
        except ParlourError as e:
            raise HTTPException(404, str(e)) from None

    @app.post("/api/tables", status_code=201, dependencies=[Depends(json_body)])
    async def create_table(body: TableRequest, request: Request) -> dict[str, Any]:
        svc(request).may_create(address(request))
        return await svc(request).create_table(body.model_dump())

    @app.get("/api/tables")
    async def list_tables(request: Request, limit: Annotated[int, Query(ge=1, le=500)] = 50,
                          open_offset: Annotated[int, Query(ge=0, le=10**9)] = 0,
                          finished_offset: Annotated[int, Query(ge=0, le=10**9)] = 0) -> dict[str, Any]:
        return svc(request).list_tables(limit, open_offset, finished_offset)

    @app.get("/api/tables/{table_id}")
    async def table_summary(table_id: str, request: Request) -> dict[str, Any]:
        return svc(request).table_summary(table_id)

    @app.get("/api/tables/{table_id}/record")
    async def table_record(table_id: str, request: Request) -> dict[str, Any]:
        return svc(request).record(table_id)

    @app.get("/api/tables/{table_id}/replay")
    async def table_replay(table_id: str, request: Request,
                           step: Annotated[int, Query(ge=0, le=10**9)] = 0) -> dict[str, Any]:
        return await svc(request).replay(table_id, step, address(request))

    @app.post("/api/records", status_code=201)
    async def import_record(request: Request) -> dict[str, Any]:
        json_body(request)
        body = await request.body()
        if len(body) > MAX_RECORD:
            raise HTTPException(413, f"a record may be at most {MAX_RECORD} bytes")
        try:
            record = protocol.load_json(body, max_depth=64)
        except protocol.ProtocolError as e:
            raise HTTPException(400, e.reason) from None
        if not isinstance(record, dict):
            raise HTTPException(400, "a record must be a JSON object")
        return await svc(request).import_record(record, address(request))

    @app.get("/api/metrics")
    async def metrics(request: Request, reset: bool = False) -> dict[str, Any]:
        out = svc(request).metrics()
        if request.app.state.cluster is not None:
            out["cluster"] = request.app.state.cluster.metrics()
        if reset:
            given = request.headers.get("authorization", "")
            if not metrics_token or not secrets.compare_digest(given, f"Bearer {metrics_token}"):
                raise HTTPException(403, "resetting the metrics needs the service's metrics token "
                                         "(PARLOUR_METRICS_TOKEN) as 'Authorization: Bearer ...'")
            svc(request).latency.reset()
        return out

    # ----- the table WebSocket ------------------------------------------------------------
    @app.websocket("/ws/{table_id}")
    async def table_socket(ws: WebSocket, table_id: str) -> None:
        service = svc(ws)
        if not service.addresses.take(address(ws), service.clock.now(), protocol.CONNECT_COST):
            service.refused_connections += 1  # refused before the handshake: the cheapest answer
            await ws.send_denial_response(JSONResponse({"detail": protocol.CONNECT_REASON}, 429))
            return
        await ws.accept()
        cluster: Cluster | None = ws.app.state.cluster
        try:
            where: Table | Remote = service.table(table_id) if cluster is None else \
                await cluster.locate(table_id)
        except (NotFound, DamagedRow) as e:
            await ws.send_text(protocol.dumps(protocol.error(str(e))))
            await ws.close(4404, "unknown table")
            return
        except UNAVAILABLE:  # the table is not in memory and the database cannot be read
            await ws.send_text(protocol.dumps(protocol.error(DATABASE_DOWN)))
            await ws.close(CLOSE_BEHIND, DATABASE_DOWN)
            return
        except Moving as e:  # its host died a moment ago
            await ws.send_text(protocol.dumps(protocol.error(str(e))))
            await ws.close(CLOSE_BEHIND, str(e))
            return
        seat_arg, token = ws.query_params.get("seat"), ws.query_params.get("token")
        seat: int | None = None
        if seat_arg is not None or token is not None:
            try:
                seat = url_seat(seat_arg, where.row.players)
                if token is None or not token_matches(where.row, seat, token):
                    raise IllegalAction("wrong seat or token: use the link you were given for your seat")
            except IllegalAction as e:
                await ws.send_text(protocol.dumps(protocol.error(str(e))))
                await ws.close(4403, "wrong seat or token")
                if isinstance(where, Table):
                    where.leave_nobody()
                return
        if isinstance(where, Table):
            service.touch(where)
            await serve_connection(ws, service, where, seat)
        elif cluster is not None:
            await relay_connection(ws, service, cluster, where, seat)

    return app


def json_body(request: Request) -> None:
    """Refuse a POST body not declared as JSON (415): a page on another site can send a
    form or plain text to us without asking, but not ``application/json``."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise HTTPException(415, "send the body as JSON (Content-Type: application/json)")


def url_seat(text: str | None, players: int) -> int:
    """The seat a table link names (``?seat=N``): a whole number from 0 to ``players - 1``
    written in digits; anything else raises :class:`IllegalAction` saying so."""
    if text is None:
        raise IllegalAction("a seat's link names the seat and its token (?seat=N&token=...): "
                            "use the link you were given for your seat")
    if not (text.isascii() and text.isdigit() and len(text) <= 3 and int(text) < players):
        shown = text if len(text) <= 16 else text[:16] + "..."
        raise IllegalAction(f"seat {shown!r} is not at this table (seats 0 to {players - 1}): "
                            "use the link you were given for your seat")
    return int(text)


async def serve_connection(ws: WebSocket, service: Service, table: Table, seat: int | None) -> None:
    """Serve a connection to a table this instance holds: read messages and answer them
    until the connection closes. Replies and the steps' broadcasts are queued
    synchronously and written right after each message."""
    conn = Conn(seat, ws.send_text, service.latency.add, ws.close)
    await table.join(conn)
    service.connections += 1
    try:
        await conn.flush()
        await read_messages(ws, service, conn, lambda text, t0: answer(text, conn, table, t0))
    finally:
        table.leave(conn)
        service.connections -= 1


async def relay_connection(ws: WebSocket, service: Service, cluster: Cluster, remote: Remote,
                           seat: int | None) -> None:
    """Serve a connection to a table another instance hosts: its messages are passed to
    the host, and the host's answers and broadcasts for it written back."""
    conn = Conn(seat, ws.send_text, None, ws.close)
    relay = cluster.open_relay(remote, seat, conn)
    service.connections += 1
    try:
        await read_messages(ws, service, conn, lambda text, _t0: cluster.forward(relay, text))
    finally:
        cluster.close_relay(relay)
        service.connections -= 1


async def read_messages(ws: WebSocket, service: Service, conn: Conn,
                        take: Callable[[str | bytes, float], Awaitable[None]]) -> None:
    """Read a connection's messages until it closes, handing each within its budget to
    ``take`` (with its arrival time). A connection that keeps sending over its budget
    (its own, or its address's) is closed with 1008."""
    budget = service.budget(address(ws))
    try:
        while True:
            await asyncio.sleep(0)  # one message at a time: a read may have queued thousands
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                break
            if conn.closed:  # closing: what the client still sends is read and dropped
                if time.monotonic() - conn.closed_at > CLOSE_DRAIN:
                    break  # it did not answer the close: the server drops the socket
                continue
            t0 = time.perf_counter()
            text = msg.get("text")
            if text is None:
                text = msg.get("bytes") or b""
            if budget.take(service.clock.now()):
                await take(text, t0)
                continue
            service.refused_messages += 1
            if budget.exhausted:
                service.floods += 1
                service.addresses.penalize(address(ws), service.clock.now())
                conn.close(protocol.CLOSE_FLOOD, protocol.FLOOD_REASON)
            elif not budget.warned():  # told once per run: each answer costs too
                conn.send(protocol.error("too many messages: slow down"))
            await conn.flush_or_leave()
    except (WebSocketDisconnect, OSError):
        pass  # the client went away (perhaps while we were writing to it)
    except RuntimeError:  # starlette: a send or receive after the socket closed
        pass


def address(ws: WebSocket | Request) -> str:
    """The client's address (its host; ``?`` when the server does not know it)."""
    return ws.client.host if ws.client is not None else "?"
