"""What happens on its own: computer players move, reminders and time limits fire, stand-ins
take over, lobbies expire; every deadline lives in the database, so a restart loses none."""

from __future__ import annotations

import asyncio
import math

import pytest

from azul_bot.core import BadInput, LobbyFull, NotHost, NotInGame, Refusal, Thinkers, WrongPhase
from azul_bot.core.words import ENGLISH, words
from azul_bot.core.words.channel import compose
from azul_bot.core.words.seats import seat_names
from azul_bot.features.digest import NotifyChoice
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, GameQueries, Turns
from azul_bot.features.play.cog.answers import hint_text
from azul_bot.features.play.ids import HINTS_OFF
from azul_bot.features.results import Ladder
from azul_bot.features.settings import Preferences
from azul_bot.features.settings.words import settings_text
from tests.features.results import helpers as results
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, NAMES, lobby_with
from tests.settled import settled


@pytest.fixture
async def robots(make_service, thinkers, short_games):
    return await make_service(thinkers=thinkers, new_game=short_games, computer_pause=1.0)


async def test_the_host_seats_computers_by_level(robots, channels):
    await robots.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await robots.room(Lobby).join(CHANNEL, BOB, "Bob")
    with pytest.raises(NotHost):
        await robots.room(Lobby).add_computer(CHANNEL, BOB, "hard")
    view = await robots.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    view = await robots.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    named = ["Alice", "Bob", "Computer (hard)", "Computer 2 (hard)"]
    assert seat_names(ENGLISH, view.seats) == named
    # A computer seat stores its level, not a name: each reader names it in their language.
    record = await robots.store.active_game(CHANNEL)
    assert [(s.name, s.computer) for s in record.seats[2:]] == [("hard", "hard")] * 2
    assert seat_names(words("fr"), view.seats)[2:] == [
        "Ordinateur (difficile)",
        "Ordinateur 2 (difficile)",
    ]
    assert seat_names(words("nl"), view.seats)[3] == "Computer 2 (moeilijk)"
    with pytest.raises(LobbyFull):
        await robots.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    with pytest.raises(BadInput):
        await robots.room(Lobby).add_computer(CHANNEL, ALICE, "godlike")
    lobby = channels.last(CHANNEL)
    assert "Computer 2 (hard)" in lobby.text and lobby.controls.has_computer
    view = await robots.room(Lobby).remove_computer(CHANNEL, ALICE)
    assert seat_names(ENGLISH, view.seats) == ["Alice", "Bob", "Computer (hard)"]


async def test_computers_play_their_turns_and_a_game_ends(robots, channels, clock, store):
    await robots.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await robots.room(Lobby).add_computer(CHANNEL, ALICE, "normal")
    await robots.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await robots.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    for _ in range(200):
        record = await store.active_game(CHANNEL)
        if record is None:
            break
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None:
            timers = await store.timers_of(record.id)
            assert [t.kind for t in timers] == ["computer"]
            await settled(robots, 1.0)
        else:
            await robots.room(Turns).play(CHANNEL, ALICE, game.legal_moves()[0])
            await settled(robots)
    assert record is None  # finished
    texts = [m.text for m in channels.in_channel(CHANNEL)]
    assert sum("Game over" in t for t in texts) == 1
    # Computers' moves are told with the person's move before them, in one message.
    assert any("Computer (normal) took" in t for t in texts)
    assert any("Computer (easy) took" in t for t in texts)
    # A computer's turn pings nobody and offers no buttons.
    for message in channels.in_channel(CHANNEL):
        if "Computer" in message.text.split("\n\n")[-1] and "thinking" in message.text:
            assert message.mentions == () and message.controls is None
    # Computer results stay out of the people's leaderboard and ratings.
    board = await robots.room(Ladder).leaderboard(GUILD)
    assert [(player.rank, player.name) for player in board.players] == [(1, "Alice")]
    stats = await results.player_stats(store, GUILD, ALICE)
    assert stats.rated_games == 0


async def test_a_restart_during_a_computers_turn_resumes_it(make_service, thinkers, clock, store):
    first = await make_service(thinkers=thinkers, computer_pause=5.0)
    await first.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await first.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await first.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    if record.seats[record.game().current_player].user_id == ALICE:
        await first.room(Turns).play(CHANNEL, ALICE, record.game().legal_moves()[0])
    await first.close()  # the process dies before the computer's timer is due
    moves_before = len(await store.moves(record.id))

    second = await make_service(thinkers=thinkers, computer_pause=5.0)
    await settled(second, 6.0)
    moves = await store.moves(record.id)
    assert len(moves) == moves_before + 1
    assert record.seats[moves[-1].seat].computer == "easy"


