"""Contract: time away — who is away, the allowance used per season, paused turns, and games
retimed without a change (their version stays) — on every adapter."""

from __future__ import annotations

import pytest

from azul_bot.core.db import Notice, Seat, TimerSpec
from azul_bot.features.away.store import (
    Away,
    PausedTurn,
    Retime,
    allowed_days,
    away_of,
    lobbies_of,
    paused_turns,
    retime,
    set_allowed_days,
    set_away,
    used,
)
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.games import near_end
from tests.store.helpers import GUILD, play, start

NOW = 1_700_000_000.0
DAY = 86_400.0
SEASON = 1_696_118_400.0  # 2023-10-01 00:00 UTC
NEXT_SEASON = 1_704_067_200.0
BIG = 987_654_321_012_345_678  # a snowflake past 32 bits


async def test_a_persons_time_away_is_kept_replaced_and_cleared_per_server(store):
    assert await store.read(away_of(GUILD, [BIG, 2])) == {}
    assert await store.read(away_of(GUILD, [])) == {}
    first = Away(NOW, NOW + 3 * DAY, SEASON)
    await store.write(set_away(GUILD, BIG, first, used={SEASON: 3 * DAY}))
    await store.write(set_away(GUILD + 1, 2, Away(NOW, NOW + DAY, SEASON)))
    assert await store.read(away_of(GUILD, [BIG, 2, BIG])) == {BIG: first}
    longer = Away(NOW, NOW + 5 * DAY, SEASON)
    await store.write(set_away(GUILD, BIG, longer, used={SEASON: 2 * DAY}))
    assert await store.read(away_of(GUILD, [BIG])) == {BIG: longer}
    await store.write(set_away(GUILD, BIG, None, used={SEASON: -DAY}))
    assert await store.read(away_of(GUILD, [BIG])) == {}
    assert await store.read(away_of(GUILD + 1, [2])) == {2: Away(NOW, NOW + DAY, SEASON)}


async def test_the_allowance_used_adds_up_per_season_and_days_given_back_come_off(store):
    assert await store.read(used(GUILD, BIG, SEASON)) == 0.0
    await store.write(
        set_away(GUILD, BIG, Away(NOW, NOW + 4 * DAY, SEASON), used={SEASON: 4 * DAY})
    )
    await store.write(
        set_away(
            GUILD,
            BIG,
            Away(NOW, NOW + 2 * DAY, NEXT_SEASON),
            used={SEASON: -1.5 * DAY, NEXT_SEASON: 2 * DAY},
        )
    )
    assert await store.read(used(GUILD, BIG, SEASON)) == 2.5 * DAY
    assert await store.read(used(GUILD, BIG, NEXT_SEASON)) == 2 * DAY
    assert await store.read(used(GUILD + 1, BIG, SEASON)) == 0.0


async def test_going_away_retimes_a_game_at_its_version_without_changing_it(store):
    record, _ = await start(store, 1, [1, 2], game=near_end(2))
    await store.write(
        retime([Retime(record.id, record.version, (TimerSpec("reminder", NOW + 5),))])
    )
    paused = PausedTurn(1, record.version, 4, 5.0, None)
    note = Notice("away", {"seat": 1})
    await store.write(
        set_away(
            GUILD,
            2,
            Away(NOW, NOW + DAY, SEASON),
            games=[
                Retime(record.id, record.version, (TimerSpec("away_end", NOW + DAY),), note, paused)
            ],
        )
    )
    timers = await store.timers_of(record.id)
    assert [(t.kind, t.due_at, t.version) for t in timers] == [
        ("away_end", NOW + DAY, record.version)
    ]
    assert await store.read(paused_turns(record.id)) == [paused]
    again = await store.get_game(record.id)
    assert (again.version, again.updated_at) == (record.version, record.updated_at)
    (entry,) = await store.claim_announcements(NOW, limit=10, lease=60)
    assert (entry.game_id, entry.kind, entry.payload) == (record.id, "away", {"seat": 1})
    # A pause kept again replaces the first; coming back lets it go.
    later = PausedTurn(1, record.version, 4, None, 30.0)
    await store.write(retime([Retime(record.id, record.version, paused=later)]))
    assert await store.read(paused_turns(record.id)) == [later]
    assert [t.kind for t in await store.timers_of(record.id)] == ["away_end"]
    began = (await store.get_game(record.id)).turn_began_at
    back = (TimerSpec("timeout", NOW + 30),)
    resumed = Retime(record.id, record.version, back, resumed=1, turn_began_at=NOW + 7)
    await store.write(set_away(GUILD, 2, None, games=[resumed]))
    assert await store.read(paused_turns(record.id)) == []
    assert [t.kind for t in await store.timers_of(record.id)] == ["timeout"]
    # The time away is no time taken over the turn; a retime without it keeps it.
    assert (await store.get_game(record.id)).turn_began_at == NOW + 7 != began
    await store.write(retime([Retime(record.id, record.version, back)]))
    assert (await store.get_game(record.id)).turn_began_at == NOW + 7


