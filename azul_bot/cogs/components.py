"""Buttons. Each is a ``DynamicItem`` whose custom id names the game and the turn (its
version), so they keep working after a restart and an old one can never play twice.

A move is three taps and a Confirm: a source button under the public table message, then a
color and a line in a private picker (only what is legal is offered, with previews such as
"3 fit, 1 to floor"), then Confirm. Every value read back from a custom id is checked against
what the table offers now, so a forged id changes nothing.

Custom ids (at most 100 characters):
``azul:lobby:<action>:<game>`` · ``azul:src:<game>:<version>:<source>`` ·
``azul:col:<game>:<version>:<source>:<color>`` ·
``azul:line:<game>:<version>:<source>:<color>:<line>`` · ``azul:ok:<game>:<version>:<move>`` ·
``azul:abort:<answer>:<game>`` · ``azul:lb:<sort>:<page>``
"""

from __future__ import annotations

import discord

from azul_bot.service import (
    LEVELS,
    BadInput,
    Choice,
    Game,
    LobbyControls,
    Move,
    NotInGame,
    NotYourTurn,
    StaleTurn,
    TurnControls,
    color_choices,
    color_value,
    line_choices,
    line_value,
    move_summary,
    parse_color,
    parse_line,
    picked_move,
    source_choices,
    source_value,
)

from .common import GAME_STARTED, Context, handle, reply, saved_but_not_posted, service_of

COLOR_EMOJI = {"blue": "🟦", "yellow": "🟨", "red": "🟥", "black": "⬛", "white": "⬜"}
NOT_OFFERED = "That choice is not on the table right now; nothing was changed."


