"""The reviews: one row per finished game with people, queued in the transaction that ends it,
claimed by one process at a time once the game's end is announced, and its verdicts stored
once (statements run as written on SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core.db import GameRecord, GameStatus
from azul_bot.core.db.rows import check_claim
from azul_bot.core.db.sql.steps import Step, Work, execute, fetch_all, fetch_one, fetch_value


@dataclass(frozen=True)
class Review:
    """A finished game's review: its ``verdicts`` (plain values, as stored) once ``done_at``;
    both None while it waits to be made."""

    game_id: int
    verdicts: tuple[dict[str, Any], ...] | None
    done_at: float | None


# The oldest waiting review nobody holds (?1: now), whose game's end is announced.
_WAITING = """
SELECT r.game_id FROM reviews AS r
 WHERE r.done_at IS NULL AND r.claimed_until <= ?1
   AND NOT EXISTS (
       SELECT 1 FROM announcements AS a WHERE a.game_id = r.game_id AND a.dropped_at IS NULL)
 ORDER BY r.created_at, r.game_id
 LIMIT 1"""
# As the timers' claim: a review another process is taking is skipped, not waited for, and a
# row locked after a concurrent claimer committed is checked again against its new lease.
_CLAIM = f"""
WITH due AS ({_WAITING} {{skip_locked}})
UPDATE reviews SET claimed_until = ?2, attempts = reviews.attempts + 1
  FROM due
 WHERE reviews.game_id = due.game_id
RETURNING reviews.game_id"""


def queued(game: GameRecord) -> Work[None]:
    """The step of the transaction that ends a game (``hooks.on_game_end``): a game with
    people finished, its review waits to be made."""
    if game.status is GameStatus.FINISHED and any(seat.user_id for seat in game.seats):
        yield queue_review(game.id)


def queue_review(game_id: int) -> Step:
    """Queue the game's review (one that finished before reviews were kept, or from the
    transaction that ends it); a review queued or done already is left as it is."""
    return execute(
        "INSERT INTO reviews (game_id, created_at) VALUES (?, ?) ON CONFLICT (game_id) DO NOTHING",
        game_id,
        time.time(),
    )


def claim_review(now: float, lease: float) -> Step:
    """The oldest waiting review that no claim holds at ``now`` and whose game has no
    announcement still to post (its end is announced first): its game id, held until
    ``now + lease`` (then due again, if its claimer died). Two concurrent claimers never get
    the same review. None when none waits."""
    check_claim(1, lease)
    return fetch_value(_CLAIM, now, now + lease)


def waiting_reviews() -> Work[list[int]]:
    """The games whose review is not done yet, claimed or not, the oldest first (a reviewer
    starting up watches for their end to be announced)."""
    rows = yield fetch_all(
        "SELECT game_id FROM reviews WHERE done_at IS NULL ORDER BY created_at, game_id"
    )
    return [game_id for (game_id,) in rows]


def complete_review(game_id: int, verdicts: Sequence[dict[str, Any]], now: float) -> Work[bool]:
    """Store a review's verdicts, once: True when they were stored now, False when the review
    was done already (another claimer finished it) or was never queued."""
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


def release_reviews() -> Step:
    """A sole process starting up: every review a crashed run held is due at once."""
    return execute("UPDATE reviews SET claimed_until = 0 WHERE done_at IS NULL")
