"""The reviews' rows, as the review's tests queue, claim, store and read them: its own
statements run through the store (``Store.read``/``Store.write``), as the feature runs them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from azul_bot.core.db import GameRecord, Store
from azul_bot.features.review import store as reviews
from azul_bot.features.review.store import Review

__all__ = [
    "Review",
    "claim_review",
    "complete_review",
    "queue_review",
    "queued",
    "release_reviews",
    "review_of",
    "waiting_reviews",
]


async def queued(store: Store, game: GameRecord) -> None:
    """The step of the transaction that ends ``game``, run on its own."""
    await store.write(reviews.queued(game))


async def queue_review(store: Store, game_id: int) -> None:
    await store.write(reviews.queue_review(game_id))


async def claim_review(store: Store, now: float, *, lease: float) -> int | None:
    return await store.write(reviews.claim_review(now, lease))


async def waiting_reviews(store: Store) -> list[int]:
    return await store.read(reviews.waiting_reviews())


async def complete_review(
    store: Store, game_id: int, verdicts: Sequence[dict[str, Any]], now: float
) -> bool:
    return await store.write(reviews.complete_review(game_id, verdicts, now))


async def review_of(store: Store, game_id: int) -> Review | None:
    return await store.read(reviews.read_review(game_id))


async def release_reviews(store: Store) -> None:
    await store.write(reviews.release_reviews())
