"""The practice's front end: ``/azul practice`` and "Practice this position" under a review;
a position comes with the table from the player's side and its sources, a source opens the
move picker (color, line, Confirm, as in a game), and the answer comes with the table after
the best move and "Next position". Everything is private: each answer is the presser's alone,
and a practice's buttons answer its person only."""

from __future__ import annotations

import io
from typing import Any

import discord

from azul_bot.ai import Hint
from azul_bot.core import BadInput, Refusal
from azul_bot.core.discord.common import Context, choice_button, handle, reply, room_of, styled
from azul_bot.core.discord.custom_ids import COLOR, GAME, LINE, SOURCE, VERSION, IdButton, IdFormat
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import subcommand
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.narrator import COLOR_EMOJI, source_name, tiles
from azul_bot.engine import CENTER, FLOOR, TAKE_TEXT, Color, Game
from azul_bot.features.play import (
    color_choices,
    color_label,
    color_value,
    line_choices,
    line_label,
    line_value,
    move_said,
    picked_move,
    placement_parts,
    source_button_label,
    source_from,
)
from azul_bot.features.review import ReviewControls

from .practices import AnswerView, PositionView, Practices
from .words import answer_text, picture_name, position_text, position_title

# The custom ids of its buttons (a kind another feature reads is refused at start-up).
# ``<practice>`` is the stored practice's id, ``<position>`` its position's index (from 0):
# every value read back is checked against the stored practice, so a forged or outdated id
# changes nothing.
PRACTICE = r"\d{1,20}"
POSITION = r"\d{1,2}"
PLY = r"\d{1,4}"

FROM_REVIEW = IdFormat("pgo:<game>:<ply>", {"game": GAME, "ply": PLY}, reads=(VERSION,))
"""Under a review: practise the position before one's costly move at ``<ply>`` of ``<game>``
(the first of a new practice)."""
SOURCE_BUTTON = IdFormat(
    "psrc:<practice>:<position>:<source>",
    {"practice": PRACTICE, "position": POSITION, "source": SOURCE},
    reads=(VERSION,),
)
COLOR_BUTTON = IdFormat(
    "pcol:<practice>:<position>:<source>:<color>",
    {"practice": PRACTICE, "position": POSITION, "source": SOURCE, "color": COLOR},
    reads=(VERSION,),
)
LINE_BUTTON = IdFormat(
    "pline:<practice>:<position>:<source>:<color>:<line>",
    {
        "practice": PRACTICE,
        "position": POSITION,
        "source": SOURCE,
        "color": COLOR,
        "line": LINE,
    },
    reads=(VERSION,),
)
CONFIRM = IdFormat(
    "pok:<practice>:<position>:<move>",
    {"practice": PRACTICE, "position": POSITION, "move": TAKE_TEXT},
    reads=(VERSION,),
)
SHOW = IdFormat(
    "pshow:<practice>:<position>", {"practice": PRACTICE, "position": POSITION}, reads=(VERSION,)
)
"""The answer shown without a try."""
NEXT = IdFormat(
    "pnext:<practice>:<position>", {"practice": PRACTICE, "position": POSITION}, reads=(VERSION,)
)
"""From an answered position to the next."""

Shown = PositionView | AnswerView


async def show(interaction: discord.Interaction, say: Words, shown: Shown) -> None:
    """A position to play, or an answer, to the presser alone, with its picture."""
    view: discord.ui.View | None
    if isinstance(shown, PositionView):
        text, view = position_text(say, shown), position_view(say, shown)
    else:
        text, view = answer_text(say, shown), answer_view(say, shown)
    files = []
    if shown.picture is not None:
        alt = position_title(say, shown)[:1024]
        files.append(
            discord.File(io.BytesIO(shown.picture), filename=picture_name(shown), description=alt)
        )
    await reply(interaction, text, view=view, files=files)


def position_view(say: Words, shown: PositionView) -> discord.ui.View:
    """The sources the picker opens on, then "Show the answer"."""
    view = discord.ui.View(timeout=None)
    for choice in shown.sources:
        label = source_button_label(say, choice.source, choice.tiles, choice.marker)
        view.add_item(PracticeSource(shown.practice_id, shown.index, choice.source, label))
    view.add_item(ShowAnswer(shown.practice_id, shown.index, say))
    return view