async def test_a_reminder_pings_and_a_time_out_lets_a_stand_in_play(
    make_service, thinkers, clock, store, channels
):
    service = await make_service(thinkers=thinkers)
    await service.room(Preferences).update_settings(GUILD, time_limit="3h", reminder="1h")
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    deadline = int(clock.now() + 3 * 3600)
    late = table.current_user_id
    await settled(service, 3600 + 1)
    reminder = channels.last(CHANNEL)
    assert reminder.mentions == (late,)
    # When the stand-in plays, in Discord's markup: each reader sees "in 2 hours".
    assert reminder.text == (
        f"⏳ <@{late}>, it's still your turn in Azul. A computer stand-in plays it"
        f" <t:{deadline}:R>."
    )
    await settled(service, 2 * 3600)
    moves = await store.moves(table.game_id)
    assert len(moves) == 1
    stand_in = channels.last(CHANNEL)
    assert stand_in.text.startswith(f"⏰ {NAMES[late]} ran out of time")
    record = await store.active_game(CHANNEL)
    assert all(s.stand_in is None for s in record.seats)  # one turn only, by default
    assert stand_in.mentions == (record.seats[record.game().current_player].user_id,)


async def test_at_the_limit_a_stand_in_can_take_the_seat_for_good(
    make_service, thinkers, clock, store, channels
):
    service = await make_service(thinkers=thinkers)
    await service.room(Preferences).update_settings(GUILD, time_limit="1h", at_limit="seat")
    await lobby_with(service, ALICE, BOB, CAROL)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    late = table.current_user_id
    await settled(service, 3600 + 1)
    record = await store.active_game(CHANNEL)
    seat = next(s for s in record.seats if s.user_id == late)
    assert seat.stand_in == "normal"
    said = next(m.text for m in channels.in_channel(CHANNEL) if m.text.startswith("⏰"))
    assert said.startswith(f"⏰ {NAMES[late]} ran out of time; a computer stand-in (normal)")
    assert "takes the seat for the rest of the game" in said
    # From now on the stand-in plays that seat without waiting for any limit.
    for _ in range(3):
        record = await store.active_game(CHANNEL)
        game = record.game()
        if record.seats[game.current_player].user_id == late:
            break
        await service.room(Turns).play(
            CHANNEL, record.seats[game.current_player].user_id, game.legal_moves()[0]
        )
    assert [t.kind for t in await store.timers_of(record.id)] == ["computer"]


async def test_a_move_cancels_the_turns_timers(service, store, clock):
    await service.room(Preferences).update_settings(GUILD, time_limit="2h")
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    before = await store.timers_of(table.game_id)
    assert sorted(t.kind for t in before) == ["reminder", "timeout"]
    record = await store.active_game(CHANNEL)
    await clock.advance(60)
    after = await service.room(Turns).play(
        CHANNEL, table.current_user_id, record.game().legal_moves()[0]
    )
    timers = await store.timers_of(table.game_id)
    assert {t.id for t in timers}.isdisjoint(t.id for t in before)
    assert all(t.version == after.version for t in timers)
    assert min(t.due_at for t in timers if t.kind == "timeout") == pytest.approx(clock.now() + 7200)


async def test_an_unstarted_lobby_closes_after_a_day(service, store, clock, channels):
    await lobby_with(service, ALICE, BOB)
    lobby = channels.last(CHANNEL)
    await settled(service, 23 * 3600)
    assert await store.active_game(CHANNEL) is not None
    await settled(service, 3600 + 1)
    assert await store.active_game(CHANNEL) is None
    assert lobby.text.startswith("This lobby closed after a day") and lobby.controls is None
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, CAROL, "Carol")  # the channel is free


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_resigning_hands_the_seat_to_a_stand_in(
    make_service, thinkers, short_games, clock, store, channels, players
):
    service = await make_service(thinkers=thinkers, new_game=short_games, computer_pause=0.5)
    users = [ALICE, BOB, CAROL, 4][:players]
    await lobby_with(service, *users)
    await service.room(Lobby).start(CHANNEL, ALICE)
    result = await service.room(Endings).resign(CHANNEL, BOB)
    record = await store.active_game(CHANNEL)
    if players == 2:
        assert record is not None  # Alice plays on against the stand-in
    assert next(s for s in record.seats if s.user_id == BOB).stand_in == "normal"
    assert result.game_id == record.id
    assert channels.last(CHANNEL).text == (
        "Bob left the game; a computer (normal) plays their seat from now on."
    )
    # Play it out: people move, the stand-in moves for Bob.
    for _ in range(100):
        record = await store.active_game(CHANNEL)
        if record is None:
            break
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.stand_in or seat.computer:
            if seat.stand_in:
                # Bob's seat is the computer's now: no ping, no buttons, and Bob cannot
                # play it any more.
                latest = channels.last(CHANNEL)
                assert BOB not in latest.mentions and latest.controls is None
                with pytest.raises(NotInGame) as refused:
                    await service.room(Turns).play(CHANNEL, BOB, game.legal_moves()[0])
                assert refused.value.reason is Refusal.SEAT_TAKEN_OVER
            await settled(service, 1.0)
        else:
            await service.room(Turns).play(CHANNEL, seat.user_id, game.legal_moves()[0])
    assert record is None
    if players >= 3:
        # Bob finishes last for the ratings whatever his score: his rating falls.
        bob = await results.player_stats(store, GUILD, BOB)
        assert bob.rated_games == 1 and bob.rating < 1000
    texts = [m.text for m in channels.in_channel(CHANNEL)]
    assert any("Bob left the game" in t for t in texts)


