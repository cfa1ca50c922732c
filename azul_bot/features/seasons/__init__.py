"""Seasons: a server's ladder that starts again every month or quarter, beside the all-time one.
A season starts at 00:00 UTC on the first day of its period."""

from functools import partial

from azul_bot.core import Host, ServerSetting
from azul_bot.features.results import Ladder, Progress

from .calendar import season_bounds
from .counting import Counting
from .ids import PODIUM, REFUSALS, SEASON_END, STANDINGS
from .ladder import SeasonLadder
from .opening import open_season
from .picture import draw_podium
from .roll import Roll
from .setting import SEASON_PERIODS, checked
from .standings import Standings
from .store import season_period, set_season_period
from .words import season_line


def install(host: Host) -> None:
    host.refusals(REFUSALS)
    opens = partial(open_season, host)  # seasons turned on: the first begins now
    host.add_server_setting(
        ServerSetting("season", season_period, set_season_period, checked, season_line, then=opens)
    )
    host.hooks.on_game_end(Counting(host))
    seasons = host.add_room(SeasonLadder(host, host.room(Ladder)))
    host.room(Progress).current_season = seasons.current
    host.on_boundary(SEASON_END, Roll(host))
    host.on_post(STANDINGS, Standings(host, draw_podium if host.options.draws(PODIUM) else None))
