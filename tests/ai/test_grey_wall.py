"""Computer players and the coach on the grey wall: hard searches the placement with the
takes, and a column comes with the facts that explain it (every level's placements, on each
wall: ``test_choices``)."""

from __future__ import annotations

import pickle

import pytest

from azul_bot.ai import CellFor, Hint, Level, PlacementHint, Why, choose, choose_from_state, coach
from azul_bot.ai.outlook import MoveJudge, placement_values
from azul_bot.engine import GREY, Color, Game, Move, WallMove, parse_move
from tests.ai.helpers import at_tiling, column_trap, g4_offer
from tests.engine.positions import board, position

TINY = 0.01
B, Y, R, K, W = Color


def test_a_seat_with_nothing_to_do_gets_no_move() -> None:
    game = Game.new(2, 3, GREY)
    with pytest.raises(ValueError, match="not their turn"):
        choose(game, Level.EASY, seed=1, seat=1 - game.current_player)
    game = at_tiling(game)
    done = [seat for seat in range(2) if seat not in game.to_place]
    for seat in done:
        with pytest.raises(ValueError, match="no line to place"):
            choose(game, Level.HARD, seed=1, seat=seat)


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_normal_and_hard_keep_a_cell_open_for_their_own_line(level: Level) -> None:
    game = column_trap()
    for seed in range(3):
        move = choose(game, level, seed=seed, budget=0.05, seat=0)
        assert move.col != 3, (level, seed, move)


def test_the_placement_judge_weighs_points_now_against_a_dead_line() -> None:
    values = dict((move.col, value) for value, move in placement_values(column_trap(), 0))
    assert values[3] < min(values[0], values[1], values[2])


def test_easy_takes_the_most_points_now() -> None:
    assert choose(column_trap(), Level.EASY, seed=1, seat=0) == WallMove(0, 0, 3)


def test_the_coach_explains_a_column_that_keeps_a_line_open() -> None:
    game = column_trap()
    hints = coach(game, seed=2, budget=0.05, top=4)
    assert all(isinstance(hint, PlacementHint) for hint in hints)
    assert sorted(hint.move.col for hint in hints) == [0, 1, 2, 3]
    assert hints[0].move.col != 3
    by_col = {hint.move.col: hint for hint in hints}
    kept = by_col[0]
    assert (kept.points, kept.best_points, kept.color) == (1, 2, B)
    assert kept.keeps_open == (CellFor(2, 3, B),) and kept.closes == ()
    assert kept.reason is Why.KEEPS_OPEN
    greedy = by_col[3]
    assert (greedy.points, greedy.h, greedy.v) == (2, 1, 2)
    assert greedy.closes == ((2, B),) and greedy.keeps_open == ()
    assert greedy.reason is Why.MOST_POINTS
    assert (greedy.row_tiles, greedy.column_tiles, greedy.color_tiles) == (1, 2, 2)
    assert pickle.loads(pickle.dumps(hints)) == hints


def test_a_forced_column_is_explained_as_the_only_cell() -> None:
    wall = ["..B..", "YR...", "...B.", ".....", "....."]
    game = position(
        [board(lines={1: ("blue", 2)}, wall=wall), board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="grey",
        auto_place=False,
    )
    game.play(Move.parse("crf"))
    assert choose(game, Level.HARD, seed=1, seat=0) == WallMove(0, 1, 4)
    (hint,) = coach(game, seed=1, budget=TINY, seat=0)
    assert hint.reason is Why.ONLY_CELL and hint.move == WallMove(0, 1, 4)


def test_a_take_into_a_line_without_a_cell_is_judged_as_floor_tiles() -> None:
    judge = MoveJudge(g4_offer())
    assert judge.gain(Move.parse("1b4")) < judge.gain(Move.parse("1b5"))
    assert judge.gain(Move.parse("1b4")) < 0


def test_the_coach_says_when_a_line_will_fall_to_the_floor() -> None:
    hints = {str(h.move): h for h in coach(g4_offer(), seed=1, budget=TINY, top=50)}
    assert all(isinstance(hint, Hint) for hint in hints.values())
    doomed = hints["1b4"]
    assert doomed.no_cell and doomed.column == -1 and doomed.completes
    assert (doomed.points, doomed.column_tiles) == (0, 0)
    fine = hints["1b5"]
    assert not fine.no_cell and fine.column in (0, 1, 2, 4)


def test_without_a_seat_the_first_waiting_seat_is_chosen_for() -> None:
    game = at_tiling(Game.new(4, 77, GREY))
    move = parse_move(choose_from_state(game.to_dict(), "normal", 3))
    assert isinstance(move, WallMove) and move.player == game.to_place[0]


def test_on_the_classic_wall_a_hint_names_the_printed_column() -> None:
    game = position([board(lines={3: ("red", 3)}), board()], factories=[["red", "blue"]])
    hints = {str(h.move): h for h in coach(game, seed=1, budget=TINY, top=50)}
    assert hints["1r4"].column == game.variant.wall_cells(3, R).bit_length() - 1 == 0
    assert not hints["1r4"].no_cell
