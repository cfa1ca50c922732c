"""Results install themselves: a server's leaderboard and stats, and the records of its games
(history, replays, a player's running games)."""

from __future__ import annotations

from ..plugs import Plugs
from .history import Records
from .leaderboard import Ladder
from .progress import Progress


def install(plugs: Plugs) -> None:
    house = plugs.house
    progress = Progress(house, plugs.options.draw_progress)
    plugs.room(Ladder(house, progress), name="ladder", offers=("leaderboard", "stats"))
    plugs.room(progress, name="progress")
    draw = plugs.options.draw_replay
    records = Records(house.store, house.executor, house.clock.now, draw, house.pause_ends)
    plugs.room(records, name="records")
