"""A server's saved rules for its games."""

from __future__ import annotations

from collections.abc import Sequence

from ..records import GuildSettings
from .steps import Step, execute, fetch_one


def read_settings(guild_id: int) -> Step:
    return fetch_one(
        "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints, language,"
        " season, announcements, away_days, organizer_role, stand_in"
        " FROM guild_settings WHERE guild_id = ?",
        guild_id,
        then=_settings,
    )


def save_settings(settings: GuildSettings) -> Step:
    return execute(
        "INSERT INTO guild_settings (guild_id, turn_limit, reminder_after, at_limit, threads,"
        " hints, language, season, announcements, away_days, organizer_role, stand_in)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE"
        " SET turn_limit = excluded.turn_limit, reminder_after = excluded.reminder_after,"
        " at_limit = excluded.at_limit, threads = excluded.threads, hints = excluded.hints,"
        " language = excluded.language, season = excluded.season,"
        " announcements = excluded.announcements, away_days = excluded.away_days,"
        " organizer_role = excluded.organizer_role, stand_in = excluded.stand_in",
        settings.guild_id,
        settings.turn_limit,
        settings.reminder_after,
        settings.at_limit,
        bool(settings.threads),
        bool(settings.hints),
        settings.language,
        settings.season,
        settings.announcements,
        settings.away_days,
        settings.organizer_role,
        settings.stand_in,
    )


def _settings(row: Sequence | None) -> GuildSettings | None:
    if row is None:
        return None
    guild, limit, reminder, at_limit, threads, hints, *rest = row
    language, season, channel, away, role, stand_in = rest
    return GuildSettings(
        guild,
        limit,
        reminder,
        at_limit,
        bool(threads),
        bool(hints),
        language,
        season,
        channel,
        away,
        role,
        stand_in,
    )
