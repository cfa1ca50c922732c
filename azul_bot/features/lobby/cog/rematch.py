"""The Rematch button under a game's final scores: a new lobby with the same players."""

from __future__ import annotations

import discord

from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    reply,
    room_of,
    saved_but_not_posted,
    styled,
)
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import ENGLISH, Words

from ..rematch import Rematch
from . import custom_ids as ids


class RematchButton(IdButton, format=ids.REMATCH):
    game: int

    def __init__(self, game: int, say: Words = ENGLISH) -> None:
        super().__init__(
            styled(say, "button-rematch", discord.ButtonStyle.primary, emoji="🔁"), game
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            user = interaction.user
            lobby = await room_of(interaction, Rematch).rematch(
                channel_id_of(interaction), user.id, user.display_name, self.game
            )
            say = context.say
            done = say("reply-rematch-opened")
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, "button.rematch", body)


def rematch_view(game_id: int, say: Words = ENGLISH) -> discord.ui.View:
    """The Rematch button under a game's final scores, labelled in the server's language."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, say))
    return view
