"""The permissions the bot needs in a server, in one list: the invite link asks for exactly
these, ``/azul check`` shows each, and a command that is about to post checks them first.
What fails without each is said in the catalogue, in the same words wherever the lack is found.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import discord


class Place(Enum):
    """Where the bot posts, each needing its own permissions."""

    CHANNEL = "channel"
    """A channel where a game is played (its lobby, its tables)."""
    THREAD = "thread"
    """A thread where a game is played."""
    OPENS_THREADS = "opens_threads"
    """A channel whose games (or tournament tables) open a thread of their own."""
    ANNOUNCEMENTS = "announcements"
    """The server's announcements channel (a season's podium, tournaments)."""


@dataclass(frozen=True)
class Need:
    """A permission (a ``discord.Permissions`` attribute) and the places that need it."""

    permission: str
    places: frozenset[Place]


NEEDS = (
    Need("view_channel", frozenset(Place)),
    Need("send_messages", frozenset({Place.CHANNEL, Place.ANNOUNCEMENTS})),
    Need("send_messages_in_threads", frozenset({Place.THREAD, Place.OPENS_THREADS})),
    Need("create_public_threads", frozenset({Place.OPENS_THREADS})),
    Need("attach_files", frozenset(Place)),
    # Editing its older messages (a lobby, the last table's buttons) reads them first.
    Need("read_message_history", frozenset({Place.CHANNEL, Place.THREAD, Place.OPENS_THREADS})),
)
"""Everything the bot needs, in the order it is shown. The bot sends no embed (its pictures are
attachments, its links plain text), so Embed Links is not asked for."""

SCOPES = ("bot", "applications.commands")


def needed(place: Place) -> tuple[str, ...]:
    """The permissions ``place`` needs, in the order of ``NEEDS``."""
    return tuple(need.permission for need in NEEDS if place in need.places)


def invite_permissions() -> discord.Permissions:
    """Every permission of ``NEEDS``: what the invite link asks for."""
    return discord.Permissions(**{need.permission: True for need in NEEDS})


def invite_url(application_id: int | str) -> str:
    """The link that adds the bot to a server with exactly the permissions it needs."""
    return discord.utils.oauth_url(application_id, permissions=invite_permissions(), scopes=SCOPES)


def account_url(application_id: int | str) -> str:
    """The link that adds the app to a person's own account (a user install): its commands
    then work in their group DMs, in servers that did not add the bot, and in its DM."""
    return (
        discord.utils.oauth_url(application_id, scopes=("applications.commands",))
        + "&integration_type=1"
    )


def missing(have: discord.Permissions, place: Place) -> list[str]:
    """The permissions of ``place`` that ``have`` lacks (attribute names)."""
    return [name for name in needed(place) if not getattr(have, name)]


def place_of(channel: object) -> Place:
    """The place a command's channel is: a thread, or a channel."""
    return Place.THREAD if isinstance(channel, discord.Thread) else Place.CHANNEL
