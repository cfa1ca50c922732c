"""Time away's front end: ``/azul away`` and ``back``, answered in ``away_commands``."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.service.away import MAX_DAYS

from . import away_commands
from .front import Front
from .translator import about


@app_commands.command(name="away", description=about("away"))
@app_commands.describe(days=about("away", "days"))
async def away(
    interaction: discord.Interaction, days: app_commands.Range[int, 1, MAX_DAYS]
) -> None:
    await away_commands.away(interaction, days)


@app_commands.command(name="back", description=about("back"))
async def back(interaction: discord.Interaction) -> None:
    await away_commands.back(interaction)


FRONT = Front(commands=(away, back))
