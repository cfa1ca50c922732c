"""Phase B: wall tiling and scoring (docs/rules.md: Phase B, worked examples 3, 4, 6)."""

import pytest

from azul_bot.engine import (
    MARKER,
    Color,
    FloorPenalty,
    Move,
    RoundEnded,
    TileWalled,
    placement_score,
)
from azul_bot.engine.scoring import cell_bit
from tests.engine.positions import board, position, tiles_in_play

B, Y, R, K, W = Color


def wall_of(*cells):
    mask = 0
    for r, c in cells:
        mask |= cell_bit(r, c)
    return mask


def end_round(boards, **kwargs):
    """Player 1 takes the last tile of the round (red, from the center, to the floor), so
    the wall tiling runs. Player 1's board must be able to take it."""
    game = position(
        boards,
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        **kwargs,
    )
    events = game.play(Move.parse("crf"))
    return game, events


def test_lone_tile_scores_one_never_two():
    assert placement_score(wall_of((2, 2)), 2, 2) == (1, 1, 1)


def test_horizontal_and_vertical_runs_add_when_both_longer_than_one():
    # Worked example 3: a run of 4 across and 3 down through the new tile scores 7.
    wall = wall_of((2, 0), (2, 1), (2, 2), (2, 3), (1, 2), (3, 2))
    assert placement_score(wall, 2, 2) == (7, 4, 3)


def test_only_one_direction_counts_when_the_other_is_alone():
    assert placement_score(wall_of((0, 0), (0, 1), (0, 2)), 0, 2) == (3, 3, 1)
    assert placement_score(wall_of((0, 4), (1, 4)), 1, 4) == (2, 1, 2)


def test_diagonals_never_count():
    wall = wall_of((1, 1), (0, 0), (2, 2), (0, 2), (2, 0))
    assert placement_score(wall, 1, 1) == (1, 1, 1)


def test_a_gap_breaks_a_run():
    wall = wall_of((0, 0), (0, 2), (0, 3), (2, 2), (3, 2))
    assert placement_score(wall, 0, 2) == (2, 2, 1)  # (0,0) is beyond the gap at (0,1)
    assert placement_score(wall, 3, 2) == (2, 1, 2)  # (0,2) is beyond the gap at (1,2)


def test_worked_example_three_scores_six_for_the_round():
    game, events = end_round(
        [
            board(
                score=10,
                lines={2: ("blue", 3), 4: ("yellow", 5)},
                wall=[".....", "..x..", "xx.x.", "..x..", "....."],
                floor=["white", "white"],
            ),
            board(),
        ]
    )
    walled = [e for e in events if isinstance(e, TileWalled) and e.player == 0]
    assert walled == [TileWalled(0, 2, 2, B, 7, 4, 3), TileWalled(0, 4, 0, Y, 1, 1, 1)]
    assert FloorPenalty(0, 2, 2, 16) in events
    assert game.players[0].score == 10 + 7 + 1 - 2


def test_worked_example_four_two_left_one_above():
    game, events = end_round(
        [
            board(
                score=3,
                lines={1: ("red", 2)},  # red goes to row 1, column 3
                wall=[".....", ".xx..", ".....", ".....", "....."],
                floor=["black", "black"],
            ),
            board(),
        ]
    )
    # Two on its left (1,1), (1,2): h = 3; nothing above at (0,3): v = 1 -> 3 points.
    assert [e.points for e in events if isinstance(e, TileWalled) and e.player == 0] == [3]
    game, events = end_round(
        [
            board(
                score=3,
                lines={1: ("red", 2)},
                wall=["...x.", ".xx..", ".....", ".....", "....."],
                floor=["black", "black"],
            ),
            board(),
        ]
    )
    assert [e for e in events if isinstance(e, TileWalled) and e.player == 0] == [
        TileWalled(0, 1, 3, R, 5, 3, 2)
    ]
    assert game.players[0].score == 3 + 5 - 1 - 1


def test_lines_are_tiled_top_to_bottom_so_new_tiles_are_neighbours():
    # Line 1 places blue at (0,0); line 2 then places white at (1,0), below it.
    game, events = end_round([board(lines={0: ("blue", 1), 1: ("white", 2)}), board()])
    walled = [e for e in events if isinstance(e, TileWalled)]
    assert walled == [TileWalled(0, 0, 0, B, 1, 1, 1), TileWalled(0, 1, 0, W, 2, 1, 2)]
    assert game.players[0].score == 3


def test_complete_line_sends_its_other_tiles_to_the_lid_and_incomplete_lines_stay():
    game, _ = end_round([board(lines={3: ("black", 4), 4: ("red", 3)}), board()])
    p0 = game.players[0]
    assert p0.has_tile(3, 1)  # black in row 3 is column 1
    assert p0.line(3) == (None, 0)
    assert p0.line(4) == (R, 3)  # kept, with its color, for the next round
    assert game.lid[K] == 3
    assert tiles_in_play(game) == [20] * 5


def test_floor_is_emptied_into_the_lid_and_the_marker_returns_to_its_holder():
    game, events = end_round([board(), board(floor=["marker", "blue"])])
    assert FloorPenalty(1, 3, 4, 0) in events  # marker, blue, and the red just taken
    assert game.players[1].floor == []
    assert game.lid[B] == 1 and game.lid[R] == 1
    assert game.first_player == 1 and game.current_player == 1
    assert MARKER not in game.players[1].floor and game.marker_in_center


def test_score_never_drops_below_zero():
    game, events = end_round([board(score=2, floor=["white"] * 7), board()])
    assert FloorPenalty(0, 7, 14, 0) in events
    assert game.players[0].score == 0


def test_round_ended_reports_scores_after_the_tiling():
    game, events = end_round([board(lines={0: ("blue", 1)}), board(score=5)])
    assert RoundEnded(1, (1, 4)) in events
    assert game.round == 2


@pytest.mark.parametrize("line", range(5))
def test_a_line_is_complete_only_at_its_capacity(line):
    game, events = end_round([board(lines={line: ("blue", line)} if line else {}), board()])
    assert not any(isinstance(e, TileWalled) for e in events)
