"""The days of time away each person may take per season, one of a server's settings
(``/azul settings away_days:``, said by ``words.away_days_line``)."""

from __future__ import annotations

from azul_bot.core import BadInput

from .ids import AWAY_DAYS_RANGE

MAX_AWAY_DAYS = 90
"""The most time away an admin may allow each person per season."""


def checked(given: int | str) -> int:
    if not isinstance(given, int) or not 0 <= given <= MAX_AWAY_DAYS:
        raise BadInput(AWAY_DAYS_RANGE, most=MAX_AWAY_DAYS)
    return given
