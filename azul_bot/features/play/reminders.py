"""A reminder that it is still someone's turn: by direct message when they asked for their
turns that way (or for the daily digest: ``Wishes.by_dm``), else (or when it does not arrive)
as a new message pinging them in the game's channel (an edit notifies nobody)."""

from __future__ import annotations

import contextlib

from azul_bot.core import Host, Parked, nonce
from azul_bot.core.db import GameRecord
from azul_bot.engine import Game

from . import ids
from .turn_messages import Reminder


class Reminders:
    def __init__(self, host: Host) -> None:
        self._host = host

    async def remind(
        self,
        record: GameRecord,
        game: Game,
        deadline: float | None,
        *,
        timer_id: int,
        position: int | None = None,
    ) -> None:
        """Remind the player to move (or the one in ``position``) that it is still their
        turn (``deadline``: when a stand-in plays it, UNIX seconds; None without a time
        limit). The timer's id keeps a retry after a crash from sending it twice."""
        position = game.current_player if position is None else position
        user_id = None if position is None else record.seats[position].user_id
        if position is None or user_id is None:
            return
        # One reminder timer may remind several players placing on a grey wall.
        seat = None if game.current_player is not None else position
        by_dm = Reminder(user_id, deadline, await self._host.channel.link(record))
        dm_nonce = nonce(ids.REMINDER_DM, timer_id, seat=seat)
        letters = self._host.letters
        if await letters.tell(
            record, game, by_dm, nonce=dm_nonce, position=position, reminder=True
        ):
            return
        reminder = Reminder(user_id, deadline, game_id=record.id)
        said = nonce(ids.REMINDER, timer_id, seat=seat)
        # Where the bot may speak only when someone acts (``Parked``), they were told by DM
        # if they accept one; the place would hear it too late to be worth saying.
        with contextlib.suppress(Parked):
            await self._host.channel.say(record, reminder, nonce=said, mentions=(user_id,))
