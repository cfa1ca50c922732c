"""Contract: timers ride with each change, claims under a lease, settings, preferences,
stand-ins, coached games and the history queries — on every adapter."""

from __future__ import annotations

import asyncio

import pytest

from azul_bot.core.db import GameStatus, GuildSettings, Seat, TimerSpec, VersionConflict
from azul_bot.features.digest.store import notify_pref, set_notify_pref
from azul_bot.features.settings.store import save_settings
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.games import near_end
from tests.store.helpers import GUILD, play, start

NOW = 1_700_000_000.0


async def test_a_change_replaces_the_games_timers_with_its_version(store):
    record = await create_lobby(store, GUILD, 1, 1, "a", timers=[TimerSpec("lobby_expiry", NOW)])
    assert [(t.kind, t.version) for t in await store.timers_of(record.id)] == [("lobby_expiry", 1)]
    record = await update_lobby(
        store,
        record.id,
        record.version,
        host_id=1,
        seats=[Seat(0, 1, "a"), Seat(1, 2, "b")],
        timers=[TimerSpec("lobby_expiry", NOW + 5)],
    )
    timers = await store.timers_of(record.id)
    assert [(t.due_at, t.version) for t in timers] == [(NOW + 5, record.version)]
    record = await store.start_game(
        record.id,
        record.version,
        seats=record.seats,
        state=near_end(2).to_dict(),
        timers=[TimerSpec("timeout", NOW + 9), TimerSpec("reminder", NOW + 3)],
    )
    assert [t.kind for t in await store.timers_of(record.id)] == ["reminder", "timeout"]
    game = record.game()
    move = game.legal_moves()[0]
    game.play(move)
    with pytest.raises(VersionConflict):  # a refused change leaves the timers alone
        await store.commit_move(
            record.id,
            record.version - 1,
            seat=0,
            move=str(move),
            state=game.to_dict(),
            timers=[],
        )
    assert len(await store.timers_of(record.id)) == 2
    record = await store.commit_move(
        record.id,
        record.version,
        seat=record.game().current_player,
        move=str(move),
        state=game.to_dict(),
        timers=[TimerSpec("computer", NOW + 1)],
    )
    assert [(t.kind, t.version) for t in await store.timers_of(record.id)] == [
        ("computer", record.version)
    ]
    await store.abort_game(record.id, record.version)
    assert await store.timers_of(record.id) == []
    assert await store.next_timer_due() is None


async def test_claims_take_due_timers_once_under_a_lease(store, backend):
    ids = []
    for channel in range(1, 6):
        record = await create_lobby(
            store, GUILD, channel, 1, "a", timers=[TimerSpec("lobby_expiry", NOW + channel)]
        )
        ids.append(record.id)
    assert await store.next_timer_due() == NOW + 1
    other = await backend.open()
    try:
        first, second = await asyncio.gather(
            store.claim_timers(NOW + 3, limit=10, lease=60),
            other.claim_timers(NOW + 3, limit=10, lease=60),
        )
    finally:
        await other.close()
    claimed = [t.game_id for t in first + second]
    assert sorted(claimed) == ids[:3]  # due ones only, each claimed by one claimer
    # The first three are leased: a later claim gets only the two that came due since.
    later = await store.claim_timers(NOW + 5, limit=10, lease=60)
    assert sorted(t.game_id for t in later) == ids[3:]
    # After the lease, an unhandled claim is due again; a completed one is gone.
    await store.complete_timer(first[0].id if first else second[0].id)
    again = await store.claim_timers(NOW + 70, limit=10, lease=60)
    assert len(again) == 4


async def test_settings_and_preferences(store):
    assert await store.guild_settings(GUILD) is None
    settings = GuildSettings(GUILD, 3600.0, None, "seat", True, False)
    await store.write(save_settings(settings))
    assert await store.guild_settings(GUILD) == settings
    await store.write(save_settings(GuildSettings(GUILD, None, 60.0, "turn", False, True)))
    assert (await store.guild_settings(GUILD)).turn_limit is None
    assert await store.read(notify_pref(5)) is False
    await store.write(set_notify_pref(5, True))
    assert await store.read(notify_pref(5)) is True
    await store.write(set_notify_pref(5, False))
    assert await store.read(notify_pref(5)) is False


