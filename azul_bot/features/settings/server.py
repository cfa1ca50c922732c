"""A server's rules for its games: reading what an admin typed and checking it.

Durations are typed the way people say them: ``90m``, ``12h``, ``2d``, ``1d 6h``, or ``off``
(the front end reads ``off`` typed in any language the bot speaks).
"""

from __future__ import annotations

import re
from dataclasses import replace

from azul_bot.core import AUTO, LEVELS, BadInput, Refusal, safe_name
from azul_bot.core.db import GuildSettings

from .ids import (
    BAD_AT_LIMIT,
    BAD_DURATION,
    BAD_LANGUAGE,
    DURATION_TOO_LONG,
    LIMIT_RANGE,
    REMINDER_RANGE,
    SET_AND_RESET,
)

MIN_LIMIT = 5 * 60.0
MAX_LIMIT = 14 * 24 * 3600.0
MAX_TEXT = 24
UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "u": 3600, "d": 86400, "j": 86400, "w": 7 * 86400}
"""The units of every language the bot speaks: a duration it shows reads back as itself
(``1 j 6 h`` in French, ``1d 6u`` in Dutch)."""
_PART = re.compile(r"(\d{1,4})\s*(min|[smhudjw])", re.IGNORECASE)
AT_LIMIT = ("turn", "seat")
"""At the time limit a computer stand-in plays that turn, or takes the seat for good."""
SERVER_LANGUAGES = (AUTO, "en", "fr", "nl")
"""The language of a server's channel messages: its admins' choice, or ``auto`` (the
server's own Discord locale)."""
ANNOUNCEMENTS = "announcements"
"""The one of the server's rules an admin may take back to none (``reset``), beside the
features' settings that can be."""


def parse_duration(text: str, what: str) -> float | None:
    """Seconds, or None for ``off``; ``BadInput`` naming ``what`` (the option: ``time_limit``
    or ``reminder``) otherwise."""
    cleaned = (text or "").strip().lower()
    if len(cleaned) > MAX_TEXT:
        raise BadInput(DURATION_TOO_LONG, what=what)
    if cleaned in ("off", "none", "never", "0"):
        return None
    parts = _PART.findall(cleaned)
    if not parts or _PART.sub("", cleaned).strip(" ,"):
        raise BadInput(BAD_DURATION, what=what, typed=safe_name(text, fallback=""))
    return float(sum(int(count) * UNITS[unit.lower()] for count, unit in parts))


def changed(
    current: GuildSettings,
    *,
    time_limit: str | None = None,
    reminder: str | None = None,
    at_limit: str | None = None,
    stand_in: str | None = None,
    threads: bool | None = None,
    hints: bool | None = None,
    language: str | None = None,
    announcements: int | None = None,
    reset: str | None = None,
) -> GuildSettings:
    """``current`` with what was given, and the announcements channel back to none if
    ``reset`` names it; a new limit without a reminder moves the reminder to a third of it.
    ``BadInput`` (nothing saved) for a value out of range, or a setting both given and
    reset."""
    settings = _reset(current, reset, announcements)
    if time_limit is not None:
        limit = parse_duration(time_limit, "time_limit")
        if limit is not None and not MIN_LIMIT <= limit <= MAX_LIMIT:
            raise BadInput(LIMIT_RANGE)
        settings = replace(settings, turn_limit=limit)
        if reminder is None:
            settings = replace(settings, reminder_after=None if limit is None else limit / 3)
    if reminder is not None:
        settings = replace(settings, reminder_after=parse_duration(reminder, "reminder"))
    if (
        settings.reminder_after is not None
        and settings.turn_limit is not None
        and not 60 <= settings.reminder_after < settings.turn_limit
    ):
        raise BadInput(REMINDER_RANGE)
    if at_limit is not None:
        if at_limit not in AT_LIMIT:
            raise BadInput(BAD_AT_LIMIT)
        settings = replace(settings, at_limit=at_limit)
    if stand_in is not None:
        if stand_in not in LEVELS:
            raise BadInput(Refusal.UNKNOWN_LEVEL)
        settings = replace(settings, stand_in=stand_in)
    if threads is not None:
        settings = replace(settings, threads=threads)
    if hints is not None:
        settings = replace(settings, hints=hints)
    if language is not None:
        if language not in SERVER_LANGUAGES:
            raise BadInput(BAD_LANGUAGE)
        settings = replace(settings, language=language)
    if announcements is not None:
        settings = replace(settings, announcements=announcements)
    return settings


def _reset(settings: GuildSettings, reset: str | None, announcements: int | None) -> GuildSettings:
    if reset is None:
        return settings
    if reset != ANNOUNCEMENTS:
        raise BadInput(Refusal.BAD_OPTION)
    if announcements is not None:
        raise BadInput(SET_AND_RESET, setting=reset)
    return replace(settings, announcements=None)
