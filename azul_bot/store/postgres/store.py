"""``PostgresStore``: the ``Store`` interface on a PostgreSQL database.

Each method is one transaction (writes) or one snapshot (reads) on a connection of the
pool; the SQL of each part lives in its module: ``games`` (rows and guarded changes),
``results`` (a finished game's outcome), ``outbox`` (announcements), ``stats``
(leaderboards), ``connection`` (opening, transactions, errors), ``migrations``.
What is not SQL -- checking what comes in, turning rows into records -- is shared with the
other adapters in ``azul_bot.store.rows``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import asyncpg

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
from .connection import Database

log = logging.getLogger(__name__)

_MOVE_COLUMNS = "game_id, seq, seat, move, created_at"


class PostgresStore:
    """The bot's database on a PostgreSQL server; open it with
    ``await PostgresStore.open("postgresql://user:password@host:5432/database")``."""

    def __init__(self, database: Database) -> None:
        self._database = database

    @classmethod
    async def open(cls, url: str, *, min_size: int = 0, max_size: int = 10) -> PostgresStore:
        """Connect a pool of ``min_size`` to ``max_size`` connections and apply the
        migrations. ``StoreUnavailable`` naming host, port and database (never the
        password) when the server cannot be reached or used.

        ``min_size`` 0: the pool keeps the connections it used (an idle one for 5 minutes)
        but keeps no floor. asyncpg restores a floor in the background after an outage and
        logs a traceback at every attempt; the store's own operations report the outage
        once instead (``azul_bot.store.outage``)."""
        return cls(await Database.open(url, min_size=min_size, max_size=max_size))

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
        async with self._database.write() as connection:
            try:
                game_id = await connection.fetchval(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, version,"
                    " created_at, updated_at, variant)"
                    " VALUES ($1, $2, $3, 'lobby', 1, $4, $4, $5) RETURNING id",
                    guild_id,
                    channel_id,
                    host_id,
                    now,
                    variant,
                )
            except asyncpg.UniqueViolationError as error:
                if error.constraint_name == "games_open_per_channel":
                    raise ChannelBusy(channel_id) from error
                raise
            await games.insert_seats(connection, game_id, [Seat(0, host_id, host_name)])
            await outbox.queue(connection, game_id, channel_id, notice, payload)
            await deadlines.replace(connection, game_id, channel_id, 1, timers)
            return await games.fetch_record(connection, game_id)

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
        async with self._database.write() as connection:
            channel_id = await games.change(
                connection,
                game_id,
                expected_version,
                "host_id = $1, variant = coalesce($2, variant)",
                (host_id, variant),
                from_statuses=(GameStatus.LOBBY,),
            )
            await games.replace_seats(connection, game_id, seats)
            await outbox.queue(connection, game_id, channel_id, notice, payload)
            record = await games.fetch_record(connection, game_id)
            await deadlines.replace(connection, game_id, channel_id, record.version, timers)
            return record

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
        async with self._database.write() as connection:
            channel_id = await games.change(
                connection,
                game_id,
                expected_version,
                "status = status",
                (),
                from_statuses=(GameStatus.RUNNING,),
            )
            if len(seats) != len(await games.seat_positions(connection, game_id)):
                raise ValueError(f"game {game_id} keeps its number of seats")
            await games.replace_seats(connection, game_id, seats)
            await outbox.queue(connection, game_id, channel_id, notice, payload)
            record = await games.fetch_record(connection, game_id)
            await deadlines.replace(connection, game_id, channel_id, record.version, timers)
            return record

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
        async with self._database.write() as connection:
            channel_id = await games.change(
                connection,
                game_id,
                expected_version,
                "status = 'running', state = $1, start_state = $1",
                (text,),
                from_statuses=(GameStatus.LOBBY,),
            )
            await games.replace_seats(connection, game_id, seats)
            await outbox.queue(connection, game_id, channel_id, notice, payload)
            record = await games.fetch_record(connection, game_id)
            await deadlines.replace(connection, game_id, channel_id, record.version, timers or ())
            return record

    async def abort_game(
        self, game_id: int, expected_version: int, *, notice: Notice | None = None
    ) -> GameRecord:
        payload = shared.notice_text(notice)
        async with self._database.write() as connection:
            channel_id = await games.change(
                connection,
                game_id,
                expected_version,
                "status = 'aborted'",
                (),
                from_statuses=OPEN_STATUSES,
            )
            await outbox.queue(connection, game_id, channel_id, notice, payload)
            await deadlines.replace(
                connection, game_id, channel_id, 0, ()
            )  # an ended game has none
            return await games.fetch_record(connection, game_id)

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
        async with self._database.write() as connection:
            row = await connection.fetchrow(
                "UPDATE games SET state = $1, status = $2, version = version + 1,"
                " updated_at = $3 WHERE id = $4 AND version = $5 AND status = 'running'"
                f" RETURNING {games.GAME_COLUMNS}",
                state_text,
                status.value,
                now,
                game_id,
                expected_version,
            )
            if row is None:
                await games.refuse(connection, game_id, expected_version)
            record = shared.record(row, state=state, game=None)
            shared.check_seat(record, seat)
            # The row lock taken above keeps every other mover of this game out until
            # commit, so max(seq) + 1 is the next number.
            await connection.execute(
                f"INSERT INTO moves ({_MOVE_COLUMNS})"
                " SELECT $1::bigint, coalesce(max(seq), 0) + 1, $2::smallint, $3::text,"
                " $4::double precision FROM moves WHERE game_id = $1",
                game_id,
                seat,
                text,
                now,
            )
            if seats is not None:
                if len(seats) != len(record.seats):
                    raise ValueError(f"game {game_id} keeps its number of seats")
                await games.replace_seats(connection, game_id, seats)
                record = replace(record, seats=tuple(seats))
            if outcome is not None:
                await results.apply_outcome(connection, record, outcome)
            claimed = await outbox.queue(
                connection, game_id, record.channel_id, notice, payload, claim_until
            )
            ending = () if outcome is not None else timers
            await deadlines.replace(connection, game_id, record.channel_id, record.version, ending)
            return replace(record, claimed_notice=claimed)

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        async with self._database.write() as connection:
            found = await connection.fetchval(
                "UPDATE games SET message_id = $1 WHERE id = $2 RETURNING id",
                message_id,
                game_id,
            )
            if found is None:
                raise GameNotFound(game_id)

    # ------------------------------------------------------------------ reading

    async def active_game(self, channel_id: int) -> GameRecord | None:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games"
            f" WHERE games.channel_id = $1 AND games.status IN {games.OPEN}",
            channel_id,
        )
        return await shared.loaded_record(rows[0], self._mark_corrupt) if rows else None

    async def get_game(self, game_id: int) -> GameRecord:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.id = $1", game_id
        )
        if not rows:
            raise GameNotFound(game_id)
        return await shared.loaded_record(rows[0], self._mark_corrupt)

    async def count_running(self) -> int:
        rows = await self._database.fetch("SELECT count(*) FROM games WHERE status = 'running'")
        return rows[0][0]

    async def moves(self, game_id: int) -> list[MoveRecord]:
        # One statement: the game's row tells an unknown game from one without moves.
        rows = await self._database.fetch(
            "SELECT games.id, m.seq, m.seat, m.move, m.created_at FROM games"
            " LEFT JOIN moves AS m ON m.game_id = games.id"
            " WHERE games.id = $1 ORDER BY m.seq",
            game_id,
        )
        if not rows:
            raise GameNotFound(game_id)
        return [MoveRecord(*row) for row in rows if row["seq"] is not None]

    async def last_move(self, game_id: int) -> MoveRecord | None:
        rows = await self._database.fetch(
            "SELECT games.id, m.seq, m.seat, m.move, m.created_at FROM games"
            " LEFT JOIN LATERAL (SELECT seq, seat, move, created_at FROM moves"
            "     WHERE moves.game_id = games.id ORDER BY seq DESC LIMIT 1) AS m ON true"
            " WHERE games.id = $1",
            game_id,
        )
        if not rows:
            raise GameNotFound(game_id)
        return MoveRecord(*rows[0]) if rows[0]["seq"] is not None else None

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        rows = await self._database.fetch("SELECT start_state FROM games WHERE id = $1", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return shared.start_state(game_id, rows[0][0])

    # ------------------------------------------------------------------ stats

    async def skills(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
        async with self._database.read() as connection:
            return await results.read_skills(connection, guild_id, sorted(set(user_ids)))

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        async with self._database.read() as connection:
            return await stats.player_stats(connection, guild_id, user_id)

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        sort = shared.checked_page(sort, page, per_page)
        async with self._database.read() as connection:
            return await stats.leaderboard(connection, guild_id, sort, page, per_page)

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        shared.check_claim(limit, lease)
        async with self._database.write() as connection:
            return await outbox.claim(connection, now, limit, lease)

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        await self._database.change(outbox.COMPLETE, announcement_id, message_id, set_message)

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        async with self._database.write() as connection:
            await outbox.retry(connection, announcement_id, at, error)

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        async with self._database.write() as connection:
            await outbox.drop(connection, announcement_id, error)

    async def pending_announcements(self, game_id: int) -> int:
        rows = await self._database.fetch(
            "SELECT count(*) FROM announcements WHERE game_id = $1 AND dropped_at IS NULL",
            game_id,
        )
        return rows[0][0]

    async def release_claims(self) -> None:
        async with self._database.write() as connection:
            await outbox.release(connection)
            await deadlines.release(connection)

    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        shared.check_claim(limit, lease)
        async with self._database.write() as connection:
            return await deadlines.claim(connection, now, limit, lease)

    async def complete_timer(self, timer_id: int) -> None:
        async with self._database.write() as connection:
            await deadlines.complete(connection, timer_id)

    async def next_timer_due(self) -> float | None:
        async with self._database.read() as connection:
            return await deadlines.next_due(connection)

    async def timers_of(self, game_id: int) -> list[Timer]:
        async with self._database.read() as connection:
            return await deadlines.pending(connection, game_id)

    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        async with self._database.read() as connection:
            return await deadlines.read_settings(connection, guild_id)

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        async with self._database.write() as connection:
            await deadlines.save_settings(connection, settings)

    async def notify_pref(self, user_id: int) -> bool:
        async with self._database.read() as connection:
            return await deadlines.notify_pref(connection, user_id)

    async def set_notify_pref(self, user_id: int, on: bool) -> None:
        async with self._database.write() as connection:
            await deadlines.set_notify_pref(connection, user_id, on)

    async def confirm_pref(self, user_id: int) -> bool | None:
        async with self._database.read() as connection:
            return await deadlines.confirm_pref(connection, user_id)

    async def set_confirm_pref(self, user_id: int, on: bool) -> None:
        async with self._database.write() as connection:
            await deadlines.set_confirm_pref(connection, user_id, on)

    async def guild_locale(self, guild_id: int) -> str | None:
        async with self._database.read() as connection:
            return await deadlines.guild_locale(connection, guild_id)

    async def set_guild_locale(self, guild_id: int, locale: str) -> None:
        async with self._database.write() as connection:
            await deadlines.set_guild_locale(connection, guild_id, locale)

    async def user_locale(self, user_id: int) -> str | None:
        async with self._database.read() as connection:
            return await deadlines.user_locale(connection, user_id)

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        async with self._database.write() as connection:
            await deadlines.set_user_locale(connection, user_id, locale)

    async def mark_coached(self, game_id: int) -> None:
        async with self._database.write() as connection:
            found = await connection.fetchval(
                "UPDATE games SET coached = true WHERE id = $1 RETURNING id", game_id
            )
            if found is None:
                raise GameNotFound(game_id)

    # ------------------------------------------------------------------ looking back

    async def running_games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        rows = await self._database.fetch(
            f"SELECT {games.GAME_COLUMNS} FROM games WHERE games.guild_id = $1"
            " AND games.status = 'running' AND games.id IN"
            " (SELECT game_id FROM seats WHERE user_id = $2) ORDER BY games.updated_at DESC",
            guild_id,
            user_id,
        )
        return [await shared.loaded_record(row, self._mark_corrupt) for row in rows]

    async def finished_games(
        self, guild_id: int, *, user_id: int | None = None, page: int = 1, per_page: int = 10
    ) -> tuple[list[GameRecord], int]:
        if page < 1 or not 1 <= per_page <= 100:
            raise ValueError(f"bad page {page} or per_page {per_page}")
        # $2 IS NULL: everyone's games; else those where the person holds a seat.
        where = (
            " WHERE games.guild_id = $1 AND games.status = 'finished' AND ($2::bigint IS NULL"
            " OR games.id IN (SELECT game_id FROM seats WHERE user_id = $2))"
        )
        async with self._database.read() as connection:
            total = await connection.fetchval(
                f"SELECT count(*) FROM games{where}", guild_id, user_id
            )
            rows = await connection.fetch(
                f"SELECT {games.GAME_COLUMNS} FROM games{where}"
                " ORDER BY games.updated_at DESC, games.id DESC LIMIT $3 OFFSET $4",
                guild_id,
                user_id,
                per_page,
                (page - 1) * per_page,
            )
        return [await shared.loaded_record(row, self._mark_corrupt) for row in rows], total

    # ------------------------------------------------------------------ corrupt games

    async def _mark_corrupt(self, game_id: int, version: int) -> None:
        """Frees the channel of a game whose state cannot be read (``rows.loaded_record``)."""
        try:
            async with self._database.write() as connection:
                await connection.execute(
                    "UPDATE games SET status = 'corrupt', version = version + 1,"
                    f" updated_at = $1 WHERE id = $2 AND version = $3 AND status IN {games.OPEN}",
                    time.time(),
                    game_id,
                    version,
                )
        except StoreError:
            log.exception("could not mark game %s as corrupt", game_id)
