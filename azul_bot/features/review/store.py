"""The reviews: one row per finished game with people, queued in the transaction that ends it
with its timer (a club's timer of the review's kind, the game's id its subject, due at once),
and its verdicts stored once (statements run as written on SQLite and PostgreSQL). The rows'
claim columns (``claimed_until``, ``attempts``) are those of an earlier version, no longer
read: the timer's lease is the claim."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core.db import GameRecord, GameStatus
from azul_bot.core.db.sql.steps import Step, Work, execute, fetch_one, fetch_value
from azul_bot.core.db.sql.timers import complete_timer, set_club_timer

from .ids import REVIEW


@dataclass(frozen=True)
class Review:
    """A finished game's review: its ``verdicts`` (plain values, as stored) once ``done_at``;
    both None while it waits to be made."""

    game_id: int
    verdicts: tuple[dict[str, Any], ...] | None
    done_at: float | None


def queued(game: GameRecord) -> Work[None]:
    """The step of the transaction that ends a game (``hooks.on_game_end``): a game with
    people finished, its review waits to be made."""
    if game.status is GameStatus.FINISHED and any(seat.user_id for seat in game.seats):
        yield from queue_review(game.id, game.guild_id)


def queue_review(game_id: int, guild_id: int) -> Work[None]:
    """Queue the game's review (one that finished before reviews were kept, or from the
    transaction that ends it; a review queued or done already is left as it is) and set its
    timer due at once (moved there if it was set)."""
    yield execute(
        "INSERT INTO reviews (game_id, created_at) VALUES (?, ?) ON CONFLICT (game_id) DO NOTHING",
        game_id,
        time.time(),
    )
    yield review_due(game_id, guild_id, 0)


def review_due(game_id: int, guild_id: int, due_at: float) -> Step:
    """The game's review timer due at ``due_at``."""
    return set_club_timer(REVIEW, due_at, guild_id=guild_id, subject=game_id)


def review_later(timer_id: int, game_id: int, guild_id: int, due_at: float) -> Work[None]:
    """The fired review timer (``timer_id``) gone and a new one set at ``due_at``: the
    dispatcher deletes the fired one once its act returns, never the new one."""
    yield complete_timer(timer_id)
    yield review_due(game_id, guild_id, due_at)


def complete_review(game_id: int, verdicts: Sequence[dict[str, Any]], now: float) -> Work[bool]:
    """Store a review's verdicts, once: True when they were stored now, False when the review
    was done already (another process finished it) or was never queued."""
    stored = yield fetch_value(
        "UPDATE reviews SET verdicts = ?, done_at = ? WHERE game_id = ? AND done_at IS NULL"
        " RETURNING game_id",
        json.dumps(list(verdicts), separators=(",", ":")),
        now,
        game_id,
    )
    return stored is not None


def read_review(game_id: int) -> Work[Review | None]:
    """The game's review, done or waiting; None for a game that has none."""
    row = yield fetch_one("SELECT verdicts, done_at FROM reviews WHERE game_id = ?", game_id)
    if row is None:
        return None
    verdicts, done_at = row
    return Review(game_id, None if verdicts is None else tuple(json.loads(verdicts)), done_at)
