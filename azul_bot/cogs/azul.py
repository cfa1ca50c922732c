"""The ``/azul`` command group: each command's name, options and choices, in the order
Discord has always received them (the sync digest hashes that order). Thin: every command is
answered by its feature's module (``lobby_commands``, ``play_commands``, ``record_commands``,
``settings_commands``); the game is in service, the words in the catalogue."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from azul_bot.engine import CLASSIC
from azul_bot.service import MAX_VALUE

from . import lobby_commands, play_commands, record_commands, settings_commands
from .components import DYNAMIC_ITEMS
from .translator import about

SETTINGS_OPTIONS = ("time_limit", "reminder", "at_limit", "threads", "hints", "language")


class Azul(commands.Cog):
    """Host games of Azul in channels and threads."""

    # Offered in servers only: Discord hides the commands in DMs instead of us refusing them.
    azul = app_commands.Group(
        name="azul",
        description=about(),
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @azul.command(name="new", description=about("new"))
    @app_commands.describe(thread=about("new", "thread"), variant=about("new", "variant"))
    @app_commands.choices(variant=lobby_commands.VARIANT_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        thread: bool | None = None,
        variant: str = CLASSIC.code,
    ) -> None:
        await lobby_commands.new(interaction, thread, variant)

    @azul.command(name="join", description=about("join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_commands.join(interaction)

    @azul.command(name="leave", description=about("leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_commands.leave(interaction)

    @azul.command(name="addbot", description=about("addbot"))
    @app_commands.describe(level=about("addbot", "level"))
    @app_commands.choices(level=lobby_commands.LEVEL_CHOICES)
    async def addbot(
        self, interaction: discord.Interaction, level: app_commands.Choice[str]
    ) -> None:
        await lobby_commands.addbot(interaction, level.value)

    @azul.command(name="hint", description=about("hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        await play_commands.hint(interaction)

    @azul.command(name="notify", description=about("notify"))
    @app_commands.describe(on=about("notify", "on"))
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        await settings_commands.notify(interaction, on)

    @azul.command(name="confirm", description=about("confirm"))
    @app_commands.describe(on=about("confirm", "on"))
    async def confirm(self, interaction: discord.Interaction, on: bool) -> None:
        await settings_commands.confirm(interaction, on)

    @azul.command(name="settings", description=about("settings"))
    @app_commands.describe(**{option: about("settings", option) for option in SETTINGS_OPTIONS})
    @app_commands.choices(
        at_limit=settings_commands.AT_LIMIT_CHOICES, language=settings_commands.LANGUAGE_CHOICES
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        time_limit: app_commands.Range[str, 1, 24] | None = None,
        reminder: app_commands.Range[str, 1, 24] | None = None,
        at_limit: app_commands.Choice[str] | None = None,
        threads: bool | None = None,
        hints: bool | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        await settings_commands.settings(
            interaction, time_limit, reminder, at_limit, threads, hints, language
        )

    @azul.command(name="start", description=about("start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_commands.start(interaction)

    @azul.command(name="play", description=about("play"))
    @app_commands.describe(
        **{option: about("play", option) for option in ("source", "color", "line")}
    )
    async def play(
        self,
        interaction: discord.Interaction,
        source: app_commands.Range[str, 1, MAX_VALUE],
        color: app_commands.Range[str, 1, MAX_VALUE],
        line: app_commands.Range[str, 1, MAX_VALUE],
    ) -> None:
        await play_commands.play(interaction, source, color, line)

    @play.autocomplete("source")
    async def source_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await play_commands.source_autocomplete(interaction, current)

    @play.autocomplete("color")
    async def color_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await play_commands.color_autocomplete(interaction, current)

    @play.autocomplete("line")
    async def line_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await play_commands.line_autocomplete(interaction, current)

    @azul.command(name="board", description=about("board"))
    async def board(self, interaction: discord.Interaction) -> None:
        await play_commands.board(interaction)

    @azul.command(name="abort", description=about("abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        await lobby_commands.abort(interaction)

    @azul.command(name="rules", description=about("rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        await settings_commands.rules(interaction)

    @azul.command(name="mygames", description=about("mygames"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        await record_commands.mygames(interaction)

    @azul.command(name="moves", description=about("moves"))
    @app_commands.describe(page=about("moves", "page"))
    async def moves(
        self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 10000] = 0
    ) -> None:
        await play_commands.moves(interaction, page)

    @azul.command(name="history", description=about("history"))
    @app_commands.describe(member=about("history", "member"), page=about("history", "page"))
    async def history(
        self,
        interaction: discord.Interaction,
        member: discord.Member | None = None,
        page: app_commands.Range[int, 1, 10000] = 1,
    ) -> None:
        await record_commands.history(interaction, member, page)

    @azul.command(name="replay", description=about("replay"))
    @app_commands.describe(game=about("replay", "game"))
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53]
    ) -> None:
        await record_commands.replay(interaction, game)

    @azul.command(name="leaderboard", description=about("leaderboard"))
    @app_commands.describe(sort=about("leaderboard", "sort"), page=about("leaderboard", "page"))
    @app_commands.choices(sort=record_commands.SORTS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        sort: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        await record_commands.leaderboard(interaction, sort, page)

    @azul.command(name="stats", description=about("stats"))
    @app_commands.describe(member=about("stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await record_commands.stats(interaction, member)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.cogs")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
