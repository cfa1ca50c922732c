"""A finished game's part in its server's open season: the finishing move (``count_game``,
inside ``apply_outcome``) adds the game to the season's counts and each person's season row,
with the same optimistic check as the all-time stats. The seasons themselves (their rows,
ladders, opening and roll) are the seasons' own: ``azul_bot/features/seasons/store.py``.

Locks are taken in one order everywhere: the season's row, then its people's rows (a
finishing move has taken its people's all-time rows before), so two finishing moves and a
roll never wait on each other in a circle.
"""

from __future__ import annotations

from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, GREY

from ..errors import RatingConflict, SeasonConflict
from ..records import RANKED_GAMES, GameRecord, Outcome, PlayerUpdate
from .steps import Step, Work, execute, fetch_value

CRYSTAL_CODES = (CRYSTAL_1.code, CRYSTAL_2.code)

# ---------------------------------------------------------------------- a finished game

_COUNT_GAME = """
UPDATE seasons SET games = games + 1, grey_games = grey_games + ?3,
       crystal_games = crystal_games + ?4
 WHERE guild_id = ?1 AND number = ?2 AND closed_at IS NULL
RETURNING number"""

_PLAYER_INSERT_COLUMNS = (
    "guild_id, number, user_id, name, games, wins, rated_games, total_score, best_score,"
    " mu, sigma, rating, updated_at"
)
# ?1 to ?11: ``_values``; ?12, ?13: the season skill the service read.
_FIRST_GAME = f"""
INSERT INTO season_stats ({_PLAYER_INSERT_COLUMNS})
VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?11)
ON CONFLICT (guild_id, number, user_id) DO NOTHING
RETURNING rated_games"""

_NEXT_GAME = """
UPDATE season_stats SET
    name = ?4,
    games = games + 1,
    wins = wins + ?5,
    rated_games = rated_games + ?6,
    total_score = total_score + ?7,
    best_score = CASE WHEN best_score >= ?7 THEN best_score ELSE ?7 END,
    mu = ?8,
    sigma = ?9,
    rating = ?10,
    updated_at = ?11
WHERE guild_id = ?1 AND number = ?2 AND user_id = ?3 AND mu = ?12 AND sigma = ?13
RETURNING rated_games"""


def count_game(record: GameRecord, outcome: Outcome, now: float) -> Work[None]:
    """The finishing move's part in the open season: the game counted, each person's season
    row written. ``SeasonConflict`` when the season is not open any more, ``RatingConflict``
    when a person's season skill moved since the service read it."""
    number = outcome.season
    if number is None:
        return
    grey = int(record.variant == GREY.code)
    crystal = int(record.variant in CRYSTAL_CODES)
    counted = yield fetch_value(_COUNT_GAME, record.guild_id, number, grey, crystal)
    if counted is None:
        raise SeasonConflict(record.id, number)
    newly_ranked = 0
    stale = set()
    for player in sorted(outcome.players, key=lambda player: player.user_id):
        rated_games = yield _add_season(record.guild_id, number, player, now)
        if rated_games is None:
            stale.add(player.user_id)
        elif player.rated and rated_games == RANKED_GAMES:
            newly_ranked += 1
    for player in outcome.players:
        if player.user_id in stale:
            raise RatingConflict(record.id, player.user_id)
    if newly_ranked:
        yield execute(
            "UPDATE seasons SET ranked = ranked + ? WHERE guild_id = ? AND number = ?",
            newly_ranked,
            record.guild_id,
            number,
        )


def _add_season(guild_id: int, number: int, player: PlayerUpdate, now: float) -> Step:
    """Add the game to the person's season; reads their rated games after it, or None
    (nothing written) when their stored season skill is not ``season_skill_before``."""
    after, rating = player.season_skill_after, player.season_rating
    if after is None or rating is None:
        raise ValueError(f"user {player.user_id}: an outcome with a season needs their season")
    values = (
        guild_id,
        number,
        player.user_id,
        player.name,
        int(player.won),
        int(player.rated),
        player.score,
        after.mu,
        after.sigma,
        rating,
        now,
    )
    before = player.season_skill_before
    if before is None:
        return fetch_value(_FIRST_GAME, *values)
    return fetch_value(_NEXT_GAME, *values, before.mu, before.sigma)