def answer_view(say: Words, shown: AnswerView) -> discord.ui.View | None:
    if shown.last:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(NextPosition(shown.practice_id, shown.index, say))
    return view


@subcommand("practice")
async def practice(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        shown = await room_of(interaction, Practices).practise(
            interaction.user.id, str(interaction.locale)
        )
        context.game_id = shown.position.game_id
        await show(interaction, context.say, shown)

    # Private and read-only for everyone else: it posts nothing, so it works anywhere.
    await handle(interaction, "practice", body, posts=False)


class FromReview(IdButton, format=FROM_REVIEW):
    """Under a review: a practice that begins with the position before that costly move."""

    game: int
    ply: int

    def __init__(self, game: int, ply: int, label: str = "") -> None:
        label = label or ENGLISH("practice-this-position")
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label[:80], style=discord.ButtonStyle.secondary, emoji="🎯"
        )
        super().__init__(button, game, ply)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            shown = await room_of(interaction, Practices).from_review(
                interaction.user.id, self.game, self.ply, str(interaction.locale)
            )
            await show(interaction, context.say, shown)

        await handle(interaction, "button.practice_review", body, posts=False)


def under_review(controls: ReviewControls, say: Words, view: discord.ui.View) -> None:
    """A button under the review per costly take it tells (a grey wall's placement is not
    practised)."""
    for number, costly in enumerate(controls.costly, start=1):
        if not isinstance(costly.played, Hint):
            continue
        if len(controls.costly) == 1:
            label = say("practice-this-position")
        else:
            label = say("practice-move", number=number)
        view.add_item(FromReview(controls.game_id, costly.ply, label))


# ----------------------------------------------------------------------------- the picker


class PracticeSource(IdButton, format=SOURCE_BUTTON):
    """A factory or the center under a position: opens the move picker on it."""

    practice: int
    position: int
    source: int

    def __init__(self, practice: int, position: int, source: int, label: str = "") -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label[:80] or str(source), style=discord.ButtonStyle.secondary
        )
        super().__init__(button, practice, position, source)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            game = await room_of(interaction, Practices).table(
                interaction.user.id, self.practice, self.position, self.source
            )
            say = context.say
            view = picker_view(say, game, self.practice, self.position, self.source)
            await reply(
                interaction, say("picker-source", source=source_name(say, self.source)), view=view
            )

        await handle(interaction, "button.practice_source", body, posts=False)


def picker_view(
    say: Words,
    game: Game,
    practice: int,
    position: int,
    source: int,
    color: int | None = None,
    line: int | None = None,
) -> discord.ui.View:
    """As a game's picker: the colors of the source (row 0), the lines that can take the
    chosen one (rows 1-2), then Confirm."""
    view = discord.ui.View(timeout=None)
    for shade in color_choices(game, source):
        label = color_label(say, shade.color, shade.count)
        view.add_item(
            PracticeColor(practice, position, source, int(shade.color), label, chosen=color)
        )
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
            line_button = PracticeLine(
                practice, position, source, color, place.move.line, label, chosen=line
            )
            view.add_item(line_button)
    if color is not None and line is not None:
        move = str(picked_move(source, color, line))
        view.add_item(ConfirmPick(practice, position, move, say("button-confirm")))
    return view


class PracticePicker(IdButton):
    """A color or a line in a practice's picker: the next step, once checked against the
    position's table."""

    ACTION = "button.practice_color"
    practice: int
    position: int
    source: int
    color: int

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            game = await room_of(interaction, Practices).table(
                interaction.user.id, self.practice, self.position, self.source
            )
            content, view = self.next_step(context.say, game)
            await interaction.response.edit_message(content=content, view=view)

        await handle(interaction, self.ACTION, body, defer="none", posts=False)

    def next_step(self, say: Words, game: Game) -> tuple[str, discord.ui.View]:
        raise NotImplementedError


