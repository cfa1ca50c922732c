"""What a line choice says the floor will cost: the points the move adds to the floor's
penalty (the marker included, the lid free), given what the floor already holds, in every
language, on a button and in the autocomplete alike."""

from __future__ import annotations

from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import CENTER, FLOOR, MARKER, Color, Game, Move, Placement
from azul_bot.features.play import line_choices
from azul_bot.features.play.words.pickers import BUTTON_LIMIT, line_label, placement_parts

EN, FR, NL = (words(language) for language in LANGUAGES)


def costs(game: Game, source: int, color: Color) -> dict[str, int]:
    return {choice.value: choice.lost for choice in line_choices(game, source, color)}


def labels(game: Game, source: int, color: Color, say=EN) -> dict[str, str]:
    return {
        c.value: line_label(say, c.move, c.placement, c.lost)
        for c in line_choices(game, source, color)
    }


def game_to_move(floor: list[int]) -> Game:
    """Factory 1 holds 2 blue and 2 black; the center 3 red and the marker; the player to
    move has ``floor`` on their floor line."""
    game = Game.new(2, 1234)
    game.factories[0] = [2, 0, 0, 2, 0]
    game.center = [0, 0, 3, 0, 0]
    game.players[game.current_player].floor[:] = floor
    return game


def test_a_label_says_what_the_floor_costs_in_each_language():
    line_3 = Move(1, Color.RED, 2)
    assert line_label(EN, line_3, Placement(5, 3, 2, 0), 2) == (
        "line 3 — 3 fit, 2 to the floor, −2"
    )
    assert line_label(FR, line_3, Placement(5, 3, 2, 0), 2) == (
        "ligne Motif 3 — 3 y tiennent, 2 sur le Plancher, −2"
    )
    assert line_label(NL, line_3, Placement(5, 3, 2, 0), 2) == (
        "patroonlijn 3 — 3 passen, 2 op de vloerlijn, −2"
    )
    floor = Move(CENTER, Color.BLUE, FLOOR)
    assert line_label(EN, floor, Placement(3, 0, 2, 1), 5) == (
        "floor — 2 to the floor, 1 to the lid, −5"
    )


def test_no_cost_is_said_when_nothing_is_lost():
    line_4 = Move(1, Color.RED, 3)
    assert line_label(EN, line_4, Placement(4, 4, 0, 0), 0) == "line 4 — 4 fit"
    assert placement_parts(EN, line_4, Placement(4, 4, 0, 0)) == "4 fit"


def test_the_cost_counts_from_the_floor_already_filled():
    empty = game_to_move([])
    assert costs(empty, 0, Color.BLUE) == {"1": 1, "2": 0, "3": 0, "4": 0, "5": 0, "floor": 2}
    # Two tiles already there: the next slots cost 2 each.
    filled = game_to_move([int(Color.WHITE), int(Color.WHITE)])
    assert costs(filled, 0, Color.BLUE) == {"1": 2, "2": 0, "3": 0, "4": 0, "5": 0, "floor": 4}
    assert labels(filled, 0, Color.BLUE)["1"] == "line 1 — 1 fit, 1 to the floor, −2"
    assert labels(filled, 0, Color.BLUE)["floor"] == "floor — 2 to the floor, −4"


def test_the_first_player_marker_is_counted_and_the_lid_is_free():
    game = game_to_move([])
    # The marker takes the first slot (−1) whatever line the red go to.
    assert costs(game, CENTER, Color.RED) == {"1": 4, "2": 2, "3": 1, "4": 1, "5": 1, "floor": 6}
    assert labels(game, CENTER, Color.RED)["3"] == "line 3 — 3 fit, −1"
    # Six slots taken: the marker takes the last one; the tiles fall to the lid, free.
    nearly_full = game_to_move([int(Color.WHITE)] * 6)
    assert costs(nearly_full, CENTER, Color.RED)["floor"] == 3
    assert labels(nearly_full, CENTER, Color.RED)["floor"] == (
        "floor — 0 to the floor, 3 to the lid, −3"
    )
    full = game_to_move([int(Color.WHITE)] * 6 + [MARKER])
    assert costs(full, 0, Color.BLUE)["floor"] == 0


def test_the_longest_label_fits_on_a_button_in_every_language():
    game = game_to_move([])
    for say in (EN, FR, NL):
        for label in labels(game, CENTER, Color.RED, say).values():
            assert len(label) <= BUTTON_LIMIT, label
    longest = line_label(FR, Move(CENTER, Color.RED, 4), Placement(9, 5, 3, 1), 13)
    assert len(longest) <= BUTTON_LIMIT, longest
