"""Results install themselves: a server's leaderboard and stats, and the records of its games
(history, replays, a player's running games)."""

from __future__ import annotations

from ..plugs import Plugs
from .history import Records
from .leaderboard import Ladder


def install(plugs: Plugs) -> None:
    house = plugs.house
    plugs.room(Ladder(house), name="ladder", offers=("leaderboard", "stats"))
    records = Records(house.store, house.executor, house.clock.now, plugs.options.draw_replay)
    plugs.room(records, name="records")
