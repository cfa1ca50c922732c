"""What a finished game and a person's turn write in their move's transaction: the results
rows and every person's stats (the skill checked in the UPDATE itself), and the turn times
kept for reliability."""

from __future__ import annotations

from azul_bot.core import Conflict
from azul_bot.core.db import (
    GameRecord,
    Step,
    Work,
    execute,
    fetch_value,
)
from azul_bot.core.db.sql.steps import execute_many

from ..model import Outcome, PlayerUpdate, SeatResult, Skill
from . import RECENT_TURNS


class RatingConflict(Conflict):
    """A finishing move's ``skill_before`` of ``user_id`` is not the stored skill any more
    (another game of that person finished meanwhile); nothing was written."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(
            f"game {game_id}: the skill of user {user_id} changed since it was read; "
            "read the skills again and recompute the outcome"
        )
        self.game_id = game_id
        self.user_id: int | None = user_id


_STATS_INSERT_COLUMNS = (
    "guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors,"
    " rated_games, mu, sigma, rating, updated_at"
)

# ?1 to ?14: ``_stats_values``; ?15, ?16: the skill read before the move.
_FIRST_GAME = f"""
INSERT INTO player_stats ({_STATS_INSERT_COLUMNS})
VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
ON CONFLICT (guild_id, user_id) DO NOTHING
RETURNING user_id"""

_NEXT_GAME = """
UPDATE player_stats SET
    name = ?3,
    games = games + 1,
    wins = wins + ?4,
    total_score = total_score + ?5,
    best_score = CASE WHEN best_score >= ?6 THEN best_score ELSE ?6 END,
    rows = rows + ?7,
    columns = columns + ?8,
    colors = colors + ?9,
    rated_games = rated_games + ?10,
    mu = ?11,
    sigma = ?12,
    rating = ?13,
    updated_at = ?14
WHERE guild_id = ?1 AND user_id = ?2 AND mu = ?15 AND sigma = ?16
RETURNING user_id"""


def apply_outcome(record: GameRecord, outcome: Outcome, now: float) -> Work[None]:
    """Write ``outcome`` in the transaction of the move that finished ``record`` at ``now``:
    its results rows, and each person's stats, with a check that nobody's skill moved since
    it was read (``RatingConflict``: nothing is written).

    The skill check and the write are one statement per person, so no other transaction can
    slip in between: an existing row is updated only ``WHERE`` its skill is still the one
    read (PostgreSQL: a concurrent finisher holds the row; once it commits, the row is read
    again and the condition fails), and a person without stats is inserted ``ON CONFLICT DO
    NOTHING``. People are written in user id order, so two finishing games take their rows
    in one order. ``ValueError`` for an outcome of other seats or other people."""
    check_outcome(record, outcome)
    stale = set()
    for player in sorted(outcome.players, key=lambda player: player.user_id):
        written = yield _add_stats(record.guild_id, player, now)
        if written is None:
            stale.add(player.user_id)
    # The first stale person in the outcome's order is the one named.
    for player in outcome.players:
        if player.user_id in stale:
            raise RatingConflict(record.id, player.user_id)
    yield execute_many(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " mu_before, sigma_before, mu_after, sigma_after, guild_id, user_id, finished_at,"
        " abandoned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [_result_values(record, seat, now) for seat in outcome.seats],
    )


def check_outcome(record: GameRecord, outcome: Outcome) -> None:
    """An outcome for other seats or other people is the caller's bug: refuse it whole."""
    positions = sorted(seat.position for seat in outcome.seats)
    if positions != sorted(seat.position for seat in record.seats):
        raise ValueError(f"the outcome's seats {positions} are not the seats of game {record.id}")
    people = [player.user_id for player in outcome.players]
    seated = {seat.user_id for seat in record.seats if seat.user_id is not None}
    if len(set(people)) != len(people) or not set(people) <= seated:
        raise ValueError(f"the outcome's players {people} are not people of game {record.id}")
    for seat in outcome.seats:
        if seat.abandoned is not None and record.seats[seat.position].user_id is None:
            raise ValueError(f"game {record.id}: a computer's seat {seat.position} is abandoned")


def _add_stats(guild_id: int, player: PlayerUpdate, now: float) -> Step:
    """Add the game to the person's stats; reads None (nothing written) when the stored
    skill is not ``player.skill_before``."""
    values = _stats_values(guild_id, player, now)
    before = player.skill_before
    if before is None:
        return fetch_value(_FIRST_GAME, *values)
    return fetch_value(_NEXT_GAME, *values, before.mu, before.sigma)


def _result_values(record: GameRecord, seat: SeatResult, now: float) -> tuple:
    return (
        record.id,
        seat.position,
        seat.score,
        seat.rank,
        bool(seat.winner),
        seat.rows,
        seat.columns,
        seat.colors,
        *_skill_values(seat.skill_before),
        *_skill_values(seat.skill_after),
        record.guild_id,
        record.seats[seat.position].user_id,
        now,
        seat.abandoned,
    )


def _stats_values(guild_id: int, player: PlayerUpdate, now: float) -> tuple:
    """What one finished game adds to a stats row (``games`` is always 1)."""
    return (
        guild_id,
        player.user_id,
        player.name,
        int(player.won),
        player.score,
        player.score,
        player.rows,
        player.columns,
        player.colors,
        int(player.rated),
        player.skill_after.mu,
        player.skill_after.sigma,
        player.rating,
        now,
    )


def _skill_values(skill: Skill | None) -> tuple[float | None, float | None]:
    return (None, None) if skill is None else (skill.mu, skill.sigma)


# ---------------------------------------------------------------------- a person's turn

# What is older than the person's newest RECENT_TURNS turns goes (at most one row a move).
_PRUNE = f"""
DELETE FROM turn_times WHERE guild_id = ?1 AND user_id = ?2 AND id <= (
    SELECT id FROM turn_times WHERE guild_id = ?1 AND user_id = ?2
     ORDER BY id DESC LIMIT 1 OFFSET {RECENT_TURNS})"""


def note_turn(guild_id: int, user_id: int, seconds: float, now: float) -> Work[None]:
    """A person's turn took ``seconds``: kept with their newest ``RECENT_TURNS`` turns on
    the server (``turn_times_by_player``, 0014_reliability.sql), in the move's transaction;
    what is older goes."""
    yield execute(
        "INSERT INTO turn_times (guild_id, user_id, at, seconds) VALUES (?, ?, ?, ?)",
        guild_id,
        user_id,
        now,
        float(seconds),
    )
    yield execute(_PRUNE, guild_id, user_id)


# ---------------------------------------------------------------------- skills
