"""Damaged rows and an unusable server: one bad game never takes the bot or the other games
down, and a database that cannot be used says so, clearly and without the password."""

import json
import logging

import pytest

from azul_bot.core.db import (
    CorruptGame,
    GameStatus,
    Notice,
    PostgresStore,
    StoreUnavailable,
    WrongDatabase,
)
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.results import helpers as results
from tests.store.helpers import GUILD, lobby_with_notices, play, start

pytestmark = pytest.mark.postgres


async def damage(sql, game_id: int, state: str) -> None:
    await sql.execute("UPDATE games SET state = $1 WHERE id = $2", state, game_id)


async def test_a_corrupt_row_is_marked_when_loaded_and_the_others_go_on(store, sql, caplog):
    bad, bad_game = await start(store, 10, [1, 2])
    good, _ = await start(store, 11, [3, 4])
    await play(store, bad, bad_game, moves=3)
    await damage(sql, bad.id, '{"version": 1, "players": [')

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
    other = await store.active_game(11)
    await play(store, other, other.game(), moves=2)  # the other game still plays


@pytest.mark.parametrize(
    "tamper",
    [
        lambda state: state | {"bag": {"blue": 20}},  # valid JSON, not a game
        lambda state: state | {"players": state["players"][:1]},
        lambda state: [state],
        lambda state: "x" * 3,
    ],
)
async def test_a_state_the_engine_refuses_marks_the_game_corrupt_when_loaded(store, sql, tamper):
    record, game = await start(store, 10, [1, 2])
    await damage(sql, record.id, json.dumps(tamper(game.to_dict())))
    loaded = await store.active_game(10)
    assert loaded.id == record.id and loaded.status is GameStatus.RUNNING  # as it was read
    with pytest.raises(CorruptGame):
        loaded.game()
    assert (await store.get_game(record.id)).status is GameStatus.CORRUPT


async def test_deeply_nested_json_is_just_corrupt(store, sql):
    record, _ = await start(store, 10, [1, 2])
    await damage(sql, record.id, "[" * 100_000 + "]" * 100_000)
    with pytest.raises(CorruptGame):
        (await store.get_game(record.id)).game()


async def test_a_start_state_that_is_not_json_is_corrupt_and_the_game_is_not_marked(store, sql):
    record, _ = await start(store, 10, [1, 2])
    await sql.execute("UPDATE games SET start_state = '{\"oops' WHERE id = $1", record.id)
    with pytest.raises(CorruptGame, match="start state"):
        await store.start_state(record.id)
    assert (await store.get_game(record.id)).status is GameStatus.RUNNING


async def test_a_damaged_announcement_is_dropped_and_its_game_goes_on(store, sql):
    record = await lobby_with_notices(store, 10, 2)
    await sql.execute("UPDATE announcements SET payload = '[1, 2' WHERE id = 1")
    assert await store.claim_announcements(0.0, limit=10, lease=30) == []
    [entry] = await store.claim_announcements(0.0, limit=10, lease=30)
    assert entry.payload == {"channel": 10, "n": 1}
    assert await store.pending_announcements(record.id) == 1
    assert "not JSON" in await sql.fetchval("SELECT last_error FROM announcements WHERE id = 1")


async def test_a_value_the_database_cannot_hold_is_a_value_error(store):
    with pytest.raises(ValueError):
        await create_lobby(store, GUILD, 2**63, 1, "Ann")  # not a bigint
    with pytest.raises(ValueError):
        await create_lobby(store, GUILD, 10, 1, "nul \x00 in a name")  # not in a text
    assert await store.active_game(10) is None


# ---------------------------------------------------------------------- unusable servers


async def test_a_missing_database_or_role_is_one_clear_message(postgres_server):
    for url, problem in (
        (postgres_server.url("no_such_db"), 'database "no_such_db" does not exist'),
        (postgres_server.url("postgres", user="nobody"), 'role "nobody" does not exist'),
    ):
        # A restart cannot mend it: start-up exits with the code a service manager leaves be.
        with pytest.raises(WrongDatabase) as error:
            await PostgresStore.open(url)
        assert str(error.value).startswith(f"PostgreSQL at {postgres_server.root}")
        assert "refused the bot" in str(error.value) and problem in str(error.value)
        assert "Check the role, its password and the database name" in str(error.value)


async def test_a_closed_store_says_so(backend):
    store = await backend.open()
    await store.close()
    await store.close()  # closing twice is harmless
    with pytest.raises(StoreUnavailable, match="closed"):
        await store.get_game(1)


async def test_a_failing_statement_is_unavailable_not_a_raw_driver_error(store, sql):
    record = await lobby_with_notices(store, 10, 1)
    await sql.execute("DROP TABLE announcements")
    await sql.execute("DROP TABLE player_stats")
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


async def test_connections_the_server_closed_are_replaced(store, sql):
    record = await lobby_with_notices(store, 10, 1)
    # As a server restart or an idle timeout would: every other session of the database ends.
    await sql.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
        " WHERE datname = current_database() AND pid <> pg_backend_pid()"
    )
    try:
        first = await store.get_game(record.id)
    except StoreUnavailable:
        first = None  # the one call that finds its connection dead may fail; the next works
    assert (await store.get_game(record.id)).id == record.id
    assert first is None or first.id == record.id
