"""What the game host asks of a chat front end: post, edit and strip messages by channel id,
and send direct messages.

The service holds one long-lived ``Publisher``, so it can speak without a user's interaction:
after a crash, for a computer player, for a timer. A ``Post`` holds facts, never a sentence;
the front end says it in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol


class Message:
    """What a post says: the facts of one kind of message (a frozen dataclass of the feature
    that posts it: ``play.TurnMessage``, ``lobby.LobbyMessage``...). The front end words each
    kind in the reader's language (``azul_bot.core.words``)."""

    __slots__ = ()


class Controls:
    """The buttons a public message carries: the facts they are made of (a frozen dataclass
    of the feature whose buttons they are); the front end makes its own of them."""

    __slots__ = ()


@dataclass(frozen=True)
class Post:
    """One message: what it says, in the reader's ``locale`` (a Discord locale code: the
    server's for a channel, the person's for a direct message; None: the default).
    ``mentions`` are the only users it may ping (never roles or everyone); the text may show
    other names, which are escaped and never ping."""

    message: Message
    locale: str | None = None
    mentions: tuple[int, ...] = ()
    image: bytes | None = None
    controls: Controls | None = None
    picture: str = "table"
    """What the image shows (``table``, ``podium``, ``standings``): the attachment is named for
    it, so a saved picture says what it is."""


class PublishError(Exception):
    """Posting failed for now (network, rate limit, a missing permission): try again later."""


class MessageGone(PublishError):
    """The message to edit was deleted: post a new one instead."""


class ChannelGone(PublishError):
    """The channel or thread no longer exists (or the bot left the server): give up."""


class Parked(PublishError):
    """Nothing can be posted in the place until someone acts there: the bot is no member of
    it, and no interaction's token is alive to post with. The notice waits, its attempts
    uncounted, until the place's next interaction wakes it."""


class Held(Parked):
    """The place's only live token is the interaction being answered now: the notice goes out
    with it as soon as that answer is out."""


class DmsClosed(PublishError):
    """The user accepts no direct message from the bot (they closed their DMs, or share no
    server with it, or blocked it): worth remembering, unlike a passing failure."""


class DmTried(Enum):
    """What became of a direct message: it ``ARRIVED``; the user's DMs are ``CLOSED`` to
    the bot (remembered); or it ``FAILED`` for now (a server error, a rate limit: nothing
    is remembered, and the next one is tried)."""

    ARRIVED = "arrived"
    CLOSED = "closed"
    FAILED = "failed"


class Publisher(Protocol):
    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        """Send ``post`` and return the new message's id.

        ``nonce`` is unique per announcement: sending the same nonce again shortly after a
        crash must give back the message already sent rather than a second one (Discord's
        ``enforce_nonce``)."""
        ...

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        """Replace a message's text and controls; ``MessageGone`` if it was deleted."""
        ...

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        """Take the controls and the picture (unless ``keep_picture``) off a message, and say
        ``post``'s message instead, if given; a deleted message is not an error."""
        ...

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        """A direct message; ``DmsClosed`` when the user accepts none from the bot, another
        ``PublishError`` when it failed for now (the same ``nonce`` may be tried again)."""
        ...

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        """Post ``starter`` in ``channel_id`` and open a public thread from it, named after
        what it says (``words.channel.thread_title``); returns the thread's id. Asked again
        with the same ``nonce`` (a retry after a crash), it gives back the thread made
        before: the message is the one already sent, and a message has one thread, whose id
        is the message's."""
        ...
