"""A server's rules for its games: reading what an admin typed, checking it, saying it back.

Durations are typed the way people say them: ``90m``, ``12h``, ``2d``, ``1d 6h``, or ``off``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from azul_bot.store import GuildSettings

from .errors import BadInput

MIN_LIMIT = 5 * 60.0
MAX_LIMIT = 14 * 24 * 3600.0
MAX_TEXT = 24
UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
_PART = re.compile(r"(\d{1,4})\s*(min|[smhdw])", re.IGNORECASE)
AT_LIMIT = {"turn": "a computer stand-in plays that turn", "seat": "a computer takes the seat"}


def defaults(guild_id: int) -> GuildSettings:
    """24 hours a turn, a reminder after a third of it, a stand-in for that one turn."""
    return GuildSettings(
        guild_id=guild_id,
        turn_limit=24 * 3600.0,
        reminder_after=8 * 3600.0,
        at_limit="turn",
        threads=False,
        hints=True,
    )


def parse_duration(text: str, what: str) -> float | None:
    """Seconds, or None for ``off``; ``BadInput`` naming ``what`` otherwise."""
    cleaned = (text or "").strip().lower()
    if len(cleaned) > MAX_TEXT:
        raise BadInput(f"The {what} is too long to be a duration: try `12h`, `2d` or `off`.")
    if cleaned in ("off", "none", "never", "0"):
        return None
    parts = _PART.findall(cleaned)
    if not parts or _PART.sub("", cleaned).strip(" ,"):
        raise BadInput(f"I can't read the {what} {text!r}: try `90m`, `12h`, `2d` or `off`.")
    return float(sum(int(count) * UNITS[unit.lower()] for count, unit in parts))


def changed(
    current: GuildSettings,
    *,
    time_limit: str | None = None,
    reminder: str | None = None,
    at_limit: str | None = None,
    threads: bool | None = None,
    hints: bool | None = None,
) -> GuildSettings:
    """``current`` with what was given; a new limit without a reminder moves the reminder
    to a third of it. ``BadInput`` (nothing saved) for a value out of range."""
    settings = current
    if time_limit is not None:
        limit = parse_duration(time_limit, "time limit")
        if limit is not None and not MIN_LIMIT <= limit <= MAX_LIMIT:
            raise BadInput("A turn's time limit must be between 5 minutes and 14 days, or `off`.")
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
        raise BadInput("The reminder must come at least a minute in, and before the time limit.")
    if at_limit is not None:
        if at_limit not in AT_LIMIT:
            raise BadInput(
                "At the time limit, choose `turn` (a stand-in plays one turn) or `seat`."
            )
        settings = replace(settings, at_limit=at_limit)
    if threads is not None:
        settings = replace(settings, threads=threads)
    if hints is not None:
        settings = replace(settings, hints=hints)
    return settings


def duration_text(seconds: float | None) -> str:
    """A duration as people write it: ``3m 20s``, ``1h 40m``, ``1d 6h``; ``off`` for None.

    Exact to the second under an hour (a reminder 100 s in is ``1m 40s``, not ``1m``); from an
    hour on, to the nearest minute (``16h``, not ``15h 59m 59s`` of a turn's time left)."""
    if seconds is None:
        return "off"
    left = max(0, round(seconds))
    if left >= 3600:
        left = (left + 30) // 60 * 60
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        count, left = divmod(left, size)
        if count:
            parts.append(f"{count}{unit}")
    return " ".join(parts) or "0s"


def settings_text(settings: GuildSettings) -> str:
    reminder = (
        "off"
        if settings.reminder_after is None
        else f"after {duration_text(settings.reminder_after)}"
    )
    return "\n".join(
        [
            "**Azul settings for this server**",
            f"• Time limit per turn: {duration_text(settings.turn_limit)}",
            f"• Reminder: {reminder}",
            f"• At the limit: {AT_LIMIT[settings.at_limit]}",
            f"• New games in their own thread: {'on' if settings.threads else 'off'}",
            f"• Hints (`/azul hint`): {'allowed' if settings.hints else 'not allowed'}",
        ]
    )
