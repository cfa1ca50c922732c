"""Time away: who is away on a server, what their paused turns had left, the allowance they
used per season, and the games their going away or coming back retimes, in one transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..records import Away, PausedTurn, Retime
from . import outbox
from .games import GAME_COLUMNS, OPEN
from .steps import Step, Work, execute, fetch_all, fetch_value
from .timers import set_timers

PAUSED_COLUMNS = "position, version, round, reminder_left, timeout_left"


def away_of(guild_id: int, user_ids: Sequence[int]) -> Step:
    marks = ", ".join("?" * len(user_ids))
    return fetch_all(
        "SELECT user_id, since_at, until_at, season FROM away"
        f" WHERE guild_id = ? AND user_id IN ({marks})",
        guild_id,
        *user_ids,
        then=_aways,
    )


def used(guild_id: int, user_id: int, season: float) -> Step:
    return fetch_value(
        "SELECT used FROM away_used WHERE guild_id = ? AND user_id = ? AND season = ?",
        guild_id,
        user_id,
        season,
    )


def paused_turns(game_id: int) -> Step:
    return fetch_all(
        f"SELECT {PAUSED_COLUMNS} FROM paused_turns WHERE game_id = ? ORDER BY position",
        game_id,
        then=lambda rows: [PausedTurn(*row) for row in rows],
    )


def lobbies_of(guild_id: int, user_id: int) -> Step:
    return fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.guild_id = ?"
        " AND games.status = 'lobby' AND games.id IN"
        " (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY games.id",
        guild_id,
        user_id,
    )


def set_away(
    guild_id: int,
    user_id: int,
    away: Away | None,
    used: Mapping[float, float],
    games: Sequence[Retime],
    payloads: Sequence[str | None],
) -> Work[None]:
    """``Store.set_away``: the row, the allowance used and the games, in one transaction."""
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
    for season, seconds in used.items():
        yield execute(
            "INSERT INTO away_used (guild_id, user_id, season, used) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id, season)"
            " DO UPDATE SET used = away_used.used + excluded.used",
            guild_id,
            user_id,
            season,
            seconds,
        )
    yield from retime(games, payloads)


def retime(games: Sequence[Retime], payloads: Sequence[str | None]) -> Work[None]:
    """``Store.retime``: each game still open at its version, in the caller's transaction."""
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
            yield _keep_pause(game.game_id, game.paused)


def _keep_pause(game_id: int, paused: PausedTurn) -> Step:
    return execute(
        f"INSERT INTO paused_turns (game_id, {PAUSED_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game_id, position) DO UPDATE SET version = excluded.version,"
        " round = excluded.round, reminder_left = excluded.reminder_left,"
        " timeout_left = excluded.timeout_left",
        game_id,
        paused.position,
        paused.version,
        paused.round,
        paused.reminder_left,
        paused.timeout_left,
    )


def _aways(rows: Sequence[Sequence]) -> dict[int, Away]:
    return {user: Away(since, until, season) for user, since, until, season in rows}
