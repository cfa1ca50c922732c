"""The lobby's buttons: join, leave, start, remove a computer, the menu that seats one and
the host's menu of walls. Labels in the server's language."""

from __future__ import annotations

import discord

from azul_bot.core import LEVELS
from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    picked,
    reply,
    saved_but_not_posted,
    service_of,
)
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.seats import seat_name
from azul_bot.engine import VARIANTS

from ..lobby import Lobby, LobbyView
from ..posts import LobbyControls
from . import custom_ids as ids
from .challenge import add_answers


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.LOBBY.template,
):
    STYLES = {
        "join": ("button-join", discord.ButtonStyle.primary),
        "leave": ("button-leave", discord.ButtonStyle.secondary),
        "start": ("button-start", discord.ButtonStyle.success),
        "removebot": ("button-remove-computer", discord.ButtonStyle.secondary),
    }

    def __init__(
        self, action: str, game_id: int, *, disabled: bool = False, say: Words = ENGLISH
    ) -> None:
        label, style = self.STYLES[action]
        super().__init__(
            discord.ui.Button(
                label=say(label),
                style=style,
                custom_id=ids.LOBBY.make(action=action, game=game_id),
                disabled=disabled,
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["action"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user

        async def body(context: Context) -> None:
            context.game_id = self.game_id
            say = context.say
            channel_id = interaction.channel_id
            assert channel_id is not None
            if self.action == "join":
                lobby = await service.room(Lobby).join(
                    channel_id, user.id, user.display_name, game_id=self.game_id
                )
                done = say("reply-seated", seat=len(lobby.seats))
            elif self.action == "leave":
                lobby = await service.room(Lobby).leave(channel_id, user.id, game_id=self.game_id)
                done = say("reply-left-lobby-closed" if lobby.closed else "reply-left-lobby")
            elif self.action == "removebot":
                lobby = await service.room(Lobby).remove_computer(
                    channel_id, user.id, game_id=self.game_id
                )
                done = say("reply-computer-left")
            else:
                table = await service.room(Lobby).start(channel_id, user.id, game_id=self.game_id)
                await reply(
                    interaction, saved_but_not_posted(say, table.published, say("reply-started"))
                )
                return
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, f"button.{self.action}", body)


class AddComputer(
    discord.ui.DynamicItem[discord.ui.Select],
    template=ids.ADD_COMPUTER.template,
):
    """The host picks a level and a computer takes the next seat."""

    def __init__(self, game_id: int, *, disabled: bool = False, say: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Select(
                placeholder=say("button-add-computer"),
                custom_id=ids.ADD_COMPUTER.make(game=game_id),
                options=[
                    discord.SelectOption(
                        label=say("button-computer-level", level=say(f"choice-{level}")),
                        value=level,
                    )
                    for level in LEVELS
                ],
                disabled=disabled,
                row=1,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            level = picked(self.item, LEVELS)
            lobby = (
                await service_of(interaction)
                .room(Lobby)
                .add_computer(
                    channel_id_of(interaction),
                    interaction.user.id,
                    level,
                    game_id=self.game_id,
                )
            )
            await reply(interaction, computer_seated(context.say, lobby))

        await handle(interaction, "lobby.addbot", body)


class WallChoice(
    discord.ui.DynamicItem[discord.ui.Select],
    template=ids.WALL_CHOICE.template,
):
    """Under the lobby: the host chooses the colored or the grey wall until the start."""

    def __init__(
        self, game_id: int, chosen: str = "classic", *, disabled: bool = False, say: Words = ENGLISH
    ) -> None:
        super().__init__(
            discord.ui.Select(
                placeholder=say("button-wall", wall=say(f"choice-{chosen}")),
                custom_id=ids.WALL_CHOICE.make(game=game_id),
                options=[
                    discord.SelectOption(
                        label=say("button-wall", wall=say(f"choice-{code}")),
                        value=code,
                        default=code == chosen,
                    )
                    for code in VARIANTS
                ],
                disabled=disabled,
                row=2,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            code = picked(self.item, VARIANTS)
            lobby = (
                await service_of(interaction)
                .room(Lobby)
                .choose_variant(
                    channel_id_of(interaction),
                    interaction.user.id,
                    code,
                    game_id=self.game_id,
                )
            )
            say = context.say
            done = say("reply-wall-chosen", wall=say(f"choice-{lobby.variant}"))
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, "lobby.wall", body)


def computer_seated(say: Words, lobby: LobbyView) -> str:
    """``Computer 2 (hard) took seat 3.``, said to the host who seated it."""
    seat = lobby.seats[-1]
    done = say(
        "reply-computer-seated", name=seat_name(say, seat, lobby.seats), seat=len(lobby.seats)
    )
    return saved_but_not_posted(say, lobby.published, done)


def lobby_view(controls: LobbyControls, say: Words = ENGLISH) -> discord.ui.View:
    """The lobby's buttons, their labels in ``say``'s language (the server's)."""
    game_id = controls.game_id
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyButton("join", game_id, disabled=not controls.can_join, say=say))
    view.add_item(LobbyButton("leave", game_id, say=say))
    view.add_item(LobbyButton("start", game_id, disabled=not controls.can_start, say=say))
    if controls.has_computer:
        view.add_item(LobbyButton("removebot", game_id, say=say))
    view.add_item(AddComputer(game_id, disabled=not controls.can_join, say=say))
    view.add_item(WallChoice(game_id, controls.variant, say=say))
    if controls.challenge:
        add_answers(view, game_id, say)
    return view
