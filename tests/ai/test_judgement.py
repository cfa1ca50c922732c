"""The levels above random play like somebody who knows the rules."""

from __future__ import annotations

import pytest

from azul_bot.ai import Level, choose
from azul_bot.ai.outlook import MoveJudge
from azul_bot.ai.policy import sensible_moves
from azul_bot.engine import FLOOR, Game, Move
from tests.engine.positions import board, position


def last_round_with_a_row_to_finish() -> Game:
    """Red on line 1 completes row 1 (5 points, +2 bonus, +10 for the five black already on
    the wall) and ends the game 50 to at most 49. Black is on every row of the wall, so the
    other moves dump 4 black on the floor (-6) and let the game go on, 14 behind."""
    me = board(score=33, wall=["xx.xx", "x...x", "x....", "xx...", "..x.."])
    them = board(score=47, wall=["x....", "x....", ".....", ".....", "....."])
    return position(
        [me, them],
        center=["red", "black", "black", "black", "black"],
        marker_in_center=False,
        first_player=1,
    )


def test_hard_takes_the_winning_line() -> None:
    game = last_round_with_a_row_to_finish()
    assert choose(game, Level.HARD, seed=1, budget=0.05) == Move.parse("cr1")


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL])
def test_easy_and_normal_keep_tiles_off_the_floor_when_a_line_fits(level: Level) -> None:
    game = position([board(), board()], factories=[["blue", "blue", "yellow", "yellow"]])
    for seed in range(20):
        move = choose(game, level, seed=seed)
        assert move.line != FLOOR and game.preview(move).to_floor == 0, (seed, move)


def test_no_pointless_floor_dumps_among_the_sensible_moves() -> None:
    game = position([board(), board()], factories=[["blue", "blue", "yellow", "yellow"]])
    moves = sensible_moves(game)
    assert moves and all(move.line != FLOOR for move in moves)
    assert len(moves) == len(game.legal_moves()) - 2  # the two floor moves are gone


def test_a_forced_floor_move_stays_sensible() -> None:
    full = {line: ("blue", line + 1) for line in range(5)}
    game = position([board(lines=full), board()], factories=[["white"] * 4])
    assert sensible_moves(game) == [Move.parse("1wf")]
    assert choose(game, Level.HARD, seed=1, budget=0.05) == Move.parse("1wf")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_judges_shortcut_drops_exactly_the_pointless_dumps(players: int) -> None:
    game = Game.new(players, 40 + players)
    while not game.is_over:
        scored = MoveJudge(game).scored(game.legal_moves())
        assert [move for _, move in scored] == sensible_moves(game)
        game.play(choose(game, Level.EASY, seed=game.turn))


def test_the_judge_values_finishing_a_line_above_starting_one() -> None:
    me = board(lines={3: ("red", 3)})
    game = position([me, board()], factories=[["red", "blue", "blue", "blue"]])
    judge = MoveJudge(game)
    assert judge.gain(Move.parse("1r4")) > 0 > judge.gain(Move.parse("1r5"))
    assert judge.gain(Move.parse("1b3")) > judge.gain(Move.parse("1b2"))  # 1 to the floor
    assert judge.gain(Move.parse("1b2")) > judge.gain(Move.parse("1bf"))
