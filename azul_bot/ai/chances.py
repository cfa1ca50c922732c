"""Winning chances: what the review's search says a position is worth for a player (its
value: the expected margin over the best other player plus a quarter of the player's own
points, ``search._margins``) as the chance that the player wins, by a logistic curve per
player count and stage of the game, fitted on self-play games.

Fitted by ``benchmarks/win_chances.py`` on 36 classic-wall games per player count of ``hard``
and ``normal`` seats, each position valued by the review's search at a quarter of its budget
(its calibration on the 12 games per count the fit never saw is in docs/benchmarks.md);
another search, or another budget, is refitted by running it again and pasting its table:

    nice -n 10 env PYTHONPATH=. .venv/bin/python benchmarks/win_chances.py --games 48 \\
        --budget 0.05 --jobs 2 --cache /tmp/win_chances.json
"""

from __future__ import annotations

import math

from azul_bot.engine import Game

from .outlook import rounds_left

STAGES = 5
"""A game's stage is the rounds it lasts after the current one at the soonest
(``outlook.rounds_left``), four and more counted as four."""

CURVES: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.3057, -3.825), (0.1353, -2.13), (0.1105, -1.858), (0.0721, -0.94), (0.0568, -0.498)),
    3: ((0.2589, -3.868), (0.1687, -3.139), (0.1172, -2.541), (0.1002, -1.75), (0.0377, -1.033)),
    4: ((0.1999, -3.392), (0.0783, -2.169), (0.076, -2.276), (0.0229, -1.352), (0.0374, -1.39)),
}
"""Per player count, per stage (0: the last round), the curve's (slope, offset): the
chance is ``1 / (1 + exp(-(slope * value + offset)))``."""


def winning_chance(value: float, players: int, stage: int) -> float:
    """The chance (0 to 1) that a player whose position the search values at ``value`` wins
    a game of ``players`` at ``stage``."""
    slope, offset = CURVES[players][min(stage, STAGES - 1)]
    return 1 / (1 + math.exp(-(slope * value + offset)))


def chance_at(game: Game, value: float) -> float:
    """``winning_chance`` of ``value`` at ``game``."""
    return winning_chance(value, game.num_players, rounds_left(game))
