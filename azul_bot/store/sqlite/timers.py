"""Deadlines, server settings and player preferences: the SQL of each."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from ..records import GuildSettings, Timer, TimerSpec
from .connection import first

_COLUMNS = "id, game_id, channel_id, kind, due_at, version"


async def replace(
    db: aiosqlite.Connection,
    game_id: int,
    channel_id: int,
    version: int,
    specs: Sequence[TimerSpec] | None,
) -> None:
    """The game's timers become ``specs`` (None: leave them as they are), in the caller's
    transaction."""
    if specs is None:
        return
    await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await db.executemany(
        "INSERT INTO timers (game_id, channel_id, kind, due_at, version) VALUES (?, ?, ?, ?, ?)",
        [(game_id, channel_id, spec.kind, spec.due_at, version) for spec in specs],
    )


async def claim(db: aiosqlite.Connection, now: float, limit: int, lease: float) -> list[Timer]:
    rows = await db.execute_fetchall(
        "UPDATE timers SET due_at = :until WHERE id IN ("
        " SELECT id FROM timers WHERE due_at <= :now ORDER BY due_at LIMIT :limit)"
        f" RETURNING {_COLUMNS}",
        {"now": now, "until": now + lease, "limit": limit},
    )
    # The claimed rows now carry the lease's end; the timer itself was due at or before now.
    return sorted((Timer(*row) for row in rows), key=lambda timer: timer.id)


async def complete(db: aiosqlite.Connection, timer_id: int) -> None:
    await db.execute("DELETE FROM timers WHERE id = ?", (timer_id,))


async def next_due(db: aiosqlite.Connection) -> float | None:
    return first(await db.execute_fetchall("SELECT min(due_at) FROM timers"))[0]


async def pending(db: aiosqlite.Connection, game_id: int) -> list[Timer]:
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM timers WHERE game_id = ? ORDER BY due_at", (game_id,)
    )
    return [Timer(*row) for row in rows]


async def read_settings(db: aiosqlite.Connection, guild_id: int) -> GuildSettings | None:
    rows = list(
        await db.execute_fetchall(
            "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints"
            " FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
    )
    if not rows:
        return None
    guild, limit, reminder, at_limit, threads, hints = rows[0]
    return GuildSettings(guild, limit, reminder, at_limit, bool(threads), bool(hints))


async def save_settings(db: aiosqlite.Connection, settings: GuildSettings) -> None:
    await db.execute(
        "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
        " hints) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
        " turn_limit = excluded.turn_limit, reminder_after = excluded.reminder_after,"
        " at_limit = excluded.at_limit, threads = excluded.threads, hints = excluded.hints",
        (
            settings.guild_id,
            settings.turn_limit,
            settings.reminder_after,
            settings.at_limit,
            int(settings.threads),
            int(settings.hints),
        ),
    )


async def notify_pref(db: aiosqlite.Connection, user_id: int) -> bool:
    rows = list(
        await db.execute_fetchall(
            "SELECT notify_dm FROM player_prefs WHERE user_id = ?", (user_id,)
        )
    )
    return bool(rows and rows[0][0])


async def set_notify_pref(db: aiosqlite.Connection, user_id: int, on: bool) -> None:
    await db.execute(
        "INSERT INTO player_prefs (user_id, notify_dm) VALUES (?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm",
        (user_id, int(on)),
    )
