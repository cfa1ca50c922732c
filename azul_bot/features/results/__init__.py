"""Results: what a finished game leaves behind, and what the server's people read of it."""

from azul_bot.core import Host

from .history import Records
from .hooks import Rating, timed
from .ids import LEADERBOARD_PAGES, PAGE_FROM_ONE, PROGRESS, REFUSALS, REPLAY
from .leaderboard import Ladder, LeaderboardView, PlayerLine
from .model import LeaderboardSort, RatingChange, Skill
from .picture import draw_progress, draw_replay
from .progress import Progress
from .ratings import (
    NEWCOMER,
    PROVISIONAL_GAMES,
    displayed_rating,
    is_rated,
    people_of,
    person,
    rate,
    rating_ranks,
    resigned,
)
from .reliability import (
    BelowMinimum,
    check_minimum,
    checked_minimum,
    left_early,
    next_turn_began,
    percent_of,
    turn_seconds,
)
from .store import checked_page, reliabilities, skills
from .store.writes import RatingConflict
from .words import ladder_line, leaderboard_text


def install(host: Host) -> None:
    host.refusals(REFUSALS)
    host.hooks.on_move(timed)
    host.hooks.on_game_end(Rating(host))
    progress = Progress(host, draw_progress if host.options.draws(PROGRESS) else None)
    host.add_room(Ladder(host, progress))
    host.add_room(progress)
    host.add_room(Records(host, draw_replay if host.options.draws(REPLAY) else None))
