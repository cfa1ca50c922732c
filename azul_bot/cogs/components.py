"""Buttons. Each is a ``DynamicItem`` whose custom id names the game and the turn (its
version), so they keep working after a restart and an old one can never play twice.

The move's buttons (a source, then the private picker) are in ``picker``, the grey wall's in
``placing``; every kind is registered here (``DYNAMIC_ITEMS``). Every value read back from a
custom id is checked against what the table offers now, so a forged id changes nothing.

Labels are words of the catalogue: a private picker's in the language of whoever opened it,
the buttons under a public message in the server's (start-up passes its ``Words``). What a
button does never depends on its label: everything it needs is in its custom id.

Every custom id's format, its fields and its version are in ``custom_ids``; each format is
the template of one item of ``DYNAMIC_ITEMS``. A press on an id that none of them reads (an
older format after an upgrade, a forged or a foreign one) would be dropped by discord.py
without a word: ``answer_unknown`` answers it instead, privately, and changes nothing.
"""

from __future__ import annotations

import logging

import discord

from azul_bot.service import (
    LEVELS,
    Aborted,
    LobbyControls,
    LobbyView,
    NoGame,
    Refusal,
    StaleTurn,
    WrongPhase,
)
from azul_bot.words import ENGLISH, Words
from azul_bot.words.seats import seat_name

from . import custom_ids as ids
from .answers import history_text, leaderboard_text
from .common import Context, handle, picked, reply, saved_but_not_posted, service_of
from .picker import PICKER_ITEMS, show_board
from .placing import PLACING_ITEMS, WallChoice

log = logging.getLogger("azul.bot")

# ----------------------------------------------------------------------------- lobby


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
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
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
                lobby = await service.join(
                    channel_id, user.id, user.display_name, game_id=self.game_id
                )
                done = say("reply-seated", seat=len(lobby.seats))
            elif self.action == "leave":
                lobby = await service.leave(channel_id, user.id, game_id=self.game_id)
                done = say("reply-left-lobby-closed" if lobby.closed else "reply-left-lobby")
            elif self.action == "removebot":
                lobby = await service.remove_computer(channel_id, user.id, game_id=self.game_id)
                done = say("reply-computer-left")
            else:
                table = await service.start(channel_id, user.id, game_id=self.game_id)
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
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            level = picked(self.item, LEVELS)
            lobby = await service_of(interaction).add_computer(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                level,
                game_id=self.game_id,
            )
            await reply(interaction, computer_seated(context.say, lobby))

        await handle(interaction, "lobby.addbot", body)


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
    return view


# ----------------------------------------------------------------------------- abort


def confirm_button(
    format_: ids.IdFormat, answer: str, game_id: int, label: str
) -> discord.ui.Button:
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
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
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
            aborted = await service.abort(
                interaction.channel_id,  # type: ignore[arg-type]
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
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(match["answer"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            say = context.say
            if self.answer == "no":
                await interaction.edit_original_response(content=say("reply-stayed"), view=None)
                return
            service = service_of(interaction)
            record = await service.check_resign(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            if record.id != self.game_id:
                raise StaleTurn(Refusal.GAME_ALREADY_OVER)
            result = await service.resign(interaction.channel_id, interaction.user.id)  # type: ignore[arg-type]
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


# ----------------------------------------------------------------------------- rematch


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
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            lobby = await service_of(interaction).rematch(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                interaction.user.display_name,
                self.game_id,
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


# ----------------------------------------------------------------------------- history


class HistoryPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.HISTORY_PAGE.template,
):
    def __init__(
        self,
        member_id: int,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
        say: Words = ENGLISH,
    ):
        super().__init__(
            discord.ui.Button(
                label=say("button-previous" if direction == "prev" else "button-next"),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.HISTORY_PAGE.make(member=member_id, page=page, dir=direction),
                disabled=disabled,
            )
        )
        self.member_id, self.page, self.direction = member_id, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["member"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            say = context.say
            member = None
            if self.member_id:
                known = interaction.guild and interaction.guild.get_member(self.member_id)
                shown_as = known.display_name if known else say("history-this-member")
                member = (self.member_id, shown_as)
            shown = await service_of(interaction).records.history(
                interaction.guild_id,  # type: ignore[arg-type]
                member,
                max(1, self.page),
            )
            await interaction.edit_original_response(
                content=history_text(say, shown),
                view=history_view(say, shown.member_id, shown.page, shown.pages),
            )

        await handle(interaction, "button.history", body, defer="update", posts=False)


def history_view(
    say: Words, member_id: int | None, page: int, pages: int
) -> discord.ui.View | None:
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    who = member_id or 0
    view.add_item(HistoryPageButton(who, page - 1, "prev", disabled=page <= 1, say=say))
    view.add_item(HistoryPageButton(who, page + 1, "next", disabled=page >= pages, say=say))
    return view


# ----------------------------------------------------------------------------- leaderboard


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.LEADERBOARD_PAGE.template,
):
    def __init__(
        self,
        sort: str,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
        say: Words = ENGLISH,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=say("button-previous" if direction == "prev" else "button-next"),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.LEADERBOARD_PAGE.make(sort=sort, page=page, dir=direction),
                disabled=disabled,
            )
        )
        self.sort, self.page, self.direction = sort, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(match["sort"], int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            board = await service_of(interaction).leaderboard(
                interaction.guild_id,  # type: ignore[arg-type]
                self.sort,
                max(1, self.page),
            )
            say = context.say
            await interaction.edit_original_response(
                content=leaderboard_text(say, board),
                view=leaderboard_view(say, board.sort, board.page, board.pages),
            )

        await handle(interaction, "button.leaderboard", body, defer="update", posts=False)


def leaderboard_view(say: Words, sort: str, page: int, pages: int) -> discord.ui.View | None:
    """Previous / Next, each carrying the page it leads to."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(LeaderboardPageButton(sort, page - 1, "prev", disabled=page <= 1, say=say))
    view.add_item(LeaderboardPageButton(sort, page + 1, "next", disabled=page >= pages, say=say))
    return view


# ----------------------------------------------------------------------------- an unknown id


async def answer_unknown(interaction: discord.Interaction) -> None:
    """A press on a button or a menu whose custom id no item reads (an older format after an
    upgrade, a forged or truncated one, another application's), which discord.py drops before
    any of our code runs (the user would see "This interaction failed"): answered to them alone,
    with the table as it stands when a game runs here, and nothing changes. The bot's
    ``on_interaction`` sends here exactly the presses that no registered item reads."""
    data = interaction.data or {}
    log.info("a press on an id no item reads: %.100r", data.get("custom_id"))
    button = data.get("component_type") == discord.ComponentType.button.value
    control = "button" if button else "menu"

    async def body(context: Context) -> None:
        say = context.say
        try:
            await show_board(interaction, context, say("old-button-board", control=control))
        except (NoGame, WrongPhase):  # no game here, or only its lobby: no table to show
            await reply(interaction, say("old-button", control=control))

    await handle(interaction, "button.unknown", body, guild_only=False, posts=False)


DYNAMIC_ITEMS = (  # one per format of ``custom_ids``
    RematchButton,
    HistoryPageButton,
    LobbyButton,
    AddComputer,
    ResignButton,
    AbortButton,
    LeaderboardPageButton,
    *PICKER_ITEMS,
    *PLACING_ITEMS,
)