async def test_when_nobody_is_left_the_game_ends_unrated(service, store, channels):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await service.room(Lobby).start(CHANNEL, ALICE)
    result = await service.room(Endings).resign(CHANNEL, ALICE)
    assert await store.active_game(CHANNEL) is None
    assert result.was_running
    assert channels.last(CHANNEL).text == (
        "Nobody is left at this table: the game ends here and does not count for the stats."
    )
    assert await results.player_stats(store, GUILD, ALICE) is None


async def test_who_leaves_gets_the_stand_in_the_server_chose(
    make_service, thinkers, short_games, clock, store, channels
):
    service = await make_service(thinkers=thinkers, new_game=short_games, computer_pause=0.5)
    await service.room(Preferences).update_settings(GUILD, stand_in="beginner")
    await lobby_with(service, ALICE, BOB, CAROL)
    await service.room(Lobby).start(CHANNEL, ALICE)
    await service.room(Endings).resign(CHANNEL, BOB)
    record = await store.active_game(CHANNEL)
    assert next(s for s in record.seats if s.user_id == BOB).stand_in == "beginner"
    assert channels.last(CHANNEL).text == (
        "Bob left the game; a computer (beginner) plays their seat from now on."
    )
    for _ in range(100):
        record = await store.active_game(CHANNEL)
        if record is None:
            break
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.stand_in or seat.computer:
            await settled(service, 1.0)
        else:
            await service.room(Turns).play(CHANNEL, seat.user_id, game.legal_moves()[0])
    assert record is None


async def test_a_hint_ranks_legal_moves_and_the_game_is_then_unrated(
    make_service, thinkers, store, short_games
):
    service = await make_service(thinkers=thinkers, new_game=short_games)
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    advice = await service.room(GameQueries).hint(CHANNEL, table.current_user_id)
    game = (await store.active_game(CHANNEL)).game()
    assert 1 <= len(advice.hints) <= 3 and advice.best in game.legal_moves()
    assert advice.seat == game.current_player and advice.game.to_dict() == game.to_dict()
    lines = hint_text(ENGLISH, advice).splitlines()
    assert lines[0] == "**The coach suggests**" and lines[1].startswith("1. **")
    assert (await store.active_game(CHANNEL)).coached
    for move in short_games.remaining[2]:
        record = await store.active_game(CHANNEL)
        await service.room(Turns).play(
            CHANNEL, record.seats[record.game().current_player].user_id, move
        )
    assert (await results.player_stats(store, GUILD, ALICE)).rated_games == 0


async def test_hints_can_be_switched_off(service):
    await service.room(Preferences).update_settings(GUILD, hints=False)
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    with pytest.raises(WrongPhase) as refused:
        await service.room(GameQueries).hint(CHANNEL, table.current_user_id)
    assert refused.value.reason is HINTS_OFF


async def test_a_dm_tells_whoever_asked_and_a_closed_dm_falls_back_to_the_ping(
    service, channels, store
):
    await service.room(NotifyChoice).notify(BOB, True)
    await service.room(NotifyChoice).notify(ALICE, True)
    channels.closed_dms.add(ALICE)
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    for _ in range(2):
        posted = channels.last(CHANNEL)
        to_move = record.seats[record.game().current_player].user_id
        if to_move == BOB:
            assert posted.mentions == ()
            assert posted.text.endswith("\nBob's turn (told by direct message).")
            assert channels.dms[-1][0] == BOB
            link = f"https://discord.com/channels/{GUILD}/{CHANNEL}"
            assert channels.dm_texts(BOB)[-1].startswith("It's your turn in Azul (round ")
            assert channels.dm_texts(BOB)[-1].endswith(f": {link}")
        else:
            # Her DMs are closed: the table pings her itself, and says nothing of a DM.
            assert posted.mentions == (ALICE,) and posted.controls is not None
            assert posted.text.endswith(
                f"\n<@{ALICE}>, your turn: tap a factory or the center below, or use `/azul play`."
            )
        await service.room(Turns).play(CHANNEL, to_move, record.game().legal_moves()[0])
        record = await store.active_game(CHANNEL)
    del table


