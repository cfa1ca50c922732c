"""The grey wall (docs/rules.md: "The grey wall", worked examples G1-G4): players choose the
column of each tile at wall tiling, a color at most once per row and per column."""

import pytest

from azul_bot.engine import (
    CLASSIC,
    GREY,
    Color,
    FloorPenalty,
    Game,
    GameEnded,
    IllegalMove,
    LineToFloor,
    Move,
    PendingLine,
    Phase,
    Reason,
    RoundEnded,
    RoundStarted,
    TileWalled,
    WallMove,
)
from azul_bot.engine.scoring import end_bonuses
from tests.engine.positions import board, position, tiles_in_play

B, Y, R, K, W = Color
EMPTY = ["....."] * 5


def grey(boards, *, current_player=1, **kwargs):
    """A grey game where player 1 is to take the last tile of the round (one red, from the
    center, to the floor: ``crf``)."""
    return position(
        boards,
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=current_player,
        variant="grey",
        **kwargs,
    )


def end_offer(boards, **kwargs):
    """``grey`` with the last take played: the wall tiling has begun (or is already over)."""
    game = grey(boards, **kwargs)
    return game, game.play(Move.parse("crf"))


def walled(events, player=0):
    return [e for e in events if isinstance(e, TileWalled) and e.player == player]


# ------------------------------------------------------------------ the worked examples


def test_g1_a_color_already_in_a_column_refuses_it_and_the_others_score():
    wall = [".....", "YB...", ".....", ".....", "....."]
    game, events = end_offer([board(lines={0: ("blue", 1)}, wall=wall), board()])
    assert game.phase is Phase.TILING
    assert game.current_player is None and game.to_place == (0,)
    assert game.pending_line(0) == PendingLine(0, 0, B, 1, (0, 2, 3, 4))
    assert game.check(WallMove(0, 0, 1)) is Reason.COLOR_IN_COLUMN
    assert game.preview_placement(WallMove(0, 0, 0)) == TileWalled(0, 0, 0, B, 2, 1, 2)
    for col in (2, 3, 4):
        assert game.preview_placement(WallMove(0, 0, col)).points == 1
    # Player 1 had nothing to place: their floor (the red just taken) is scored already.
    assert events[-1] == FloorPenalty(1, 1, 1, 0)
    events = game.play(WallMove(0, 0, 0))
    assert events[0] == TileWalled(0, 0, 0, B, 2, 1, 2)
    assert RoundEnded(1, (2, 0)) in events and isinstance(events[-1], RoundStarted)
    assert game.phase is Phase.OFFER and game.current_player == 1
    assert game.players[0].color_at(0, 0) is B


def test_g2_a_line_without_a_legal_cell_goes_whole_to_the_floor():
    wall = ["...B.", "....B", "YRK..", ".....", "....."]
    game, events = end_offer([board(score=10, lines={2: ("blue", 3)}, wall=wall), board()])
    assert LineToFloor(0, 2, B, 3, 3, 0) in events
    assert FloorPenalty(0, 3, 4, 6) in events  # slots 1-3: 1 + 1 + 2
    assert not walled(events)
    assert game.players[0].line(2) == (None, 0)
    assert game.phase is Phase.OFFER  # nobody had a choice: the round went on
    assert game.lid[B] == 3 and tiles_in_play(game) == [20] * 5


def test_g3_a_tile_placed_above_counts_as_neighbour_and_as_color_in_its_column():
    game, _ = end_offer([board(lines={0: ("red", 1), 1: ("white", 2)}), board()])
    assert game.pending_line(0).columns == (0, 1, 2, 3, 4)
    assert game.play(WallMove(0, 0, 2))[0] == TileWalled(0, 0, 2, R, 1, 1, 1)
    assert game.pending_line(0) == PendingLine(0, 1, W, 2, (0, 1, 2, 3, 4))
    assert game.play(WallMove(0, 1, 2))[0] == TileWalled(0, 1, 2, W, 2, 1, 2)
    # Had line 1 held red, column 2 would have been refused for it.
    game, _ = end_offer([board(lines={0: ("red", 1), 1: ("red", 2)}), board()])
    game.play(WallMove(0, 0, 2))
    assert game.pending_line(0).columns == (0, 1, 3, 4)
    assert game.check(WallMove(0, 1, 2)) is Reason.COLOR_IN_COLUMN


def test_g4_phase_a_allows_the_color_but_its_line_will_fall_to_the_floor():
    wall = ["...B.", ".....", ".....", "YRK.W", "....."]
    game = grey([board(wall=wall), board()], factories=[["blue"] * 4], current_player=0)
    move = Move.parse("1b4")
    assert game.check(move) is None  # row 3 holds no blue
    assert game.open_columns(0, 3, B) == ()  # (3, 3) is free but column 3 holds blue
    assert game.open_columns(0, 3, R) == ()  # red is in the row already
    assert game.open_columns(0, 4, B) == (0, 1, 2, 4)
    game.play(move)  # line 4 complete; player 1 takes the last red
    events = game.play(Move.parse("crf"))
    assert LineToFloor(0, 3, B, 4, 4, 0) in events


