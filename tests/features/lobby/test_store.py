"""A lobby's rows, on every database: opened and edited with a version bump each time (a stale
version changes nothing), one opening at a time in a channel, the member challenged kept until
an answer ends the challenge, and the wall its host chose kept until the start."""

import asyncio

import pytest

from azul_bot.core.db import GameStatus, Seat, TimerSpec, VersionConflict
from azul_bot.engine import GREY, Game
from azul_bot.features.lobby.ids import CHALLENGE_EXPIRY, LOBBY_EXPIRY
from azul_bot.features.lobby.timers import CHALLENGE_LIFETIME
from tests.features.lobby.helpers import challenged, create_lobby, update_lobby
from tests.store.helpers import GUILD, seats_for


async def test_a_lobby_is_edited_and_started_with_a_version_bump_each_time(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    assert (lobby.status, lobby.version, lobby.state) == (GameStatus.LOBBY, 1, None)
    assert lobby.seats == (Seat(0, 1, "Ann"),)

    seats = [Seat(0, 1, "Ann"), Seat(1, 2, "Bob"), Seat(2, None, "Robot", "random")]
    lobby = await update_lobby(store, lobby.id, 1, host_id=2, seats=seats)
    assert (lobby.version, lobby.host_id, lobby.seats) == (2, 2, tuple(seats))

    game = Game.new(3, seed=5)
    running = await store.start_game(lobby.id, 2, seats=seats, state=game.to_dict())
    assert (running.status, running.version) == (GameStatus.RUNNING, 3)
    assert running.game() == game
    assert await store.active_game(10) == running


async def test_a_lobby_keeps_its_challenge_until_a_change_ends_it(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", challenged_id=2)
    assert await challenged(store, lobby.id) == 2
    assert await challenged(store, (await store.active_game(10)).id) == 2
    # Another change keeps it (someone else joins); the answer ends it.
    lobby = await update_lobby(store, lobby.id, 1, host_id=1, seats=seats_for([1, 3]))
    assert await challenged(store, lobby.id) == 2
    lobby = await update_lobby(
        store, lobby.id, 2, host_id=1, seats=seats_for([1, 3, 2]), end_challenge=True
    )
    assert await challenged(store, lobby.id) is None
    assert await challenged(store, (await create_lobby(store, GUILD, 11, 1, "Ann")).id) is None
    with pytest.raises(ValueError, match="challenge"):
        await create_lobby(store, GUILD, 12, 1, "Ann", challenged_id=1)


async def test_the_member_challenged_who_sits_down_has_answered(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", challenged_id=2)
    lobby = await update_lobby(store, lobby.id, 1, host_id=1, seats=seats_for([1, 2]))
    assert await challenged(store, lobby.id) is None


async def test_an_open_challenge_keeps_its_timer_through_the_lobbys_changes(store):
    lobby = await create_lobby(
        store,
        GUILD,
        10,
        1,
        "Ann",
        timers=[TimerSpec(LOBBY_EXPIRY, 200.0), TimerSpec(CHALLENGE_EXPIRY, 100.0)],
        challenged_id=2,
    )
    lobby = await update_lobby(
        store,
        lobby.id,
        1,
        host_id=1,
        seats=seats_for([1, 3]),
        timers=[TimerSpec(LOBBY_EXPIRY, 300.0)],
    )
    timers = [(t.kind, t.due_at) for t in await store.timers_of(lobby.id)]
    assert timers == [(CHALLENGE_EXPIRY, 100.0), (LOBBY_EXPIRY, 300.0)]
    lobby = await update_lobby(
        store,
        lobby.id,
        2,
        host_id=1,
        seats=seats_for([1, 3, 2]),
        timers=[TimerSpec(LOBBY_EXPIRY, 400.0)],
    )
    assert [(t.kind, t.due_at) for t in await store.timers_of(lobby.id)] == [(LOBBY_EXPIRY, 400.0)]


async def test_a_challenge_kept_without_its_timer_ends_a_day_after_the_next_change(store):
    # A lobby of the version before challenges expired: its challenge kept no timer.
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", challenged_id=2)
    lobby = await update_lobby(
        store,
        lobby.id,
        1,
        host_id=1,
        seats=seats_for([1, 3]),
        timers=[TimerSpec(LOBBY_EXPIRY, 1_000.0)],
        now=500.0,
    )
    timers = [(t.kind, t.due_at) for t in await store.timers_of(lobby.id)]
    assert timers == [(LOBBY_EXPIRY, 1_000.0), (CHALLENGE_EXPIRY, 500.0 + CHALLENGE_LIFETIME)]


async def test_a_stale_version_changes_nothing(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    await update_lobby(store, lobby.id, 1, host_id=1, seats=seats_for([1, 2]))
    with pytest.raises(VersionConflict) as conflict:
        await update_lobby(store, lobby.id, 1, host_id=1, seats=seats_for([1]))
    assert (conflict.value.expected, conflict.value.actual) == (1, 2)
    assert len((await store.get_game(lobby.id)).seats) == 2


async def test_two_lobbies_opened_at_once_in_one_channel_only_one_opens(store, backend):
    other = await backend.open()
    try:
        outcomes = await asyncio.gather(
            create_lobby(store, GUILD, 10, 1, "Ann"),
            create_lobby(other, GUILD, 10, 2, "Bob"),
            create_lobby(store, GUILD, 10, 3, "Cy"),
            return_exceptions=True,
        )
    finally:
        await other.close()
    assert sorted(type(o).__name__ for o in outcomes) == [
        "ChannelBusy",
        "ChannelBusy",
        "GameRecord",
    ]


async def test_a_lobby_is_classic_unless_its_host_chose_otherwise(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    assert lobby.variant == "classic"
    grey = await create_lobby(store, GUILD, 11, 1, "Ann", variant="grey")
    assert grey.variant == "grey"
    assert (await store.get_game(grey.id)).variant == "grey"


async def test_a_lobby_change_keeps_the_variant_unless_it_names_another(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann")
    lobby = await update_lobby(
        store, lobby.id, 1, host_id=1, seats=seats_for([1, 2]), variant="grey"
    )
    assert (lobby.version, lobby.variant) == (2, "grey")
    lobby = await update_lobby(store, lobby.id, 2, host_id=1, seats=seats_for([1, 2, 3]))
    assert lobby.variant == "grey"
    running = await store.start_game(
        lobby.id, 3, seats=lobby.seats, state=Game.new(3, 5, GREY).to_dict()
    )
    assert running.variant == "grey"
    assert (await store.active_game(10)).variant == "grey"
