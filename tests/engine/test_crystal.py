"""The Crystal Mosaic (docs/rules.md: "The Crystal Mosaic", worked examples C1-C6): a free
wall whose printed cells take only their color, on side 1 doubling the tile's points, with the
boards' own floor and, on side 2, larger end bonuses."""

import pytest

from azul_bot.engine import (
    CLASSIC,
    CRYSTAL_1,
    CRYSTAL_2,
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
    PrintedCell,
    Reason,
    TileWalled,
    WallMove,
)
from azul_bot.engine.scoring import end_bonuses
from tests.engine.positions import board, position, tiles_in_play

B, Y, R, K, W = Color


def crystal(side, boards, *, current_player=1, **kwargs):
    """A game of the Crystal Mosaic's ``side`` where player 1 is to take the last tile of the
    round (one red, from the center, to the floor: ``crf``)."""
    kwargs.setdefault("center", ["red"])
    kwargs.setdefault("marker_in_center", False)
    return position(
        boards,
        first_player=1,
        current_player=current_player,
        variant=f"crystal-{side}",
        **kwargs,
    )


def end_offer(side, boards, **kwargs):
    """``crystal`` with the last take played: the wall tiling has begun (or is over)."""
    game = crystal(side, boards, **kwargs)
    return game, game.play(Move.parse("crf"))


def walled(events, player=0):
    return [e for e in events if isinstance(e, TileWalled) and e.player == player]


# ------------------------------------------------------------------ the boards


def test_the_sides_print_their_cells_floor_and_bonuses():
    assert CRYSTAL_1.printed_cells == (
        PrintedCell(0, 3, K, 2),
        PrintedCell(1, 0, W, 2),
        PrintedCell(2, 2, Y, 2),
        PrintedCell(3, 4, B, 2),
        PrintedCell(4, 1, R, 2),
    )
    assert CRYSTAL_2.printed_cells == (
        PrintedCell(1, 1, B),
        PrintedCell(1, 3, R),
        PrintedCell(2, 2, W),
        PrintedCell(3, 1, K),
        PrintedCell(3, 3, Y),
    )
    assert all(cell.multiplier == 1 for cell in CRYSTAL_2.printed_cells)
    for side in (CRYSTAL_1, CRYSTAL_2):
        assert side.free_wall and side.floor_penalties == (1, 0, 1, 2, 1, 2, 3)
        assert side.player_counts == (2, 3, 4) and side.factory_size == 4
        assert side.printed_color(0, 0) is None and side.multiplier(0, 0) == 1
    assert (CRYSTAL_1.row_bonus, CRYSTAL_1.column_bonus, CRYSTAL_1.color_bonus) == (2, 7, 10)
    assert (CRYSTAL_2.row_bonus, CRYSTAL_2.column_bonus, CRYSTAL_2.color_bonus) == (3, 10, 12)
    assert CRYSTAL_1.printed_color(2, 2) is Y and CRYSTAL_1.multiplier(2, 2) == 2
    assert CRYSTAL_2.printed_color(2, 2) is W and CRYSTAL_2.multiplier(2, 2) == 1
    # A printed cell takes only its color; the other cells of its row take any.
    assert CRYSTAL_1.wall_cells(0, K) == 0b11111
    assert CRYSTAL_1.wall_cells(0, R) == 0b10111
    assert CRYSTAL_2.wall_cells(1, Y) == 0b10101 and CRYSTAL_2.wall_cells(1, B) == 0b10111


# ------------------------------------------------------------------ the worked examples


def test_c1_a_printed_cell_doubles_its_colors_points_on_side_1():
    game, _ = end_offer(1, [board(lines={0: ("black", 1)}), board()])
    assert game.pending_line(0) == PendingLine(0, 0, K, 1, (0, 1, 2, 3, 4))
    assert game.preview_placement(WallMove(0, 0, 3)) == TileWalled(0, 0, 3, K, 2, 1, 1)
    for col in (0, 1, 2, 4):
        assert game.preview_placement(WallMove(0, 0, col)).points == 1
    assert game.play(WallMove(0, 0, 3))[0] == TileWalled(0, 0, 3, K, 2, 1, 1)
    assert game.players[0].score == 2 and game.players[0].color_at(0, 3) is K


