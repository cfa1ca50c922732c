"""The checkup's reads, on both databases: a server's waiting work, as ``/azul check`` shows
its admin: the posts of its games not out yet, and its timers (its games' and its own), each
server's alone."""

from azul_bot.core.db import Store, TimerSpec
from azul_bot.features.checkup import store as checkup
from tests.features.lobby.helpers import create_lobby
from tests.store.helpers import GUILD, lobby_with_notices, set_club_timer

OTHER_GUILD = GUILD + 1
NOW = 1_000_000.0


async def waiting(store: Store, guild_id: int, now: float):
    return await store.read(checkup.backlog(guild_id, now))


async def test_an_empty_server_has_nothing_waiting(store):
    backlog = await waiting(store, GUILD, NOW)
    assert (backlog.posts, backlog.timers, backlog.late, backlog.retried) == (0, 0, 0, 0)
    assert backlog.oldest_post is None and backlog.next_timer is None


async def test_posts_waiting_are_counted_per_server_with_the_oldest_and_the_retried(store):
    first = await lobby_with_notices(store, 10, 3)
    await lobby_with_notices(store, 11, 2)
    await lobby_with_notices(store, 20, 4, guild=OTHER_GUILD)
    (entry,) = await store.claim_announcements(0.0, limit=1, lease=30.0)
    await store.retry_announcement(entry.id, at=NOW, error="503")
    backlog = await waiting(store, GUILD, NOW)
    assert backlog.posts == 5 and backlog.retried == 1
    assert backlog.oldest_post is not None and backlog.oldest_post <= first.created_at + 1
    await store.drop_announcement(entry.id, error="channel gone")
    assert (await waiting(store, GUILD, NOW)).posts == 4  # given up: no longer waiting
    assert (await waiting(store, OTHER_GUILD, NOW)).posts == 4


async def test_timers_of_the_servers_games_and_its_own_are_counted_with_the_late(store):
    await create_lobby(store, GUILD, 1, 1, "a", timers=[TimerSpec("lobby_expiry", NOW - 5)])
    await create_lobby(store, GUILD, 2, 1, "a", timers=[TimerSpec("lobby_expiry", NOW + 50)])
    await create_lobby(store, OTHER_GUILD, 3, 1, "a", timers=[TimerSpec("lobby_expiry", NOW)])
    await set_club_timer(store, "season_end", NOW + 500, guild_id=GUILD)
    await set_club_timer(store, "digest", NOW - 100, user_id=7)  # a person's: no server's
    backlog = await waiting(store, GUILD, NOW)
    assert backlog.timers == 3
    assert backlog.late == 1
    assert backlog.next_timer == NOW - 5
    other = await waiting(store, OTHER_GUILD, NOW)
    assert (other.timers, other.late) == (1, 0)
