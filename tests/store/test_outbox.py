"""Contract: the announcement outbox. Notices are queued with their change and only then;
a publisher claims them in order, one per game, under a lease."""

import asyncio

import pytest

from azul_bot.core.db import ChannelBusy, GameStatus, Notice, VersionConflict
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.games import near_end
from tests.store.helpers import GUILD, lobby_with_notices, play, seats_for, start

LEASE = 30.0


async def claim_ids(store, now: float = 0.0, limit: int = 10) -> list[int]:
    return [entry.id for entry in await store.claim_announcements(now, limit=limit, lease=LEASE)]


async def drain(store, now: float = 0.0) -> list:
    """Claim and complete until nothing is due: everything in the order it was posted."""
    posted = []
    while entries := await store.claim_announcements(now, limit=10, lease=LEASE):
        for entry in entries:
            posted.append(entry)
            await store.complete_announcement(entry.id)
    return posted


async def test_every_kind_of_change_queues_its_notice_for_its_game_and_channel(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", notice=Notice("lobby", {"step": 1}))
    seats = seats_for([1, 2])
    lobby = await update_lobby(
        store, lobby.id, lobby.version, host_id=1, seats=seats, notice=Notice("lobby", {"step": 2})
    )
    game = near_end(2, moves_left=3)
    record = await store.start_game(
        lobby.id, lobby.version, seats=seats, state=game.to_dict(), notice=Notice("start", {})
    )
    record = await play(store, record, game, moves=1, notice=Notice("turn", {"n": [1, "x"]}))
    await store.abort_game(record.id, record.version, notice=Notice("aborted", {"by": 1}))
    assert await store.pending_announcements(record.id) == 5

    posted = await drain(store)
    assert [(e.kind, e.payload) for e in posted] == [
        ("lobby", {"step": 1}),
        ("lobby", {"step": 2}),
        ("start", {}),
        ("turn", {"n": [1, "x"]}),
        ("aborted", {"by": 1}),
    ]
    assert {(e.game_id, e.channel_id, e.attempts) for e in posted} == {(record.id, 10, 0)}
    assert [e.id for e in posted] == sorted(e.id for e in posted)
    assert await store.pending_announcements(record.id) == 0


async def test_a_change_without_a_notice_queues_nothing(store):
    record = await lobby_with_notices(store, 10, 1)
    await drain(store)
    await update_lobby(store, record.id, record.version, host_id=1, seats=record.seats)
    assert await store.pending_announcements(record.id) == 0
    assert await claim_ids(store) == []


async def test_a_refused_change_leaves_no_notice(store):
    record = await lobby_with_notices(store, 10, 1)
    with pytest.raises(ChannelBusy):
        await create_lobby(store, GUILD, 10, 2, "Bob", notice=Notice("lobby", {"lost": True}))
    with pytest.raises(VersionConflict):
        await update_lobby(
            store, record.id, record.version - 1, host_id=1, seats=[], notice=Notice("lobby", {})
        )
    with pytest.raises(VersionConflict):
        await store.abort_game(record.id, record.version + 1, notice=Notice("aborted", {}))
    assert await store.pending_announcements(record.id) == 1
    assert [e.payload for e in await drain(store)] == [{"channel": 10, "n": 0}]


async def test_a_failed_move_leaves_no_notice(store):
    record = await lobby_with_notices(store, 10, 1)
    game = near_end(2, moves_left=3)
    record = await store.start_game(
        record.id, record.version, seats=seats_for([1, 2]), state=game.to_dict()
    )
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    with pytest.raises(VersionConflict):
        await store.commit_move(
            record.id,
            record.version - 1,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            notice=Notice("turn", {}),
        )
    with pytest.raises(ValueError, match="no seat"):
        await store.commit_move(
            record.id,
            record.version,
            seat=3,
            move=str(move),
            state=game.to_dict(),
            notice=Notice("turn", {}),
        )
    assert await store.pending_announcements(record.id) == 1
    assert await store.moves(record.id) == []


async def test_a_payload_that_is_not_json_is_refused_and_nothing_is_written(store):
    record = await lobby_with_notices(store, 10, 1)
    for payload in ({"bad": object()}, {"nan": float("nan")}, ["not", "an", "object"]):
        with pytest.raises(ValueError):
            await update_lobby(
                store,
                record.id,
                record.version,
                host_id=2,
                seats=[],
                notice=Notice("lobby", payload),
            )
    assert (await store.get_game(record.id)).version == record.version
    assert await store.pending_announcements(record.id) == 1


async def test_claims_come_in_id_order_at_most_one_per_game(store):
    a = await lobby_with_notices(store, 10, 1)
    b = await lobby_with_notices(store, 11, 2)
    a = await update_lobby(store, a.id, a.version, host_id=1, seats=a.seats, notice=Notice("x", {}))
    c = await lobby_with_notices(store, 12, 1)

    first = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    assert [(e.game_id, e.payload.get("n")) for e in first] == [(a.id, 0), (b.id, 0), (c.id, 0)]
    assert [e.id for e in first] == sorted(e.id for e in first)

    # While a game's oldest entry is out (claimed, not yet posted), its next one waits.
    assert await claim_ids(store) == []
    await store.complete_announcement(first[1].id)  # b's first is posted
    [b_second] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    assert (b_second.game_id, b_second.payload) == (b.id, {"channel": 11, "n": 1})


async def test_a_claim_returns_at_most_limit_entries_oldest_first(store):
    games = [await lobby_with_notices(store, channel, 1) for channel in (10, 11, 12, 13)]
    entries = await store.claim_announcements(0.0, limit=2, lease=LEASE)
    assert [e.game_id for e in entries] == [games[0].id, games[1].id]
    assert [e.game_id for e in await store.claim_announcements(0.0, limit=5, lease=LEASE)] == [
        games[2].id,
        games[3].id,
    ]


async def test_a_claimed_entry_is_not_claimed_again_before_its_lease_ends(store):
    record = await lobby_with_notices(store, 10, 2)
    [entry] = await store.claim_announcements(100.0, limit=10, lease=LEASE)
    assert await claim_ids(store, now=100.0) == []
    assert await claim_ids(store, now=100.0 + LEASE - 0.001) == []
    # The claimer died mid-post: after the lease the same entry (not the next) is due again.
    [again] = await store.claim_announcements(100.0 + LEASE, limit=10, lease=LEASE)
    assert (again.id, again.attempts) == (entry.id, 0)
    assert await store.pending_announcements(record.id) == 2


async def test_two_concurrent_claimers_never_get_the_same_entry(store, backend):
    games = [await lobby_with_notices(store, channel, 2) for channel in range(100, 130)]
    other = await backend.open()
    try:
        claimed = []
        for _ in range(4):
            batches = await asyncio.gather(
                *(s.claim_announcements(0.0, limit=4, lease=LEASE) for s in (store, other, store))
            )
            claimed += [entry for batch in batches for entry in batch]
    finally:
        await other.close()
    ids = [entry.id for entry in claimed]
    assert len(ids) == len(set(ids))
    # Every game's first entry, and none of the second ones (their first is still out).
    assert sorted(entry.game_id for entry in claimed) == sorted(game.id for game in games)
    assert {entry.payload["n"] for entry in claimed} == {0}


async def test_a_retry_counts_the_attempt_and_waits_until_its_time(store):
    record = await lobby_with_notices(store, 10, 2)
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.retry_announcement(entry.id, at=200.0, error="HTTP 503")
    assert await claim_ids(store, now=199.9) == []  # nor the game's next one: order holds
    [again] = await store.claim_announcements(200.0, limit=10, lease=LEASE)
    assert (again.id, again.attempts) == (entry.id, 1)
    await store.retry_announcement(entry.id, at=300.0, error="HTTP 503")
    [third] = await store.claim_announcements(300.0, limit=10, lease=LEASE)
    assert third.attempts == 2
    assert await store.pending_announcements(record.id) == 2


async def test_a_dropped_entry_is_never_claimed_again_and_stops_holding_back_its_game(store):
    record = await lobby_with_notices(store, 10, 2)
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.drop_announcement(entry.id, error="the channel is gone")
    assert await store.pending_announcements(record.id) == 1
    await store.release_claims()
    [following] = await store.claim_announcements(10_000.0, limit=10, lease=LEASE)
    assert following.payload["n"] == 1
    await store.complete_announcement(following.id)
    assert await claim_ids(store, now=10_000.0) == []
    assert await store.pending_announcements(record.id) == 0


async def test_completing_can_set_the_games_message_in_the_same_step(store):
    record = await lobby_with_notices(store, 10, 3)
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.complete_announcement(entry.id, message_id=555, set_message=True)
    reloaded = await store.get_game(record.id)
    assert (reloaded.message_id, reloaded.version) == (555, record.version)  # not a change

    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.complete_announcement(entry.id, message_id=777)  # without set_message: kept
    assert (await store.get_game(record.id)).message_id == 555

    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.complete_announcement(entry.id, message_id=None, set_message=True)
    assert (await store.get_game(record.id)).message_id is None
    assert await store.pending_announcements(record.id) == 0


async def test_finishing_an_entry_twice_or_an_unknown_one_is_harmless(store):
    record = await lobby_with_notices(store, 10, 2)
    [entry] = await store.claim_announcements(0.0, limit=10, lease=LEASE)
    await store.complete_announcement(entry.id, message_id=1, set_message=True)
    # A claimer whose lease ran out reports late: nothing changes.
    await store.complete_announcement(entry.id, message_id=2, set_message=True)
    await store.retry_announcement(entry.id, at=0.0, error="late")
    await store.drop_announcement(entry.id, error="late")
    for unknown in (entry.id + 1000, -1):
        await store.complete_announcement(unknown)
        await store.retry_announcement(unknown, at=0.0, error="x")
        await store.drop_announcement(unknown, error="x")
    assert (await store.get_game(record.id)).message_id == 1
    assert await store.pending_announcements(record.id) == 1


async def test_release_claims_makes_claimed_entries_due_and_keeps_retry_times(store):
    claimed_game = await lobby_with_notices(store, 10, 1)
    retried_game = await lobby_with_notices(store, 11, 1)
    waiting_game = await lobby_with_notices(store, 12, 1)
    entries = await store.claim_announcements(100.0, limit=2, lease=1000.0)
    assert [e.game_id for e in entries] == [claimed_game.id, retried_game.id]
    await store.retry_announcement(entries[1].id, at=500.0, error="rate limited")

    await store.release_claims()
    due = await store.claim_announcements(100.0, limit=10, lease=1000.0)
    assert [e.game_id for e in due] == [claimed_game.id, waiting_game.id]
    assert [e.game_id for e in await store.claim_announcements(500.0, limit=10, lease=LEASE)] == [
        retried_game.id
    ]


async def test_pending_counts_claimed_and_unclaimed_entries_of_that_game_only(store):
    record = await lobby_with_notices(store, 10, 3)
    other = await lobby_with_notices(store, 11, 1)
    assert await store.pending_announcements(record.id) == 3
    await store.claim_announcements(0.0, limit=10, lease=LEASE)
    assert await store.pending_announcements(record.id) == 3
    assert await store.pending_announcements(other.id) == 1
    await drain(store, now=1000.0)
    assert await store.pending_announcements(record.id) == 0
    assert await store.pending_announcements(999) == 0


async def test_a_finished_games_last_notice_is_queued_with_the_result(store, finish_game):
    record = await finish_game([1, 2], [30, 20])
    assert record.status is GameStatus.FINISHED
    assert await store.pending_announcements(record.id) == 0  # finish_game queues none
    late = near_end(2)
    lobby = await create_lobby(store, GUILD, 20, 1, "Ann")
    started = await store.start_game(
        lobby.id, lobby.version, seats=seats_for([1, 2]), state=late.to_dict()
    )
    final = await play(store, started, late, notice=Notice("turn", {}))
    assert final.status is GameStatus.FINISHED
    assert await store.pending_announcements(final.id) == len(await store.moves(final.id))


async def commit_one(store, record, game, **options):
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    return await store.commit_move(
        record.id, record.version, seat=seat, move=str(move), state=game.to_dict(), **options
    )


async def test_a_move_can_store_its_notice_claimed_for_the_mover_to_post(store):
    record, game = await start(store, 10, [1, 2])
    record = await commit_one(
        store, record, game, notice=Notice("turn", {"n": 1}), claim_until=50.0
    )
    assert record.claimed_notice is not None
    assert await store.pending_announcements(record.id) == 1
    # Claimed as a claim would have: nobody else takes it during the lease...
    assert await claim_ids(store, now=49.0) == []
    # ...it completes like any entry, and after a crash it comes due when the lease ends.
    again = await commit_one(store, record, game, notice=Notice("turn", {"n": 2}), claim_until=80.0)
    assert again.claimed_notice is None  # the first is still pending: this one waits its turn
    assert await claim_ids(store, now=60.0) == [record.claimed_notice]
    await store.complete_announcement(record.claimed_notice)
    posted = await drain(store, now=60.0)
    assert [e.payload for e in posted] == [{"n": 2}]


async def test_a_move_without_a_claim_leaves_its_notice_to_the_claims(store):
    record, game = await start(store, 10, [1, 2])
    record = await commit_one(store, record, game, notice=Notice("turn", {"n": 1}))
    assert record.claimed_notice is None
    assert len(await claim_ids(store)) == 1
    read = await store.get_game(record.id)
    assert read.claimed_notice is None
