"""Playing where the bot is no member: a group DM, or a server where only the players added the
app to their accounts. There Discord lets the app do nothing but answer interactions: each
one's token posts follow-ups and edits the messages it made, for 15 minutes, at most five
follow-ups when only a person's install authorized it (developers/interactions/receiving-and-
responding). The place's channel, its history, its server: all answer Missing Access.

``Visits`` knows which channels are such places (stored: ``places``, so a restart knows them
too) and the live tokens of each, kept in memory: a restart forgets them, and what was to be
posted waits for the place's next interaction (``Parked``), which is what a token 15 minutes
old would make it do anyway.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass
from datetime import timedelta

import discord

from azul_bot.core import Held, Parked, PlaceKind, Places

log = logging.getLogger("azul.visits")

FOLLOW_UPS = 5
"""Follow-ups per interaction for an app only a person installed (changelog 2024-06-27)."""
MARGIN = timedelta(minutes=1)
"""A token this close to its end is left alone: a post slowed down would fail on it."""
KNOWN_PLACES = 1024
"""Places with tokens kept before those with none alive are forgotten."""
KNOWN_MESSAGES = 4096
"""Messages whose token this process remembers, to edit or strip them: the latest ones."""
FOLLOWED_UP = "azul.follow_ups"  # in ``interaction.extras``: the follow-ups it made
ANSWERED = "azul.answered"  # in ``interaction.extras``: the user has their answer


def kind_of(interaction: discord.Interaction) -> PlaceKind | None:
    """Where ``interaction`` comes from, as its context and installs say; None: a channel of a
    server that added the bot (the bot is a member)."""
    if interaction.guild_id is None:
        private = interaction.context.private_channel
        group = private or isinstance(interaction.channel, discord.GroupChannel)
        return PlaceKind.GROUP_DM if group else PlaceKind.BOT_DM
    # A server that added the bot is in its cache (the shard it is on hears of it); the
    # installs say it too, but only of whoever pressed: a press under a message one person's
    # install made is authorized by that person's.
    if interaction.is_guild_integration() or interaction.client.get_guild(interaction.guild_id):
        return None
    return PlaceKind.VISITED_SERVER


def thinking(interaction: discord.Interaction) -> bool:
    """The interaction shows a "thinking…" that its next follow-up fills (and takes the
    privacy of), rather than a message of its own."""
    deferred = interaction.response.type is discord.InteractionResponseType.deferred_channel_message
    return deferred and not interaction.extras.get(ANSWERED)


def counted(interaction: discord.Interaction) -> None:
    """One more follow-up of ``interaction``'s, toward Discord's cap."""
    interaction.extras[FOLLOWED_UP] = int(interaction.extras.get(FOLLOWED_UP, 0)) + 1


@dataclass
class Token:
    """One interaction's token, as a place's posts may use it."""

    interaction: discord.Interaction
    capped: bool
    """Only a person's install authorized it: ``FOLLOW_UPS`` at most."""

    @property
    def follow_ups(self) -> int:
        return int(self.interaction.extras.get(FOLLOWED_UP, 0))

    def counted(self) -> None:
        counted(self.interaction)

    def alive(self) -> bool:
        return discord.utils.utcnow() < self.interaction.expires_at - MARGIN

    def ready(self) -> bool:
        """Its own answer is out: a follow-up now is a message of its own, not the filling of
        a "thinking…" that would take that answer's privacy."""
        return self.interaction.response.is_done() and not thinking(self.interaction)

    def room(self) -> bool:
        return not self.capped or self.follow_ups < FOLLOW_UPS


class Visits:
    """The live tokens of the places where the bot is no member."""

    def __init__(self, places: Places) -> None:
        self.places = places
        self._tokens: dict[int, list[Token]] = {}
        self._makers: OrderedDict[int, Token] = OrderedDict()
        self._late: set[int] = set()
        """Places whose next post brings what waited for someone to act there."""

    async def visited(self, channel_id: int) -> bool:
        return await self.places.visited(channel_id)

    async def arrived(self, interaction: discord.Interaction) -> PlaceKind | None:
        """Note where ``interaction`` comes from and, where the bot is no member, keep its
        token for the place's posts."""
        channel_id = interaction.channel_id
        kind = kind_of(interaction)
        if channel_id is None:
            return kind
        await self.places.arrived(channel_id, kind, interaction.guild_id)
        if kind is not None and kind.visited:
            tokens = [t for t in self._tokens.get(channel_id, []) if t.alive()]
            capped = not interaction.is_guild_integration()
            self._tokens[channel_id] = [*tokens, Token(interaction, capped)]
            if len(self._tokens) > KNOWN_PLACES:
                self._forget_the_quiet()
        return kind

    def _forget_the_quiet(self) -> None:
        """Places where nobody acted for 15 minutes hold only dead tokens: let them go."""
        for channel_id, tokens in list(self._tokens.items()):
            if not any(token.alive() for token in tokens):
                del self._tokens[channel_id]

    def token(self, channel_id: int) -> Token:
        """The freshest token that may post one more follow-up in the place; ``Held`` when
        the only one is an interaction still being answered (its answer first), ``Parked``
        when there is none."""
        tokens = [t for t in self._tokens.get(channel_id, []) if t.alive() and t.room()]
        self._tokens[channel_id] = tokens
        for token in reversed(tokens):
            if token.ready():
                return token
        if tokens:
            raise Held(f"channel {channel_id}: the interaction acting there is not answered yet")
        raise Parked(f"channel {channel_id}: no interaction's token is alive there")

    def late(self, channel_id: int) -> None:
        """What waited in the place goes out now: its first post says so."""
        self._late.add(channel_id)

    def comes_late(self, channel_id: int) -> bool:
        """Whether this post is the first of what waited (asked once per post)."""
        late = channel_id in self._late
        self._late.discard(channel_id)
        return late

    def made(self, message_id: int, token: Token) -> None:
        """``token`` made the message: it may edit it while it lives."""
        self._makers[message_id] = token
        while len(self._makers) > KNOWN_MESSAGES:
            self._makers.popitem(last=False)

    def maker(self, message_id: int) -> Token | None:
        """The live token that made the message, if this process knows it."""
        token = self._makers.get(message_id)
        return token if token is not None and token.alive() else None
