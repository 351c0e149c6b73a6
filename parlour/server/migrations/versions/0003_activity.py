"""When each step was taken and when a table was last opened (idle tables are abandoned).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("steps") as b:
        b.add_column(sa.Column("wall_ms", sa.BigInteger, nullable=True))
    with op.batch_alter_table("tables") as b:
        b.add_column(sa.Column("touched", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as b:
        b.drop_column("touched")
    with op.batch_alter_table("steps") as b:
        b.drop_column("wall_ms")
