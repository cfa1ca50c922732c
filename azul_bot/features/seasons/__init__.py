"""Seasons: a server's ladder that starts again every month or quarter, beside the all-time one.
A season starts at 00:00 UTC on the first day of its period."""

from azul_bot.core import Host
from azul_bot.features.results import Ladder, Progress

from .calendar import Period, season_bounds
from .counting import Counting
from .ids import PODIUM, REFUSALS, SEASON_END, STANDINGS
from .ladder import SeasonLadder
from .opening import open_season
from .picture import draw_podium
from .roll import Roll
from .standings import Standings


def install(host: Host) -> None:
    """The season ladder (``/azul leaderboard season:``), the open season the results'
    progress marks, a finished game counted in it, a season's end when its timer comes due,
    and the post of its standings."""
    host.refusals(REFUSALS)
    host.hooks.on_game_end(Counting(host))
    seasons = host.add_room(SeasonLadder(host, host.room(Ladder)))
    host.room(Progress).current_season = seasons.current
    host.on_boundary(SEASON_END, Roll(host))
    host.on_post(STANDINGS, Standings(host, draw_podium if host.options.draws(PODIUM) else None))
