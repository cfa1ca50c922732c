"""What the channel says of a grey wall: a placement, a line with no cell left, the table
while players place."""

from __future__ import annotations

from azul_bot.core.words import ENGLISH, words
from azul_bot.core.words.narrator import describe_events, describe_table
from azul_bot.engine import Color, LineToFloor, TileWalled
from tests.grey_games import grey_table


def test_a_placement_and_a_line_to_the_floor_are_told():
    events = [
        TileWalled(1, 1, 3, Color.RED, 3, 3, 1),
        LineToFloor(0, 4, Color.BLUE, 5, 2, 3),
    ]
    told = describe_events(ENGLISH, events, ["Ann", "Bob"])
    assert told.splitlines() == [
        "Ann's line 5 (5 blue) has no free cell on the grey wall: it goes whole to the floor,"
        " 3 to the lid (floor full).",
        "Bob placed 🟥 red on row 2 +3 (3 across).",
    ]
    assert "Plancher" in describe_events(words("fr"), events, ["Ann", "Bob"])


def test_the_table_while_the_walls_are_tiled_says_who_places():
    table = grey_table(2)
    game = table.game.copy()
    game.play(table.last_take)
    described = describe_table(ENGLISH, game, ["Ann", "Bob"])
    assert described.splitlines()[0].startswith("Round 8 · placing on their walls: Ann and Bob")
