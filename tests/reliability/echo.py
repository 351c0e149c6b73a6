"""A control for timing tests on a shared machine: a trivial WebSocket server in a
process of its own that greets each connection and answers ``{"type": "ping"}`` with a
pong, doing nothing else. Pinged at the same moments as the service, it shows what the
machine's own load adds to a round trip. ``python -m tests.reliability.echo`` prints its
port and serves until killed."""

from __future__ import annotations

import asyncio
import json

import websockets
from websockets.asyncio.server import ServerConnection, serve


async def answer(ws: ServerConnection) -> None:
    await ws.send(json.dumps({"type": "welcome"}))
    try:
        async for msg in ws:
            if json.loads(msg).get("type") == "ping":
                await ws.send(json.dumps({"type": "pong"}))
    except websockets.ConnectionClosed:
        pass


async def main() -> None:
    async with serve(answer, "127.0.0.1", 0) as server:
        print(next(iter(server.sockets)).getsockname()[1], flush=True)
        await asyncio.Future()


if __name__ == "__main__":
    asyncio.run(main())
