"""Results' front end: its commands, and Previous / Next under a page of the history or the
ladder: each button carries the page it leads to, and the message is edited in place.

Its custom ids are read without their version too (version 0, as posted before ids carried
one)."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from azul_bot.core import BadInput
from azul_bot.core.discord import custom_ids as ids
from azul_bot.core.discord.common import Context, guild_id_of, handle, reply, room_of
from azul_bot.core.discord.custom_ids import IdButton
from azul_bot.core.discord.front import Front, fronts
from azul_bot.core.discord.translator import choice, subcommand
from azul_bot.core.words import ENGLISH, Words

from .history import Records
from .ids import PLACES_YOURS_ONLY
from .leaderboard import Ladder, StatsView
from .picture import progress_alt
from .progress import Progress
from .words import (
    history_text,
    leaderboard_text,
    my_games_text,
    replay_text,
    stats_text,
    versus_text,
)

SORTS = [choice(sort) for sort in ("rating", "wins", "win_rate", "average", "best")]
PROGRESS_FILE = "azul-progress.png"

HISTORY_PAGE = ids.IdFormat(
    "hist:<member>:<page>:<dir>",
    {"member": ids.MEMBER, "page": r"\d{1,5}", "dir": ids.DIRECTION},
)
LEADERBOARD_PAGE = ids.IdFormat(
    "lb:<sort>:<page>:<dir>",
    {"sort": "rating|wins|win_rate|average|best", "page": r"\d{1,4}", "dir": ids.DIRECTION},
)


# ----------------------------------------------------------------------------- commands


@subcommand("mygames")
async def mygames(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        games = await room_of(interaction, Records).my_games(
            guild_id_of(interaction), interaction.user.id
        )
        await reply(interaction, my_games_text(context.say, games))

    await handle(interaction, "mygames", body, posts=False)


@subcommand("history")
async def history(
    interaction: discord.Interaction,
    member: discord.Member | None = None,
    page: app_commands.Range[int, 1, 10000] = 1,
) -> None:
    async def body(context: Context) -> None:
        shown = await room_of(interaction, Records).history(
            guild_id_of(interaction), (member.id, member.display_name) if member else None, page
        )
        say = context.say
        view = HistoryPageButton.paging(say, shown.member_id or 0, shown.page, shown.pages)
        await reply(interaction, history_text(say, shown), view=view)

    await handle(interaction, "history", body, posts=False)


@subcommand("replay")
async def replay(interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53]) -> None:
    async def body(context: Context) -> None:
        context.game_id = game
        shown = await room_of(interaction, Records).replay(
            guild_id_of(interaction), game, str(interaction.locale)
        )
        files = [
            discord.File(io.BytesIO(shown.final_image), filename=f"azul-{game}-final.png"),
            discord.File(io.BytesIO(shown.animation), filename=f"azul-{game}-replay.webp"),
        ]
        await reply(interaction, replay_text(context.say, shown), files=files)

    await handle(interaction, "replay", body)


@subcommand("leaderboard")
@app_commands.choices(sort=SORTS)
async def leaderboard(
    interaction: discord.Interaction,
    sort: app_commands.Choice[str] | None = None,
    page: app_commands.Range[int, 1, 1000] = 1,
) -> None:
    async def body(context: Context) -> None:
        board = await room_of(interaction, Ladder).leaderboard(
            guild_id_of(interaction), sort.value if sort else "rating", page
        )
        say = context.say
        view = LeaderboardPageButton.paging(say, board.sort, board.page, board.pages)
        await reply(interaction, leaderboard_text(say, board), view=view)

    await handle(interaction, "leaderboard", body, posts=False)


@subcommand("stats")
async def stats(
    interaction: discord.Interaction,
    member: discord.Member | None = None,
    versus: discord.Member | None = None,
    places: bool = False,
) -> None:
    """A member's record with the picture of their progress; with ``versus``, their record
    against that member instead; with ``places``, one's own games place by place too."""

    async def body(context: Context) -> None:
        who = member or interaction.user
        guild_id = guild_id_of(interaction)
        if versus is not None:
            met = await room_of(interaction, Progress).versus(
                guild_id,
                who.id,
                who.display_name,
                versus.id,
                versus.display_name,
                other_is_bot=versus.bot,
            )
            await reply(interaction, versus_text(context.say, met))
            return
        if places and who.id != interaction.user.id:
            raise BadInput(PLACES_YOURS_ONLY)
        locale = str(interaction.locale)
        shown = await room_of(interaction, Ladder).stats(
            guild_id, who.id, who.display_name, locale, by_place=places
        )
        say = context.say
        lines = [stats_text(say, shown)]
        lines += [await add(interaction, who.id, say) for front in fronts() for add in front.stats]
        text = "\n".join(lines)
        await reply(interaction, text, files=progress_files(shown, locale))

    await handle(interaction, "stats", body, posts=False)


