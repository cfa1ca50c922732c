"""Material and the colored wall (docs/rules.md: Material, The wall)."""

import pytest

from azul_bot.engine import (
    COLORS,
    FACTORIES_FOR_PLAYERS,
    FLOOR_PENALTIES,
    WALL,
    Color,
    Game,
    floor_penalty,
    wall_column,
)
from tests.engine.positions import tiles_in_play


def test_colors_in_canonical_order():
    assert [str(c) for c in COLORS] == ["blue", "yellow", "red", "black", "white"]


def test_wall_layout_matches_the_printed_board():
    B, Y, R, K, W = COLORS
    assert WALL == (
        (B, Y, R, K, W),
        (W, B, Y, R, K),
        (K, W, B, Y, R),
        (R, K, W, B, Y),
        (Y, R, K, W, B),
    )


@pytest.mark.parametrize("row", range(5))
@pytest.mark.parametrize("color", list(Color))
def test_wall_column_finds_the_color_in_its_row(row, color):
    assert WALL[row][wall_column(row, color)] == color


def test_each_color_once_per_row_and_column():
    for i in range(5):
        assert len(set(WALL[i])) == 5
        assert len({WALL[r][i] for r in range(5)}) == 5


def test_floor_penalties():
    assert FLOOR_PENALTIES == (1, 1, 2, 2, 2, 3, 3)
    assert [floor_penalty(n) for n in range(9)] == [0, 1, 2, 4, 6, 8, 11, 14, 14]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_fills_every_factory_from_a_full_bag(players):
    game = Game.new(players, seed=players)
    assert len(game.factories) == FACTORIES_FOR_PLAYERS[players] == {2: 5, 3: 7, 4: 9}[players]
    assert all(sum(f) == 4 for f in game.factories)
    assert sum(game.bag) == 100 - 4 * len(game.factories)
    assert game.lid == [0] * 5 and game.center == [0] * 5
    assert game.marker_in_center
    assert game.current_player == game.first_player
    assert tiles_in_play(game) == [20] * 5
    for board in game.players:
        assert board.score == 0 and board.wall == 0 and board.floor == []


def test_first_player_is_drawn_at_random():
    firsts = {Game.new(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [1, 5, 0])
def test_only_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4"):
        Game.new(players, seed=1)
