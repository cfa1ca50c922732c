"""The coach ranks real moves and knows what each does (``tests/words/test_coach.py`` says
them)."""

from __future__ import annotations

import pickle

from azul_bot.ai import Level, choose, coach, coach_from_state
from azul_bot.engine import Game
from tests.ai.helpers import TINY, hint_for, seven_point_red


def test_coach_gives_distinct_legal_moves_best_first() -> None:
    game = Game.new(3, 21)
    for turn in range(5):
        game.play(choose(game, Level.NORMAL, seed=turn))
    hints = coach(game, seed=3, budget=0.05, top=3)
    assert len(hints) == 3
    assert len({hint.move for hint in hints}) == 3
    assert all(game.check(hint.move) is None for hint in hints)
    values = [hint.value for hint in hints]
    assert values == sorted(values, reverse=True)
    assert hints[0].move == choose(game, Level.HARD, seed=3, budget=0.05)


def test_hints_cross_a_process_pool() -> None:
    game = seven_point_red()
    hints = coach_from_state(game.to_dict(), 5, TINY, 2)
    assert pickle.loads(pickle.dumps(hints)) == hints
    assert hints == coach(game, seed=5, budget=TINY, top=2)


def test_the_facts_of_completing_a_line() -> None:
    hint = hint_for(seven_point_red(), "1r4")
    assert (hint.taken, hint.to_line, hint.to_floor) == (1, 1, 0)
    assert hint.completes and (hint.line_count, hint.line_capacity) == (4, 4)
    assert (hint.points, hint.h, hint.v) == (7, 4, 3)
    assert (hint.row_tiles, hint.column_tiles, hint.color_tiles) == (4, 3, 1)
    assert [(str(left.color), left.count, left.users) for left in hint.leaves] == [
        ("blue", 3, (1,))
    ]
