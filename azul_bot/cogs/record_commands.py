"""The club's records: ``/azul mygames``, ``history``, ``replay``, ``leaderboard`` and
``stats``. Each is declared in the cog (``azul``) and answered here."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from azul_bot.service.results import Ladder, Progress, Records, StatsView
from azul_bot.words.progress import progress_alt, versus_text

from .answers import history_text, leaderboard_text, my_games_text, replay_text, stats_text
from .common import Context, guild_id_of, handle, reply, service_of
from .front import fronts
from .paging import history_view, leaderboard_view
from .translator import choice

SORTS = [choice(sort) for sort in ("rating", "wins", "win_rate", "average", "best")]
PROGRESS_FILE = "azul-progress.png"


async def mygames(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        games = (
            await service_of(interaction)
            .room(Records)
            .my_games(
                guild_id_of(interaction),
                interaction.user.id,
            )
        )
        await reply(interaction, my_games_text(context.say, games))

    await handle(interaction, "mygames", body, posts=False)


async def history(
    interaction: discord.Interaction,
    member: discord.Member | None,
    page: int,
) -> None:
    async def body(context: Context) -> None:
        shown = (
            await service_of(interaction)
            .room(Records)
            .history(
                guild_id_of(interaction),
                (member.id, member.display_name) if member else None,
                page,
            )
        )
        say = context.say
        view = history_view(say, shown.member_id, shown.page, shown.pages)
        await reply(interaction, history_text(say, shown), view=view)

    await handle(interaction, "history", body, posts=False)


async def replay(interaction: discord.Interaction, game: int) -> None:
    async def body(context: Context) -> None:
        context.game_id = game
        shown = (
            await service_of(interaction)
            .room(Records)
            .replay(
                guild_id_of(interaction),
                game,
                str(interaction.locale),
            )
        )
        files = [
            discord.File(io.BytesIO(shown.final_image), filename=f"azul-{game}-final.png"),
            discord.File(io.BytesIO(shown.animation), filename=f"azul-{game}-replay.webp"),
        ]
        await reply(interaction, replay_text(context.say, shown), files=files)

    await handle(interaction, "replay", body)


async def leaderboard(
    interaction: discord.Interaction, sort: app_commands.Choice[str] | None, page: int
) -> None:
    async def body(context: Context) -> None:
        board = (
            await service_of(interaction)
            .room(Ladder)
            .leaderboard(guild_id_of(interaction), sort.value if sort else "rating", page)
        )
        say = context.say
        view = leaderboard_view(say, board.sort, board.page, board.pages)
        await reply(interaction, leaderboard_text(say, board), view=view)

    await handle(interaction, "leaderboard", body, posts=False)


async def stats(
    interaction: discord.Interaction,
    member: discord.Member | None,
    versus: discord.Member | None = None,
) -> None:
    """A member's record with the picture of their progress; with ``versus``, their record
    against that member instead."""

    async def body(context: Context) -> None:
        who = member or interaction.user
        if versus is not None:
            await rivalry(interaction, context, who, versus)
            return
        service = service_of(interaction)
        guild_id = guild_id_of(interaction)
        locale = str(interaction.locale)
        shown = await service.room(Ladder).stats(guild_id, who.id, who.display_name, locale)
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


async def rivalry(
    interaction: discord.Interaction,
    context: Context,
    who: discord.User | discord.Member,
    versus: discord.Member,
) -> None:
    shown = (
        await service_of(interaction)
        .room(Progress)
        .versus(
            guild_id_of(interaction),
            who.id,
            who.display_name,
            versus.id,
            versus.display_name,
            other_is_bot=versus.bot,
        )
    )
    await reply(interaction, versus_text(context.say, shown))
