"""A server's saved rules for its games, as the host reads them."""

from __future__ import annotations

from collections.abc import Sequence

from ..records import GuildSettings
from .steps import Step, fetch_one


def read_settings(guild_id: int) -> Step:
    return fetch_one(
        "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints, language,"
        " season, announcements, away_days, organizer_role, stand_in"
        " FROM guild_settings WHERE guild_id = ?",
        guild_id,
        then=_settings,
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
