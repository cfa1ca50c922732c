"""Phase A: taking tiles and placing them (docs/rules.md: A round, Phase A)."""

import pytest

from azul_bot.engine import (
    CENTER,
    FLOOR,
    MARKER,
    Color,
    IllegalMove,
    MarkerTaken,
    Move,
    Placement,
    Reason,
    TilesTaken,
)
from tests.engine.positions import board, position, tiles_in_play

B, Y, R, K, W = Color


def two_players(**kwargs):
    boards = kwargs.pop("boards", [board(), board()])
    return position(boards, **kwargs)


def test_taking_from_a_factory_takes_all_of_the_color_and_pushes_the_rest_to_center():
    # Worked example 1: 3 blue + 1 yellow; 3 blue into the empty third line.
    game = two_players(factories=[["blue", "blue", "blue", "yellow"], ["red"] * 4])
    events = game.play(Move.parse("1b3"))
    p0 = game.players[0]
    assert p0.line(2) == (B, 3)  # the line is complete...
    assert p0.wall == 0  # ...but nothing reaches the wall before the wall tiling
    assert game.factories[0] == [0] * 5
    assert game.center == [0, 1, 0, 0, 0]
    assert events == [TilesTaken(0, 0, B, 3, 2, 3, 0, 0, (0, 1, 0, 0, 0))]
    assert game.current_player == 1


def test_taking_from_the_center_takes_one_color_and_the_marker():
    game = two_players(factories=[["red"] * 4], center=["blue", "blue", "yellow"])
    events = game.play(Move.parse("cb2"))
    p0 = game.players[0]
    assert p0.line(1) == (B, 2)
    assert game.center == [0, 1, 0, 0, 0]
    assert p0.floor == [MARKER]  # leftmost free slot
    assert not game.marker_in_center and game.first_player == 0
    assert events[0] == MarkerTaken(0, True)
    # The next player from the center gets no marker.
    events = game.play(Move.parse("cy1"))
    assert [type(e) for e in events] == [TilesTaken]
    assert game.players[1].floor == []


def test_marker_goes_to_the_leftmost_free_floor_slot():
    game = two_players(
        boards=[board(floor=["red", "red"]), board()],
        factories=[["red"] * 4],
        center=["blue"],
    )
    game.play(Move.parse("cbf"))
    assert game.players[0].floor == [R, R, MARKER, B]


def test_marker_on_a_full_floor_gives_no_penalty_but_the_first_turn():
    game = two_players(
        boards=[board(floor=["red"] * 7), board()],
        factories=[["red"] * 4],
        center=["blue"],
        first_player=1,
        current_player=0,
    )
    events = game.play(Move.parse("cb1"))
    assert events[0] == MarkerTaken(0, False)
    assert game.players[0].floor == [R] * 7
    assert game.first_player == 0


def test_tiles_that_do_not_fit_fall_to_the_floor():
    # Worked example 2: 3 red into a line with 2 free slots: 2 to the line, 1 to the floor.
    game = two_players(
        boards=[board(lines={3: ("red", 2)}), board()],
        factories=[["red", "red", "red", "blue"], ["white"] * 4],
    )
    events = game.play(Move.parse("1r4"))
    assert game.players[0].line(3) == (R, 4)
    assert game.players[0].floor == [R]
    assert events[0].to_line == 2 and events[0].to_floor == 1 and events[0].to_lid == 0


def test_floor_overflow_goes_to_the_lid_without_penalty_slots():
    game = two_players(
        boards=[board(floor=["white"] * 6), board()],
        factories=[["red", "red", "red", "blue"], ["white"] * 4],
    )
    events = game.play(Move.parse("1rf"))
    assert game.players[0].floor == [W] * 6 + [R]
    assert game.lid[R] == 2
    assert events[0].to_floor == 1 and events[0].to_lid == 2
    assert tiles_in_play(game) == [20] * 5


def test_the_floor_is_always_allowed_even_when_a_line_fits():
    game = two_players(factories=[["red"] * 4, ["white"] * 4])
    assert Move.parse("1rf") in game.legal_moves()
    game.play(Move.parse("1rf"))
    assert game.players[0].floor == [R] * 4