# ----------------------------------------------------------------------------- lobby


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:lobby:(?P<action>join|leave|start|removebot):(?P<game>\d{1,20})",
):
    STYLES = {
        "join": ("Join", discord.ButtonStyle.primary),
        "leave": ("Leave", discord.ButtonStyle.secondary),
        "start": ("Start", discord.ButtonStyle.success),
        "removebot": ("Remove computer", discord.ButtonStyle.secondary),
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
                lobby = await service.join(
                    channel_id, user.id, user.display_name, game_id=self.game_id
                )
                await reply(interaction, f"You took seat {len(lobby.seats)}.")
            elif self.action == "leave":
                await service.leave(channel_id, user.id, game_id=self.game_id)
                await reply(interaction, "You left the lobby.")
            elif self.action == "removebot":
                await service.remove_computer(channel_id, user.id, game_id=self.game_id)
                await reply(interaction, "The last computer player left the lobby.")
            else:
                table = await service.start(channel_id, user.id, game_id=self.game_id)
                await reply(interaction, saved_but_not_posted(table.published, GAME_STARTED))

        await handle(interaction, f"button.{self.action}", body)


class AddComputer(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"azul:lobby:addbot:(?P<game>\d{1,20})",
):
    """The host picks a level and a computer takes the next seat."""

    def __init__(self, game_id: int, *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Select(
                placeholder="Add a computer player…",
                custom_id=f"azul:lobby:addbot:{game_id}",
                options=[
                    discord.SelectOption(label=f"Computer ({level})", value=level)
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
            values = self.item.values
            level = values[0] if len(values) == 1 else ""
            if level not in LEVELS:  # a forged value: not one the menu offered
                raise BadInput(NOT_OFFERED)
            lobby = await service_of(interaction).add_computer(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                level,
                game_id=self.game_id,
            )
            await reply(interaction, f"{lobby.seats[-1].name} took a seat.")

        await handle(interaction, "lobby.addbot", body)


def lobby_view(controls: LobbyControls) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyButton("join", controls.game_id, disabled=not controls.can_join))
    view.add_item(LobbyButton("leave", controls.game_id))
    view.add_item(LobbyButton("start", controls.game_id, disabled=not controls.can_start))
    if controls.has_computer:
        view.add_item(LobbyButton("removebot", controls.game_id))
    view.add_item(AddComputer(controls.game_id, disabled=not controls.can_join))
    return view


# ----------------------------------------------------------------------------- the first tap


class SourceButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:src:(?P<game>\d{1,20}):(?P<version>\d{1,20}):(?P<source>-1|\d)",
):
    """A factory or the center under the public table message: the first tap of a move."""

    def __init__(self, game_id: int, version: int, source: int, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80] or source_value(source),
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:src:{game_id}:{version}:{source}",
            )
        )
        self.game_id = game_id
        self.version = version
        self.source = source

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]), int(match["source"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            game = await checked_turn(interaction, self.game_id, self.version)
            if game is None:
                context.outcome = "refused"
                return
            offered(source_value(self.source), source_choices(game))
            await interaction.response.send_message(
                f"**Your move** from {source_label(self.source)}: pick a color.",
                view=picker_view(game, self.game_id, self.version, self.source),
                ephemeral=True,
            )

        await handle(interaction, "button.source", body, defer="none", posts=False)


def turn_view(controls: TurnControls) -> discord.ui.View:
    """At most ten sources: two rows of buttons."""
    view = discord.ui.View(timeout=None)
    for choice in controls.sources:
        source = -1 if choice.value == "center" else int(choice.value) - 1
        view.add_item(SourceButton(controls.game_id, controls.version, source, choice.label))
    return view


def source_label(source: int) -> str:
    return "the center" if source == -1 else f"factory {source + 1}"


def offered(value: str, choices: list[Choice]) -> None:
    """Refuse a value that the table does not offer now (a forged or outdated custom id)."""
    if value not in {choice.value for choice in choices}:
        raise BadInput(NOT_OFFERED)


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
    except StaleTurn:
        await reply(interaction, await stale_answer(interaction))
        return None
    return game


async def stale_answer(interaction: discord.Interaction) -> str:
    """'The table has moved on', with a link to the current turn: read from the game row
    alone, so an old button is answered well within Discord's 3 seconds."""
    current = await service_of(interaction).current_turn(interaction.channel_id)  # type: ignore[arg-type]
    text = "The table has moved on since that message."
    if current is None:
        return text + " There is no game running here now."
    if current.message_id is not None and interaction.guild_id is not None:
        url = (
            f"https://discord.com/channels/{interaction.guild_id}/"
            f"{interaction.channel_id}/{current.message_id}"
        )
        text += f" Current turn: {url}"
    if current.user_id == interaction.user.id:
        text += "\nIt's your turn: use the buttons under the latest table."
    return text


# ----------------------------------------------------------------------------- the picker


def picker_view(
    game: Game,
    game_id: int,
    version: int,
    source: int,
    color: int | None = None,
    line: int | None = None,
) -> discord.ui.View:
    """Colors of the chosen source (row 0), then the lines that can take them (rows 1-2,
    with previews), then Confirm: at most 5 + 6 + 1 buttons."""
    view = discord.ui.View(timeout=None)
    for choice in color_choices(game, source):
        shade = int(parse_color(choice.value))
        view.add_item(ColorButton(game_id, version, source, shade, choice, chosen=color))
    if color is not None:
        for choice in line_choices(game, source, color):
            view.add_item(LineButton(game_id, version, source, color, choice, chosen=line))
    if color is not None and line is not None:
        view.add_item(ConfirmMove(game_id, version, str(picked_move(source, color, line))))
    return view


class ColorButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:col:(?P<game>\d{1,20}):(?P<version>\d{1,20}):(?P<source>-1|\d):(?P<color>[0-4])",
):
    def __init__(
        self,
        game_id: int,
        version: int,
        source: int,
        color: int,
        choice: Choice | None = None,
        *,
        chosen: int | None = None,
    ) -> None:
        name = choice.value if choice else color_value(color)
        super().__init__(
            discord.ui.Button(
                label=(choice.label if choice else name)[:80],
                emoji=COLOR_EMOJI.get(name),
                style=discord.ButtonStyle.primary
                if color == chosen
                else discord.ButtonStyle.secondary,
                custom_id=f"azul:col:{game_id}:{version}:{source}:{color}",
                row=0,
            )
        )
        self.game_id, self.version, self.source, self.color = game_id, version, source, color

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(
            int(match["game"]), int(match["version"]), int(match["source"]), int(match["color"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        def next_step(game: Game) -> tuple[str, discord.ui.View]:
            offered(color_value(self.color), color_choices(game, self.source))
            view = picker_view(game, self.game_id, self.version, self.source, self.color)
            return f"**Your move**: {color_value(self.color)} — pick a line.", view

        await advance_picker(interaction, self.game_id, self.version, "picker.color", next_step)


class LineButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=(
        r"azul:line:(?P<game>\d{1,20}):(?P<version>\d{1,20}):(?P<source>-1|\d)"
        r":(?P<color>[0-4]):(?P<line>[0-5])"
    ),
):
    def __init__(
        self,
        game_id: int,
        version: int,
        source: int,
        color: int,
        choice: Choice | int,
        *,
        chosen: int | None = None,
    ) -> None:
        line = choice if isinstance(choice, int) else parse_line(choice.value)
        label = line_value(line) if isinstance(choice, int) else choice.label
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary
                if line == chosen
                else discord.ButtonStyle.secondary,
                custom_id=f"azul:line:{game_id}:{version}:{source}:{color}:{line}",
                row=1 if line < 5 else 2,
            )
        )
        self.game_id, self.version, self.source = game_id, version, source
        self.color, self.line = color, line

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(
            int(match["game"]),
            int(match["version"]),
            int(match["source"]),
            int(match["color"]),
            int(match["line"]),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        def next_step(game: Game) -> tuple[str, discord.ui.View]:
            offered(line_value(self.line), line_choices(game, self.source, self.color))
            move = picked_move(self.source, self.color, self.line)
            view = picker_view(game, self.game_id, self.version, self.source, self.color, self.line)
            return f"**{move_summary(game, move)}.** Confirm?", view

        await advance_picker(interaction, self.game_id, self.version, "picker.line", next_step)


async def advance_picker(interaction, game_id: int, version: int, action: str, next_step) -> None:
    """A tap in the picker: if the clicker may still move on this turn, show the next step
    (``next_step`` checks the tap against the table; a refusal is answered by ``handle``)."""

    async def body(context: Context) -> None:
        context.game_id = game_id
        game = await checked_turn(interaction, game_id, version)
        if game is None:
            return
        content, view = next_step(game)
        await interaction.response.edit_message(content=content, view=view)

    await handle(interaction, action, body, defer="none", posts=False)


class ConfirmMove(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:ok:(?P<game>\d{1,20}):(?P<version>\d{1,20}):(?P<move>[1-9c][byrkw][1-5f])",
):
    def __init__(self, game_id: int, version: int, move: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                custom_id=f"azul:ok:{game_id}:{version}:{move}",
                row=2,
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
        move = Move.parse(self.move)
        # Both presses of a double click read the picker they were pressed on, so both leave
        # it saying the same thing: what was played.
        played = played_text(interaction.message.content if interaction.message else "")

        async def body(context: Context) -> None:
            context.game_id = self.game_id
            try:
                table = await service.play(
                    interaction.channel_id,  # type: ignore[arg-type]
                    interaction.user.id,
                    move,
                    game_id=self.game_id,
                    expected_version=self.version,
                )
            except StaleTurn:
                context.outcome = "stale"
                already = await service.was_played(
                    interaction.channel_id,  # type: ignore[arg-type]
                    interaction.user.id,
                    game_id=self.game_id,
                    version=self.version,
                    move=move,
                )
                text = played if already else await stale_answer(interaction)
                await interaction.edit_original_response(content=text, view=None)
                return
            await interaction.edit_original_response(
                content=saved_but_not_posted(table.published, played), view=None
            )

        await handle(interaction, "button.confirm", body, defer="update")


def played_text(picker: str) -> str:
    """``**Take 3 red from factory 2 → line 4 — 3 fit.** Played.`` from the picker's
    ``… Confirm?``."""
    summary = picker.removesuffix(" Confirm?").strip() or "Your move"
    return f"{summary} Played."


# ----------------------------------------------------------------------------- abort


def confirm_button(action: str, answer: str, game_id: int, yes: str) -> discord.ui.Button:
    """One half of a "really?" question: the red yes, or the grey no."""
    return discord.ui.Button(
        label=yes if answer == "yes" else "No, keep playing",
        style=discord.ButtonStyle.danger if answer == "yes" else discord.ButtonStyle.secondary,
        custom_id=f"azul:{action}:{answer}:{game_id}",
    )


class AbortButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:abort:(?P<answer>yes|no):(?P<game>\d{1,20})",
):
    def __init__(self, answer: str, game_id: int) -> None:
        super().__init__(confirm_button("abort", answer, game_id, "Yes, abort the game"))
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
                member.display_name,
                can_manage=can_manage,
                game_id=self.game_id,
            )
            await interaction.edit_original_response(content=aborted.text, view=None)

        # Aborting must work even where the bot can no longer post.
        await handle(interaction, "button.abort", body, defer="update", posts=False)


class ResignButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:resign:(?P<answer>yes|no):(?P<game>\d{1,20})",
):
    def __init__(self, answer: str, game_id: int) -> None:
        super().__init__(confirm_button("resign", answer, game_id, "Yes, leave the game"))
        self.answer = answer
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(match["answer"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            context.game_id = self.game_id
            if self.answer == "no":
                await interaction.edit_original_response(content="You stay in the game.", view=None)
                return
            service = service_of(interaction)
            record = await service.check_resign(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            if record.id != self.game_id:
                raise StaleTurn("That game is already over.")
            result = await service.resign(interaction.channel_id, interaction.user.id)  # type: ignore[arg-type]
            await interaction.edit_original_response(content=result.text, view=None)

        await handle(interaction, "button.resign", body, defer="update")


def resign_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton("yes", game_id))
    view.add_item(ResignButton("no", game_id))
    return view


def abort_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AbortButton("yes", game_id))
    view.add_item(AbortButton("no", game_id))
    return view


# ----------------------------------------------------------------------------- rematch


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:rematch:(?P<game>\d{1,20})",
):
    def __init__(self, game_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Rematch",
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                custom_id=f"azul:rematch:{game_id}",
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
            await reply(
                interaction,
                saved_but_not_posted(
                    lobby.published, "Rematch lobby opened: the others take their seats with Join."
                ),
            )

        await handle(interaction, "button.rematch", body)


def rematch_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id))
    return view


