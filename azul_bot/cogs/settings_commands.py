"""Settings: the server's (``/azul settings``), a player's own ``confirm`` (``notify`` is the
digest's, in its folder), and ``/azul rules``. Each is declared in the cog
(``azul``) and answered here."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.engine import VARIANTS
from azul_bot.service import LEVELS, BadInput, NotAllowed, Refusal
from azul_bot.service.settings import SEASON_PERIODS, SERVER_LANGUAGES, UNSETTABLE, Preferences
from azul_bot.words.rules import rules_said
from azul_bot.words.typed import typed

from .answers import settings_text
from .common import Context, guild_id_of, handle, lacking, reply, service_of
from .permissions import Place, missing
from .translator import choice

AT_LIMIT_CHOICES = [choice("turn"), choice("seat")]
STAND_IN_CHOICES = [choice(level) for level in LEVELS]
"""The computer that stands in for a player who left or ran out of time, weakest first."""
LANGUAGE_CHOICES = [choice(language) for language in SERVER_LANGUAGES]
"""The server's language: its own Discord locale (``auto``), or one the admins choose."""
SEASON_CHOICES = [choice(period) for period in SEASON_PERIODS]
RULES_CHOICES = [choice(code) for code in VARIANTS]
"""The summary of the base game (either of its walls), or of a Crystal Mosaic side."""
RESET_CHOICES = [choice(setting) for setting in UNSETTABLE]
"""What ``reset`` takes back to none: the announcements channel, the organizers' role."""


async def settings(
    interaction: discord.Interaction,
    *,
    time_limit: str | None,
    reminder: str | None,
    at_limit: app_commands.Choice[str] | None,
    threads: bool | None,
    hints: bool | None,
    language: app_commands.Choice[str] | None,
    season: app_commands.Choice[str] | None,
    announcements: discord.abc.GuildChannel | None,
    away_days: int | None,
    organizers: discord.Role | None = None,
    reset: app_commands.Choice[str] | None = None,
    stand_in: app_commands.Choice[str] | None = None,
) -> None:
    async def body(context: Context) -> None:
        changes = {
            # "off" may be typed in any language the bot speaks ("désactivé", "uit").
            "time_limit": typed(time_limit) if time_limit else None,
            "reminder": typed(reminder) if reminder else None,
            "at_limit": at_limit.value if at_limit else None,
            "stand_in": stand_in.value if stand_in else None,
            "threads": threads,
            "hints": hints,
            "language": language.value if language else None,
            "season": season.value if season else None,
            "announcements": announcements.id if announcements else None,
            "away_days": away_days,
            "organizer_role": organizers.id if organizers else None,
            "reset": reset.value if reset else None,
        }
        changes = {key: value for key, value in changes.items() if value is not None}
        service = service_of(interaction)
        guild_id = guild_id_of(interaction)
        if changes and not interaction.permissions.manage_guild:
            raise NotAllowed(Refusal.MANAGE_SERVER_NEEDED)
        if announcements is not None:
            may_post_in(announcements)
        if changes:
            shown = await service.room(Preferences).update_settings(guild_id, **changes)
        else:
            shown = await service.settings(guild_id)
        locale = await service.server_locale(guild_id)
        await reply(interaction, settings_text(context.say, shown, locale))

    await handle(interaction, "settings", body, posts=False)


def may_post_in(channel: discord.abc.GuildChannel) -> None:
    """Refuse an announcements channel the bot could not post a season's podium in."""
    me = channel.guild.me
    lacks = missing(channel.permissions_for(me), Place.ANNOUNCEMENTS) if me else []
    if lacks:
        raise lacking(Place.ANNOUNCEMENTS, lacks, channel=f"<#{channel.id}>")


async def confirm(interaction: discord.Interaction, on: bool) -> None:
    async def body(context: Context) -> None:
        await service_of(interaction).room(Preferences).confirm(interaction.user.id, on)
        await reply(interaction, context.say("reply-confirm-on" if on else "reply-confirm-off"))

    await handle(interaction, "confirm", body, posts=False)


async def rules(interaction: discord.Interaction, variant: str | None = None) -> None:
    async def body(context: Context) -> None:
        if variant is not None and variant not in VARIANTS:
            raise BadInput(Refusal.BAD_OPTION)  # a forged choice
        chosen = VARIANTS[variant] if variant is not None else None
        await reply(interaction, rules_said(context.say, chosen))

    await handle(interaction, "rules", body, posts=False, defer="none")
