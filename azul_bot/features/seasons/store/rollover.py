"""A season's opening and its end, each one transaction: the roll (``roll_season``) closes
a season that has ended, freezes its ranks, opens the next, moves the server's timer and
queues the standings' announcement, all in one transaction: a crash before it commits leaves
the season open and its timer due again, a crash after it leaves nothing to do twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core.db import Notice, Step, Work, execute, fetch_one
from azul_bot.core.db.rows import notice_text
from azul_bot.core.db.sql.outbox import queue_club_post
from azul_bot.core.db.sql.timers import complete_timer, set_club_timer

from . import RANKED, SEASON_COLUMNS, Season, season_row


@dataclass(frozen=True)
class SeasonStart:
    """The bounds of a season about to open (UNIX seconds, ``ends_at`` excluded) and the
    period it was cut by (``monthly`` or ``quarterly``)."""

    period: str
    starts_at: float
    ends_at: float


PERIODS = ("monthly", "quarterly")


def check_start(start: SeasonStart) -> None:
    """A season's bounds as the schema takes them; ``ValueError`` otherwise."""
    if start.period not in PERIODS:
        raise ValueError(f"a season is monthly or quarterly, not {start.period!r}")
    if not start.ends_at > start.starts_at:
        raise ValueError(f"a season ends after it starts: {start}")


# The server's next number, unless it has an open season (the partial unique index refuses
# a second: two openers racing open one).
_OPEN = f"""
INSERT INTO seasons (guild_id, number, period, starts_at, ends_at)
SELECT CAST(?1 AS bigint), coalesce(max(number), 0) + 1, CAST(?2 AS text),
       CAST(?3 AS double precision), CAST(?4 AS double precision)
  FROM seasons WHERE guild_id = ?1
ON CONFLICT DO NOTHING
RETURNING {SEASON_COLUMNS}"""


def open_season(guild_id: int, start: SeasonStart, timer: str) -> Work[Season]:
    """The server's open season. When it has none, the next (number 1, or one after its
    latest) opens with ``start``'s bounds and its ``timer`` (a club timer of the server) is
    set at its end, in one transaction; two callers racing open one season."""
    check_start(start)
    opened = yield fetch_one(_OPEN, guild_id, start.period, start.starts_at, start.ends_at)
    if opened is None:
        found = yield _open_one(guild_id)
        if found is None:  # cannot be: the insert was refused for an open one
            raise RuntimeError(f"server {guild_id}: no season opened and none open")
        return found
    season = season_row(opened)
    assert season is not None  # a row came back
    yield set_club_timer(timer, season.ends_at, guild_id=guild_id)
    return season


def _open_one(guild_id: int) -> Step:
    return fetch_one(
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND closed_at IS NULL",
        guild_id,
        then=season_row,
    )


# ---------------------------------------------------------------------- the roll

_CLOSE = f"""
UPDATE seasons SET closed_at = ?3
 WHERE guild_id = ?1 AND number = ?2 AND closed_at IS NULL AND ends_at <= ?3
RETURNING {SEASON_COLUMNS}"""

# Every ranked person's place, in the ladder's order, in one statement.
_FREEZE = f"""
UPDATE season_stats SET final_rank = ranked.place
  FROM (SELECT user_id, row_number() OVER (ORDER BY rating DESC, user_id) AS place
          FROM season_stats WHERE guild_id = ?1 AND number = ?2 AND {RANKED}) AS ranked
 WHERE season_stats.guild_id = ?1 AND season_stats.number = ?2
   AND season_stats.user_id = ranked.user_id"""

_OPEN_NEXT = f"""
INSERT INTO seasons (guild_id, number, period, starts_at, ends_at)
VALUES (?, ?, ?, ?, ?)
RETURNING {SEASON_COLUMNS}"""


def roll_season(
    guild_id: int,
    number: int,
    now: float,
    *,
    fired: int,
    following: SeasonStart | None,
    timer: str,
    channel_id: int | None = None,
    notice: Notice | None = None,
) -> Work[Season | None]:
    """The season's end, in ONE transaction, when season ``number`` is open and ends by ``now``:
    it closes, its ranks freeze, the timer ``fired`` goes, the next season opens with its
    ``timer`` (unless ``following`` is None) and ``notice`` is queued for ``channel_id`` if both
    are given. Returns the season as it closed.

    Otherwise nothing of that is written and it returns None: the season is closed already (a
    roll that ran before a crash), or is not the server's open one; one that is open but ends
    after ``now`` (its timer came early) gets its ``timer`` set again at its end, in place of
    ``fired``."""
    if following is not None:
        check_start(following)
    payload = notice_text(notice)
    closed = yield fetch_one(_CLOSE, guild_id, number, now)
    if closed is None:
        still = yield _open_one(guild_id)
        if still is not None and still.number == number:
            # Fired before the season's end (another process's clock ran ahead): again then.
            yield complete_timer(fired)
            yield set_club_timer(timer, still.ends_at, guild_id=guild_id)
        return None
    ended = season_row(closed)
    yield execute(_FREEZE, guild_id, number)
    # The fired timer goes first: setting the server's timer again moves the row it holds.
    yield complete_timer(fired)
    if following is not None:
        yield fetch_one(
            _OPEN_NEXT,
            guild_id,
            number + 1,
            following.period,
            following.starts_at,
            following.ends_at,
        )
        yield set_club_timer(timer, following.ends_at, guild_id=guild_id)
    if channel_id is not None and notice is not None and payload is not None:
        yield queue_club_post(channel_id, notice, payload)
    return ended
