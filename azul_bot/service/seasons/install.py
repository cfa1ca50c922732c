"""Seasons install themselves: the season ladder (``/azul leaderboard season:``), a season's
end when its timer comes due, and the post of its standings."""

from __future__ import annotations

from ..plugs import Plugs
from ..results.leaderboard import Ladder
from .opening import SEASON_END
from .roll import STANDINGS, Roll
from .season_ladder import SeasonLadder
from .season_post import Standings


def install(plugs: Plugs) -> None:
    house = plugs.house
    seasons = plugs.room(SeasonLadder(house, plugs.find(Ladder)), name="seasons")
    plugs.offer("season_leaderboard", seasons.leaderboard)
    plugs.offer("season_choices", seasons.season_choices)
    plugs.on_boundary(SEASON_END, Roll(house))
    plugs.on_post(STANDINGS, Standings(house, plugs.options.draw_podium))
