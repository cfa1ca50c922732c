"""The ``Store``'s tournament methods, written once for every SQL database: each checks what
comes in and runs one transaction of ``tournaments``. ``SqlStore`` has them as a base."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from .. import rows as shared
from ..records import GameRecord, Notice, Seat, TimerSpec
from ..tournament_records import (
    Dropped,
    Format,
    RoundOpening,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentTable,
)
from . import tournament_rounds as rounds
from . import tournament_signup as signup
from . import tournaments
from .steps import Step, Work
from .tournaments import NothingChanged

T = TypeVar("T")
TABLE_SIZES = range(2, 5)
NAME_LIMIT = 100


def check_spec(spec: TournamentSpec) -> None:
    """A tournament's rules as the schema takes them; ``ValueError`` otherwise."""
    if not spec.name.strip() or len(spec.name) > NAME_LIMIT:
        raise ValueError(f"a tournament's name is 1 to {NAME_LIMIT} characters: {spec.name!r}")
    if spec.table_size not in TABLE_SIZES:
        raise ValueError(f"a table seats 2 to 4, not {spec.table_size}")
    if spec.format is Format.ROUND_ROBIN and spec.table_size != 2:
        raise ValueError("a round robin is played at tables of 2")
    if spec.rounds is not None and spec.rounds < 1:
        raise ValueError(f"a tournament has a round at least, not {spec.rounds}")
    if spec.time_limit is not None and spec.time_limit <= 0:
        raise ValueError(f"a time limit is positive, not {spec.time_limit}")
    shared.check_min_finished(spec.min_finished)


def _notices(notices: Sequence[Notice]) -> list[tuple[Notice, str]]:
    return [(notice, shared.notice_text(notice) or "{}") for notice in notices]


class TournamentMethods:
    """Mixed into ``SqlStore``, which gives it its ``_database``."""

    _database: Any

    async def _guarded(self, work: Work[T]) -> T | None:
        """``work`` written, or None when its guard found nothing to change."""
        try:
            return await self._database.write(work)
        except NothingChanged:
            return None

    async def _read(self, work: Work[T] | Step) -> T:
        return await self._database.read(work)

    # ------------------------------------------------------------------ reading

    async def tournament(self, tournament_id: int) -> Tournament | None:
        return await self._read(tournaments.tournament(tournament_id))

    async def open_tournaments(self, guild_id: int) -> list[Tournament]:
        return await self._read(tournaments.open_tournaments(guild_id))

    async def latest_tournaments(self, guild_id: int) -> list[Tournament]:
        return await self._read(tournaments.latest_tournaments(guild_id))

    async def tournaments_of(self, guild_id: int, user_id: int) -> list[Tournament]:
        return await self._read(tournaments.tournaments_of(guild_id, user_id))

    async def entrants(self, tournament_id: int) -> list[TournamentEntrant]:
        return await self._read(tournaments.entrants(tournament_id))

    async def tournament_tables(
        self, tournament_id: int, round_number: int | None = None
    ) -> list[TournamentTable]:
        return await self._read(tournaments.tables(tournament_id, round_number))

    # ------------------------------------------------------------------ sign-up

    async def create_tournament(self, spec: TournamentSpec, *, notice: Notice) -> Tournament:
        check_spec(spec)
        shared.notice_text(notice)  # checked before the transaction
        return await self._database.write(signup.create(spec, notice, time.time()))

    async def join_tournament(
        self, tournament_id: int, user_id: int, name: str, *, rating: float, notice: Notice
    ) -> Tournament | None:
        payload = shared.notice_text(notice) or "{}"
        now = time.time()
        work = signup.join(tournament_id, user_id, name, rating, now, notice, payload)
        return await self._guarded(work)

    async def withdraw_from_tournament(
        self, tournament_id: int, user_id: int, *, notice: Notice
    ) -> Tournament | None:
        payload = shared.notice_text(notice) or "{}"
        return await self._guarded(signup.withdraw(tournament_id, user_id, notice, payload))

    async def note_signup_message(self, tournament_id: int, message_id: int) -> None:
        await self._database.write(signup.note_signup_message(tournament_id, message_id))

    async def start_tournament(
        self,
        tournament_id: int,
        expected_version: int,
        *,
        rounds: int,
        ratings: Mapping[int, float],
        now: float,
        fired: int | None = None,
        notices: Sequence[Notice] = (),
    ) -> Tournament | None:
        if rounds < 1:
            raise ValueError(f"a tournament has a round at least, not {rounds}")
        work = signup.start(
            tournament_id, expected_version, rounds, ratings, now, fired, _notices(notices)
        )
        return await self._guarded(work)

    async def keep_signup_open(
        self, tournament_id: int, *, fired: int, notices: Sequence[Notice] = ()
    ) -> Tournament | None:
        return await self._guarded(signup.stay_open(tournament_id, fired, _notices(notices)))

    async def cancel_tournament(
        self, tournament_id: int, *, now: float, notice: Notice
    ) -> Tournament | None:
        payload = shared.notice_text(notice) or "{}"
        return await self._guarded(signup.cancel(tournament_id, notice, payload, now))

    # ------------------------------------------------------------------ who plays

    async def drop_entrant(
        self,
        tournament_id: int,
        user_id: int,
        *,
        why: Dropped,
        now: float,
        notices: Sequence[Notice] = (),
    ) -> Tournament | None:
        work = signup.drop(tournament_id, user_id, Dropped(why), now, _notices(notices))
        return await self._guarded(work)

    async def come_back(self, tournament_id: int, user_id: int) -> Tournament | None:
        return await self._guarded(signup.come_back(tournament_id, user_id))

    # ------------------------------------------------------------------ rounds

    async def open_round(
        self, tournament_id: int, opening: RoundOpening, *, now: float, fired: int | None = None
    ) -> bool:
        payloads = [shared.notice_text(notice) or "{}" for notice in opening.table_notices]
        standings = shared.notice_text(opening.standings)
        work = rounds.open_round(tournament_id, opening, fired, payloads, standings, now)
        try:
            await self._database.write(work)
        except NothingChanged:
            return False
        return True

    async def finish_tournament(
        self,
        tournament_id: int,
        last_round: int,
        *,
        now: float,
        notice: Notice,
        fired: int | None = None,
    ) -> bool:
        payload = shared.notice_text(notice) or "{}"
        work = rounds.finish(tournament_id, last_round, fired, now, notice, payload)
        try:
            await self._database.write(work)
        except NothingChanged:
            return False
        return True

    async def start_table_game(
        self,
        tournament: Tournament,
        round_number: int,
        table_no: int,
        *,
        thread_id: int,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice,
        timers: Sequence[TimerSpec],
        turn_began_at: float,
    ) -> GameRecord | None:
        seats, text = shared.start_text(seats, state)
        payload = shared.notice_text(notice) or "{}"
        work = rounds.start_game(
            tournament,
            round_number,
            table_no,
            thread_id,
            seats,
            text,
            notice,
            payload,
            timers,
            turn_began_at,
        )
        return await self._guarded(work)
