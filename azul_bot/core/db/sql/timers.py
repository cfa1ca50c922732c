"""A game's deadlines: set with each change of the game, claimed under a lease when due."""

from __future__ import annotations

from collections.abc import Sequence

from ..records import Timer, TimerSpec
from .steps import Step, Work, execute, execute_many, fetch_all, fetch_value

COLUMNS = "id, game_id, channel_id, kind, due_at, version, guild_id, user_id, subject"

# What a claim takes: due timers (?1: now), earliest first, at most ?3. How it takes them
# (due again at ?2, the lease's end) is the dialect's claim: PostgreSQL skips the rows
# another claimer is taking.
DUE = "SELECT id FROM timers WHERE due_at <= ?1 ORDER BY due_at LIMIT ?3"
_CLAIM = "{claim_timers}"


def set_timers(
    game_id: int, channel_id: int, version: int, specs: Sequence[TimerSpec] | None
) -> Work[None]:
    """The game's timers become ``specs`` (None: leave them as they are)."""
    if specs is None:
        return
    yield execute("DELETE FROM timers WHERE game_id = ?", game_id)
    if specs:
        yield execute_many(
            "INSERT INTO timers (game_id, channel_id, kind, due_at, version)"
            " VALUES (?, ?, ?, ?, ?)",
            [(game_id, channel_id, spec.kind, spec.due_at, version) for spec in specs],
        )


def set_club_timer(
    kind: str,
    due_at: float,
    *,
    guild_id: int | None = None,
    user_id: int | None = None,
    subject: int | None = None,
) -> Step:
    """The club's timer of ``kind`` for a server or a person (no game), and ``subject`` (what
    else it is for, as the kind's feature says), becomes due at ``due_at``, in the caller's
    transaction: set if there was none, moved if there was (one per kind and owner, so a
    boundary is never scheduled twice)."""
    if guild_id is None and user_id is None:
        raise ValueError("a timer of no game belongs to a server or a person")
    return execute(
        "INSERT INTO timers (game_id, channel_id, kind, due_at, version, guild_id, user_id,"
        " subject) VALUES (NULL, 0, ?1, ?2, 0, ?3, ?4, ?5)"
        " ON CONFLICT (kind, (coalesce(guild_id, 0)), (coalesce(user_id, 0)),"
        " (coalesce(subject, 0))) WHERE game_id IS NULL"
        " DO UPDATE SET due_at = excluded.due_at, claimed = false",
        kind,
        due_at,
        guild_id,
        user_id,
        subject,
    )


_OWNER = (
    " AND coalesce(guild_id, 0) = coalesce(CAST(?2 AS bigint), 0)"
    " AND coalesce(user_id, 0) = coalesce(CAST(?3 AS bigint), 0)"
    " AND coalesce(subject, 0) = coalesce(CAST(?4 AS bigint), 0)"
)


def drop_club_timer(
    kind: str,
    *,
    guild_id: int | None = None,
    user_id: int | None = None,
    subject: int | None = None,
) -> Step:
    """The club's timer of ``kind`` for that owner is gone (none: no error)."""
    return execute(
        "DELETE FROM timers WHERE game_id IS NULL AND kind = ?1" + _OWNER,
        kind,
        guild_id,
        user_id,
        subject,
    )


def claim_timers(now: float, limit: int, lease: float) -> Step:
    # The claimed rows now carry the lease's end; the timer itself was due at or before now.
    return fetch_all(_CLAIM, now, now + lease, limit, then=_by_id)


def claim_due(now: float, limit: int, lease: float) -> Work[tuple[list[Timer], float | None]]:
    """The due timers claimed (``claim_timers``), and when the next one is due after the
    claim: a dispatcher woken by a change asks the database once."""
    claimed = yield claim_timers(now, limit, lease)
    return claimed, (yield next_timer_due())


def release_timers() -> Step:
    """Every claimed timer due at once (its claimer is dead; it was due when claimed)."""
    return execute("UPDATE timers SET due_at = 0, claimed = false WHERE claimed = true")


def complete_timer(timer_id: int) -> Step:
    return execute("DELETE FROM timers WHERE id = ?", timer_id)


def next_timer_due() -> Step:
    return fetch_value("SELECT min(due_at) FROM timers")


def timers_of(game_id: int) -> Step:
    return fetch_all(
        f"SELECT {COLUMNS} FROM timers WHERE game_id = ? ORDER BY due_at",
        game_id,
        then=_timers,
    )


def _timers(rows: Sequence[Sequence]) -> list[Timer]:
    return [Timer(*row) for row in rows]


def _by_id(rows: Sequence[Sequence]) -> list[Timer]:
    return sorted(_timers(rows), key=lambda timer: timer.id)
