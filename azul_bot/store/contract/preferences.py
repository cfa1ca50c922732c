"""A server's settings and each person's wishes: languages, direct messages, the daily digest.
(Part of the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from typing import Protocol

from ..records import (
    GameRecord,
    GuildSettings,
)


class PreferenceStore(Protocol):
    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        """A server's saved rules; None until an admin saved some."""
        ...

    async def notify_pref(self, user_id: int) -> bool:
        """Whether a person asked for a direct message when it is their turn."""
        ...

    async def set_notify_pref(self, user_id: int, on: bool) -> None: ...

    async def dms_closed_at(self, user_id: int) -> float | None:
        """When Discord last refused the person a direct message because they accept none
        from the bot (UNIX seconds); None while their DMs are not known to be closed."""
        ...

    async def set_dms_closed(self, user_id: int, at: float | None) -> None:
        """Remember that the person's DMs are closed (since ``at``), or forget it (None).
        Keeps their other preferences as they are (someone new asked for no DMs)."""
        ...

    async def guild_locale(self, guild_id: int) -> str | None:
        """The Discord locale a server was last seen with (``fr``, ``en-US``); None before."""
        ...

    async def set_guild_locale(self, guild_id: int, locale: str) -> None: ...

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of a person's latest interaction; None before their first."""
        ...

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Keeps the person's ``notify_pref`` as it is (False for someone new)."""
        ...

    # ------------------------------------------------------------------ a person's games

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        """The RUNNING games of every server where the person holds a seat (whoever is to
        move: the service tells), the longest unchanged first."""
        ...