# ------------------------------------------------------------------ the tiling phase


def test_a_full_floor_sends_the_rest_of_the_line_to_the_lid():
    wall = ["...B.", "....B", "YRK..", ".....", "....."]
    floor = ["white"] * 6
    game, events = end_offer(
        [board(score=20, lines={2: ("blue", 3)}, wall=wall, floor=floor), board()]
    )
    assert LineToFloor(0, 2, B, 3, 1, 2) in events
    assert FloorPenalty(0, 7, 14, 6) in events
    assert tiles_in_play(game) == [20] * 5


def test_two_lines_of_one_color_in_one_round():
    game, _ = end_offer([board(lines={0: ("blue", 1), 3: ("blue", 4)}), board()])
    assert game.pending_line(0).row == 0
    game.play(WallMove(0, 0, 4))
    assert game.pending_line(0) == PendingLine(0, 3, B, 4, (0, 1, 2, 3))
    assert game.check(WallMove(0, 3, 4)) is Reason.COLOR_IN_COLUMN
    events = game.play(WallMove(0, 3, 0))
    assert events[0] == TileWalled(0, 3, 0, B, 1, 1, 1)
    assert game.players[0].color_cells(B).bit_count() == 2
    assert game.phase is Phase.OFFER


# Blue in columns 2 and 3; row 1 holds yellow and red: blue's only cell in row 1 is (1, 4).
ONE_CELL_FOR_BLUE = ["..B..", "YR...", "...B.", ".....", "....."]


def test_a_forced_single_cell_is_placed_automatically():
    game, events = end_offer([board(lines={1: ("blue", 2)}, wall=ONE_CELL_FOR_BLUE), board()])
    assert walled(events) == [TileWalled(0, 1, 4, B, 1, 1, 1)]
    assert game.phase is Phase.OFFER


def test_without_auto_place_a_forced_cell_waits_for_its_player():
    game, events = end_offer(
        [board(lines={1: ("blue", 2)}, wall=ONE_CELL_FOR_BLUE), board()], auto_place=False
    )
    assert not walled(events)
    assert game.pending_lines() == (PendingLine(0, 1, B, 2, (4,)),)
    assert game.legal_moves() == [WallMove(0, 1, 4)]
    assert game.play(WallMove(0, 1, 4))[0] == TileWalled(0, 1, 4, B, 1, 1, 1)


def test_a_forced_cell_below_a_choice_is_placed_once_the_choice_is_made():
    boards = [board(lines={0: ("red", 1), 1: ("blue", 2)}, wall=ONE_CELL_FOR_BLUE), board()]
    game, _ = end_offer(boards)
    assert game.pending_line(0).columns == (0, 3, 4)  # red is in column 1
    events = game.play(WallMove(0, 0, 4))
    assert walled(events) == [TileWalled(0, 0, 4, R, 1, 1, 1), TileWalled(0, 1, 4, B, 2, 1, 2)]


def test_players_place_independently_in_any_order():
    boards = [board(lines={0: ("red", 1), 2: ("black", 3)}), board(lines={1: ("white", 2)})]
    moves = [WallMove(0, 0, 1), WallMove(1, 1, 3), WallMove(0, 2, 1)]
    first, _ = end_offer(boards)
    second, _ = end_offer(boards)
    assert first.to_place == (0, 1) and first.legal_moves(1) == [
        WallMove(1, 1, c) for c in range(5)
    ]
    for move in moves:
        first.play(move)
    for move in [moves[1], moves[0], moves[2]]:
        second.play(move)
    assert first.to_dict() == second.to_dict()
    assert first.phase is Phase.OFFER and first.round == 2


def test_a_player_done_early_is_scored_while_the_others_choose():
    boards = [board(lines={0: ("red", 1)}, floor=["black"]), board(lines={1: ("white", 2)})]
    game, events = end_offer(boards)
    assert game.to_place == (0, 1)
    events = game.play(WallMove(1, 1, 0))
    # Player 1 is done: their floor (the red just taken) is scored, the round waits for 0.
    assert events == [TileWalled(1, 1, 0, W, 1, 1, 1), FloorPenalty(1, 1, 1, 0)]
    assert game.to_place == (0,) and game.players[1].floor == []
    events = game.play(WallMove(0, 0, 0))
    assert events[:3] == [
        TileWalled(0, 0, 0, R, 1, 1, 1),
        FloorPenalty(0, 1, 1, 0),
        RoundEnded(1, (0, 0)),
    ]