async def test_a_servers_language_and_the_locales_last_seen(store):
    settings = GuildSettings(GUILD, 3600.0, None, "seat", True, False)
    assert settings.language == "auto"
    await store.write(save_settings(settings))
    assert (await store.guild_settings(GUILD)).language == "auto"
    await store.write(save_settings(GuildSettings(GUILD, 3600.0, None, "seat", True, False, "nl")))
    assert (await store.guild_settings(GUILD)).language == "nl"

    assert await store.guild_locale(GUILD) is None
    await store.set_guild_locale(GUILD, "fr")
    await store.set_guild_locale(GUILD + 1, "en-US")
    await store.set_guild_locale(GUILD, "nl")
    assert await store.guild_locale(GUILD) == "nl"
    assert await store.guild_locale(GUILD + 1) == "en-US"


async def test_a_persons_locale_and_dm_wish_are_kept_apart(store):
    assert await store.user_locale(5) is None
    await store.set_user_locale(5, "fr")  # someone new: no direct messages asked for
    assert await store.user_locale(5) == "fr" and await store.read(notify_pref(5)) is False
    await store.write(set_notify_pref(5, True))
    await store.set_user_locale(5, "nl")
    assert await store.user_locale(5) == "nl" and await store.read(notify_pref(5)) is True
    await store.write(set_notify_pref(5, False))
    assert await store.user_locale(5) == "nl"
    await store.write(set_notify_pref(6, True))  # asked before any locale was seen
    assert await store.user_locale(6) is None and await store.read(notify_pref(6)) is True


async def test_stand_ins_coached_games_and_the_history(store):
    record, game = await start(store, 10, [1, 2], game=near_end(2))
    seats = (record.seats[0], Seat(1, 2, "user 2", None, "normal"))
    record = await store.replace_seats(record.id, record.version, seats=seats)
    assert record.seats[1].stand_in == "normal" and record.seats[1].user_id == 2
    await store.mark_coached(record.id)
    assert (await store.get_game(record.id)).coached
    assert [r.id for r in await store.running_games_of(GUILD, 2)] == [record.id]
    assert await store.running_games_of(GUILD, 3) == []
    await play(store, await store.get_game(record.id), game)
    other, other_game = await start(store, 11, [1, 3], game=near_end(2))
    await play(store, other, other_game)
    records, total = await store.finished_games(GUILD, page=1, per_page=10)
    assert total == 2 and [r.id for r in records] == [other.id, record.id]
    assert all(r.status == GameStatus.FINISHED for r in records)
    mine, total = await store.finished_games(GUILD, user_id=3)
    assert total == 1 and [r.id for r in mine] == [other.id]
    assert await store.finished_games(GUILD + 1) == ([], 0)


async def test_a_restart_makes_the_dead_runs_claimed_timers_due_at_once(store):
    # A single process that crashed while it held a timer: at start-up the timer is due at
    # once rather than after its lease; timers not yet due keep their time.
    record = await create_lobby(
        store,
        GUILD,
        7,
        1,
        "a",
        timers=[TimerSpec("lobby_expiry", NOW), TimerSpec("reminder", NOW + 3600)],
    )
    claimed = await store.claim_timers(NOW, limit=10, lease=60.0)
    assert [t.kind for t in claimed] == ["lobby_expiry"]
    assert await store.claim_timers(NOW + 1, limit=10, lease=60.0) == []
    await store.release_claims()
    again = await store.claim_timers(NOW + 1, limit=10, lease=60.0)
    assert [(t.id, t.kind) for t in again] == [(claimed[0].id, "lobby_expiry")]
    assert await store.next_timer_due() == NOW + 61  # the new claim's lease; the reminder later
    waiting = [t for t in await store.timers_of(record.id) if t.kind == "reminder"]
    assert [t.due_at for t in waiting] == [NOW + 3600]
