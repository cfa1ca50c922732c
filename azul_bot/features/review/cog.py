"""The review's front end: ``/azul review [game]`` and the "Review my moves" button it adds
under a game's final scores, beside Rematch; both answer the person who asked, privately,
with their own costliest moves and a picture of each."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from azul_bot.core.discord.common import Context, guild_id_of, handle, reply, room_of, styled
from azul_bot.core.discord.custom_ids import GAME, VERSION, IdButton, IdFormat
from azul_bot.core.discord.front import Front, view_of
from azul_bot.core.discord.translator import subcommand
from azul_bot.core.words import ENGLISH, Words
from azul_bot.features.play import RematchControls

from .controls import ReviewControls
from .reviews import Reviews
from .words import picture_name, review_text

REVIEW = IdFormat("review:<game>", {"game": GAME}, reads=(VERSION,))
"""``azul:v1:review:<game>``: "Review my moves", under the final scores (from version 1)."""


async def answer(interaction: discord.Interaction, action: str, game_id: int | None) -> None:
    """The asker's review of ``game_id`` (None: their latest finished game here)."""

    async def body(context: Context) -> None:
        context.game_id = game_id
        shown = await room_of(interaction, Reviews).review(
            guild_id_of(interaction), interaction.user.id, game_id, str(interaction.locale)
        )
        context.game_id = shown.game_id
        files = [
            discord.File(io.BytesIO(costly.picture), filename=picture_name(shown.game_id, number))
            for number, costly in enumerate(shown.costly, start=1)
            if costly.picture is not None
        ]
        view = view_of(ReviewControls(shown.game_id, shown.costly), context.say)
        buttons = view if view is not None and view.children else None
        await reply(interaction, review_text(context.say, shown), files=files, view=buttons)

    # Private and read-only: it posts nothing, so the channel's permissions do not matter.
    await handle(interaction, action, body, posts=False)


@subcommand("review")
async def review(
    interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53] | None = None
) -> None:
    await answer(interaction, "review", game)


class ReviewButton(IdButton, format=REVIEW):
    """Under a game's final scores: whoever presses it reads their own review of that game."""

    game: int

    def __init__(self, game: int, say: Words = ENGLISH) -> None:
        super().__init__(
            styled(say, "review-button", discord.ButtonStyle.secondary, emoji="🔎"), game
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(interaction, "button.review", self.game)


def beside_rematch(controls: RematchControls, say: Words, view: discord.ui.View) -> None:
    view.add_item(ReviewButton(controls.game_id, say))


FRONT = Front(
    commands=(review,),
    buttons=(ReviewButton,),
    views={ReviewControls: lambda controls, say: discord.ui.View(timeout=None)},
    beside={RematchControls: beside_rematch},
)