async def test_a_computer_thinks_in_a_real_process_pool(make_service, store, clock):
    service = await make_service(
        thinkers=Thinkers(budgets={"move": 0.05, "review": 0.01}), computer_pause=0.1
    )
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    await service.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    if record.seats[record.game().current_player].user_id == ALICE:
        await service.room(Turns).play(CHANNEL, ALICE, record.game().legal_moves()[0])
    await settled(service, 1.0)  # a spawned worker takes a moment to start
    moves = await store.moves(record.id)
    assert moves and record.seats[moves[-1].seat].computer == "hard"
    assert math.isfinite(clock.now())


async def test_after_a_restart_every_overdue_timer_fires_once(
    make_service, thinkers, clock, store, channels
):
    first = await make_service(thinkers=thinkers)
    await first.room(Preferences).update_settings(GUILD, time_limit="3h", reminder="1h")
    for channel in (CHANNEL, CHANNEL + 1, CHANNEL + 2):
        await lobby_with(first, ALICE, BOB, channel=channel)
        await first.room(Lobby).start(channel, ALICE)
    await first.close()  # down for a whole day: every reminder and every time-out is overdue
    await clock.advance(24 * 3600)

    second = await make_service(thinkers=thinkers)
    await settled(second)
    for channel in (CHANNEL, CHANNEL + 1, CHANNEL + 2):
        posted = [m.text for m in channels.in_channel(channel)]
        # Both came due while the bot was down: one stand-in move per game, and no reminder
        # (the time was up).
        assert not any(t.startswith("⏳") for t in posted)
        assert sum(t.startswith("⏰") for t in posted) == 1
        record = await store.active_game(channel)
        assert len(await store.moves(record.id)) == 1
        assert {t.kind for t in await store.timers_of(record.id)} == {"reminder", "timeout"}
    await settled(second, 60)
    assert sum(m.text.startswith("⏰") for m in channels.messages.values()) == 3  # none again


async def test_a_restart_with_a_reminder_and_a_time_out_both_overdue_sends_no_reminder(
    make_service, thinkers, clock, store, channels
):
    first = await make_service(thinkers=thinkers)
    await first.room(Preferences).update_settings(GUILD, time_limit="5m")
    await first.room(NotifyChoice).notify(BOB, True)
    await lobby_with(first, ALICE, BOB)
    table = await first.room(Lobby).start(CHANNEL, ALICE)
    await first.close()  # down past both the reminder (100 s in) and the time-out (300 s)
    await clock.advance(10 * 60)

    second = await make_service(thinkers=thinkers)
    await settled(second)
    assert len(await store.moves(table.game_id)) == 1  # the stand-in played the turn
    posted = [m.text for m in channels.in_channel(CHANNEL)]
    assert sum(t.startswith("⏰") for t in posted) == 1
    # The time was up: no reminder, neither before the stand-in's move nor after it.
    assert not any(t.startswith("⏳") for t in posted)
    assert not any(text.startswith("⏳") for text in channels.dm_texts())


async def test_a_move_made_as_its_reminder_comes_due_silences_the_reminder(
    make_service, thinkers, clock, store, channels
):
    service = await make_service(thinkers=thinkers)
    await service.room(Preferences).update_settings(GUILD, time_limit="5m")
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    async with service.lock(CHANNEL):  # the player's move has the channel
        await clock.advance(100)
        while not await _claimed(store, table.game_id, "reminder", clock):
            await asyncio.sleep(0.002)
        for _ in range(20):  # and its handler a few turns of the loop to reach the lock
            await asyncio.sleep(0)
        record = await store.active_game(CHANNEL)
        game = record.game()
        await service.room(Turns).play_seat(
            record, game, game.current_player, game.legal_moves()[0]
        )
    await settled(service)
    assert not any(m.text.startswith("⏳") for m in channels.in_channel(CHANNEL))
    # The next player's turn has its own reminder, in its own time.
    await settled(service, 100)
    assert channels.last(CHANNEL).text.startswith("⏳")


