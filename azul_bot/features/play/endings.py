"""How a game ends before its last round, or a seat is given up: a player resigns (a
computer stand-in plays the seat on), the host aborts (a lobby or a game), the channel is
deleted. Nothing here is rated except a resigned player, who ranks last."""

from __future__ import annotations

import logging
from dataclasses import replace

from azul_bot.core import (
    GAME_CHANGED,
    Host,
    NotHost,
    NotInGame,
    Refusal,
    StaleTurn,
    safe_name,
    seat_of,
    stale_on_clash,
)
from azul_bot.core.db import GameRecord, GameStatus, Notice
from azul_bot.features import results

from . import ids
from . import turn_notices as notices
from .turn_messages import BY_HOST, NOBODY_LEFT
from .views import Aborted, TableView, table_view

log = logging.getLogger("azul.service")


class Endings:
    def __init__(self, host: Host) -> None:
        self._host = host

    # ------------------------------------------------------------------ leaving

    async def check_resign(self, channel_id: int, user_id: int) -> GameRecord:
        """The running game ``user_id`` may leave here (for the confirmation)."""
        record, _ = await self._host.running(channel_id)
        seat = seat_of(record, user_id)
        if seat is None or seat.stand_in is not None:
            raise NotInGame(Refusal.NOT_PLAYING)
        return record

    async def resign(self, channel_id: int, user_id: int) -> TableView | Aborted:
        """A player leaves a running game: a computer stand-in takes the seat for the rest
        of it, and the player ranks last for the ratings. With nobody left, the game ends
        where it stands, unrated."""
        host = self._host
        async with host.lock(channel_id):
            record, game = await host.running(channel_id)
            seat = seat_of(record, user_id)
            if seat is None or seat.stand_in is not None:
                raise NotInGame(Refusal.NOT_PLAYING)
            # Who leaves in the first round has not let the table down (the results' ``reliability``).
            early = results.left_early(game.round)
            level = (await host.settings(record.guild_id)).stand_in
            seats = tuple(
                replace(s, stand_in=level, left_early=early) if s.position == seat.position else s
                for s in record.seats
            )
            if not any(s.user_id is not None and s.stand_in is None for s in seats):
                return await self._abort(record, NOBODY_LEFT)
            timers = await host.turn_timers(replace(record, seats=seats), game)
            notice = notices.resigned_notice(seat.position, level)
            with stale_on_clash(GAME_CHANGED):
                record = await host.stored(
                    host.store.replace_seats(
                        record.id, record.version, seats=seats, notice=notice, timers=timers
                    )
                )
            return await table_view(host, record, game)

    # ------------------------------------------------------------------ aborting

    async def check_abort(self, channel_id: int, user_id: int, *, can_manage: bool) -> GameRecord:
        record = await self._host.active(channel_id, user_id)
        if user_id != record.host_id and not can_manage:
            raise NotHost(ids.HOST_OR_MANAGER_ONLY_ABORT)
        return record

    async def abort(
        self,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        can_manage: bool,
        game_id: int | None = None,
    ) -> Aborted:
        async with self._host.lock(channel_id):
            record = await self.check_abort(channel_id, user_id, can_manage=can_manage)
            if game_id is not None and record.id != game_id:
                raise StaleTurn(Refusal.GAME_ALREADY_OVER)
            return await self._abort(record, BY_HOST, by=safe_name(name))

    async def _abort(self, record: GameRecord, why: str, *, by: str | None = None) -> Aborted:
        """End ``record`` unrated (a lobby or a running game) and say ``why`` (``BY_HOST``,
        who: ``by``; ``NOBODY_LEFT``) in its channel. The caller holds the channel's lock."""
        running = record.status == GameStatus.RUNNING
        notice = notices.aborted_notice(why, running=running, by=by)
        with stale_on_clash(GAME_CHANGED):
            record = await self._end(record, notice)
        return Aborted(record.id, running, published=await self._host.announced(record))

    async def channel_gone(self, channel_id: int) -> None:
        """The channel or thread of a game was deleted: the game ends there, unrated, and
        the channel's id is free (nothing is posted: there is nowhere to post)."""
        async with self._host.lock(channel_id):
            record = await self._host.store.active_game(channel_id)
            if record is None:
                return
            try:
                with stale_on_clash():
                    await self._end(record)
            except StaleTurn:
                log.info("game %s changed while its channel went away", record.id)
            log.info("game %s ended: its channel %s was deleted", record.id, channel_id)

    async def _end(self, record: GameRecord, notice: Notice | None = None) -> GameRecord:
        """End ``record`` unrated, with ``notice`` to post (and the features' part in a game's
        end)."""
        host = self._host
        then = await host.hooks.aborting(record)
        return await host.stored(
            host.store.abort_game(record.id, record.version, notice=notice, then=then)
        )
