"""The coach's advice in each language: the move said once, then why it is worth playing,
short enough for a phone."""

from __future__ import annotations

import pytest

from azul_bot.core.words import LANGUAGES, words
from azul_bot.features.play.words.coach import MAX_LENGTH, describe_hint
from tests.ai.helpers import hint_for, seven_point_red
from tests.engine.positions import board, position

EN, FR, NL = (words(language) for language in LANGUAGES)
TWO = ["Ann", "Bob"]


def test_a_line_that_scores_says_the_move_once_and_why():
    hint = hint_for(seven_point_red(), "1r4")
    assert describe_hint(EN, hint, 0, TWO) == (
        "**1 red from factory 1 → line 4**: fills it for +7 when tiled (4 across, 3 down);"
        " its column at 3/5, and leaves 3 blue that only your opponent can use."
    )
    assert describe_hint(FR, hint, 0, TWO) == (
        "**1 rouge de la Fabrique 1 → la ligne Motif 4** : la complète pour +7 au décompte"
        " (4 en ligne, 3 en colonne) ; sa colonne à 3/5, et laisse 3 bleues dont seul votre"
        " adversaire a l'usage."
    )
    assert describe_hint(NL, hint, 0, TWO).startswith(
        "**1 rode van fabrieksschijf 1 → patroonlijn 4**: maakt hem vol voor +7 bij het"
        " betegelen (4 naast, 3 onder elkaar); zijn kolom op 3/5"
    )


def test_a_partial_line_with_the_marker():
    game = position([board(), board()], factories=[["red"] * 4], center=["yellow"] * 3)
    hint = hint_for(game, "cy5")
    assert describe_hint(EN, hint, 0, TWO) == (
        "**3 yellow from the center → line 5**: the line is then 2 short of complete;"
        " takes the first-player marker (−1)."
    )
    assert "prend le marqueur premier joueur (−1)" in describe_hint(FR, hint, 0, TWO)
    assert "neemt de startspelerfiche (−1)" in describe_hint(NL, hint, 0, TWO)


def test_an_overflow_to_the_floor_says_what_it_costs():
    game = position([board(floor=["black"]), board()], factories=[["red"] * 4])
    hint = hint_for(game, "1r2")
    # Two fit on line 2, the floor already holds one tile: two more cost 1 + 2.
    assert describe_hint(EN, hint, 0, TWO) == (
        "**4 red from factory 1 → line 2**: fills it for +1 when tiled; 2 tiles to the floor (−3)."
    )
    assert describe_hint(FR, hint, 0, TWO).endswith("; 2 tuiles sur le Plancher (−3).")


def test_a_floor_move_and_who_can_use_the_rest():
    full = {line: ("blue", line + 1) for line in range(5)}
    game = position(
        [board(lines=full), board(), board(lines={0: ("white", 1)})],
        factories=[["white", "white", "white", "yellow"]],
    )
    hint = hint_for(game, "1wf")
    assert describe_hint(EN, hint, 0, ["Ann", "Bob", "Cy"]) == (
        "**3 white from factory 1 → the floor**: the floor costs 4 points,"
        " and leaves 1 yellow that everybody else can use."
    )
    assert describe_hint(NL, hint, 0, ["Ann", "Bob", "Cy"]) == (
        "**3 witte van fabrieksschijf 1 → de vloerlijn**: de vloerlijn kost 4 punten,"
        " en laat 1 gele liggen waar iedereen anders iets aan heeft."
    )


def test_a_move_that_completes_a_row_says_the_game_ends():
    me = board(wall=["xx.xx", ".....", ".....", ".....", "....."])
    game = position([me, board()], factories=[["red", "black", "black", "black"]])
    hint = hint_for(game, "1r1")
    said = describe_hint(EN, hint, 0, TWO)
    assert said.startswith("**1 red from factory 1 → line 1**: fills it for +5 when tiled")
    assert "completes a row (+2, the game ends this round)" in said
    assert "la partie s'arrête" in describe_hint(FR, hint, 0, TWO)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_fits_the_limit(language):
    say = words(language)
    for text in ("1r4", "1b4", "1bf", "1r1"):
        try:
            hint = hint_for(seven_point_red(), text)
        except StopIteration:
            continue
        said = describe_hint(say, hint, 0, TWO)
        why = said.split("**", 2)[2]
        assert len(why) <= MAX_LENGTH + 3, said  # the colon and the full stop
