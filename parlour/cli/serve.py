"""``parlour serve``: the web service (lobby, tables, live play, records)."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from pathlib import Path

COMMAND = "serve"
HELP = "Run the web service: lobby, tables, live play in the browser, every game recorded."


def default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "parlour"


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--data", type=Path, default=None,
                        help=f"data folder for the SQLite database (default {default_data_dir()}); "
                             "ignored when DATABASE_URL is set")
    parser.add_argument("--bot-pace", type=float, default=1.0,
                        help="scale of bots' human-like delays (0: bots act at once; default 1)")
    parser.add_argument("--think-workers", type=int, default=1,
                        help="worker processes for search bots (default 1; 0: think in the server)")
    parser.add_argument("--msg-rate", type=float, default=None,
                        help="messages per second a connection may send, sustained (default 10)")
    parser.add_argument("--msg-burst", type=int, default=None,
                        help="messages a connection may send at once (default 20)")
    parser.add_argument("--address-msg-rate", type=float, default=None,
                        help="messages per second all connections of one client address may "
                             "send together (default 100)")
    parser.add_argument("--address-msg-burst", type=int, default=None,
                        help="messages one client address may send at once (default 200)")
    parser.add_argument("--create-rate", type=float, default=None,
                        help="tables per second one client address may create (default 0.2)")
    parser.add_argument("--create-burst", type=int, default=None,
                        help="tables one client address may create at once (default 20)")
    parser.add_argument("--migrate-only", action="store_true",
                        help="apply the database migrations and exit")
    parser.add_argument("--abandon-days", type=float, default=None,
                        help="unfinished tables idle this many days are not loaded at start "
                             "(default $PARLOUR_ABANDON_DAYS or 30; 0 never)")
    parser.add_argument("--redis-url", default=None,
                        help="the Redis (redis://host:port/0) shared with other instances serving the same "
                             "site on the same PostgreSQL DATABASE_URL (default $REDIS_URL; none: "
                             "this instance serves alone)")
    parser.add_argument("--log-level", default="warning", help="uvicorn log level (default warning)")


def port_in_use(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (another program holds it), or ``None``."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
        try:
            probe.bind((host, port))
        except OSError as e:
            return e.strerror or str(e)
    return None


def cluster_problem(database_url: str, redis_url: str) -> str | None:
    """Why several instances cannot serve with this database and Redis (None: they can)."""
    if database_url.startswith("sqlite"):
        return ("several instances (--redis-url or REDIS_URL) need a database they all share: "
                "set DATABASE_URL to a PostgreSQL URL")
    try:
        import redis
    except ImportError:
        return "several instances need the redis package: pip install 'parlour[cluster]'"
    try:
        client = redis.Redis.from_url(redis_url, socket_timeout=5, socket_connect_timeout=5)
        try:
            client.ping()
        finally:
            client.close()
    except (redis.RedisError, ValueError) as e:
        return f"cannot reach Redis at {redis_url} ({type(e).__name__}: {e})"
    return None


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from parlour.server.app import create_app
    from parlour.server.sockets import ws_protocol
    from parlour.server.storage import default_url

    url = os.environ.get("DATABASE_URL")
    if not url:
        data = args.data or default_data_dir()
        data.mkdir(parents=True, exist_ok=True)
        url = default_url(data)
        where = f"data in {data.resolve()}"
    else:
        where = "database from DATABASE_URL"
    if args.migrate_only:
        from parlour.server.storage import Store

        Store(url).close()
        print(f"database is up to date ({where})")
        return 0
    redis_url = args.redis_url or os.environ.get("REDIS_URL") or None
    if redis_url:
        problem = cluster_problem(url, redis_url)
        if problem:
            print(f"parlour: {problem}", file=sys.stderr)
            return 2
        where += f"; one of several instances, with Redis at {redis_url}"
    taken = port_in_use(args.host, args.port)
    if taken:
        print(f"parlour: port {args.port} on {args.host} is already in use ({taken}); start on "
              f"another one with --port, e.g. --port {args.port + 1}", file=sys.stderr)
        return 2
    host = args.host
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"

    def ready() -> None:  # called once the database is open and the tables loaded
        print(f"Parlour is serving at http://{shown}:{args.port}/  ({where}; Ctrl+C to stop)", flush=True)

    app = create_app(url, pace=args.bot_pace, think_workers=args.think_workers, rate=args.msg_rate,
                     burst=args.msg_burst, abandon_days=args.abandon_days,
                     address_rate=args.address_msg_rate, address_burst=args.address_msg_burst,
                     create_rate=args.create_rate, create_burst=args.create_burst, ready=ready,
                     redis_url=redis_url)
    uvicorn.run(app, host=host, port=args.port, log_level=args.log_level, ws_max_size=64 * 1024,
                ws_ping_interval=20, ws_ping_timeout=20, ws=ws_protocol())
    return 0
