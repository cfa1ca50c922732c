"""Geometry of the table image, checked without drawing a pixel."""

from __future__ import annotations

from itertools import combinations

import pytest

from azul_bot.engine import FACTORIES_FOR_PLAYERS
from renderers import layout as L

PHONE_WIDTH = 400  # how wide Discord shows an image on a phone
ALL_COUNTS = (2, 3, 4)


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_every_part_lies_inside_the_image(players):
    lay = L.table_layout(players)
    image = L.Rect(0, 0, *lay.size)
    parts = [lay.status, lay.area, lay.center, *lay.factories, *lay.boards]
    assert all(image.contains(part) for part in parts)
    assert all(lay.area.contains(f) for f in lay.factories)
    assert lay.area.contains(lay.center)


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_one_factory_per_rule_and_none_overlap(players):
    lay = L.table_layout(players)
    assert len(lay.factories) == FACTORIES_FOR_PLAYERS[players]
    for a, b in combinations([*lay.factories, lay.center], 2):
        assert not a.overlaps(b)


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_boards_do_not_overlap_each_other_or_the_table(players):
    lay = L.table_layout(players)
    assert len(lay.boards) == players
    for a, b in combinations([lay.status, lay.area, *lay.boards], 2):
        assert not a.overlaps(b)


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_a_tile_stays_big_enough_on_a_phone(players):
    lay = L.table_layout(players)
    scale = PHONE_WIDTH / lay.size[0]
    assert L.TILE * scale >= 14
    columns = {board.x0 for board in lay.boards}
    assert len(columns) <= 2  # never three boards side by side


def test_each_player_count_has_its_own_arrangement():
    two, three, four = (L.table_layout(n) for n in ALL_COUNTS)
    # 2: one row of factories; 4: two rows; 3: factories in the grid beside the boards.
    assert len({f.y0 for f in two.factories}) == 1
    assert len({f.y0 for f in four.factories}) == 2
    assert three.area.y0 > three.boards[0].y1  # the fourth quadrant
    assert three.area.x0 == three.boards[1].x0
    assert two.size[1] < three.size[1] < four.size[1]


def test_pattern_lines_are_a_staircase_filled_from_the_right():
    board = L.table_layout(2).boards[0]
    first_slots = {L.line_slot(board, line, 0).x0 for line in range(5)}
    assert len(first_slots) == 1  # every line starts beside the wall
    for line in range(5):
        xs = [L.line_slot(board, line, i).x0 for i in range(line + 1)]
        assert xs == sorted(xs, reverse=True)  # slot 0 rightmost, then leftwards
        ys = {L.line_slot(board, line, i).y0 for i in range(line + 1)}
        assert ys == {L.wall_cell(board, line, 0).y0}  # a line sits level with its wall row
    with pytest.raises(ValueError):
        L.line_slot(board, 1, 2)


def test_the_wall_is_right_of_the_lines_and_the_floor_below_both():
    board = L.table_layout(4).boards[3]
    rightmost_line = max(L.line_slot(board, line, 0).x1 for line in range(5))
    assert L.wall_cell(board, 0, 0).x0 > rightmost_line
    cells = [L.wall_cell(board, r, c) for r in range(5) for c in range(5)]
    assert all(board.contains(cell) for cell in cells)
    for a, b in combinations(cells, 2):
        assert not a.overlaps(b)
    floor = [L.floor_slot(board, i) for i in range(7)]
    assert [s.x0 for s in floor] == sorted(s.x0 for s in floor)
    assert min(s.y0 for s in floor) > L.line_slot(board, 4, 0).y1
    assert all(board.contains(s) for s in floor)
    with pytest.raises(ValueError):
        L.floor_slot(board, 7)


def test_factory_tiles_and_center_entries_stay_in_their_boxes():
    for players in ALL_COUNTS:
        lay = L.table_layout(players)
        for factory in lay.factories:
            tiles = [L.factory_tile(factory, i) for i in range(4)]
            assert all(factory.contains(t) for t in tiles)
            for a, b in combinations(tiles, 2):
                assert not a.overlaps(b)
        entries = [L.center_entry(lay.center, i) for i in range(6)]
        assert all(lay.center.contains(e) for e in entries)
        for a, b in combinations(entries, 2):
            assert not a.overlaps(b)


def test_the_name_box_ends_before_the_score():
    board = L.table_layout(3).boards[2]
    box = L.name_box(board)
    assert box.x1 < L.score_anchor(board)[0] - 40
    assert L.header_rect(board).contains(box)
