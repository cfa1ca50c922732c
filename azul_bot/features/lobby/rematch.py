"""A rematch: a new lobby in a finished game's channel, opened by one who played it, with its
computers seated again and the other people who played invited back."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core import GameExists, Host, NoGame, NotInGame, computer_name, seat_of
from azul_bot.core.db import ChannelBusy, GameNotFound, GameRecord, GameStatus, Notice, Seat

from . import ids
from .lobby import Lobby, LobbyView
from .posts import rematch_notice


def rematch_guests(finished: GameRecord, host_id: int) -> list[int]:
    """Who is pinged: the people who played to the end (one who left the game said they
    were done), but not the one who opened the rematch, who is seated already."""
    guests = (s.user_id for s in finished.seats if s.user_id is not None and not s.stand_in)
    return [user for user in dict.fromkeys(guests) if user != host_id]


class Rematch:
    def __init__(self, host: Host, lobby: Lobby) -> None:
        self._host = host
        self._lobby = lobby

    async def rematch(self, channel_id: int, user_id: int, name: str, game_id: int) -> LobbyView:
        """A new lobby in the finished game's channel with its computer seats and its
        minimum share of finished games; the other people who played are pinged and take
        their seats again by joining."""
        finished = await self._finished_here(channel_id, user_id, game_id)
        levels = [seat.computer for seat in finished.seats if seat.computer is not None]
        invitation = rematch_notice(rematch_guests(finished, user_id))
        least = await self._lobby.minimum(finished)
        async with self._host.lock(channel_id):
            try:
                # The invitation goes with the change that completes the lobby.
                # The same wall as the game it follows.
                record = await self._lobby.create(
                    finished.guild_id,
                    channel_id,
                    user_id,
                    name,
                    None if levels else invitation,
                    variant=finished.variant,
                    min_finished=least,
                )
            except ChannelBusy:
                raise await self._refused(channel_id, user_id) from None
            if levels:
                record = await self._seat_computers(record, levels, invitation)
            return await self._lobby.view(record)

    async def _finished_here(self, channel_id: int, user_id: int, game_id: int) -> GameRecord:
        """The finished game of this channel that ``user_id`` played in."""
        try:
            finished = await self._host.read(self._host.store.get_game(game_id))
        except GameNotFound:  # a forged button: no such game
            raise NoGame(ids.REMATCH_NOT_HERE) from None
        if finished.channel_id != channel_id or finished.status != GameStatus.FINISHED:
            raise NoGame(ids.REMATCH_NOT_HERE)
        if seat_of(finished, user_id) is None:
            raise NotInGame(ids.REMATCH_NOT_PLAYER)
        return finished

    async def _seat_computers(
        self, record: GameRecord, levels: Sequence[str], notice: Notice
    ) -> GameRecord:
        """The rematch's computers sit down, in one change with ``notice``. The caller holds
        the channel's lock."""
        seats = list(record.seats)
        for level in levels:
            seats.append(Seat(len(seats), None, computer_name(level, seats), level))
        return await self._lobby.update(record, record.host_id, seats, notice)

    async def _refused(self, channel_id: int, user_id: int) -> GameExists:
        """Why no rematch opens here: the channel has its next game already."""
        existing = await self._host.store.active_game(channel_id)
        if existing is not None and existing.status == GameStatus.RUNNING:
            return GameExists(ids.REMATCH_RUNNING)
        if existing is not None and seat_of(existing, user_id) is not None:
            return GameExists(ids.REMATCH_SEATED)
        return GameExists(ids.REMATCH_LOBBY_OPEN)
