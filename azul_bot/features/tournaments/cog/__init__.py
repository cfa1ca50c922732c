"""The tournaments' front end: ``/azul tournament``, the sign-up's buttons and the view under a
sign-up message."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import discord
from discord import app_commands

from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import about, subcommand

from ..messages import SignupControls
from . import commands as tournament_commands
from .buttons import TournamentButton, signup_view

TournamentOption = app_commands.Range[str, 1, 20]
"""A tournament, by the id its autocomplete gives."""

tournament = app_commands.Group(name="tournament", description=about("tournament"))


Suggest = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]
"""What offers the tournaments to choose as the option is typed."""


async def tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_commands.tournament_autocomplete(interaction, current)


async def my_tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_commands.tournament_autocomplete(interaction, current, mine=True)


def of_a_tournament(
    name: str,
    answer: Callable[[discord.Interaction, str | None], Awaitable[None]],
    suggest: Suggest = tournament_autocomplete,
) -> app_commands.Command[Any, ..., None]:
    """``/azul tournament <name> [tournament]``, answered by ``answer``; the tournament's
    choices are offered by ``suggest`` as it is typed."""

    @subcommand("tournament", name, group=tournament)
    async def command(
        interaction: discord.Interaction, tournament: TournamentOption | None = None
    ) -> None:
        await answer(interaction, tournament)

    command.autocomplete("tournament")(suggest)
    return command


@subcommand("tournament", "new", group=tournament)
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


of_a_tournament("join", tournament_commands.join)
of_a_tournament("leave", tournament_commands.leave, my_tournament_autocomplete)
of_a_tournament("start", tournament_commands.start)


@subcommand("tournament", "remove", group=tournament)
async def tournament_remove(
    interaction: discord.Interaction,
    player: discord.Member,
    tournament: TournamentOption | None = None,
) -> None:
    await tournament_commands.remove(interaction, player, tournament)


tournament_remove.autocomplete("tournament")(tournament_autocomplete)
of_a_tournament("cancel", tournament_commands.cancel)
of_a_tournament("standings", tournament_commands.standings)


subcommand("tournament", "rules", group=tournament)(tournament_commands.rules)


FRONT = Front(
    commands=(tournament,),
    buttons=(TournamentButton,),
    views={SignupControls: signup_view},
)
