"""Time away: ``/azul away`` and ``/azul back``, answered privately, and what is left of it
under a member's ``/azul stats``."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core.discord.common import Context, guild_id_of, handle, reply, room_of
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import subcommand
from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment

from .absence import MAX_DAYS, Allowance, CameBack, WentAway
from .time_away import TimeAway


@subcommand("away")
async def away(
    interaction: discord.Interaction, days: app_commands.Range[int, 1, MAX_DAYS]
) -> None:
    async def body(context: Context) -> None:
        went = await room_of(interaction, TimeAway).go_away(
            guild_id_of(interaction), interaction.user.id, days
        )
        await reply(interaction, went_away_text(context.say, went))

    await handle(interaction, "away", body, posts=False, server_only=True)


@subcommand("back")
async def back(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        came = await room_of(interaction, TimeAway).come_back(
            guild_id_of(interaction), interaction.user.id
        )
        await reply(interaction, came_back_text(context.say, came))

    await handle(interaction, "back", body, posts=False, server_only=True)


async def time_away_left(interaction: discord.Interaction, user_id: int, say: Words) -> str:
    """Under a member's ``/azul stats``: their time away left this season."""
    allowance = await room_of(interaction, TimeAway).allowance(guild_id_of(interaction), user_id)
    return allowance_text(say, allowance)


def went_away_text(say: Words, went: WentAway) -> str:
    """Until when, what stops, how to come back sooner, and what is left this season."""
    until = moment(went.until, "f") + f" ({moment(went.until)})"
    lines = [say("reply-away-longer" if went.extended else "reply-away", until=until)]
    if went.paused:
        lines.append(say("reply-away-paused", count=went.paused))
    lines.append(allowance_text(say, went.allowance, away=False))
    return "\n".join(lines)


def came_back_text(say: Words, came: CameBack) -> str:
    lines = [say("reply-back")]
    if came.given_back:
        lines.append(say("reply-back-given", days=came.given_back))
    if came.waiting:
        lines.append(say("reply-back-waiting", count=came.waiting))
    lines.append(allowance_text(say, came.allowance))
    return "\n".join(lines)


def allowance_text(say: Words, allowance: Allowance, *, away: bool = True) -> str:
    """What is left of the season's time away (and, with ``away``, until when one is away
    now)."""
    left = say(
        "away-left",
        left=allowance.left,
        allowance=allowance.days,
        refills=moment(allowance.refills),
    )
    if away and allowance.until is not None:
        return "\n".join([say("away-until", until=moment(allowance.until)), left])
    return left


FRONT = Front(commands=(away, back), stats=(time_away_left,))
