"""The move type and its text form."""

import pytest

from azul_bot.engine import CENTER, FLOOR, Color, Move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("2r4", Move(1, Color.RED, 3)),
        ("cwf", Move(CENTER, Color.WHITE, FLOOR)),
        ("9k1", Move(8, Color.BLACK, 0)),
        ("1b5", Move(0, Color.BLUE, 4)),
        ("C Y F", Move(CENTER, Color.YELLOW, FLOOR)),
        ("center-white-floor", Move(CENTER, Color.WHITE, FLOOR)),
        ("3/Black/2", Move(2, Color.BLACK, 1)),
        ("  4 red 5 ", Move(3, Color.RED, 4)),
    ],
)
def test_parse_reads_typed_moves(text, move):
    assert Move.parse(text) == move


def test_text_form_round_trips_for_every_move():
    for source in [*range(9), CENTER]:
        for color in Color:
            for line in [*range(5), FLOOR]:
                move = Move(source, color, line)
                assert Move.parse(str(move)) == move
                assert eval(repr(move)) == move  # the repr can be pasted back


@pytest.mark.parametrize(
    "text", ["", "2r", "0r4", "2x4", "2r6", "2r0", "10r4", "cr", "2rr4", "floor"]
)
def test_parse_rejects_malformed_text(text):
    with pytest.raises(ValueError):
        Move.parse(text)


def test_parse_hands_out_shared_move_objects():
    assert Move.parse("2r4") is Move.parse("2R4")
