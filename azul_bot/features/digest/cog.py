"""``/azul notify``: how a player is told of their turns. Its commands and their answers,
private, in the player's language."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.core import DmTried
from azul_bot.core.discord.common import CHOICE_NAME_LIMIT, Context, handle, reply, room_of
from azul_bot.core.discord.front import Front
from azul_bot.core.discord.translator import about, subcommand

from .choice import NotifyChoice

TURNS_ANSWERS = {
    None: "reply-notify-off",
    DmTried.ARRIVED: "reply-notify-on",
    DmTried.CLOSED: "reply-notify-dm-closed",
    DmTried.FAILED: "reply-notify-dm-failed",
}
"""``/azul notify turns``: off, or on and what became of the direct message it sent at once."""
DIGEST_ANSWERS = {
    DmTried.ARRIVED: "reply-digest-on",
    DmTried.CLOSED: "reply-digest-dm-closed",
    DmTried.FAILED: "reply-digest-dm-failed",
}
"""``/azul notify digest``: what became of the direct message it sent at once."""

notify = app_commands.Group(name="notify", description=about("notify"))


async def turns(interaction: discord.Interaction, on: bool) -> None:
    async def body(context: Context) -> None:
        chosen = await room_of(interaction, NotifyChoice).turns(interaction.user.id, on)
        lines = [context.say(TURNS_ANSWERS[chosen.tried])]
        if chosen.digest_was_on:
            lines.append(context.say("reply-notify-digest-off"))
        await reply(interaction, "\n".join(lines))

    await handle(interaction, "notify", body, posts=False)


subcommand("notify", "turns", group=notify)(turns)


@subcommand("notify", "digest", group=notify)
async def digest(
    interaction: discord.Interaction,
    at: app_commands.Range[str, 1, 24],
    timezone: app_commands.Range[str, 1, 64] | None = None,
) -> None:
    async def body(context: Context) -> None:
        chosen = await room_of(interaction, NotifyChoice).digest(interaction.user.id, at, timezone)
        time = f"{chosen.at // 60:02d}:{chosen.at % 60:02d}"
        next_at = f"<t:{int(chosen.next_at)}:f>"
        key = DIGEST_ANSWERS[chosen.tried]
        lines = [context.say(key, time=time, zone=chosen.zone, next=next_at)]
        if chosen.turns_were_on:
            lines.append(context.say("reply-digest-turns-off"))
        await reply(interaction, "\n".join(lines))

    await handle(interaction, "digest", body, posts=False, server_only=True)


@digest.autocomplete("timezone")
async def zones_typed(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The time zones matching what was typed; with nothing typed, the one the player chose
    before and those their Discord language most likely means, each with its offset now."""
    zones = await room_of(interaction, NotifyChoice).zones(
        interaction.user.id, current, str(interaction.locale)
    )
    return [
        app_commands.Choice(
            name=f"{zone.name} ({utc(zone.offset)})"[:CHOICE_NAME_LIMIT], value=zone.name
        )
        for zone in zones
    ]


def utc(minutes: int) -> str:
    """``UTC+01:00``, ``UTC−03:30``, ``UTC``."""
    if minutes == 0:
        return "UTC"
    sign = "+" if minutes > 0 else "−"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours:02d}:{rest:02d}"


@subcommand("notify", "off", group=notify)
async def off(interaction: discord.Interaction) -> None:
    await turns(interaction, False)


FRONT = Front(commands=(notify,))
