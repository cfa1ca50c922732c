"""The Rematch button under a game's final scores: a new lobby with the same players."""

from __future__ import annotations

import discord

from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    reply,
    saved_but_not_posted,
    service_of,
)
from azul_bot.core.words import ENGLISH, Words

from ..rematch import Rematch
from . import custom_ids as ids


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.REMATCH.template,
):
    def __init__(self, game_id: int, say: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say("button-rematch"),
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                custom_id=ids.REMATCH.make(game=game_id),
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            lobby = (
                await service_of(interaction)
                .room(Rematch)
                .rematch(
                    channel_id_of(interaction),
                    interaction.user.id,
                    interaction.user.display_name,
                    self.game_id,
                )
            )
            say = context.say
            await reply(
                interaction, saved_but_not_posted(say, lobby.published, say("reply-rematch-opened"))
            )

        await handle(interaction, "button.rematch", body)


def rematch_view(game_id: int, say: Words = ENGLISH) -> discord.ui.View:
    """The Rematch button under a game's final scores, labelled in the server's language."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, say))
    return view
