"""Contract: after the game. A review is claimed by one process at a time, once the game's
end is announced, and stored once; a person's rating history, their games over time, and
their record against the people they meet."""

from __future__ import annotations

import pytest

from tests.games import near_end
from tests.store.helpers import GUILD, play, start

LEASE = 600.0


async def drain_outbox(store) -> None:
    while entries := await store.claim_announcements(1e12, limit=50, lease=1.0):
        for entry in entries:
            await store.complete_announcement(entry.id)


async def test_a_review_is_claimed_once_its_end_is_announced_and_stored_once(store, finish_game):
    record = await finish_game([1, 2], [40, 30])  # the game's end queues its review
    await store.queue_review(record.id)  # queued once
    waiting = await store.review(record.id)
    assert waiting is not None and waiting.verdicts is None and waiting.done_at is None
    if await store.pending_announcements(record.id):
        assert await store.claim_review(1e9, lease=LEASE) is None  # its end is not out yet
        await drain_outbox(store)
    assert await store.claim_review(1e9, lease=LEASE) == record.id
    assert await store.claim_review(1e9 + 1, lease=LEASE) is None  # held by the claim
    assert await store.claim_review(1e9 + LEASE + 1, lease=LEASE) == record.id  # lease over
    verdicts = [{"ply": 3, "seat": 0, "played": "1b2", "best": "2r3", "lost": 4.5}]
    assert await store.complete_review(record.id, verdicts, 1e9 + 5) is True
    assert await store.complete_review(record.id, [{"ply": 9}], 1e9 + 6) is False
    done = await store.review(record.id)
    assert done.verdicts == tuple(verdicts) and done.done_at == 1e9 + 5
    assert await store.claim_review(2e9, lease=LEASE) is None


async def test_reviews_are_claimed_oldest_first_and_a_restart_frees_the_claims(store, finish_game):
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([3, 4], [40, 30])
    await store.queue_review(first.id)
    await store.queue_review(second.id)
    await drain_outbox(store)
    assert await store.claim_review(1e9, lease=LEASE) == first.id
    assert await store.claim_review(1e9, lease=LEASE) == second.id
    await store.release_claims()  # a sole process starting after a crash
    assert await store.claim_review(1e9, lease=LEASE) == first.id


async def test_the_reviews_waiting_are_those_not_done_claimed_or_not_oldest_first(
    store, finish_game
):
    assert await store.waiting_reviews() == []
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([3, 4], [40, 30])
    await store.queue_review(first.id)
    await store.queue_review(second.id)
    assert await store.waiting_reviews() == [first.id, second.id]  # their ends not out yet
    await drain_outbox(store)
    assert await store.claim_review(1e9, lease=LEASE) == first.id
    assert await store.waiting_reviews() == [first.id, second.id]  # claimed, still waiting
    assert await store.complete_review(first.id, [], 1e9 + 5)
    assert await store.waiting_reviews() == [second.id]


async def test_a_review_of_no_game_is_never_stored(store):
    assert await store.complete_review(424242, [], 1.0) is False
    assert await store.review(424242) is None


async def test_a_game_of_computers_alone_queues_no_review(store):
    game = near_end(2, moves_left=2)
    record, game = await start(store, 777, ["easy", "normal"], game=game)
    record = await play(store, record, game)
    assert record.status.value == "finished"
    assert await store.review(record.id) is None


async def test_the_rating_history_is_the_latest_rated_games_oldest_first(store, finish_game):
    games = [await finish_game([1, 2], [40 + n, 30]) for n in range(4)]
    history = await store.rating_history(GUILD, 1)
    assert [rated.game_id for rated in history] == [game.id for game in games]
    assert [rated.finished_at for rated in history] == sorted(r.finished_at for r in history)
    assert history[-1].mu > history[0].mu  # four wins in a row
    latest = await store.rating_history(GUILD, 1, limit=2)
    assert [rated.game_id for rated in latest] == [game.id for game in games[2:]]
    assert await store.rating_history(GUILD + 1, 1) == []
    solo = await finish_game([5, "easy"], [10, 20])  # against a computer only: not rated
    assert [rated.game_id for rated in await store.rating_history(GUILD, 5)] == []
    assert len(await store.finished_since(GUILD, 5, 0.0)) == 1
    assert solo.status.value == "finished"


async def test_rivals_are_the_people_met_most_with_the_record_against_each(store, finish_game):
    await finish_game([1, 2], [40, 30])
    await finish_game([1, 2], [20, 35])
    await finish_game([2, 1, 3], [10, 50, 30])
    await finish_game([1, 3], [25, 25], rows=[1, 1])  # shared
    await finish_game([1, 4], [40, 30], guild=GUILD + 1)  # another server
    rivals = await store.rivals(GUILD, 1)
    assert [(r.user_id, r.games, r.wins, r.losses, r.shared) for r in rivals] == [
        (2, 3, 2, 1, 0),
        (3, 2, 1, 0, 1),
    ]
    assert rivals[0].margin == pytest.approx((10 - 15 + 40) / 3, abs=0.01)
    assert rivals[0].name == "user 2"
    assert len(await store.rivals(GUILD, 1, limit=1)) == 1


async def test_versus_gives_the_record_and_the_latest_games_together(store, finish_game):
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([2, 1], [45, 30])
    record, meetings = await store.versus(GUILD, 1, 2)
    assert (record.games, record.wins, record.losses) == (2, 1, 1)
    assert [m.game_id for m in meetings] == [second.id, first.id]
    assert (meetings[0].score, meetings[0].their_score, meetings[0].rank) == (30, 45, 2)
    assert meetings[0].channel_id == second.channel_id
    assert [m.game_id for m in (await store.versus(GUILD, 1, 2, recent=1))[1]] == [second.id]
    assert await store.versus(GUILD, 1, 99) == (None, [])
