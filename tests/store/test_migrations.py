import sqlite3
import time
from pathlib import Path

import aiosqlite
import pytest

from azul_bot.store import GameStatus, Store, StoreUnavailable
from azul_bot.store.migrations import Migration, load_migrations, migrate


def applied_versions(path: Path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT version FROM schema_migrations ORDER BY 1")]


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def test_migration_files_are_numbered_without_gaps():
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"


def test_statements_keep_a_trigger_body_together():
    sql = """-- a comment; with a semicolon
CREATE TABLE t (x INTEGER);
CREATE TRIGGER t_no_delete BEFORE DELETE ON t
BEGIN
    SELECT RAISE(ABORT, 'no; never');
END;
"""
    statements = Migration(1, "0001_t.sql", sql).statements()
    assert len(statements) == 2
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


async def test_a_fresh_database_ends_at_the_latest_schema_in_wal_mode(db_path):
    store = await Store.open(db_path)
    try:
        pragma = await store._db.execute_fetchall("PRAGMA foreign_keys")
        assert list(pragma) == [(1,)]
    finally:
        await store.close()
    assert applied_versions(db_path) == [m.version for m in load_migrations()]
    assert {"games", "seats", "moves", "results", "player_stats"} <= tables(db_path)
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_reopening_applies_nothing_twice(db_path):
    for _ in range(2):
        store = await Store.open(db_path)
        await store.close()
    assert applied_versions(db_path) == [m.version for m in load_migrations()]


async def test_an_older_database_is_migrated_and_keeps_its_games(db_path):
    # A database as the first release left it: schema version 1 and a game in a lobby.
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, load_migrations(), target=1) == 1
        await db.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
            " updated_at) VALUES (?, ?, ?, 'lobby', 1, ?, ?)",
            (1, 2, 3, time.time(), time.time()),
        )
        await db.execute(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (1, 0, 3, 'host')"
        )
    assert "player_stats" not in tables(db_path)

    store = await Store.open(db_path)
    try:
        lobby = await store.active_game(2)
        assert lobby is not None and lobby.status is GameStatus.LOBBY
        assert lobby.seats[0].name == "host"
        assert (await store.leaderboard(1)).total == 0  # the new tables are there
    finally:
        await store.close()
    assert applied_versions(db_path) == [m.version for m in load_migrations()]


async def test_a_database_newer_than_the_bot_is_refused(db_path):
    await (await Store.open(db_path)).close()
    with sqlite3.connect(db_path) as db:
        db.execute("INSERT INTO schema_migrations VALUES (999, '0999_future.sql', 0)")
    with pytest.raises(StoreUnavailable, match="newer"):
        await Store.open(db_path)


async def test_a_failing_migration_leaves_the_previous_version(db_path):
    broken = [*load_migrations()[:1], Migration(2, "0002_broken.sql", "CREATE TABLE x (y);\nNOPE;")]
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        with pytest.raises(sqlite3.OperationalError):
            await migrate(db, broken)
    assert applied_versions(db_path) == [1]
    assert "x" not in tables(db_path)
