"""Computer players and the coach on the Crystal Mosaic: the judges count a printed cell's
multiplier and the cost of closing one's own printed cell, and the coach says both (every
level's moves, on each wall: ``test_choices``)."""

from __future__ import annotations

import pickle

import pytest

from azul_bot.ai import Level, PlacementHint, Why, choose, coach
from azul_bot.ai.outlook import MoveJudge, placement_values, rules_for, standing
from azul_bot.engine import (
    CRYSTAL_1,
    Color,
    Move,
    PrintedCell,
    WallMove,
)
from tests.ai.helpers import closing_trap, crystal_tiling, doubling_cell
from tests.engine.positions import board, position

TINY = 0.01
B, Y, R, K, W = Color


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL, Level.HARD])
def test_every_level_from_easy_up_takes_the_doubled_cell(level: Level) -> None:
    for seed in range(3):
        assert choose(doubling_cell(), level, seed=seed, budget=0.05) == WallMove(0, 0, 3)


def test_the_placement_judge_counts_the_multiplier() -> None:
    values = {move.col: value for value, move in placement_values(doubling_cell(), 0)}
    assert values[3] > max(values[col] for col in (0, 1, 2, 4)) + 0.5


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_normal_and_hard_keep_their_printed_cell_open(level: Level) -> None:
    game = closing_trap()
    for seed in range(3):
        move = choose(game, level, seed=seed, budget=0.05, seat=0)
        assert move.col != 1, (level, seed, move)


def test_the_placement_judge_weighs_points_now_against_a_closed_printed_cell() -> None:
    values = {move.col: value for value, move in placement_values(closing_trap(), 0)}
    assert values[1] < min(values[0], values[2], values[4])


def test_easy_takes_the_most_points_now_even_when_it_closes_a_printed_cell() -> None:
    assert choose(closing_trap(), Level.EASY, seed=1, seat=0) == WallMove(0, 0, 1)


def test_a_closed_printed_cell_lowers_the_boards_standing() -> None:
    rules = rules_for(CRYSTAL_1)
    kept = position(
        [board(wall=["R....", ".B...", ".....", ".....", "....."]), board()],
        factories=[["blue"]],
        variant="crystal-1",
    )
    closed = position(
        [board(wall=[".R...", ".B...", ".....", ".....", "....."]), board()],
        factories=[["blue"]],
        variant="crystal-1",
    )
    assert closed.closed_printed(0) == (PrintedCell(4, 1, R, 2),) and kept.closed_printed(0) == ()
    for later in (1, 2, 3):
        assert standing(rules, closed.players[0], later) < standing(rules, kept.players[0], later)


def test_the_take_judge_counts_a_doubled_cell_ahead() -> None:
    # Black into line 1 will reach (0, 3), printed black: 2 points; red only 1 anywhere.
    def gains(variant: str) -> tuple[float, float]:
        game = position(
            [board(), board()], factories=[["black", "red", "blue", "blue"]], variant=variant
        )
        judge = MoveJudge(game)
        return judge.gain(Move.parse("1k1")), judge.gain(Move.parse("1r1"))

    black, red = gains("crystal-1")
    assert black > red + 0.5
    grey_black, grey_red = gains("grey")
    assert abs(grey_black - grey_red) < 0.5 and black > grey_black


def test_the_coach_explains_the_doubled_printed_cell() -> None:
    hints = coach(doubling_cell(), seed=1, budget=0.05, top=5)
    assert all(isinstance(hint, PlacementHint) for hint in hints)
    best = hints[0]
    assert best.move == WallMove(0, 0, 3) and best.reason is Why.PRINTED_DOUBLE
    assert (best.points, best.h, best.v, best.multiplier) == (2, 1, 1, 2)
    assert best.best_points == 2 and best.closes_printed == () == best.keeps_printed
    others = [hint for hint in hints if hint.move.col != 3]
    assert all(hint.multiplier == 1 and hint.points == 1 for hint in others)


def test_the_coach_explains_a_column_that_keeps_a_printed_cell_open() -> None:
    hints = {hint.move.col: hint for hint in coach(closing_trap(), seed=2, budget=0.05, top=4)}
    assert sorted(hints) == [0, 1, 2, 4]
    red_cell = PrintedCell(4, 1, R, 2)
    greedy = hints[1]
    assert (greedy.points, greedy.best_points) == (2, 2)
    assert greedy.closes_printed == (red_cell,) and greedy.reason is Why.MOST_POINTS
    kept = hints[0]
    assert kept.points == 1 and kept.closes_printed == ()
    assert kept.keeps_printed == (red_cell,) and kept.reason is Why.KEEPS_PRINTED
    assert pickle.loads(pickle.dumps(list(hints.values()))) == list(hints.values())


def test_a_take_hint_says_its_tile_will_be_doubled() -> None:
    game = position(
        [board(), board()], factories=[["black", "red", "blue", "blue"]], variant="crystal-1"
    )
    hints = {str(h.move): h for h in coach(game, seed=1, budget=TINY, top=50)}
    black = hints["1k1"]
    assert black.completes and (black.column, black.points, black.multiplier) == (3, 2, 2)
    red = hints["1r1"]
    assert red.completes and red.multiplier == 1 and red.points == 1 and red.column != 1


def test_side_2_multiplies_nothing_but_refuses_other_colors_on_its_printed_cells() -> None:
    game = crystal_tiling(2, [board(lines={2: ("blue", 3)}), board()])
    values = {move.col: value for value, move in placement_values(game, 0)}
    assert sorted(values) == [0, 1, 3, 4]  # (2, 2) is printed white
    for level in Level:
        assert choose(game, level, seed=3, budget=TINY, seat=0).col != 2
