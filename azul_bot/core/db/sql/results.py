"""Writing a finished game's ``Outcome``: results rows and the per-server player stats (the
results read them back, ``features/results/store.py``).

The service computed everything (ranks, winners, skills, displayed ratings); this checks
that the outcome fits the game and that nobody's skill moved since the service read it,
and applies it, inside the transaction of the finishing move.

The skill check and the write are one statement per person, so no other transaction can
slip in between: an existing row is updated only ``WHERE`` its skill is still the one the
service read (PostgreSQL: a concurrent finisher holds the row; once it commits, the row is
read again and the condition fails), and a person without stats is inserted ``ON CONFLICT
DO NOTHING``. People are written in user id order, so two finishing games take their rows
in one order.
"""

from __future__ import annotations

from ..errors import RatingConflict
from ..records import GameRecord, Outcome, PlayerUpdate
from ..rows import check_outcome, result_values, stats_values
from . import seasons
from .steps import Step, Work, execute_many, fetch_value

_STATS_COLUMNS = (
    "guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors,"
    " rated_games, mu, sigma, rating, updated_at"
)

# ?1 to ?14: ``rows.stats_values``; ?15, ?16: the skill the service read.
_FIRST_GAME = f"""
INSERT INTO player_stats ({_STATS_COLUMNS})
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
    """Write ``outcome``: the game ended at ``now`` (the finishing move's time)."""
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
        [result_values(record, seat, now) for seat in outcome.seats],
    )
    yield from seasons.count_game(record, outcome, now)


def _add_stats(guild_id: int, player: PlayerUpdate, now: float) -> Step:
    """Add the game to the person's stats; reads None (nothing written) when the stored
    skill is not ``player.skill_before``."""
    values = stats_values(guild_id, player, now)
    before = player.skill_before
    if before is None:
        return fetch_value(_FIRST_GAME, *values)
    return fetch_value(_NEXT_GAME, *values, before.mu, before.sigma)
