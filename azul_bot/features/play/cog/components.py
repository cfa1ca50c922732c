"""What no feature's buttons answer: a press on a custom id that none of them reads (an older
format after an upgrade, a forged or a foreign one) would be dropped by discord.py without a
word: ``answer_unknown`` answers it instead, privately, and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord

from azul_bot.core import NoGame, WrongPhase
from azul_bot.core.discord.common import Context, handle, reply

from .picker import show_board

log = logging.getLogger("azul.bot")

# ----------------------------------------------------------------------------- an unknown id


async def answer_unknown(interaction: discord.Interaction) -> None:
    """A press on a button or a menu whose custom id no item reads, which discord.py drops before
    any of our code runs (the user would see "This interaction failed"): answered to them alone,
    with the table as it stands when a game runs here, and nothing changes."""
    data: Mapping[str, Any] = interaction.data or {}
    log.info("a press on an id no item reads: %.100r", data.get("custom_id"))
    button = data.get("component_type") == discord.ComponentType.button.value
    control = "button" if button else "menu"

    async def body(context: Context) -> None:
        say = context.say
        try:
            await show_board(interaction, context, say("old-button-board", control=control))
        except (NoGame, WrongPhase):  # no game here, or only its lobby: no table to show
            await reply(interaction, say("old-button", control=control))

    await handle(interaction, "button.unknown", body, posts=False)
