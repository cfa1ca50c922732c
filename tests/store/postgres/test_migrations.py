"""The PostgreSQL schema's numbered migrations: order, concurrent openers, old and newer
databases, failures."""

import asyncio

import asyncpg
import pytest

from azul_bot.core.db import GameStatus, GuildSettings, PostgresStore, StoreUnavailable
from azul_bot.core.db.postgres.migrations import Migration, load_migrations, migrate
from tests.features.lobby.helpers import create_lobby
from tests.features.results import helpers as results

pytestmark = pytest.mark.postgres

LATEST = [m.version for m in load_migrations()]


@pytest.fixture
def empty_url(postgres_server):
    """A database the store has never seen (no schema at all)."""
    name = postgres_server.create_database(empty=True)
    yield postgres_server.url(name)
    postgres_server.drop_database(name)


async def applied_versions(url: str) -> list[int]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch("SELECT version FROM schema_migrations ORDER BY 1")
    finally:
        await connection.close()
    return [row[0] for row in rows]


def test_migration_files_are_numbered_without_gaps():
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_games.sql"


async def test_a_fresh_database_ends_at_the_latest_schema(empty_url):
    await (await PostgresStore.open(empty_url)).close()
    assert await applied_versions(empty_url) == LATEST
    await (await PostgresStore.open(empty_url)).close()  # reopening applies nothing twice
    assert await applied_versions(empty_url) == LATEST


async def test_openers_racing_on_a_new_database_apply_each_migration_once(empty_url):
    # Separate pools are separate server sessions, as two processes would be.
    stores = await asyncio.gather(*(PostgresStore.open(empty_url) for _ in range(4)))
    try:
        lobby = await create_lobby(stores[0], 1, 10, 1, "Ann")
        assert (await stores[3].get_game(lobby.id)).status is GameStatus.LOBBY
    finally:
        await asyncio.gather(*(store.close() for store in stores))
    assert await applied_versions(empty_url) == LATEST


async def test_an_older_database_is_migrated_and_keeps_its_games(empty_url):
    connection = await asyncpg.connect(empty_url)
    try:
        assert await migrate(connection, load_migrations(), target=1) == 1
        await connection.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
            " updated_at) VALUES (1, 2, 3, 'lobby', 1, 0, 0)"
        )
        await connection.execute(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (1, 0, 3, 'host')"
        )
    finally:
        await connection.close()
    store = await PostgresStore.open(empty_url)
    try:
        lobby = await store.active_game(2)
        assert lobby is not None and lobby.seats[0].name == "host"
        assert (await results.leaderboard(store, 1)).total == 0  # the newer tables are there
    finally:
        await store.close()
    assert await applied_versions(empty_url) == LATEST


async def test_settings_kept_before_the_stand_in_level_read_a_normal_stand_in(empty_url):
    connection = await asyncpg.connect(empty_url)
    try:
        assert await migrate(connection, load_migrations(), target=19) == 19
        await connection.execute(
            "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
            " hints) VALUES (1, 3600, NULL, 'seat', true, false)"
        )
    finally:
        await connection.close()
    store = await PostgresStore.open(empty_url)
    try:
        settings = await store.guild_settings(1)
        assert settings == GuildSettings(1, 3600.0, None, "seat", True, False)
        assert settings.stand_in == "normal"
    finally:
        await store.close()
    assert await applied_versions(empty_url) == LATEST


async def test_a_database_newer_than_the_bot_is_refused(postgres_url, sql):
    await sql.execute("INSERT INTO schema_migrations VALUES (999, '0999_future.sql', 0)")
    with pytest.raises(StoreUnavailable, match="newer than this bot"):
        await PostgresStore.open(postgres_url)


async def test_a_failing_migration_leaves_the_previous_version(empty_url):
    broken = [
        *load_migrations()[:1],
        Migration(2, "0002_broken.sql", "CREATE TABLE x (y int);\nNOPE;"),
    ]
    connection = await asyncpg.connect(empty_url)
    try:
        with pytest.raises(asyncpg.PostgresSyntaxError):
            await migrate(connection, broken)
        assert await connection.fetchval("SELECT to_regclass('x')") is None
    finally:
        await connection.close()
    assert await applied_versions(empty_url) == [1]
