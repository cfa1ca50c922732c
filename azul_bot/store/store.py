"""The store: games, seats, moves, results and leaderboards in one SQLite file.

One aiosqlite connection and one ``asyncio.Lock``: a transaction spans several awaits, and on
a shared connection another coroutine's statement would otherwise land inside it (or read
what is not yet committed). Every read is a single statement, so it sees one snapshot even if
another process writes the same file.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

import aiosqlite

from azul_bot.engine import Game, GameResult, Move

from .errors import (
    ChannelBusy,
    CorruptGame,
    GameNotFound,
    StoreError,
    StoreUnavailable,
    VersionConflict,
)
from .migrations import load_migrations, migrate
from .records import (
    OPEN_STATUSES,
    GameRecord,
    GameStatus,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    PlayerStats,
    Seat,
)
from .stats import record_result

log = logging.getLogger(__name__)

MIN_RATED_GAMES = 3
"""Rated games a player needs before appearing on the rating leaderboard."""
MAX_PER_PAGE = 100
BUSY_TIMEOUT_MS = 5000
MAX_SEATS = 4

# The seats travel with the game row as one JSON array, so a game is read in one statement.
# CAST keeps a hand-edited BLOB name from breaking the whole query.
_GAME_COLUMNS = """
    games.id, games.guild_id, games.channel_id, games.host_id, games.status, games.version, games.state, games.message_id,
    games.created_at, games.updated_at,
    (SELECT json_group_array(
                json_array(s.position, s.user_id, CAST(s.name AS TEXT), CAST(s.computer AS TEXT)))
       FROM seats AS s WHERE s.game_id = games.id)"""

_OPEN = "('lobby', 'running')"

_STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma"""

# Each order ends in user_id so that pages never overlap. The page query names its index:
# with the minimum-games filter the planner may otherwise prefer the rated_games index and
# sort the whole server in a temporary b-tree.
_ORDER = {
    LeaderboardSort.RATING: "rating DESC, user_id",
    LeaderboardSort.WINS: "wins DESC, games, user_id",
    LeaderboardSort.WIN_RATE: "win_rate DESC, games DESC, user_id",
    LeaderboardSort.AVERAGE: "average_score DESC, games DESC, user_id",
    LeaderboardSort.BEST: "best_score DESC, games DESC, user_id",
}
_INDEX = {
    LeaderboardSort.RATING: "player_stats_by_rating",
    LeaderboardSort.WINS: "player_stats_by_wins",
    LeaderboardSort.WIN_RATE: "player_stats_by_win_rate",
    LeaderboardSort.AVERAGE: "player_stats_by_average",
    LeaderboardSort.BEST: "player_stats_by_best",
}


