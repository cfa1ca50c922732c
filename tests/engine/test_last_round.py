"""``Game.ends_this_round``: the last-round warning is never wrong, on either wall."""

from __future__ import annotations

import random

import pytest

from azul_bot.engine import GREY, Game, RoundStarted
from tests.engine.positions import board, position


def classic(lines, wall) -> Game:
    return position([board(lines=lines, wall=wall), board()], factories=[["red"] * 4])


def test_a_full_line_that_completes_a_row_ends_the_game_this_round():
    row_0 = [".YRKW", ".....", ".....", ".....", "....."]  # blue's cell is column 0
    assert classic({0: ("blue", 1)}, row_0).ends_this_round
    assert not classic({}, row_0).ends_this_round  # the line is empty
    row_4 = [".....", ".....", ".....", ".....", "YRKW."]
    assert not classic({4: ("blue", 4)}, row_4).ends_this_round  # one short: not sure yet
    assert classic({4: ("blue", 5)}, row_4).ends_this_round


def grey_row_of_four(above: str) -> Game:
    """Grey: row 2 (index 1) lacks only column 3, line 2 is full of blue; line 1 is full of
    blue too, and row 1 is ``above``."""
    wall = [above, "YRK.W", ".....", ".....", "....."]
    lines = {0: ("blue", 1), 1: ("blue", 2)}
    return position(
        [board(lines=lines, wall=wall), board()], variant="grey", factories=[["red"] * 4]
    )


def test_on_the_grey_wall_a_line_above_that_could_take_the_cell_makes_it_unsure():
    assert not grey_row_of_four(".....").ends_this_round  # line 1 may put its blue in column 3
    assert grey_row_of_four("...K.").ends_this_round  # column 3 of row 1 is taken


@pytest.mark.parametrize("variant", [None, GREY])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_warned_round_is_always_the_last(variant, players):
    chooser = random.Random(players)
    for seed in range(12):
        game = Game.new(players, seed, variant) if variant else Game.new(players, seed)
        warned = False
        while not game.is_over:
            warned = warned or game.ends_this_round
            events = game.play(chooser.choice(game.legal_moves()))
            assert not (warned and any(isinstance(e, RoundStarted) for e in events)), seed
        assert not game.ends_this_round
