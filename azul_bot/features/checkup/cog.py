"""The checkup's Discord side: ``/azul check``, answered privately to those who manage the
server, from the bot's permissions as Discord gives them and the server's backlog."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core import NotAllowed
from azul_bot.core.discord.common import Context, guild_id_of, handle, reply, service_of
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.permissions import Place, missing, needed, place_of
from azul_bot.core.discord.translator import about
from azul_bot.version import version

from .service import MANAGE_SERVER, Checkup
from .words import PlaceChecked, check_text


@app_commands.command(name="check", description=about("check"))
async def check(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        if not interaction.permissions.manage_guild:
            raise NotAllowed(MANAGE_SERVER)
        service = service_of(interaction)
        guild_id = guild_id_of(interaction)
        settings = await service.settings(guild_id)
        places = [*here(interaction, opens_threads=settings.threads)]
        places.append(announcements(interaction.guild, settings.announcements))
        backlog = await service.room(Checkup).backlog(guild_id)
        await reply(interaction, check_text(context.say, version(), places, backlog))

    await handle(interaction, "check", body, posts=False, server_only=True)


def here(interaction: discord.Interaction, *, opens_threads: bool) -> list[PlaceChecked]:
    """This channel, as the bot's permissions in it stand; and when the server opens each game
    in a thread of its own (and this is a channel, not a thread), the threads opened here."""
    have = interaction.app_permissions
    mention = f"<#{interaction.channel_id}>"
    place = place_of(interaction.channel)
    checked = [checked_at(place, mention, have)]
    if place is Place.CHANNEL and opens_threads:
        checked.append(checked_at(Place.OPENS_THREADS, mention, have))
    return checked


def announcements(guild: discord.Guild | None, channel_id: int | None) -> PlaceChecked:
    """The announcements channel the settings name: none set, gone, or the bot's permissions
    there."""
    if channel_id is None:
        return PlaceChecked("no_announcements", None, (), ())
    channel = guild.get_channel(channel_id) if guild is not None else None
    me = guild.me if guild is not None else None
    if channel is None or me is None:
        return PlaceChecked("announcements_gone", None, (), ())
    return checked_at(Place.ANNOUNCEMENTS, channel.mention, channel.permissions_for(me))


def checked_at(place: Place, mention: str, have: discord.Permissions) -> PlaceChecked:
    lacks = missing(have, place)
    present = tuple(name for name in needed(place) if name not in lacks)
    return PlaceChecked(place.value, mention, present, tuple(lacks))


FRONT = Front(commands=(check,))
