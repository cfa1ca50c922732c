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


FOLLOW_UPS = 5
"""Follow-ups per interaction for an app only a person installed (changelog 2024-06-27)."""

_FRESHEST = """
SELECT interaction_id FROM place_tokens
 WHERE channel_id = ?1 AND expires_at > ?2 AND ready AND (NOT capped OR follow_ups < ?3)
 ORDER BY interaction_id DESC LIMIT 1"""


def keep_token(
    interaction_id: int,
    channel_id: int,
    token: str,
    expires_at: float,
    *,
    capped: bool,
    ready: bool,
    now: float,
) -> Work[None]:
    """A place's new token; those that died go, with the messages they made."""
    yield execute(
        "DELETE FROM place_messages WHERE interaction_id IN"
        " (SELECT interaction_id FROM place_tokens WHERE expires_at <= ?)",
        now,
    )
    yield execute("DELETE FROM place_tokens WHERE expires_at <= ?", now)
    yield execute(
        "INSERT INTO place_tokens"
        " (interaction_id, channel_id, token, expires_at, capped, ready, follow_ups)"
        " VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (interaction_id) DO NOTHING",
        interaction_id,
        channel_id,
        token,
        expires_at,
        capped,
        ready,
    )


def token_ready(interaction_id: int, follow_ups: int) -> Step:
    """The interaction's answer is out (and made ``follow_ups`` messages of its own)."""
    return execute(
        "UPDATE place_tokens SET ready = true, follow_ups = follow_ups + ?"
        " WHERE interaction_id = ?",
        follow_ups,
        interaction_id,
    )


def take_token(channel_id: int, now: float) -> Work[tuple[int, str] | bool]:
    """The freshest live, ready token of the place with a follow-up left, that follow-up
    counted: (interaction id, token). Without one: True when a live token waits for its
    interaction's answer, False when none lives."""
    for _ in range(3):  # another process may take the last follow-up in between
        chosen = yield fetch_one(
            f"UPDATE place_tokens SET follow_ups = follow_ups + 1"
            f" WHERE interaction_id = ({_FRESHEST})"
            " AND (NOT capped OR follow_ups < ?3) RETURNING interaction_id, token",
            channel_id,
            now,
            FOLLOW_UPS,
        )
        if chosen is not None:
            return int(chosen[0]), str(chosen[1])
        waiting = yield fetch_value(
            "SELECT count(*) FROM place_tokens WHERE channel_id = ? AND expires_at > ?"
            " AND NOT ready",
            channel_id,
            now,
        )
        if waiting:
            return True
        alive = yield fetch_value(
            f"SELECT count(*) FROM ({_FRESHEST}) AS freshest", channel_id, now, FOLLOW_UPS
        )
        if not alive:
            return False
    return False


def made(message_id: int, interaction_id: int) -> Step:
    return execute(
        "INSERT INTO place_messages (message_id, interaction_id) VALUES (?, ?)"
        " ON CONFLICT (message_id) DO NOTHING",
        message_id,
        interaction_id,
    )


def maker(message_id: int, now: float) -> Step:
    """The live token that made the message, if any."""
    return fetch_value(
        "SELECT t.token FROM place_messages AS m"
        " JOIN place_tokens AS t ON t.interaction_id = m.interaction_id"
        " WHERE m.message_id = ? AND t.expires_at > ?",
        message_id,
        now,
    )
