"""Winning chances: what the review's search says a position is worth for a player (its
value, about their final margin over the best other player, ``analysis``) as the chance that
the player wins, by a logistic curve per search, player count and stage of the game, fitted
on self-play games.

The two searches value differently (the tree search adds a quarter of the mover's own points,
the round search weighs what the coming rounds promise), so each has its curves: the round
search's (``ROUND_CURVES``) where ``hard`` plays it (``analysis.steady``), the tree search's
(``CURVES``) elsewhere. Fitted by ``benchmarks/win_chances.py`` on classic-wall games of
``hard`` and ``normal`` seats, each position valued by the review's search (the tree search
at a quarter of its budget, the round search at its budget; the calibration on the games the
fit never saw is in docs/benchmarks.md); another search, or another budget, is refitted by
running it again and pasting its table:

    nice -n 10 env PYTHONPATH=. .venv/bin/python benchmarks/win_chances.py --games 48 \\
        --budget 0.05 --jobs 2 --cache /tmp/win_chances.json
"""

from __future__ import annotations

import math

from azul_bot.engine import Game

from .analysis import steady
from .outlook import rounds_left

STAGES = 5
"""A game's stage is the rounds it lasts after the current one at the soonest
(``outlook.rounds_left``), four and more counted as four."""

CURVES: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.3057, -3.825), (0.1353, -2.13), (0.1105, -1.858), (0.0721, -0.94), (0.0568, -0.498)),
    3: ((0.2589, -3.868), (0.1687, -3.139), (0.1172, -2.541), (0.1002, -1.75), (0.0377, -1.033)),
    4: ((0.1999, -3.392), (0.0783, -2.169), (0.076, -2.276), (0.0229, -1.352), (0.0374, -1.39)),
}
"""The tree search's: per player count, per stage (0: the last round), the curve's (slope,
offset): the chance is ``1 / (1 + exp(-(slope * value + offset)))``."""

ROUND_CURVES: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.3472, -0.154), (0.1583, -0.047), (0.1583, -0.047), (0.1583, -0.047), (0.1583, -0.047)),
}
"""The round search's, as ``CURVES``: for the player counts ``hard`` plays it at. Its value
already weighs the rounds to come: one curve serves every stage but the last round
(``win_chances.py --pool-from 1``)."""


def winning_chance(value: float, players: int, stage: int, *, rounds: bool = False) -> float:
    """The chance (0 to 1) that a player whose position the search values at ``value`` wins
    a game of ``players`` at ``stage`` (``rounds``: the round search's value)."""
    curves = ROUND_CURVES if rounds else CURVES
    slope, offset = curves[players][min(stage, STAGES - 1)]
    return 1 / (1 + math.exp(-(slope * value + offset)))


def chance_at(game: Game, value: float) -> float:
    """``winning_chance`` of ``value`` at ``game``, by the curves of the search that values
    it there."""
    return winning_chance(value, game.num_players, rounds_left(game), rounds=steady(game))
