"""The places the bot plays in beyond the servers that added it, by channel (``places``)."""

from __future__ import annotations

import time

from .steps import Step, execute, fetch_value

PARKED = 1e15
"""An outbox entry's ``due_at`` while it waits for someone to act in its place (no token is
alive there to post with): a time no clock reaches; the place's next interaction wakes it."""


def place_kind(channel_id: int) -> Step:
    """``bot_dm``, ``group_dm``, ``visited_server``; None for a channel of a server the bot
    is in."""
    return fetch_value("SELECT kind FROM places WHERE channel_id = ?", channel_id)


def remember_place(channel_id: int, kind: str) -> Step:
    return execute(
        "INSERT INTO places (channel_id, kind, since) VALUES (?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET kind = excluded.kind",
        channel_id,
        kind,
        time.time(),
    )


def park(announcement_id: int) -> Step:
    """Set the entry aside, its attempts uncounted, until its place wakes it (``wake``)."""
    return execute(
        "UPDATE announcements SET due_at = ?, claimed = false WHERE id = ? AND dropped_at IS NULL",
        PARKED,
        announcement_id,
    )


def wake(channel_id: int) -> Step:
    """The place's entries set aside are due at once: someone acts there."""
    return execute(
        "UPDATE announcements SET due_at = 0"
        " WHERE channel_id = ? AND due_at >= ? AND dropped_at IS NULL",
        channel_id,
        PARKED,
    )
