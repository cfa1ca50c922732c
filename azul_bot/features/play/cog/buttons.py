"""The buttons that play the picked move: Confirm, or a line button for a player who turned
Confirm off (``/azul confirm``). A move is played only at the turn (version) its button was
made for, so a double tap plays once."""

from __future__ import annotations

import discord

from azul_bot.core import StaleTurn
from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    saved_but_not_posted,
    service_of,
)
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import ENGLISH
from azul_bot.engine import FLOOR, Move

from .. import GameQueries, Turns, line_value
from ..words.pickers import move_without_count
from . import custom_ids as ids
from .turn_checks import stale_answer


class MoveButton(IdButton):
    """A button that plays the move it carries, at the turn it was made for."""

    ACTION = "button.confirm"
    game: int
    turn: int
    move: str

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_picked(interaction, self.game, self.turn, self.move, self.ACTION)


class ConfirmMove(MoveButton, format=ids.CONFIRM_MOVE):
    def __init__(self, game: int, turn: int, move: str, label: str = "") -> None:
        label = label or ENGLISH("button-confirm")
        style = discord.ButtonStyle.success
        super().__init__(discord.ui.Button(label=label, style=style, row=2), game, turn, move)


class PlayLine(MoveButton, format=ids.PLAY_LINE):
    """A line button that plays the move at once, for a player who turned Confirm off:
    green like Confirm, as it does what Confirm does."""

    ACTION = "button.play"

    def __init__(self, game: int, turn: int, move: str, label: str = "") -> None:
        line = Move.parse(move).line
        label = (label or line_value(line))[:80]
        row, style = 1 if line < FLOOR else 2, discord.ButtonStyle.success
        super().__init__(discord.ui.Button(label=label, style=style, row=row), game, turn, move)


async def play_picked(
    interaction: discord.Interaction, game_id: int, version: int, notation: str, action: str
) -> None:
    """Play the move a picker's button carries, at the turn it was made for: Confirm, or a
    line button without Confirm. The host plays a move only at its expected version, so of
    a double tap one press plays; the other learns that its own move went through (both
    leave the picker saying what was played) or, if the table moved otherwise, where it
    stands now."""
    service = service_of(interaction)
    move = Move.parse(notation)

    async def body(context: Context) -> None:
        context.game_id = game_id
        say = context.say
        played = say("picker-played", move=move_without_count(say, move))
        try:
            table = await service.room(Turns).play(
                channel_id_of(interaction),
                interaction.user.id,
                move,
                game_id=game_id,
                expected_version=version,
            )
        except StaleTurn as stale:
            context.outcome = stale.code
            already = await service.room(GameQueries).was_played(
                channel_id_of(interaction),
                interaction.user.id,
                game_id=game_id,
                version=version,
                move=move,
            )
            text = played if already else await stale_answer(interaction, say, stale)
            await interaction.edit_original_response(content=text, view=None)
            return
        await interaction.edit_original_response(
            content=saved_but_not_posted(say, table.published, played), view=None
        )

    await handle(interaction, action, body, defer="update")
