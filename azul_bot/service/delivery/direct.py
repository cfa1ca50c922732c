"""Direct messages: the one place that decides whether a player's own notices (their turn, a
reminder) go to them by direct message, and that learns whether their DMs are closed.

A player gets them by direct message when they asked for that (``/azul notify turns``, in
their own language), else as a mention in the game's channel, never both. A player on the
daily digest (``/azul notify digest``) is told of their turns once a day, so their turns
neither ping them nor send a DM; a reminder, when their time is running out, still comes by
DM. A player whose DMs Discord refuses for good (they accept none from the bot) is
remembered as such, and pinged in the channel without a try until ``/azul notify`` reaches
them again.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from enum import Enum

from azul_bot.engine import Game
from azul_bot.store import GameRecord

from .messages import Message
from .ports import DmsClosed, DmTried, Post, Publisher, PublishError

Locale = Callable[[int], Awaitable[str | None]]
"""The Discord locale of a server's channels (by guild id) or of a person (by user id)."""

log = logging.getLogger("azul.outbox")


class Wish(Enum):
    """How a person asked to be told of their turns (and their DMs are not known closed)."""

    CHANNEL = "channel"
    """Pinged in the game's channel (the default)."""
    TURNS = "turns"
    """A direct message each turn, and the reminders by direct message."""
    DIGEST = "digest"
    """One direct message a day listing their games; named, not pinged, in the channel;
    the reminders by direct message."""


Wishes = Callable[[int], Awaitable[Wish]]


class DirectMessages:
    """Sends the direct messages of players who asked for them."""

    def __init__(
        self,
        publisher: Publisher,
        wish: Wishes,
        user_locale: Locale,
        dms_closed: Callable[[int], Awaitable[None]],
    ) -> None:
        self._publisher = publisher
        self._wish = wish
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
        reminder: bool = False,
    ) -> bool:
        """Tell the player to move (or the one in ``position``) ``message`` by direct
        message, in their language, if they asked for those (a ``reminder`` also when they
        are on the digest). False when they did not ask, a computer plays the seat, their
        DMs are known to be closed, or it did not arrive (a channel mention then tells
        them)."""
        if game.is_over:
            return False
        seat = record.seats[game.current_player if position is None else position]
        if seat.user_id is None or seat.stand_in:
            return False
        wish = await self._wish(seat.user_id)
        if wish is not Wish.TURNS and not (reminder and wish is Wish.DIGEST):
            return False
        return await self.send(seat.user_id, message, nonce=nonce) is DmTried.ARRIVED

    async def on_digest(self, user_id: int | None) -> bool:
        """The person is told of their turns by the daily digest: the table names them
        rather than pinging them."""
        return user_id is not None and await self._wish(user_id) is Wish.DIGEST

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