def progress_files(shown: StatsView, locale: str) -> list[discord.File]:
    """The picture of the member's progress, described for screen readers."""
    if shown.picture is None or shown.progress is None:
        return []
    alt = progress_alt(shown.progress, locale)
    return [discord.File(io.BytesIO(shown.picture), filename=PROGRESS_FILE, description=alt)]


# ----------------------------------------------------------------------------- pages
def page_button(say: Words, direction: str, disabled: bool) -> discord.ui.Button:
    """The Previous (``prev``) or Next button of a paged answer."""
    return discord.ui.Button(
        label=say("button-previous" if direction == "prev" else "button-next"),
        style=discord.ButtonStyle.secondary,
        disabled=disabled,
    )


class PageButton(IdButton):
    """Previous or Next under a page of the history (of everyone, or of one member: ``whose``),
    of the ladder (in one order: ``whose`` is the sort) or of a season's ladder (``whose``:
    the season)."""

    page: int
    dir: str

    def __init__(
        self, whose: int | str, page: int, dir: str, *, disabled: bool = False, say: Words = ENGLISH
    ) -> None:
        super().__init__(page_button(say, dir, disabled), whose, page, dir)

    @classmethod
    def paging(cls, say: Words, whose: int | str, page: int, pages: int) -> discord.ui.View | None:
        """Previous / Next under page ``page`` of ``pages``, each carrying the page it leads
        to; none for a single page."""
        if pages <= 1:
            return None
        view = discord.ui.View(timeout=None)
        view.add_item(cls(whose, page - 1, "prev", disabled=page <= 1, say=say))
        view.add_item(cls(whose, page + 1, "next", disabled=page >= pages, say=say))
        return view


class HistoryPageButton(PageButton, format=HISTORY_PAGE):
    member: int

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            say = context.say
            member = None
            if self.member:
                known = interaction.guild and interaction.guild.get_member(self.member)
                shown_as = known.display_name if known else say("history-this-member")
                member = (self.member, shown_as)
            shown = await room_of(interaction, Records).history(
                guild_id_of(interaction), member, max(1, self.page)
            )
            await interaction.edit_original_response(
                content=history_text(say, shown),
                view=self.paging(say, shown.member_id or 0, shown.page, shown.pages),
            )

        await handle(interaction, "button.history", body, defer="update", posts=False)


class LeaderboardPageButton(PageButton, format=LEADERBOARD_PAGE):
    sort: str

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            board = await room_of(interaction, Ladder).leaderboard(
                guild_id_of(interaction), self.sort, max(1, self.page)
            )
            say = context.say
            await interaction.edit_original_response(
                content=leaderboard_text(say, board),
                view=self.paging(say, board.sort, board.page, board.pages),
            )

        await handle(interaction, "button.leaderboard", body, defer="update", posts=False)


async def saw_server(interaction: discord.Interaction) -> None:
    """The name of a server the bot is in (its cache has it), as each interaction shows it:
    ``/azul stats places`` says the server by it, from any process and place."""
    guild = interaction.client.get_guild(interaction.guild_id or 0)
    if guild is not None and guild.name:
        await room_of(interaction, Ladder).saw_server(guild.id, guild.name)


FRONT = Front(
    commands=(mygames, history, replay, leaderboard, stats),
    buttons=(HistoryPageButton, LeaderboardPageButton),
    seen=saw_server,
)
