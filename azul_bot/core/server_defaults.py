"""The rules a server's games follow until its admins change them (``/azul settings``), as
every part of the host reads them: the host's memo, a season's roll, the settings feature."""

from __future__ import annotations

from azul_bot.core.db import GuildSettings

AUTO = "auto"
"""A server's language setting that follows the server's own Discord locale."""


def defaults(guild_id: int) -> GuildSettings:
    """24 hours a turn, a reminder after a third of it, a stand-in for that one turn; each
    new game in a thread of its own (where the bot may open one), so a channel is not
    filled by one game's messages."""
    return GuildSettings(
        guild_id=guild_id,
        turn_limit=24 * 3600.0,
        reminder_after=8 * 3600.0,
        at_limit="turn",
        threads=True,
        hints=True,
    )