class PracticeColor(PracticePicker, format=COLOR_BUTTON):
    def __init__(
        self,
        practice: int,
        position: int,
        source: int,
        color: int,
        label: str = "",
        *,
        chosen: int | None = None,
    ) -> None:
        emoji = COLOR_EMOJI[Color(color)]
        button = choice_button(label or color_value(color), color, chosen, emoji=emoji, row=0)
        super().__init__(button, practice, position, source, color)

    def next_step(self, say: Words, game: Game) -> tuple[str, discord.ui.View]:
        choices = color_choices(game, self.source)
        if self.color not in {int(choice.color) for choice in choices}:
            raise BadInput(Refusal.NOT_OFFERED)
        count = next(c.count for c in choices if c.color == self.color)
        view = picker_view(say, game, self.practice, self.position, self.source, self.color)
        lot = tiles(say, count, Color(self.color))
        content = say("picker-color", tiles=lot, source=source_from(say, self.source))
        if self.source == CENTER and game.marker_in_center:
            content += "\n" + say("picker-marker-cost")
        return content, view


class PracticeLine(PracticePicker, format=LINE_BUTTON):
    ACTION = "button.practice_line"
    line: int

    def __init__(
        self,
        practice: int,
        position: int,
        source: int,
        color: int,
        line: int,
        label: str = "",
        *,
        chosen: int | None = None,
    ) -> None:
        row = 1 if line < FLOOR else 2
        button = choice_button(label or line_value(line), line, chosen, row=row)
        super().__init__(button, practice, position, source, color, line)

    def next_step(self, say: Words, game: Game) -> tuple[str, discord.ui.View]:
        choices = line_choices(game, self.source, self.color)
        place = next((c for c in choices if c.move.line == self.line), None)
        if place is None:
            raise BadInput(Refusal.NOT_OFFERED)
        move, placement = place.move, place.placement
        view = picker_view(
            say, game, self.practice, self.position, self.source, self.color, self.line
        )
        content = say(
            "picker-confirm",
            move=move_said(say, move, placement.count),
            placement=placement_parts(
                say, move, placement, place.lost, floor_bound=place.floor_bound
            ),
        )
        return content, view


class ConfirmPick(IdButton, format=CONFIRM):
    """The move picked, weighed against the best: the answer, stored once."""

    practice: int
    position: int
    move: str

    def __init__(self, practice: int, position: int, move: str, label: str = "") -> None:
        label = label or ENGLISH("button-confirm")
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.success, row=2
        )
        super().__init__(button, practice, position, move)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.practice, self.position, self.move)


class ShowAnswer(IdButton, format=SHOW):
    """The answer without a try."""

    practice: int
    position: int

    def __init__(self, practice: int, position: int, say: Words = ENGLISH) -> None:
        button = styled(say, "practice-show", discord.ButtonStyle.secondary, emoji="💡")
        super().__init__(button, practice, position)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.practice, self.position, None)


async def answer(
    interaction: discord.Interaction, practice: int, position: int, move: str | None
) -> None:
    async def body(context: Context) -> None:
        shown = await room_of(interaction, Practices).answer(
            interaction.user.id, practice, position, move, str(interaction.locale)
        )
        context.game_id = shown.position.game_id
        await show(interaction, context.say, shown)

    # Acknowledged at once: weighing a move takes the computer a moment.
    await handle(interaction, "button.practice_answer", body, posts=False)


class NextPosition(IdButton, format=NEXT):
    practice: int
    position: int

    def __init__(self, practice: int, position: int, say: Words = ENGLISH) -> None:
        button = styled(say, "practice-next", discord.ButtonStyle.primary, emoji="➡️")
        super().__init__(button, practice, position)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            shown = await room_of(interaction, Practices).next(
                interaction.user.id, self.practice, self.position, str(interaction.locale)
            )
            context.game_id = shown.position.game_id
            await show(interaction, context.say, shown)

        await handle(interaction, "button.practice_next", body, posts=False)


FRONT = Front(
    commands=(practice,),
    buttons=(
        FromReview,
        PracticeSource,
        PracticeColor,
        PracticeLine,
        ConfirmPick,
        ShowAnswer,
        NextPosition,
    ),
    beside={ReviewControls: under_review},
)
