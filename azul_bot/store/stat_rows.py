"""The rows of a server's ladder read back as records: a player's stats, a page of the
leaderboard, how a person finishes their games (``rows`` does the same for games)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

from .records import SHARE_AFTER, LeaderboardPage, LeaderboardSort, PlayerStats, Reliability


def player_stats(row: Sequence[Any], *, rank: int | None) -> PlayerStats:
    """A stats row: user_id, name, games, wins, win_rate, average_score, best_score, rows,
    columns, colors, rating, mu, sigma, rated_games."""
    (user_id, name, games, wins, win_rate, average, best, rows, columns, colors) = row[:10]
    rating, mu, sigma, rated_games = row[10:14]
    return PlayerStats(
        user_id=user_id,
        name=name,
        games=games,
        wins=wins,
        win_rate=win_rate,
        average_score=average,
        best_score=best,
        rows=rows,
        columns=columns,
        colors=colors,
        rating=rating,
        mu=mu,
        sigma=sigma,
        rated_games=rated_games,
        rank=rank,
    )


def reliability(user_id: int, games: int, finished: int, seconds: Sequence[float]) -> Reliability:
    """A person's latest counted games (``games``, ``finished`` of them) and the seconds of
    their latest turns, as the record says them."""
    return Reliability(
        user_id=user_id,
        games=games,
        finished=finished,
        share=finished / games if games >= SHARE_AFTER else None,
        turn_median=statistics.median(seconds) if seconds else None,
    )


def leaderboard_page(
    sort: LeaderboardSort, page: int, per_page: int, total: int, rows: Sequence[Sequence[Any]]
) -> LeaderboardPage:
    offset = (page - 1) * per_page
    return LeaderboardPage(
        sort=sort,
        page=page,
        pages=max(1, math.ceil(total / per_page)),
        total=total,
        per_page=per_page,
        entries=tuple(
            player_stats(row, rank=offset + index) for index, row in enumerate(rows, start=1)
        ),
    )
