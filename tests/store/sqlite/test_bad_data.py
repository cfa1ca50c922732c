"""Hostile and damaged data: one bad game never takes the bot or the other games down, and a
database that cannot be used says so once, clearly."""

import asyncio
import json
import logging
import os
import sqlite3
import threading

import pytest

from azul_bot.core.db import (
    CorruptGame,
    GameStatus,
    Notice,
    SqliteStore,
    StoreUnavailable,
    WrongDatabase,
)
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.results import helpers as results
from tests.store.helpers import GUILD, lobby_with_notices, play, start

pytestmark = pytest.mark.sqlite_only


def damage(path, game_id: int, state: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET state = ? WHERE id = ?", (state, game_id))


async def test_a_corrupt_row_is_marked_when_loaded_and_the_others_go_on(db_path, caplog):
    store = await SqliteStore.open(db_path)
    bad, bad_game = await start(store, 10, [1, 2])
    good, _ = await start(store, 11, [3, 4])
    await play(store, bad, bad_game, moves=3)
    await store.close()
    damage(db_path, bad.id, '{"version": 1, "players": [')

    store = await SqliteStore.open(db_path)
    try:
        assert await store.count_running() == 2  # start-up reads no state
        with caplog.at_level(logging.ERROR, logger="azul_bot.core.db"):
            loaded = await store.active_game(10)
        assert loaded.id == bad.id and f"game {bad.id}" in caplog.text
        assert await store.count_running() == 1
        marked = await store.get_game(bad.id)
        assert (marked.status, marked.state) == (GameStatus.CORRUPT, None)
        with pytest.raises(CorruptGame, match="marked corrupt"):
            marked.game()
        assert await store.active_game(10) is None
        assert (await create_lobby(store, GUILD, 10, 1, "Ann")).status is GameStatus.LOBBY
        assert (await store.active_game(11)).game()  # the other game still plays
        await play(
            store, await store.active_game(11), (await store.active_game(11)).game(), moves=2
        )
    finally:
        await store.close()


@pytest.mark.parametrize(
    "tamper",
    [
        lambda state: state | {"bag": {"blue": 20}},  # valid JSON, not a game
        lambda state: state | {"players": state["players"][:1]},
        lambda state: [state],
        lambda state: "x" * 3,
    ],
)
async def test_a_state_the_engine_refuses_marks_the_game_corrupt_when_loaded(
    store, db_path, tamper
):
    record, game = await start(store, 10, [1, 2])
    damage(db_path, record.id, json.dumps(tamper(game.to_dict())))
    loaded = await store.active_game(10)
    assert loaded.id == record.id and loaded.status is GameStatus.RUNNING  # as it was read
    with pytest.raises(CorruptGame) as error:
        loaded.game()
    assert error.value.game_id == record.id
    assert await store.active_game(10) is None
    assert (await store.get_game(record.id)).status is GameStatus.CORRUPT


async def test_deeply_nested_json_is_just_corrupt(store, db_path):
    record, _ = await start(store, 10, [1, 2])
    damage(db_path, record.id, "[" * 100_000 + "]" * 100_000)
    with pytest.raises(CorruptGame):
        (await store.get_game(record.id)).game()


async def test_a_state_that_is_not_utf8_is_corrupt_and_the_others_still_load(store, db_path):
    bad, _ = await start(store, 10, [1, 2])
    good, _ = await start(store, 11, [3, 4])
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE games SET state = CAST(? AS TEXT) WHERE id = ?", (b"{\xff\xfe", bad.id))
    with pytest.raises(CorruptGame):
        (await store.get_game(bad.id)).game()
    assert (await store.get_game(bad.id)).status is GameStatus.CORRUPT
    assert (await store.get_game(good.id)).game()


async def test_a_blob_name_does_not_break_reading(store, db_path):
    record, _ = await start(store, 10, [1, 2])
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE seats SET name = ? WHERE game_id = ?", (b"\xff\x00", record.id))
    assert len((await store.get_game(record.id)).seats) == 2


async def test_a_start_state_that_is_not_json_is_corrupt_and_the_game_is_not_marked(store, db_path):
    record, _ = await start(store, 10, [1, 2])
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE games SET start_state = '{\"oops' WHERE id = ?", (record.id,))
    with pytest.raises(CorruptGame, match="start state"):
        await store.start_state(record.id)
    assert (await store.get_game(record.id)).status is GameStatus.RUNNING


async def test_a_damaged_announcement_is_dropped_and_its_game_goes_on(store, db_path):
    record = await lobby_with_notices(store, 10, 2)
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE announcements SET payload = '[1, 2' WHERE id = 1")
    assert await store.claim_announcements(0.0, limit=10, lease=30) == []
    [entry] = await store.claim_announcements(0.0, limit=10, lease=30)
    assert entry.payload == {"channel": 10, "n": 1}
    assert await store.pending_announcements(record.id) == 1
    with sqlite3.connect(db_path) as db:
        [(error,)] = db.execute("SELECT last_error FROM announcements WHERE id = 1")
    assert "not JSON" in error


# ---------------------------------------------------------------------- unusable files


async def test_a_missing_folder_is_a_wrong_database_path(tmp_path):
    with pytest.raises(WrongDatabase, match="its folder .* does not exist. Create it"):
        await SqliteStore.open(tmp_path / "no" / "such" / "folder" / "azul.db")


async def test_a_folder_is_not_a_database(tmp_path):
    with pytest.raises(StoreUnavailable):
        await SqliteStore.open(tmp_path)


async def test_a_file_that_is_not_a_database_is_a_wrong_database_path(db_path):
    db_path.write_bytes(b"this is not sqlite" * 1000)
    with pytest.raises(WrongDatabase, match="is not an Azul database: it is not a SQLite file"):
        await SqliteStore.open(db_path)


async def test_a_database_that_cannot_be_written_is_unavailable(db_path):
    await (await SqliteStore.open(db_path)).close()
    # A folder where SQLite must create its write-ahead log blocks every write, even for root.
    os.mkdir(f"{db_path}-wal")
    with pytest.raises(StoreUnavailable):
        await SqliteStore.open(db_path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files anyway")
async def test_a_read_only_file_is_unavailable(db_path):
    await (await SqliteStore.open(db_path)).close()
    db_path.chmod(0o444)
    with pytest.raises(StoreUnavailable):
        await SqliteStore.open(db_path)


async def test_a_closed_store_says_so(db_path):
    store = await SqliteStore.open(db_path)
    await store.close()
    await store.close()  # closing twice is harmless
    with pytest.raises(StoreUnavailable, match="closed"):
        await store.get_game(1)


def test_a_failed_open_leaves_no_thread_behind(tmp_path):
    # A leftover connection thread would keep the bot's process alive after the error.
    async def fail():
        with pytest.raises(StoreUnavailable):
            await SqliteStore.open(tmp_path)

    before = set(threading.enumerate())
    asyncio.run(fail())
    for thread in set(threading.enumerate()) - before:
        thread.join(timeout=5)
        assert not thread.is_alive(), thread


async def test_a_failing_statement_is_unavailable_not_a_raw_sqlite_error(store, db_path):
    record = await lobby_with_notices(store, 10, 1)
    with sqlite3.connect(db_path) as db:
        db.execute("DROP TABLE announcements")
        db.execute("DROP TABLE player_stats")
    with pytest.raises(StoreUnavailable, match="cannot write"):
        await store.claim_announcements(0.0, limit=1, lease=1)
    with pytest.raises(StoreUnavailable, match="cannot read"):
        await results.leaderboard(store, GUILD)
    with pytest.raises(StoreUnavailable):
        await update_lobby(
            store, record.id, record.version, host_id=1, seats=record.seats, notice=Notice("x", {})
        )
    # The failed change rolled back whole.
    assert (await store.get_game(record.id)).version == record.version
