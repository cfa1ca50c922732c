"""The lobby's buttons: join, leave, start, remove a computer, the menu that seats one and
the host's menu of walls. Labels in the server's language."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection

import discord

from azul_bot.core import LEVELS
from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    picked,
    reply,
    room_of,
    saved_but_not_posted,
    styled,
)
from azul_bot.core.discord.custom_ids import IdButton, IdSelect
from azul_bot.core.words import ENGLISH, Words
from azul_bot.core.words.seats import seat_name
from azul_bot.engine import VARIANTS

from ..lobby import Lobby, LobbyView
from ..posts import LobbyControls
from . import custom_ids as ids
from .challenge import add_answers


class LobbyButton(IdButton, format=ids.LOBBY):
    STYLES = {
        "join": ("button-join", discord.ButtonStyle.primary),
        "leave": ("button-leave", discord.ButtonStyle.secondary),
        "start": ("button-start", discord.ButtonStyle.success),
        "removebot": ("button-remove-computer", discord.ButtonStyle.secondary),
    }
    action: str
    game: int

    def __init__(
        self, action: str, game: int, *, disabled: bool = False, say: Words = ENGLISH
    ) -> None:
        super().__init__(styled(say, *self.STYLES[action], disabled=disabled), action, game)

    async def callback(self, interaction: discord.Interaction) -> None:
        lobbies = room_of(interaction, Lobby)
        user = interaction.user

        async def body(context: Context) -> None:
            context.game_id = self.game
            say = context.say
            channel_id = channel_id_of(interaction)
            if self.action == "join":
                lobby = await lobbies.join(
                    channel_id, user.id, user.display_name, game_id=self.game
                )
                done = say("reply-seated", seat=len(lobby.seats))
            elif self.action == "leave":
                lobby = await lobbies.leave(channel_id, user.id, game_id=self.game)
                done = say("reply-left-lobby-closed" if lobby.closed else "reply-left-lobby")
            elif self.action == "removebot":
                lobby = await lobbies.remove_computer(channel_id, user.id, game_id=self.game)
                done = say("reply-computer-left")
            else:
                table = await lobbies.start(channel_id, user.id, game_id=self.game)
                await reply(
                    interaction, saved_but_not_posted(say, table.published, say("reply-started"))
                )
                return
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, f"button.{self.action}", body)


Change = Callable[..., Awaitable[LobbyView]]
"""What a menu of the lobby changes: a method of ``Lobby``, given the channel, the host and
the value chosen."""


async def choose(
    interaction: discord.Interaction,
    menu: AddComputer | WallChoice,
    action: str,
    offered: Collection[str],
    change: Change,
    said: Callable[[Words, LobbyView], str],
) -> None:
    """The host's choice in one of the lobby's menus: ``change`` the lobby, then say what
    changed (``said``)."""

    async def body(context: Context) -> None:
        context.game_id = menu.game
        value = picked(menu.item, offered)
        lobbies = room_of(interaction, Lobby)
        user_id = interaction.user.id
        lobby = await change(lobbies, channel_id_of(interaction), user_id, value, game_id=menu.game)
        await reply(interaction, said(context.say, lobby))

    await handle(interaction, action, body)


class AddComputer(IdSelect, format=ids.ADD_COMPUTER):
    """The host picks a level and a computer takes the next seat."""

    game: int

    def __init__(self, game: int, *, disabled: bool = False, say: Words = ENGLISH) -> None:
        options = [
            discord.SelectOption(
                label=say("button-computer-level", level=say(f"choice-{level}")), value=level
            )
            for level in LEVELS
        ]
        placeholder = say("button-add-computer")
        super().__init__(
            discord.ui.Select(placeholder=placeholder, options=options, disabled=disabled, row=1),
            game,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await choose(interaction, self, "lobby.addbot", LEVELS, Lobby.add_computer, computer_seated)


class WallChoice(IdSelect, format=ids.WALL_CHOICE):
    """Under the lobby: the host chooses the colored or the grey wall until the start."""

    game: int

    def __init__(
        self, game: int, chosen: str = "classic", *, disabled: bool = False, say: Words = ENGLISH
    ) -> None:
        options = [
            discord.SelectOption(
                label=say("button-wall", wall=say(f"choice-{code}")),
                value=code,
                default=code == chosen,
            )
            for code in VARIANTS
        ]
        placeholder = say("button-wall", wall=say(f"choice-{chosen}"))
        super().__init__(
            discord.ui.Select(placeholder=placeholder, options=options, disabled=disabled, row=2),
            game,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await choose(interaction, self, "lobby.wall", VARIANTS, Lobby.choose_variant, wall_chosen)


def computer_seated(say: Words, lobby: LobbyView) -> str:
    """``Computer 2 (hard) took seat 3.``, said to the host who seated it."""
    seat = lobby.seats[-1]
    done = say(
        "reply-computer-seated", name=seat_name(say, seat, lobby.seats), seat=len(lobby.seats)
    )
    return saved_but_not_posted(say, lobby.published, done)


def wall_chosen(say: Words, lobby: LobbyView) -> str:
    """``The game will be played on the grey wall.``, said to the host who chose it."""
    done = say("reply-wall-chosen", wall=say(f"choice-{lobby.variant}"))
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
