"""The grey wall's picture: no printed colors, and while a player chooses, exactly the cells
legal for their waiting line are outlined."""

from __future__ import annotations

import pytest

from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import GREY, Game, Move, Phase, WallMove
from renderers import layout as L
from renderers import render_table
from renderers.style import THEME
from tests.engine.positions import board, position

NAMES = ["Ann", "Bob"]
WHITE = THEME["last_move"]


def choosing() -> Game:
    """Ann's line 2 (blue, full) waits for its column: row 2 holds yellow in column 1 and
    column 4 holds blue above, so columns 0, 2 and 3 are legal."""
    wall = ["....B", ".Y...", ".....", ".....", "....."]
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
    return game


def outlined(image, cell: L.Rect) -> bool:
    """Whether the cell's frame is drawn: its left edge is the outline's white."""
    x, y = cell.x0, (cell.y0 + cell.y1) // 2
    return image.getpixel((x, y))[:3] == WHITE


@pytest.mark.parametrize("seat", [None, 0])
def test_only_the_legal_cells_of_the_waiting_line_are_outlined(seat):
    game = choosing()
    assert game.phase is Phase.TILING and game.pending_line(0).columns == (0, 2, 3)
    image = render_table(game, names=NAMES, labels=picture_labels("en"), seat=seat).convert("RGB")
    ann = L.table_layout(2, seat).boards[0]
    rows = {
        (row, col): outlined(image, L.wall_cell(ann, row, col))
        for row in range(5)
        for col in range(5)
    }
    assert {cell for cell, ringed in rows.items() if ringed} == {(1, 0), (1, 2), (1, 3)}


def test_after_the_placement_no_cell_is_outlined_and_the_tile_is_on_the_wall():
    game = choosing()
    events = game.play(WallMove(0, 1, 2))
    image = render_table(game, names=NAMES, labels=picture_labels("en"), events=events)
    image = image.convert("RGB")
    ann = L.table_layout(2).boards[0]
    assert not any(outlined(image, L.wall_cell(ann, 1, col)) for col in (0, 3))


def test_an_empty_grey_wall_is_plain_wells_without_color_symbols():
    game = Game.new(2, 1, GREY)
    image = render_table(game, names=NAMES, labels=picture_labels("en")).convert("RGB")
    cell = L.wall_cell(L.table_layout(2).boards[0], 2, 2)
    colors = {
        image.getpixel((x, y))[:3]
        for x in range(cell.x0 + 3, cell.x1 - 3)
        for y in range(cell.y0 + 3, cell.y1 - 3)
    }
    assert colors == {THEME["well"]}  # no dim symbol of a printed color, no outline
