"""The "really?" questions asked privately before something that cannot be undone: abort a
game or close a lobby, resign. A red yes, a grey no."""

from __future__ import annotations

import discord

from azul_bot.core import Refusal, StaleTurn
from azul_bot.core.discord.common import Context, channel_id_of, handle, room_of
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.words import Words
from azul_bot.features.play import Aborted, Endings

from . import custom_ids as ids


class Question(IdButton):
    """One half of a "really?" question: the red yes, or the grey no."""

    answer: str
    game: int

    def __init__(self, answer: str, game: int, label: str = "") -> None:
        style = discord.ButtonStyle.danger if answer == "yes" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label or answer, style=style), answer, game)


class AbortButton(Question, format=ids.ABORT):
    async def callback(self, interaction: discord.Interaction) -> None:
        endings = room_of(interaction, Endings)

        async def body(context: Context) -> None:
            context.game_id = self.game
            say = context.say
            if self.answer == "no":
                await interaction.edit_original_response(
                    content=say("reply-not-aborted"), view=None
                )
                return
            member = interaction.user
            can_manage = isinstance(member, discord.Member) and bool(
                interaction.permissions.manage_channels
            )
            aborted = await endings.abort(
                channel_id_of(interaction),
                member.id,
                member.display_name,
                can_manage=can_manage,
                game_id=self.game,
            )
            done = say("reply-aborted-game" if aborted.was_running else "reply-closed-lobby")
            await interaction.edit_original_response(content=done, view=None)

        # Aborting must work even where the bot can no longer post.
        await handle(interaction, "button.abort", body, defer="update", posts=False)


class ResignButton(Question, format=ids.RESIGN):
    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game
            say = context.say
            if self.answer == "no":
                await interaction.edit_original_response(content=say("reply-stayed"), view=None)
                return
            endings = room_of(interaction, Endings)
            channel_id = channel_id_of(interaction)
            record = await endings.check_resign(channel_id, interaction.user.id)
            if record.id != self.game:
                raise StaleTurn(Refusal.GAME_ALREADY_OVER)
            result = await endings.resign(channel_id, interaction.user.id)
            done = say("aborted-nobody-left" if isinstance(result, Aborted) else "reply-resigned")
            await interaction.edit_original_response(content=done, view=None)

        await handle(interaction, "button.resign", body, defer="update")


def resign_view(say: Words, game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton("yes", game_id, say("button-resign-yes")))
    view.add_item(ResignButton("no", game_id, say("button-keep-playing")))
    return view


def abort_view(say: Words, game_id: int, *, running: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    yes = say("button-abort-game-yes" if running else "button-close-lobby-yes")
    view.add_item(AbortButton("yes", game_id, yes))
    view.add_item(
        AbortButton("no", game_id, say("button-keep-playing" if running else "button-keep-lobby"))
    )
    return view
