"""Contract: direct messages that were never delivered. A person whose DMs Discord refuses for
good is remembered as such, apart from their other preferences, until it is forgotten; and a
notice keeps what its delivery did before a retry (the direct messages that went out), in
every adapter."""

from __future__ import annotations

from azul_bot.core.db import Notice
from azul_bot.features.digest.store import (
    dms_closed_at,
    notify_pref,
    set_dms_closed,
    set_notify_pref,
)
from azul_bot.features.settings.store import confirm_wish, set_confirm
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, lobby_with_notices

LEASE = 30.0


async def test_closed_dms_are_unknown_until_kept_then_forgotten(store):
    assert await store.read(dms_closed_at(5)) is None
    await store.write(set_dms_closed(5, 1_700_000_000.25))
    assert await store.read(dms_closed_at(5)) == 1_700_000_000.25
    assert await store.read(dms_closed_at(6)) is None
    await store.write(set_dms_closed(5, None))
    assert await store.read(dms_closed_at(5)) is None


async def test_closed_dms_leave_the_other_preferences_alone(store):
    await store.write(set_notify_pref(5, True))
    await store.set_user_locale(5, "fr")
    await store.write(set_confirm(5, False))
    await store.write(set_dms_closed(5, 100.0))
    assert await store.read(notify_pref(5)) is True and await store.user_locale(5) == "fr"
    assert await store.read(confirm_wish(5)) is False
    await store.write(set_notify_pref(5, False))  # turning DMs off does not forget the refusal
    assert await store.read(dms_closed_at(5)) == 100.0
    await store.write(set_dms_closed(7, 100.0))  # someone new: no direct messages asked for
    assert await store.read(notify_pref(7)) is False and await store.read(confirm_wish(7)) is None


async def test_a_noted_notice_is_claimed_again_with_what_it_noted(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", notice=Notice("turn", {"move": "x"}))
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.note_announcement(entry.id, {**entry.payload, "told_by_dm": [1]})
    await store.retry_announcement(entry.id, at=5.0, error="503")
    [again] = await store.claim_announcements(10.0, limit=10, lease=LEASE)
    assert again.id == entry.id and again.attempts == 1
    assert again.payload == {"move": "x", "told_by_dm": [1]}
    await store.complete_announcement(again.id)
    await store.note_announcement(again.id, {"late": True})  # posted already: left alone
    assert await store.pending_announcements(lobby.id) == 0


async def test_a_note_changes_no_other_notice(store):
    lobby = await lobby_with_notices(store, 11, 2)
    [first] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.note_announcement(first.id, {"told_by_dm": [0]})
    await store.complete_announcement(first.id)
    [second] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    assert second.game_id == lobby.id and second.payload == {"channel": 11, "n": 1}
