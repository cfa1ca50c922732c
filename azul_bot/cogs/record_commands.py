"""The club's records: ``/azul mygames``, ``history``, ``replay``, ``leaderboard`` and
``stats``. Each is declared in the cog (``azul``) and answered here."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from .answers import history_text, leaderboard_text, my_games_text, replay_text, stats_text
from .common import Context, handle, reply, service_of
from .paging import history_view, leaderboard_view
from .translator import choice

SORTS = [choice(sort) for sort in ("rating", "wins", "win_rate", "average", "best")]


async def mygames(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        games = await service_of(interaction).records.my_games(
            interaction.guild_id,  # type: ignore[arg-type]
            interaction.user.id,
        )
        await reply(interaction, my_games_text(context.say, games))

    await handle(interaction, "mygames", body, posts=False)


async def history(
    interaction: discord.Interaction,
    member: discord.Member | None,
    page: int,
) -> None:
    async def body(context: Context) -> None:
        shown = await service_of(interaction).records.history(
            interaction.guild_id,  # type: ignore[arg-type]
            (member.id, member.display_name) if member else None,
            page,
        )
        say = context.say
        view = history_view(say, shown.member_id, shown.page, shown.pages)
        await reply(interaction, history_text(say, shown), view=view)

    await handle(interaction, "history", body, posts=False)


async def replay(interaction: discord.Interaction, game: int) -> None:
    async def body(context: Context) -> None:
        context.game_id = game
        shown = await service_of(interaction).records.replay(
            interaction.guild_id,  # type: ignore[arg-type]
            game,
            str(interaction.locale),
        )
        files = [
            discord.File(io.BytesIO(shown.final_image), filename=f"azul-{game}-final.png"),
            discord.File(io.BytesIO(shown.animation), filename=f"azul-{game}-replay.webp"),
        ]
        await reply(interaction, replay_text(context.say, shown), files=files)

    await handle(interaction, "replay", body)


async def leaderboard(
    interaction: discord.Interaction,
    sort: app_commands.Choice[str] | None,
    page: int,
) -> None:
    async def body(context: Context) -> None:
        board = await service_of(interaction).leaderboard(
            interaction.guild_id,  # type: ignore[arg-type]
            sort.value if sort else "rating",
            page,
        )
        say = context.say
        view = leaderboard_view(say, board.sort, board.page, board.pages)
        await reply(interaction, leaderboard_text(say, board), view=view)

    await handle(interaction, "leaderboard", body, posts=False)


async def stats(interaction: discord.Interaction, member: discord.Member | None) -> None:
    async def body(context: Context) -> None:
        who = member or interaction.user
        shown = await service_of(interaction).stats(
            interaction.guild_id,  # type: ignore[arg-type]
            who.id,
            who.display_name,
        )
        await reply(interaction, stats_text(context.say, shown))

    await handle(interaction, "stats", body, posts=False)
