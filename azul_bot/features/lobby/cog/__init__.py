"""The lobby's front end."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import subcommand
from azul_bot.core.words import Words
from azul_bot.engine import CLASSIC
from azul_bot.features.play import RematchControls

from ..posts import LobbyControls
from . import commands
from .buttons import AddComputer, LobbyButton, WallChoice, lobby_view
from .challenge import ChallengeButton, challenge_menu
from .questions import AbortButton, ResignButton
from .rematch import RematchButton, rematch_view


@subcommand("new")
@app_commands.choices(variant=commands.VARIANT_CHOICES)
async def new(
    interaction: discord.Interaction,
    thread: bool | None = None,
    variant: str = CLASSIC.code,
    min_finished: app_commands.Range[int, 1, 100] | None = None,
) -> None:
    await commands.new(interaction, thread, variant, min_finished)


join = subcommand("join")(commands.join)
leave = subcommand("leave")(commands.leave)


@subcommand("addbot")
@app_commands.choices(level=commands.LEVEL_CHOICES)
async def addbot(interaction: discord.Interaction, level: app_commands.Choice[str]) -> None:
    await commands.addbot(interaction, level.value)


start = subcommand("start")(commands.start)
abort = subcommand("abort")(commands.abort)


def rematch_controls_view(controls: RematchControls, say: Words) -> discord.ui.View:
    return rematch_view(controls.game_id, say)


FRONT = Front(
    commands=(new, join, leave, addbot, start, abort),
    menus=(challenge_menu(),),
    buttons=(
        LobbyButton,
        AddComputer,
        WallChoice,
        ResignButton,
        AbortButton,
        RematchButton,
        ChallengeButton,
    ),
    views={LobbyControls: lobby_view, RematchControls: rematch_controls_view},
)
