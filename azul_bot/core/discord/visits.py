"""Playing where the bot is no member: a group DM, or a server where only the players added the
app to their accounts. There Discord lets the app do nothing but answer interactions: each
one's token posts follow-ups and edits the messages it made, for 15 minutes, at most five
follow-ups when only a person's install authorized it (developers/interactions/receiving-and-
responding). The place's channel, its history, its server: all answer Missing Access.

``Visits`` keeps each such interaction's token with its place (``Places``: stored, so every
process may post with it, and a restart within its 15 minutes too) and hands the freshest one
out to each post; what finds none waits for the place's next interaction (``Parked``).
"""

from __future__ import annotations

import logging
from datetime import timedelta

import discord

from azul_bot.core import Held, Parked, PlaceKind, Places, Token

log = logging.getLogger("azul.visits")

MARGIN = timedelta(minutes=1)
"""A token this close to its end is left alone: a post slowed down would fail on it."""
FOLLOWED_UP = "azul.follow_ups"  # in ``interaction.extras``: the answers of its own it made
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
    """One more message of the interaction's own answer, toward Discord's follow-up cap."""
    interaction.extras[FOLLOWED_UP] = int(interaction.extras.get(FOLLOWED_UP, 0)) + 1


def now() -> float:
    """Discord's time, as interactions' ends are told in it."""
    return discord.utils.utcnow().timestamp()


class Visits:
    """The tokens of the places where the bot is no member, and which post says it is late."""

    def __init__(self, places: Places) -> None:
        self.places = places
        self._late: set[int] = set()
        """Places whose next post brings what waited for someone to act there."""

    async def visited(self, channel_id: int) -> bool:
        return await self.places.visited(channel_id)

    async def arrived(self, interaction: discord.Interaction) -> bool:
        """Note where ``interaction`` comes from and, where the bot is no member, keep its
        token for the place's posts. True when the bot is no member there, or was until now
        (a server that added it since): what waited there is to be woken."""
        channel_id = interaction.channel_id
        kind = kind_of(interaction)
        if channel_id is None:
            return False
        before = await self.places.arrived(channel_id, kind, interaction.guild_id)
        if kind is not None and kind.visited:
            await self.places.keep_token(
                channel_id,
                Token(interaction.id, interaction.token),
                (interaction.expires_at - MARGIN).timestamp(),
                capped=not interaction.is_guild_integration(),
                ready=interaction.response.is_done() and not thinking(interaction),
                now=now(),
            )
        return any(place is not None and place.visited for place in (kind, before))

    async def answered(self, interaction: discord.Interaction) -> None:
        """Its answer is out: its token may carry the place's posts."""
        follow_ups = int(interaction.extras.get(FOLLOWED_UP, 0))
        await self.places.answered(interaction.id, follow_ups)

    async def token(self, channel_id: int) -> Token:
        """The freshest token that may post one more follow-up in the place (counted);
        ``Held`` when the only one is an interaction still being answered (its answer first),
        ``Parked`` when there is none."""
        taken = await self.places.take_token(channel_id, now())
        if isinstance(taken, Token):
            return taken
        if taken:
            raise Held(f"channel {channel_id}: the interaction acting there is not answered yet")
        raise Parked(f"channel {channel_id}: no interaction's token is alive there")

    async def made(self, message_id: int, token: Token) -> None:
        """``token`` made the message: it may edit it while it lives."""
        await self.places.made(message_id, token)

    async def maker(self, message_id: int) -> str | None:
        """The live token that made the message, if any."""
        return await self.places.maker(message_id, now())

    def late(self, channel_id: int) -> None:
        """What waited in the place goes out now: its first post says so."""
        self._late.add(channel_id)

    def comes_late(self, channel_id: int) -> bool:
        """Whether this post is the first of what waited (asked once per post)."""
        late = channel_id in self._late
        self._late.discard(channel_id)
        return late
