"""Deadlines, server settings and player preferences: the SQL of each."""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from ..records import GuildSettings, Timer, TimerSpec

_COLUMNS = "id, game_id, channel_id, kind, due_at, version"

# As the outbox's claim: SKIP LOCKED passes over the timers a concurrent claimer is taking,
# and a row locked after that claimer committed is re-checked against its new due_at.
_CLAIM = f"""
WITH due AS (
    SELECT id FROM timers WHERE due_at <= $1 ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
UPDATE timers AS timer SET due_at = $2, claimed = true
  FROM due
 WHERE timer.id = due.id
RETURNING {", ".join(f"timer.{column}" for column in _COLUMNS.split(", "))}"""


async def replace(
    connection: asyncpg.Connection,
    game_id: int,
    channel_id: int,
    version: int,
    specs: Sequence[TimerSpec] | None,
) -> None:
    """The game's timers become ``specs`` (None: leave them as they are), in the caller's
    transaction."""
    if specs is None:
        return
    await connection.execute("DELETE FROM timers WHERE game_id = $1", game_id)
    await connection.executemany(
        "INSERT INTO timers (game_id, channel_id, kind, due_at, version)"
        " VALUES ($1, $2, $3, $4, $5)",
        [(game_id, channel_id, spec.kind, spec.due_at, version) for spec in specs],
    )


async def release(connection: asyncpg.Connection) -> None:
    """Every claimed timer due at once (its claimer is dead; it was due when claimed)."""
    await connection.execute("UPDATE timers SET due_at = 0, claimed = false WHERE claimed")


async def claim(
    connection: asyncpg.Connection, now: float, limit: int, lease: float
) -> list[Timer]:
    rows = await connection.fetch(_CLAIM, now, now + lease, limit)
    # The claimed rows now carry the lease's end; the timer itself was due at or before now.
    return sorted((Timer(*row) for row in rows), key=lambda timer: timer.id)


async def complete(connection: asyncpg.Connection, timer_id: int) -> None:
    await connection.execute("DELETE FROM timers WHERE id = $1", timer_id)


async def next_due(connection: asyncpg.Connection) -> float | None:
    return await connection.fetchval("SELECT min(due_at) FROM timers")


async def pending(connection: asyncpg.Connection, game_id: int) -> list[Timer]:
    rows = await connection.fetch(
        f"SELECT {_COLUMNS} FROM timers WHERE game_id = $1 ORDER BY due_at", game_id
    )
    return [Timer(*row) for row in rows]


async def read_settings(connection: asyncpg.Connection, guild_id: int) -> GuildSettings | None:
    row = await connection.fetchrow(
        "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints, language"
        " FROM guild_settings WHERE guild_id = $1",
        guild_id,
    )
    return GuildSettings(*row) if row is not None else None


async def save_settings(connection: asyncpg.Connection, settings: GuildSettings) -> None:
    await connection.execute(
        "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
        " hints, language) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id) DO UPDATE"
        " SET turn_limit = excluded.turn_limit, reminder_after = excluded.reminder_after,"
        " at_limit = excluded.at_limit, threads = excluded.threads, hints = excluded.hints,"
        " language = excluded.language",
        settings.guild_id,
        settings.turn_limit,
        settings.reminder_after,
        settings.at_limit,
        bool(settings.threads),
        bool(settings.hints),
        settings.language,
    )


async def notify_pref(connection: asyncpg.Connection, user_id: int) -> bool:
    on = await connection.fetchval("SELECT notify_dm FROM player_prefs WHERE user_id = $1", user_id)
    return bool(on)


async def set_notify_pref(connection: asyncpg.Connection, user_id: int, on: bool) -> None:
    await connection.execute(
        "INSERT INTO player_prefs (user_id, notify_dm) VALUES ($1, $2)"
        " ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm",
        user_id,
        bool(on),
    )


async def confirm_pref(connection: asyncpg.Connection, user_id: int) -> bool | None:
    return await connection.fetchval(
        "SELECT confirm_move FROM player_prefs WHERE user_id = $1", user_id
    )


async def set_confirm_pref(connection: asyncpg.Connection, user_id: int, on: bool) -> None:
    await connection.execute(
        "INSERT INTO player_prefs (user_id, notify_dm, confirm_move) VALUES ($1, false, $2)"
        " ON CONFLICT (user_id) DO UPDATE SET confirm_move = excluded.confirm_move",
        user_id,
        bool(on),
    )


async def guild_locale(connection: asyncpg.Connection, guild_id: int) -> str | None:
    return await connection.fetchval(
        "SELECT locale FROM guild_locales WHERE guild_id = $1", guild_id
    )


async def set_guild_locale(connection: asyncpg.Connection, guild_id: int, locale: str) -> None:
    await connection.execute(
        "INSERT INTO guild_locales (guild_id, locale) VALUES ($1, $2)"
        " ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale",
        guild_id,
        locale,
    )


async def user_locale(connection: asyncpg.Connection, user_id: int) -> str | None:
    return await connection.fetchval("SELECT locale FROM player_prefs WHERE user_id = $1", user_id)


async def set_user_locale(connection: asyncpg.Connection, user_id: int, locale: str) -> None:
    await connection.execute(
        "INSERT INTO player_prefs (user_id, notify_dm, locale) VALUES ($1, false, $2)"
        " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
        user_id,
        locale,
    )