# ----------------------------------------------------------------------------- history


class HistoryPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:hist:(?P<member>\d{1,20}):(?P<page>\d{1,5}):(?P<dir>prev|next)",
):
    def __init__(self, member_id: int, page: int, direction: str, *, disabled: bool = False):
        super().__init__(
            discord.ui.Button(
                label="Previous" if direction == "prev" else "Next",
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:hist:{member_id}:{page}:{direction}",
                disabled=disabled,
            )
        )
        self.member_id, self.page, self.direction = member_id, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["member"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            member = None
            if self.member_id:
                known = interaction.guild and interaction.guild.get_member(self.member_id)
                member = (self.member_id, known.display_name if known else "this member")
            shown = await service_of(interaction).records.history(
                interaction.guild_id,  # type: ignore[arg-type]
                member,
                max(1, self.page),
            )
            await interaction.edit_original_response(
                content=shown.text, view=history_view(shown.member_id, shown.page, shown.pages)
            )

        await handle(interaction, "button.history", body, defer="update", posts=False)


def history_view(member_id: int | None, page: int, pages: int) -> discord.ui.View | None:
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    who = member_id or 0
    view.add_item(HistoryPageButton(who, page - 1, "prev", disabled=page <= 1))
    view.add_item(HistoryPageButton(who, page + 1, "next", disabled=page >= pages))
    return view


# ----------------------------------------------------------------------------- leaderboard


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"azul:lb:(?P<sort>rating|wins|win_rate|average|best):(?P<page>\d{1,4}):(?P<dir>prev|next)",
):
    def __init__(self, sort: str, page: int, direction: str, *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label="Previous" if direction == "prev" else "Next",
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:lb:{sort}:{page}:{direction}",
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
            await interaction.edit_original_response(
                content=board.text, view=leaderboard_view(board.sort, board.page, board.pages)
            )

        await handle(interaction, "button.leaderboard", body, defer="update", posts=False)


def leaderboard_view(sort: str, page: int, pages: int) -> discord.ui.View | None:
    """Previous / Next, each carrying the page it leads to."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(LeaderboardPageButton(sort, page - 1, "prev", disabled=page <= 1))
    view.add_item(LeaderboardPageButton(sort, page + 1, "next", disabled=page >= pages))
    return view


DYNAMIC_ITEMS = (
    RematchButton,
    HistoryPageButton,
    LobbyButton,
    AddComputer,
    ResignButton,
    SourceButton,
    ColorButton,
    LineButton,
    ConfirmMove,
    AbortButton,
    LeaderboardPageButton,
)
