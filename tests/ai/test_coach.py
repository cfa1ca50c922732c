"""The coach ranks real moves and explains them in the game's words."""

from __future__ import annotations

import pickle

from azul_bot.ai import Hint, Level, choose, coach, coach_from_state
from azul_bot.engine import Game
from azul_bot.service.coaching import MAX_LENGTH, describe_hint
from tests.engine.positions import board, position

TINY = 0.02


def seven_point_red() -> Game:
    """Red on line 4 (3 of 4) would land beside 3 tiles in its row and below 2 in its
    column: 4 across + 3 down = 7. Factory 1 holds the red and 3 blue."""
    me = board(
        lines={3: ("red", 3)},
        wall=[".....", "x....", "x....", ".xxx.", "....."],
    )
    return position(
        [me, board()],
        factories=[["red", "blue", "blue", "blue"], ["yellow", "yellow", "black", "white"]],
    )


def hint_for(game: Game, text: str) -> Hint:
    hints = coach(game, seed=1, budget=TINY, top=50)
    return next(hint for hint in hints if str(hint.move) == text)


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


def test_describe_a_line_that_scores_now() -> None:
    game = seven_point_red()
    text = describe_hint(game, 0, hint_for(game, "1r4"))
    assert text.startswith("fills line 4 with 1 red from factory 1: +7 now (4 across, 3 down)")
    assert "leaves 3 blue that only your opponent can use" in text
    assert len(text) <= MAX_LENGTH


def test_describe_a_partial_line_with_the_marker() -> None:
    game = position([board(), board()], factories=[["red"] * 4], center=["yellow"] * 3)
    text = describe_hint(game, 0, hint_for(game, "cy5"))
    assert text == (
        "takes 3 yellow from the center to line 5, 2 short of complete; "
        "takes the first-player marker (−1)"
    )


def test_describe_an_overflow_to_the_floor() -> None:
    game = position([board(floor=["black"]), board()], factories=[["red"] * 4])
    text = describe_hint(game, 0, hint_for(game, "1r2"))
    # Two fit on line 2, the floor already holds one tile: two more cost 1 + 2.
    assert text == "fills line 2 with 4 red from factory 1: +1 now; 2 tiles to the floor (−3)"


def test_describe_a_floor_move_and_who_can_use_the_rest() -> None:
    full = {line: ("blue", line + 1) for line in range(5)}
    game = position(
        [board(lines=full), board(), board(lines={0: ("white", 1)})],
        factories=[["white", "white", "white", "yellow"]],
    )
    text = describe_hint(game, 0, hint_for(game, "1wf"))
    assert text == (
        "puts 3 white from factory 1 on the floor (−4), "
        "and leaves 1 yellow that everybody else can use"
    )


def test_a_move_that_completes_a_row_says_the_game_ends() -> None:
    me = board(wall=["xx.xx", ".....", ".....", ".....", "....."])
    game = position([me, board()], factories=[["red", "black", "black", "black"]])
    text = describe_hint(game, 0, hint_for(game, "1r1"))
    assert text.startswith("fills line 1 with 1 red from factory 1: +5 now (a row of 5)")
    assert "completes a row" in text
