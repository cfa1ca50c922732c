"""Time away's tables, and the games a going away or a coming back retimes in its
transaction (statements run as written on SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from azul_bot.core.db import Notice, TimerSpec, Work, execute, fetch_all, fetch_value
from azul_bot.core.db.rows import notice_text
from azul_bot.core.db.sql import outbox
from azul_bot.core.db.sql.games import OPEN
from azul_bot.core.db.sql.preferences import Preference
from azul_bot.core.db.sql.timers import set_timers
from azul_bot.features.seasons import season_period

ALLOWANCE = Preference("away_allowances", "guild_id", "days")
DEFAULT_DAYS = 21
"""The days of time away each person has per season until the server's admins choose."""


@dataclass(frozen=True)
class Allowed:
    """A server's allowance: ``days`` per person and season, its seasons' ``period``."""

    days: int
    period: str


def allowed_days(guild_id: int) -> Work[int]:
    days = yield ALLOWANCE.get(guild_id)
    return DEFAULT_DAYS if days is None else int(days)


def set_allowed_days(guild_id: int, days: int) -> Work[None]:
    yield ALLOWANCE.put(guild_id, days)


def allowed(guild_id: int) -> Work[Allowed]:
    """The server's allowance and the seasons it refills with, in one snapshot."""
    days = yield from allowed_days(guild_id)
    return Allowed(days, (yield from season_period(guild_id)))


PAUSED_COLUMNS = "position, version, round, reminder_left, timeout_left"


@dataclass(frozen=True)
class Away:
    """A person's time away on a server: from ``since`` to ``until`` (UNIX seconds), the
    days taken from the allowance of the season that starts at ``season``. Past ``until`` it
    is over, whether or not the row is gone yet."""

    since: float
    until: float
    season: float


@dataclass(frozen=True)
class PausedTurn:
    """What the turn of the player in ``position`` had left when they went away, in
    seconds (None: no such deadline was pending): the game was at ``version``, and at the
    wall tiling of ``round`` (0: tiles were being taken)."""

    position: int
    version: int
    round: int
    reminder_left: float | None
    timeout_left: float | None


@dataclass(frozen=True)
class Retime:
    """A game touched by someone's going away or coming back, which is no change of the
    game: if it is still open at ``version``, its timers become ``timers`` (None: they stay
    as they are; stamped ``version``), ``notice`` joins its outbox, ``paused`` is kept for
    its seat (replacing one kept before), the pause kept for seat ``resumed`` goes, and the
    turn counts as begun at ``turn_began_at`` (None: as it was), so time away is no time
    taken over a turn."""

    game_id: int
    version: int
    timers: tuple[TimerSpec, ...] | None = None
    notice: Notice | None = None
    paused: PausedTurn | None = None
    resumed: int | None = None
    turn_began_at: float | None = None


def away_of(guild_id: int, user_ids: Sequence[int]) -> Work[dict[int, Away]]:
    """The time away on this server of those of ``user_ids`` who have one stored, by user
    id (one past its ``until`` too, until it is replaced or cleared)."""
    people = sorted(set(user_ids))
    if not people:
        return {}
    marks = ", ".join("?" * len(people))
    rows = yield fetch_all(
        "SELECT user_id, since_at, until_at, season FROM away"
        f" WHERE guild_id = ? AND user_id IN ({marks})",
        guild_id,
        *people,
    )
    return {user: Away(since, until, season) for user, since, until, season in rows}


def used(guild_id: int, user_id: int, season: float) -> Work[float]:
    """The seconds of time away the person took on this server from the allowance of the
    season that starts at ``season`` (0 before any)."""
    seconds = yield fetch_value(
        "SELECT used FROM away_used WHERE guild_id = ? AND user_id = ? AND season = ?",
        guild_id,
        user_id,
        season,
    )
    return seconds or 0.0


def paused_turns(game_id: int) -> Work[list[PausedTurn]]:
    """What the game's turns paused by time away had left, by seat (``Retime.paused``)."""
    rows = yield fetch_all(
        f"SELECT {PAUSED_COLUMNS} FROM paused_turns WHERE game_id = ? ORDER BY position",
        game_id,
    )
    return [PausedTurn(*row) for row in rows]


def lobbies_of(guild_id: int, user_id: int) -> Work[list[tuple[int, int]]]:
    """The lobbies of this server where the person holds a seat, oldest first: each one's
    game id and channel id."""
    rows = yield fetch_all(
        "SELECT id, channel_id FROM games WHERE guild_id = ? AND status = 'lobby'"
        " AND id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
        guild_id,
        user_id,
    )
    return [(game_id, channel_id) for game_id, channel_id in rows]


def set_away(
    guild_id: int,
    user_id: int,
    away: Away | None,
    *,
    used: Mapping[float, float] | None = None,
    games: Sequence[Retime] = (),
) -> Work[None]:
    """The person's time away on this server becomes ``away`` (replacing one stored; None:
    they are back, it goes), the seconds of ``used`` are added to what they took from each
    season's allowance (by the season's start; a negative number gives days back), and
    ``games`` are retimed as in ``retime``, in one transaction."""
    payloads = [notice_text(game.notice) for game in games]
    if away is None:
        yield execute("DELETE FROM away WHERE guild_id = ? AND user_id = ?", guild_id, user_id)
    else:
        yield execute(
            "INSERT INTO away (guild_id, user_id, since_at, until_at, season)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE"
            " SET since_at = excluded.since_at, until_at = excluded.until_at,"
            " season = excluded.season",
            guild_id,
            user_id,
            away.since,
            away.until,
            away.season,
        )
    for season, seconds in (used or {}).items():
        yield execute(
            "INSERT INTO away_used (guild_id, user_id, season, used) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id, season)"
            " DO UPDATE SET used = away_used.used + excluded.used",
            guild_id,
            user_id,
            season,
            seconds,
        )
    yield from _retimed(games, payloads)


def retime(games: Sequence[Retime]) -> Work[None]:
    """Each game still open (a lobby or running) at its ``version`` gets its ``Retime``; the
    version stays (it is no change of the game), and a game that moved on since, or ended,
    is left alone."""
    yield from _retimed(games, [notice_text(game.notice) for game in games])


def _retimed(games: Sequence[Retime], payloads: Sequence[str | None]) -> Work[None]:
    for game, payload in zip(games, payloads, strict=True):
        # Takes the game's row (PostgreSQL) without a change: its version stays, so a move
        # computed before this still commits, and a move stored since leaves the game alone.
        channel_id = yield fetch_value(
            "UPDATE games SET turn_began_at = coalesce(?, turn_began_at)"
            f" WHERE id = ? AND version = ? AND status IN {OPEN} RETURNING channel_id",
            game.turn_began_at,
            game.game_id,
            game.version,
        )
        if channel_id is None:
            continue
        yield from set_timers(game.game_id, channel_id, game.version, game.timers)
        yield from outbox.queue(game.game_id, channel_id, game.notice, payload)
        if game.resumed is not None:
            yield execute(
                "DELETE FROM paused_turns WHERE game_id = ? AND position = ?",
                game.game_id,
                game.resumed,
            )
        if game.paused is not None:
            yield execute(
                f"INSERT INTO paused_turns (game_id, {PAUSED_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, position) DO UPDATE SET version = excluded.version,"
                " round = excluded.round, reminder_left = excluded.reminder_left,"
                " timeout_left = excluded.timeout_left",
                game.game_id,
                game.paused.position,
                game.paused.version,
                game.paused.round,
                game.paused.reminder_left,
                game.paused.timeout_left,
            )
