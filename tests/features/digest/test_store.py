"""Contract: a person's daily digest — its time and zone, its timer, the games it lists, and
the transaction that sends a day's once — on every adapter."""

from __future__ import annotations

import pytest

from azul_bot.core.db import GameStatus, Notice
from azul_bot.features.digest.store import notify_pref, set_notify_pref
from tests.features.digest.helpers import Digest, digest_of, send_digest, set_digest, stop_digest
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, club_timer_due, start

NOW = 1_700_000_000.0
BIG = 987_654_321_012_345_678  # a snowflake past 32 bits
DAY = "2023-11-14"
NOTICE = Notice("digest", {"day": DAY, "games": [{"game": 1, "guild": GUILD}]})


async def fired(store, user_id: int = BIG):
    """The person's digest timer, claimed as the dispatcher claims it."""
    (timer,) = await store.claim_timers(NOW + 10 * 86400, limit=10, lease=60)
    assert (timer.kind, timer.game_id, timer.user_id) == ("digest", None, user_id)
    return timer


async def test_a_digest_is_set_with_its_timer_and_turns_the_turn_dms_off(store):
    assert await digest_of(store, BIG) is None
    await store.write(set_notify_pref(BIG, True))
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW + 100)
    assert await digest_of(store, BIG) == Digest(18 * 60, "Europe/Paris", None)
    assert (await digest_of(store, BIG)).on
    assert await store.read(notify_pref(BIG)) is False
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 100

    # Someone new: their row is made with the turn DMs off.
    await set_digest(store, 5, at=0, zone="Asia/Tokyo", due_at=NOW + 5)
    assert await digest_of(store, 5) == Digest(0, "Asia/Tokyo", None)
    assert await store.read(notify_pref(5)) is False


async def test_setting_it_again_replaces_the_timer_with_a_new_one(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    old = await fired(store)
    await set_digest(store, BIG, at=20 * 60, zone="Europe/Paris", due_at=NOW + 7200)
    # The fired timer's late completion (the dispatcher's) deletes nothing of the new one.
    await store.complete_timer(old.id)
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 7200
    assert await digest_of(store, BIG) == Digest(20 * 60, "Europe/Paris", None)


async def test_a_bad_time_or_no_zone_is_refused_and_nothing_is_saved(store):
    for at, zone in ((-1, "Europe/Paris"), (24 * 60, "Europe/Paris"), (60, "")):
        with pytest.raises(ValueError):
            await set_digest(store, BIG, at=at, zone=zone, due_at=NOW)
    assert await digest_of(store, BIG) is None
    assert await club_timer_due(store, "digest", user_id=BIG) is None


async def test_stopping_it_drops_the_timer_and_keeps_the_zone_and_the_day_sent(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    timer = await fired(store)
    assert await send_digest(store, BIG, DAY, timer_id=timer.id, next_due=NOW + 86400)
    await store.write(set_notify_pref(BIG, True))
    await stop_digest(store, BIG)
    await stop_digest(store, 6)  # nobody: no error
    digest = await digest_of(store, BIG)
    assert digest == Digest(None, "Europe/Paris", DAY) and not digest.on
    assert await club_timer_due(store, "digest", user_id=BIG) is None
    assert await store.read(notify_pref(BIG)) is True  # left as it was


async def test_a_days_digest_is_sent_once_with_its_notice_and_the_next_timer(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    timer = await fired(store)
    assert await send_digest(
        store, BIG, DAY, timer_id=timer.id, next_due=NOW + 86400, notice=NOTICE
    )
    (entry,) = await store.claim_announcements(NOW, limit=10, lease=60)
    assert (entry.game_id, entry.channel_id, entry.kind) == (None, BIG, "digest")
    assert entry.payload == NOTICE.payload
    assert (await digest_of(store, BIG)).sent_on == DAY
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 86400

    # The same fired timer handed again (a crash before the dispatcher completed it):
    # it is gone, so nothing is queued and the next day's timer stays where it is.
    assert not await send_digest(
        store, BIG, DAY, timer_id=timer.id, next_due=NOW + 5, notice=NOTICE
    )
    again = await store.claim_announcements(NOW + 120, limit=10, lease=60)
    assert [e.id for e in again] == [entry.id]  # the one queued, its lease run out
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 86400


async def test_no_second_digest_on_a_day_already_sent_nor_an_earlier_one(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    timer = await fired(store)
    assert await send_digest(store, BIG, DAY, timer_id=timer.id, next_due=NOW + 10)
    for day in (DAY, "2023-11-13"):  # the same day (a new time chosen), or a zone further west
        timer = await fired(store)
        assert not await send_digest(
            store, BIG, day, timer_id=timer.id, next_due=NOW + 20, notice=NOTICE
        )
        # Not sent, but the next day's timer is set all the same.
        assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 20
    assert await store.claim_announcements(NOW, limit=10, lease=60) == []
    assert (await digest_of(store, BIG)).sent_on == DAY


async def test_a_day_with_nothing_waiting_is_marked_without_a_notice(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    timer = await fired(store)
    assert await send_digest(store, BIG, DAY, timer_id=timer.id, next_due=NOW + 86400)
    assert await store.claim_announcements(NOW, limit=10, lease=60) == []
    assert (await digest_of(store, BIG)).sent_on == DAY


async def test_a_replaced_or_stopped_digest_is_not_sent_by_its_old_timer(store):
    await set_digest(store, BIG, at=18 * 60, zone="Europe/Paris", due_at=NOW)
    timer = await fired(store)
    await set_digest(store, BIG, at=20 * 60, zone="Europe/Paris", due_at=NOW + 7200)
    assert not await send_digest(
        store, BIG, DAY, timer_id=timer.id, next_due=NOW + 86400, notice=NOTICE
    )
    assert await club_timer_due(store, "digest", user_id=BIG) == NOW + 7200  # the new choice's
    assert (await digest_of(store, BIG)).sent_on is None

    timer = await fired(store)
    await stop_digest(store, BIG)
    assert not await send_digest(
        store, BIG, DAY, timer_id=timer.id, next_due=NOW + 86400, notice=NOTICE
    )
    assert await club_timer_due(store, "digest", user_id=BIG) is None
    assert await store.claim_announcements(NOW, limit=10, lease=60) == []


async def test_a_persons_running_games_in_every_server(store):
    here, _ = await start(store, 1, [BIG, 2], guild=GUILD)
    there, _ = await start(store, 2, [3, BIG, "random"], guild=GUILD + 1)
    await start(store, 3, [3, 4], guild=GUILD)  # not theirs
    ended, _ = await start(store, 4, [BIG, 4], guild=GUILD)
    await store.abort_game(ended.id, ended.version)
    await create_lobby(store, GUILD, 5, BIG, "lobby")  # not running yet
    found = await store.running_games_anywhere(BIG)
    assert [record.id for record in found] == [here.id, there.id]
    assert {record.guild_id for record in found} == {GUILD, GUILD + 1}
    assert all(record.status is GameStatus.RUNNING for record in found)
    assert await store.running_games_anywhere(99) == []
