"""``SqlStore``: the ``Store`` interface, written once for every SQL database.

Each method checks what comes in (``rows``), then runs one transaction of the modules
beside this one (``changes``, ``moves``, ``outbox``, ...) or one statement, through the
dialect's ``Database``: SQLite and PostgreSQL differ only in that, and in the ``{pieces}``
of SQL each spells its own way (``sqlite/``, ``postgres/``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from .. import rows as shared
from ..errors import GameNotFound, StoreError
from ..records import (
    Announcement,
    GameRecord,
    GameSteps,
    GuildSettings,
    MoveRecord,
    Notice,
    Outcome,
    Seat,
    Timer,
    TimerSpec,
)
from . import (
    changes,
    games,
    lookups,
    moves,
    outbox,
    timers,
)
from .club_store import ClubMethods
from .preferences import DMS_CLOSED, GUILD_LOCALE, NOTIFY, USER_LOCALE
from .settings import read_settings
from .steps import Step, Work
from .timers import (
    claim_timers,
    complete_timer,
    next_timer_due,
    release_timers,
    timers_of,
)

log = logging.getLogger(__name__)

T = TypeVar("T")


class Database(Protocol):
    """A dialect's connection: it runs transactions and single statements."""

    async def write(self, work: Work[T] | Step) -> T:
        """``work`` as one write transaction, rolled back on any error."""
        ...

    async def read(self, work: Work[T] | Step) -> T:
        """``work``'s reads, all in one snapshot."""
        ...

    async def close(self) -> None: ...