class Store:
    """The bot's database; open it with ``await Store.open(path)``."""

    def __init__(self, db: aiosqlite.Connection, min_rated_games: int) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.min_rated_games = min_rated_games

    # ------------------------------------------------------------------ opening

    @classmethod
    async def open(
        cls, path: str | os.PathLike[str], *, min_rated_games: int = MIN_RATED_GAMES
    ) -> Store:
        """Open (or create) the file, switch on WAL and foreign keys, apply the migrations.

        Raises ``StoreUnavailable`` when the file cannot be opened, migrated or written.
        """
        where = os.fspath(path)
        connection = aiosqlite.connect(where, isolation_level=None)
        db = None
        try:
            db = await connection
            await _configure(db)
            await migrate(db, load_migrations())
            # Proves the file is writable now rather than at the first move.
            await db.execute(
                "INSERT INTO store_meta (key, value) VALUES ('opened_at', ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (repr(time.time()),),
            )
        except (sqlite3.Error, OSError, StoreUnavailable) as error:
            if db is not None:
                await _close_quietly(db)
            else:
                await _join_worker(connection)
            if isinstance(error, StoreUnavailable):
                raise
            raise StoreUnavailable(
                f"cannot use the database file {where!r}: {error}. Check that its folder "
                "exists and that the bot may write the file and the -wal/-shm files beside it."
            ) from error
        return cls(db, min_rated_games)

    async def close(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            async with self._lock:
                await db.close()

    # ------------------------------------------------------------------ lobby

    async def create_lobby(
        self, guild_id: int, channel_id: int, host_id: int, host_name: str
    ) -> GameRecord:
        """A new lobby with the host in seat 0; ``ChannelBusy`` if the channel has a game."""
        now = time.time()
        async with self._write() as db:
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
            game_id = _first(rows)[0]
            await _insert_seats(db, game_id, [Seat(0, host_id, host_name)])
            return await _fetch_record(db, game_id)

    async def update_lobby(
        self, game_id: int, expected_version: int, *, host_id: int, seats: Sequence[Seat]
    ) -> GameRecord:
        """Replace the lobby's host and seats."""
        seats = _checked_seats(seats, lobby=True)
        async with self._write() as db:
            await self._change(
                db,
                game_id,
                expected_version,
                "host_id = ?",
                (host_id,),
                from_statuses=(GameStatus.LOBBY,),
            )
            await _replace_seats(db, game_id, seats)
            return await _fetch_record(db, game_id)

    async def start_game(
        self, game_id: int, expected_version: int, *, seats: Sequence[Seat], state: dict
    ) -> GameRecord:
        """The lobby becomes RUNNING with these seats; ``state`` is also the replay's start."""
        seats = _checked_seats(seats, lobby=False)
        game = Game.from_dict(state)  # a state the engine cannot read is never stored
        if game.num_players != len(seats):
            raise ValueError(f"{len(seats)} seats for a game of {game.num_players} players")
        text = _dump(state)
        async with self._write() as db:
            await self._change(
                db,
                game_id,
                expected_version,
                "status = 'running', state = ?, start_state = ?",
                (text, text),
                from_statuses=(GameStatus.LOBBY,),
            )
            await _replace_seats(db, game_id, seats)
            return await _fetch_record(db, game_id)

    async def abort_game(self, game_id: int, expected_version: int) -> GameRecord:
        """A lobby or running game becomes ABORTED (it frees its channel and counts nowhere)."""
        async with self._write() as db:
            await self._change(
                db, game_id, expected_version, "status = 'aborted'", (), from_statuses=OPEN_STATUSES
            )
            return await _fetch_record(db, game_id)

    # ------------------------------------------------------------------ turns

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        move: str,
        state: dict,
        result: GameResult | None = None,
    ) -> GameRecord:
        """Store one move: new state, version + 1 and the move appended, in one transaction.

        With ``result`` the game becomes FINISHED and the results, stats and ratings of every
        seat are written in that same transaction. ``VersionConflict`` (nothing written) when
        ``expected_version`` is not the stored version of a running game.
        """
        text = str(Move.parse(str(move)))
        if result is not None and state.get("over") is not True:
            raise ValueError("a result was given but the state is not a finished game")
        status = GameStatus.FINISHED if result is not None else GameStatus.RUNNING
        state_text = _dump(state)
        now = time.time()
        async with self._write() as db:
            rows = await db.execute_fetchall(
                "UPDATE games SET state = ?, status = ?, version = version + 1,"
                " updated_at = ? WHERE id = ? AND version = ? AND status = 'running'"
                f" RETURNING {_GAME_COLUMNS}",
                (state_text, status.value, now, game_id, expected_version),
            )
            if not rows:
                await _refuse(db, game_id, expected_version)
            record = _record(_first(rows), state=state, game=None)
            if seat not in {s.position for s in record.seats}:
                raise ValueError(f"game {game_id} has no seat {seat}")
            await db.execute(
                "INSERT INTO moves (game_id, seq, seat, move, created_at)"
                " SELECT ?, coalesce(max(seq), 0) + 1, ?, ?, ? FROM moves WHERE game_id = ?",
                (game_id, seat, text, now, game_id),
            )
            if result is not None:
                await record_result(db, record, result, now)
            return record

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Remember the message with the turn's buttons. Not a change of the game: the version
        stays, so a move computed before this call still commits."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id)
            )
            if cursor.rowcount == 0:
                raise GameNotFound(game_id)

    # ------------------------------------------------------------------ reading

    async def active_game(self, channel_id: int) -> GameRecord | None:
        """The LOBBY or RUNNING game of this channel, or None.

        When its state cannot be read, the game is logged and marked CORRUPT in the database
        (which frees the channel: the next call returns None), and the record returned is the
        row as it was read, whose ``game()`` raises ``CorruptGame``.
        """
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games"
            f" WHERE games.channel_id = ? AND games.status IN {_OPEN}",
            (channel_id,),
        )
        return await self._checked(rows[0]) if rows else None

    async def get_game(self, game_id: int) -> GameRecord:
        """``GameNotFound``; an unreadable state is handled as in ``active_game``."""
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,)
        )
        if not rows:
            raise GameNotFound(game_id)
        return await self._checked(rows[0])

    async def running_games(self) -> list[GameRecord]:
        """The RUNNING games, oldest change first, for start-up.

        A game whose state cannot be read is logged, marked CORRUPT and left out: one bad row
        never stops the start-up.
        """
        rows = await self._fetch(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE games.status = 'running'"
            " ORDER BY games.updated_at",
            (),
        )
        records = [await self._checked(row) for row in rows]
        return [record for record in records if record._problem is None]

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's move log in order; ``GameNotFound`` for an unknown game."""
        rows = await self._fetch(
            "SELECT game_id, seq, seat, move, created_at FROM moves WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        if not rows:
            await self.get_game(game_id)  # an unknown game and a game without moves differ
        return [MoveRecord(*row) for row in rows]

    async def replay(self, game_id: int) -> Game:
        """The game rebuilt from its start state and its move log through the engine.

        ``CorruptGame`` when they do not replay (the game is not marked: its current state
        may still be fine); ``ValueError`` for a game that never started.
        """
        rows = await self._fetch("SELECT start_state FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        start = _first(rows)[0]
        if start is None:
            raise ValueError(f"game {game_id} never started: there is nothing to replay")
        moves = await self.moves(game_id)
        try:
            game = Game.from_dict(json.loads(start))
            for record in moves:
                if record.seat != game.current_player:
                    raise ValueError(f"move {record.seq} by seat {record.seat} out of turn")
                game.play(Move.parse(record.move))
        except Exception as error:  # whatever the stored data does wrong, it is corrupt
            raise CorruptGame(game_id, f"replay failed: {error}") from error
        return game

    # ------------------------------------------------------------------ stats

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        """One person's stats on this server, ranked on the rating leaderboard."""
        async with self._reading() as db:
            rows = await db.execute_fetchall(
                f"SELECT {_STATS_COLUMNS}, rated_games FROM player_stats"
                " WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            if not rows:
                return None
            *values, rated_games = _first(rows)
            stats = PlayerStats(*values, rank=None)
            if rated_games < self.min_rated_games:
                return stats
            # Ahead: a higher rating, or the same rating and a smaller id (the page order).
            ahead = await db.execute_fetchall(
                "SELECT (SELECT count(*) FROM player_stats"
                "         WHERE guild_id = ? AND rating > ? AND rated_games >= ?)"
                "     + (SELECT count(*) FROM player_stats"
                "         WHERE guild_id = ? AND rating = ? AND user_id < ? AND rated_games >= ?)",
                (guild_id, stats.rating, self.min_rated_games)
                + (guild_id, stats.rating, user_id, self.min_rated_games),
            )
        return _replace_rank(stats, _first(ahead)[0] + 1)

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        """One page of the server's players in ``sort`` order (rating: with enough games)."""
        sort = LeaderboardSort(sort)
        if page < 1:
            raise ValueError(f"pages are numbered from 1, not {page}")
        if not 1 <= per_page <= MAX_PER_PAGE:
            raise ValueError(f"per_page must be 1 to {MAX_PER_PAGE}, not {per_page}")
        if sort is LeaderboardSort.RATING:
            where, params = "guild_id = ? AND rated_games >= ?", (guild_id, self.min_rated_games)
        else:
            where, params = "guild_id = ?", (guild_id,)
        offset = (page - 1) * per_page
        async with self._reading() as db:
            total = _first(
                await db.execute_fetchall(
                    f"SELECT count(*) FROM player_stats WHERE {where}", params
                )
            )[0]
            rows = await db.execute_fetchall(
                f"SELECT {_STATS_COLUMNS} FROM player_stats INDEXED BY {_INDEX[sort]}"
                f" WHERE {where} ORDER BY {_ORDER[sort]} LIMIT ? OFFSET ?",
                (*params, per_page, offset),
            )
        entries = tuple(
            PlayerStats(*row, rank=offset + index) for index, row in enumerate(rows, start=1)
        )
        return LeaderboardPage(
            sort=sort,
            page=page,
            pages=max(1, math.ceil(total / per_page)),
            total=total,
            per_page=per_page,
            entries=entries,
            min_games=self.min_rated_games,
        )

    # ------------------------------------------------------------------ plumbing

    def _connection(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StoreUnavailable("the store is closed")
        return self._db

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; rolled back on any error, sqlite errors translated."""
        async with self._lock:
            db = self._connection()
            try:
                await db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                    await db.execute("COMMIT")
                except BaseException:
                    if db.in_transaction:
                        await db.execute("ROLLBACK")
                    raise
            except sqlite3.IntegrityError as error:
                raise ValueError(f"the database refused the change: {error}") from error
            except sqlite3.Error as error:
                raise StoreUnavailable(f"cannot write the database: {error}") from error

    @asynccontextmanager
    async def _reading(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection for a few reads, with no write of this store in between."""
        async with self._lock:
            db = self._connection()
            try:
                yield db
            except sqlite3.Error as error:
                raise StoreUnavailable(f"cannot read the database: {error}") from error

    async def _fetch(self, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
        async with self._reading() as db:
            return list(await db.execute_fetchall(sql, params))

    async def _change(
        self,
        db: aiosqlite.Connection,
        game_id: int,
        expected_version: int,
        assignments: str,
        params: tuple,
        *,
        from_statuses: Iterable[GameStatus],
    ) -> None:
        """Update the game row and bump its version, if it is at ``expected_version`` and in
        one of ``from_statuses``; else raise what is wrong (the transaction rolls back)."""
        statuses = tuple(status.value for status in from_statuses)
        marks = ", ".join("?" * len(statuses))
        cursor = await db.execute(
            f"UPDATE games SET {assignments}, version = version + 1, updated_at = ?"
            f" WHERE id = ? AND version = ? AND status IN ({marks})",
            (*params, time.time(), game_id, expected_version, *statuses),
        )
        if cursor.rowcount == 0:
            await _refuse(db, game_id, expected_version)

    async def _checked(self, row: sqlite3.Row) -> GameRecord:
        """The record of ``row`` with its state read by the engine. A row that cannot be read
        is logged and, if it holds a channel, marked CORRUPT; its record's ``game()`` raises."""
        try:
            return _checked_record(row)
        except CorruptGame as error:
            game_id, status, version = row[0], row[4], row[5]
            log.error("game %s (channel %s, %s): %s", game_id, row[2], status, error.problem)
            if status in OPEN_STATUSES:
                await self._mark_corrupt(game_id, version)
            return _record(row, state=_json_or_none(row[6]), game=None, problem=error.problem)

    async def _mark_corrupt(self, game_id: int, version: int) -> None:
        try:
            async with self._write() as db:
                await db.execute(
                    "UPDATE games SET status = 'corrupt', version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? AND status IN {_OPEN}",
                    (time.time(), game_id, version),
                )
        except StoreError:
            log.exception("could not mark game %s as corrupt", game_id)


# ---------------------------------------------------------------------- connection


async def _configure(db: aiosqlite.Connection) -> None:
    # Bytes that are not UTF-8 in one row must not make every query over it fail: a damaged
    # name reads with U+FFFD, a damaged state then fails the engine's check and is CORRUPT.
    db.text_factory = _lenient_text
    # PRAGMA values cannot be bound as parameters; these are constants.
    await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    mode = _first(await db.execute_fetchall("PRAGMA journal_mode = WAL"))[0]
    if str(mode).lower() != "wal":
        raise StoreUnavailable(f"the database cannot use WAL mode (journal mode is {mode})")
    # FULL: a commit is on disk (not only in the OS cache) before players hear of the move.
    await db.execute("PRAGMA synchronous = FULL")
    await db.execute("PRAGMA foreign_keys = ON")


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


async def _join_worker(connection: aiosqlite.Connection) -> None:
    """After a failed connect aiosqlite stops its worker thread without waiting for it; wait
    here, or the thread may report to an event loop that has closed meanwhile."""
    thread = getattr(connection, "_thread", None)
    if thread is not None and thread.is_alive():
        await asyncio.to_thread(thread.join, 5)


async def _close_quietly(db: aiosqlite.Connection) -> None:
    try:
        await db.close()
    except Exception:  # the connection is already broken; its error was the interesting one
        log.debug("closing a failed connection", exc_info=True)


# ---------------------------------------------------------------------- games


def _first(rows: Iterable[Any]) -> Any:
    return next(iter(rows))


def _dump(state: dict) -> str:
    try:
        return json.dumps(state, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"the game state is not JSON: {error}") from error


def _checked_seats(seats: Sequence[Seat], *, lobby: bool) -> list[Seat]:
    seats = sorted(seats, key=lambda seat: seat.position)
    positions = [seat.position for seat in seats]
    if len(seats) > MAX_SEATS or len(set(positions)) != len(positions):
        raise ValueError(f"seats must be at most {MAX_SEATS} distinct positions: {positions}")
    if not lobby and positions != list(range(len(seats))):
        raise ValueError(f"a started game needs seats 0 to {len(seats) - 1}, got {positions}")
    for seat in seats:
        if (seat.user_id is None) == (seat.computer is None):
            raise ValueError(f"seat {seat.position} needs either a user id or a computer kind")
    return seats


async def _insert_seats(db: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await db.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, computer) VALUES (?, ?, ?, ?, ?)",
        [(game_id, s.position, s.user_id, s.name, s.computer) for s in seats],
    )


async def _replace_seats(db: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await _insert_seats(db, game_id, seats)


async def _fetch_record(db: aiosqlite.Connection, game_id: int) -> GameRecord:
    rows = await db.execute_fetchall(
        f"SELECT {_GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,)
    )
    return _checked_record(_first(rows))


async def _refuse(db: aiosqlite.Connection, game_id: int, expected_version: int) -> None:
    """Raise why a guarded update of ``game_id`` matched no row."""
    rows = list(
        await db.execute_fetchall("SELECT version, status FROM games WHERE id = ?", (game_id,))
    )
    if not rows:
        raise GameNotFound(game_id)
    version, status = rows[0]
    raise VersionConflict(game_id, expected_version, version, status)


def _seats(text: str | None) -> tuple[Seat, ...]:
    seats = (
        Seat(position, user_id, name, computer)
        for position, user_id, name, computer in json.loads(text or "[]")
    )
    return tuple(sorted(seats, key=lambda seat: seat.position))


def _record(
    row: Sequence[Any], *, state: dict | None, game: Game | None, problem: str | None = None
) -> GameRecord:
    (
        game_id,
        guild_id,
        channel_id,
        host_id,
        status,
        version,
        _,
        message_id,
        created,
        updated,
        seats,
    ) = row
    return GameRecord(
        id=game_id,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        status=GameStatus(status),
        version=version,
        seats=_seats(seats),
        state=state,
        message_id=message_id,
        created_at=created,
        updated_at=updated,
        _game=game,
        _problem=problem,
    )


def _json_or_none(text: str | None) -> Any:
    try:
        return json.loads(text) if text is not None else None
    except (ValueError, RecursionError):
        return None


def _checked_record(row: Sequence[Any]) -> GameRecord:
    """The record of a game row, its state read by the engine; ``CorruptGame`` if it fails.

    A CORRUPT game's state is not read (it is known to be bad) and comes back as None.
    """
    game_id, status, text = row[0], row[4], row[6]
    if status == GameStatus.CORRUPT:
        return _record(row, state=None, game=None, problem="the game was marked corrupt")
    if text is None and status in ("lobby", "aborted"):
        return _record(row, state=None, game=None)
    try:
        if text is None:
            raise ValueError(f"a {status} game without a state")
        state = json.loads(text)
        game = Game.from_dict(state)
        record = _record(row, state=state, game=game)
    except Exception as error:  # whatever is wrong with stored data, the game is unreadable
        raise CorruptGame(game_id, str(error) or type(error).__name__) from error
    if len(record.seats) != game.num_players:
        raise CorruptGame(game_id, f"{len(record.seats)} seats for {game.num_players} players")
    return record


def _replace_rank(stats: PlayerStats, rank: int) -> PlayerStats:
    return replace(stats, rank=rank)
