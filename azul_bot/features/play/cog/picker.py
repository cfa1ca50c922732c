"""The move's buttons: a source under the public table, then the private picker.

A move is three taps and a Confirm: a source button under the public table message, then a
color and a line in a private picker (only what is legal is offered), then Confirm. Every
value read back from a custom id is checked against what the table offers now, so a forged id
changes nothing, and a move is played only at the turn (version) its button was made for, so
a double tap plays once.
"""

from __future__ import annotations

import io

import discord

from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    choice_button,
    handle,
    reply,
    room_of,
    visits_of,
)
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.narrator import COLOR_EMOJI, source_name, tiles
from azul_bot.engine import CENTER, FLOOR, Color, Game

from .. import (
    ConfirmWish,
    GameQueries,
    Preferences,
    TableView,
    TurnControls,
    color_choices,
    color_value,
    line_choices,
    line_value,
    picked_move,
    source_value,
)
from ..words.pickers import (
    color_label,
    line_label,
    move_said,
    placement_parts,
    source_button_label,
    source_from,
)
from . import custom_ids as ids
from .answers import board_alt, board_text
from .buttons import ConfirmMove, PlayLine
from .turn_checks import checked_turn, checked_turn_board, offered

# ----------------------------------------------------------------------------- the first tap


class SourceButton(IdButton, format=ids.SOURCE_BUTTON):
    """A factory or the center under the public table message: the first tap of a move."""

    game: int
    turn: int
    source: int

    def __init__(self, game: int, turn: int, source: int, label: str = "") -> None:
        label = label[:80] or source_value(source)
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary), game, turn, source
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            say = context.say
            # The picker comes with the table from the player's own side: their board large
            # beside the factories, the one place where they see every line they may fill.
            source = source_value(self.source)
            turn = await checked_turn_board(
                interaction,
                context,
                self.game,
                self.turn,
                source,
                shown=lambda lead: show_board(interaction, context, lead),
            )
            if turn is None:
                return
            game, table = turn
            file = table_file(table, board_alt(say, table))
            await reply(
                interaction,
                say("picker-source", source=source_name(say, self.source)),
                view=picker_view(say, game, self.game, self.turn, self.source),
                files=[file] if file else (),
            )

        # Acknowledged at once: drawing the player's side may take longer than Discord waits.
        await handle(interaction, "button.source", body, posts=False)


def turn_view(controls: TurnControls, say: Words = ENGLISH) -> discord.ui.View:
    """At most ten sources: two rows of buttons, their labels in ``say``'s language (the
    server's under a turn message, the reader's under a table shown to them alone)."""
    view = discord.ui.View(timeout=None)
    for choice in controls.sources:
        label = source_button_label(say, choice.source, choice.tiles, choice.marker)
        view.add_item(SourceButton(controls.game_id, controls.version, choice.source, label))
    return view


async def show_board(interaction: discord.Interaction, context: Context, lead: str = "") -> None:
    """The table as it stands, to whoever asked alone: the picture from their side, the round
    and the scores (after ``lead``, when something is said first), and the source buttons when
    it is their turn, so that they can always move from here, even if the turn message is gone."""
    table = await room_of(interaction, GameQueries).board(
        channel_id_of(interaction), str(interaction.locale), interaction.user.id
    )
    await show_table(interaction, context, table, lead)


async def show_table(
    interaction: discord.Interaction, context: Context, table: TableView, lead: str = ""
) -> None:
    """``table`` to whoever asked alone, as ``show_board`` shows it."""
    context.game_id = table.game_id
    say = context.say
    file = table_file(table, board_alt(say, table))
    view = None
    # Asked in the channel of the game's thread: its buttons work in the thread only.
    elsewhere = table.channel_id not in (None, interaction.channel_id)
    if elsewhere and table.channel_id is not None:
        there = say("board-in-thread", channel=await place_of(interaction, table.channel_id))
        lead = f"{lead}\n{there}" if lead else there
    elif table.current_user_id == interaction.user.id:
        view = turn_view(TurnControls(table.game_id, table.version, table.sources), say)
    text = board_text(say, table)
    await reply(
        interaction, f"{lead}\n{text}" if lead else text, view=view, files=[file] if file else ()
    )


async def place_of(interaction: discord.Interaction, channel_id: int) -> str:
    """A channel of a server that added the bot by its mention; a place where the bot is no
    member (or its DM) by its link, which works from anywhere."""
    places = visits_of(interaction).places
    return await places.link(channel_id) if await places.kind(channel_id) else f"<#{channel_id}>"


# ----------------------------------------------------------------------------- the picker