def test_a_grey_round_can_end_the_game_with_grey_bonuses():
    # Row 1 lacks only column 4: blue is forced there once white is placed in row 0. Blue
    # is then on every row, in five different columns: the color bonus counts as on the
    # classic wall.
    wall = [".....", "YRKW.", "..B..", ".B...", "...B."]
    me = board(score=10, lines={0: ("blue", 1), 1: ("blue", 2)}, wall=wall)
    game, events = end_offer([me, board(score=3)])
    # Line 0 blue: columns 1, 2, 3 hold blue; column 4 would kill line 1's only cell.
    assert game.pending_line(0).columns == (0, 4)
    events = game.play(WallMove(0, 0, 0))
    assert [(e.row, e.col) for e in walled(events)] == [(0, 0), (1, 4)]
    assert game.is_over and game.phase is Phase.OVER
    assert isinstance(events[-1], GameEnded)
    result = events[-1].result
    me = result.players[0]
    assert (me.rows, me.columns, me.colors) == (1, 0, 1)
    assert (me.row_bonus, me.color_bonus) == (2, 10)
    assert game.legal_moves() == [] and game.check(WallMove(0, 0, 0)) is Reason.GAME_OVER


def test_a_dead_line_below_falls_only_when_its_turn_comes():
    # Line 0 (red) waits for a choice; line 2 (blue) has no legal cell. Top to bottom: the
    # blue falls after the red is placed, not before.
    wall = ["...B.", "....B", "YRK..", ".....", "....."]
    game, events = end_offer([board(lines={0: ("red", 1), 2: ("blue", 3)}, wall=wall), board()])
    assert not any(isinstance(e, LineToFloor) for e in events)
    events = game.play(WallMove(0, 0, 0))
    assert events[:3] == [
        TileWalled(0, 0, 0, R, 1, 1, 1),
        LineToFloor(0, 2, B, 3, 3, 0),
        FloorPenalty(0, 3, 4, 0),
    ]


def test_end_bonuses_read_the_colors_of_a_grey_wall():
    game = position(
        [board(wall=["BYRKW", "YBKWR", "R.B..", "K..B.", "W...B"]), board()],
        factories=[["red"]],
        variant="grey",
    )
    me = game.players[0]
    # Row 0 and row 1, column 0, blue: all complete (as in worked example 5).
    assert end_bonuses(me.wall, me.colors, GREY) == (4, 7, 10)
    # Five blue in five rows and columns, but not where the classic wall prints a color.
    game = position(
        [board(wall=["B....", "..B..", "....B", ".B...", "...B."]), board()],
        factories=[["red"]],
        variant="grey",
    )
    me = game.players[0]
    assert end_bonuses(me.wall, me.colors, GREY) == (0, 0, 10)
    assert end_bonuses(me.wall) == (0, 0, 0)  # the same cells read as a classic wall


# ------------------------------------------------------------------ refusals


def test_every_wrong_placement_is_refused_with_its_reason_and_changes_nothing():
    wall = ["...B.", ".....", ".....", ".....", "....."]
    game, _ = end_offer(
        [board(lines={1: ("blue", 2), 2: ("red", 3)}, wall=wall), board(lines={0: ("white", 1)})]
    )
    game.play(WallMove(1, 0, 2))  # player 1 is done
    snapshot = game.to_dict()
    wrong = {
        WallMove(5, 1, 0): Reason.UNKNOWN_PLAYER,
        WallMove(1, 1, 0): Reason.NO_PENDING_LINE,
        WallMove(0, 2, 0): Reason.WRONG_ROW,
        WallMove(0, 1, 7): Reason.UNKNOWN_COLUMN,
        WallMove(0, 1, 3): Reason.COLOR_IN_COLUMN,
        Move.parse("1rf"): Reason.TILING_UNDER_WAY,
    }
    for move, reason in wrong.items():
        assert game.check(move) is reason, move
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.reason is reason and refused.value.move == move
    assert game.to_dict() == snapshot
    game.play(WallMove(0, 1, 0))
    game = grey(
        [board(lines={2: ("red", 3)}, wall=["B....", ".....", "Y....", ".....", "....."]), board()]
    )
    assert game.check(WallMove(0, 2, 0)) is Reason.NOT_TILING
    game.play(Move.parse("crf"))
    assert game.check(WallMove(0, 2, 0)) is Reason.CELL_TAKEN


def test_a_classic_game_never_waits_for_placements():
    game = position([board(lines={0: ("red", 1)}), board()], center=["red"], current_player=1)
    assert game.variant is CLASSIC
    events = game.play(Move.parse("crf"))
    assert TileWalled(0, 0, 2, R, 1, 1, 1) in events
    assert game.phase is Phase.OFFER and game.to_place == () and game.pending_lines() == ()
    assert game.check(WallMove(0, 0, 2)) is Reason.NOT_TILING
    assert game.open_columns(0, 1, R) == (3,)


def test_new_grey_game_by_variant_or_code():
    game = Game.new(3, 5, "grey", auto_place=False)
    assert game.variant is GREY and not game.auto_place
    assert game.to_dict()["variant"] == "grey"
    assert repr(game).startswith("<Game grey 3 players")
    with pytest.raises(ValueError, match="unknown variant"):
        Game.new(2, 1, "hexagonal")