def test_a_lot_is_never_split_between_two_lines():
    # 4 red into line 2 (capacity 2): the 2 extra go to the floor, never to another line.
    game = two_players(factories=[["red"] * 4, ["white"] * 4])
    game.play(Move.parse("1r2"))
    p0 = game.players[0]
    assert p0.line(1) == (R, 2)
    assert [p0.line(i) for i in (0, 2, 3, 4)] == [(None, 0)] * 4
    assert p0.floor == [R, R]


def test_a_line_adds_to_its_own_color():
    game = two_players(
        boards=[board(lines={4: ("blue", 2)}), board()],
        factories=[["blue", "blue", "red", "red"], ["white"] * 4],
    )
    game.play(Move.parse("1b5"))
    assert game.players[0].line(4) == (B, 4)


@pytest.mark.parametrize(
    ("setup", "move", "reason"),
    [
        ({}, "6r1", Reason.UNKNOWN_SOURCE),  # 2 players have 5 factories
        ({}, "2r1", Reason.EMPTY_SOURCE),
        ({}, "cr1", Reason.EMPTY_SOURCE),
        ({}, "1b1", Reason.COLOR_NOT_IN_SOURCE),
        ({"lines": {2: ("red", 3)}}, "1r3", Reason.LINE_FULL),
        ({"lines": {2: ("blue", 1)}}, "1r3", Reason.LINE_HAS_OTHER_COLOR),
        ({"wall": ["..x..", ".....", ".....", ".....", "....."]}, "1r1", Reason.COLOR_ON_WALL_ROW),
    ],
)
def test_illegal_moves_are_refused_with_a_reason_and_change_nothing(setup, move, reason):
    game = two_players(boards=[board(**setup), board()], factories=[["red"] * 4])
    before = game.to_dict()
    with pytest.raises(IllegalMove) as error:
        game.play(Move.parse(move))
    assert error.value.reason is reason
    assert error.value.move == Move.parse(move)
    assert game.to_dict() == before
    assert game.check(Move.parse(move)) is reason


def test_a_move_with_an_impossible_line_is_refused():
    game = two_players(factories=[["red"] * 4])
    with pytest.raises(IllegalMove) as error:
        game.play(Move(0, R, 7))
    assert error.value.reason is Reason.UNKNOWN_LINE


def test_legal_moves_are_exactly_the_allowed_destinations():
    game = two_players(
        boards=[
            board(
                lines={0: ("red", 1), 1: ("blue", 1), 2: ("red", 1)},
                wall=[".....", ".....", ".....", "x....", "....."],  # red on row 3 (index 3)
            ),
            board(),
        ],
        factories=[["red", "red", "blue", "blue"]],
    )
    moves = {str(m) for m in game.legal_moves()}
    # red: line 1 full, line 2 blue, line 3 red (fits), line 4 red on the wall, line 5 free.
    # blue: line 1 red, line 2 blue (fits), line 3 red, line 4 free, line 5 free.
    assert moves == {"1r3", "1r5", "1rf", "1b2", "1b4", "1b5", "1bf"}


def test_preview_says_where_tiles_would_go():
    game = two_players(
        boards=[board(lines={3: ("red", 1)}, floor=["white"] * 5), board()],
        factories=[["red"] * 4],
        center=["blue"] * 4,
    )
    # Five on the floor already: its sixth and seventh slots cost 3 each.
    assert game.preview(Move.parse("1r4")) == Placement(4, 3, 1, 0, floor_cost=3)
    assert game.preview(Move.parse("1r1")) == Placement(4, 1, 2, 1, floor_cost=6)
    # The marker takes one of the two free floor slots first.
    assert game.preview(Move.parse("cb1")) == Placement(4, 1, 1, 2, 6, takes_marker=True)
    assert game.preview(Move.parse("cb1")) is not None and game.to_dict()["center"] == ["blue"] * 4
    with pytest.raises(IllegalMove):
        game.preview(Move(CENTER, R, FLOOR))
