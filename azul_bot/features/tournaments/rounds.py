"""A tournament's next round: what its ``ROUND_TIMER`` does when it comes due.

The act reads the tournament, its entrants and every table from the database, and either pairs
and opens the next round or, after the last (or when fewer than two players are left to pair),
ends the tournament with its final standings. The store's transaction decides: a round opens
only from the round before, once that round has no game left, and from the version the pairing
was read at, so a retry, a second process or a drop meanwhile never opens a round twice or from
a stale read. A crash before it commits leaves the timer due again, and the act runs whole;
after, there is nothing left to do.
"""

from __future__ import annotations

import logging

from azul_bot.core import Host
from azul_bot.core.db import Timer

from . import store
from .announcements import standings_notice, table_notice
from .history import pairing, vanished
from .model import RoundOpening, Tournament, TournamentEntrant, TournamentStatus
from .pairing import Pairing, PairingError
from .store import rounds as round_rows

log = logging.getLogger("azul.tournaments")

ATTEMPTS = 5
"""Reads and pairings tried before the act gives up for a lease (someone keeps dropping)."""


class Rounds:
    """The tournament's ``ROUND_TIMER`` act (``Host.on_boundary``)."""

    def __init__(self, host: Host) -> None:
        self._host = host

    async def __call__(self, timer: Timer) -> None:
        if timer.subject is None:
            raise ValueError(f"timer {timer.id}: a round belongs to a tournament")
        for _ in range(ATTEMPTS):
            if await self._once(timer.subject, timer.id):
                return
        raise RuntimeError(f"tournament {timer.subject}: its round kept changing")

    async def _once(self, tournament_id: int, fired: int) -> bool:
        """One read and one try; True when there is nothing more to do."""
        host = self._host
        tournament: Tournament | None = await host.store.read(store.tournament(tournament_id))
        if tournament is None or tournament.status is not TournamentStatus.RUNNING:
            return True  # over, or called off: the timer goes
        tables = await host.store.read(store.tables(tournament_id))
        current = tournament.current_round
        if not all(t.over for t in tables if t.round == current):
            return True  # a game of the round is left: its end sets the timer again
        people: list[TournamentEntrant] = await host.store.read(store.entrants(tournament_id))
        if current >= (tournament.rounds or 0):
            return await self._finish(tournament, fired)
        gone = vanished(people, tables, current) if current else ()
        try:
            paired = pairing(tournament, people, tables, current + 1, gone)
        except PairingError as error:
            log.info("tournament %s ends after round %s: %s", tournament_id, current, error)
            return await self._finish(tournament, fired)
        opening = self._opening(tournament, paired.round, paired, gone)
        now = host.clock.now()
        opened = await host.stored(
            store.guarded(host.store, round_rows.open_round(tournament_id, opening, now, fired))
        )
        if opened:
            log.info("tournament %s: round %s opened", tournament_id, paired.round)
        return bool(opened)

    def _opening(
        self, tournament: Tournament, number: int, paired: Pairing, gone: tuple[int, ...]
    ) -> RoundOpening:
        """Round ``number`` as ``paired``: its tables, who sits it out (the bye, and in a
        round robin whoever's opponent dropped) and the standings of the round before."""
        tables = paired.tables
        byes = ((paired.bye,) if paired.bye is not None else ()) + paired.walkovers
        previous = number - 1
        return RoundOpening(
            round=number,
            version=tournament.version,
            tables=tables,
            table_notices=tuple(
                table_notice(tournament.id, number, table_no)
                for table_no in range(1, len(tables) + 1)
            ),
            byes=byes,
            vanished=gone,
            standings=standings_notice(tournament.id, previous, next_round=number)
            if previous
            else None,
        )

    async def _finish(self, tournament: Tournament, fired: int) -> bool:
        host = self._host
        notice = standings_notice(tournament.id, tournament.current_round, final=True)
        finished = await host.stored(
            store.guarded(
                host.store,
                round_rows.finish(
                    tournament.id,
                    tournament.current_round,
                    now=host.clock.now(),
                    notice=notice,
                    fired=fired,
                ),
            )
        )
        if finished:
            log.info("tournament %s finished", tournament.id)
        return bool(finished)
