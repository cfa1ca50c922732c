"""A server's saved rules for its games, as the host reads them."""

from __future__ import annotations

from collections.abc import Sequence

from ..records import GuildSettings
from .steps import Step, fetch_one


def read_settings(guild_id: int) -> Step:
    return fetch_one(
        "SELECT guild_id, turn_limit, reminder_after, at_limit, threads, hints, language,"
        " announcements, stand_in"
        " FROM guild_settings WHERE guild_id = ?",
        guild_id,
        then=_settings,
    )


def _settings(row: Sequence | None) -> GuildSettings | None:
    if row is None:
        return None
    guild, limit, reminder, at_limit, threads, hints, language, channel, stand_in = row
    return GuildSettings(
        guild, limit, reminder, at_limit, bool(threads), bool(hints), language, channel, stand_in
    )
