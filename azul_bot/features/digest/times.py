"""When a person's digest comes: the time of day they typed, and the moments (UNIX seconds)
it falls on in their time zone, day after day.

The moment of a local time is found in the zone itself (``zoneinfo``), so it moves with
daylight saving time: a time that does not exist that day (the clocks spring forward over
it) comes at the first moment after the gap; a time that happens twice (the clocks fall
back) comes the first time.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from azul_bot.core import BadInput, safe_name

from .ids import BAD_DIGEST_TIME

MAX_TEXT = 24
_DAY_CLOCK = re.compile(r"(\d{1,2})(?:[:hu.](\d{2}))?(?:h|u|uur)?")
"""``18``, ``18:00``, ``18h``, ``18h30``, ``18u30``, ``18.30``, ``18 uur``."""
_HALF_DAY = re.compile(r"(\d{1,2})(?:[:.](\d{2}))?(am|pm|a\.m\.|p\.m\.)")
"""``6pm``, ``6:30 pm``, ``12 a.m.``."""


def parse_time(text: str) -> int:
    """Minutes after midnight of the time typed (24-hour, or with am/pm); ``BadInput``
    naming what was typed otherwise."""
    cleaned = re.sub(r"\s+", "", (text or "").lower())
    if len(cleaned) <= MAX_TEXT:
        minutes = _day_clock(cleaned)
        if minutes is None:
            minutes = _half_day(cleaned)
        if minutes is not None:
            return minutes
    raise BadInput(BAD_DIGEST_TIME, typed=safe_name(text or "", fallback=""))


def _day_clock(text: str) -> int | None:
    match = _DAY_CLOCK.fullmatch(text)
    if match is None:
        return None
    hour, minute = int(match[1]), int(match[2] or 0)
    return hour * 60 + minute if hour < 24 and minute < 60 else None


def _half_day(text: str) -> int | None:
    match = _HALF_DAY.fullmatch(text)
    if match is None:
        return None
    hour, minute = int(match[1]), int(match[2] or 0)
    if not 1 <= hour <= 12 or minute >= 60:
        return None
    afternoon = match[3].startswith("p")
    return (hour % 12 + (12 if afternoon else 0)) * 60 + minute


def local_day(at: float, zone: ZoneInfo) -> str:
    """The date (``YYYY-MM-DD``) in ``zone`` at the moment ``at``."""
    return datetime.fromtimestamp(at, zone).date().isoformat()


def next_digest(minutes: int, zone: ZoneInfo, now: float, *, after_day: str | None) -> float:
    """The first moment after ``now`` that is ``minutes`` after midnight in ``zone``, on a
    date later than ``after_day`` (the last day a digest was sent, if any)."""
    day = datetime.fromtimestamp(now, zone).date()
    if after_day is not None:
        day = max(day, date.fromisoformat(after_day) + timedelta(days=1))
    while (at := moment_of(day, minutes, zone)) <= now:
        day += timedelta(days=1)
    return at


def moment_of(day: date, minutes: int, zone: ZoneInfo) -> float:
    """The moment of ``minutes`` after midnight on ``day`` in ``zone``: the first of two
    (clocks falling back), or the end of the gap for a time that does not exist."""
    wall = datetime.combine(day, time(minutes // 60, minutes % 60))
    first = wall.replace(tzinfo=zone, fold=0)
    if _exists(first):
        return first.timestamp()
    # In a gap, fold=0 reads the wall time with the offset before it and fold=1 with the
    # one after: the change of offset lies between those two readings.
    before, after = int(wall.replace(tzinfo=zone, fold=1).timestamp()), int(first.timestamp())
    return float(_offset_changes(before, after, zone))


def _exists(local: datetime) -> bool:
    """The wall time comes back as itself from UTC (it is not in a gap)."""
    again = local.astimezone(UTC).astimezone(local.tzinfo)
    return again.replace(tzinfo=None, fold=0) == local.replace(tzinfo=None, fold=0)


def _offset_changes(before: int, after: int, zone: ZoneInfo) -> int:
    """The first second with the offset of ``after``, searched between ``before`` (the old
    offset) and ``after``."""
    offset = datetime.fromtimestamp(after, zone).utcoffset()
    while after - before > 1:
        middle = (before + after) // 2
        if datetime.fromtimestamp(middle, zone).utcoffset() == offset:
            after = middle
        else:
            before = middle
    return after
