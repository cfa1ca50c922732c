"""Finding games. The rows come back as read: the store turns them into records (and marks a
game it cannot read)."""

from __future__ import annotations

from collections.abc import Sequence

from .games import GAME_COLUMNS, OPEN
from .steps import Step, Work, fetch_all, fetch_one, fetch_value

# The state is left out (NULL) when it is the one the reader already holds: the same game
# at the same version. Anything else of the row may have changed without a move (its table
# message, a paused clock), so the rest is always read.
_STATE_UNLESS_KNOWN = "CASE WHEN games.id = ? AND games.version = ? THEN NULL ELSE games.state END,"


def open_game(channel_id: int, known: tuple[int, int] | None = None) -> Step:
    """The channel's open game; ``known``: the (id, version) whose state the reader holds."""
    where = f"FROM games WHERE games.channel_id = ? AND games.status IN {OPEN}"
    if known is None:
        return fetch_one(f"SELECT {GAME_COLUMNS} {where}", channel_id)
    columns = GAME_COLUMNS.replace("games.state,", _STATE_UNLESS_KNOWN, 1)
    return fetch_one(f"SELECT {columns} {where}", *known, channel_id)


def game(game_id: int) -> Step:
    return fetch_one(f"SELECT {GAME_COLUMNS} FROM games WHERE games.id = ?", game_id)


def games_under(parent_id: int, limit: int) -> Step:
    return fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games"
        " JOIN thread_parents ON thread_parents.thread_id = games.channel_id"
        f" WHERE thread_parents.parent_id = ? AND games.status IN {OPEN}"
        " ORDER BY games.created_at DESC, games.id DESC LIMIT ?",
        parent_id,
        limit,
    )


def running_games_of(guild_id: int, user_id: int) -> Step:
    return fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.guild_id = ?"
        " AND games.status = 'running' AND games.id IN"
        " (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY games.updated_at DESC",
        guild_id,
        user_id,
    )


def finished_games(
    guild_id: int, user_id: int | None, page: int, per_page: int
) -> Work[tuple[Sequence[Sequence], int]]:
    """One page of rows and how many there are in all, in one snapshot."""
    where = " WHERE games.guild_id = ? AND games.status = 'finished'"
    args: tuple[int, ...] = (guild_id,)
    if user_id is not None:
        where += " AND games.id IN (SELECT game_id FROM seats WHERE user_id = ?)"
        args += (user_id,)
    total = yield fetch_value(f"SELECT count(*) FROM games{where}", *args)
    rows = yield fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games{where}"
        " ORDER BY games.updated_at DESC, games.id DESC LIMIT ? OFFSET ?",
        *args,
        per_page,
        (page - 1) * per_page,
    )
    return rows, total


def count_running() -> Step:
    return fetch_value("SELECT count(*) FROM games WHERE status = 'running'")


def start_state(game_id: int) -> Step:
    """The game's start state text in a row; no row for no game."""
    return fetch_one("SELECT start_state FROM games WHERE id = ?", game_id)
