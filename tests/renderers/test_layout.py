"""Geometry of the table image, checked without drawing a pixel."""

from __future__ import annotations

from itertools import combinations

import pytest

from azul_bot.engine import FACTORIES_FOR_PLAYERS
from renderers import layout as L
from renderers.table import PHONE_WIDTH, TEXT
from renderers.typography import measure

ALL_COUNTS = (2, 3, 4)
EVERY_VIEW = [(players, None) for players in ALL_COUNTS] + [
    (players, seat) for players in ALL_COUNTS for seat in range(players)
]


def view_id(view: tuple[int, int | None]) -> str:
    players, seat = view
    return f"{players}p" + ("" if seat is None else f"-seat{seat}")


@pytest.mark.parametrize("view", EVERY_VIEW, ids=view_id)
def test_every_part_lies_inside_the_image(view):
    lay = L.table_layout(*view)
    image = L.Rect(0, 0, *lay.size)
    boxes = [board.box for board in lay.boards]
    assert all(image.contains(part) for part in [lay.status, lay.area, lay.center, *boxes])
    assert all(lay.area.contains(f) for f in lay.factories)
    assert all(image.contains(L.factory_layer(f)) for f in lay.factories)


@pytest.mark.parametrize("view", EVERY_VIEW, ids=view_id)
def test_one_factory_per_rule_and_nothing_overlaps(view):
    lay = L.table_layout(*view)
    assert len(lay.factories) == FACTORIES_FOR_PLAYERS[lay.players]
    for a, b in combinations([L.factory_layer(f) for f in lay.factories] + [lay.center], 2):
        assert not a.overlaps(b)
    panels = [lay.status, lay.area, *(L.board_layer(board) for board in lay.boards)]
    if not lay.area.contains(lay.center):
        panels.append(lay.center)
    for a, b in combinations(panels, 2):
        assert not a.overlaps(b)


@pytest.mark.parametrize("view", EVERY_VIEW, ids=view_id)
def test_no_layout_is_taller_than_wide(view):
    width, height = L.table_layout(*view).size
    assert width >= 0.95 * height, (width, height)


def test_every_layout_is_as_wide_as_two_boards_and_the_four_player_table_about_square():
    for view in EVERY_VIEW:
        assert L.table_layout(*view).size[0] == L.TABLE_W == 794
    width, height = L.table_layout(4).size
    assert 0.95 <= width / height <= 1.05


@pytest.mark.parametrize("view", EVERY_VIEW, ids=view_id)
def test_a_tile_stays_big_enough_on_a_phone(view):
    lay = L.table_layout(*view)
    scale = PHONE_WIDTH / lay.size[0]
    full = [board for board in lay.boards if board.size.detailed]
    assert min(board.size.tile for board in full) * scale >= 14
    assert min(board.size.tile for board in lay.boards) * scale >= 9  # the compact ones
    assert min(L.factory_tile_size(f) for f in lay.factories) * scale >= 12
    columns = {board.box.x0 for board in full}
    assert len(columns) <= 2  # never three full boards side by side


def test_each_player_count_has_its_own_arrangement():
    two, three, four = (L.table_layout(n) for n in ALL_COUNTS)
    # Factories in one row each: 5 beside the center, 7 alone, 9 over the center.
    for lay in (two, three, four):
        assert len({f.y0 for f in lay.factories}) == 1
    assert two.area.contains(two.center) and two.center.x0 > two.factories[-1].x1
    assert not three.area.contains(three.center)  # the fourth quadrant
    assert three.center.x0 == three.boards[1].box.x0 and three.center.y0 == three.boards[2].box.y0
    assert four.area.contains(four.center) and four.center.y0 > four.factories[0].y1
    assert two.size[1] < three.size[1] < four.size[1]


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_from_a_seat_your_board_is_large_beside_the_center_and_the_others_compact(players):
    plain = L.table_layout(players)
    for seat in range(players):
        lay = L.table_layout(players, seat)
        assert lay.seat == seat
        own = lay.boards[seat]
        assert own.size == L.LARGE
        assert own.size.tile >= 1.4 * L.FULL.tile
        assert all(b.size == L.COMPACT for i, b in enumerate(lay.boards) if i != seat)
        assert own.box.width > 1.3 * plain.boards[seat].box.width
        # The center right of your board, the factories above both.
        assert lay.center.x0 >= own.box.x1 and lay.center.y0 >= own.box.y0
        assert all(f.y1 < own.box.y0 for f in lay.factories)
        # The others in the order they play after you: the next one first (leftmost or top).
        others = [(seat + step) % players for step in range(1, players)]
        places = [(lay.boards[i].box.y0, lay.boards[i].box.x0) for i in others]
        assert places == sorted(places)


