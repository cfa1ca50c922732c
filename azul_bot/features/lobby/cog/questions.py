"""The "really?" questions asked privately before something that cannot be undone: abort a
game or close a lobby, resign. A red yes, a grey no."""

from __future__ import annotations

import discord

from azul_bot.core import Refusal, StaleTurn
from azul_bot.core.discord.common import Context, channel_id_of, handle, service_of
from azul_bot.core.discord.custom_ids import IdFormat
from azul_bot.core.words import Words
from azul_bot.features.play import Aborted, Endings

from . import custom_ids as ids


def confirm_button(format_: IdFormat, answer: str, game_id: int, label: str) -> discord.ui.Button:
    """One half of a "really?" question: the red yes, or the grey no."""
    return discord.ui.Button(
        label=label,
        style=discord.ButtonStyle.danger if answer == "yes" else discord.ButtonStyle.secondary,
        custom_id=format_.make(answer=answer, game=game_id),
    )


class AbortButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.ABORT.template,
):
    def __init__(self, answer: str, game_id: int, label: str = "") -> None:
        super().__init__(confirm_button(ids.ABORT, answer, game_id, label or answer))
        self.answer = answer
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["answer"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)

        async def body(context: Context) -> None:
            context.game_id = self.game_id
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
            aborted = await service.room(Endings).abort(
                channel_id_of(interaction),
                member.id,
                member.display_name,
                can_manage=can_manage,
                game_id=self.game_id,
            )
            done = say("reply-aborted-game" if aborted.was_running else "reply-closed-lobby")
            await interaction.edit_original_response(content=done, view=None)

        # Aborting must work even where the bot can no longer post.
        await handle(interaction, "button.abort", body, defer="update", posts=False)


class ResignButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.RESIGN.template,
):
    def __init__(self, answer: str, game_id: int, label: str = "") -> None:
        super().__init__(confirm_button(ids.RESIGN, answer, game_id, label or answer))
        self.answer = answer
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["answer"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            say = context.say
            if self.answer == "no":
                await interaction.edit_original_response(content=say("reply-stayed"), view=None)
                return
            service = service_of(interaction)
            record = await service.room(Endings).check_resign(
                channel_id_of(interaction),
                interaction.user.id,
            )
            if record.id != self.game_id:
                raise StaleTurn(Refusal.GAME_ALREADY_OVER)
            result = await service.room(Endings).resign(
                channel_id_of(interaction), interaction.user.id
            )
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
