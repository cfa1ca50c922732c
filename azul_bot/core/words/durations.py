"""A length of time in the reader's language: ``1d 6h``, ``1 j 6 h``, ``1d 6u``.

A point in time is better said with Discord's own markup (``<t:UNIX:R>``: "in 2 hours", in
each reader's language and time zone): ``moment``. A duration (a server's time limit) is said
here, exact to the second under an hour (a reminder 100 s in is ``1m 40s``, not ``1m``) and to
the nearest minute from an hour on (``16h``, not ``15h 59m 59s``).
"""

from __future__ import annotations

from .catalogue import Words

UNITS = (("d", 86400), ("h", 3600), ("m", 60), ("s", 1))


def duration_parts(seconds: float) -> list[tuple[str, int]]:
    """``[("d", 1), ("h", 6)]`` for 30 hours; ``[("s", 0)]`` for nothing."""
    left = max(0, round(seconds))
    if left >= 3600:
        left = (left + 30) // 60 * 60
    parts = []
    for unit, size in UNITS:
        count, left = divmod(left, size)
        if count:
            parts.append((unit, count))
    return parts or [("s", 0)]


def duration(say: Words, seconds: float | None) -> str:
    """``seconds`` as people write it; ``off`` for None."""
    if seconds is None:
        return say("duration-off")
    return " ".join(say(f"duration-{unit}", count=count) for unit, count in duration_parts(seconds))


def moment(unix: float, style: str = "R") -> str:
    """Discord's markup for a point in time: ``<t:1700000000:R>`` reads "in 2 hours"."""
    return f"<t:{int(unix)}:{style}>"
