"""The grey wall's buttons: players choose the column of each complete line's tile (the
host chooses the wall in the lobby, with the lobby's buttons).

When a grey round's offer ends, the table message carries one "Place your tile" button for
everyone still placing (they place at the same time, in any order). A tap answers the
tapper alone with their topmost complete line and one button per open column, each with the
points it scores now; a column tap places the tile, and shows the next line if one waits.

These buttons name the round and the line, not the game's version: the other players'
placements change the version meanwhile. One is stale when its round is over or its line
placed; the host refuses it and changes nothing.

Their custom ids (the game, the round, the line and the column) are described in
``custom_ids``.
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
    saved_but_not_posted,
    service_of,
)
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.narrator import COLOR_EMOJI, color_name, tiles

from .. import GameQueries, Placing, PlacingControls, PlacingView
from . import custom_ids as ids
from .answers import board_alt
from .picker import table_file


class PlaceTile(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.PLACE_TILE.template,
):
    """Under the table while the grey walls are tiled: opens the tapper's own choice."""

    def __init__(self, game_id: int, round: int, say: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say("button-place-tile"),
                style=discord.ButtonStyle.primary,
                custom_id=ids.PLACE_TILE.make(game=game_id, round=round),
            )
        )
        self.game_id = game_id
        self.round = round

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["game"]), int(match["round"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            placing = (
                await service_of(interaction)
                .room(Placing)
                .placing(
                    channel_id_of(interaction),
                    interaction.user.id,
                    game_id=self.game_id,
                )
            )
            say = context.say
            files = await own_side(interaction, say)
            view = columns_view(say, placing)
            await reply(interaction, placing_text(say, placing), view=view, files=files)

        await handle(interaction, "button.place", body, posts=False)


async def own_side(interaction: discord.Interaction, say: Words) -> list[discord.File]:
    """The table from the tapper's side, their waiting line's legal cells outlined: the
    picture beside their column buttons (none when it cannot be drawn)."""
    table = (
        await service_of(interaction)
        .room(GameQueries)
        .board(
            channel_id_of(interaction),
            str(interaction.locale),
            interaction.user.id,
        )
    )
    file = table_file(table, board_alt(say, table))
    return [file] if file else []


class WallColumn(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.WALL_COLUMN.template,
):
    """One open column of the tapper's pending line, labelled with its points."""

    def __init__(self, game_id: int, round: int, row: int, col: int, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or str(col + 1))[:80],
                style=discord.ButtonStyle.success,
                custom_id=ids.WALL_COLUMN.make(game=game_id, round=round, row=row, col=col),
            )
        )
        self.game_id = game_id
        self.round = round
        self.row = row  # its line's row, which is its row of buttons too
        self.line = row
        self.col = col

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["game"]), int(match["round"]), int(match["row"]), int(match["col"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        channel_id = channel_id_of(interaction)
        user_id = interaction.user.id

        async def body(context: Context) -> None:
            context.game_id = self.game_id
            say = context.say
            try:
                table = await service.room(Placing).place(
                    channel_id,
                    user_id,
                    game_id=self.game_id,
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
                placing = await service.room(Placing).placing(
                    channel_id, user_id, game_id=self.game_id
                )
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