async def _claimed(store, game_id: int, kind: str, clock) -> bool:
    """The dispatcher claimed the game's ``kind`` timer (a claim moves it to its lease's end)."""
    return any(t.kind == kind and t.due_at > clock.now() for t in await store.timers_of(game_id))


async def test_durations_are_exact_to_the_second_in_the_settings_and_the_reminder(
    make_service, thinkers, clock, channels
):
    service = await make_service(thinkers=thinkers)
    shown = settings_text(
        ENGLISH, await service.room(Preferences).update_settings(GUILD, time_limit="5m")
    )
    assert "Time limit per turn: 5m\n" in shown and "Reminder: after 1m 40s\n" in shown
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    deadline = clock.now() + 300
    await settled(service, 100)
    reminder = channels.last(CHANNEL)
    assert reminder.text == (
        f"⏳ <@{table.current_user_id}>, it's still your turn in Azul. A computer stand-in"
        f" plays it <t:{int(deadline)}:R>."
    )


async def test_a_reminder_tells_the_time_really_left_when_the_settings_changed_meanwhile(
    make_service, thinkers, clock, channels
):
    service = await make_service(thinkers=thinkers)
    await service.room(Preferences).update_settings(GUILD, time_limit="5m", reminder="1m")
    await lobby_with(service, ALICE, BOB)
    await service.room(Lobby).start(CHANNEL, ALICE)
    deadline = clock.now() + 300
    await service.room(Preferences).update_settings(GUILD, time_limit="1h")  # from the next turn on
    await settled(service, 60)
    assert channels.last(CHANNEL).text.endswith(f" plays it <t:{int(deadline)}:R>.")


async def test_a_reminder_goes_by_dm_to_whoever_asked_and_a_closed_dm_falls_back_to_the_ping(
    make_service, thinkers, clock, store, channels
):
    service = await make_service(thinkers=thinkers)
    await service.room(Preferences).update_settings(GUILD, time_limit="5m")
    await service.room(NotifyChoice).notify(ALICE, True)
    await service.room(NotifyChoice).notify(BOB, True)
    channels.closed_dms.add(ALICE)
    await lobby_with(service, ALICE, BOB)
    await service.room(Lobby).start(CHANNEL, ALICE)
    for _ in range(2):  # one turn each: Bob's reminder by DM, Alice's in the channel
        record = await store.active_game(CHANNEL)
        to_move = record.seats[record.game().current_player].user_id
        turn_message = channels.last(CHANNEL)
        dms_before = len(channels.dms)
        deadline = int(clock.now() + 300)
        await settled(service, 100)
        if to_move == BOB:
            assert channels.last(CHANNEL) is turn_message  # nothing in the channel
            assert len(channels.dms) == dms_before + 1
            user, dm, _ = channels.dms[-1]
            link = f"https://discord.com/channels/{GUILD}/{CHANNEL}/{turn_message.id}"
            assert user == BOB and dm.mentions == ()
            assert compose(dm) == (
                f"⏳ It's still your turn in Azul; a computer stand-in plays it <t:{deadline}:R>."
                f" Your table: {link}"
            )
        else:
            reminder = channels.last(CHANNEL)
            assert reminder.text.startswith(f"⏳ <@{ALICE}>, it's still your turn")
            assert reminder.mentions == (ALICE,) and len(channels.dms) == dms_before
        await service.room(Turns).play(
            CHANNEL, to_move, (await store.active_game(CHANNEL)).game().legal_moves()[0]
        )


async def test_moves_held_for_the_next_table_are_told_when_the_game_is_aborted(
    robots, channels, clock, store
):
    await robots.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await robots.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await robots.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await robots.room(Lobby).start(CHANNEL, ALICE)
    await settled(robots)
    while (await store.active_game(CHANNEL)).game().current_player != 0:
        await settled(robots, 1.0)
    await robots.room(Turns).play(
        CHANNEL, ALICE, (await store.active_game(CHANNEL)).game().legal_moves()[0]
    )
    await settled(robots, 1.0)  # the first computer moves; the second has not yet
    record = await store.active_game(CHANNEL)
    assert record.game().current_player == 2
    before = len(channels.in_channel(CHANNEL))
    await robots.room(Endings).abort(CHANNEL, ALICE, "Alice", can_manage=False)
    await settled(robots)
    told = channels.in_channel(CHANNEL)[before:]
    assert len(told) == 1  # nothing was posted for the two moves since the last table
    story, ended = told[0].text.split("\n\n")
    assert [line.split(" took ")[0] for line in story.split("\n")] == ["Alice", "Computer (easy)"]
    assert ended == "Alice aborted the game; it does not count for the stats."
