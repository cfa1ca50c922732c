"""Contract: lobbies, starting, moves, versions, one open game per channel, reading games."""

import asyncio
import random

import pytest

from azul_bot.core.db import (
    ChannelBusy,
    GameNotFound,
    GameStatus,
    MoveRecord,
    VersionConflict,
)
from azul_bot.engine import Game
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, play, replayed, seats_for, start


async def test_a_running_game_cannot_be_started_again_or_edited_as_a_lobby(store):
    record, game = await start(store, 10, [1, 2])
    with pytest.raises(VersionConflict):
        await store.start_game(record.id, record.version, seats=record.seats, state=game.to_dict())
    with pytest.raises(VersionConflict):
        await update_lobby(store, record.id, record.version, host_id=1, seats=record.seats)


async def test_start_refuses_seats_that_do_not_fit_the_game(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    with pytest.raises(ValueError, match="seats"):
        await store.start_game(lobby.id, 1, seats=seats_for([1, 2]), state=Game.new(3, 1).to_dict())
    with pytest.raises(ValueError):
        await store.start_game(lobby.id, 1, seats=seats_for([1, 2]), state={"version": 1})
    assert (await store.get_game(lobby.id)).status is GameStatus.LOBBY


async def test_a_game_survives_a_restart_and_replays_to_its_stored_state(backend):
    store = await backend.open()
    record, game = await start(store, 10, [1, 2, "random"], seed=42)
    rng = random.Random(42)
    record = await play(store, record, game, moves=20, rng=rng)
    await store.close()

    store = await backend.open()
    try:
        assert await store.count_running() == 1
        resumed = await store.get_game(record.id)
        assert resumed.version == record.version and resumed.status is GameStatus.RUNNING
        assert await replayed(store, record.id) == resumed.game()
        game = resumed.game()
        record = await play(store, resumed, game, rng=rng)
        assert record.status is GameStatus.FINISHED
        assert await store.active_game(10) is None
        assert await store.count_running() == 0

        moves = await store.moves(record.id)
        assert [m.seq for m in moves] == list(range(1, game.turn + 1))
        assert (await store.get_game(record.id)).game() == game
        assert await replayed(store, record.id) == game
    finally:
        await store.close()


async def test_each_move_bumps_the_version_and_appends_to_the_log(store):
    record, game = await start(store, 10, [1, 2])
    versions = [record.version]
    for _ in range(3):
        record = await play(store, record, game, moves=1)
        versions.append(record.version)
    assert versions == [2, 3, 4, 5]
    moves = await store.moves(record.id)
    assert [(m.seq, m.seat) for m in moves][0][0] == 1 and len(moves) == 3


async def test_two_moves_on_the_same_version_only_one_wins(store):
    record, game = await start(store, 10, [1, 2])
    seat = game.current_player
    first, second = game.legal_moves()[:2]
    states = []
    for move in (first, second):
        branch = game.copy()
        branch.play(move)
        states.append(branch.to_dict())

    outcomes = await asyncio.gather(
        *(
            store.commit_move(record.id, record.version, seat=seat, move=str(move), state=state)
            for move, state in zip((first, second), states, strict=True)
        ),
        return_exceptions=True,
    )
    won = [o for o in outcomes if not isinstance(o, BaseException)]
    lost = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(won) == 1 and len(lost) == 1 and isinstance(lost[0], VersionConflict)
    assert [m.move for m in await store.moves(record.id)] == [
        str((first, second)[outcomes.index(won[0])])
    ]
    assert (await store.get_game(record.id)).version == record.version + 1


async def test_two_store_connections_racing_on_one_database_only_one_wins(store, backend):
    record, game = await start(store, 10, [1, 2])
    other = await backend.open()
    try:
        move = game.legal_moves()[0]
        seat = game.current_player
        game.play(move)
        commits = [
            s.commit_move(
                record.id, record.version, seat=seat, move=str(move), state=game.to_dict()
            )
            for s in (store, other)
        ]
        outcomes = await asyncio.gather(*commits, return_exceptions=True)
    finally:
        await other.close()
    assert sorted(type(o).__name__ for o in outcomes) == ["GameRecord", "VersionConflict"]
    assert len(await store.moves(record.id)) == 1


async def test_a_failure_inside_a_move_transaction_leaves_the_old_state(store):
    record, game = await start(store, 10, [1, 2])
    before = await store.get_game(record.id)
    move = game.legal_moves()[0]
    game.play(move)
    # The UPDATE and the INSERT run, then the seat check fails: all of it must roll back.
    with pytest.raises(ValueError, match="no seat"):
        await store.commit_move(
            record.id, record.version, seat=3, move=str(move), state=game.to_dict()
        )
    assert await store.get_game(record.id) == before
    assert await store.moves(record.id) == []


async def test_commit_refuses_a_finished_game_and_an_unknown_one(store, finish_game):
    finished = await finish_game([1, 2], [10, 5])
    game = finished.game()
    with pytest.raises(VersionConflict, match="finished"):
        await store.commit_move(
            finished.id, finished.version, seat=0, move="1bf", state=game.to_dict()
        )
    with pytest.raises(GameNotFound):
        await store.commit_move(999, 1, seat=0, move="1bf", state=game.to_dict())
    with pytest.raises(GameNotFound):
        await store.get_game(999)
    with pytest.raises(GameNotFound):
        await store.moves(999)
    with pytest.raises(GameNotFound):
        await store.last_move(999)
    with pytest.raises(GameNotFound):
        await store.start_state(999)


async def test_a_move_text_that_is_not_a_move_is_refused(store):
    record, game = await start(store, 10, [1, 2])
    with pytest.raises(ValueError, match="cannot read move"):
        await store.commit_move(
            record.id, record.version, seat=0, move="x; DROP TABLE games", state=game.to_dict()
        )


async def test_one_open_game_per_channel(store, finish_game):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    with pytest.raises(ChannelBusy):
        await create_lobby(store, GUILD, 10, 2, "Bob")
    await create_lobby(store, GUILD, 11, 2, "Bob")  # another channel is free

    await store.abort_game(lobby.id, lobby.version)
    record, game = await start(store, 10, [1, 2])
    with pytest.raises(ChannelBusy):
        await create_lobby(store, GUILD, 10, 2, "Bob")
    await play(store, record, game)
    assert (await create_lobby(store, GUILD, 10, 2, "Bob")).status is GameStatus.LOBBY


async def test_abort_frees_the_channel_and_the_game_stops_counting_as_running(store):
    record, _ = await start(store, 10, [1, 2])
    other, _ = await start(store, 11, [3, 4])
    await create_lobby(store, GUILD, 12, 5, "Eve")  # a lobby is not running
    assert await store.count_running() == 2
    aborted = await store.abort_game(record.id, record.version)
    assert (aborted.status, aborted.version) == (GameStatus.ABORTED, record.version + 1)
    assert await store.count_running() == 1
    assert await store.active_game(10) is None
    assert (await store.active_game(11)).id == other.id
    with pytest.raises(VersionConflict):
        await store.abort_game(record.id, aborted.version)


async def test_an_empty_lobby_is_aborted_too(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    lobby = await update_lobby(store, lobby.id, lobby.version, host_id=1, seats=[])
    aborted = await store.abort_game(lobby.id, lobby.version)
    assert aborted.status is GameStatus.ABORTED and await store.active_game(10) is None


async def test_the_message_id_is_kept_without_a_version_bump(store):
    record, game = await start(store, 10, [1, 2])
    await store.set_message_id(record.id, 777)
    reloaded = await store.get_game(record.id)
    assert (reloaded.message_id, reloaded.version) == (777, record.version)
    await play(store, record, game, moves=1)  # a move computed before still commits
    with pytest.raises(GameNotFound):
        await store.set_message_id(999, 1)


async def test_names_are_stored_verbatim(store):
    name = 'Robert\'); DROP TABLE games;-- \U0001f3b2 "quoted"'
    lobby = await create_lobby(store, GUILD, 10, 1, name)
    assert (await store.get_game(lobby.id)).seats[0].name == name


async def test_last_move_is_the_latest_entry_of_the_log(store):
    record, game = await start(store, 10, [1, 2])
    assert await store.last_move(record.id) is None
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    record = await store.commit_move(
        record.id, record.version, seat=seat, move=str(move), state=game.to_dict()
    )
    last = await store.last_move(record.id)
    assert isinstance(last, MoveRecord)
    assert (last.game_id, last.seq, last.seat, last.move) == (record.id, 1, seat, str(move))
    record = await play(store, record, game, moves=3)
    assert await store.last_move(record.id) == (await store.moves(record.id))[-1]
    assert (await store.last_move(record.id)).seq == 4


async def test_the_start_state_is_the_state_the_game_started_from(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    assert await store.start_state(lobby.id) is None  # never started
    late = near_end(2, moves_left=5)
    record, game = await start(store, 11, [1, 2], game=late)
    await play(store, record, game, moves=2)
    assert await store.start_state(record.id) == late.to_dict()
    assert (await store.get_game(record.id)).game() != late
    assert await store.start_state(lobby.id) is None


async def test_count_running_counts_running_games_only(store, finish_game):
    assert await store.count_running() == 0
    await start(store, 10, [1, 2])
    await start(store, 11, [1, 2])
    await create_lobby(store, GUILD, 12, 1, "Ann")
    await finish_game([1, 2], [10, 5])
    assert await store.count_running() == 2


async def test_changes_made_at_once_succeed_or_fail_each_on_its_own(store):
    # Many changes at the same moment (SQLite writes them together): the one that breaks
    # a rule fails alone, every other one is stored, and each caller hears its own answer.
    channels = [*range(100, 120), 105]
    answers = await asyncio.gather(
        *(create_lobby(store, GUILD, channel, 1, "Ann") for channel in channels),
        return_exceptions=True,
    )
    refused = [a for a in answers if isinstance(a, Exception)]
    assert len(refused) == 1 and isinstance(refused[0], ChannelBusy)
    for channel in range(100, 120):
        lobby = await store.active_game(channel)
        assert lobby is not None and lobby.seats[0].name == "Ann"
    stored = {a.channel_id for a in answers if not isinstance(a, Exception)}
    assert stored == set(range(100, 120))


async def test_a_move_and_the_games_end_are_stamped_with_the_callers_clock(store):
    # A caller's clock (the service's; a test's controllable one) is not the wall clock: the
    # move, the game's change and its end are stamped with the time it gives.
    then = 1_500_000_000.0  # years before the wall clock of any run
    record, game = await start(store, 10, [1, 2], game=near_end(2, seed=3))
    record = await play(store, record, game, now=then)
    assert record.status is GameStatus.FINISHED
    assert record.updated_at == then
    assert {move.created_at for move in await store.moves(record.id)} == {then}
    for person in (1, 2):
        assert await results.finished_since(store, GUILD, person, 0.0) == [then]
        assert [
            rated.finished_at for rated in await results.rating_history(store, GUILD, person)
        ] == [then]


async def test_a_table_held_at_its_version_is_not_read_again(store):
    record, game = await start(store, 10, [1, 2])
    held = await store.active_game(10)
    # At the version held: the row comes without its state, the game is the one held.
    again = await store.active_game(10, known=held)
    assert again.state is None and again.version == held.version
    assert again.kept_game() is held.kept_game() and again.game() == game
    # The rest of the row is read as it is now (a table message posted since).
    await store.set_message_id(record.id, 777)
    assert (await store.active_game(10, known=held)).message_id == 777
    # A move made meanwhile (here, or by another process): its state is read.
    moved = await play(store, record, held.game(), moves=1)
    fresh = await store.active_game(10, known=held)
    assert fresh.version == moved.version == held.version + 1
    assert fresh.state is not None and fresh.game() == moved.game() != held.game()
    # Another game in the channel at the same version is no game held.
    other, _ = await start(store, 11, [3, 4], seed=9)
    assert (await store.active_game(11, known=held)).game() == other.game()
