"""Whether a tap in a move's buttons still counts: the value it carries is one the table
offers now (a forged or outdated id changes nothing), and its turn is the current one (a
button of a turn gone by is answered with a link to the turn that is)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from azul_bot.engine import Game
from azul_bot.service import BadInput, Refusal, StaleTurn
from azul_bot.service.play import Choice, GameQueries
from azul_bot.words import Words
from azul_bot.words.refusals import refusal

from .common import Context, channel_id_of, reply, service_of


def offered(value: str, choices: Sequence[Choice]) -> None:
    """Refuse a value that the table does not offer now (a forged or outdated custom id)."""
    if value not in {choice.value for choice in choices}:
        raise BadInput(Refusal.NOT_OFFERED)


async def checked_turn(
    interaction: discord.Interaction, context: Context, game_id: int, version: int
) -> Game | None:
    """The game when the clicking user may move on this turn. A button of a turn gone by
    is answered here (with a link to the current one) and gives None; any other refusal
    (not their turn, not their table) is answered by ``handle``, like a typed command's."""
    try:
        _, game = (
            await service_of(interaction)
            .room(GameQueries)
            .turn(
                channel_id_of(interaction),
                interaction.user.id,
                game_id=game_id,
                version=version,
            )
        )
    except StaleTurn as stale:
        context.outcome = stale.code
        await reply(interaction, await stale_answer(interaction, context.say, stale))
        return None
    return game


TURN_GONE_BY = (Refusal.OLD_TURN, Refusal.OTHER_GAME, Refusal.TABLE_MOVED_ON)
"""A move's button of a turn (or a game) gone by: answered with where the game is now."""


async def stale_answer(interaction: discord.Interaction, say: Words, stale: StaleTurn) -> str:
    """Why a move's button changed nothing, by what happened: for a turn gone by, 'the table
    has moved on' with a link to the current turn, read from the game row alone, so an old
    button is answered well within Discord's 3 seconds; else the refusal itself (the game
    changed meanwhile, a tiling passed)."""
    if stale.reason not in TURN_GONE_BY:
        return refusal(say, stale.reason, stale.values)
    current = (
        await service_of(interaction).room(GameQueries).current_turn(channel_id_of(interaction))
    )
    if current is None:
        return say("stale-no-game")
    yours = current.user_id == interaction.user.id
    if current.message_id is None or interaction.guild_id is None:
        return say("stale-yours" if yours else "stale-moved-on")
    link = (
        f"https://discord.com/channels/{interaction.guild_id}/"
        f"{interaction.channel_id}/{current.message_id}"
    )
    return say("stale-link-yours" if yours else "stale-link", link=link)
