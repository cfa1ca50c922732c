"""Time zones by their IANA names (``Europe/Paris``): reading one typed in any case, and the
suggestions of ``/azul notify digest``'s ``timezone`` option, the likeliest first.

The names are those ``zoneinfo`` knows on this machine (the ``tzdata`` package supplies them
where the system has none).
"""

from __future__ import annotations

import functools
import logging
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from azul_bot.core import BadInput, safe_name

from .ids import BAD_TIMEZONE

log = logging.getLogger("azul.digest")

SUGGESTED = 25
"""Discord shows at most 25 suggestions."""
MAX_TEXT = 64

LIKELY: dict[str, tuple[str, ...]] = {
    "fr": ("Europe/Paris", "Europe/Brussels", "Europe/Zurich", "America/Toronto"),
    "nl": ("Europe/Amsterdam", "Europe/Brussels", "America/Paramaribo"),
    "en-GB": ("Europe/London", "Europe/Dublin", "Australia/Sydney", "Pacific/Auckland"),
    "en-US": (
        "America/New_York",
        "America/Chicago",
        "America/Denver",
        "America/Los_Angeles",
        "America/Phoenix",
        "America/Anchorage",
        "Pacific/Honolulu",
    ),
    "de": ("Europe/Berlin", "Europe/Vienna", "Europe/Zurich"),
    "es-ES": ("Europe/Madrid", "Atlantic/Canary"),
    "es-419": (
        "America/Mexico_City",
        "America/Bogota",
        "America/Argentina/Buenos_Aires",
        "America/Santiago",
        "America/Lima",
    ),
    "pt-BR": ("America/Sao_Paulo", "America/Manaus", "America/Recife"),
    "it": ("Europe/Rome",),
    "da": ("Europe/Copenhagen",),
    "sv-SE": ("Europe/Stockholm",),
    "no": ("Europe/Oslo",),
    "fi": ("Europe/Helsinki",),
    "pl": ("Europe/Warsaw",),
    "cs": ("Europe/Prague",),
    "hu": ("Europe/Budapest",),
    "ro": ("Europe/Bucharest",),
    "bg": ("Europe/Sofia",),
    "el": ("Europe/Athens",),
    "tr": ("Europe/Istanbul",),
    "uk": ("Europe/Kyiv",),
    "ru": ("Europe/Moscow", "Asia/Yekaterinburg", "Asia/Novosibirsk", "Asia/Vladivostok"),
    "lt": ("Europe/Vilnius",),
    "hr": ("Europe/Zagreb",),
    "ja": ("Asia/Tokyo",),
    "ko": ("Asia/Seoul",),
    "zh-CN": ("Asia/Shanghai",),
    "zh-TW": ("Asia/Taipei",),
    "hi": ("Asia/Kolkata",),
    "th": ("Asia/Bangkok",),
    "vi": ("Asia/Ho_Chi_Minh",),
    "id": ("Asia/Jakarta",),
}
"""The zones a Discord locale most likely means, the likeliest first."""
AROUND_THE_WORLD = (
    "UTC",
    "Europe/London",
    "Europe/Paris",
    "Europe/Amsterdam",
    "America/New_York",
    "America/Chicago",
    "America/Los_Angeles",
    "America/Sao_Paulo",
    "Asia/Kolkata",
    "Asia/Tokyo",
    "Australia/Sydney",
)
"""Offered after a locale's own zones when nothing is typed yet."""


@functools.cache
def _known() -> dict[str, str]:
    """Every zone name this machine knows, by its folded form."""
    return {_folded(name): name for name in available_timezones()}


def _folded(text: str) -> str:
    return text.strip().lower().replace(" ", "_")


def zone_named(text: str) -> str:
    """The IANA name of the zone typed (``europe/paris``, ``America/New York``); ``BadInput``
    naming what was typed when there is none."""
    name = _known().get(_folded(text or "")) if len(text or "") <= MAX_TEXT else None
    if name is None:
        raise BadInput(BAD_TIMEZONE, typed=safe_name(text or "", fallback=""))
    return name


def zone_of(name: str) -> ZoneInfo:
    """The zone of a stored name; UTC for one this machine no longer knows (its time zone
    data changed), so a person's digest still comes, if at another hour."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        log.warning("unknown time zone %r: using UTC", name)
        return ZoneInfo("UTC")


def suggested_zones(typed: str, locale: str | None, first: str | None = None) -> list[str]:
    """Up to ``SUGGESTED`` zone names for what was typed so far: with nothing typed, the
    person's own zone (``first``) and their Discord ``locale``'s likely ones; else the names
    that begin with it, then those with a part (a city) that does, then those holding it."""
    wanted = _folded(typed or "")
    known = _known()
    if not wanted:
        likely = [first, *LIKELY.get(locale or "", ()), *AROUND_THE_WORLD]
        found = [name for name in likely if name is not None and name in known.values()]
        return list(dict.fromkeys(found))[:SUGGESTED]
    ranked = sorted(
        (rank, name)
        for folded, name in known.items()
        if (rank := _rank(folded, wanted)) is not None
    )
    return [name for _, name in ranked[:SUGGESTED]]


def _rank(folded: str, wanted: str) -> int | None:
    if folded.startswith(wanted):
        return 0
    if any(part.startswith(wanted) for part in folded.split("/")[1:]):
        return 1
    return 2 if wanted in folded else None


def offset_minutes(zone: str, at: float) -> int:
    """The zone's offset from UTC at the moment ``at``, in minutes (``Europe/Paris`` in
    winter: 60)."""
    offset = datetime.fromtimestamp(at, UTC).astimezone(zone_of(zone)).utcoffset()
    return int(offset.total_seconds() // 60) if offset is not None else 0
