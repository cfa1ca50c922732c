"""The ``/azul`` command group: each command's name, options and choices, in the order
Discord has always received them (the sync digest hashes that order). Thin: every command is
answered by its feature's module (``lobby_commands``, ``play_commands``, ``record_commands``,
``settings_commands``, ``notify_commands``, ``away_commands``, ``tournament_commands``); the
game is in service, the words in the catalogue."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from azul_bot.engine import CLASSIC
from azul_bot.service import MAX_AWAY_ASKED, MAX_AWAY_DAYS, MAX_VALUE

from . import (
    away_commands,
    check_commands,
    lobby_commands,
    notify_commands,
    play_commands,
    record_commands,
    settings_commands,
    tournament_commands,
)
from .components import DYNAMIC_ITEMS
from .translator import about

SETTINGS_OPTIONS = (
    "time_limit",
    "reminder",
    "at_limit",
    "threads",
    "hints",
    "language",
    "season",
    "announcements",
    "away_days",
    "organizers",
    "reset",
)
TOURNAMENT_OPTIONS = (
    "name",
    "format",
    "rounds",
    "table",
    "wall",
    "time_limit",
    "signup_until",
    "min_finished",
    "rated",
)
TournamentOption = app_commands.Range[str, 1, 20]
"""A tournament, by the id its autocomplete gives."""


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
    @app_commands.describe(
        thread=about("new", "thread"),
        variant=about("new", "variant"),
        min_finished=about("new", "min_finished"),
    )
    @app_commands.choices(variant=lobby_commands.VARIANT_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        thread: bool | None = None,
        variant: str = CLASSIC.code,
        min_finished: app_commands.Range[int, 1, 100] | None = None,
    ) -> None:
        await lobby_commands.new(interaction, thread, variant, min_finished)

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

    # How a player is told of their turns: one way at a time (``notify_commands``).
    notify = app_commands.Group(name="notify", description=about("notify"), parent=azul)

    @notify.command(name="turns", description=about("notify", "turns"))
    @app_commands.describe(on=about("notify", "turns", "on"))
    async def notify_turns(self, interaction: discord.Interaction, on: bool) -> None:
        await notify_commands.turns(interaction, on)

    @notify.command(name="digest", description=about("notify", "digest"))
    @app_commands.describe(
        at=about("notify", "digest", "at"), timezone=about("notify", "digest", "timezone")
    )
    async def notify_digest(
        self,
        interaction: discord.Interaction,
        at: app_commands.Range[str, 1, 24],
        timezone: app_commands.Range[str, 1, 64] | None = None,
    ) -> None:
        await notify_commands.digest(interaction, at, timezone)

    @notify_digest.autocomplete("timezone")
    async def timezone_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await notify_commands.timezone_autocomplete(interaction, current)

    @notify.command(name="off", description=about("notify", "off"))
    async def notify_off(self, interaction: discord.Interaction) -> None:
        await notify_commands.off(interaction)

    @azul.command(name="confirm", description=about("confirm"))
    @app_commands.describe(on=about("confirm", "on"))
    async def confirm(self, interaction: discord.Interaction, on: bool) -> None:
        await settings_commands.confirm(interaction, on)

    @azul.command(name="settings", description=about("settings"))
    @app_commands.describe(**{option: about("settings", option) for option in SETTINGS_OPTIONS})
    @app_commands.choices(
        at_limit=settings_commands.AT_LIMIT_CHOICES,
        language=settings_commands.LANGUAGE_CHOICES,
        season=settings_commands.SEASON_CHOICES,
        reset=settings_commands.RESET_CHOICES,
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
        season: app_commands.Choice[str] | None = None,
        announcements: discord.TextChannel | None = None,
        away_days: app_commands.Range[int, 0, MAX_AWAY_DAYS] | None = None,
        organizers: discord.Role | None = None,
        reset: app_commands.Choice[str] | None = None,
    ) -> None:
        await settings_commands.settings(
            interaction,
            time_limit=time_limit,
            reminder=reminder,
            at_limit=at_limit,
            threads=threads,
            hints=hints,
            language=language,
            season=season,
            announcements=announcements,
            away_days=away_days,
            organizers=organizers,
            reset=reset,
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
    @app_commands.describe(
        sort=about("leaderboard", "sort"),
        page=about("leaderboard", "page"),
        season=about("leaderboard", "season"),
    )
    @app_commands.choices(sort=record_commands.SORTS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        sort: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
        season: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        await record_commands.leaderboard(interaction, sort, page, season)

    @leaderboard.autocomplete("season")
    async def season_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await record_commands.season_autocomplete(interaction, current)

    @azul.command(name="stats", description=about("stats"))
    @app_commands.describe(member=about("stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await record_commands.stats(interaction, member)

    @azul.command(name="away", description=about("away"))
    @app_commands.describe(days=about("away", "days"))
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, MAX_AWAY_ASKED]
    ) -> None:
        await away_commands.away(interaction, days)

    @azul.command(name="back", description=about("back"))
    async def back(self, interaction: discord.Interaction) -> None:
        await away_commands.back(interaction)

    # Tournaments: a sign-up, rounds paired by the bot, standings (``tournament_commands``).
    tournament = app_commands.Group(name="tournament", description=about("tournament"), parent=azul)

    @tournament.command(name="new", description=about("tournament", "new"))
    @app_commands.describe(
        **{option: about("tournament", "new", option) for option in TOURNAMENT_OPTIONS}
    )
    @app_commands.choices(
        format=tournament_commands.FORMAT_CHOICES, wall=lobby_commands.VARIANT_CHOICES
    )
    async def tournament_new(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 60],
        format: app_commands.Choice[str] | None = None,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        table: app_commands.Range[int, 2, 4] | None = None,
        wall: app_commands.Choice[str] | None = None,
        time_limit: app_commands.Range[str, 1, 24] | None = None,
        signup_until: app_commands.Range[str, 1, 24] | None = None,
        min_finished: app_commands.Range[int, 1, 100] | None = None,
        rated: bool | None = None,
    ) -> None:
        await tournament_commands.new(
            interaction,
            name=name,
            format=format.value if format else None,
            rounds=rounds,
            table=table,
            wall=wall.value if wall else None,
            time_limit=time_limit,
            signup_until=signup_until,
            min_finished=min_finished,
            rated=rated,
        )

    @tournament.command(name="join", description=about("tournament", "join"))
    @app_commands.describe(tournament=about("tournament", "join", "tournament"))
    async def tournament_join(
        self, interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await tournament_commands.join(interaction, tournament)

    @tournament.command(name="leave", description=about("tournament", "leave"))
    @app_commands.describe(tournament=about("tournament", "leave", "tournament"))
    async def tournament_leave(
        self, interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await tournament_commands.leave(interaction, tournament)

    @tournament.command(name="start", description=about("tournament", "start"))
    @app_commands.describe(tournament=about("tournament", "start", "tournament"))
    async def tournament_start(
        self, interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await tournament_commands.start(interaction, tournament)

    @tournament.command(name="remove", description=about("tournament", "remove"))
    @app_commands.describe(
        player=about("tournament", "remove", "player"),
        tournament=about("tournament", "remove", "tournament"),
    )
    async def tournament_remove(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: TournamentOption | None = None,
    ) -> None:
        await tournament_commands.remove(interaction, player, tournament)

    @tournament.command(name="cancel", description=about("tournament", "cancel"))
    @app_commands.describe(tournament=about("tournament", "cancel", "tournament"))
    async def tournament_cancel(
        self, interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await tournament_commands.cancel(interaction, tournament)

    @tournament.command(name="standings", description=about("tournament", "standings"))
    @app_commands.describe(tournament=about("tournament", "standings", "tournament"))
    async def tournament_standings(
        self, interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await tournament_commands.standings(interaction, tournament)

    @tournament.command(name="rules", description=about("tournament", "rules"))
    async def tournament_rules(self, interaction: discord.Interaction) -> None:
        await tournament_commands.rules(interaction)

    @tournament_join.autocomplete("tournament")
    @tournament_start.autocomplete("tournament")
    @tournament_remove.autocomplete("tournament")
    @tournament_cancel.autocomplete("tournament")
    @tournament_standings.autocomplete("tournament")
    async def tournament_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await tournament_commands.tournament_autocomplete(interaction, current)

    @tournament_leave.autocomplete("tournament")
    async def my_tournament_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await tournament_commands.tournament_autocomplete(interaction, current, mine=True)

    @azul.command(name="check", description=about("check"))
    async def check(self, interaction: discord.Interaction) -> None:
        await check_commands.check(interaction)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.cogs")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
