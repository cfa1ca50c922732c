"""Seasons' front end: ``/azul leaderboard`` with its ``season`` option (it takes the place of
the results' all-time command), and Previous / Next under a season's ladder: each button
carries the season and the page it leads to, and the message is edited in place. Its custom
id is written from version 1."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core import ServiceError
from azul_bot.core.discord import custom_ids as ids
from azul_bot.core.discord.common import (
    Context,
    guild_id_of,
    handle,
    offer,
    reply,
    room_of,
    words_of,
)
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import subcommand
from azul_bot.core.words import Words
from azul_bot.features.results import leaderboard_text
from azul_bot.features.results.cog import SORTS, LeaderboardPageButton, PageButton

from .ladder import SeasonLadder, SeasonLadderView
from .words import season_choice_label, season_ladder_text

SEASON_PAGE = ids.IdFormat(
    "lbs:<season>:<page>:<dir>",
    {"season": r"\d{1,6}", "page": r"\d{1,4}", "dir": ids.DIRECTION},
    reads=(ids.VERSION,),
)


@subcommand("leaderboard")
@app_commands.choices(sort=SORTS)
async def leaderboard(
    interaction: discord.Interaction,
    sort: app_commands.Choice[str] | None = None,
    page: app_commands.Range[int, 1, 1000] = 1,
    season: app_commands.Range[str, 1, 20] | None = None,
) -> None:
    async def body(context: Context) -> None:
        board = await room_of(interaction, SeasonLadder).leaderboard(
            guild_id_of(interaction), season, sort.value if sort else None, page
        )
        say = context.say
        if isinstance(board, SeasonLadderView):
            await reply(interaction, season_ladder_text(say, board), view=season_view(say, board))
            return
        view = LeaderboardPageButton.paging(say, board.sort, board.page, board.pages)
        await reply(interaction, leaderboard_text(say, board), view=view)

    await handle(interaction, "leaderboard", body, posts=False)


@leaderboard.autocomplete("season")
async def season_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The seasons the server kept, the latest first, then the all-time ladder."""
    if interaction.guild_id is None:
        return []
    try:
        choices = await room_of(interaction, SeasonLadder).season_choices(interaction.guild_id)
    except ServiceError:  # the database is away: typing a number still works
        return []
    say = words_of(interaction)
    return offer([(c.value, season_choice_label(say, c)) for c in choices], current)


class SeasonPageButton(PageButton, format=SEASON_PAGE):
    season: int

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            ladder = await room_of(interaction, SeasonLadder).leaderboard(
                guild_id_of(interaction), str(self.season), None, max(1, self.page)
            )
            say = context.say
            if not isinstance(ladder, SeasonLadderView):  # cannot be: a season was named
                raise TypeError(f"season {self.season} gave {ladder!r}")
            await interaction.edit_original_response(
                content=season_ladder_text(say, ladder), view=season_view(say, ladder)
            )

        await handle(interaction, "button.season", body, defer="update", posts=False)


def season_view(say: Words, ladder: SeasonLadderView) -> discord.ui.View | None:
    return SeasonPageButton.paging(say, ladder.number, ladder.page, ladder.pages)


FRONT = Front(commands=(leaderboard,), buttons=(SeasonPageButton,))
