"""Posting in a game's channel, as every feature's notices do: a message said in the server's
language, a game's message edited in place (or posted anew when it was deleted), old buttons
and pictures taken off; each sent with the nonce its caller makes (``nonces``), so a retry
after a crash never posts it twice."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from azul_bot.core.db import Announcement, GameRecord, Store
from azul_bot.core.db.sql.places import place

from .direct import Locale
from .nonces import Nonce, nonce
from .ports import Message, MessageGone, Post, Publisher, PublishError

log = logging.getLogger("azul.outbox")


class GameChannel:
    def __init__(self, store: Store, publisher: Publisher, server_locale: Locale) -> None:
        self._store = store
        self._publisher = publisher
        self.server_locale = server_locale

    async def link(self, record: GameRecord, *, message: bool = True) -> str:
        """A link to the game's channel, or to its latest table message when it has one."""
        guild: int | str = record.guild_id
        # A DM's or group DM's game keeps its channel as its ladder's server; so did the
        # first channel of a server made before 2017, which is no place of the bot's.
        if guild == record.channel_id:
            found: tuple[str, int | None] | None = await self._store.read(place(record.channel_id))
            if found is not None and found[1] is None:
                guild = "@me"
        link = f"https://discord.com/channels/{guild}/{record.channel_id}"
        if message and record.message_id is not None:
            link += f"/{record.message_id}"
        return link

    async def say(
        self, record: GameRecord, message: Message, *, nonce: str, mentions: Sequence[int] = ()
    ) -> int:
        """Post ``message`` in the game's channel, in the server's language."""
        locale = await self.server_locale(record.guild_id)
        post = Post(message, locale, tuple(mentions))
        return await self._publisher.post(record.channel_id, post, nonce=nonce)

    async def show(self, entry: Announcement, record: GameRecord, post: Post) -> None:
        """``post`` as the game's message (edited, or posted anew), and the entry done."""
        new_id = await self.post_or_edit(record, post, entry)
        await self._store.complete_announcement(
            entry.id, message_id=new_id, set_message=new_id is not None
        )

    async def post_or_edit(self, record: GameRecord, post: Post, entry: Announcement) -> int | None:
        """Edit the game's message when it still exists, else post anew (a deleted lobby
        comes back with its buttons); returns the new message's id, None when edited."""
        channel_id, message_id = record.channel_id, record.message_id
        if message_id is not None:
            try:
                await self._publisher.edit(channel_id, message_id, post)
                return None
            except MessageGone:
                log.info(
                    "message %s in channel %s was deleted; posting anew", message_id, channel_id
                )
        return await self._publisher.post(channel_id, post, nonce=nonce(Nonce.POST, entry.id))

    async def strip(
        self,
        record: GameRecord,
        message_id: int,
        post: Post | None = None,
        *,
        keep_picture: bool = False,
    ) -> None:
        """Take old buttons and the picture (unless ``keep_picture``) off; failing that is
        harmless (an old button answers that the table moved on), so it never holds up the
        announcement."""
        try:
            await self._publisher.strip(
                record.channel_id, message_id, post=post, keep_picture=keep_picture
            )
        except PublishError as error:
            log.info("game %s: could not strip message %s: %r", record.id, message_id, error)
