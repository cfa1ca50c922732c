"""The languages the host speaks in: a server's channel messages follow the language its
admins chose, else the server's own Discord locale; a person's direct messages follow theirs.
Locales are remembered as each interaction (and the gateway, for a server) shows them, and
only a change is written."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from azul_bot.core.db import GuildSettings, Store, StoreError

from .cache import Memo
from .server_defaults import AUTO, defaults

log = logging.getLogger("azul.service")


class Locales:
    def __init__(self, store: Store, settings: Memo[int, GuildSettings]) -> None:
        self.store = store
        self._settings = settings
        """The host's memo of the servers' settings (the language their admins chose)."""
        self._guild_locales: Memo[int, str] = Memo()
        self._user_locales: Memo[int, str] = Memo()
        """Locales as last seen ("" for none yet), so an interaction writes only a change."""

    async def server_locale(self, guild_id: int) -> str | None:
        """The Discord locale of a server's channel messages: the language its admins chose
        (``/azul settings language``), else the server's own locale as its interactions
        show it; None before either is known (the default language). A store that cannot
        be read raises, and the outbox tries the post again."""
        settings = self._settings.get(guild_id)
        if settings is None:
            stored = await self.store.guild_settings(guild_id)
            settings = stored or defaults(guild_id)
            self._settings.put(guild_id, settings)
        if settings.language != AUTO:
            return settings.language
        return await self._seen(self._guild_locales, guild_id, self.store.guild_locale)

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of a person's latest interaction (their direct messages)."""
        return await self._seen(self._user_locales, user_id, self.store.user_locale)

    async def learn_server_locale(self, guild_id: int, guild_locale: str) -> None:
        """Remember a server's Discord locale, as the gateway tells it when the bot connects
        (before anyone there has used a command); only a change is written."""
        await self.learn_locales(guild_id, guild_locale, None, None)

    async def learn_locales(
        self,
        guild_id: int | None,
        guild_locale: str | None,
        user_id: int | None,
        locale: str | None,
    ) -> None:
        """Remember the locales an interaction came with: its server's and its user's. Only
        a change is written; a store that cannot be used now refuses no interaction (the
        next one tries again)."""
        try:
            if guild_id is not None and guild_locale:
                await self._learn(
                    self._guild_locales,
                    guild_id,
                    guild_locale,
                    self.store.guild_locale,
                    self.store.set_guild_locale,
                )
            if user_id is not None and locale:
                await self._learn(
                    self._user_locales,
                    user_id,
                    locale,
                    self.store.user_locale,
                    self.store.set_user_locale,
                )
        except StoreError as error:
            log.debug("could not store the locales of user %s: %r", user_id, error)

    @staticmethod
    async def _seen(
        memo: Memo[int, str], key: int, read: Callable[[int], Awaitable[str | None]]
    ) -> str | None:
        seen = memo.get(key)
        if seen is None:
            seen = await read(key) or ""
            memo.put(key, seen)
        return seen or None

    async def _learn(
        self,
        memo: Memo[int, str],
        key: int,
        locale: str,
        read: Callable[[int], Awaitable[str | None]],
        write: Callable[[int, str], Awaitable[None]],
    ) -> None:
        if await self._seen(memo, key, read) != locale:
            await write(key, locale)
            memo.put(key, locale)
