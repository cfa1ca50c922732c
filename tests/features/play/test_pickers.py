"""The move pickers' words in each language: what each choice holds, where the tiles go, and
the move said once; the marker is named by the catalogue's one term."""

from __future__ import annotations

from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import CENTER, FLOOR, Color, Move, Placement
from azul_bot.features.play.words.pickers import (
    color_label,
    line_label,
    move_said,
    move_without_count,
    source_button_label,
    source_label,
)

EN, FR, NL = (words(language) for language in LANGUAGES)
CENTER_TILES = (0, 0, 1, 1, 0)


def test_a_source_in_a_menu_and_on_a_button():
    assert source_label(EN, 1, (2, 0, 0, 2, 0)) == "Factory 2 — 2 blue, 2 black"
    assert source_label(FR, 1, (2, 0, 0, 2, 0)) == "Fabrique 2 — 2 bleues, 2 noires"
    assert source_label(NL, 1, (2, 0, 0, 2, 0)) == "Fabrieksschijf 2 — 2 blauwe, 2 zwarte"
    assert source_button_label(EN, 1, (2, 0, 0, 2, 0)) == "2 · 2🟦 2⬛"


def test_the_marker_is_the_first_player_marker_everywhere():
    assert source_label(EN, CENTER, CENTER_TILES, marker=True) == (
        "Center — 1 red, 1 black + first-player marker"
    )
    assert source_button_label(EN, CENTER, CENTER_TILES, marker=True) == (
        "Center · 1🟥 1⬛ + first-player marker"
    )
    assert source_button_label(FR, CENTER, CENTER_TILES, marker=True).endswith(
        "+ marqueur premier joueur"
    )
    assert source_button_label(NL, CENTER, CENTER_TILES, marker=True).endswith("+ startspelerfiche")
    assert "1st" not in source_button_label(EN, CENTER, CENTER_TILES, marker=True)


def test_where_the_tiles_of_a_line_go():
    line_4 = Move(1, Color.RED, 3)
    assert line_label(EN, line_4, Placement(4, 3, 1, 0)) == "line 4 — 3 fit, 1 to the floor"
    assert line_label(FR, line_4, Placement(4, 1, 3, 0)) == (
        "ligne Motif 4 — 1 y tient, 3 sur le Plancher"
    )
    assert line_label(NL, line_4, Placement(4, 3, 1, 0)) == (
        "patroonlijn 4 — 3 passen, 1 op de vloerlijn"
    )
    floor = Move(CENTER, Color.BLUE, FLOOR)
    assert line_label(EN, floor, Placement(3, 0, 2, 1)) == ("floor — 2 to the floor, 1 to the lid")


def test_a_move_is_said_once_in_the_readers_words():
    move = Move(1, Color.RED, 3)
    assert move_said(EN, move, 3) == "3 red from factory 2 → line 4"
    assert move_said(FR, move, 3) == "3 rouges de la Fabrique 2 → la ligne Motif 4"
    assert move_said(NL, move, 1) == "1 rode van fabrieksschijf 2 → patroonlijn 4"
    center = Move(CENTER, Color.WHITE, FLOOR)
    assert move_without_count(EN, center) == "white from the center → the floor"
    assert move_without_count(FR, center) == "blanc du centre de la table → la ligne Plancher"


def test_a_color_choice_says_its_count_before_its_tiles_in_the_readers_grammar():
    # A count, as the narrator says one: "× 2" is the Crystal Mosaic's doubling.
    assert color_label(EN, Color.RED, 3) == "3 red"
    assert color_label(FR, Color.RED, 3) == "3 rouges"
    assert color_label(FR, Color.WHITE, 1) == "1 blanche"
    assert color_label(NL, Color.YELLOW, 2) == "2 gele"
    for say in (EN, FR, NL):
        assert all("×" not in color_label(say, color, 4) for color in Color)
