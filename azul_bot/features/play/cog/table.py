"""The "Show the table" button: it brings a game's table, as it stands, to whoever pressed it
alone. Under what a place where the bot is no member is told without its own buttons: the
DM that tells a player what the place could not be told now (the place's buttons work there
only), and a reminder posted there (the latest table may be far up)."""

from __future__ import annotations

import discord

from azul_bot.core import Post
from azul_bot.core.discord.common import Context, handle, room_of
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import ENGLISH, Words

from .. import GameQueries, PlacingControls, RematchControls, Reminder, TurnControls
from . import custom_ids as ids
from .picker import show_table


class ShowTable(IdButton, format=ids.SHOW_TABLE):
    """The game's table from the presser's side, with its source buttons when it is their
    turn and they pressed in the game's place (the only place they work); its final table
    and scores once it is over."""

    game: int

    def __init__(self, game: int, label: str = "") -> None:
        label = label or ENGLISH("button-show-table")
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary), game)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            table = await room_of(interaction, GameQueries).table(
                self.game, str(interaction.locale), interaction.user.id, interaction.channel_id
            )
            await show_table(interaction, context, table)

        await handle(interaction, "button.table", body, posts=False)


def letter(post: Post, say: Words) -> discord.ui.View | None:
    """The "Show the table" button for a post about a game (its table, its final scores, a reminder)."""
    about = post.controls
    if isinstance(about, TurnControls | PlacingControls | RematchControls):
        game_id: int | None = about.game_id
    else:
        game_id = post.message.game_id if isinstance(post.message, Reminder) else None
    if game_id is None:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ShowTable(game_id, say("button-show-table")))
    return view
