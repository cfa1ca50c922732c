"""Whether a tap in a move's buttons still counts: the value it carries is one the table
offers now (a forged or outdated id changes nothing), and its turn is the current one (a
button of a turn gone by is answered with a link to the turn that is)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

import discord

from azul_bot.core import BadInput, Refusal, StaleTurn
from azul_bot.core.discord.common import Context, channel_id_of, reply, room_of
from azul_bot.core.discord.visits import kind_of
from azul_bot.core.words import Words
from azul_bot.core.words.refusals import refusal
from azul_bot.engine import Game

from .. import Choice, GameQueries, TableView

T = TypeVar("T")


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
    queries = room_of(interaction, GameQueries)
    channel_id, user_id = channel_id_of(interaction), interaction.user.id
    checked = queries.turn(channel_id, user_id, game_id=game_id, version=version)
    turn = await _unless_stale(interaction, context, checked)
    return None if turn is None else turn[1]


async def checked_turn_board(
    interaction: discord.Interaction,
    context: Context,
    game_id: int,
    version: int,
    source: str,
    shown: Shown | None = None,
) -> tuple[Game, TableView] | None:
    """As ``checked_turn``, for a picker opening on ``source`` (a value the table must
    offer), with the table drawn from the mover's side in their language; a turn gone by,
    where the bot is no member, is answered with the current table (``shown``)."""
    queries = room_of(interaction, GameQueries)
    channel_id, user_id = channel_id_of(interaction), interaction.user.id
    checked = queries.turn_board(
        channel_id,
        user_id,
        str(interaction.locale),
        game_id=game_id,
        version=version,
        source=source,
    )
    return await _unless_stale(interaction, context, checked, shown)


Shown = Callable[[str], Awaitable[None]]
"""The current table shown to whoever pressed alone, after a line (``show_board``)."""


async def _unless_stale(
    interaction: discord.Interaction,
    context: Context,
    checked: Awaitable[T],
    shown: Shown | None = None,
) -> T | None:
    try:
        return await checked
    except StaleTurn as stale:
        context.outcome = stale.code
        place = kind_of(interaction)
        if shown is not None and stale.reason in TURN_GONE_BY and place and place.visited:
            # Where the bot speaks only when someone acts, the latest table may be far up
            # (or still to come): the current one comes with the answer, to the presser alone.
            await shown(context.say("stale-shown"))
            return None
        await reply(interaction, await stale_answer(interaction, context.say, stale))
        return None


TURN_GONE_BY = (Refusal.OLD_TURN, Refusal.OTHER_GAME, Refusal.TABLE_MOVED_ON)
"""A move's button of a turn (or a game) gone by: answered with where the game is now."""


async def stale_answer(interaction: discord.Interaction, say: Words, stale: StaleTurn) -> str:
    """Why a move's button changed nothing, by what happened: for a turn gone by, 'the table
    has moved on' with a link to the current turn, read from the game row alone, so an old
    button is answered well within Discord's 3 seconds; else the refusal itself (the game
    changed meanwhile, a tiling passed)."""
    if stale.reason not in TURN_GONE_BY:
        return refusal(say, stale.reason, stale.values)
    current = await room_of(interaction, GameQueries).current_turn(channel_id_of(interaction))
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
