"""Deadlines, server settings and player preferences: the SQL of each."""

from __future__ import annotations

from collections.abc import Sequence

from ..records import GuildSettings, Timer, TimerSpec
from .connection import Sql, first

_COLUMNS = "id, game_id, channel_id, kind, due_at, version"


def replace(
    db: Sql,
    game_id: int,
    channel_id: int,
    version: int,
    specs: Sequence[TimerSpec] | None,
) -> None:
    """The game's timers become ``specs`` (None: leave them as they are), in the caller's
    transaction."""
    if specs is None:
        return
    db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    db.executemany(
        "INSERT INTO timers (game_id, channel_id, kind, due_at, version) VALUES (?, ?, ?, ?, ?)",
        [(game_id, channel_id, spec.kind, spec.due_at, version) for spec in specs],
    )


def claim(db: Sql, now: float, limit: int, lease: float) -> list[Timer]:
    rows = db.execute_fetchall(
        "UPDATE timers SET due_at = :until, claimed = 1 WHERE id IN ("
        " SELECT id FROM timers WHERE due_at <= :now ORDER BY due_at LIMIT :limit)"
        f" RETURNING {_COLUMNS}",
        {"now": now, "until": now + lease, "limit": limit},
    )
    # The claimed rows now carry the lease's end; the timer itself was due at or before now.
    return sorted((Timer(*row) for row in rows), key=lambda timer: timer.id)


def release(db: Sql) -> None:
    """Every claimed timer due at once (its claimer is dead; it was due when claimed)."""
    db.execute("UPDATE timers SET due_at = 0, claimed = 0 WHERE claimed = 1")


def complete(db: Sql, timer_id: int) -> None:
    db.execute("DELETE FROM timers WHERE id = ?", (timer_id,))


def next_due(db: Sql) -> float | None:
    return first(db.execute_fetchall("SELECT min(due_at) FROM timers"))[0]


def pending(db: Sql, game_id: int) -> list[Timer]:
    rows = db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM timers WHERE game_id = ? ORDER BY due_at", (game_id,)
    )
    return [Timer(*row) for row in rows]


def read_settings(db: Sql, guild_id: int) -> GuildSettings | None:
    rows = list(
        db.execute_fetchall(
            "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints, language"
            " FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
    )
    if not rows:
        return None
    guild, limit, reminder, at_limit, threads, hints, language = rows[0]
    return GuildSettings(guild, limit, reminder, at_limit, bool(threads), bool(hints), language)


def save_settings(db: Sql, settings: GuildSettings) -> None:
    db.execute(
        "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
        " hints, language) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
        " turn_limit = excluded.turn_limit, reminder_after = excluded.reminder_after,"
        " at_limit = excluded.at_limit, threads = excluded.threads, hints = excluded.hints,"
        " language = excluded.language",
        (
            settings.guild_id,
            settings.turn_limit,
            settings.reminder_after,
            settings.at_limit,
            int(settings.threads),
            int(settings.hints),
            settings.language,
        ),
    )


def notify_pref(db: Sql, user_id: int) -> bool:
    rows = list(
        db.execute_fetchall("SELECT notify_dm FROM player_prefs WHERE user_id = ?", (user_id,))
    )
    return bool(rows and rows[0][0])


def set_notify_pref(db: Sql, user_id: int, on: bool) -> None:
    db.execute(
        "INSERT INTO player_prefs (user_id, notify_dm) VALUES (?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm",
        (user_id, int(on)),
    )


def confirm_pref(db: Sql, user_id: int) -> bool | None:
    rows = list(
        db.execute_fetchall("SELECT confirm_move FROM player_prefs WHERE user_id = ?", (user_id,))
    )
    return None if not rows or rows[0][0] is None else bool(rows[0][0])


def set_confirm_pref(db: Sql, user_id: int, on: bool) -> None:
    db.execute(
        "INSERT INTO player_prefs (user_id, notify_dm, confirm_move) VALUES (?, 0, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET confirm_move = excluded.confirm_move",
        (user_id, int(on)),
    )


def guild_locale(db: Sql, guild_id: int) -> str | None:
    rows = list(
        db.execute_fetchall("SELECT locale FROM guild_locales WHERE guild_id = ?", (guild_id,))
    )
    return rows[0][0] if rows else None


def set_guild_locale(db: Sql, guild_id: int, locale: str) -> None:
    db.execute(
        "INSERT INTO guild_locales (guild_id, locale) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale",
        (guild_id, locale),
    )


def user_locale(db: Sql, user_id: int) -> str | None:
    rows = list(
        db.execute_fetchall("SELECT locale FROM player_prefs WHERE user_id = ?", (user_id,))
    )
    return rows[0][0] if rows else None


def set_user_locale(db: Sql, user_id: int, locale: str) -> None:
    db.execute(
        "INSERT INTO player_prefs (user_id, notify_dm, locale) VALUES (?, 0, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
        (user_id, locale),
    )
