"""What people choose beyond a game: a server's rules for its games (set by its admins) and
whether a player is told of their turn by direct message."""

from __future__ import annotations

from typing import Any

from azul_bot.store import GuildSettings

from . import settings as server_settings
from .house import House


class Preferences:
    def __init__(self, house: House) -> None:
        self._house = house

    async def update_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change the server's rules, and return them; a bad value is refused and nothing
        is saved."""
        house = self._house
        current = await house.settings(guild_id)
        updated = server_settings.changed(current, **changes)
        if updated != current:
            await house.stored(house.store.save_guild_settings(updated))
            house.settings_saved(updated)
        return updated

    async def notify(self, user_id: int, on: bool) -> None:
        """Turn notices by direct message (``on``), or as a mention in the channel."""
        await self._house.stored(self._house.store.set_notify_pref(user_id, on))
        self._house.dm_wish_saved(user_id, on)
