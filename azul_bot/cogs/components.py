"""Buttons and menus. Each is a ``DynamicItem`` whose custom id names the game and the turn
(its version), so they keep working after a restart and an old one can never play twice.

Custom ids (at most 100 characters):
``azul:lobby:<action>:<game>`` · ``azul:play:<game>:<version>`` ·
``azul:src:<game>:<version>`` · ``azul:col:<game>:<version>:<source>`` ·
``azul:line:<game>:<version>:<source>:<color>`` · ``azul:ok:<game>:<version>:<move>`` ·
``azul:abort:<game>``
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import discord

from azul_bot.service import (
    Game,
    LobbyView,
    Move,
    NotInGame,
    NotYourTurn,
    ServiceError,
    StaleTurn,
    color_choices,
    color_value,
    line_choices,
    line_value,
    move_summary,
    parse_color,
    parse_line,
    parse_source,
    picked_move,
    source_choices,
    source_value,
)

from .common import (
    LOBBY_STARTED,
    Context,
    channel_publisher,
    handle,
    lobby_publisher,
    reply,
    saved_but_not_posted,
    service_of,
    strip_buttons,
)

COLOR_EMOJI = {"blue": "🟦", "yellow": "🟨", "red": "🟥", "black": "⬛", "white": "⬜"}


# ----------------------------------------------------------------------------- lobby


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:lobby:(?P<action>join|leave|start):(?P<game>\d+)",
):
    STYLES = {
        "join": ("Join", discord.ButtonStyle.primary),
        "leave": ("Leave", discord.ButtonStyle.secondary),
        "start": ("Start", discord.ButtonStyle.success),
    }

    def __init__(self, action: str, game_id: int, *, disabled: bool = False) -> None:
        label, style = self.STYLES[action]
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=f"azul:lobby:{action}:{game_id}",
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
            channel_id = interaction.channel_id
            assert channel_id is not None
            if self.action == "join":
                await service.join(
                    channel_id,
                    user.id,
                    user.display_name,
                    game_id=self.game_id,
                    publish=lobby_publisher(interaction),
                )
            elif self.action == "leave":
                await service.leave(
                    channel_id, user.id, game_id=self.game_id, publish=lobby_publisher(interaction)
                )
            else:
                await service.start(
                    channel_id,
                    user.id,
                    game_id=self.game_id,
                    publish=channel_publisher(
                        interaction.channel,  # type: ignore[arg-type]
                        previous_text=LOBBY_STARTED,
                    ),
                )

        await handle(interaction, f"button.{self.action}", body, defer="update")


def lobby_view(game_id: int, lobby: LobbyView | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    full = lobby is not None and lobby.full
    view.add_item(LobbyButton("join", game_id, disabled=full))
    view.add_item(LobbyButton("leave", game_id))
    view.add_item(LobbyButton("start", game_id, disabled=lobby is not None and not lobby.can_start))
    return view


# ----------------------------------------------------------------------------- play


class PlayButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:play:(?P<game>\d+):(?P<version>\d+)",
):
    def __init__(self, game_id: int, version: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Play",
                emoji="🎲",
                style=discord.ButtonStyle.primary,
                custom_id=f"azul:play:{game_id}:{version}",
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            game = await checked_turn(interaction, self.game_id, self.version)
            if game is None:
                context.outcome = "refused"
                return
            await interaction.response.send_message(
                "**Your move.** Pick a source:",
                view=picker_view(game, self.game_id, self.version),
                ephemeral=True,
            )

        await handle(interaction, "button.play", body, defer="none", posts=False)


def play_view(game_id: int, version: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(game_id, version))
    return view


async def checked_turn(interaction: discord.Interaction, game_id: int, version: int) -> Game | None:
    """The game when the clicking user may move on this turn; else answer why and return None."""
    service = service_of(interaction)
    try:
        _, game = await service.turn(
            interaction.channel_id,  # type: ignore[arg-type]
            interaction.user.id,
            game_id=game_id,
            version=version,
        )
    except NotYourTurn as refused:
        mention = f"<@{refused.current_user_id}>" if refused.current_user_id else "someone else"
        await reply(
            interaction,
            f"Patience — it's {mention}'s turn right now. You'll be pinged when it's yours.",
        )
        return None
    except NotInGame:
        await reply(
            interaction,
            "You're not seated at this table, but you're welcome to watch: `/azul board`.",
        )
        return None
    except StaleTurn as stale:
        text, view = await stale_answer(interaction, stale)
        await reply(interaction, text, view=view)
        return None
    return game


async def stale_answer(
    interaction: discord.Interaction, stale: StaleTurn
) -> tuple[str, discord.ui.View | None]:
    """'The table has moved on', with a link to the current turn and, for the player to move,
    the current Play button."""
    service = service_of(interaction)
    text = "The table has moved on since that message."
    try:
        table = await service.board(interaction.channel_id)  # type: ignore[arg-type]
    except ServiceError:
        return text + " There is no game running here now.", None
    if stale.message_id is not None and interaction.guild_id is not None:
        url = (
            f"https://discord.com/channels/{interaction.guild_id}/"
            f"{interaction.channel_id}/{stale.message_id}"
        )
        text += f" Current turn: {url}"
    if table.current_user_id == interaction.user.id:
        return text + "\nIt's your turn — here is the current Play button:", play_view(
            table.game_id, table.version
        )
    return text, None


# ----------------------------------------------------------------------------- picker


def picker_view(
    game: Game,
    game_id: int,
    version: int,
    source: int | None = None,
    color: int | None = None,
    line: int | None = None,
) -> discord.ui.View:
    """The ephemeral move picker: source, then color, then line, then confirm.

    Each menu lists only what is legal now (at most 10 sources, 5 colors, 6 lines: always
    within Discord's 25 options), and uses at most 4 of the 5 rows.
    """
    view = discord.ui.View(timeout=None)
    view.add_item(SourceSelect(game_id, version, game, chosen=source))
    if source is not None:
        view.add_item(ColorSelect(game_id, version, source, game, chosen=color))
    if source is not None and color is not None:
        view.add_item(LineSelect(game_id, version, source, color, game, chosen=line))
    if source is not None and color is not None and line is not None:
        view.add_item(ConfirmMove(game_id, version, str(picked_move(source, color, line))))
    return view


async def advance_picker(
    interaction: discord.Interaction,
    game_id: int,
    version: int,
    action: str,
    next_step: Callable[[Game], tuple[str, discord.ui.View]],
) -> None:
    """A pick in one of the menus: if the clicker may still move on this turn, show the
    picker's next step (``next_step`` reads the pick; a bad value is answered by ``handle``)."""

    async def body(context: Context) -> None:
        context.game_id = game_id
        game = await checked_turn(interaction, game_id, version)
        if game is None:
            return
        content, view = next_step(game)
        await interaction.response.edit_message(content=content, view=view)

    await handle(interaction, action, body, defer="none", posts=False)


def _options(choices, chosen: str | None, emoji: bool = False) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=choice.label[:100],
            value=choice.value,
            default=choice.value == chosen,
            emoji=COLOR_EMOJI.get(choice.value) if emoji else None,
        )
        for choice in choices[:25]
    ]


class SourceSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"azul:src:(?P<game>\d+):(?P<version>\d+)",
):
    def __init__(
        self, game_id: int, version: int, game: Game | None = None, chosen: int | None = None
    ) -> None:
        options = (
            _options(source_choices(game), None if chosen is None else source_value(chosen))
            if game is not None
            else [discord.SelectOption(label="-", value="-")]
        )
        super().__init__(
            discord.ui.Select(
                placeholder="Source: a factory or the center",
                custom_id=f"azul:src:{game_id}:{version}",
                options=options,
                row=0,
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        def next_step(game: Game) -> tuple[str, discord.ui.View]:
            source = parse_source(self.item.values[0])
            return "**Your move.** Pick a color:", picker_view(
                game, self.game_id, self.version, source
            )

        await advance_picker(interaction, self.game_id, self.version, "picker.source", next_step)


class ColorSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"azul:col:(?P<game>\d+):(?P<version>\d+):(?P<source>-?\d+)",
):
    def __init__(
        self,
        game_id: int,
        version: int,
        source: int,
        game: Game | None = None,
        chosen: int | None = None,
    ) -> None:
        options = (
            _options(
                color_choices(game, source),
                None if chosen is None else color_value(chosen),
                emoji=True,
            )
            if game is not None
            else [discord.SelectOption(label="-", value="-")]
        )
        super().__init__(
            discord.ui.Select(
                placeholder="Color",
                custom_id=f"azul:col:{game_id}:{version}:{source}",
                options=options,
                row=1,
            )
        )
        self.game_id = game_id
        self.version = version
        self.source = source

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]), int(match["source"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        def next_step(game: Game) -> tuple[str, discord.ui.View]:
            color = parse_color(self.item.values[0])
            return "**Your move.** Pick a line:", picker_view(
                game, self.game_id, self.version, self.source, color
            )

        await advance_picker(interaction, self.game_id, self.version, "picker.color", next_step)


class LineSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"azul:line:(?P<game>\d+):(?P<version>\d+):(?P<source>-?\d+):(?P<color>\d)",
):
    def __init__(
        self,
        game_id: int,
        version: int,
        source: int,
        color: int,
        game: Game | None = None,
        chosen: int | None = None,
    ) -> None:
        options = (
            _options(
                line_choices(game, source, color),
                None if chosen is None else line_value(chosen),
            )
            if game is not None
            else [discord.SelectOption(label="-", value="-")]
        )
        super().__init__(
            discord.ui.Select(
                placeholder="Line (or the floor)",
                custom_id=f"azul:line:{game_id}:{version}:{source}:{int(color)}",
                options=options,
                row=2,
            )
        )
        self.game_id = game_id
        self.version = version
        self.source = source
        self.color = color

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(
            int(match["game"]), int(match["version"]), int(match["source"]), int(match["color"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        def next_step(game: Game) -> tuple[str, discord.ui.View]:
            line = parse_line(self.item.values[0])
            move = picked_move(self.source, self.color, line)
            view = picker_view(game, self.game_id, self.version, self.source, self.color, line)
            return f"**{move_summary(game, move)}.** Confirm?", view

        await advance_picker(interaction, self.game_id, self.version, "picker.line", next_step)


class ConfirmMove(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:ok:(?P<game>\d+):(?P<version>\d+):(?P<move>[0-9c][byrkw][1-5f])",
):
    def __init__(self, game_id: int, version: int, move: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                custom_id=f"azul:ok:{game_id}:{version}:{move}",
                row=3,
            )
        )
        self.game_id = game_id
        self.version = version
        self.move = move

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]), match["move"])

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)

        async def body(context: Context) -> None:
            context.game_id = self.game_id
            try:
                table = await service.play(
                    interaction.channel_id,  # type: ignore[arg-type]
                    interaction.user.id,
                    Move.parse(self.move),
                    game_id=self.game_id,
                    expected_version=self.version,
                    publish=channel_publisher(interaction.channel),  # type: ignore[arg-type]
                )
            except StaleTurn as stale:
                context.outcome = stale.code
                text, view = await stale_answer(interaction, stale)
                await interaction.edit_original_response(content=text, view=view)
                return
            await interaction.edit_original_response(
                content=saved_but_not_posted(table, f"Played: {table.text.splitlines()[0]}"),
                view=None,
            )

        await handle(interaction, "button.confirm", body, defer="update")


