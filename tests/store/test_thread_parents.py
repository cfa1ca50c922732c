"""Contract: the channel a game's thread hangs from, and the open games of a channel's threads
(``create_lobby(parent_id=...)``, ``games_under``), in every adapter."""

import pytest

from azul_bot.core.db import ChannelBusy, GameRecord, GameStatus
from azul_bot.engine import Game
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, seats_for

CHANNEL, OTHER_CHANNEL = 10, 20


async def running_in(store, thread: int, parent: int | None) -> GameRecord:
    """A two-player game started in ``thread`` (a thread of ``parent``)."""
    lobby = await create_lobby(store, GUILD, thread, 1, "user 1", parent_id=parent)
    game = Game.new(2, seed=thread)
    return await store.start_game(
        lobby.id, lobby.version, seats=seats_for([1, 2]), state=game.to_dict()
    )


async def test_the_open_games_of_a_channels_threads_come_newest_first(store):
    running = await running_in(store, 101, CHANNEL)
    lobby = await create_lobby(store, GUILD, 102, 3, "Cy", parent_id=CHANNEL)
    aborted = await create_lobby(store, GUILD, 103, 4, "Di", parent_id=CHANNEL)
    await store.abort_game(aborted.id, aborted.version)
    await running_in(store, 104, None)  # a thread nobody said was one of CHANNEL's
    await create_lobby(store, GUILD, CHANNEL, 6, "Flo")  # in the channel itself
    await create_lobby(store, GUILD, 201, 7, "Gus", parent_id=OTHER_CHANNEL)

    found = await store.games_under(CHANNEL)
    assert found == [lobby, running]
    assert found[1].status is GameStatus.RUNNING
    assert found[1].game() == Game.new(2, seed=101)
    assert [g.channel_id for g in await store.games_under(OTHER_CHANNEL)] == [201]
    assert await store.games_under(30) == []


async def test_a_finished_game_of_a_thread_is_no_longer_listed(store, finish_game):
    finished = await finish_game([1, 2], [30, 20])
    # ``finish_game`` opens its own channel; here it is a thread of CHANNEL, told later.
    await create_lobby(store, GUILD, 301, 1, "Ann", parent_id=CHANNEL)
    assert [g.channel_id for g in await store.games_under(CHANNEL)] == [301]
    assert finished.channel_id != 301


async def test_a_thread_keeps_its_parent_for_its_later_games(store):
    first = await create_lobby(store, GUILD, 101, 1, "Ann", parent_id=CHANNEL)
    await store.abort_game(first.id, first.version)
    assert await store.games_under(CHANNEL) == []

    # A rematch or a new game in the same thread names no parent: the thread's is kept.
    again = await create_lobby(store, GUILD, 101, 2, "Bob")
    assert await store.games_under(CHANNEL) == [again]
    # A thread never moves: the first parent named stays.
    await store.abort_game(again.id, again.version)
    third = await create_lobby(store, GUILD, 101, 3, "Cy", parent_id=OTHER_CHANNEL)
    assert await store.games_under(CHANNEL) == [third]
    assert await store.games_under(OTHER_CHANNEL) == []


async def test_the_parent_is_written_with_the_lobby_or_not_at_all(store):
    # Channel 101 holds a game opened without a parent: a second lobby there is refused,
    # and the parent it named is not remembered either.
    await create_lobby(store, GUILD, 101, 1, "Ann")
    with pytest.raises(ChannelBusy):
        await create_lobby(store, GUILD, 101, 2, "Bob", parent_id=CHANNEL)
    assert await store.games_under(CHANNEL) == []


async def test_the_games_under_a_channel_are_bounded(store):
    opened = [
        await create_lobby(store, GUILD, thread, 1, "Ann", parent_id=CHANNEL)
        for thread in (101, 102, 103)
    ]
    newest = [g.id for g in reversed(opened)]
    assert [g.id for g in await store.games_under(CHANNEL, limit=2)] == newest[:2]
    assert [g.id for g in await store.games_under(CHANNEL, limit=100)] == newest
    for limit in (0, 101):
        with pytest.raises(ValueError, match="limit"):
            await store.games_under(CHANNEL, limit=limit)
