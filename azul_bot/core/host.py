"""The game host: one table per channel, lobby and seats, turns, locks and stale-click checks.

Everything that changes a game runs under the channel's lock and is checked against the game's
version, so a double click or a button from an old message can never play twice or out of turn.
Each change is stored together with its announcement (the outbox) in one transaction; the
outbox loop posts it through the long-lived publisher, so a crash between the two loses nothing
and a change that no interaction caused (a computer move, a timer) can speak too.

``GameService`` is the face the cogs, the start-up and the tests see. It is built of the
features (``features.FEATURES``), each installing its rooms on the shared ``House`` and
registering what it does (``plugs``): a room is reached by its type (``service.room(Lobby)``,
typed).
"""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Sequence
from typing import TypeVar

from azul_bot.core.db import GuildSettings, Store
from azul_bot.features import FEATURES

from .clock import Clock
from .computers import Thinkers
from .delivery.announcer import Announcer
from .delivery.dispatcher import Dispatcher
from .delivery.loops import Loop
from .delivery.outbox import Outbox
from .delivery.ports import Publisher
from .house import House
from .options import ServiceOptions
from .plugs import Plugs

R = TypeVar("R")


def install(plugs: Plugs, names: Sequence[str]) -> None:
    """Install the features called ``names``, in order: each is the package
    ``azul_bot.features.<name>``, whose ``install`` registers all it brings."""
    for name in names:
        importlib.import_module(f"azul_bot.features.{name}").install(plugs)


class GameService:
    """Hosts games in channels. All ids are plain integers (Discord snowflakes).

    Built whole from one ``ServiceOptions`` and the features (all of them by default)."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        options: ServiceOptions | None = None,
        *,
        features: Sequence[str] = FEATURES,
    ) -> None:
        options = options or ServiceOptions()
        self._house = House(store, publisher, options)
        self._plugs = Plugs(self._house, options)
        install(self._plugs, features)

    def room(self, kind: type[R]) -> R:
        """The room of type ``kind`` (``service.room(Lobby).join(...)``, typed)."""
        return self._plugs.find(kind)

    # ------------------------------------------------------------------ what the rooms share

    @property
    def store(self) -> Store:
        return self._house.store

    @property
    def publisher(self) -> Publisher:
        return self._house.publisher

    @property
    def clock(self) -> Clock:
        return self._house.clock

    @property
    def thinkers(self) -> Thinkers:
        return self._house.thinkers

    @property
    def announcer(self) -> Announcer:
        return self._house.announcer

    @property
    def outbox(self) -> Outbox:
        return self._house.outbox

    @property
    def timers(self) -> Dispatcher:
        return self._house.timers

    @property
    def loops(self) -> list[Loop]:
        return self._house.loops

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._house.lock(channel_id)

    async def settings(self, guild_id: int) -> GuildSettings:
        return await self._house.settings(guild_id)

    async def server_locale(self, guild_id: int) -> str | None:
        return await self._house.server_locale(guild_id)

    async def learn_locales(
        self,
        guild_id: int | None,
        guild_locale: str | None,
        user_id: int | None,
        locale: str | None,
    ) -> None:
        await self._house.locales.learn_locales(guild_id, guild_locale, user_id, locale)

    async def learn_server_locale(self, guild_id: int, guild_locale: str) -> None:
        await self._house.locales.learn_server_locale(guild_id, guild_locale)

    async def channel_gone(self, channel_id: int) -> None:
        """The channel or thread of a game was deleted (the bot's gateway saw it)."""
        await self._house.channel_gone(channel_id)

    async def start_loops(self, *, sole_process: bool = True) -> None:
        await self._house.start_loops(sole_process=sole_process)

    async def close(self) -> None:
        await self._house.close()
