"""Numbered SQL files in ``migrations/``, applied in order, each in its own transaction. A
bot that is older than its database refuses to touch it.
"""

from __future__ import annotations

import sqlite3
import time

import aiosqlite

from ..sql import migrations as shared
from ..sql.migrations import newer_than_the_bot

_CREATE_LOG = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at REAL NOT NULL
)"""


class Migration(shared.Migration):
    def statements(self) -> list[str]:
        """The file's statements one by one (a trigger's body stays with its trigger)."""
        statements, pending = [], ""
        for line in self.sql.splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        if _strip_comments(pending):
            raise ValueError(f"{self.name}: unterminated statement at the end")
        return statements


def _strip_comments(sql: str) -> str:
    return "\n".join(line.split("--", 1)[0] for line in sql.splitlines()).strip()


def load_migrations() -> list[Migration]:
    """This package's migration files, numbered 1, 2, 3, ... without a gap."""
    return shared.load_migrations(__package__, Migration)


async def schema_version(db: aiosqlite.Connection) -> int:
    await db.execute(_CREATE_LOG)
    rows = await db.execute_fetchall("SELECT coalesce(max(version), 0) FROM schema_migrations")
    return next(iter(rows))[0]


async def migrate(
    db: aiosqlite.Connection, migrations: list[Migration], target: int | None = None
) -> int:
    """Apply the missing migrations up to ``target`` (default: all); returns the version.

    ``db`` must be in autocommit mode (``isolation_level=None``): each file and its line in
    ``schema_migrations`` commit together, so a crash leaves the database at a version.
    """
    latest = migrations[-1].version if migrations else 0
    target = latest if target is None else target
    current = await schema_version(db)
    if current > latest:
        raise newer_than_the_bot(current, latest)
    for migration in migrations[current:target]:
        await db.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have migrated while this one waited for the lock.
            if await schema_version(db) < migration.version:
                for statement in migration.statements():
                    await db.execute(statement)
                await db.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (migration.version, migration.name, time.time()),
                )
            await db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                await db.execute("ROLLBACK")
            raise
    return await schema_version(db)
