"""The reviews' rows and timers, as the review's tests queue, store and read them: its own
statements run through the store (``Store.read``/``Store.write``), as the feature runs them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from azul_bot.core.db import GameRecord, Store
from azul_bot.core.db.sql import timers
from azul_bot.features.review import store as reviews
from azul_bot.features.review.ids import REVIEW
from azul_bot.features.review.store import Review
from tests.store.helpers import GUILD

__all__ = [
    "Review",
    "complete_review",
    "queue_review",
    "queued",
    "review_due",
    "review_of",
]


async def queued(store: Store, game: GameRecord) -> None:
    """The step of the transaction that ends ``game``, run on its own."""
    await store.write(reviews.queued(game))


async def queue_review(store: Store, game_id: int, guild_id: int = GUILD) -> None:
    await store.write(reviews.queue_review(game_id, guild_id))


async def review_due(store: Store, game_id: int, guild_id: int = GUILD) -> float | None:
    """When the game's review timer is due; None: it has none (made, or never queued)."""
    due: float | None = await store.read(
        timers.club_timer_due(REVIEW, guild_id=guild_id, subject=game_id)
    )
    return due


async def complete_review(
    store: Store, game_id: int, verdicts: Sequence[dict[str, Any]], now: float
) -> bool:
    return await store.write(reviews.complete_review(game_id, verdicts, now))


async def review_of(store: Store, game_id: int) -> Review | None:
    return await store.read(reviews.read_review(game_id))