async def test_a_game_that_moved_on_or_ended_is_left_alone(store):
    record, game = await start(store, 1, [1, 2], game=near_end(2, moves_left=4))
    stale = Retime(
        record.id,
        record.version,
        (TimerSpec("away_end", NOW + DAY),),
        Notice("away", {}),
        PausedTurn(0, record.version, 1, None, None),
    )
    moved = await play(store, record, game, moves=1)
    await store.write(retime([Retime(moved.id, moved.version, (TimerSpec("timeout", NOW + 9),))]))
    await store.write(set_away(GUILD, 1, Away(NOW, NOW + DAY, SEASON), games=[stale]))
    assert [t.kind for t in await store.timers_of(record.id)] == ["timeout"]
    assert await store.read(paused_turns(record.id)) == []
    assert await store.claim_announcements(NOW, limit=10, lease=60) == []
    assert await store.read(away_of(GUILD, [1])) == {1: Away(NOW, NOW + DAY, SEASON)}  # still set
    aborted = await store.abort_game(moved.id, moved.version)
    await store.write(retime([Retime(aborted.id, aborted.version, (TimerSpec("timeout", NOW),))]))
    assert await store.timers_of(record.id) == []


async def test_a_lobby_is_retimed_too_and_the_lobbies_of_a_person_are_found(store):
    lobby = await create_lobby(store, GUILD, 5, 1, "a", timers=[TimerSpec("lobby_expiry", NOW)])
    lobby = await update_lobby(
        store, lobby.id, lobby.version, host_id=1, seats=[Seat(0, 1, "a"), Seat(1, BIG, "b")]
    )
    await create_lobby(store, GUILD + 1, 6, BIG, "b")  # another server's
    await start(store, 7, [BIG, 3])  # running, not a lobby
    assert [game_id for game_id, _ in await store.read(lobbies_of(GUILD, BIG))] == [lobby.id]
    assert await store.read(lobbies_of(GUILD, 3)) == []
    await store.write(retime([Retime(lobby.id, lobby.version, notice=Notice("lobby", {}))]))
    (entry,) = await store.claim_announcements(NOW, limit=10, lease=60)
    assert (entry.game_id, entry.kind) == (lobby.id, "lobby")
    assert [t.kind for t in await store.timers_of(lobby.id)] == ["lobby_expiry"]  # as they were


async def test_a_notice_that_is_no_json_object_is_refused_before_anything_is_written(store):
    record, _ = await start(store, 1, [1, 2])
    bad = Retime(record.id, record.version, notice=Notice("away", ["not", "an", "object"]))
    with pytest.raises(ValueError):
        await store.write(set_away(GUILD, 1, Away(NOW, NOW + DAY, SEASON), games=[bad]))
    assert await store.read(away_of(GUILD, [1])) == {}


async def test_a_servers_time_away_is_21_days_until_chosen(store):
    assert await store.read(allowed_days(GUILD)) == 21
    await store.write(set_allowed_days(GUILD, 10))
    assert await store.read(allowed_days(GUILD)) == 10
    assert await store.read(allowed_days(GUILD + 1)) == 21
