"""Previous / Next under ``/azul history`` and ``/azul leaderboard``: each button carries the
page it leads to, and the message is edited in place. ``page_button`` and ``pages_view`` are
the look and the pair every paged answer shares (a season's ladder too: the seasons' cog)."""

from __future__ import annotations

from collections.abc import Callable

import discord

from azul_bot.service.results import Ladder, Records
from azul_bot.words import ENGLISH, Words

from . import custom_ids as ids
from .answers import history_text, leaderboard_text
from .common import Context, guild_id_of, handle, service_of


def page_button(say: Words, custom_id: str, direction: str, disabled: bool) -> discord.ui.Button:
    """The Previous (``prev``) or Next button of a paged answer."""
    return discord.ui.Button(
        label=say("button-previous" if direction == "prev" else "button-next"),
        style=discord.ButtonStyle.secondary,
        custom_id=custom_id,
        disabled=disabled,
    )


def pages_view(
    button: Callable[[int, str, bool], discord.ui.Item], page: int, pages: int
) -> discord.ui.View | None:
    """Previous / Next under page ``page`` of ``pages``, made by ``button(page it leads to,
    direction, disabled)``; none for a single page."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(button(page - 1, "prev", page <= 1))
    view.add_item(button(page + 1, "next", page >= pages))
    return view


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
        made = ids.HISTORY_PAGE.make(member=member_id, page=page, dir=direction)
        super().__init__(page_button(say, made, direction, disabled))
        self.member_id, self.page, self.direction = member_id, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["member"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            say = context.say
            member = None
            if self.member_id:
                known = interaction.guild and interaction.guild.get_member(self.member_id)
                shown_as = known.display_name if known else say("history-this-member")
                member = (self.member_id, shown_as)
            shown = (
                await service_of(interaction)
                .room(Records)
                .history(
                    guild_id_of(interaction),
                    member,
                    max(1, self.page),
                )
            )
            await interaction.edit_original_response(
                content=history_text(say, shown),
                view=history_view(say, shown.member_id, shown.page, shown.pages),
            )

        await handle(interaction, "button.history", body, defer="update", posts=False)


def history_view(
    say: Words, member_id: int | None, page: int, pages: int
) -> discord.ui.View | None:
    who = member_id or 0

    def button(to: int, direction: str, disabled: bool) -> discord.ui.Item:
        return HistoryPageButton(who, to, direction, disabled=disabled, say=say)

    return pages_view(button, page, pages)


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
        made = ids.LEADERBOARD_PAGE.make(sort=sort, page=page, dir=direction)
        super().__init__(page_button(say, made, direction, disabled))
        self.sort, self.page, self.direction = sort, page, direction

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["sort"], int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            board = (
                await service_of(interaction)
                .room(Ladder)
                .leaderboard(
                    guild_id_of(interaction),
                    self.sort,
                    max(1, self.page),
                )
            )
            say = context.say
            await interaction.edit_original_response(
                content=leaderboard_text(say, board),
                view=leaderboard_view(say, board.sort, board.page, board.pages),
            )

        await handle(interaction, "button.leaderboard", body, defer="update", posts=False)


def leaderboard_view(say: Words, sort: str, page: int, pages: int) -> discord.ui.View | None:
    """Previous / Next, each carrying the page it leads to."""

    def button(to: int, direction: str, disabled: bool) -> discord.ui.Item:
        return LeaderboardPageButton(sort, to, direction, disabled=disabled, say=say)

    return pages_view(button, page, pages)
