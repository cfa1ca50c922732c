"""The checkup's front end: ``/azul check``, answered in ``check_commands``."""

from __future__ import annotations

import discord
from discord import app_commands

from . import check_commands
from .front import Front
from .translator import about


@app_commands.command(name="check", description=about("check"))
async def check(interaction: discord.Interaction) -> None:
    await check_commands.check(interaction)


FRONT = Front(commands=(check,))
