"""The places the bot plays in beyond the servers that added it, by channel (``places``)."""

from __future__ import annotations

import time

from .steps import Step, Work, execute, fetch_one, fetch_value

HELD = 1e15
"""An outbox entry's ``due_at`` while it waits for the interaction acting in its place to be
answered, to post with its token: a time no clock reaches; that answer wakes it."""
PARKED = 2e15
"""...and while it waits for someone to act in its place (no token is alive there): the
place's next interaction wakes it, and says it comes late."""


def place(channel_id: int) -> Step:
    """(kind, guild id): ``bot_dm``, ``group_dm``, ``visited_server`` (its server's id); None
    for a channel of a server the bot is in."""
    return fetch_one("SELECT kind, guild_id FROM places WHERE channel_id = ?", channel_id)


def place_kind(channel_id: int) -> Step:
    return fetch_value("SELECT kind FROM places WHERE channel_id = ?", channel_id)


def remember_place(channel_id: int, kind: str, guild_id: int | None) -> Step:
    return execute(
        "INSERT INTO places (channel_id, kind, guild_id, since) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET kind = excluded.kind,"
        " guild_id = excluded.guild_id",
        channel_id,
        kind,
        guild_id,
        time.time(),
    )


def forget_place(channel_id: int) -> Step:
    """The channel is a server's that added the bot (since): no place of its own any more."""
    return execute("DELETE FROM places WHERE channel_id = ?", channel_id)


def park(announcement_id: int, *, late: bool) -> Step:
    """Set the entry aside, its attempts uncounted, until its place wakes it (``wake``):
    ``late``, until someone acts there, else until the interaction acting is answered."""
    return execute(
        "UPDATE announcements SET due_at = ?, claimed = false WHERE id = ? AND dropped_at IS NULL",
        PARKED if late else HELD,
        announcement_id,
    )


def wake(channel_id: int) -> Work[bool]:
    """The place's entries set aside are due at once: someone acts there. True when one of
    them waited for that (it comes late)."""
    late = yield fetch_value(
        "SELECT count(*) FROM announcements"
        " WHERE channel_id = ? AND due_at >= ? AND NOT claimed AND dropped_at IS NULL",
        channel_id,
        PARKED,
    )
    yield execute(
        "UPDATE announcements SET due_at = 0"
        " WHERE channel_id = ? AND due_at >= ? AND NOT claimed AND dropped_at IS NULL",
        channel_id,
        HELD,
    )
    return bool(late)
