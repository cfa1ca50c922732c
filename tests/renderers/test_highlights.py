"""What the last move's events point at, read without drawing."""

from __future__ import annotations

from azul_bot.engine import CENTER, FLOOR, Color, Move, RoundEnded
from renderers.highlights import Marks, marks_from_events
from tests.engine.positions import board, position
from tests.renderers.helpers import played_until


def two_player_table(**kwargs):
    return position(
        [board(lines={2: ("red", 1)}), board()],
        factories=[["red", "red", "red", "blue"], ["yellow"] * 4],
        center=["white"],
        **kwargs,
    )


def test_no_events_no_marks():
    game = two_player_table()
    assert marks_from_events(game, None) == Marks()
    assert marks_from_events(game, []) == Marks()


def test_a_factory_move_marks_its_source_and_the_new_slots():
    game = two_player_table()
    events = game.play(Move(0, Color.RED, 2))  # 3 red onto a line of 3 holding 1: 2 fit
    marks = marks_from_events(game, events)
    assert (marks.player, marks.source, marks.color, marks.count) == (0, 0, Color.RED, 3)
    assert marks.ghost_source
    assert marks.line == 2
    assert marks.line_slots == (1, 2)  # slot 0 held the earlier tile
    assert marks.floor_slots == (0,)  # the third red fell to the floor
    assert marks.walled == () and marks.round_scored is None


def test_taking_from_the_center_first_marks_the_marker_slot_too():
    game = two_player_table()
    events = game.play(Move(CENTER, Color.WHITE, FLOOR))
    marks = marks_from_events(game, events)
    assert marks.source == CENTER and marks.line is None
    assert marks.line_slots == ()
    assert marks.floor_slots == (0, 1)  # the marker, then the white tile


def test_the_move_that_ends_a_round_marks_the_walled_cells_and_their_points():
    game, events = played_until(3, 5, lambda g, ev: any(isinstance(e, RoundEnded) for e in ev))
    marks = marks_from_events(game, events)
    assert marks.round_scored == 1
    assert marks.walled, "somebody completed a line in round 1"
    for cell in marks.walled:
        assert game.players[cell.player].has_tile(cell.row, cell.col)
    assert not marks.ghost_source  # the factories hold the next round's tiles
    assert marks.line_slots == () and marks.floor_slots == ()  # cleared by the wall tiling
    for player in range(3):
        gained, lost = marks.round_gain(player)
        assert gained == sum(c.points for c in marks.walled if c.player == player)
        assert lost >= 0
