"""Migration 0007: a database from before variants keeps its games, which play the colored
wall; new lobbies may choose the grey one."""

from __future__ import annotations

import sqlite3

from azul_bot.core.db import SqliteStore
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, start
from tests.store.sqlite.rollback import roll_back


async def test_games_stored_before_variants_are_classic(db_path):
    store = await SqliteStore.open(db_path)
    running, game = await start(store, 11, [1, 2])
    await store.close()
    roll_back(db_path, 6)
    with sqlite3.connect(db_path) as db:
        assert "variant" not in {row[1] for row in db.execute("PRAGMA table_info(games)")}

    store = await SqliteStore.open(db_path)
    try:
        record = await store.active_game(11)
        assert record.variant == "classic" and record.game() == game
        lobby = await create_lobby(store, GUILD, 12, 1, "Ann", variant="grey")
        assert (await store.get_game(lobby.id)).variant == "grey"
    finally:
        await store.close()
