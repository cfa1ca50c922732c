"""A server's settings and each person's wishes: languages, direct messages, the daily digest.
(Part of the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from typing import Protocol

from ..records import (
    Digest,
    GameRecord,
    GuildSettings,
    Notice,
)


class PreferenceStore(Protocol):
    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        """A server's saved rules; None until an admin saved some."""
        ...

    async def save_guild_settings(self, settings: GuildSettings) -> None: ...

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

    async def confirm_pref(self, user_id: int) -> bool | None:
        """Whether a person wants the picker's Confirm step; None until they chose."""
        ...

    async def set_confirm_pref(self, user_id: int, on: bool) -> None:
        """Keeps the person's ``notify_pref`` as it is (False for someone new)."""
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

    # ------------------------------------------------------------------ the daily digest

    async def digest(self, user_id: int) -> Digest | None:
        """The person's daily digest: its time and zone (``at`` None while it is off, the
        zone kept) and the local date it was last sent; None before they ever set one."""
        ...

    async def set_digest(self, user_id: int, *, at: int, zone: str, due_at: float) -> None:
        """In ONE transaction: the person's digest comes at ``at`` minutes after midnight in
        ``zone``; their turn DMs are off (``notify_pref`` False: one way of being told at a
        time); its timer (the club's ``digest`` timer of ``user_id``) is a NEW row due at
        ``due_at``, replacing any (a fired one's late completion then deletes nothing of it).
        ``ValueError`` for a minute outside the day or no zone."""
        ...

    async def stop_digest(self, user_id: int) -> None:
        """The digest off and its timer gone (none: no error); the zone and the date last
        sent are kept, and so is ``notify_pref``."""
        ...

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        """The RUNNING games of every server where the person holds a seat (whoever is to
        move: the service tells), the longest unchanged first."""
        ...

    async def send_digest(
        self,
        user_id: int,
        day: str,
        *,
        timer_id: int,
        next_due: float,
        notice: Notice | None = None,
    ) -> bool:
        """The digest of the local date ``day`` (``YYYY-MM-DD``), once, in ONE transaction:
        the fired timer ``timer_id`` is deleted; if it was still there and the digest is on,
        ``day`` is marked sent unless it (or a later date) already was, the next timer is
        set at ``next_due`` (a new row), and, when ``day`` was marked now, ``notice`` (if
        any) is queued as a direct message to the person (an ``Announcement`` of no game,
        ``channel_id`` the person). True when ``day`` was marked now. A timer that was
        replaced or completed meanwhile changes nothing (False)."""
        ...
