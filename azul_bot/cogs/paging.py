"""Previous / Next under ``/azul history`` and ``/azul leaderboard``: each button carries the
page it leads to, and the message is edited in place."""

from __future__ import annotations

import discord

from azul_bot.words import ENGLISH, Words

from . import custom_ids as ids
from .answers import history_text, leaderboard_text
from .common import Context, handle, service_of

# ----------------------------------------------------------------------------- history


class HistoryPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.HISTORY_PAGE.template,
):
    def __init__(
        self,
        member_id: int,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
        say: Words = ENGLISH,
    ):
        super().__init__(
            discord.ui.Button(
                label=say("button-previous" if direction == "prev" else "button-next"),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.HISTORY_PAGE.make(member=member_id, page=page, dir=direction),
                disabled=disabled,
            )
        )
        self.member_id, self.page, self.direction = member_id, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["member"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            say = context.say
            member = None
            if self.member_id:
                known = interaction.guild and interaction.guild.get_member(self.member_id)
                shown_as = known.display_name if known else say("history-this-member")
                member = (self.member_id, shown_as)
            shown = await service_of(interaction).records.history(
                interaction.guild_id,  # type: ignore[arg-type]
                member,
                max(1, self.page),
            )
            await interaction.edit_original_response(
                content=history_text(say, shown),
                view=history_view(say, shown.member_id, shown.page, shown.pages),
            )

        await handle(interaction, "button.history", body, defer="update", posts=False)


def history_view(
    say: Words, member_id: int | None, page: int, pages: int
) -> discord.ui.View | None:
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    who = member_id or 0
    view.add_item(HistoryPageButton(who, page - 1, "prev", disabled=page <= 1, say=say))
    view.add_item(HistoryPageButton(who, page + 1, "next", disabled=page >= pages, say=say))
    return view


# ----------------------------------------------------------------------------- leaderboard


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=ids.LEADERBOARD_PAGE.template,
):
    def __init__(
        self,
        sort: str,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
        say: Words = ENGLISH,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=say("button-previous" if direction == "prev" else "button-next"),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.LEADERBOARD_PAGE.make(sort=sort, page=page, dir=direction),
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
            say = context.say
            await interaction.edit_original_response(
                content=leaderboard_text(say, board),
                view=leaderboard_view(say, board.sort, board.page, board.pages),
            )

        await handle(interaction, "button.leaderboard", body, defer="update", posts=False)


def leaderboard_view(say: Words, sort: str, page: int, pages: int) -> discord.ui.View | None:
    """Previous / Next, each carrying the page it leads to."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(LeaderboardPageButton(sort, page - 1, "prev", disabled=page <= 1, say=say))
    view.add_item(LeaderboardPageButton(sort, page + 1, "next", disabled=page >= pages, say=say))
    return view
