"""The front end of how a player is told of their turns: ``/azul notify turns``, ``digest``
and ``off``, one way at a time (answered in ``notify_commands``)."""

from __future__ import annotations

import discord
from discord import app_commands

from . import notify_commands
from .front import Front
from .translator import about

notify = app_commands.Group(name="notify", description=about("notify"))


@notify.command(name="turns", description=about("notify", "turns"))
@app_commands.describe(on=about("notify", "turns", "on"))
async def notify_turns(interaction: discord.Interaction, on: bool) -> None:
    await notify_commands.turns(interaction, on)


@notify.command(name="digest", description=about("notify", "digest"))
@app_commands.describe(
    at=about("notify", "digest", "at"), timezone=about("notify", "digest", "timezone")
)
async def notify_digest(
    interaction: discord.Interaction,
    at: app_commands.Range[str, 1, 24],
    timezone: app_commands.Range[str, 1, 64] | None = None,
) -> None:
    await notify_commands.digest(interaction, at, timezone)


@notify_digest.autocomplete("timezone")
async def timezone_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await notify_commands.timezone_autocomplete(interaction, current)


@notify.command(name="off", description=about("notify", "off"))
async def notify_off(interaction: discord.Interaction) -> None:
    await notify_commands.off(interaction)


FRONT = Front(commands=(notify,))