def test_c2_a_printed_cell_refuses_another_color_and_a_tile_elsewhere_closes_it():
    game, _ = end_offer(1, [board(lines={0: ("red", 1)}), board()])
    assert game.pending_line(0) == PendingLine(0, 0, R, 1, (0, 1, 2, 4))
    assert game.check(WallMove(0, 0, 3)) is Reason.PRINTED_OTHER_COLOR
    assert game.preview_placement(WallMove(0, 0, 1)).points == 1
    # Red in column 1 closes the printed red cell (4, 1) for good: a client warns.
    assert game.closes_printed(WallMove(0, 0, 1)) == (PrintedCell(4, 1, R, 2),)
    for col in (0, 2, 4):
        assert game.closes_printed(WallMove(0, 0, col)) == ()
    assert game.closed_printed(0) == () and game.dead_rows(0) == ()
    game.play(WallMove(0, 0, 1))
    assert game.closed_printed(0) == (PrintedCell(4, 1, R, 2),)
    assert game.dead_rows(0) == (4,)  # (4, 1) takes only red, and red is in its column
    assert game.open_columns(0, 4, R) == (0, 2, 3, 4)  # red may still go elsewhere in row 4


def test_c3_the_whole_run_score_is_doubled():
    wall = [".....", "..K..", "BR...", "..W..", "....."]
    game, _ = end_offer(1, [board(lines={2: ("yellow", 3)}, wall=wall), board()])
    assert game.preview_placement(WallMove(0, 2, 2)) == TileWalled(0, 2, 2, Y, 12, 3, 3)
    # Beside it, the empty printed cell keeps (2, 3) apart from the run: a lone tile.
    assert game.preview_placement(WallMove(0, 2, 3)) == TileWalled(0, 2, 3, Y, 1, 1, 1)


def test_c4_side_2_refuses_another_color_on_a_printed_cell_and_doubles_nothing():
    game, _ = end_offer(2, [board(lines={2: ("blue", 3)}), board()])
    assert game.pending_line(0).columns == (0, 1, 3, 4)
    assert game.check(WallMove(0, 2, 2)) is Reason.PRINTED_OTHER_COLOR
    for col in (0, 1, 3, 4):
        assert game.preview_placement(WallMove(0, 2, col)).points == 1
    with pytest.raises(IllegalMove) as refused:
        game.play(WallMove(0, 2, 2))
    assert refused.value.reason is Reason.PRINTED_OTHER_COLOR
    # Its own color on side 2's printed cell scores as usual.
    game, _ = end_offer(2, [board(lines={2: ("white", 3)}), board()])
    assert game.preview_placement(WallMove(0, 2, 2)).points == 1


# Side 2, every printed cell respected: rows 0 and 1, column 0 and blue complete once black
# fills (1, 4).
C5_WALL = ["BYRKW", "WBYR.", "K.WB.", "R...B", "Y.B.."]


def test_c5_side_2s_end_bonuses_are_3_10_and_12():
    done = C5_WALL[:1] + ["WBYRK"] + C5_WALL[2:]
    game = position([board(wall=done), board()], factories=[["red"]], variant="crystal-2")
    me = game.players[0]
    assert end_bonuses(me.wall, me.colors, CRYSTAL_2) == (6, 10, 12)
    assert end_bonuses(me.wall, me.colors, GREY) == (4, 7, 10)
    # The game that ends with that wall: black's line 1 is forced to (1, 4), 7 points.
    me = board(score=33, lines={1: ("black", 2)}, wall=C5_WALL)
    game, events = end_offer(2, [me, board()])
    assert walled(events) == [TileWalled(0, 1, 4, K, 7, 5, 2)]
    assert game.is_over and isinstance(events[-1], GameEnded)
    result = events[-1].result.players[0]
    assert (result.wall_score, result.rows, result.columns, result.colors) == (40, 2, 1, 1)
    assert (result.row_bonus, result.column_bonus, result.color_bonus) == (6, 10, 12)
    assert result.score == 40 + 6 + 10 + 12 == 68


