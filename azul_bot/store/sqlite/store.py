"""``SqliteStore``: the ``Store`` interface on one SQLite file.

Each method is one transaction (writes) or one locked read; the SQL of each part lives in
its module: ``games`` (rows and guarded changes), ``results`` (a finished game's outcome),
``outbox`` (announcements), ``stats`` (leaderboards), ``connection`` (opening, locking).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .. import rows as shared
from ..errors import ChannelBusy, GameNotFound, StoreError
from ..records import (
    CLASSIC_CODE,
    OPEN_STATUSES,
    Announcement,
    GameRecord,
    GameStatus,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerStats,
    Seat,
    Skill,
    Timer,
    TimerSpec,
)
from . import games, outbox, results, stats
from . import timers as deadlines
from .connection import Database, Sql, first

log = logging.getLogger(__name__)

_MOVE_COLUMNS = "game_id, seq, seat, move, created_at"


class SqliteStore:
    """The bot's database in one SQLite file; open it with ``await SqliteStore.open(path)``."""

    def __init__(self, database: Database) -> None:
        self._database = database

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> SqliteStore:
        """Open (or create) the file: WAL, foreign keys, migrations. ``StoreUnavailable``."""
        return cls(await Database.open(path))

    async def close(self) -> None:
        await self._database.close()

    # ------------------------------------------------------------------ lobby

    async def create_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        *,
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        variant: str = CLASSIC_CODE,
    ) -> GameRecord:
        payload = shared.notice_text(notice)
        now = time.time()

        def work(db: Sql):
            try:
                rows = db.execute_fetchall(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, version,"
                    " created_at, updated_at, variant)"
                    " VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, host_id, now, now, variant),
                )
            except sqlite3.IntegrityError as error:
                if "UNIQUE" in str(error):
                    raise ChannelBusy(channel_id) from error
                raise
            game_id = first(rows)[0]
            games.insert_seats(db, game_id, [Seat(0, host_id, host_name)])
            outbox.queue(db, game_id, channel_id, notice, payload)
            deadlines.replace(db, game_id, channel_id, 1, timers)
            return games.fetch_record(db, game_id)

        return await self._database.write(work)

    async def update_lobby(
        self,
        game_id: int,
        expected_version: int,
        *,
        host_id: int,
        seats: Sequence[Seat],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        variant: str | None = None,
    ) -> GameRecord:
        seats = shared.checked_seats(seats, lobby=True)
        payload = shared.notice_text(notice)

        def work(db: Sql):
            channel_id = games.change(
                db,
                game_id,
                expected_version,
                "host_id = ?, variant = coalesce(?, variant)",
                (host_id, variant),
                from_statuses=(GameStatus.LOBBY,),
            )
            games.replace_seats(db, game_id, seats)
            outbox.queue(db, game_id, channel_id, notice, payload)
            record = games.fetch_record(db, game_id)
            deadlines.replace(db, game_id, channel_id, record.version, timers)
            return record

        return await self._database.write(work)

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

        def work(db: Sql):
            channel_id = games.change(
                db,
                game_id,
                expected_version,
                "status = status",
                (),
                from_statuses=(GameStatus.RUNNING,),
            )
            if len(seats) != len(games.seat_positions(db, game_id)):
                raise ValueError(f"game {game_id} keeps its number of seats")
            games.replace_seats(db, game_id, seats)
            outbox.queue(db, game_id, channel_id, notice, payload)
            record = games.fetch_record(db, game_id)
            deadlines.replace(db, game_id, channel_id, record.version, timers)
            return record

        return await self._database.write(work)

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
    ) -> GameRecord:
        seats, text = shared.start_text(seats, state)
        payload = shared.notice_text(notice)

        def work(db: Sql):
            channel_id = games.change(
                db,
                game_id,
                expected_version,
                "status = 'running', state = ?, start_state = ?",
                (text, text),
                from_statuses=(GameStatus.LOBBY,),
            )
            games.replace_seats(db, game_id, seats)
            outbox.queue(db, game_id, channel_id, notice, payload)
            record = games.fetch_record(db, game_id)
            deadlines.replace(db, game_id, channel_id, record.version, timers or ())
            return record

        return await self._database.write(work)

    async def abort_game(
        self, game_id: int, expected_version: int, *, notice: Notice | None = None
    ) -> GameRecord:
        payload = shared.notice_text(notice)

        def work(db: Sql):
            channel_id = games.change(
                db, game_id, expected_version, "status = 'aborted'", (), from_statuses=OPEN_STATUSES
            )
            outbox.queue(db, game_id, channel_id, notice, payload)
            deadlines.replace(db, game_id, channel_id, 0, ())  # an ended game has none
            return games.fetch_record(db, game_id)

        return await self._database.write(work)

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
    ) -> GameRecord:
        text, status, state_text = shared.move_texts(move, state, outcome)
        seats = shared.checked_seats(seats, lobby=False) if seats is not None else None
        payload = shared.notice_text(notice)
        now = time.time()

        def work(db: Sql):
            rows = db.execute_fetchall(
                "UPDATE games SET state = ?, status = ?, version = version + 1,"
                " updated_at = ? WHERE id = ? AND version = ? AND status = 'running'"
                f" RETURNING {games.GAME_COLUMNS}",
                (state_text, status.value, now, game_id, expected_version),
            )
            if not rows:
                games.refuse(db, game_id, expected_version)
            record = shared.record(first(rows), state=state, game=None)
            shared.check_seat(record, seat)
            db.execute(
                f"INSERT INTO moves ({_MOVE_COLUMNS})"
                " SELECT ?, coalesce(max(seq), 0) + 1, ?, ?, ? FROM moves WHERE game_id = ?",
                (game_id, seat, text, now, game_id),
            )
            if seats is not None:
                if len(seats) != len(record.seats):
                    raise ValueError(f"game {game_id} keeps its number of seats")
                games.replace_seats(db, game_id, seats)
                record = replace(record, seats=tuple(seats))
            if outcome is not None:
                results.apply_outcome(db, record, outcome)
            claimed = outbox.queue(db, game_id, record.channel_id, notice, payload, claim_until)
            ending = () if outcome is not None else timers
            deadlines.replace(db, game_id, record.channel_id, record.version, ending)
            return replace(record, claimed_notice=claimed)

        return await self._database.write(work)

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        def work(db: Sql):
            cursor = db.execute(
                "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id)
            )
            if cursor.rowcount == 0:
                raise GameNotFound(game_id)

        await self._database.write(work)

    # ------------------------------------------------------------------ reading

    async def active_game(self, channel_id: int) -> GameRecord | None:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games"
            f" WHERE games.channel_id = ? AND games.status IN {games.OPEN}",
            (channel_id,),
        )
        return await shared.loaded_record(rows[0], self._mark_corrupt) if rows else None

    async def get_game(self, game_id: int) -> GameRecord:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,)
        )
        if not rows:
            raise GameNotFound(game_id)
        return await shared.loaded_record(rows[0], self._mark_corrupt)

    async def count_running(self) -> int:
        rows = await self._database.fetch("SELECT count(*) FROM games WHERE status = 'running'")
        return first(rows)[0]

    async def moves(self, game_id: int) -> list[MoveRecord]:
        def work(db: Sql):
            rows = list(
                db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq",
                    (game_id,),
                )
            )
            # An unknown game and a game without moves differ.
            if not rows and not games.exists(db, game_id):
                raise GameNotFound(game_id)
            return rows

        return [MoveRecord(*row) for row in await self._database.read(work)]

    async def last_move(self, game_id: int) -> MoveRecord | None:
        def work(db: Sql):
            rows = list(
                db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq DESC"
                    " LIMIT 1",
                    (game_id,),
                )
            )
            if not rows and not games.exists(db, game_id):
                raise GameNotFound(game_id)
            return rows

        rows = await self._database.read(work)
        return MoveRecord(*rows[0]) if rows else None

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        rows = await self._database.fetch("SELECT start_state FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return shared.start_state(game_id, first(rows)[0])

    # ------------------------------------------------------------------ stats

    async def skills(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
        def work(db: Sql):
            return results.read_skills(db, guild_id, sorted(set(user_ids)))

        return await self._database.read(work)

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        def work(db: Sql):
            return stats.player_stats(db, guild_id, user_id)

        return await self._database.read(work)

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        sort = shared.checked_page(sort, page, per_page)

        def work(db: Sql):
            return stats.leaderboard(db, guild_id, sort, page, per_page)

        return await self._database.read(work)

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        shared.check_claim(limit, lease)

        def work(db: Sql):
            return outbox.claim(db, now, limit, lease)

        return await self._database.write(work)

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        def work(db: Sql):
            outbox.complete(db, announcement_id, message_id, set_message)

        await self._database.write(work)

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        def work(db: Sql):
            outbox.retry(db, announcement_id, at, error)

        await self._database.write(work)

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        def work(db: Sql):
            outbox.drop(db, announcement_id, error)

        await self._database.write(work)

    async def pending_announcements(self, game_id: int) -> int:
        def work(db: Sql):
            return outbox.pending(db, game_id)

        return await self._database.read(work)

    async def release_claims(self) -> None:
        def work(db: Sql):
            outbox.release(db)
            deadlines.release(db)

        await self._database.write(work)

    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        if limit < 1 or lease <= 0:
            raise ValueError(f"a claim needs limit >= 1 and lease > 0, not {limit}, {lease}")

        def work(db: Sql):
            return deadlines.claim(db, now, limit, lease)

        return await self._database.write(work)

    async def complete_timer(self, timer_id: int) -> None:
        def work(db: Sql):
            deadlines.complete(db, timer_id)

        await self._database.write(work)

    async def next_timer_due(self) -> float | None:
        def work(db: Sql):
            return deadlines.next_due(db)

        return await self._database.read(work)

    async def timers_of(self, game_id: int) -> list[Timer]:
        def work(db: Sql):
            return deadlines.pending(db, game_id)

        return await self._database.read(work)

    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        def work(db: Sql):
            return deadlines.read_settings(db, guild_id)

        return await self._database.read(work)

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        def work(db: Sql):
            deadlines.save_settings(db, settings)

        await self._database.write(work)

    async def notify_pref(self, user_id: int) -> bool:
        def work(db: Sql):
            return deadlines.notify_pref(db, user_id)

        return await self._database.read(work)

    async def set_notify_pref(self, user_id: int, on: bool) -> None:
        def work(db: Sql):
            deadlines.set_notify_pref(db, user_id, on)

        await self._database.write(work)

    async def confirm_pref(self, user_id: int) -> bool | None:
        def work(db: Sql):
            return deadlines.confirm_pref(db, user_id)

        return await self._database.read(work)

    async def set_confirm_pref(self, user_id: int, on: bool) -> None:
        def work(db: Sql):
            deadlines.set_confirm_pref(db, user_id, on)

        await self._database.write(work)

    async def guild_locale(self, guild_id: int) -> str | None:
        def work(db: Sql):
            return deadlines.guild_locale(db, guild_id)

        return await self._database.read(work)

    async def set_guild_locale(self, guild_id: int, locale: str) -> None:
        def work(db: Sql):
            deadlines.set_guild_locale(db, guild_id, locale)

        await self._database.write(work)

    async def user_locale(self, user_id: int) -> str | None:
        def work(db: Sql):
            return deadlines.user_locale(db, user_id)

        return await self._database.read(work)

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        def work(db: Sql):
            deadlines.set_user_locale(db, user_id, locale)

        await self._database.write(work)

    async def mark_coached(self, game_id: int) -> None:
        def work(db: Sql):
            cursor = db.execute("UPDATE games SET coached = 1 WHERE id = ?", (game_id,))
            if cursor.rowcount == 0:
                raise GameNotFound(game_id)

        await self._database.write(work)

    # ------------------------------------------------------------------ looking back

    async def running_games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.guild_id = ?"
            " AND games.status = 'running' AND games.id IN"
            " (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY games.updated_at DESC",
            (guild_id, user_id),
        )
        return [await shared.loaded_record(row, self._mark_corrupt) for row in rows]

    async def finished_games(
        self, guild_id: int, *, user_id: int | None = None, page: int = 1, per_page: int = 10
    ) -> tuple[list[GameRecord], int]:
        if page < 1 or not 1 <= per_page <= 100:
            raise ValueError(f"bad page {page} or per_page {per_page}")
        who = (
            " AND games.id IN (SELECT game_id FROM seats WHERE user_id = :user)" if user_id else ""
        )
        params = {"guild": guild_id, "user": user_id, "limit": per_page}
        params["offset"] = (page - 1) * per_page

        def work(db: Sql):
            total = first(
                db.execute_fetchall(
                    "SELECT count(*) FROM games WHERE games.guild_id = :guild"
                    f" AND games.status = 'finished'{who}",
                    params,
                )
            )[0]
            rows = list(
                db.execute_fetchall(
                    f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.guild_id = :guild"
                    f" AND games.status = 'finished'{who}"
                    " ORDER BY games.updated_at DESC, games.id DESC LIMIT :limit OFFSET :offset",
                    params,
                )
            )
            return rows, total

        rows, total = await self._database.read(work)
        return [await shared.loaded_record(row, self._mark_corrupt) for row in rows], total

    # ------------------------------------------------------------------ corrupt games

    async def _mark_corrupt(self, game_id: int, version: int) -> None:
        """Frees the channel of a game whose state cannot be read (``rows.loaded_record``)."""
        try:

            def work(db: Sql):
                db.execute(
                    "UPDATE games SET status = 'corrupt', version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? AND status IN {games.OPEN}",
                    (time.time(), game_id, version),
                )

            await self._database.write(work)
        except StoreError:
            log.exception("could not mark game %s as corrupt", game_id)