def test_a_seat_must_be_at_the_table():
    with pytest.raises(ValueError):
        L.table_layout(2, 2)
    with pytest.raises(ValueError):
        L.table_layout(5)


def test_pattern_lines_are_a_staircase_filled_from_the_right():
    for board in (L.table_layout(2).boards[0], L.table_layout(3, 1).boards[1]):
        first_slots = {L.line_slot(board, line, 0).x0 for line in range(5)}
        assert len(first_slots) == 1  # every line starts beside the wall
        for line in range(5):
            xs = [L.line_slot(board, line, i).x0 for i in range(line + 1)]
            assert xs == sorted(xs, reverse=True)  # slot 0 rightmost, then leftwards
            ys = {L.line_slot(board, line, i).y0 for i in range(line + 1)}
            assert ys == {L.wall_cell(board, line, 0).y0}  # a line sits level with its wall row
    with pytest.raises(ValueError):
        L.line_slot(board, 1, 2)


@pytest.mark.parametrize("size", [L.FULL, L.LARGE, L.COMPACT], ids=["full", "large", "compact"])
def test_the_wall_is_right_of_the_lines_and_the_floor_below_both(size):
    board = L.place_board(10, 20, size)
    rightmost_line = max(L.line_slot(board, line, 0).x1 for line in range(5))
    assert L.wall_cell(board, 0, 0).x0 > rightmost_line
    cells = [L.wall_cell(board, r, c) for r in range(5) for c in range(5)]
    assert all(board.box.contains(cell) for cell in cells)
    assert board.box.contains(L.wall_rect(board))
    for a, b in combinations(cells, 2):
        assert not a.overlaps(b)
    floor = [L.floor_slot(board, i) for i in range(7)]
    assert [s.x0 for s in floor] == sorted(s.x0 for s in floor)
    assert min(s.y0 for s in floor) > L.line_slot(board, 4, 0).y1
    assert all(board.box.contains(s) for s in floor)
    assert L.floor_total_anchor(board)[0] + 60 <= board.box.x1  # room for "−14"
    assert L.header_rect(board).y1 < L.line_slot(board, 0, 0).y0
    with pytest.raises(ValueError):
        L.floor_slot(board, 7)


@pytest.mark.parametrize("view", EVERY_VIEW, ids=view_id)
def test_factory_tiles_badges_and_center_entries_stay_in_their_boxes(view):
    lay = L.table_layout(*view)
    for factory in lay.factories:
        tiles = [L.factory_tile(factory, i) for i in range(4)]
        assert all(factory.contains(t) for t in tiles)
        for a, b in combinations(tiles, 2):
            assert not a.overlaps(b)
        assert L.factory_layer(factory).contains(L.factory_badge(factory))
    entries = [L.center_entry(lay.center, i) for i in range(6)]
    counts = [L.Rect(e.x0 - 6 - L.COUNT_W, e.y0, e.x0, e.y1) for e in entries]
    assert all(lay.center.contains(box) for box in entries + counts)
    assert not any(box.overlaps(L.center_badge(lay.center)) for box in entries + counts)
    for a, b in combinations(entries + counts, 2):
        assert not a.overlaps(b)


def test_the_center_has_room_for_the_largest_count():
    assert measure("20", TEXT["count"], True) <= L.COUNT_W


def test_the_name_box_ends_before_the_score():
    for board in (L.table_layout(3).boards[2], L.table_layout(4, 0).boards[1]):
        box = L.name_box(board)
        assert box.x1 < L.score_anchor(board)[0] - 40
        assert L.header_rect(board).contains(box)


def test_the_status_band_keeps_the_last_move_clear_of_the_legend():
    status = L.table_layout(4).status
    strip, legend = L.strip_rect(status), L.legend_rect(status)
    assert status.contains(strip) and status.contains(legend)
    assert strip.x1 < legend.x0
    assert strip.width >= 400  # a name, the source, the tiles and the line
