"""Contract: the reviews, on every adapter. A review is queued by the transaction that ends a
game with people, claimed by one process at a time once the game's end is announced, and
stored once."""

from __future__ import annotations

from tests.features.review.helpers import (
    claim_review,
    complete_review,
    queue_review,
    queued,
    release_reviews,
    review_of,
    waiting_reviews,
)
from tests.games import near_end
from tests.store import conftest as store_tests
from tests.store.helpers import play, start

finish_game = store_tests.finish_game  # a fixture of the store's tests, found by name

LEASE = 600.0


async def drain_outbox(store) -> None:
    while entries := await store.claim_announcements(1e12, limit=50, lease=1.0):
        for entry in entries:
            await store.complete_announcement(entry.id)


async def test_a_review_is_claimed_once_its_end_is_announced_and_stored_once(store, finish_game):
    record = await finish_game([1, 2], [40, 30])
    await queued(store, record)  # the game's end queues its review
    await queue_review(store, record.id)  # queued once
    waiting = await review_of(store, record.id)
    assert waiting is not None and waiting.verdicts is None and waiting.done_at is None
    if await store.pending_announcements(record.id):
        assert await claim_review(store, 1e9, lease=LEASE) is None  # its end is not out yet
        await drain_outbox(store)
    assert await claim_review(store, 1e9, lease=LEASE) == record.id
    assert await claim_review(store, 1e9 + 1, lease=LEASE) is None  # held by the claim
    assert await claim_review(store, 1e9 + LEASE + 1, lease=LEASE) == record.id  # lease over
    verdicts = [{"ply": 3, "seat": 0, "played": "1b2", "best": "2r3", "lost": 4.5}]
    assert await complete_review(store, record.id, verdicts, 1e9 + 5) is True
    assert await complete_review(store, record.id, [{"ply": 9}], 1e9 + 6) is False
    done = await review_of(store, record.id)
    assert done.verdicts == tuple(verdicts) and done.done_at == 1e9 + 5
    assert await claim_review(store, 2e9, lease=LEASE) is None


async def test_reviews_are_claimed_oldest_first_and_a_restart_frees_the_claims(store, finish_game):
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([3, 4], [40, 30])
    await queue_review(store, first.id)
    await queue_review(store, second.id)
    await drain_outbox(store)
    assert await claim_review(store, 1e9, lease=LEASE) == first.id
    assert await claim_review(store, 1e9, lease=LEASE) == second.id
    await release_reviews(store)  # a sole process starting after a crash
    assert await claim_review(store, 1e9, lease=LEASE) == first.id


async def test_the_reviews_waiting_are_those_not_done_claimed_or_not_oldest_first(
    store, finish_game
):
    assert await waiting_reviews(store) == []
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([3, 4], [40, 30])
    await queue_review(store, first.id)
    await queue_review(store, second.id)
    assert await waiting_reviews(store) == [first.id, second.id]  # their ends not out yet
    await drain_outbox(store)
    assert await claim_review(store, 1e9, lease=LEASE) == first.id
    assert await waiting_reviews(store) == [first.id, second.id]  # claimed, still waiting
    assert await complete_review(store, first.id, [], 1e9 + 5)
    assert await waiting_reviews(store) == [second.id]


async def test_a_review_of_no_game_is_never_stored(store):
    assert await complete_review(store, 424242, [], 1.0) is False
    assert await review_of(store, 424242) is None


async def test_a_game_of_computers_alone_queues_no_review(store):
    game = near_end(2, moves_left=2)
    record, game = await start(store, 777, ["easy", "normal"], game=game)
    record = await play(store, record, game)
    assert record.status.value == "finished"
    await queued(store, record)  # the step of the transaction that ended it
    assert await review_of(store, record.id) is None
