"""Answering one client message at a table: the same wherever the client is connected
(to the instance hosting the table, or to another that relays its messages)."""

from __future__ import annotations

import logging
from typing import Any

from parlour.errors import IllegalAction
from parlour.server import protocol
from parlour.server.tables import Conn, StoreFailed, Table

log = logging.getLogger("parlour.server")


async def answer(text: str | bytes, conn: Conn, table: Table, t0: float) -> None:
    """Parse and answer one message from ``conn`` (its replies queued on it), then write
    them, and everyone's copies when it made a step."""
    seq = table.seq
    try:
        await handle(protocol.parse(text), conn, table, t0)
    except protocol.ProtocolError as e:
        conn.send(protocol.error(e.reason, e.id))
    except Exception as e:  # a fault of ours: say so, and keep the connection
        log.exception("table %s: a message could not be handled", table.id)
        conn.send(protocol.error(f"the server could not handle this message ({type(e).__name__})"))
    await conn.flush_or_leave()  # a client that does not read never stops us reading
    if table.seq != seq:  # a step: everyone else's copies
        await table.flush()


async def handle(m: Any, conn: Conn, table: Table, t0: float) -> None:
    """Answer one valid client message."""
    if isinstance(m, protocol.Ping):
        conn.send({"type": "pong"})
        return
    if isinstance(m, protocol.Resume):
        if m.last_seq > table.seq:
            conn.send(protocol.error(f"last_seq {m.last_seq} is ahead of the table (seq {table.seq})"))
            return
        await table.resume(conn, m.last_seq)
        return
    if isinstance(m, protocol.Entropy):
        if conn.seat is None:
            conn.send(protocol.error("spectators cannot add entropy: only seated players can"))
            return
        try:
            await table.add_entropy(conn.seat, m.value)
        except (IllegalAction, StoreFailed) as e:
            conn.send(protocol.error(str(e)))
        return
    cid = None if m.id is None else str(m.id)
    if conn.seat is None:
        conn.send(protocol.error("spectators cannot act: open a seat's link to play", m.id))
        return
    if isinstance(m, protocol.NextHand):
        offered = [a for a in table.game.legal_json(conn.seat) if a["type"] == "next_hand"]
        if not offered:
            conn.send(protocol.error("no next hand is offered now", m.id))
            return
        action = {k: v for k, v in offered[0].items() if k not in ("label", "targets")}
    else:
        action = m.action
    try:
        await table.act(conn.seat, action, cid, t0, conn, m.id)
    except (IllegalAction, StoreFailed) as e:
        conn.send(protocol.error(str(e), m.id))
    except Exception as e:  # a fault of ours on odd input: say so, keep the table whole
        log.exception("table %s: action %r from seat %s failed", table.id, action, conn.seat)
        async with table.lock:
            await table.recover()
        conn.send(protocol.error(f"the server could not apply this action ({type(e).__name__}); "
                                 "nothing changed", m.id))
