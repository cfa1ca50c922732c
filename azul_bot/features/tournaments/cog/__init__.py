"""The tournaments' front end: ``/azul tournament new``, ``join``, ``leave``, ``start``,
``remove``, ``cancel``, ``standings`` and ``rules`` (answered in ``commands``), the sign-up's
buttons (``buttons``, with their custom id) and the view under a sign-up message."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import about

from ..messages import SignupControls
from . import commands as tournament_commands
from .buttons import TOURNAMENT, TournamentButton, signup_view

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

tournament = app_commands.Group(name="tournament", description=about("tournament"))


@tournament.command(name="new", description=about("tournament", "new"))
@app_commands.describe(
    **{option: about("tournament", "new", option) for option in TOURNAMENT_OPTIONS}
)
@app_commands.choices(
    format=tournament_commands.FORMAT_CHOICES, wall=tournament_commands.WALL_CHOICES
)
async def tournament_new(
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
    interaction: discord.Interaction, tournament: TournamentOption | None = None
) -> None:
    await tournament_commands.join(interaction, tournament)


@tournament.command(name="leave", description=about("tournament", "leave"))
@app_commands.describe(tournament=about("tournament", "leave", "tournament"))
async def tournament_leave(
    interaction: discord.Interaction, tournament: TournamentOption | None = None
) -> None:
    await tournament_commands.leave(interaction, tournament)


@tournament.command(name="start", description=about("tournament", "start"))
@app_commands.describe(tournament=about("tournament", "start", "tournament"))
async def tournament_start(
    interaction: discord.Interaction, tournament: TournamentOption | None = None
) -> None:
    await tournament_commands.start(interaction, tournament)


@tournament.command(name="remove", description=about("tournament", "remove"))
@app_commands.describe(
    player=about("tournament", "remove", "player"),
    tournament=about("tournament", "remove", "tournament"),
)
async def tournament_remove(
    interaction: discord.Interaction,
    player: discord.Member,
    tournament: TournamentOption | None = None,
) -> None:
    await tournament_commands.remove(interaction, player, tournament)


@tournament.command(name="cancel", description=about("tournament", "cancel"))
@app_commands.describe(tournament=about("tournament", "cancel", "tournament"))
async def tournament_cancel(
    interaction: discord.Interaction, tournament: TournamentOption | None = None
) -> None:
    await tournament_commands.cancel(interaction, tournament)


@tournament.command(name="standings", description=about("tournament", "standings"))
@app_commands.describe(tournament=about("tournament", "standings", "tournament"))
async def tournament_standings(
    interaction: discord.Interaction, tournament: TournamentOption | None = None
) -> None:
    await tournament_commands.standings(interaction, tournament)


@tournament.command(name="rules", description=about("tournament", "rules"))
async def tournament_rules(interaction: discord.Interaction) -> None:
    await tournament_commands.rules(interaction)


@tournament_join.autocomplete("tournament")
@tournament_start.autocomplete("tournament")
@tournament_remove.autocomplete("tournament")
@tournament_cancel.autocomplete("tournament")
@tournament_standings.autocomplete("tournament")
async def tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_commands.tournament_autocomplete(interaction, current)


@tournament_leave.autocomplete("tournament")
async def my_tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_commands.tournament_autocomplete(interaction, current, mine=True)


FRONT = Front(
    commands=(tournament,),
    buttons=(TournamentButton,),
    ids=(TOURNAMENT,),
    views={SignupControls: signup_view},
)
