"""The coach on the Crystal Mosaic, in each language: a printed cell that doubles the tile,
a column that keeps a printed cell open, and the warning for one that closes it for good."""

from __future__ import annotations

from dataclasses import replace

import pytest

from azul_bot.ai import Why, coach
from azul_bot.core.words import LANGUAGES, words
from azul_bot.features.play.words.coach import MAX_LENGTH, describe_hint, describe_placement
from tests.ai.helpers import closing_trap, doubling_cell
from tests.engine.positions import board, position

EN, FR, NL = (words(language) for language in LANGUAGES)
TINY = 0.05


def doubled():
    return coach(doubling_cell(), seed=1, budget=TINY, top=5)[0]


def trap_by_column():
    return {hint.move.col: hint for hint in coach(closing_trap(), seed=2, budget=TINY, top=4)}


def test_a_doubled_printed_cell_is_said_with_its_color():
    hint = doubled()
    assert hint.reason is Why.PRINTED_DOUBLE
    assert describe_placement(EN, hint) == (
        "**Line 1 (black) → column 4**: +2 now, doubled on the printed black cell."
    )
    assert describe_placement(FR, hint) == (
        "**Ligne 1 (noir) → colonne 4** : +2 maintenant, car la case imprimée en noir double"
        " les points."
    )
    assert describe_placement(NL, hint) == (
        "**Patroonlijn 1 (zwart) → kolom 4**: nu +2, dubbel geteld op het voorgedrukte zwarte vak."
    )


def test_a_column_that_keeps_a_printed_cell_open_says_which():
    kept = trap_by_column()[0]
    assert describe_placement(EN, kept) == (
        "**Line 1 (red) → column 1**: +1 now, and keeps the printed red cell of row 5 open."
    )
    assert describe_placement(FR, kept) == (
        "**Ligne 1 (rouge) → colonne 1** : +1 maintenant, et garde libre la case imprimée en"
        " rouge de la rangée 5."
    )
    assert describe_placement(NL, kept) == (
        "**Patroonlijn 1 (rood) → kolom 1**: nu +1, en houdt het voorgedrukte rode vak van"
        " rij 5 vrij."
    )


def test_the_greedy_column_warns_of_the_printed_cell_it_closes():
    greedy = trap_by_column()[1]
    assert describe_placement(EN, greedy) == (
        "**Line 1 (red) → column 2**: +2 now, the most of any column, but the printed red cell"
        " of row 5 will be closed for good."
    )
    assert describe_placement(FR, greedy).endswith(
        ", mais la case imprimée en rouge de la rangée 5 sera condamnée pour de bon."
    )
    assert describe_placement(NL, greedy).endswith(
        ", maar het voorgedrukte rode vak van rij 5 gaat dan voorgoed dicht."
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_printed_reason_is_said_within_the_limit_and_falls_back_without_its_facts(
    language,
):
    say = words(language)
    greedy = trap_by_column()[1]
    for hint in (doubled(), *trap_by_column().values()):
        for reason in Why:
            text = describe_placement(say, replace(hint, reason=reason, best_points=3))
            assert text.startswith("**") and len(text) <= MAX_LENGTH, text
    # A reason whose facts are missing says the points, as the plain column would.
    bare = replace(greedy, keeps_printed=(), multiplier=1, closes_printed=())
    most = describe_placement(say, replace(bare, reason=Why.MOST_POINTS))
    for reason in (Why.KEEPS_PRINTED, Why.PRINTED_DOUBLE):
        assert describe_placement(say, replace(bare, reason=reason)) == most


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_take_whose_tile_lands_on_a_doubling_cell_says_so(language):
    game = position(
        [board(), board()], factories=[["black", "red", "blue", "blue"]], variant="crystal-1"
    )
    hints = {str(h.move): h for h in coach(game, seed=1, budget=0.01, top=50)}
    expected = {
        "en": "fills it for +2 when tiled; doubled on its printed cell",
        "fr": "la complète pour +2 au décompte ; sa case imprimée double les points",
        "nl": "maakt hem vol voor +2 bij het betegelen; dubbel geteld op het voorgedrukte vak",
    }[language]
    assert expected in describe_hint(words(language), hints["1k1"], 0, ["Ann", "Bob"])
    red = describe_hint(words(language), hints["1r1"], 0, ["Ann", "Bob"])
    assert expected.split(";")[1].strip() not in red
