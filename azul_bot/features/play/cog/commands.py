"""The commands of a turn: ``/azul play`` (with its autocompletion), ``board``, ``hint`` and
``moves``. Each is declared in the cog (``azul``) and answered here."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core.discord.common import (
    Context,
    channel_id_of,
    handle,
    offer,
    reply,
    room_of,
    saved_but_not_posted,
    withdraw,
    words_of,
)
from azul_bot.core.words.narrator import color_name
from azul_bot.core.words.typed import typed_color, typed_line, typed_source
from azul_bot.engine import COLORS, Phase

from .. import GameQueries, Placing, Turns
from ..words.pickers import color_label, line_label, source_label
from .answers import hint_text, moves_text
from .picker import picker_view, show_board
from .placing import columns_view


async def play(interaction: discord.Interaction, source: str, color: str, line: str) -> None:
    async def body(context: Context) -> None:
        # Typed in any language the bot speaks, as a word or as the picture's letter:
        # "jaune", "geel", "yellow", "j", "g" and "y" are one color.
        table = await room_of(interaction, Turns).play(
            channel_id_of(interaction),
            interaction.user.id,
            typed_source(source),
            typed_color(color),
            typed_line(line),
        )
        context.game_id = table.game_id
        if table.published:
            # The public turn message says it all: no private echo.
            await withdraw(interaction)
        else:
            await reply(
                interaction,
                saved_but_not_posted(context.say, False, context.say("reply-played")),
            )

    await handle(interaction, "play", body)


async def source_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    if interaction.channel_id is None:
        return []
    say = words_of(interaction)
    sources = await room_of(interaction, GameQueries).sources(
        interaction.channel_id, interaction.user.id, current
    )
    return offer(
        [(c.value, source_label(say, c.source, c.tiles, c.marker)) for c in sources], current
    )


async def color_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    source = getattr(interaction.namespace, "source", None)
    say = words_of(interaction)
    if interaction.channel_id is None or not source:
        return offer([(str(color), color_name(say, color)) for color in COLORS], current)
    colors = await room_of(interaction, GameQueries).colors(
        interaction.channel_id, interaction.user.id, typed_source(source), current
    )
    return offer([(c.value, color_label(say, c.color, c.count)) for c in colors], current)


async def line_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    source = getattr(interaction.namespace, "source", None)
    color = getattr(interaction.namespace, "color", None)
    if interaction.channel_id is None or not source or not color:
        return []
    say = words_of(interaction)
    lines = await room_of(interaction, GameQueries).lines(
        interaction.channel_id,
        interaction.user.id,
        typed_source(source),
        typed_color(color),
        current,
    )
    return offer(
        [
            (
                c.value,
                line_label(
                    say,
                    c.move,
                    c.placement,
                    c.lost,
                    floor_bound=c.floor_bound,
                    printed=c.printed,
                ),
            )
            for c in lines
        ],
        current,
    )


async def board(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        await show_board(interaction, context)

    await handle(interaction, "board", body, posts=False)


async def hint(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        advice = await room_of(interaction, GameQueries).hint(
            channel_id_of(interaction), interaction.user.id
        )
        context.game_id = advice.game_id
        view = None
        if advice.game.phase is Phase.TILING:  # the columns, ready to tap
            placing = await room_of(interaction, Placing).placing(
                channel_id_of(interaction), interaction.user.id, game_id=advice.game_id
            )
            view = columns_view(context.say, placing)
        elif advice.best is not None:
            view = picker_view(
                context.say,
                advice.game,
                advice.game_id,
                advice.version,
                advice.best.source,
                int(advice.best.color),
                advice.best.line,
            )
        await reply(interaction, hint_text(context.say, advice), view=view)

    await handle(interaction, "hint", body, posts=False)


async def moves(interaction: discord.Interaction, page: int) -> None:
    async def body(context: Context) -> None:
        shown = await room_of(interaction, GameQueries).moves_so_far(
            channel_id_of(interaction), interaction.user.id
        )
        context.game_id = shown.game_id
        await reply(interaction, moves_text(context.say, shown, page))

    await handle(interaction, "moves", body, posts=False)
