"""The places beyond the servers that added the bot (``places``), and the outbox entries set
aside until someone acts in theirs: on both databases."""

from __future__ import annotations

from azul_bot.core import PlaceKind, Places, Token
from azul_bot.core.db import fetch_value
from azul_bot.core.db.sql.places import FOLLOW_UPS, park, place_kind, wake
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
    # The server adds the bot: its channel is a server's again, and says what it was.
    assert await fresh.arrived(13, None, 99) is PlaceKind.VISITED_SERVER
    assert await Places(store).kind(13) is None
    assert await fresh.arrived(13, None, 99) is None


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


NOW_TOKEN = 1_800_000_000.0


async def keep(places: Places, interaction_id: int, *, channel: int = 10, **how) -> None:
    how = {"capped": True, "ready": True, "minutes": 14, **how}
    until = NOW_TOKEN + how.pop("minutes") * 60
    await places.keep_token(
        channel, Token(interaction_id, f"token-{interaction_id}"), until, now=NOW_TOKEN, **how
    )


async def test_a_post_rides_on_the_freshest_ready_token_with_a_follow_up_left(store):
    places = Places(store)
    await keep(places, 1)
    await keep(places, 2)
    await keep(places, 3, channel=11)
    assert await places.take_token(10, NOW_TOKEN) == Token(2, "token-2")
    for _ in range(FOLLOW_UPS - 1):
        assert await places.take_token(10, NOW_TOKEN) == Token(2, "token-2")
    # Its five follow-ups made (an app only a person installed): the one before it.
    assert await places.take_token(10, NOW_TOKEN) == Token(1, "token-1")
    await keep(places, 4, capped=False)  # a server's install: no cap
    for _ in range(FOLLOW_UPS + 1):
        assert await places.take_token(10, NOW_TOKEN) == Token(4, "token-4")


async def test_a_token_still_thinking_holds_the_post_and_none_alive_parks_it(store):
    places = Places(store)
    await keep(places, 1, minutes=-1)  # dead (its margin taken already)
    assert await places.take_token(10, NOW_TOKEN) is False
    await keep(places, 2, ready=False)  # its private answer is not out yet
    assert await places.take_token(10, NOW_TOKEN) is True
    await places.answered(2, follow_ups=1)  # out, as a message of its own: one follow-up
    assert await places.take_token(10, NOW_TOKEN) == Token(2, "token-2")
    for _ in range(FOLLOW_UPS - 2):
        await places.take_token(10, NOW_TOKEN)
    assert await places.take_token(10, NOW_TOKEN) is False  # its five are spent
    assert await places.take_token(12, NOW_TOKEN) is False  # a place nobody acted in


async def test_only_the_live_token_that_made_a_message_may_edit_it(store):
    places = Places(store)
    await keep(places, 1, minutes=1)
    await places.made(100, Token(1, "token-1"))
    assert await places.maker(100, NOW_TOKEN) == "token-1"
    assert await places.maker(100, NOW_TOKEN + 61) is None  # dead
    assert await places.maker(101, NOW_TOKEN) is None
    # A new token's keeping lets the dead ones go, with what they made.
    await places.keep_token(
        10, Token(2, "token-2"), NOW_TOKEN + 900, capped=True, ready=True, now=NOW_TOKEN + 61
    )
    assert await store.read(fetch_value("SELECT count(*) FROM place_messages")) == 0
