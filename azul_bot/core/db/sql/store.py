"""``Store``: the store on a SQL database, written once for every dialect. Each method runs
one transaction or one statement; SQLite and PostgreSQL differ only in their ``Database``
and the ``{pieces}`` of SQL each spells its own way.

Common rules:

- Ids are Discord snowflakes (int). Times passed in (``now``, ``at``) are UNIX seconds chosen
  by the caller, so a test can drive the clock; ``created_at``/``updated_at`` are the store's.
- A *change* of a game (lobby edits, start, each move, abort) is guarded by
  ``expected_version``: ``VersionConflict`` and nothing written when the game is at another
  version or in a status that does not allow the change; otherwise the version goes up by one.
- A change may carry a ``Notice``: it joins the outbox in the same transaction, so it exists
  if and only if the change does.
- Seats are identified by position; ``Seat.user_id`` is None for a computer seat.
- A change may carry ``timers``: the game's pending timers become exactly those, in the same
  transaction, stamped with the version the change made (None: they stay as they are). A
  game that ends (finished or aborted) keeps none.
- A move or an abort may carry ``then``: statements run last in its transaction (the
  features', through the host's hooks), handed the game as the change leaves it and the
  change's time; what they raise undoes the whole change.
- Storage failures surface as ``StoreUnavailable`` (a message for the logs); data the caller
  got wrong (a bad seat list, a state the engine refuses) as ``ValueError``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, overload

from .. import rows as shared
from ..errors import GameNotFound, StoreError
from ..records import (
    Announcement,
    GameRecord,
    GuildSettings,
    MoveRecord,
    Notice,
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
)
from .preferences import GUILD_LOCALE, USER_LOCALE
from .settings import read_settings
from .steps import Step, Work
from .timers import (
    claim_due,
    claim_timers,
    complete_timer,
    next_timer_due,
    release_timers,
    timers_of,
)

log = logging.getLogger(__name__)

T = TypeVar("T")

Then = Callable[[GameRecord, float], Work[None]]
"""Statements a change runs last in its transaction (a feature's, through the host's hooks),
handed the game as the change leaves it and the change's time."""


class Database(Protocol):
    """A dialect's connection: it runs transactions and single statements."""

    @overload
    async def write(self, work: Step) -> Any: ...
    @overload
    async def write(self, work: Work[T]) -> T: ...
    async def write(self, work: Work[T] | Step) -> T | Any:
        """``work`` as one write transaction, rolled back on any error (a single statement's
        row or rows are as the driver reads them)."""
        ...

    @overload
    async def read(self, work: Step) -> Any: ...
    @overload
    async def read(self, work: Work[T]) -> T: ...
    async def read(self, work: Work[T] | Step) -> T | Any:
        """``work``'s reads, all in one snapshot."""
        ...

    async def close(self) -> None: ...


