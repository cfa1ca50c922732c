"""The grey wall's buttons: players choose the column of each complete line's tile.

When a grey round's offer ends, the table message carries one "Place your tile" button for
everyone still placing (they place at the same time, in any order). A tap answers the
tapper alone with their topmost complete line and one button per open column.

These buttons name the round and the line, not the game's version: the other players'
placements change the version meanwhile. One is stale when its round is over or its line
placed; the host refuses it and changes nothing.
"""

from __future__ import annotations

import discord

from azul_bot.core import Refusal, ServiceError, StaleTurn
from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    refused,
    reply,
    room_of,
    saved_but_not_posted,
)
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.narrator import COLOR_EMOJI, color_name, tiles

from .. import GameQueries, Placing, PlacingControls, PlacingView
from . import custom_ids as ids
from .answers import board_alt
from .picker import table_file


class PlaceTile(IdButton, format=ids.PLACE_TILE):
    """Under the table while the grey walls are tiled: opens the tapper's own choice."""

    game: int
    round: int

    def __init__(self, game: int, round: int, say: Words = ENGLISH) -> None:
        label = say("button-place-tile")
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary), game, round
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            placing = await room_of(interaction, Placing).placing(
                channel_id_of(interaction), interaction.user.id, game_id=self.game
            )
            say = context.say
            files = await own_side(interaction, say)
            view = columns_view(say, placing)
            await reply(interaction, placing_text(say, placing), view=view, files=files)

        await handle(interaction, "button.place", body, posts=False)


async def own_side(interaction: discord.Interaction, say: Words) -> list[discord.File]:
    """The table from the tapper's side, their waiting line's legal cells outlined: the
    picture beside their column buttons (none when it cannot be drawn)."""
    table = await room_of(interaction, GameQueries).board(
        channel_id_of(interaction), str(interaction.locale), interaction.user.id
    )
    file = table_file(table, board_alt(say, table))
    return [file] if file else []


class WallColumn(IdButton, format=ids.WALL_COLUMN):
    """One open column of the tapper's pending line, labelled with its points."""

    game: int
    round: int
    line: int
    col: int

    def __init__(self, game: int, round: int, row: int, col: int, label: str = "") -> None:
        label, style = (label or str(col + 1))[:80], discord.ButtonStyle.success
        super().__init__(discord.ui.Button(label=label, style=style), game, round, row, col)
        self.line = row  # its line's row, which is its row of buttons too (``row``)

    async def callback(self, interaction: discord.Interaction) -> None:
        placings = room_of(interaction, Placing)
        channel_id = channel_id_of(interaction)
        user_id = interaction.user.id

        async def body(context: Context) -> None:
            context.game_id = self.game
            say = context.say
            try:
                table = await placings.place(
                    channel_id,
                    user_id,
                    game_id=self.game,
                    round=self.round,
                    row=self.line,
                    col=self.col,
                )
            except ServiceError as error:  # passed, or not offered: the picker says so
                context.outcome = error.code
                await interaction.edit_original_response(content=refused(say, error), view=None)
                return
            done = say("placing-done", line=self.line + 1, column=self.col + 1)
            done = saved_but_not_posted(say, table.published, done)
            try:  # another complete line of theirs may wait: offer it at once
                if table.finished:
                    raise StaleTurn(Refusal.PLACEMENT_PASSED)
                placing = await placings.placing(channel_id, user_id, game_id=self.game)
            except ServiceError:  # nothing more to place (or no game any more): done
                await interaction.edit_original_response(content=done, view=None, attachments=[])
                return
            content = f"{done}\n{placing_text(say, placing)}"
            await interaction.edit_original_response(
                content=content,
                view=columns_view(say, placing),
                attachments=await own_side(interaction, say),  # the next line's cells
            )

        await handle(interaction, "button.wall", body, defer="update", posts=False)


def placing_text(say: Words, placing: PlacingView) -> str:
    """``Line 3 is complete (3 red): choose the column of its tile.``, and a warning for each
    column that would close a printed cell of the line's color for good (the Crystal
    Mosaic)."""
    held = tiles(say, placing.count, placing.color)
    lines = [say("placing-prompt", line=placing.row + 1, tiles=held)]
    for choice in placing.columns:
        lines.extend(
            say(
                "placing-closes",
                column=choice.col + 1,
                color=color_name(say, cell.color),
                row=cell.row + 1,
                cell=cell.col + 1,
            )
            for cell in choice.closes
        )
    return "\n".join(lines)


def columns_view(say: Words, placing: PlacingView) -> discord.ui.View:
    """One button per open column, left to right: ``🟥 column 2 · +3``, a doubled cell's
    ``(3 × 2)`` said, one that closes a printed cell marked ``⚠️``."""
    view = discord.ui.View(timeout=None)
    emoji = COLOR_EMOJI[placing.color]
    for choice in placing.columns:
        key = "placing-column-doubled" if choice.multiplier > 1 else "placing-column"
        label = say(
            key,
            emoji=emoji,
            column=choice.col + 1,
            points=choice.points,
            base=choice.points // choice.multiplier,
            times=choice.multiplier,
        )
        if choice.closes:
            label = f"⚠️ {label}"
        view.add_item(WallColumn(placing.game_id, placing.round, placing.row, choice.col, label))
    return view


def placing_view(controls: PlacingControls, say: Words = ENGLISH) -> discord.ui.View:
    """The "Place your tile" button under the table, in the server's language."""
    view = discord.ui.View(timeout=None)
    view.add_item(PlaceTile(controls.game_id, controls.round, say))
    return view
