"""Settings' commands; each option named once, in its command's signature, and described by
the catalogue."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from azul_bot.core import LEVELS, GameService, NotAllowed
from azul_bot.core.db import GuildSettings
from azul_bot.core.discord.common import (
    Context,
    guild_id_of,
    handle,
    lacking,
    reply,
    room_of,
    service_of,
)
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.permissions import Place, missing
from azul_bot.core.discord.translator import choice, subcommand
from azul_bot.core.words import Words
from azul_bot.core.words.typed import typed
from azul_bot.features.seasons import SEASON_PERIODS

from .ids import MANAGE_SERVER_NEEDED
from .preferences import Preferences
from .server import ANNOUNCEMENTS, AT_LIMIT, SERVER_LANGUAGES
from .words import announcements_line, settings_text


@subcommand("confirm")
async def confirm(interaction: discord.Interaction, on: bool) -> None:
    async def body(context: Context) -> None:
        await room_of(interaction, Preferences).confirm(interaction.user.id, on)
        await reply(interaction, context.say("reply-confirm-on" if on else "reply-confirm-off"))

    await handle(interaction, "confirm", body, posts=False)


@subcommand("settings")
@app_commands.choices(
    at_limit=[choice(what) for what in AT_LIMIT],
    # The computer that stands in for a player who left or ran out of time, weakest first.
    stand_in=[choice(level) for level in LEVELS],
    # The server's language: its own Discord locale (``auto``), or one the admins choose.
    language=[choice(language) for language in SERVER_LANGUAGES],
    season=[choice(period) for period in SEASON_PERIODS],
    # What ``reset`` takes back to none: the announcements channel, a feature's setting.
    reset=[choice(setting) for setting in (ANNOUNCEMENTS, "organizers")],
)
async def settings(
    interaction: discord.Interaction,
    time_limit: app_commands.Range[str, 1, 24] | None = None,
    reminder: app_commands.Range[str, 1, 24] | None = None,
    at_limit: app_commands.Choice[str] | None = None,
    stand_in: app_commands.Choice[str] | None = None,
    threads: bool | None = None,
    hints: bool | None = None,
    language: app_commands.Choice[str] | None = None,
    season: app_commands.Choice[str] | None = None,
    announcements: discord.TextChannel | None = None,
    away_days: app_commands.Range[int, 0, 90] | None = None,  # time away's most, checked there
    organizers: discord.Role | None = None,
    reset: app_commands.Choice[str] | None = None,
) -> None:
    async def body(context: Context) -> None:
        changes: dict[str, Any] = {
            # "off" may be typed in any language the bot speaks ("désactivé", "uit").
            "time_limit": typed(time_limit) if time_limit else None,
            "reminder": typed(reminder) if reminder else None,
            "at_limit": at_limit.value if at_limit else None,
            "stand_in": stand_in.value if stand_in else None,
            "threads": threads,
            "hints": hints,
            "language": language.value if language else None,
            # season, away_days, organizers (and reset's organizers): the features' settings,
            # each checked, saved and said by its feature, found by its option's name.
            "season": season.value if season else None,
            "announcements": announcements.id if announcements else None,
            "away_days": away_days,
            "organizers": organizers.id if organizers else None,
            "reset": reset.value if reset else None,
        }
        changes = {key: value for key, value in changes.items() if value is not None}
        service = service_of(interaction)
        guild_id = guild_id_of(interaction)
        if changes and not interaction.permissions.manage_guild:
            raise NotAllowed(MANAGE_SERVER_NEEDED)
        if announcements is not None:
            may_post_in(announcements)
        room = service.room(Preferences)
        if changes:
            shown = await room.update_settings(guild_id, **changes)
        else:
            shown = await service.settings(guild_id)
        club = club_lines(context.say, shown, await room.server_settings(guild_id), service)
        locale = await service.server_locale(guild_id)
        await reply(interaction, settings_text(context.say, shown, locale, club))

    await handle(interaction, "settings", body, posts=False, server_only=True)


def club_lines(
    say: Words, shown: GuildSettings, values: dict[str, Any], service: GameService
) -> list[str]:
    """The lines after the language, each in its option's place in the command: the
    announcements channel's, and each feature's setting's, said by the feature."""
    features = service.server_settings
    lines = {name: features[name].line(say, value) for name, value in values.items()}
    lines[ANNOUNCEMENTS] = announcements_line(say, shown)
    return [lines[option.name] for option in settings.parameters if option.name in lines]


def may_post_in(channel: discord.abc.GuildChannel) -> None:
    """Refuse an announcements channel the bot could not post a season's podium in."""
    me = channel.guild.me
    lacks = missing(channel.permissions_for(me), Place.ANNOUNCEMENTS) if me else []
    if lacks:
        raise lacking(Place.ANNOUNCEMENTS, lacks, channel=f"<#{channel.id}>")


FRONT = Front(commands=(confirm, settings))
