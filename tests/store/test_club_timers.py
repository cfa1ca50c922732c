"""Contract: the club's timers (a server's or a person's, of no game) and a server's club
settings — on every adapter."""

from __future__ import annotations

import pytest

from azul_bot.core.db import TimerSpec
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, club_timer_due, drop_club_timer, set_club_timer

NOW = 1_700_000_000.0
BIG = 987_654_321_012_345_678  # a snowflake past 32 bits


async def test_a_club_timer_is_set_once_per_kind_and_owner_and_moves_when_set_again(store):
    await set_club_timer(store, "season_end", NOW + 10, guild_id=BIG)
    await set_club_timer(store, "season_end", NOW + 20, guild_id=BIG)
    await set_club_timer(store, "season_end", NOW + 30, guild_id=BIG + 1)
    await set_club_timer(store, "digest", NOW + 5, user_id=BIG)
    assert await club_timer_due(store, "season_end", guild_id=BIG) == NOW + 20
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 5
    assert await club_timer_due(store, "digest", guild_id=BIG) is None
    claimed = await store.claim_timers(NOW + 25, limit=10, lease=60)
    assert [(t.kind, t.game_id, t.guild_id, t.user_id) for t in claimed] == [
        ("season_end", None, BIG, None),
        ("digest", None, None, BIG),
    ]
    assert await store.claim_timers(NOW + 25, limit=10, lease=60) == []  # leased


async def test_a_club_timer_is_dropped_and_completed_like_any_other(store):
    await set_club_timer(store, "digest", NOW, user_id=7)
    await set_club_timer(store, "season_end", NOW, guild_id=7)
    await drop_club_timer(store, "digest", user_id=7)
    await drop_club_timer(store, "digest", user_id=8)  # none: no error
    (timer,) = await store.claim_timers(NOW, limit=10, lease=60)
    assert timer.kind == "season_end"
    await store.complete_timer(timer.id)
    assert await store.next_timer_due() is None


async def test_a_club_timer_needs_an_owner_and_leaves_games_timers_alone(store):
    with pytest.raises(ValueError):
        await set_club_timer(store, "season_end", NOW)
    record = await create_lobby(store, GUILD, 1, 1, "a", timers=[TimerSpec("lobby_expiry", NOW)])
    await set_club_timer(store, "season_end", NOW + 1, guild_id=GUILD)
    assert [t.kind for t in await store.timers_of(record.id)] == ["lobby_expiry"]
    await store.abort_game(record.id, record.version)
    assert await club_timer_due(store, "season_end", guild_id=GUILD) == NOW + 1
