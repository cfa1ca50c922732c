"""Results: what a finished game leaves behind, and what the server's people read of it.

- ``ratings``: a finished game's ranks and skill ratings (the ``Outcome`` its finishing move
  writes, in its transaction: ``hooks``, on the host's hooks);
- ``leaderboard``: a server's all-time ladder and each player's stats (``/azul leaderboard``,
  ``/azul stats``);
- ``history``: a player's running games, a server's finished games, replays (``/azul
  mygames``, ``history``, ``replay``);
- ``progress``: a player's rating over time, games per month and rivals (the picture of
  ``/azul stats``, drawn by ``picture``), and their record against another person;
- ``reliability``: who finishes their games (abandoned seats, turn times, a lobby's minimum).

``model`` holds their values, ``store`` writes and reads their rows, ``ids`` holds their
refusal codes, ``cog`` their commands and
pages' buttons, ``words`` and ``picture`` their sentences. ``install`` host them into the
host; the features after them use what is named here.
"""

from azul_bot.core import Host

from .cog import SORTS, leaderboard_view, page_button, pages_view
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
from .store import RatingConflict, checked_page, reliabilities, skills
from .words import leaderboard_text


def install(host: Host) -> None:
    """A server's ladder and each member's stats with their progress, the records of its
    games (history, replays, a player's running games), and what a game's moves and end
    write in their transactions (a person's turn times; a finished game's results, stats
    and ratings)."""
    host.refusals(REFUSALS)
    host.hooks.on_move(timed)
    host.hooks.on_game_end(Rating(host))
    progress = Progress(host, draw_progress if host.options.draws(PROGRESS) else None)
    host.add_room(Ladder(host, progress))
    host.add_room(progress)
    host.add_room(Records(host, draw_replay if host.options.draws(REPLAY) else None))
