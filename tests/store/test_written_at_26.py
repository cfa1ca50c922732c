"""A server's settings written before each feature kept its own (schema version 26: the
seasons' period, the time away per season and the organizers' role were columns of the
host's ``guild_settings``) read back from their features' tables once migration 0027 has
run, on both databases; a server that never saved them has the defaults."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from azul_bot.core.db import GuildSettings, PostgresStore, SqliteStore, Store, fetch_all
from azul_bot.core.db.postgres import migrations as postgres
from azul_bot.core.db.sqlite import migrations as sqlite
from azul_bot.features.away.store import allowed_days
from azul_bot.features.seasons import season_period
from azul_bot.features.settings.store import save_settings
from azul_bot.features.tournaments.store import organizers
from tests.store.postgres_server import PostgresServer

(MOVE,) = [m for m in sqlite.load_migrations() if m.name.endswith("_their_features.sql")]
SCHEMA = MOVE.version - 1
"""The version before the move (the move is 0027)."""
BIG = 987_654_321_012_345_678  # a snowflake past 32 bits
CHOSEN, PLAIN, NEVER = 1, 2, 3
"""A server that chose all three, one that saved only its own rules, one that saved nothing."""
ROWS = (
    "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads, hints,"
    " language, season, announcements, away_days, organizer_role, stand_in) VALUES"
    f" ({CHOSEN}, 3600, NULL, 'seat', ?, ?, 'fr', 'monthly', 55, 3, {BIG}, 'expert'),"
    f" ({PLAIN}, 600, 200, 'turn', ?, ?, 'auto', 'quarterly', NULL, 21, NULL, 'normal')"
)
FLAGS = (True, False, False, True)


async def sqlite_at_25(path: Path) -> None:
    async with aiosqlite.connect(path, isolation_level=None) as db:
        await sqlite.migrate(db, sqlite.load_migrations(), target=SCHEMA)
        await db.execute(ROWS, FLAGS)


async def postgres_at_25(server: PostgresServer) -> str:
    name = server.create_database(empty=True)
    connection = await asyncpg.connect(server.url(name))
    try:
        await postgres.migrate(connection, postgres.load_migrations(), target=SCHEMA)
        numbered = ROWS.replace("?", "${}").format(*range(1, len(FLAGS) + 1))
        await connection.execute(numbered, *FLAGS)
    finally:
        await connection.close()
    return name


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def old_store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """Today's store on the settings written at schema 25."""
    server, name = None, None
    if request.param == "sqlite":
        await sqlite_at_25(tmp_path / "before.db")
        store: Store = await SqliteStore.open(tmp_path / "before.db")
    else:
        server = request.getfixturevalue("postgres_server")
        name = await postgres_at_25(server)
        store = await PostgresStore.open(server.url(name))
    try:
        yield store
    finally:
        await store.close()
        if server is not None and name is not None:
            server.drop_database(name)


async def features_settings(store: Store, guild_id: int) -> tuple[str, int, int | None]:
    period = await store.read(season_period(guild_id))
    return period, await store.read(allowed_days(guild_id)), await store.read(organizers(guild_id))


async def test_each_servers_settings_are_kept_by_their_features(old_store):
    store = old_store
    assert await features_settings(store, CHOSEN) == ("monthly", 3, BIG)
    assert await features_settings(store, PLAIN) == ("quarterly", 21, None)
    assert await features_settings(store, NEVER) == ("quarterly", 21, None)
    chosen = GuildSettings(CHOSEN, 3600.0, None, "seat", True, False, "fr", 55, "expert")
    assert await store.guild_settings(CHOSEN) == chosen
    assert await store.guild_settings(PLAIN) == GuildSettings(
        PLAIN, 600.0, 200.0, "turn", False, True
    )
    assert await store.guild_settings(NEVER) is None
    # The host's rules saved again leave the features' settings as they are.
    await store.write(save_settings(GuildSettings(CHOSEN, None, None, "turn", False, False)))
    assert await features_settings(store, CHOSEN) == ("monthly", 3, BIG)


async def test_the_hosts_settings_keep_no_column_of_a_feature(old_store):
    store = old_store
    if isinstance(store, SqliteStore):
        columns = "SELECT name FROM pragma_table_info(?)"
    else:
        columns = "SELECT column_name FROM information_schema.columns WHERE table_name = ?"
    kept = {row[0] for row in await store.read(fetch_all(columns, "guild_settings"))}
    assert not {"season", "away_days", "organizer_role"} & kept
    assert {"announcements", "language", "stand_in"} <= kept
