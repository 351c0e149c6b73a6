"""Alembic environment for the Parlour service database.

The service runs migrations programmatically (:func:`parlour.server.storage.migrate`),
passing its open connection in ``config.attributes["connection"]``; the ``alembic``
command line works too with ``-x url=...`` or ``sqlalchemy.url`` in a config file.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine


def _run() -> None:
    config = context.config
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("give the database URL: alembic -x url=... upgrade head")
    if context.is_offline_mode():
        context.configure(url=url, literal_binds=True, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()


try:  # only inside an Alembic run (importing this module elsewhere, e.g. doctests, is harmless)
    _inside = context.config is not None
except (AttributeError, NameError):
    _inside = False
if _inside:
    _run()
