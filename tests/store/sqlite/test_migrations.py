"""The SQLite schema's numbered migrations: order, idempotence, old databases, failures."""

import hashlib
import sqlite3
import time
from pathlib import Path

import aiosqlite
import pytest

from azul_bot.core.db import GameStatus, GuildSettings, SqliteStore, StoreUnavailable
from azul_bot.core.db.sqlite.migrations import Migration, load_migrations, migrate
from azul_bot.features.digest.store import notify_pref, set_notify_pref
from azul_bot.features.settings.store import confirm_wish, save_settings, set_confirm
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, lobby_with_notices, play, start
from tests.store.sqlite.rollback import roll_back

pytestmark = pytest.mark.sqlite_only

# A migration that has shipped is never edited: databases out there are already past it.
# Add each file here once it has been released.
SHIPPED = {
    "0001_initial.sql": "d886e92c69cc59c403b901105c5bf1d610f01f514a3b06d0d6e4f035ec8b27cf",
    "0002_stats.sql": "c38960ec8997a3af5e50a0109edd7e6a1e7be1121ea8f43230139cf77f434257",
}


def applied_versions(path: Path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT version FROM schema_migrations ORDER BY 1")]


def columns(path: Path, table: str) -> set[str]:
    with sqlite3.connect(path) as db:
        return {row[1] for row in db.execute(f"SELECT * FROM pragma_table_info('{table}')")}


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def test_migration_files_are_numbered_without_gaps():
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"


def test_shipped_migrations_are_unchanged():
    found = {m.name: hashlib.sha256(m.sql.encode()).hexdigest() for m in load_migrations()}
    assert {name: found.get(name) for name in SHIPPED} == SHIPPED


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
    store = await SqliteStore.open(db_path)
    try:
        pragma = await store._database._db.execute_fetchall("PRAGMA foreign_keys")
        assert list(pragma) == [(1,)]
    finally:
        await store.close()
    assert applied_versions(db_path) == [m.version for m in load_migrations()]
    expected = {"games", "seats", "moves", "results", "player_stats", "announcements"}
    assert expected <= tables(db_path)
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_reopening_applies_nothing_twice(db_path):
    for _ in range(2):
        store = await SqliteStore.open(db_path)
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

    store = await SqliteStore.open(db_path)
    try:
        lobby = await store.active_game(2)
        assert lobby is not None and lobby.status is GameStatus.LOBBY
        assert lobby.seats[0].name == "host"
        assert (await results.leaderboard(store, 1)).total == 0  # the new tables are there
    finally:
        await store.close()
    assert applied_versions(db_path) == [m.version for m in load_migrations()]


async def test_a_database_of_schema_2_gets_the_outbox_and_keeps_games_and_stats(db_path):
    # As the previous release left it: stats, a finished game, a running one.
    store = await SqliteStore.open(db_path)
    record, game = await start(store, 10, [1, 2], game=near_end(2))
    await play(store, record, game)
    running, running_game = await start(store, 11, [1, 2])
    await store.close()
    roll_back(db_path, 2)
    assert "announcements" not in tables(db_path)

    store = await SqliteStore.open(db_path)
    try:
        assert applied_versions(db_path) == [m.version for m in load_migrations()]
        assert (await results.player_stats(store, GUILD, 1)).games == 1
        assert (await store.active_game(11)).game() == running_game
        lobby = await lobby_with_notices(store, 12, 2)
        assert await store.pending_announcements(lobby.id) == 2
    finally:
        await store.close()


async def test_a_database_of_schema_5_gets_the_languages_and_keeps_settings(db_path):
    store = await SqliteStore.open(db_path)
    await store.write(save_settings(GuildSettings(GUILD, 3600.0, None, "seat", True, False)))
    await store.write(set_notify_pref(5, True))
    await store.close()
    roll_back(db_path, 5)
    assert "language" not in columns(db_path, "guild_settings")

    store = await SqliteStore.open(db_path)
    try:
        assert applied_versions(db_path) == [m.version for m in load_migrations()]
        settings = await store.guild_settings(GUILD)
        assert settings == GuildSettings(GUILD, 3600.0, None, "seat", True, False, "auto")
        assert await store.read(notify_pref(5)) is True and await store.user_locale(5) is None
        await store.set_guild_locale(GUILD, "fr")
        assert await store.guild_locale(GUILD) == "fr"
    finally:
        await store.close()


async def test_a_database_newer_than_the_bot_is_refused(db_path):
    await (await SqliteStore.open(db_path)).close()
    with sqlite3.connect(db_path) as db:
        db.execute("INSERT INTO schema_migrations VALUES (999, '0999_future.sql', 0)")
    with pytest.raises(StoreUnavailable, match="newer"):
        await SqliteStore.open(db_path)


async def test_a_failing_migration_leaves_the_previous_version(db_path):
    broken = [*load_migrations()[:1], Migration(2, "0002_broken.sql", "CREATE TABLE x (y);\nNOPE;")]
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        with pytest.raises(sqlite3.OperationalError):
            await migrate(db, broken)
    assert applied_versions(db_path) == [1]
    assert "x" not in tables(db_path)


async def test_a_database_of_schema_19_keeps_its_settings_with_a_normal_stand_in(db_path):
    store = await SqliteStore.open(db_path)
    await store.write(save_settings(GuildSettings(GUILD, 3600.0, None, "seat", True, False, "fr")))
    await store.close()
    roll_back(db_path, 19)
    assert "stand_in" not in columns(db_path, "guild_settings")

    store = await SqliteStore.open(db_path)
    try:
        assert applied_versions(db_path) == [m.version for m in load_migrations()]
        settings = await store.guild_settings(GUILD)
        assert settings == GuildSettings(GUILD, 3600.0, None, "seat", True, False, "fr")
        assert settings.stand_in == "normal"
    finally:
        await store.close()


async def test_a_database_of_schema_7_gets_the_confirm_wish_and_keeps_preferences(db_path):
    store = await SqliteStore.open(db_path)
    await store.write(set_notify_pref(5, True))
    await store.set_user_locale(5, "nl")
    await store.close()
    roll_back(db_path, 7)
    assert "confirm_move" not in columns(db_path, "player_prefs")

    store = await SqliteStore.open(db_path)
    try:
        assert applied_versions(db_path) == [m.version for m in load_migrations()]
        assert await store.read(notify_pref(5)) is True and await store.user_locale(5) == "nl"
        assert await store.read(confirm_wish(5)) is None
        await store.write(set_confirm(5, False))
        assert await store.read(confirm_wish(5)) is False
    finally:
        await store.close()