# ----------------------------------------------------------------------------- abort


class AbortButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:abort:(?P<answer>yes|no):(?P<game>\d+)",
):
    def __init__(self, answer: str, game_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Yes, abort the game" if answer == "yes" else "No, keep playing",
                style=discord.ButtonStyle.danger
                if answer == "yes"
                else discord.ButtonStyle.secondary,
                custom_id=f"azul:abort:{answer}:{game_id}",
            )
        )
        self.answer = answer
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(match["answer"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)

        async def body(context: Context) -> None:
            context.game_id = self.game_id
            if self.answer == "no":
                await interaction.edit_original_response(content="The game goes on.", view=None)
                return
            member = interaction.user
            can_manage = isinstance(member, discord.Member) and bool(
                interaction.permissions.manage_channels
            )
            aborted = await service.abort(
                interaction.channel_id,  # type: ignore[arg-type]
                member.id,
                can_manage=can_manage,
                game_id=self.game_id,
            )
            await interaction.edit_original_response(content=aborted.text, view=None)
            channel = interaction.channel
            await strip_buttons(channel, aborted.previous_message_id)  # type: ignore[arg-type]
            # The abort is stored; announcing it is a courtesy that may fail.
            with contextlib.suppress(discord.HTTPException):
                await channel.send(  # type: ignore[union-attr]
                    f"{aborted.text} (by {member.display_name})",
                    allowed_mentions=discord.AllowedMentions.none(),
                )

        # Aborting must work even where the bot can no longer post.
        await handle(interaction, "button.abort", body, defer="update", posts=False)


def abort_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AbortButton("yes", game_id))
    view.add_item(AbortButton("no", game_id))
    return view


DYNAMIC_ITEMS = (
    LobbyButton,
    PlayButton,
    SourceSelect,
    ColorSelect,
    LineSelect,
    ConfirmMove,
    AbortButton,
)
