"""A practised move weighed: the move a player picks at a position of their own past game,
against the best move the review found there, side by side.

Both moves are explored equally often by several searches, each with a seed of its own, and
each keeps the mean of its values: one search of two moves is as noisy as the review's
(``review.py``), and a player told "not the best" for a move as good as it learns the wrong
thing. Where the round search analyses the position (``analysis.steady``), one search
values both exactly. The same position, moves and seed always give the same values (untimed).
"""

from __future__ import annotations

import random

from azul_bot.engine import Game, Move, parse_move

from .analysis import analyse, steady
from .review import CONFIRM_VISITS, CONFIRMATIONS, _outcome_of, scaled
from .sight import blindfolded

BUDGET = 0.2
"""The review's budget per move, in the coach's seconds of work: a practised move is weighed
with the same effort as the moves of the review it comes from."""


def weigh_pick(
    game: Game,
    pick: Move,
    best: Move,
    *,
    seed: int,
    budget: float = BUDGET,
    searches: int = CONFIRMATIONS,
) -> tuple[float, float]:
    """The values of ``pick`` and of ``best`` at ``game`` (which it does not change) for the
    player to move: the expected final margin, in points, each the mean of ``searches``
    searches that explore the two moves alone."""
    visits = scaled(CONFIRM_VISITS, budget)
    searches = 1 if steady(game) else searches
    picked, found = 0.0, 0.0
    for number in range(1, searches + 1):
        move_seed = seed * 1_000_033 + number
        outcomes = analyse(
            blindfolded(game, move_seed),
            random.Random(move_seed),
            budget,  # the tree search's: none of its own, each move explored ``visits`` times
            only=(best, pick),
            also_visits=visits,
            timed=False,
        )
        picked += _outcome_of(outcomes, pick).value
        found += _outcome_of(outcomes, best).value
    return round(picked / searches, 2), round(found / searches, 2)


def weigh_pick_from_state(
    state: dict, pick: str, best: str, seed: int, budget: float = BUDGET
) -> tuple[float, float]:
    """``weigh_pick`` for a process pool: the position's JSON form and the moves' texts in."""
    game = Game.from_dict(state)
    picked, found = parse_move(pick), parse_move(best)
    assert isinstance(picked, Move) and isinstance(found, Move)
    return weigh_pick(game, picked, found, seed=seed, budget=budget)
