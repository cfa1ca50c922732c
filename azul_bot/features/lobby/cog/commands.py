"""The lobby's commands, answered here."""

from __future__ import annotations

from typing import Literal

import discord

from azul_bot.core import LEVELS, GameService, Refusal, ServiceError, WrongPhase
from azul_bot.core.discord.common import (
    Context,
    NoThreadHere,
    channel_id_of,
    guild_id_of,
    handle,
    lacking,
    parent_of,
    reply,
    room_of,
    saved_but_not_posted,
    service_of,
)
from azul_bot.core.discord.permissions import Place, account_url, missing
from azul_bot.core.discord.translator import choice
from azul_bot.core.discord.visits import kind_of
from azul_bot.core.words import language_of, words
from azul_bot.engine import VARIANTS
from azul_bot.features.play import Endings

from ..lobby import Lobby
from .buttons import computer_seated
from .questions import abort_view, resign_view

LEVEL_CHOICES = [choice(level) for level in LEVELS]
VARIANT_CHOICES = [choice(code) for code in VARIANTS]
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: a slow game's thread stays in the list


async def game_thread(
    interaction: discord.Interaction, name: str, service: GameService, guild_id: int
) -> discord.Thread:
    """A public thread of the channel for a new game (one channel, many games), named in the
    server's language. Refused before it is opened where the bot could not play in it: a
    thread it may not post in would hold a lobby that never appears."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise NoThreadHere(Refusal.THREADS_TEXT_ONLY)
    lacks = missing(interaction.app_permissions, Place.OPENS_THREADS)
    if lacks:
        raise lacking(Place.OPENS_THREADS, lacks)
    server = words(language_of(await service.server_locale(guild_id)))
    try:
        return await channel.create_thread(
            name=server("thread-name", name=name)[:100],
            type=discord.ChannelType.public_thread,
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
        )
    except discord.Forbidden:  # a permission taken away since the check (``new``)
        raise lacking(Place.OPENS_THREADS, ["create_public_threads"]) from None


async def new(
    interaction: discord.Interaction,
    thread: bool | None,
    variant: str,
    min_finished: int | None = None,
) -> None:
    """A lobby in a thread of this channel, or here (``thread``: None for the server's
    default), which only people who finish ``min_finished`` percent of their games may
    join."""

    async def body(context: Context) -> None:
        service = service_of(interaction)
        guild_id = guild_id_of(interaction)
        channel_id = channel_id_of(interaction)
        wanted = (await service.settings(guild_id)).threads if thread is None else thread
        if kind_of(interaction) is not None:  # a DM, or where the bot cannot open a thread
            if thread:
                raise NoThreadHere(Refusal.THREADS_TEXT_ONLY)
            wanted = False
        name = interaction.user.display_name
        no_thread = False
        # A game in a thread is found from its channel too (``/azul join`` typed there).
        parent_id = parent_of(interaction.channel)
        if wanted and not isinstance(interaction.channel, discord.Thread):
            try:
                channel_id = (await game_thread(interaction, name, service, guild_id)).id
                parent_id = interaction.channel_id
            except ServiceError:
                if thread:
                    raise  # asked for by name: refused, and told why
                no_thread = True  # the server's default: the game is played here
        lobby = await service.room(Lobby).open_lobby(
            guild_id,
            channel_id,
            interaction.user.id,
            name,
            variant,
            parent_id=parent_id,
            min_finished=min_finished,
        )
        context.game_id = lobby.game_id
        say = context.say
        if channel_id != interaction.channel_id:
            done = say("reply-lobby-opened-in", channel=f"<#{channel_id}>")
        elif no_thread:
            done = say("reply-lobby-opened-no-thread")
        else:
            done = say("reply-lobby-opened")
        place = kind_of(interaction)
        if place is not None and place.visited:
            link = account_url(interaction.application_id)
            done = f"{done}\n{say('reply-lobby-visited', link=link)}"
        await reply(interaction, saved_but_not_posted(say, lobby.published, done))

    await handle(interaction, "new", body)


async def join(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        lobby = await room_of(interaction, Lobby).join(
            channel_id_of(interaction), interaction.user.id, interaction.user.display_name
        )
        context.game_id = lobby.game_id
        say = context.say
        if lobby.channel_id not in (None, interaction.channel_id):  # in one of its threads
            where = f"<#{lobby.channel_id}>"
            done = say("reply-seated-in", channel=where, seat=len(lobby.seats))
        else:
            done = say("reply-seated", seat=len(lobby.seats))
        await reply(interaction, saved_but_not_posted(say, lobby.published, done))

    await handle(interaction, "join", body)


async def leave(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        service = service_of(interaction)
        channel_id = channel_id_of(interaction)
        try:
            lobby = await service.room(Lobby).leave(channel_id, interaction.user.id)
        except WrongPhase:
            record = await service.room(Endings).check_resign(channel_id, interaction.user.id)
            context.game_id = record.id
            say = context.say
            await reply(interaction, say("ask-resign"), view=resign_view(say, record.id))
            return
        context.game_id = lobby.game_id
        say = context.say
        done = say("reply-left-lobby-closed" if lobby.closed else "reply-left-lobby")
        await reply(interaction, saved_but_not_posted(say, lobby.published, done))

    await handle(interaction, "leave", body)


async def addbot(interaction: discord.Interaction, level: str) -> None:
    async def body(context: Context) -> None:
        lobby = await room_of(interaction, Lobby).add_computer(
            channel_id_of(interaction), interaction.user.id, level
        )
        context.game_id = lobby.game_id
        await reply(interaction, computer_seated(context.say, lobby))

    await handle(interaction, "addbot", body)


async def start(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        table = await room_of(interaction, Lobby).start(
            channel_id_of(interaction), interaction.user.id
        )
        context.game_id = table.game_id
        say = context.say
        await reply(interaction, saved_but_not_posted(say, table.published, say("reply-started")))

    await handle(interaction, "start", body)


async def abort(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        can_manage = bool(interaction.permissions.manage_channels)
        record = await room_of(interaction, Endings).check_abort(
            channel_id_of(interaction), interaction.user.id, can_manage=can_manage
        )
        context.game_id = record.id
        say = context.say
        running = record.status == "running"
        await reply(
            interaction,
            say("ask-abort-game" if running else "ask-abort-lobby"),
            view=abort_view(say, record.id, running=running),
        )

    await handle(interaction, "abort", body, posts=False)
