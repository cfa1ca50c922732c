"""Settings' front end: ``/azul confirm``, ``settings`` (a server's rules) and ``rules``,
answered in ``settings_commands``."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.service.settings import MAX_AWAY_DAYS

from . import settings_commands
from .front import Front
from .translator import about

SETTINGS_OPTIONS = (
    "time_limit",
    "reminder",
    "at_limit",
    "stand_in",
    "threads",
    "hints",
    "language",
    "season",
    "announcements",
    "away_days",
    "organizers",
    "reset",
)


@app_commands.command(name="confirm", description=about("confirm"))
@app_commands.describe(on=about("confirm", "on"))
async def confirm(interaction: discord.Interaction, on: bool) -> None:
    await settings_commands.confirm(interaction, on)


@app_commands.command(name="settings", description=about("settings"))
@app_commands.describe(**{option: about("settings", option) for option in SETTINGS_OPTIONS})
@app_commands.choices(
    at_limit=settings_commands.AT_LIMIT_CHOICES,
    stand_in=settings_commands.STAND_IN_CHOICES,
    language=settings_commands.LANGUAGE_CHOICES,
    season=settings_commands.SEASON_CHOICES,
    reset=settings_commands.RESET_CHOICES,
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
    away_days: app_commands.Range[int, 0, MAX_AWAY_DAYS] | None = None,
    organizers: discord.Role | None = None,
    reset: app_commands.Choice[str] | None = None,
) -> None:
    await settings_commands.settings(
        interaction,
        time_limit=time_limit,
        reminder=reminder,
        at_limit=at_limit,
        stand_in=stand_in,
        threads=threads,
        hints=hints,
        language=language,
        season=season,
        announcements=announcements,
        away_days=away_days,
        organizers=organizers,
        reset=reset,
    )


@app_commands.command(name="rules", description=about("rules"))
@app_commands.describe(variant=about("rules", "variant"))
@app_commands.choices(variant=settings_commands.RULES_CHOICES)
async def rules(
    interaction: discord.Interaction, variant: app_commands.Choice[str] | None = None
) -> None:
    await settings_commands.rules(interaction, variant.value if variant else None)


FRONT = Front(commands=(confirm, settings, rules))
