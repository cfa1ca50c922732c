"""``/azul check``: what an admin reads of the bot's setup in their server, from facts the cog
gathers (the bot's permissions where it posts, the server's waiting posts and timers)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment
from azul_bot.core.words.refusals import PERMISSION_PREFIX, permission_line

from .store import Backlog

THERE = "✅"
MISSING = "❌"
WARNING = "⚠️"


@dataclass(frozen=True)
class PlaceChecked:
    """One place the bot posts in: what it is (``check-place-<place>``), the channel (a
    mention; None for a place that is not set), and the bot's permissions there."""

    place: str
    channel: str | None
    present: tuple[str, ...]
    missing: tuple[str, ...]


def check_text(say: Words, version: str, places: Sequence[PlaceChecked], backlog: Backlog) -> str:
    """The whole answer: each place with its permissions, then the waiting work."""
    lines = [say("check-title", version=version)]
    for place in places:
        lines.extend(_place(say, place))
    lines.extend(_backlog(say, backlog))
    if not any(place.missing for place in places) and not backlog.late:
        lines.append(say("check-all-good"))
    return "\n".join(lines)


def _place(say: Words, place: PlaceChecked) -> list[str]:
    head = say(f"check-place-{place.place}", channel=place.channel or "")
    if place.channel is None:
        return [head]
    lines = [head]
    if place.present:
        lines.append(
            " · ".join(f"{THERE} {say(PERMISSION_PREFIX + name)}" for name in place.present)
        )
    lines.extend(permission_line(say, name, MISSING) for name in place.missing)
    return lines


def _backlog(say: Words, backlog: Backlog) -> list[str]:
    lines = [say("check-work")]
    if backlog.posts:
        oldest = moment(backlog.oldest_post or 0)
        lines.append(say("check-posts-waiting", count=backlog.posts, oldest=oldest))
        if backlog.retried:
            lines.append(f"{WARNING} {say('check-posts-retried', count=backlog.retried)}")
    else:
        lines.append(say("check-no-posts-waiting"))
    if backlog.timers:
        lines.append(
            say("check-timers", count=backlog.timers, next=moment(backlog.next_timer or 0))
        )
    else:
        lines.append(say("check-no-timers"))
    if backlog.late:
        lines.append(f"{WARNING} {say('check-timers-late', count=backlog.late)}")
    return lines
