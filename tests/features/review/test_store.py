"""Contract: the reviews, on every adapter. A review is queued by the transaction that ends a
game with people, with its timer (a club's timer of the game's server, the game's id its
subject) due at once, claimed under the timers' lease, and stored once; a review an earlier
version left waiting gets its timer from the migration."""

from __future__ import annotations

from azul_bot.core.db import SqliteStore
from azul_bot.core.db.postgres.migrations import load_migrations as postgres_migrations
from azul_bot.core.db.sql.steps import execute
from azul_bot.core.db.sqlite.migrations import load_migrations as sqlite_migrations
from azul_bot.features.review import store as reviews
from azul_bot.features.review.ids import REVIEW
from tests.features.review.helpers import (
    complete_review,
    queue_review,
    queued,
    review_due,
    review_of,
)
from tests.games import near_end
from tests.store import conftest as store_tests
from tests.store.helpers import GUILD, play, start

finish_game = store_tests.finish_game  # a fixture of the store's tests, found by name

LEASE = 600.0
REVIEW_TIMERS = 25
"""The migration that gives each review left waiting its timer."""


async def test_a_review_is_queued_with_its_timer_due_at_once_and_stored_once(store, finish_game):
    record = await finish_game([1, 2], [40, 30])
    await queued(store, record)  # the game's end queues its review
    await queue_review(store, record.id)  # queued once
    waiting = await review_of(store, record.id)
    assert waiting is not None and waiting.verdicts is None and waiting.done_at is None
    assert await review_due(store, record.id) == 0
    (timer,) = [t for t in await store.claim_timers(1e9, limit=10, lease=LEASE)]
    assert (timer.kind, timer.game_id, timer.guild_id, timer.subject) == (
        REVIEW,
        None,
        GUILD,
        record.id,
    )
    verdicts = [{"ply": 3, "seat": 0, "played": "1b2", "best": "2r3", "lost": 4.5}]
    assert await complete_review(store, record.id, verdicts, 1e9 + 5) is True
    assert await complete_review(store, record.id, [{"ply": 9}], 1e9 + 6) is False
    done = await review_of(store, record.id)
    assert done.verdicts == tuple(verdicts) and done.done_at == 1e9 + 5


async def test_a_review_timer_is_held_by_its_lease_and_a_restart_frees_it(store, finish_game):
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([3, 4], [40, 30])
    await queue_review(store, first.id)
    await queue_review(store, second.id)
    claimed = await store.claim_timers(1e9, limit=10, lease=LEASE)
    assert sorted(t.subject for t in claimed) == [first.id, second.id]
    assert await store.claim_timers(1e9 + 1, limit=10, lease=LEASE) == []  # held by the claim
    again = await store.claim_timers(1e9 + LEASE + 1, limit=10, lease=LEASE)  # lease over
    assert sorted(t.subject for t in again) == [first.id, second.id]
    await store.release_claims()  # a sole process starting after a crash
    freed = await store.claim_timers(1e9, limit=10, lease=LEASE)
    assert sorted(t.subject for t in freed) == [first.id, second.id]


async def test_a_review_put_off_has_a_new_timer_and_the_fired_one_goes(store, finish_game):
    record = await finish_game([1, 2], [40, 30])
    await queue_review(store, record.id)
    (fired,) = await store.claim_timers(1e9, limit=10, lease=LEASE)
    await store.write(reviews.review_later(fired.id, record.id, GUILD, 1e9 + 5))
    assert await review_due(store, record.id) == 1e9 + 5
    await store.complete_timer(fired.id)  # as the dispatcher does after the act: not the new one
    assert await review_due(store, record.id) == 1e9 + 5
    assert await store.claim_timers(1e9 + 4, limit=10, lease=LEASE) == []
    (later,) = await store.claim_timers(1e9 + 5, limit=10, lease=LEASE)
    assert later.id != fired.id and later.subject == record.id


async def test_a_review_left_waiting_by_an_earlier_version_gets_its_timer(store, finish_game):
    waiting = await finish_game([1, 2], [40, 30])
    made = await finish_game([3, 4], [40, 30])
    await queue_review(store, waiting.id)
    await queue_review(store, made.id)
    assert await complete_review(store, made.id, [], 1e9)
    # As an earlier version left them: the reviews' rows, no timer.
    await store.write(execute("DELETE FROM timers WHERE kind = ?", REVIEW))
    dialect = sqlite_migrations() if isinstance(store, SqliteStore) else postgres_migrations()
    (migration,) = [m for m in dialect if m.version == REVIEW_TIMERS]
    sql = "\n".join(line for line in migration.sql.splitlines() if not line.startswith("--"))
    await store.write(execute(sql))
    assert await review_due(store, waiting.id) == 0
    assert await review_due(store, made.id) is None
    (timer,) = await store.claim_timers(1e9, limit=10, lease=LEASE)
    assert (timer.kind, timer.guild_id, timer.subject) == (REVIEW, GUILD, waiting.id)


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
