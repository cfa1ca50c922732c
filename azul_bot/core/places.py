"""The places the bot plays in beyond the channels of the servers that added it: the bot's own
DMs, where it is a member and posts as in a server, and the places it is no member of (a group
DM, a server where only the players added the app), where it speaks only by answering
interactions. Stored by channel, so a restart knows them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from azul_bot.core.db import Store
from azul_bot.core.db.sql import places as sql
from azul_bot.core.db.sql.places import forget_place, place, remember_place

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


@dataclass(frozen=True)
class Token:
    """A live interaction's token, which a post in its place rides on."""

    interaction_id: int
    token: str


class Places:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._known: Memo[int, tuple[str, int | None]] = Memo(size=KNOWN)
        """Each channel's kind and server: ("", None) for a server's that added the bot."""

    async def _place(self, channel_id: int) -> tuple[str, int | None]:
        known = self._known.get(channel_id)
        if known is None:
            row: tuple[str, int | None] | None = await self._store.read(place(channel_id))
            known = ("", None) if row is None else (str(row[0]), row[1])
            self._known.put(channel_id, known)
        return known

    async def kind(self, channel_id: int) -> PlaceKind | None:
        """None for a channel of a server that added the bot."""
        kind, _ = await self._place(channel_id)
        return PlaceKind(kind) if kind else None

    async def visited(self, channel_id: int) -> bool:
        kind = await self.kind(channel_id)
        return kind is not None and kind.visited

    async def link(self, channel_id: int) -> str:
        """The link to a place (a visited server's channel, a DM, a group DM)."""
        _, guild_id = await self._place(channel_id)
        return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"

    async def arrived(
        self, channel_id: int, kind: PlaceKind | None, guild_id: int | None
    ) -> PlaceKind | None:
        """An interaction came from the channel, which is of ``kind`` (stored when it changed:
        None, a channel of a server that added the bot, since, has no row). Returns what it
        was before."""
        before = await self.kind(channel_id)
        if before is kind:
            return before
        if kind is None:
            await self._store.write(forget_place(channel_id))
            self._known.put(channel_id, ("", None))
            return before
        await self._store.write(remember_place(channel_id, kind.value, guild_id))
        self._known.put(channel_id, (kind.value, guild_id))
        return before

    # ------------------------------------------------------------ where the bot is no member

    async def keep_token(
        self,
        channel_id: int,
        token: Token,
        until: float,
        *,
        capped: bool,
        ready: bool,
        now: float,
    ) -> None:
        """A token the place's posts may ride on until ``until`` (UNIX seconds): ``capped``,
        5 follow-ups at most; ``ready`` once its own interaction's answer is out."""
        work = sql.keep_token(
            token.interaction_id,
            channel_id,
            token.token,
            until,
            capped=capped,
            ready=ready,
            now=now,
        )
        await self._store.write(work)

    async def answered(self, interaction_id: int, follow_ups: int) -> None:
        """The interaction's own answer is out (``follow_ups``: the messages it made)."""
        await self._store.write(sql.token_ready(interaction_id, follow_ups))

    async def take_token(self, channel_id: int, now: float) -> Token | bool:
        """A token to post one more follow-up with, counted; else True when one waits for its
        interaction's answer, False when none lives."""
        taken = await self._store.write(sql.take_token(channel_id, now))
        return Token(*taken) if isinstance(taken, tuple) else bool(taken)

    async def made(self, message_id: int, token: Token) -> None:
        await self._store.write(sql.made(message_id, token.interaction_id))

    async def maker(self, message_id: int, now: float) -> str | None:
        """The live token that made the message (only it may edit it)."""
        found: str | None = await self._store.read(sql.maker(message_id, now))
        return found
