"""Games the play tests set up and play: a lobby on the grey wall, a line placed in its first
column, a started game played to its end."""

from __future__ import annotations

from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Placing, Turns
from tests.service.conftest import CHANNEL, GUILD, NAMES


async def grey_lobby(service, *users):
    view = await service.room(Lobby).open_lobby(GUILD, CHANNEL, users[0], NAMES[users[0]], "grey")
    for user in users[1:]:
        view = await service.room(Lobby).join(CHANNEL, user, NAMES[user])
    return view


async def place_first(service, user: int, game_id: int, placing=None):
    """``user`` places their waiting line (``placing``, or read now) in its first column."""
    placing = placing or await service.room(Placing).placing(CHANNEL, user, game_id=game_id)
    return await service.room(Placing).place(
        CHANNEL,
        user,
        game_id=game_id,
        round=placing.round,
        row=placing.row,
        col=placing.columns[0].col,
    )


async def finish(service, short_games, channel: int = CHANNEL) -> int:
    """Play the started game of ``channel`` to its end; a computer's (or a stand-in's) move
    is played as its timer would play it. Returns the game's id."""
    record = await service.store.active_game(channel)
    for move in short_games.remaining[len(record.seats)]:
        current = await service.store.active_game(channel)
        game = current.game()
        seat = current.seats[game.current_player]
        if seat.user_id is not None and seat.stand_in is None:
            await service.room(Turns).play(channel, seat.user_id, move)
        else:
            async with service.lock(channel):
                await service.room(Turns).play_seat(current, game, seat.position, move)
    assert await service.store.active_game(channel) is None
    return record.id