def picker_view(
    say: Words,
    game: Game,
    game_id: int,
    version: int,
    source: int,
    color: int | None = None,
    line: int | None = None,
    *,
    confirm: bool = True,
) -> discord.ui.View:
    """Colors of the chosen source (row 0), then the lines that can take them (rows 1-2,
    with previews and the floor's cost), then Confirm: at most 5 + 6 + 1 buttons, labelled
    in ``say``'s language. Without ``confirm`` a line button plays the move itself."""
    view = discord.ui.View(timeout=None)
    for shade in color_choices(game, source):
        label = color_label(say, shade.color, shade.count)
        view.add_item(ColorButton(game_id, version, source, int(shade.color), label, chosen=color))
    if color is not None:
        for place in line_choices(game, source, color):
            label = line_label(
                say,
                place.move,
                place.placement,
                place.lost,
                floor_bound=place.floor_bound,
                printed=place.printed,
            )
            button: LineButton | PlayLine
            if confirm:
                button = LineButton(
                    game_id, version, source, color, place.move.line, label, chosen=line
                )
            else:
                button = PlayLine(game_id, version, str(place.move), label)
            view.add_item(button)
    if color is not None and line is not None:
        move = str(picked_move(source, color, line))
        view.add_item(ConfirmMove(game_id, version, move, say("button-confirm")))
    return view


class PickerButton(IdButton):
    """A color or a line in the private picker: if the clicker may still move on this turn,
    the tap shows the next step (``next_step`` checks it against the table and reads whether
    the clicker wants Confirm; a refusal is answered by ``handle``)."""

    ACTION = "picker.color"
    game: int
    turn: int
    source: int
    color: int

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            game = await checked_turn(interaction, context, self.game, self.turn)
            if game is None:
                return
            wish = await room_of(interaction, Preferences).confirms(interaction.user.id)
            content, view = self.next_step(context.say, game, wish)
            await interaction.response.edit_message(content=content, view=view)

        await handle(interaction, self.ACTION, body, defer="none", posts=False)

    def next_step(self, say: Words, game: Game, wish: ConfirmWish) -> tuple[str, discord.ui.View]:
        raise NotImplementedError


class ColorButton(PickerButton, format=ids.COLOR_BUTTON):
    def __init__(
        self,
        game: int,
        turn: int,
        source: int,
        color: int,
        label: str = "",
        *,
        chosen: int | None = None,
    ) -> None:
        emoji = COLOR_EMOJI[Color(color)]
        button = choice_button(label or color_value(color), color, chosen, emoji=emoji, row=0)
        super().__init__(button, game, turn, source, color)

    def next_step(self, say: Words, game: Game, wish: ConfirmWish) -> tuple[str, discord.ui.View]:
        choices = color_choices(game, self.source)
        offered(color_value(self.color), choices)
        count = next(c.count for c in choices if c.color == self.color)
        view = picker_view(
            say, game, self.game, self.turn, self.source, self.color, confirm=wish.on
        )
        lot = tiles(say, count, Color(self.color))
        key = "picker-color" if wish.on else "picker-color-play"
        content = say(key, tiles=lot, source=source_from(say, self.source))
        if self.source == CENTER and game.marker_in_center:
            # Every line's cost counts the marker's slot: say so once, above them.
            content += "\n" + say("picker-marker-cost")
        return content, view


class LineButton(PickerButton, format=ids.LINE_BUTTON):
    ACTION = "picker.line"
    line: int

    def __init__(
        self,
        game: int,
        turn: int,
        source: int,
        color: int,
        line: int,
        label: str = "",
        *,
        chosen: int | None = None,
    ) -> None:
        row = 1 if line < FLOOR else 2
        button = choice_button(label or line_value(line), line, chosen, row=row)
        super().__init__(button, game, turn, source, color, line)

    def next_step(self, say: Words, game: Game, wish: ConfirmWish) -> tuple[str, discord.ui.View]:
        choices = line_choices(game, self.source, self.color)
        offered(line_value(self.line), choices)
        place = next(c for c in choices if c.move.line == self.line)
        move, placement = place.move, place.placement
        view = picker_view(say, game, self.game, self.turn, self.source, self.color, self.line)
        content = say(
            "picker-confirm",
            move=move_said(say, move, placement.count),
            placement=placement_parts(
                say, move, placement, place.lost, floor_bound=place.floor_bound
            ),
        )
        if not wish.chosen:  # until they choose, a player learns Confirm can go
            content += "\n" + say("picker-confirm-tip")
        return content, view


PICKER_ITEMS = (SourceButton, ColorButton, LineButton, ConfirmMove, PlayLine)


def table_file(table: TableView, alt: str) -> discord.File | None:
    """The table's picture, described by ``alt`` (for screen readers)."""
    if table.image is None:
        return None
    return discord.File(io.BytesIO(table.image), filename="azul-table.png", description=alt[:1024])