@pytest.mark.parametrize("side", [1, 2])
def test_c6_the_boards_floor_costs_1_0_1_2_1_2_3(side):
    game = crystal(side, [board(), board(score=10)], center=["red"] * 3, marker_in_center=True)
    take = Move.parse("crf")
    assert game.preview(take).floor_cost == 4  # three tiles and the marker: 1 + 0 + 1 + 2
    events = game.play(take)
    assert FloorPenalty(1, 4, 4, 6) in events
    variant = game.variant
    assert variant.floor_penalty(7) == 10 and variant.floor_penalty(9) == 10
    assert (CLASSIC.floor_penalty(4), CLASSIC.floor_penalty(7)) == (6, 14)
    full = crystal(side, [board(), board(score=20, floor=["white"] * 6)], center=["red"] * 3)
    assert FloorPenalty(1, 7, 10, 10) in full.play(take)
    assert tiles_in_play(full) == [20] * 5


# ------------------------------------------------------------------ printed cells as empty cells


def test_an_empty_printed_cell_does_not_hold_its_color_for_its_row_or_column():
    # Black may go anywhere in column 3 and row 0 while (0, 3), printed black, is empty.
    game, _ = end_offer(1, [board(lines={2: ("black", 3)}), board()])
    assert game.pending_line(0).columns == (0, 1, 3, 4)  # (2, 2) is printed yellow
    assert game.closes_printed(WallMove(0, 2, 3)) == (PrintedCell(0, 3, K, 2),)
    assert game.closes_printed(WallMove(0, 2, 0)) == ()
    # In its row too: white elsewhere in row 1 closes (1, 0), printed white.
    game, _ = end_offer(1, [board(lines={1: ("white", 2)}), board()])
    assert game.closes_printed(WallMove(0, 1, 2)) == (PrintedCell(1, 0, W, 2),)
    assert game.closes_printed(WallMove(0, 1, 0)) == ()  # on the printed cell itself


def test_an_empty_printed_cell_breaks_runs():
    # (2, 2) is printed yellow and empty: red at (2, 1) and blue at (2, 3) are apart.
    wall = [".....", ".....", ".R.B.", ".....", "....."]
    game, _ = end_offer(1, [board(lines={2: ("black", 3)}, wall=wall), board()])
    assert game.preview_placement(WallMove(0, 2, 0)) == TileWalled(0, 2, 0, K, 2, 2, 1)
    assert game.preview_placement(WallMove(0, 2, 4)) == TileWalled(0, 2, 4, K, 2, 2, 1)


def test_a_closed_printed_cell_can_take_no_tile_and_its_row_never_completes():
    # Black lies at (0, 0), so (0, 3), printed black, is closed; blue, the row's last color,
    # has no cell: the whole line falls to the floor, and the row is dead.
    wall = ["KYR.W", ".....", ".....", ".....", "....."]
    game = crystal(1, [board(lines={0: ("blue", 1)}, wall=wall), board()])
    assert game.closed_printed(0) == (PrintedCell(0, 3, K, 2),)
    assert game.dead_rows(0) == (0,) and game.dead_rows(1) == ()
    assert not game.ends_this_round  # the row's last cell takes no blue
    events = game.play(Move.parse("crf"))
    assert LineToFloor(0, 0, B, 1, 1, 0) in events and not walled(events)
    assert game.phase is Phase.OFFER


def test_a_printed_cell_its_color_completes_the_row_and_ends_the_game():
    wall = ["BYR.W", ".....", ".....", ".....", "....."]
    game = crystal(1, [board(score=5, lines={0: ("black", 1)}, wall=wall), board()])
    assert game.ends_this_round
    events = game.play(Move.parse("crf"))
    assert walled(events) == [TileWalled(0, 0, 3, K, 10, 5, 1)]  # forced: 5 across, x 2
    assert game.is_over and events[-1].result.players[0].rows == 1


