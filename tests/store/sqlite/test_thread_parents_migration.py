"""Migration 0009: a database from before keeps its games; the threads of its old games are
not known (nothing said which channel they hang from), those of new lobbies are."""

from __future__ import annotations

import time

import aiosqlite
import pytest

from azul_bot.core.db import GameStatus, SqliteStore
from azul_bot.core.db.sqlite.migrations import load_migrations, migrate
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD

pytestmark = pytest.mark.sqlite_only


async def test_a_database_of_schema_8_gets_the_thread_parents_and_keeps_its_games(db_path):
    # A database as the release before left it: schema version 8, a lobby in a thread.
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, load_migrations(), target=8) == 8
        await db.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
            " updated_at) VALUES (?, 101, 3, 'lobby', 1, ?, ?)",
            (GUILD, time.time(), time.time()),
        )
        await db.execute(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (1, 0, 3, 'host')"
        )

    store = await SqliteStore.open(db_path)
    try:
        old = await store.active_game(101)
        assert old is not None and old.status is GameStatus.LOBBY
        assert await store.games_under(10) == []  # its thread's parent was never told
        lobby = await create_lobby(store, GUILD, 102, 1, "Ann", parent_id=10)
        assert await store.games_under(10) == [lobby]
    finally:
        await store.close()
