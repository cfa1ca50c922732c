"""A database file taken back to an older schema version, its rows kept: what a bot of that
version would have left, for the migration tests to migrate forward again.

Written against the schema itself, not against each migration: the schema the migrations
build up to ``version`` is made in memory and the file is reshaped to it (tables, columns
and indexes the older schema lacks are dropped, those it had are made again), so a new
migration needs no new lines here.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from azul_bot.core.db.sqlite.migrations import load_migrations


def roll_back(path: Path, version: int) -> None:
    """Reshape the database file at ``path`` to the schema of migration ``version``."""
    reference = _schema_at(version)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA foreign_keys = OFF")
        now = _objects(db)
        for name, (kind, _, _) in now.items():
            if kind == "index" and name not in reference:
                db.execute(f"DROP INDEX {name}")
        for name, (kind, _, _) in now.items():
            if kind == "table" and name not in reference and name != "schema_migrations":
                db.execute(f"DROP TABLE {name}")
        for name, (kind, _, sql) in reference.items():
            if kind == "table" and name in now and _columns(db, name) != _columns_of(sql, name):
                _rebuild(db, name, sql)
            elif kind == "table" and name not in now:
                db.execute(sql)
        now = _objects(db)
        for name, (kind, _, sql) in reference.items():
            if kind in ("index", "trigger") and name not in now:
                db.execute(sql)
        db.execute("DELETE FROM schema_migrations WHERE version > ?", (version,))


def _schema_at(version: int) -> dict[str, tuple[str, str, str]]:
    db = sqlite3.connect(":memory:")
    try:
        for migration in load_migrations()[:version]:
            for statement in migration.statements():
                db.execute(statement)
        return _objects(db)
    finally:
        db.close()


def _objects(db: sqlite3.Connection) -> dict[str, tuple[str, str, str]]:
    """Every table, index and trigger the migrations made: name -> (type, table, SQL)."""
    rows = db.execute(
        "SELECT name, type, tbl_name, sql FROM sqlite_master"
        " WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
    )
    return {name: (kind, table, sql) for name, kind, table, sql in rows}


def _columns(db: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in db.execute(f"SELECT * FROM pragma_table_xinfo('{table}')")]


def _columns_of(sql: str, table: str) -> list[str]:
    scratch = sqlite3.connect(":memory:")
    try:
        scratch.execute(sql)
        return _columns(scratch, table)
    finally:
        scratch.close()


def _rebuild(db: sqlite3.Connection, table: str, sql: str) -> None:
    """The table as ``sql`` made it, with the rows of the columns both shapes have."""
    kept = [column for column in _columns_of(sql, table) if column in _columns(db, table)]
    stored = [
        row[1] for row in db.execute(f"SELECT * FROM pragma_table_xinfo('{table}')") if not row[6]
    ]
    kept = [column for column in kept if column in stored]  # generated columns make themselves
    for (trigger,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?", (table,)
    ).fetchall():
        db.execute(f"DROP TRIGGER {trigger}")
    # Legacy renaming leaves the other tables' foreign keys naming this table, not the copy.
    db.execute("PRAGMA legacy_alter_table = ON")
    db.execute(f"ALTER TABLE {table} RENAME TO {table}_newer")
    db.execute("PRAGMA legacy_alter_table = OFF")
    db.execute(sql)
    names = ", ".join(kept)
    db.execute(f"INSERT INTO {table} ({names}) SELECT {names} FROM {table}_newer")
    db.execute(f"DROP TABLE {table}_newer")
