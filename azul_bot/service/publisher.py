"""What the game host asks of a chat front end: post, edit and strip messages by channel id.

The service holds one long-lived ``Publisher`` (start-up implements it with discord.py), so it
can speak without a user's interaction: after a crash, for a computer player, for a timer.
Messages are plain values here; the front end turns ``controls`` into its own buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .results import Choice


@dataclass(frozen=True)
class LobbyControls:
    """Join / Leave / Start, Add computer and Remove computer under a lobby message."""

    game_id: int
    can_join: bool
    can_start: bool
    has_computer: bool = False


@dataclass(frozen=True)
class TurnControls:
    """The source buttons under a turn message: the first tap of a move."""

    game_id: int
    version: int
    sources: tuple[Choice, ...]


@dataclass(frozen=True)
class RematchControls:
    """The Rematch button under a finished game's final scores."""

    game_id: int


@dataclass(frozen=True)
class Post:
    """One channel message. ``mentions`` are the only users it may ping (never roles or
    everyone); the text may show other names, which are escaped and never ping."""

    text: str
    mentions: tuple[int, ...] = ()
    image: bytes | None = None
    image_alt: str = ""
    controls: LobbyControls | TurnControls | RematchControls | None = None


class PublishError(Exception):
    """Posting failed for now (network, rate limit, a missing permission): try again later."""


class MessageGone(PublishError):
    """The message to edit was deleted: post a new one instead."""


class ChannelGone(PublishError):
    """The channel or thread no longer exists (or the bot left the server): give up."""


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

    async def strip(self, channel_id: int, message_id: int, *, text: str | None = None) -> None:
        """Take the controls off a message (and replace its text if given); a deleted message
        is not an error."""
        ...

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        """A direct message; ``PublishError`` when the user's DMs are closed."""
        ...
