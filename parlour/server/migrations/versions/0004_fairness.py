"""Provably fair shuffles: each table's commitment, entropy and (secret) server seed.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as b:
        b.add_column(sa.Column("fairness", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as b:
        b.drop_column("fairness")