def test_a_line_with_no_cell_but_printed_ones_of_other_colors_falls_whole_to_the_floor():
    # Row 0 holds blue, yellow, red; (0, 3) is printed black and column 4 holds white.
    wall = ["BYR..", ".....", "....W", ".....", "....."]
    game = crystal(1, [board(wall=wall), board()], factories=[["white"] * 2], current_player=0)
    assert game.floor_bound(Move.parse("1w1"))
    assert not game.floor_bound(Move.parse("1w2")) and not game.floor_bound(Move.parse("1wf"))
    assert game.open_columns(0, 0, W) == ()
    game.play(Move.parse("1w1"))  # one white to line 1, one to the floor
    events = game.play(Move.parse("crf"))
    assert LineToFloor(0, 0, W, 1, 1, 0) in events
    assert FloorPenalty(0, 2, 1, 0) in events  # slots 1 and 2: 1 + 0
    # On the grey wall the same row keeps (0, 3) for white.
    grey = position([board(wall=wall), board()], factories=[["white"] * 2], variant="grey")
    assert not grey.floor_bound(Move.parse("1w1")) and grey.open_columns(0, 0, W) == (3,)


def test_the_floor_bound_fact_is_false_on_the_classic_wall_and_refuses_illegal_takes():
    game = position([board(), board()], factories=[["white"] * 2])
    assert not game.floor_bound(Move.parse("1w1"))
    with pytest.raises(IllegalMove):
        game.floor_bound(Move.parse("1r1"))


def test_a_single_legal_cell_left_by_a_printed_cell_is_forced():
    # White in row 0: (0, 3) is printed black, so (0, 4) is its only cell.
    wall = ["BYR..", ".....", ".....", ".....", "....."]
    game, events = end_offer(1, [board(lines={0: ("white", 1)}, wall=wall), board()])
    assert walled(events) == [TileWalled(0, 0, 4, W, 1, 1, 1)]
    game, events = end_offer(
        1, [board(lines={0: ("white", 1)}, wall=wall), board()], auto_place=False
    )
    assert game.pending_lines() == (PendingLine(0, 0, W, 1, (4,)),)


