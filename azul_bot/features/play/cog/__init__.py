"""Play's front end: its commands, the move's buttons and the grey wall's."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core import BadInput, Refusal
from azul_bot.core.discord.common import Context, handle, reply
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import choice, subcommand
from azul_bot.engine import VARIANTS

from .. import MAX_VALUE, PlacingControls, TurnControls
from ..words.rules import rules_said
from . import commands
from .components import answer_unknown
from .picker import PICKER_ITEMS, turn_view
from .placing import PlaceTile, WallColumn, placing_view
from .table import ShowTable, letter


@subcommand("rules")
# The summary of the base game (either of its walls), or of a Crystal Mosaic side.
@app_commands.choices(variant=[choice(code) for code in VARIANTS])
async def rules(
    interaction: discord.Interaction, variant: app_commands.Choice[str] | None = None
) -> None:
    async def body(context: Context) -> None:
        code = variant.value if variant else None
        if code is not None and code not in VARIANTS:
            raise BadInput(Refusal.BAD_OPTION)  # a forged choice
        chosen = VARIANTS[code] if code is not None else None
        await reply(interaction, rules_said(context.say, chosen))

    await handle(interaction, "rules", body, posts=False, defer="none")


@subcommand("play")
async def play(
    interaction: discord.Interaction,
    source: app_commands.Range[str, 1, MAX_VALUE],
    color: app_commands.Range[str, 1, MAX_VALUE],
    line: app_commands.Range[str, 1, MAX_VALUE],
) -> None:
    await commands.play(interaction, source, color, line)


play.autocomplete("source")(commands.source_autocomplete)
play.autocomplete("color")(commands.color_autocomplete)
play.autocomplete("line")(commands.line_autocomplete)
board = subcommand("board")(commands.board)
hint = subcommand("hint")(commands.hint)


@subcommand("moves")
async def moves(
    interaction: discord.Interaction, page: app_commands.Range[int, 1, 10000] = 0
) -> None:
    await commands.moves(interaction, page)


FRONT = Front(
    # /azul rules first: the group lists it where it stood, right after the settings'.
    commands=(rules, play, board, hint, moves),
    buttons=(*PICKER_ITEMS, PlaceTile, WallColumn, ShowTable),
    views={TurnControls: turn_view, PlacingControls: placing_view},
    unknown=answer_unknown,
    letter=letter,
)
