"""Numbered SQL files in ``migrations/``, applied in order, each in its own transaction.

Each step holds a
transaction-level advisory lock, so two processes opening one database at once apply every
file once: the second waits for the first, then sees the version already recorded. A bot
older than its database refuses it.
"""

from __future__ import annotations

import time

import asyncpg

from ..sql import migrations as shared
from ..sql.migrations import Migration, newer_than_the_bot

# An arbitrary constant: only this store's migrations take this advisory lock.
MIGRATION_LOCK = 0x2F6A1C3E5B7D9A04

_CREATE_LOG = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at double precision NOT NULL
)"""


def load_migrations() -> list[Migration]:
    """This package's migration files, numbered 1, 2, 3, ... without a gap."""
    return shared.load_migrations(__package__, Migration)


async def schema_version(connection: asyncpg.Connection) -> int:
    """The version recorded (0 for a database this store never touched)."""
    exists = await connection.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    if not exists:
        return 0
    return await connection.fetchval("SELECT coalesce(max(version), 0) FROM schema_migrations")


async def migrate(
    connection: asyncpg.Connection, migrations: list[Migration], target: int | None = None
) -> int:
    """Apply the missing migrations up to ``target`` (default: all); returns the version.

    Each file and its line in ``schema_migrations`` commit together (PostgreSQL's DDL is
    transactional), so a failure or a crash leaves the database at the previous version.
    """
    latest = migrations[-1].version if migrations else 0
    target = latest if target is None else target
    while True:
        async with connection.transaction():
            # Held until this step commits: the other opener waits here, then re-reads.
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            current = await schema_version(connection)
            if current > latest:
                raise newer_than_the_bot(current, latest)
            if current >= target:
                return current
            migration = migrations[current]
            await connection.execute(_CREATE_LOG)
            await connection.execute(migration.sql)
            await connection.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                migration.version,
                migration.name,
                time.time(),
            )
