"""The places the bot plays in beyond the channels of the servers that added it: the bot's own
DMs, where it is a member and posts as in a server, and the places it is no member of (a group
DM, a server where only the players added the app), where it speaks only by answering
interactions. Stored by channel, so a restart knows them."""

from __future__ import annotations

from enum import StrEnum

from azul_bot.core.db import Store
from azul_bot.core.db.sql.places import place_kind, remember_place

from .cache import Memo

KNOWN = 65536
"""Channels whose kind this process keeps (a few dozen bytes each)."""


class PlaceKind(StrEnum):
    BOT_DM = "bot_dm"
    GROUP_DM = "group_dm"
    """A group DM, or a DM between people."""
    VISITED_SERVER = "visited_server"
    """A channel of a server that did not add the bot, where the players did."""

    @property
    def visited(self) -> bool:
        """The bot is no member: it speaks only with interactions' tokens."""
        return self is not PlaceKind.BOT_DM


class Places:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._kinds: Memo[int, str] = Memo(size=KNOWN)
        """"" for a channel of a server that added the bot."""

    async def kind(self, channel_id: int) -> PlaceKind | None:
        """None for a channel of a server that added the bot."""
        known = self._kinds.get(channel_id)
        if known is None:
            stored: str | None = await self._store.read(place_kind(channel_id))
            known = stored or ""
            self._kinds.put(channel_id, known)
        return PlaceKind(known) if known else None

    async def visited(self, channel_id: int) -> bool:
        kind = await self.kind(channel_id)
        return kind is not None and kind.visited

    async def arrived(self, channel_id: int, kind: PlaceKind | None) -> None:
        """An interaction came from the channel, which is of ``kind`` (stored when it is new:
        a server that added the bot since keeps its row, and its channel is a server's)."""
        if kind is not None and await self.kind(channel_id) is not kind:
            await self._store.write(remember_place(channel_id, kind.value))
            self._kinds.put(channel_id, kind.value)
