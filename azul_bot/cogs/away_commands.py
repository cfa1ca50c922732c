"""Time away: ``/azul away`` and ``/azul back``, and what is left of it for ``/azul stats``.
Each command is declared in the cog (``azul``) and answered here, privately."""

from __future__ import annotations

import discord

from azul_bot.service.away import Allowance, CameBack, TimeAway, WentAway
from azul_bot.words import Words
from azul_bot.words.durations import moment

from .common import Context, guild_id_of, handle, reply, service_of


async def away(interaction: discord.Interaction, days: int) -> None:
    async def body(context: Context) -> None:
        went = (
            await service_of(interaction)
            .room(TimeAway)
            .go_away(
                guild_id_of(interaction),
                interaction.user.id,
                days,
            )
        )
        await reply(interaction, went_away_text(context.say, went))

    await handle(interaction, "away", body, posts=False)


async def back(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        came = (
            await service_of(interaction)
            .room(TimeAway)
            .come_back(
                guild_id_of(interaction),
                interaction.user.id,
            )
        )
        await reply(interaction, came_back_text(context.say, came))

    await handle(interaction, "back", body, posts=False)


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