class SqlStore(ClubMethods):
    """The store on a SQL database; the dialects' subclasses open one (the club's methods
    are ``ClubMethods``')."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def close(self) -> None:
        await self._database.close()

    # ------------------------------------------------------------------ lobby

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        turn_began_at: float | None = None,
    ) -> GameRecord:
        seats, text = shared.start_text(seats, state)
        payload = shared.notice_text(notice)
        return await self._database.write(
            changes.start_game(
                game_id, expected_version, seats, text, notice, payload, timers or (), turn_began_at
            )
        )

    async def abort_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        notice: Notice | None = None,
        steps: GameSteps | None = None,
    ) -> GameRecord:
        payload = shared.notice_text(notice)
        return await self._database.write(
            changes.abort_game(game_id, expected_version, notice, payload, steps or GameSteps())
        )

    # ------------------------------------------------------------------ turns

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        move: str,
        state: dict[str, Any],
        outcome: Outcome | None = None,
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        seats: Sequence[Seat] | None = None,
        claim_until: float | None = None,
        turn_seconds: float | None = None,
        turn_began_at: float | None = None,
        steps: GameSteps | None = None,
        by_stand_in: bool = False,
        now: float | None = None,
    ) -> GameRecord:
        text, status, state_text = shared.move_texts(move, state, outcome)
        seats = shared.checked_seats(seats, lobby=False) if seats is not None else None
        shared.check_turn_seconds(turn_seconds)
        return await self._database.write(
            moves.commit_move(
                game_id,
                expected_version,
                seat=seat,
                text=text,
                status=status,
                state=state,
                state_text=state_text,
                outcome=outcome,
                notice=notice,
                payload=shared.notice_text(notice),
                timers=timers,
                seats=seats,
                claim_until=claim_until,
                now=time.time() if now is None else now,
                turn_seconds=turn_seconds,
                turn_began_at=turn_began_at,
                steps=steps or GameSteps(),
                by_stand_in=by_stand_in,
            )
        )

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        if await self._database.write(games.set_message(game_id, message_id)) is None:
            raise GameNotFound(game_id)

    # ------------------------------------------------------------------ reading

    async def active_game(
        self, channel_id: int, *, known: GameRecord | None = None
    ) -> GameRecord | None:
        ask = None if known is None else (known.id, known.version)
        row = await self._database.read(lookups.open_game(channel_id, ask))
        if row is None:
            return None
        if known is not None and shared.as_known(row, known):
            return shared.record(row, state=None, game=known.kept_game())
        return await self._loaded(row)

    async def games_under(self, parent_id: int, *, limit: int = 10) -> list[GameRecord]:
        if not 1 <= limit <= shared.MAX_PER_PAGE:
            raise ValueError(f"limit must be 1 to {shared.MAX_PER_PAGE}, not {limit}")
        rows = await self._database.read(lookups.games_under(parent_id, limit))
        return [await self._loaded(row) for row in rows]

    async def get_game(self, game_id: int) -> GameRecord:
        row = await self._database.read(lookups.game(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return await self._loaded(row)

    async def count_running(self) -> int:
        return await self._database.read(lookups.count_running())

    async def moves(self, game_id: int) -> list[MoveRecord]:
        rows = await self._database.read(moves.log(game_id))
        if not rows:
            raise GameNotFound(game_id)
        return [_move(row) for row in rows if row[1] is not None]

    async def last_move(self, game_id: int) -> MoveRecord | None:
        row = await self._database.read(moves.last(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return _move(row) if row[1] is not None else None

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        row = await self._database.read(lookups.start_state(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return shared.start_state(game_id, row[0])

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        shared.check_claim(limit, lease)
        return await self._database.write(outbox.claim(now, limit, lease))

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        await self._database.write(self._completion(announcement_id, message_id, set_message))

    def _completion(
        self, announcement_id: int, message_id: int | None, set_message: bool
    ) -> Work[None] | Step:
        """How an entry leaves the outbox (a dialect may do it in one statement)."""
        return outbox.complete(announcement_id, message_id, set_message)

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        await self._database.write(outbox.retry(announcement_id, at, error))

    async def note_announcement(self, announcement_id: int, payload: dict[str, Any]) -> None:
        text = shared.dump(payload, "announcement's payload")
        await self._database.write(outbox.note(announcement_id, text))

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        await self._database.write(outbox.drop(announcement_id, error))

    async def pending_announcements(self, game_id: int) -> int:
        return await self._database.read(outbox.pending(game_id))

    async def read(self, work: Work[T] | Step) -> T:
        return await self._database.read(work)

    async def write(self, work: Work[T] | Step) -> T:
        return await self._database.write(work)

    async def release_claims(self) -> None:
        await self._database.write(_release_claims())

    # ------------------------------------------------------------------ running games

    async def replace_seats(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
    ) -> GameRecord:
        seats = shared.checked_seats(seats, lobby=False)
        payload = shared.notice_text(notice)
        return await self._database.write(
            changes.hand_over_seats(game_id, expected_version, seats, notice, payload, timers)
        )

    async def mark_coached(self, game_id: int) -> None:
        if await self._database.write(games.mark_coached(game_id)) is None:
            raise GameNotFound(game_id)

    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        shared.check_claim(limit, lease)
        return await self._database.write(claim_timers(now, limit, lease))

    async def complete_timer(self, timer_id: int) -> None:
        await self._database.write(complete_timer(timer_id))

    async def next_timer_due(self) -> float | None:
        return await self._database.read(next_timer_due())

    async def timers_of(self, game_id: int) -> list[Timer]:
        return await self._database.read(timers_of(game_id))

    async def set_club_timer(
        self,
        kind: str,
        due_at: float,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        owner = {"guild_id": guild_id, "user_id": user_id, "tournament_id": tournament_id}
        await self._database.write(timers.set_club_timer(kind, due_at, **owner))

    async def drop_club_timer(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        owner = {"guild_id": guild_id, "user_id": user_id, "tournament_id": tournament_id}
        await self._database.write(timers.drop_club_timer(kind, **owner))

    async def club_timer_due(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> float | None:
        owner = {"guild_id": guild_id, "user_id": user_id, "tournament_id": tournament_id}
        return await self._database.read(timers.club_timer_due(kind, **owner))

    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        return await self._database.read(read_settings(guild_id))

    async def notify_pref(self, user_id: int) -> bool:
        return bool(await self._database.read(NOTIFY.get(user_id)))

    async def set_notify_pref(self, user_id: int, on: bool) -> None:
        await self._database.write(NOTIFY.put(user_id, bool(on)))

    async def dms_closed_at(self, user_id: int) -> float | None:
        return await self._database.read(DMS_CLOSED.get(user_id))

    async def set_dms_closed(self, user_id: int, at: float | None) -> None:
        await self._database.write(DMS_CLOSED.put(user_id, at))

    async def guild_locale(self, guild_id: int) -> str | None:
        return await self._database.read(GUILD_LOCALE.get(guild_id))

    async def set_guild_locale(self, guild_id: int, locale: str) -> None:
        await self._database.write(GUILD_LOCALE.put(guild_id, locale))

    async def user_locale(self, user_id: int) -> str | None:
        return await self._database.read(USER_LOCALE.get(user_id))

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._database.write(USER_LOCALE.put(user_id, locale))

    # ------------------------------------------------------------------ looking back

    async def running_games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        rows = await self._database.read(lookups.running_games_of(guild_id, user_id))
        return [await self._loaded(row) for row in rows]

    async def finished_games(
        self, guild_id: int, *, user_id: int | None = None, page: int = 1, per_page: int = 10
    ) -> tuple[list[GameRecord], int]:
        if page < 1 or not 1 <= per_page <= shared.MAX_PER_PAGE:
            raise ValueError(f"bad page {page} or per_page {per_page}")
        found = lookups.finished_games(guild_id, user_id, page, per_page)
        rows, total = await self._database.read(found)
        return [await self._loaded(row) for row in rows], total

    # ------------------------------------------------------------------ corrupt games

    async def _loaded(self, row: Sequence[Any]) -> GameRecord:
        return await shared.loaded_record(row, self._mark_corrupt)

    async def _mark_corrupt(self, game_id: int, version: int) -> None:
        """Frees the channel of a game whose state cannot be read (``rows.loaded_record``)."""
        try:
            await self._database.write(games.mark_corrupt(game_id, version))
        except StoreError:
            log.exception("could not mark game %s as corrupt", game_id)


def _release_claims() -> Work[None]:
    yield outbox.release()
    yield release_timers()


def _move(row: Sequence[Any]) -> MoveRecord:
    game_id, seq, seat, move, created_at, by_stand_in = row
    return MoveRecord(game_id, seq, seat, move, created_at, bool(by_stand_in))
