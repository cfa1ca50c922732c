"""Who stops playing a running tournament, and who comes back.

A player who leaves (``/azul tournament leave``), or whom the organizer removes, is paired no
more; the game they are playing is resigned (a stand-in plays it on, as for any resignation)
and their games so far still count. A player whose whole game a stand-in played is dropped at
the next pairing (``rounds``); saying they are still in (``/azul tournament join``) before it
keeps them in, and after it puts them back for the rounds to come.
"""

from __future__ import annotations

import logging

from azul_bot.core import Host, NotInGame, ServiceError, WrongPhase, safe_name
from azul_bot.features.play import Endings

from . import store
from .ids import ALREADY_DROPPED, CANNOT_RETURN, NOT_ENTERED, SIGNUP_CLOSED, TOURNAMENT_NOT_RUNNING
from .model import Dropped, Tournament, TournamentEntrant
from .picking import running
from .store import signup as entries

log = logging.getLogger("azul.tournaments")


class Drops:
    def __init__(self, host: Host, endings: Endings) -> None:
        self._host = host
        self._endings = endings

    async def drop(self, tournament: Tournament, user_id: int, why: Dropped) -> Tournament:
        """``user_id`` is paired no more in the running ``tournament``; the game they play
        in its current round is resigned."""
        host = self._host
        if not running(tournament):
            raise WrongPhase(TOURNAMENT_NOT_RUNNING, name=safe_name(tournament.name))
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(tournament.id))
        )
        entrant = next((p for p in people if p.user_id == user_id), None)
        who = "you" if why is Dropped.LEFT else "player"
        if entrant is None:
            raise NotInGame(NOT_ENTERED, name=safe_name(tournament.name), who=who)
        now = host.clock.now()
        dropped = await host.stored(
            store.guarded(host.store, entries.drop(tournament.id, user_id, why=why, now=now))
        )
        if dropped is None:
            raise WrongPhase(ALREADY_DROPPED, name=safe_name(tournament.name), who=who)
        await self._resign(tournament, user_id)
        return dropped

    async def come_back(self, tournament: Tournament, user_id: int) -> Tournament:
        """``user_id`` is still in the running ``tournament`` (see the module)."""
        host = self._host
        back = await host.stored(
            store.guarded(host.store, entries.come_back(tournament.id, user_id))
        )
        if back is not None:
            return back
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(tournament.id))
        )
        if not any(p.user_id == user_id for p in people):  # too late to enter
            raise WrongPhase(SIGNUP_CLOSED, name=safe_name(tournament.name))
        raise WrongPhase(CANNOT_RETURN, name=safe_name(tournament.name))

    async def _resign(self, tournament: Tournament, user_id: int) -> None:
        """Resign ``user_id``'s running games of the tournament's current round."""
        host = self._host
        tables = await host.read(
            host.store.read(store.tables(tournament.id, tournament.current_round))
        )
        for table in tables:
            if user_id not in table.seats or table.over or table.thread_id is None:
                continue
            try:
                await self._endings.resign(table.thread_id, user_id)
            except ServiceError as error:  # ended or resigned meanwhile: nothing to do
                log.info(
                    "tournament %s: no resignation at table %s: %s",
                    tournament.id,
                    table.table_no,
                    error,
                )
