"""Previous / Next under a season's ladder (``/azul leaderboard season:``): each button carries
the season and the page it leads to, and the message is edited in place."""

from __future__ import annotations

import discord

from azul_bot.service.seasons import SeasonLadder, SeasonLadderView
from azul_bot.words import ENGLISH, Words
from azul_bot.words.seasons import season_ladder_text

from . import custom_ids as ids
from .common import Context, guild_id_of, handle, service_of
from .paging import page_button, pages_view


class SeasonPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.SEASON_PAGE.template,
):
    def __init__(
        self,
        season: int,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
        say: Words = ENGLISH,
    ) -> None:
        made = ids.SEASON_PAGE.make(season=season, page=page, dir=direction)
        super().__init__(page_button(say, made, direction, disabled))
        self.season, self.page, self.direction = season, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["season"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            ladder = (
                await service_of(interaction)
                .room(SeasonLadder)
                .leaderboard(
                    guild_id_of(interaction),
                    str(self.season),
                    None,
                    max(1, self.page),
                )
            )
            say = context.say
            if not isinstance(ladder, SeasonLadderView):  # cannot be: a season was named
                raise TypeError(f"season {self.season} gave {ladder!r}")
            await interaction.edit_original_response(
                content=season_ladder_text(say, ladder), view=season_view(say, ladder)
            )

        await handle(interaction, "button.season", body, defer="update", posts=False)


def season_view(say: Words, ladder: SeasonLadderView) -> discord.ui.View | None:
    """Previous / Next, each carrying the season and the page it leads to."""

    def button(to: int, direction: str, disabled: bool) -> discord.ui.Item:
        return SeasonPageButton(ladder.number, to, direction, disabled=disabled, say=say)

    return pages_view(button, ladder.page, ladder.pages)
