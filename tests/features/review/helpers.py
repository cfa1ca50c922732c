"""The reviews' rows and timers, as the review's tests queue, store and read them: its own
statements run through the store (``Store.read``/``Store.write``), as the feature runs them;
and games played to their end with poor moves, worth reviewing."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from azul_bot.core.db import GameRecord, Store
from azul_bot.engine import FLOOR, Move
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns
from azul_bot.features.review import Reviews
from azul_bot.features.review import store as reviews
from azul_bot.features.review.ids import REVIEW
from azul_bot.features.review.store import Review
from tests.conftest import ShortGames
from tests.service.conftest import CHANNEL, lobby_with
from tests.settled import PATIENCE, settled
from tests.store.helpers import GUILD, club_timer_due

__all__ = [
    "Review",
    "complete_review",
    "queue_review",
    "queued",
    "review_due",
    "review_of",
]


async def queued(store: Store, game: GameRecord) -> None:
    """The step of the transaction that ends ``game``, run on its own."""
    await store.write(reviews.queued(game))


async def queue_review(store: Store, game_id: int, guild_id: int = GUILD) -> None:
    await store.write(reviews.queue_review(game_id, guild_id))


async def review_due(store: Store, game_id: int, guild_id: int = GUILD) -> float | None:
    """When the game's review timer is due; None: it has none (made, or never queued)."""
    return await club_timer_due(store, REVIEW, guild_id=guild_id, subject=game_id)


async def complete_review(
    store: Store, game_id: int, verdicts: Sequence[dict[str, Any]], now: float
) -> bool:
    return await store.write(reviews.complete_review(game_id, verdicts, now))


async def review_of(store: Store, game_id: int) -> Review | None:
    return await store.read(reviews.read_review(game_id))


async def reviewed(table, game_id: int) -> None:
    """Settled: the review of ``game_id`` made and stored, its timer set due at once as a
    reader's asking sets it. It is made outside any Discord action: simcord settles each within a
    few seconds of real time, and a review made during ``/azul review`` (in the computers'
    pool, a fixed amount of work), then its pictures drawn, could outlast that on a busy
    machine. ``/azul review`` then reads it at once."""
    reviews = table.bot.service.room(Reviews)
    record = await table.bot.store.get_game(game_id)
    player = next(seat.user_id for seat in record.seats if seat.user_id is not None)
    loop = asyncio.get_running_loop()
    give_up = loop.time() + PATIENCE
    while not (await reviews.review(table.guild.id, player, game_id)).ready:
        assert loop.time() < give_up, f"the review of game {game_id} was not made"


def poor_move(game) -> Move:
    """The same poor play as the host's review tests: sometimes the whole take to the floor."""
    moves = game.legal_moves()
    floor = [move for move in moves if isinstance(move, Move) and move.line == FLOOR]
    return floor[0] if floor and game.turn % 3 == 0 else moves[0]


async def play_out(table) -> int:
    """Play the table's started game to its end through ``/azul play``, and wait for its
    review to be made (``reviewed``); its id."""
    game_id = (await table.record()).id
    for _ in range(100):
        record = await table.record()
        if record is None:
            break
        await table.play_command(poor_move(record.game()))
    assert "Game over — final scores" in table.channel.last_message.content
    await reviewed(table, game_id)
    return game_id


def games_to_review() -> ShortGames:
    """Games a dozen random moves before their end: each player has moves worth weighing."""
    return ShortGames(moves_left=12, seed=11)


async def finished(service, clock, *users: int) -> int:
    """A game of ``users`` played to its end (``finished_from_here``); its id."""
    await lobby_with(service, *users)
    table = await service.room(Lobby).start(CHANNEL, users[0])
    await finished_from_here(service, clock)
    return table.game_id


async def finished_from_here(service, clock) -> None:
    """Play the channel's game to its end: people play a poor move, computers and stand-ins
    move after their pause."""
    for _ in range(200):
        record = await service.store.active_game(CHANNEL)
        if record is None:
            break
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None or seat.stand_in:
            await settled(service, 1.0)
        else:
            await service.room(Turns).play(CHANNEL, seat.user_id, poor_move(game))
    await settled(service)
