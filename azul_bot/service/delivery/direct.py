"""Direct messages: the one place that decides whether a player's own notices (their turn, a
reminder) go to them by direct message, and that learns whether their DMs are closed.

A player gets them by direct message when they asked for that (``/azul notify``, in their own
language), else as a mention in the game's channel, never both. A player whose DMs Discord
refuses for good (they accept none from the bot) is remembered as such, and pinged in the
channel without a try until ``/azul notify`` reaches them again.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from azul_bot.engine import Game
from azul_bot.store import GameRecord

from .messages import Message
from .ports import DmsClosed, DmTried, Post, Publisher, PublishError

Locale = Callable[[int], Awaitable[str | None]]
"""The Discord locale of a server's channels (by guild id) or of a person (by user id)."""

log = logging.getLogger("azul.outbox")


class DirectMessages:
    """Sends the direct messages of players who asked for them."""

    def __init__(
        self,
        publisher: Publisher,
        wants_dm: Callable[[int], Awaitable[bool]],
        user_locale: Locale,
        dms_closed: Callable[[int], Awaitable[None]],
    ) -> None:
        self._publisher = publisher
        self._wants_dm = wants_dm
        self._user_locale = user_locale
        self._dms_closed = dms_closed

    async def tell(
        self,
        record: GameRecord,
        game: Game,
        message: Message,
        *,
        nonce: str,
        position: int | None = None,
    ) -> bool:
        """Tell the player to move (or the one in ``position``) ``message`` by direct
        message, in their language, if they asked for those. False when they did not ask, a
        computer plays the seat, their DMs are known to be closed, or it did not arrive (a
        channel mention then tells them)."""
        if game.is_over:
            return False
        seat = record.seats[game.current_player if position is None else position]
        if seat.user_id is None or seat.stand_in:
            return False
        if not await self._wants_dm(seat.user_id):
            return False
        return await self.send(seat.user_id, message, nonce=nonce) is DmTried.ARRIVED

    async def send(self, user_id: int, message: Message, *, nonce: str) -> DmTried:
        """Send ``message`` to ``user_id`` by direct message, in their language. A refusal
        for good is remembered (their notices then ping them in the channel, untried, until
        ``/azul notify`` reaches them); a passing failure is not."""
        post = Post(message, await self._user_locale(user_id))
        try:
            await self._publisher.dm(user_id, post, nonce=nonce)
        except DmsClosed as error:
            log.info("user %s accepts no DM (%r): pinging them from now on", user_id, error)
            await self._dms_closed(user_id)
            return DmTried.CLOSED
        except PublishError as error:
            log.info("no DM to user %s for now (%r)", user_id, error)
            return DmTried.FAILED
        return DmTried.ARRIVED
