"""The take that ends a grey round's offer, when the engine settles at once what needs no
choice (a forced cell, a line with no legal cell, the floor) while others still choose: the
take is pointed at where its tiles went, the wall cell, the floor, or nowhere (the lid)."""

from __future__ import annotations

import pytest

from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import (
    FLOOR,
    FloorPenalty,
    Game,
    LineToFloor,
    Move,
    Phase,
    RoundEnded,
    TilesTaken,
    TileWalled,
)
from renderers import layout as L
from renderers import render_table
from renderers.highlights import marks_from_events
from renderers.style import THEME
from tests.engine.positions import board, position
from tests.renderers.helpers import close, played_until

NAMES = ["Ann", "Bob"]
# Ann's row 0 holds blue, yellow and black; red lies in column 3 (row 1): a red line 0 has
# column 4 alone. With red in column 4 too (row 2), it has no legal cell.
ONE_CELL = ["BYK..", "...R.", ".....", ".....", "....."]
NO_CELL = ["BYK..", "...R.", "....R", ".....", "....."]


def last_take(ann: dict, center: list[str], *, marker: bool = False) -> Game:
    """Ann takes from the center what is left on the table; Bob's full line 1 (blue, on an
    empty wall) waits for his choice, so the round goes on after what is settled at once."""
    return position(
        [ann, board(lines={1: ("blue", 2)})],
        center=center,
        marker_in_center=marker,
        variant="grey",
    )


def ring(image, cell: L.Rect) -> tuple[int, ...]:
    """The pixel just above a slot, where the last move's outline runs."""
    return image.getpixel((cell.x0 + cell.width // 2, cell.y0 - 2))


def test_a_line_placed_at_once_is_pointed_at_on_the_wall_and_a_scored_floor_not_at_all():
    game = last_take(board(wall=ONE_CELL), ["red", "red"])
    events = game.play(Move.parse("cr1"))  # one red to line 1, one to the floor
    assert [type(e) for e in events] == [TilesTaken, TileWalled, FloorPenalty]
    assert game.phase is Phase.TILING
    marks = marks_from_events(game, events)
    assert marks.line == 0 and marks.line_slots == ()  # the line is empty again
    assert marks.floor_slots == ()  # the floor was scored: its tiles are in the lid
    assert [(c.player, c.row, c.col) for c in marks.walled] == [(0, 0, 4)]


def test_a_line_with_no_legal_cell_is_pointed_at_on_the_floor_after_the_take():
    ann = board(lines={2: ("white", 3)}, wall=NO_CELL)  # line 3 waits: the floor is kept
    game = last_take(ann, ["red", "red"], marker=True)
    events = game.play(Move.parse("cr1"))
    assert isinstance(events[-1], LineToFloor) and game.phase is Phase.TILING
    marks = marks_from_events(game, events)
    assert marks.line_slots == ()
    # The marker, the red that did not fit on line 1, then line 1's red: all from this take.
    assert marks.floor_slots == (0, 1, 2)


def test_a_take_to_the_floor_is_pointed_at_before_the_lines_that_followed_it():
    ann = board(lines={0: ("red", 1), 2: ("white", 3)}, wall=NO_CELL)
    game = last_take(ann, ["blue", "blue"])
    events = game.play(Move.parse("cbf"))  # two blue to the floor, then line 1's red
    assert isinstance(events[-1], LineToFloor)
    assert marks_from_events(game, events).floor_slots == (0, 1, 2)


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_the_picture_shows_the_placed_tile_ringed_and_no_outline_on_the_emptied_line(seat):
    game = last_take(board(wall=ONE_CELL), ["red", "red"])
    events = game.play(Move.parse("cr1"))
    image = render_table(game, names=NAMES, labels=picture_labels("en"), events=events, seat=seat)
    image = image.convert("RGB")
    ann = L.table_layout(2, seat).boards[0]
    cell = L.wall_cell(ann, 0, 4)
    assert close(image.getpixel((cell.x0 - 2, cell.y1 - 6)), THEME["score_badge"], 40)
    for slot in (L.line_slot(ann, 0, 0), L.floor_slot(ann, 0)):
        assert not close(ring(image, slot), THEME["last_move"], 40)


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_the_picture_outlines_the_floor_slots_the_line_went_to(seat):
    ann = board(lines={2: ("white", 3)}, wall=NO_CELL)
    game = last_take(ann, ["red", "red"], marker=True)
    events = game.play(Move.parse("cr1"))
    image = render_table(game, names=NAMES, labels=picture_labels("en"), events=events, seat=seat)
    image = image.convert("RGB")
    ann_board = L.table_layout(2, seat).boards[0]
    for index in range(3):
        assert close(ring(image, L.floor_slot(ann_board, index)), THEME["last_move"], 40)
    assert not close(ring(image, L.floor_slot(ann_board, 3)), THEME["last_move"], 40)
    assert not close(ring(image, L.line_slot(ann_board, 0, 0)), THEME["last_move"], 40)


def test_a_take_told_after_folded_wall_tilings_is_pointed_at_as_if_alone():
    """Computers' moves told together: the picture has the tilings of the moves before the
    latest (``posts.shown_events``); they moved none of the latest take's tiles."""
    game, tiling = played_until(2, 3, lambda g, ev: any(isinstance(e, RoundEnded) for e in ev))
    events = game.play(next(m for m in game.legal_moves() if m.line != FLOOR))
    alone = marks_from_events(game, events)
    assert alone.line_slots
    folded = [e for e in tiling if isinstance(e, TileWalled | FloorPenalty | RoundEnded)]
    marks = marks_from_events(game, [*folded, *events])
    assert marks.round_scored is not None and marks.walled  # the tilings are shown too
    assert (marks.line_slots, marks.floor_slots) == (alone.line_slots, alone.floor_slots)
    assert marks.to_center == alone.to_center
