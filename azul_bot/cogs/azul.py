"""The ``/azul`` command group. Thin: checks and wording of Discord things; the game is in service."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from azul_bot.service import MAX_VALUE, RULES, Choice, TurnControls

from .common import Context, handle, reply, saved_but_not_posted, service_of, table_file
from .components import DYNAMIC_ITEMS, abort_view, leaderboard_view, turn_view

COLOR_CHOICES = [
    app_commands.Choice(name=name, value=name)
    for name in ("blue", "yellow", "red", "black", "white")
]
SORTS = [
    app_commands.Choice(name="rating", value="rating"),
    app_commands.Choice(name="wins", value="wins"),
    app_commands.Choice(name="win rate", value="win_rate"),
    app_commands.Choice(name="average score", value="average"),
    app_commands.Choice(name="best score", value="best"),
]


def _choices(choices: list[Choice]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c.label[:100], value=c.value) for c in choices[:25]]


class Azul(commands.Cog):
    """Host games of Azul in channels and threads."""

    # Offered in servers only: Discord hides the commands in DMs instead of us refusing them.
    azul = app_commands.Group(
        name="azul",
        description="Play Azul, the tile-laying game",
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # ------------------------------------------------------------------ lobby

    @azul.command(name="new", description="Open an Azul lobby in this channel (you are the host)")
    async def new(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).open_lobby(
                interaction.guild_id,  # type: ignore[arg-type]
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                interaction.user.display_name,
            )
            context.game_id = lobby.game_id
            await reply(
                interaction,
                saved_but_not_posted(
                    lobby.published, "Lobby opened. Others join with the **Join** button."
                ),
            )

        await handle(interaction, "new", body)

    @azul.command(name="join", description="Take a seat in the lobby of this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).join(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                interaction.user.display_name,
            )
            context.game_id = lobby.game_id
            await reply(
                interaction,
                saved_but_not_posted(lobby.published, f"You took seat {len(lobby.seats)}."),
            )

        await handle(interaction, "join", body)

    @azul.command(name="leave", description="Give up your seat in the lobby of this channel")
    async def leave(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).leave(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = lobby.game_id
            await reply(
                interaction, "You left the lobby." + (" It is closed." if lobby.closed else "")
            )

        await handle(interaction, "leave", body)

    @azul.command(name="start", description="Start the game (host only, 2 to 4 players)")
    async def start(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).start(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = table.game_id
            await reply(interaction, saved_but_not_posted(table.published, "The game has started."))

        await handle(interaction, "start", body)

    # ------------------------------------------------------------------ play

    @azul.command(name="play", description="Take tiles: source, color, and the line to put them on")
    @app_commands.describe(
        source="`center` or a factory number as drawn on the table",
        color="blue, yellow, red, black or white",
        line="pattern line 1 to 5, or `floor`",
    )
    async def play(
        self,
        interaction: discord.Interaction,
        source: app_commands.Range[str, 1, MAX_VALUE],
        color: app_commands.Range[str, 1, MAX_VALUE],
        line: app_commands.Range[str, 1, MAX_VALUE],
    ) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).play(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                source,
                color,
                line,
            )
            context.game_id = table.game_id
            if table.published:
                # The public turn message says it all: no private echo.
                await interaction.delete_original_response()
            else:
                await reply(interaction, saved_but_not_posted(False, "Played."))

        await handle(interaction, "play", body)

    @play.autocomplete("source")
    async def source_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        return _choices(
            await service_of(interaction).sources(
                interaction.channel_id, interaction.user.id, current
            )
        )

    @play.autocomplete("color")
    async def color_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        if interaction.channel_id is None or not source:
            return [c for c in COLOR_CHOICES if current.lower() in c.name]
        return _choices(
            await service_of(interaction).colors(
                interaction.channel_id, interaction.user.id, source, current
            )
        )

    @play.autocomplete("line")
    async def line_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        color = getattr(interaction.namespace, "color", None)
        if interaction.channel_id is None or not source or not color:
            return []
        return _choices(
            await service_of(interaction).lines(
                interaction.channel_id, interaction.user.id, source, color, current
            )
        )

    # ------------------------------------------------------------------ table

    @azul.command(name="board", description="Show the current table (only to you)")
    async def board(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).board(interaction.channel_id)  # type: ignore[arg-type]
            context.game_id = table.game_id
            file = table_file(table)
            kwargs: dict = {"ephemeral": True, "allowed_mentions": discord.AllowedMentions.none()}
            if file is not None:
                kwargs["file"] = file
            if table.current_user_id == interaction.user.id:
                # Whoever is to move can always move from here, even if the turn message is gone.
                kwargs["view"] = turn_view(
                    TurnControls(table.game_id, table.version, table.sources)
                )
            await interaction.followup.send(table.text, **kwargs)

        await handle(interaction, "board", body, posts=False)

    @azul.command(name="abort", description="Abort the game here (host or Manage Channels)")
    async def abort(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            can_manage = bool(interaction.permissions.manage_channels)
            record = await service_of(interaction).check_abort(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                can_manage=can_manage,
            )
            context.game_id = record.id
            what = "the game" if record.status == "running" else "the lobby"
            await interaction.followup.send(
                f"Really abort {what}? It will not count for anybody's stats.",
                view=abort_view(record.id),
                ephemeral=True,
            )

        await handle(interaction, "abort", body, posts=False)

    # ------------------------------------------------------------------ info

    @azul.command(name="rules", description="A short summary of the rules of Azul")
    async def rules(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            await interaction.response.send_message(RULES, ephemeral=True)

        await handle(interaction, "rules", body, posts=False, defer="none")

    @azul.command(name="leaderboard", description="The best Azul players of this server")
    @app_commands.describe(sort="what to rank by", page="page number, from 1")
    @app_commands.choices(sort=SORTS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        sort: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        async def body(context: Context) -> None:
            board = await service_of(interaction).leaderboard(
                interaction.guild_id,  # type: ignore[arg-type]
                sort.value if sort else "rating",
                page,
            )
            kwargs: dict = {"ephemeral": True, "allowed_mentions": discord.AllowedMentions.none()}
            view = leaderboard_view(board.sort, board.page, board.pages)
            if view is not None:
                kwargs["view"] = view
            await interaction.followup.send(board.text, **kwargs)

        await handle(interaction, "leaderboard", body, posts=False)

    @azul.command(name="stats", description="Azul statistics of a member (yours by default)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        async def body(context: Context) -> None:
            who = member or interaction.user
            text = await service_of(interaction).stats(
                interaction.guild_id,  # type: ignore[arg-type]
                who.id,
                who.display_name,
            )
            await interaction.followup.send(
                text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await handle(interaction, "stats", body, posts=False)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.cogs")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