class Store:
    """The store on a SQL database; the dialects' subclasses open one."""

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
        """The lobby becomes RUNNING with seats 0..n-1; ``state`` (checked by the engine, one
        player per seat) is also kept as the start state (``start_state()``)."""
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
        then: Then | None = None,
    ) -> GameRecord:
        """A lobby or running game becomes ABORTED: it frees its channel and counts nowhere;
        ``then`` runs in the same transaction."""
        payload = shared.notice_text(notice)
        return await self._database.write(
            changes.abort_game(game_id, expected_version, notice, payload, then)
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
        finished: bool = False,
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        seats: Sequence[Seat] | None = None,
        claim_until: float | None = None,
        turn_began_at: float | None = None,
        by_stand_in: bool = False,
        then: Then | None = None,
        now: float | None = None,
    ) -> GameRecord:
        """One move of a RUNNING game, in ONE transaction: the new state, version + 1, the
        move logged, the new seats, ``then`` run and the notice queued.

        ``finished``: ``state`` must be a finished game (else ``ValueError``); the game keeps
        no timers. ``turn_began_at`` None keeps it, as a grey wall's tiling goes on.

        With ``claim_until`` the notice is stored already claimed by the caller when no older
        notice of the game is pending (saves the player waiting on the move a claim of its
        own). ``now`` None: the wall clock.
        """
        text, status, state_text = shared.move_texts(move, state, finished)
        seats = shared.checked_seats(seats, lobby=False) if seats is not None else None
        return await self._database.write(
            moves.commit_move(
                game_id,
                expected_version,
                seat=seat,
                text=text,
                status=status,
                state=state,
                state_text=state_text,
                notice=notice,
                payload=shared.notice_text(notice),
                timers=timers,
                seats=seats,
                claim_until=claim_until,
                now=time.time() if now is None else now,
                turn_began_at=turn_began_at,
                by_stand_in=by_stand_in,
                then=then,
            )
        )

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Remember the message with the turn's buttons. Not a change: the version stays, so
        a move computed before this call still commits. ``GameNotFound``."""
        if await self._database.write(games.set_message(game_id, message_id)) is None:
            raise GameNotFound(game_id)

    # ------------------------------------------------------------------ reading

    async def active_game(
        self, channel_id: int, *, known: GameRecord | None = None
    ) -> GameRecord | None:
        """The LOBBY or RUNNING game of this channel, or None. While the game is still at
        ``known``'s version, its state is not read again.

        When its state cannot be read, the game is logged and marked CORRUPT (which frees
        the channel: the next call returns None) and the record returned is the row as it
        was read, whose ``game()`` raises ``CorruptGame``.
        """
        ask = None if known is None else (known.id, known.version)
        row = await self._database.read(lookups.open_game(channel_id, ask))
        if row is None:
            return None
        if known is not None and shared.as_known(row, known):
            return shared.record(row, state=None, game=known.kept_game())
        return await self._loaded(row)

    async def games_under(self, parent_id: int, *, limit: int = 10) -> list[GameRecord]:
        """The LOBBY and RUNNING games of the threads of channel ``parent_id``, newest first;
        ``limit`` 1 to 100, else ``ValueError``."""
        if not 1 <= limit <= shared.MAX_PER_PAGE:
            raise ValueError(f"limit must be 1 to {shared.MAX_PER_PAGE}, not {limit}")
        rows = await self._database.read(lookups.games_under(parent_id, limit))
        return [await self._loaded(row) for row in rows]

    async def get_game(self, game_id: int) -> GameRecord:
        """``GameNotFound``; an unreadable state is handled as in ``active_game``."""
        row = await self._database.read(lookups.game(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return await self._loaded(row)

    async def count_running(self) -> int:
        """How many games are RUNNING (for start-up; no state is read)."""
        return await self._database.read(lookups.count_running())

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's move log in order (seq 1, 2, ...); ``GameNotFound``."""
        rows = await self._database.read(moves.log(game_id))
        if not rows:
            raise GameNotFound(game_id)
        return [_move(row) for row in rows if row[1] is not None]

    async def last_move(self, game_id: int) -> MoveRecord | None:
        """The game's latest move, None before the first; ``GameNotFound``."""
        row = await self._database.read(moves.last(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return _move(row) if row[1] is not None else None

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        """The state stored by ``start_game`` (replays begin here); None for a game that
        never started. ``GameNotFound``; ``CorruptGame`` (the game is not marked: its current
        state may be fine) when the stored text is not JSON."""
        row = await self._database.read(lookups.start_state(game_id))
        if row is None:
            raise GameNotFound(game_id)
        return shared.start_state(game_id, row[0])

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        """Up to ``limit`` due entries in id order, at most one per game: an entry is
        eligible only as its game's oldest undelivered one, so a game's announcements post
        in order. Each returned entry is leased until ``now + lease``: no claimer gets it
        again before then, and after it (its claimer died mid-post) it is due again. Two
        concurrent claimers never get the same entry."""
        shared.check_claim(limit, lease)
        return await self._database.write(outbox.claim(now, limit, lease))

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        """The entry was posted: it leaves the outbox. With ``set_message`` the game's
        ``message_id`` becomes ``message_id`` in the same transaction. An entry that is no
        longer in the outbox (another claimer finished it) is left alone."""
        await self._database.write(self._completion(announcement_id, message_id, set_message))

    def _completion(
        self, announcement_id: int, message_id: int | None, set_message: bool
    ) -> Work[None] | Step:
        """How an entry leaves the outbox (a dialect may do it in one statement)."""
        return outbox.complete(announcement_id, message_id, set_message)

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        """Posting failed: attempts + 1, due again at ``at``, ``error`` kept for the logs."""
        await self._database.write(outbox.retry(announcement_id, at, error))

    async def note_announcement(self, announcement_id: int, payload: dict[str, Any]) -> None:
        """What an attempt did that a retry must not do again (a direct message that went
        out before the post failed): the entry's payload becomes ``payload``. An entry no
        longer in the outbox is left alone."""
        text = shared.dump(payload, "announcement's payload")
        await self._database.write(outbox.note(announcement_id, text))

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        """Given up (e.g. the channel is gone): never claimed again and no longer holding
        back the game's later entries; kept with ``error`` for the logs."""
        await self._database.write(outbox.drop(announcement_id, error))

    async def pending_announcements(self, game_id: int) -> int:
        """The game's undelivered entries, claimed or not (dropped ones not counted)."""
        return await self._database.read(outbox.pending(game_id))

    async def read(self, work: Work[T] | Step) -> T:
        return await self._database.read(work)

    async def write(self, work: Work[T] | Step) -> T:
        return await self._database.write(work)

    async def release_claims(self) -> None:
        """For a single process starting up: every claimed outbox entry and timer is due at
        once (its claimer is dead). Entries waiting for a retry keep their time."""
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
        """A running game's seats change (a stand-in takes one over); a change: version + 1."""
        seats = shared.checked_seats(seats, lobby=False)
        payload = shared.notice_text(notice)
        return await self._database.write(
            changes.hand_over_seats(game_id, expected_version, seats, notice, payload, timers)
        )

    async def mark_coached(self, game_id: int) -> None:
        """A hint was used: the game changes no ratings. Not a change (the version stays)."""
        if await self._database.write(games.mark_coached(game_id)) is None:
            raise GameNotFound(game_id)

    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        """Due timers (due_at <= now), earliest first; each claimed one is due again only at
        now + lease (a claimer that dies lets it fire after the lease). Two claimers never
        get the same timer."""
        shared.check_claim(limit, lease)
        return await self._database.write(claim_timers(now, limit, lease))

    async def claim_due(
        self, now: float, *, limit: int, lease: float
    ) -> tuple[list[Timer], float | None]:
        """As ``claim_timers``, and when the next timer is due after the claim (as
        ``next_timer_due``), in one transaction: what a woken dispatcher asks."""
        shared.check_claim(limit, lease)
        return await self._database.write(claim_due(now, limit, lease))

    async def complete_timer(self, timer_id: int) -> None:
        """The timer was handled: it is deleted (an unknown id is no error)."""
        await self._database.write(complete_timer(timer_id))

    async def next_timer_due(self) -> float | None:
        """When the earliest timer is due (claimed ones: at their lease's end); None: none."""
        return await self._database.read(next_timer_due())

    async def timers_of(self, game_id: int) -> list[Timer]:
        """A game's pending timers, earliest first."""
        return await self._database.read(timers_of(game_id))

    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        """A server's saved rules; None until an admin saved some."""
        return await self._database.read(read_settings(guild_id))

    async def guild_locale(self, guild_id: int) -> str | None:
        """The Discord locale a server was last seen with (``fr``, ``en-US``); None before."""
        return await self._database.read(GUILD_LOCALE.get(guild_id))

    async def set_guild_locale(self, guild_id: int, locale: str) -> None:
        await self._database.write(GUILD_LOCALE.put(guild_id, locale))

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of a person's latest interaction; None before their first."""
        return await self._database.read(USER_LOCALE.get(user_id))

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Keeps the person's ``notify_pref`` as it is (False for someone new)."""
        await self._database.write(USER_LOCALE.put(user_id, locale))

    # ------------------------------------------------------------------ looking back

    async def running_games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The RUNNING games of this server where the person holds a seat, latest first."""
        rows = await self._database.read(lookups.running_games_of(guild_id, user_id))
        return [await self._loaded(row) for row in rows]

    async def finished_games(
        self, guild_id: int, *, user_id: int | None = None, page: int = 1, per_page: int = 10
    ) -> tuple[list[GameRecord], int]:
        """One page of the server's FINISHED games (of one person, if given), latest first,
        and how many there are in all."""
        if page < 1 or not 1 <= per_page <= shared.MAX_PER_PAGE:
            raise ValueError(f"bad page {page} or per_page {per_page}")
        found = lookups.finished_games(guild_id, user_id, page, per_page)
        rows, total = await self._database.read(found)
        return [await self._loaded(row) for row in rows], total

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        """The RUNNING games of every server where the person holds a seat (whoever is to
        move: the service tells), the longest unchanged first."""
        rows = await self._database.read(games.running_games_anywhere(user_id))
        return [await self._loaded(row) for row in rows]

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
