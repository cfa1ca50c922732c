"""Results' front end: ``/azul mygames``, ``history``, ``replay``, ``leaderboard`` (the
all-time ladder: the seasons' command, with its ``season`` option, takes its place) and
``stats`` (answered in ``record_commands``), and the pages' buttons (``paging``)."""

from __future__ import annotations

import discord
from discord import app_commands

from . import record_commands
from .front import Front
from .paging import HistoryPageButton, LeaderboardPageButton
from .translator import about


@app_commands.command(name="mygames", description=about("mygames"))
async def mygames(interaction: discord.Interaction) -> None:
    await record_commands.mygames(interaction)


@app_commands.command(name="history", description=about("history"))
@app_commands.describe(member=about("history", "member"), page=about("history", "page"))
async def history(
    interaction: discord.Interaction,
    member: discord.Member | None = None,
    page: app_commands.Range[int, 1, 10000] = 1,
) -> None:
    await record_commands.history(interaction, member, page)


@app_commands.command(name="replay", description=about("replay"))
@app_commands.describe(game=about("replay", "game"))
async def replay(interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53]) -> None:
    await record_commands.replay(interaction, game)


@app_commands.command(name="leaderboard", description=about("leaderboard"))
@app_commands.describe(sort=about("leaderboard", "sort"), page=about("leaderboard", "page"))
@app_commands.choices(sort=record_commands.SORTS)
async def leaderboard(
    interaction: discord.Interaction,
    sort: app_commands.Choice[str] | None = None,
    page: app_commands.Range[int, 1, 1000] = 1,
) -> None:
    await record_commands.leaderboard(interaction, sort, page)


@app_commands.command(name="stats", description=about("stats"))
@app_commands.describe(member=about("stats", "member"), versus=about("stats", "versus"))
async def stats(
    interaction: discord.Interaction,
    member: discord.Member | None = None,
    versus: discord.Member | None = None,
) -> None:
    await record_commands.stats(interaction, member, versus)


FRONT = Front(
    commands=(mygames, history, replay, leaderboard, stats),
    buttons=(HistoryPageButton, LeaderboardPageButton),
)
