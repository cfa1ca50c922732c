"""A person's ladders written before the servers' names were kept (schema version 28) are
read place by place once migration 0029 has run, on both databases: a server not seen since
has no name yet, and has one once it is seen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from azul_bot.core.db import PostgresStore, SqliteStore, Store
from azul_bot.core.db.postgres import migrations as postgres
from azul_bot.core.db.sqlite import migrations as sqlite
from azul_bot.features.results.store.everywhere import Place, name_server, places
from tests.store.postgres_server import PostgresServer

(NAMES,) = [m for m in sqlite.load_migrations() if m.name.endswith("_server_names.sql")]
SCHEMA = NAMES.version - 1
SERVER, GROUP, DM = 987_654_321_012_345_678, 11, 12  # a snowflake past 32 bits
ALICE, BOB, CAROL = 1, 2, 3
ROWS = (
    "INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score, best_score,"
    " rows, columns, colors, rated_games, mu, sigma, rating, updated_at) VALUES"
    f" ({SERVER}, {ALICE}, 'alice', 5, 2, 200, 60, 0, 0, 0, 5, 25.0, 8.0, 900.0, 0),"
    f" ({GROUP}, {ALICE}, 'alice', 3, 1, 120, 50, 0, 0, 0, 3, 25.0, 8.0, 900.0, 0),"
    f" ({GROUP}, {BOB}, 'bob', 3, 1, 120, 50, 0, 0, 0, 3, 25.0, 8.0, 900.0, 0),"
    f" ({GROUP}, {CAROL}, 'carol', 2, 1, 80, 50, 0, 0, 0, 2, 25.0, 8.0, 900.0, 0),"
    f" ({DM}, {ALICE}, 'alice', 1, 1, 40, 40, 0, 0, 0, 0, 25.0, 8.0, 900.0, 0)"
)
PLACES = (
    "INSERT INTO places (channel_id, kind, guild_id, since) VALUES"
    f" ({GROUP}, 'group_dm', NULL, 0), ({DM}, 'bot_dm', NULL, 0)"
)


async def sqlite_at_28(path: Path) -> None:
    async with aiosqlite.connect(path, isolation_level=None) as db:
        await sqlite.migrate(db, sqlite.load_migrations(), target=SCHEMA)
        await db.execute(ROWS)
        await db.execute(PLACES)


async def postgres_at_28(server: PostgresServer) -> str:
    name = server.create_database(empty=True)
    connection = await asyncpg.connect(server.url(name))
    try:
        await postgres.migrate(connection, postgres.load_migrations(), target=SCHEMA)
        await connection.execute(ROWS)
        await connection.execute(PLACES)
    finally:
        await connection.close()
    return name


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def old_store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """Today's store on the ladders written at schema 28."""
    server, name = None, None
    if request.param == "sqlite":
        await sqlite_at_28(tmp_path / "before.db")
        store: Store = await SqliteStore.open(tmp_path / "before.db")
    else:
        server = request.getfixturevalue("postgres_server")
        name = await postgres_at_28(server)
        store = await PostgresStore.open(server.url(name))
    try:
        yield store
    finally:
        await store.close()
        if server is not None and name is not None:
            server.drop_database(name)


async def test_a_persons_ladders_are_read_place_by_place(old_store):
    store = old_store
    assert await store.read(places(ALICE)) == [
        Place(5, 2, None, None),
        Place(3, 1, "group_dm", None, ("bob", "carol")),
        Place(1, 1, "bot_dm", None),
    ]
    # The server seen (an interaction there), and seen again under a new name.
    await store.write(name_server(SERVER, "Board games"))
    await store.write(name_server(SERVER, "Board games & tea"))
    assert (await store.read(places(ALICE)))[0] == Place(5, 2, None, "Board games & tea")
    assert await store.read(places(BOB)) == [Place(3, 1, "group_dm", None, ("alice", "carol"))]
    assert await store.read(places(99)) == []
