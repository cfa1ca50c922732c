"""Direct messages: sending one to a person in their language, and learning that their DMs are
closed to the bot. Without a feature that says who wants them, nobody is sent any and
everyone is pinged in the channel.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from azul_bot.core.db import GameRecord
from azul_bot.engine import Game

from .ports import DmsClosed, DmTried, Message, Post, Publisher, PublishError

Locale = Callable[[int], Awaitable[str | None]]
"""The Discord locale of a server's channels (by guild id) or of a person (by user id)."""

log = logging.getLogger("azul.outbox")


class Wishes(Protocol):
    """How people asked to be told of their turns, as far as direct messages go."""

    async def by_dm(self, user_id: int, *, reminder: bool) -> bool:
        """The person is told by direct message: of each turn, or of a ``reminder``."""
        ...

    async def refused(self, user_id: int) -> None:
        """Discord refused the person a direct message for good (their DMs are closed)."""
        ...


class NoDirectMessages:
    """The wishes of a host without a feature that offers direct messages: none is sent."""

    async def by_dm(self, user_id: int, *, reminder: bool) -> bool:
        return False

    async def refused(self, user_id: int) -> None:
        return None


class DirectMessages:
    """Sends the direct messages of players who asked for them."""

    def __init__(self, publisher: Publisher, user_locale: Locale) -> None:
        self._publisher = publisher
        self._user_locale = user_locale
        self.wishes: Wishes = NoDirectMessages()
        """Set by the feature that offers direct messages (``Host.direct_messages``)."""

    async def tell(
        self,
        record: GameRecord,
        game: Game,
        message: Message,
        *,
        nonce: str,
        position: int | None = None,
        reminder: bool = False,
    ) -> bool:
        """Tell the player to move (or the one in ``position``) ``message`` by direct
        message, in their language, if they asked for those (``Wishes.by_dm``). False when
        they did not ask, a computer plays the seat, or it did not arrive (a channel mention
        then tells them)."""
        position = game.current_player if position is None else position
        if game.is_over or position is None:
            return False
        seat = record.seats[position]
        if seat.user_id is None or seat.stand_in:
            return False
        if not await self.wishes.by_dm(seat.user_id, reminder=reminder):
            return False
        return await self.send(seat.user_id, message, nonce=nonce) is DmTried.ARRIVED

    async def send(self, user_id: int, message: Message, *, nonce: str) -> DmTried:
        """Send ``message`` to ``user_id`` by direct message, in their language. A refusal
        for good is told to the wishes (their notices then ping them in the channel); a
        passing failure is not."""
        post = Post(message, await self._user_locale(user_id))
        try:
            await self._publisher.dm(user_id, post, nonce=nonce)
        except DmsClosed as error:
            log.info("user %s accepts no DM (%r): pinging them from now on", user_id, error)
            await self.wishes.refused(user_id)
            return DmTried.CLOSED
        except PublishError as error:
            log.info("no DM to user %s for now (%r)", user_id, error)
            return DmTried.FAILED
        return DmTried.ARRIVED
