"""``SqliteStore``: the ``Store`` interface on one SQLite file.

Each method is one transaction (writes) or one locked read; the SQL of each part lives in
its module: ``games`` (rows and guarded changes), ``results`` (a finished game's outcome),
``outbox`` (announcements), ``stats`` (leaderboards), ``connection`` (opening, locking).
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from collections.abc import Sequence
from typing import Any

from azul_bot.engine import Game, Move

from ..errors import ChannelBusy, CorruptGame, GameNotFound, StoreError
from ..records import (
    OPEN_STATUSES,
    Announcement,
    GameRecord,
    GameStatus,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerStats,
    Seat,
    Skill,
)
from . import games, outbox, results, stats
from .connection import Database, first

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
    ) -> GameRecord:
        payload = outbox.notice_text(notice)
        now = time.time()
        async with self._database.write() as db:
            try:
                rows = await db.execute_fetchall(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, version,"
                    " created_at, updated_at) VALUES (?, ?, ?, 'lobby', 1, ?, ?) RETURNING id",
                    (guild_id, channel_id, host_id, now, now),
                )
            except sqlite3.IntegrityError as error:
                if "UNIQUE" in str(error):
                    raise ChannelBusy(channel_id) from error
                raise
            game_id = first(rows)[0]
            await games.insert_seats(db, game_id, [Seat(0, host_id, host_name)])
            await outbox.queue(db, game_id, channel_id, notice, payload)
            return await games.fetch_record(db, game_id)

    async def update_lobby(
        self,
        game_id: int,
        expected_version: int,
        *,
        host_id: int,
        seats: Sequence[Seat],
        notice: Notice | None = None,
    ) -> GameRecord:
        seats = games.checked_seats(seats, lobby=True)
        payload = outbox.notice_text(notice)
        async with self._database.write() as db:
            channel_id = await games.change(
                db,
                game_id,
                expected_version,
                "host_id = ?",
                (host_id,),
                from_statuses=(GameStatus.LOBBY,),
            )
            await games.replace_seats(db, game_id, seats)
            await outbox.queue(db, game_id, channel_id, notice, payload)
            return await games.fetch_record(db, game_id)

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice | None = None,
    ) -> GameRecord:
        seats = games.checked_seats(seats, lobby=False)
        game = Game.from_dict(state)  # a state the engine cannot read is never stored
        if game.num_players != len(seats):
            raise ValueError(f"{len(seats)} seats for a game of {game.num_players} players")
        text = games.dump(state, "game state")
        payload = outbox.notice_text(notice)
        async with self._database.write() as db:
            channel_id = await games.change(
                db,
                game_id,
                expected_version,
                "status = 'running', state = ?, start_state = ?",
                (text, text),
                from_statuses=(GameStatus.LOBBY,),
            )
            await games.replace_seats(db, game_id, seats)
            await outbox.queue(db, game_id, channel_id, notice, payload)
            return await games.fetch_record(db, game_id)

    async def abort_game(
        self, game_id: int, expected_version: int, *, notice: Notice | None = None
    ) -> GameRecord:
        payload = outbox.notice_text(notice)
        async with self._database.write() as db:
            channel_id = await games.change(
                db, game_id, expected_version, "status = 'aborted'", (), from_statuses=OPEN_STATUSES
            )
            await outbox.queue(db, game_id, channel_id, notice, payload)
            return await games.fetch_record(db, game_id)

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
    ) -> GameRecord:
        text = str(Move.parse(str(move)))
        # The state is read by the engine only once per game, for the finishing move: every
        # other state is read when the game is next loaded.
        if outcome is not None and not Game.from_dict(state).is_over:
            raise ValueError("an outcome was given but the state is not a finished game")
        status = GameStatus.FINISHED if outcome is not None else GameStatus.RUNNING
        state_text = games.dump(state, "game state")
        payload = outbox.notice_text(notice)
        now = time.time()
        async with self._database.write() as db:
            rows = await db.execute_fetchall(
                "UPDATE games SET state = ?, status = ?, version = version + 1,"
                " updated_at = ? WHERE id = ? AND version = ? AND status = 'running'"
                f" RETURNING {games.GAME_COLUMNS}",
                (state_text, status.value, now, game_id, expected_version),
            )
            if not rows:
                await games.refuse(db, game_id, expected_version)
            record = games.record(first(rows), state=state, game=None)
            if seat not in {s.position for s in record.seats}:
                raise ValueError(f"game {game_id} has no seat {seat}")
            await db.execute(
                f"INSERT INTO moves ({_MOVE_COLUMNS})"
                " SELECT ?, coalesce(max(seq), 0) + 1, ?, ?, ? FROM moves WHERE game_id = ?",
                (game_id, seat, text, now, game_id),
            )
            if outcome is not None:
                await results.apply_outcome(db, record, outcome)
            await outbox.queue(db, game_id, record.channel_id, notice, payload)
            return record

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        async with self._database.write() as db:
            cursor = await db.execute(
                "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id)
            )
            if cursor.rowcount == 0:
                raise GameNotFound(game_id)

    # ------------------------------------------------------------------ reading

    async def active_game(self, channel_id: int) -> GameRecord | None:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games"
            f" WHERE games.channel_id = ? AND games.status IN {games.OPEN}",
            (channel_id,),
        )
        return await self._checked(rows[0]) if rows else None

    async def get_game(self, game_id: int) -> GameRecord:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,)
        )
        if not rows:
            raise GameNotFound(game_id)
        return await self._checked(rows[0])

    async def count_running(self) -> int:
        rows = await self._database.fetch("SELECT count(*) FROM games WHERE status = 'running'")
        return first(rows)[0]

    async def moves(self, game_id: int) -> list[MoveRecord]:
        async with self._database.read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq",
                    (game_id,),
                )
            )
            # An unknown game and a game without moves differ.
            if not rows and not await games.exists(db, game_id):
                raise GameNotFound(game_id)
        return [MoveRecord(*row) for row in rows]

    async def last_move(self, game_id: int) -> MoveRecord | None:
        async with self._database.read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq DESC"
                    " LIMIT 1",
                    (game_id,),
                )
            )
            if not rows and not await games.exists(db, game_id):
                raise GameNotFound(game_id)
        return MoveRecord(*rows[0]) if rows else None

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        rows = await self._database.fetch("SELECT start_state FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        text = first(rows)[0]
        if text is None:
            return None
        try:
            state = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise CorruptGame(game_id, f"the start state is not JSON: {error}") from error
        if not isinstance(state, dict):
            raise CorruptGame(game_id, "the start state is not a JSON object")
        return state

    # ------------------------------------------------------------------ stats

    async def skills(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
        async with self._database.read() as db:
            return await results.read_skills(db, guild_id, sorted(set(user_ids)))

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        async with self._database.read() as db:
            return await stats.player_stats(db, guild_id, user_id)

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        sort = stats.checked_page(sort, page, per_page)
        async with self._database.read() as db:
            return await stats.leaderboard(db, guild_id, sort, page, per_page)

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        if limit < 1 or lease <= 0:
            raise ValueError(f"a claim needs limit >= 1 and lease > 0, not {limit}, {lease}")
        async with self._database.write() as db:
            return await outbox.claim(db, now, limit, lease)

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        async with self._database.write() as db:
            await outbox.complete(db, announcement_id, message_id, set_message)

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        async with self._database.write() as db:
            await outbox.retry(db, announcement_id, at, error)

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        async with self._database.write() as db:
            await outbox.drop(db, announcement_id, error)

    async def pending_announcements(self, game_id: int) -> int:
        async with self._database.read() as db:
            return await outbox.pending(db, game_id)

    async def release_claims(self) -> None:
        async with self._database.write() as db:
            await outbox.release(db)

    # ------------------------------------------------------------------ corrupt games

    async def _checked(self, row: sqlite3.Row) -> GameRecord:
        """The record of ``row`` with its state read by the engine. A row that cannot be read
        is logged and, if it holds a channel, marked CORRUPT; its record's ``game()`` raises."""
        try:
            return games.checked_record(row)
        except CorruptGame as error:
            game_id, status, version = row[games.ID], row[games.STATUS], row[games.VERSION]
            log.error(
                "game %s (channel %s, %s): %s", game_id, row[games.CHANNEL], status, error.problem
            )
            if status in OPEN_STATUSES:
                await self._mark_corrupt(game_id, version)
            state = games.json_or_none(row[games.STATE])
            return games.record(row, state=state, game=None, problem=error.problem)

    async def _mark_corrupt(self, game_id: int, version: int) -> None:
        try:
            async with self._database.write() as db:
                await db.execute(
                    "UPDATE games SET status = 'corrupt', version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? AND status IN {games.OPEN}",
                    (time.time(), game_id, version),
                )
        except StoreError:
            log.exception("could not mark game %s as corrupt", game_id)
