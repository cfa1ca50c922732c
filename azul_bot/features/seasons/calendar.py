"""When seasons start and end: at 00:00 UTC on the first day of a month or a quarter.

Pure functions of a period and a moment, so the roll, the time-away allowance and the
leaderboard agree on where a season's edges are without asking the database.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum


class Period(StrEnum):
    MONTHLY = "monthly"
    QUARTERLY = "quarterly"
    OFF = "off"


MONTHS = {Period.MONTHLY: 1, Period.QUARTERLY: 3}


def season_bounds(period: Period | str, at: float) -> tuple[float, float]:
    """The start and end (UNIX seconds, end excluded) of the season of ``period`` holding
    the moment ``at``. With seasons off, the calendar quarter: what a per-season allowance
    is counted over when the server keeps no seasons."""
    months = MONTHS.get(Period(period), 3)
    moment = datetime.fromtimestamp(at, UTC)
    first = (moment.month - 1) // months * months + 1
    start = datetime(moment.year, first, 1, tzinfo=UTC)
    return start.timestamp(), _months_later(start, months).timestamp()


def next_bounds(period: Period | str, end: float) -> tuple[float, float]:
    """The season that starts where one ending at ``end`` stops."""
    return season_bounds(period, end)


def _months_later(start: datetime, months: int) -> datetime:
    index = start.month - 1 + months
    return datetime(start.year + index // 12, index % 12 + 1, 1, tzinfo=UTC)
