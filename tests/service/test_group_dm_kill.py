"""Kill -9 a host playing a computer's move in a group DM, where the bot is no member and no
interaction's token lives (the players went quiet): with the move chosen but not stored,
stored but its table not yet tried, and its table set aside for the place's next interaction.
A host started 20 minutes later (every token dead by then) loses no move, asks nothing of
Discord while nobody acts there, and tells the move once when someone does."""

from __future__ import annotations

import pytest

from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns
from tests.fakes import NoTokenAlive
from tests.kill_harness import KILLED
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, NAMES
from tests.settled import settled

HOST = "tests.service.group_dm_crash_child"
PAUSE = 30.0
"""Seconds a computer waits before its move (a timer)."""


async def until_the_computers_turn(service):
    """The people play their first legal move until the computer is to move."""
    while True:
        record = await service.store.active_game(CHANNEL)
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None:
            return record
        await service.room(Turns).play(CHANNEL, seat.user_id, game.legal_moves()[0])


@pytest.mark.parametrize("stop", ["before_commit", "after_commit", "after_park"])
async def test_a_computers_move_in_a_group_dm_killed_at_any_moment_is_kept_and_told_once(
    make_service, clock, store, sqlite_file, forks, stop
):
    # Alice and Bob play with a computer; each of their moves is answered with their own
    # interaction's token (the place is alive while they act).
    place = NoTokenAlive(alive=True)
    first = await make_service(publisher=place, computer_pause=PAUSE)
    await first.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    await first.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    await first.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await first.room(Lobby).start(CHANNEL, ALICE)
    before = await until_the_computers_turn(first)
    await settled(first)
    await first.close()
    computer = before.game().current_player
    played = await store.moves(before.id)

    # Nobody acts any more: the computer's move is made by a host that is killed in it.
    place.alive = False
    with forks.start(HOST, sqlite_file, str(clock.now()), str(PAUSE), stop) as host:
        host.expect(f"at {stop}")
        assert host.kill() == KILLED
    stored = await store.active_game(CHANNEL)
    assert stored.version == before.version + (stop != "before_commit")

    # 20 minutes later a host starts. Nothing can be posted, so nothing is asked of Discord.
    await clock.advance(20 * 60)
    messages, asked = len(place.messages), place.posts_tried - place.parked
    fresh = await make_service(publisher=place, computer_pause=PAUSE)
    await settled(fresh, PAUSE)
    moves = await store.moves(before.id)
    assert moves[: len(played)] == played and moves[len(played)].seat == computer  # kept
    assert len(place.messages) == messages
    assert place.posts_tried - place.parked == asked  # nothing asked of Discord

    # Someone presses in the place: what waited goes out with their token, once.
    place.alive = True
    assert await fresh.outbox.wake(CHANNEL)
    await settled(fresh)
    told = [m for m in place.in_channel(CHANNEL)[messages:] if "Computer (easy) took" in m.text]
    assert len(told) == 1
    # What reached Discord is what was posted: no post was tried twice.
    assert place.posts_tried - place.parked - asked == len(place.messages) - messages == 1
