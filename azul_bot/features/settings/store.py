"""What the settings write (statements run as written on SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from azul_bot.core import ServerSetting
from azul_bot.core.db import GuildSettings, Step, Work, execute
from azul_bot.core.db.sql.preferences import Preference

CONFIRM = Preference("player_prefs", "user_id", "confirm_move", {"notify_dm": "false"})
"""Someone new asked for no direct messages."""


def save_settings(settings: GuildSettings) -> Step:
    return execute(
        "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
        " hints, language, announcements, stand_in)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE"
        " SET turn_limit = excluded.turn_limit, reminder_after = excluded.reminder_after,"
        " at_limit = excluded.at_limit, threads = excluded.threads, hints = excluded.hints,"
        " language = excluded.language, announcements = excluded.announcements,"
        " stand_in = excluded.stand_in",
        settings.guild_id,
        settings.turn_limit,
        settings.reminder_after,
        settings.at_limit,
        bool(settings.threads),
        bool(settings.hints),
        settings.language,
        settings.announcements,
        settings.stand_in,
    )


def saved(settings: GuildSettings | None, others: Sequence[Work[None]]) -> Work[None]:
    """The server's rules (None: unchanged) and the features' settings given with them, in
    one transaction."""
    if settings is not None:
        yield save_settings(settings)
    for other in others:
        yield from other


def read_all(guild_id: int, settings: Iterable[ServerSetting[Any]]) -> Work[dict[str, Any]]:
    """The features' settings of the server by option, in one snapshot."""
    values = {}
    for setting in settings:
        values[setting.option] = yield from setting.read(guild_id)
    return values


def confirm_wish(user_id: int) -> Work[bool | None]:
    """Whether a person wants the picker's Confirm step; None until they chose."""
    on = yield CONFIRM.get(user_id)
    return None if on is None else bool(on)


def set_confirm(user_id: int, on: bool) -> Work[None]:
    """Keeps the person's other preferences as they are."""
    yield CONFIRM.put(user_id, bool(on))
