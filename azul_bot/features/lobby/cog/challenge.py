"""A challenge from a member's menu (right-click a member, Apps, "Challenge to Azul"): a lobby
here, as ``/azul new`` opens one, whose message pings the member challenged and carries
their Accept and Decline (``ChallengeButton``) beside the lobby's own buttons."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    guild_id_of,
    handle,
    parent_of,
    reply,
    room_of,
    saved_but_not_posted,
    styled,
)
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.discord.translator import menu_name
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.seats import mention

from ..challenge import Challenged, Challenges
from . import custom_ids as ids

ANSWERS_ROW = 3
"""Below the lobby's buttons (row 0), its computers' menu (1) and its walls' menu (2)."""


async def sees(channel: object, member: discord.Member | discord.User) -> bool:
    """Whether ``member`` can see ``channel``: one who cannot would never see the lobby.

    A thread has no permissions of its own: seeing it takes View Channel on its parent (what
    ``Thread.permissions_for`` reads). A private thread is seen, besides, only by its members
    and by those who may manage the parent's threads (Manage Threads, or an administrator),
    so one who is neither is refused even where they see the parent. Who is in a private
    thread is asked of Discord (the bot is told of no other member's joining); what cannot be
    known (a channel or a thread the bot cannot read) refuses nobody."""
    if not isinstance(member, discord.Member):
        return False  # not a member of this server (any more)
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True  # a channel the bot has not cached: nothing to tell, so not refused
    try:
        permissions = channel.permissions_for(member)
    except discord.ClientException:  # a thread whose channel the bot has not cached
        return True
    if not permissions.view_channel:
        return False
    if isinstance(channel, discord.Thread) and channel.is_private():
        return permissions.manage_threads or await in_thread(channel, member)
    return True


async def in_thread(thread: discord.Thread, member: discord.Member) -> bool:
    """Whether ``member`` is a member of ``thread`` (its owner is one)."""
    if member.id == thread.owner_id or any(known.id == member.id for known in thread.members):
        return True
    try:
        await thread.fetch_member(member.id)
    except discord.NotFound:
        return False
    except discord.HTTPException:
        return True  # the bot may not read the thread's members: nothing to tell
    return True


async def challenge(
    interaction: discord.Interaction, member: discord.Member | discord.User
) -> None:
    """The member's menu: a lobby here, hosted by whoever chose it, challenging ``member``."""

    async def body(context: Context) -> None:
        user = interaction.user
        challenged = Challenged(
            member.id,
            member.display_name,
            bot=member.bot,
            sees_channel=await sees(interaction.channel, member),
        )
        lobby = await room_of(interaction, Challenges).challenge(
            guild_id_of(interaction),
            channel_id_of(interaction),
            user.id,
            user.display_name,
            challenged,
            # In a thread: the game is found from its channel too, as /azul new's is.
            parent_id=parent_of(interaction.channel),
        )
        context.game_id = lobby.game_id
        say = context.say
        done = say("reply-challenge-sent", challenged=mention(member.id))
        await reply(interaction, saved_but_not_posted(say, lobby.published, done))

    await handle(interaction, "challenge", body, server_only=True)


def challenge_menu() -> app_commands.ContextMenu:
    # Offered in servers that added the bot: a challenge opens a lobby in a server's channel
    # and pings the challenged there (elsewhere the bot could not post it on its own).
    return app_commands.ContextMenu(
        name=menu_name("menu-challenge"),
        callback=challenge,
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )


class ChallengeButton(IdButton, format=ids.CHALLENGE):
    """Accept or Decline, under a lobby that challenges a member: theirs alone to press (the
    host checks who against the stored challenge)."""

    STYLES = {
        "accept": ("button-accept", discord.ButtonStyle.success),
        "decline": ("button-decline", discord.ButtonStyle.secondary),
    }
    answer: str
    game: int

    def __init__(self, answer: str, game: int, *, say: Words = ENGLISH) -> None:
        super().__init__(styled(say, *self.STYLES[answer], row=ANSWERS_ROW), answer, game)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            challenges = room_of(interaction, Challenges)
            channel_id = channel_id_of(interaction)
            user = interaction.user
            say = context.say
            if self.answer == "accept":
                lobby = await challenges.accept(channel_id, user.id, user.display_name, self.game)
                done = say("reply-challenge-accepted", seat=len(lobby.seats))
                published = lobby.published
            else:
                declined = await challenges.decline(channel_id, user.id, self.game)
                closed = declined.closed
                done = say(
                    "reply-challenge-declined-closed" if closed else "reply-challenge-declined-open"
                )
                published = declined.published
            await reply(interaction, saved_but_not_posted(say, published, done))

        await handle(interaction, f"button.challenge.{self.answer}", body)


def add_answers(view: discord.ui.View, game_id: int, say: Words = ENGLISH) -> None:
    """Accept and Decline, on a row of their own under the lobby's controls."""
    for answer in ChallengeButton.STYLES:
        view.add_item(ChallengeButton(answer, game_id, say=say))