def test_closes_printed_refuses_an_illegal_placement_and_is_empty_without_printed_cells():
    game, _ = end_offer(1, [board(lines={0: ("red", 1)}), board()])
    with pytest.raises(IllegalMove) as refused:
        game.closes_printed(WallMove(0, 0, 3))
    assert refused.value.reason is Reason.PRINTED_OTHER_COLOR
    grey = position(
        [board(lines={0: ("red", 1)}), board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="grey",
    )
    grey.play(Move.parse("crf"))
    assert all(grey.closes_printed(move) == () for move in grey.legal_moves())
    assert grey.closed_printed(0) == ()


def test_a_closed_printed_cell_already_closed_is_not_closed_again():
    # Red is at (2, 1): (4, 1), printed red, is closed before the red of line 0 comes.
    wall = [".....", ".....", ".R...", ".....", "....."]
    game, _ = end_offer(1, [board(lines={0: ("red", 1)}, wall=wall), board()])
    assert game.closed_printed(0) == (PrintedCell(4, 1, R, 2),)
    assert 1 not in game.pending_line(0).columns  # red is in column 1
    assert all(game.closes_printed(move) == () for move in game.legal_moves(0))


# ------------------------------------------------------------------ a game nobody can end


def test_a_game_ends_when_no_row_of_any_wall_can_ever_be_completed():
    # Side 1. Player 1's rows are all dead: each printed cell's color lies elsewhere in its
    # row ((0, 3) black, (1, 0) white, (2, 2) yellow, (3, 4) blue, (4, 1) red). Player 0's
    # rows 0-3 are dead the same way; row 4 lacks only red, whose cell (4, 1) is printed red.
    me = ["K....", ".W...", "Y....", "..B..", "B.YWK"]
    other = ["K....", ".W...", "Y....", "..B..", "..R.."]
    game = crystal(1, [board(lines={0: ("red", 1)}, wall=me), board(wall=other)])
    assert game.dead_rows(1) == (0, 1, 2, 3, 4)
    assert game.dead_rows(0) == (0, 1, 2, 3)
    game.play(Move.parse("crf"))
    assert game.pending_line(0).columns == (1, 2, 4)
    # Red in column 1 closes (4, 1): no row of any wall can ever be completed now.
    assert game.closes_printed(WallMove(0, 0, 1)) == (PrintedCell(4, 1, R, 2),)
    events = game.play(WallMove(0, 0, 1))
    assert game.dead_rows(0) == (0, 1, 2, 3, 4)
    assert game.is_over and isinstance(events[-1], GameEnded)
    assert [p.rows for p in events[-1].result.players] == [0, 0]


def test_the_game_goes_on_while_one_row_can_still_be_completed():
    me = ["K....", ".W...", "Y....", "..B..", "B.YWK"]
    other = ["K....", ".W...", "Y....", "..B..", "..R.."]
    game = crystal(1, [board(lines={0: ("red", 1)}, wall=me), board(wall=other)])
    game.play(Move.parse("crf"))
    game.play(WallMove(0, 0, 2))  # (4, 1) stays open for red
    assert game.dead_rows(0) == (0, 1, 2, 3)
    assert not game.is_over and game.phase is Phase.OFFER and game.round == 2


def test_a_row_lacking_a_color_no_tile_of_which_can_be_taken_again_is_dead():
    # Classic wall, three players: every red tile is on a wall (rows holding it) or on a
    # pattern line that waits for more red, none in the bag, the lid, the table or a floor.
    red_rows = ["..R..", "...R.", "....R", "R....", "....."]
    boards = [
        board(wall=red_rows, lines={4: ("red", 4)}),
        board(wall=red_rows[:3] + ["....."] * 2, lines={3: ("red", 3), 4: ("red", 4)}),
        board(wall=red_rows[:2] + ["....."] * 3),
    ]
    game = position(boards, factories=[["blue"]])
    assert game.exhausted_colors() == (R,)
    assert game.dead_rows(0) == (4,)
    assert game.dead_rows(1) == (3, 4)
    assert game.dead_rows(2) == (2, 3, 4)
    # One red tile in the lid, and red can come back: no row is dead.
    boards[2] = board(wall=red_rows[:1] + ["....."] * 4)
    lid = {"blue": 0, "yellow": 0, "red": 1, "black": 0, "white": 0}
    game = position(boards, factories=[["blue"]], lid=lid)
    assert game.lid[R] == 1 and game.bag[R] == 0
    assert game.exhausted_colors() == () and game.dead_rows(0) == () == game.dead_rows(1)


# ------------------------------------------------------------------ the stored game


def stored(side, wall):
    """The JSON form of a fresh game of ``side`` with ``wall`` as player 0's (its tiles taken
    from the bag)."""
    data = Game.new(2, 4, f"crystal-{side}").to_dict()
    data["players"][0]["wall"] = wall
    letters = {"B": "blue", "Y": "yellow", "R": "red", "K": "black", "W": "white"}
    for row in wall:
        for cell in row.replace(".", ""):
            data["bag"][letters[cell]] -= 1
    return data


def test_a_crystal_game_names_its_side_and_round_trips():
    for variant in (CRYSTAL_1, CRYSTAL_2):
        game = Game.new(3, 8, variant.code)
        assert game.variant is variant and repr(game).startswith(f"<Game {variant.code} 3")
        data = game.to_dict()
        assert data["variant"] == variant.code
        again = Game.from_dict(data)
        assert again.variant is variant and again == game


def test_a_printed_cell_holds_its_color_when_stored():
    game = Game.from_dict(stored(1, ["...K.", ".....", "..Y..", ".....", "....."]))
    assert game.players[0].color_at(0, 3) is K and game.players[0].color_at(2, 2) is Y


@pytest.mark.parametrize(
    ("side", "wall", "message"),
    [
        (1, ["...B.", ".....", ".....", ".....", "....."], r"wall\[0\]\[3\] must be 'K'"),
        (2, [".....", ".Y...", ".....", ".....", "....."], r"wall\[1\]\[1\] must be 'B'"),
        (1, ["K..K.", ".....", ".....", ".....", "....."], "black twice in the row"),
        (1, ["....B", ".....", ".....", "....B", "....."], "blue twice in column 4"),
        (2, ["...R.", "...R.", ".....", ".....", "....."], "red twice in column 3"),
    ],
)
def test_a_stored_wall_that_breaks_a_printed_cell_or_repeats_a_color_is_refused(
    side, wall, message
):
    with pytest.raises(ValueError, match=message):
        Game.from_dict(stored(side, wall))


def test_a_grey_wall_knows_no_printed_cell():
    data = stored(1, ["...B.", ".....", ".....", ".....", "....."]) | {"variant": "grey"}
    game = Game.from_dict(data)
    assert game.variant is GREY and game.players[0].color_at(0, 3) is B
