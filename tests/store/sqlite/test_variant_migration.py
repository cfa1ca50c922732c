"""Migration 0007: a database from before variants keeps its games, which play the colored
wall; new lobbies may choose the grey one."""

from __future__ import annotations

import sqlite3

from azul_bot.store import SqliteStore
from azul_bot.store.sqlite.migrations import load_migrations
from tests.store.helpers import GUILD, start


async def test_games_stored_before_variants_are_classic(db_path):
    store = await SqliteStore.open(db_path)
    running, game = await start(store, 11, [1, 2])
    await store.close()
    with sqlite3.connect(db_path) as db:
        db.execute("ALTER TABLE games DROP COLUMN variant")
        # What later migrations added goes too, so that they apply again.
        later = {m.version: m for m in load_migrations() if m.version > 7}
        if 8 in later:
            db.execute("ALTER TABLE player_prefs DROP COLUMN confirm_move")
        if 9 in later:
            db.execute("DROP TABLE thread_parents")
        if 10 in later:
            db.execute("ALTER TABLE player_prefs DROP COLUMN dm_closed_at")
        db.execute("DELETE FROM schema_migrations WHERE version >= 7")

    store = await SqliteStore.open(db_path)
    try:
        record = await store.active_game(11)
        assert record.variant == "classic" and record.game() == game
        lobby = await store.create_lobby(GUILD, 12, 1, "Ann", variant="grey")
        assert (await store.get_game(lobby.id)).variant == "grey"
    finally:
        await store.close()
