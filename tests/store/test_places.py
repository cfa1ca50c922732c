"""The places beyond the servers that added the bot (``places``), and the outbox entries set
aside until someone acts in theirs: on both databases."""

from __future__ import annotations

from azul_bot.core import PlaceKind, Places
from azul_bot.core.db.sql.places import park, place_kind, wake
from tests.store.helpers import lobby_with_notices

LEASE = 30.0
NOW = 2e9
"""A clock's reading in this century."""


async def claimed(store, now: float = 0.0) -> list[tuple[int, int]]:
    entries = await store.claim_announcements(now, limit=10, lease=LEASE)
    return [(entry.channel_id, entry.payload["n"]) for entry in entries]


async def test_a_place_is_stored_once_with_its_kind_and_a_servers_channel_has_none(store):
    places = Places(store)
    await places.arrived(10, PlaceKind.GROUP_DM, None)
    await places.arrived(10, PlaceKind.GROUP_DM, None)
    await places.arrived(11, PlaceKind.BOT_DM, None)
    await places.arrived(13, PlaceKind.VISITED_SERVER, 99)
    await places.arrived(12, None, None)  # a server that added the bot: nothing stored
    assert await store.read(place_kind(10)) == "group_dm"
    assert await store.read(place_kind(12)) is None
    fresh = Places(store)  # a restart reads them back
    assert await fresh.kind(10) is PlaceKind.GROUP_DM and await fresh.visited(10)
    assert await fresh.kind(11) is PlaceKind.BOT_DM and not await fresh.visited(11)
    assert await fresh.kind(12) is None and not await fresh.visited(12)
    assert await fresh.link(10) == "https://discord.com/channels/@me/10"
    assert await fresh.link(13) == "https://discord.com/channels/99/13"


async def test_an_entry_set_aside_waits_uncounted_and_holds_back_its_game_until_woken(store):
    await lobby_with_notices(store, 10, 2)
    await lobby_with_notices(store, 11, 1)
    first = (await store.claim_announcements(0.0, limit=10, lease=LEASE))[0]
    assert first.channel_id == 10
    await store.write(park(first.id, late=True))
    # Never due, whatever the clock says (a restart frees claims, not what waits)...
    await store.release_claims()
    assert await claimed(store, now=NOW) == [(11, 0)]
    # ...nor its game's next entry; another place's waking leaves it where it is.
    assert await store.write(wake(11)) is False
    assert await claimed(store, now=NOW) == []
    assert await store.write(wake(10)) is True  # it waited for someone to act: it is late
    [again] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    assert (again.id, again.attempts) == (first.id, 0)


async def test_an_entry_held_for_the_answer_being_made_is_woken_without_being_late(store):
    await lobby_with_notices(store, 10, 1)
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.write(park(entry.id, late=False))
    assert await claimed(store, now=NOW) == []
    assert await store.write(wake(10)) is False
    assert await claimed(store) == [(10, 0)]
