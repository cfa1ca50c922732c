"""The coach at a grey wall's tiling, in each language: which column for the waiting line,
and the one fact that says why."""

from __future__ import annotations

from dataclasses import replace

import pytest

from azul_bot.ai import Why, coach
from azul_bot.core.words import LANGUAGES, words
from azul_bot.features.play.words.coach import MAX_LENGTH, describe_hint, describe_placement
from tests.ai.helpers import column_trap, g4_offer

EN, FR, NL = (words(language) for language in LANGUAGES)
TINY = 0.05


def hints_by_column():
    return {hint.move.col: hint for hint in coach(column_trap(), seed=2, budget=TINY, top=4)}


def test_a_column_that_keeps_a_line_open_says_which_cell_for_which_color():
    kept = hints_by_column()[0]
    assert describe_placement(EN, kept) == (
        "**Line 1 (blue) → column 1**: +1 now, and keeps column 4 open for blue."
    )
    assert describe_placement(FR, kept) == (
        "**Ligne 1 (bleu) → colonne 1** : +1 maintenant, et garde la colonne 4 libre pour le bleu."
    )
    assert describe_placement(NL, kept) == (
        "**Patroonlijn 1 (blauw) → kolom 1**: nu +1, en houdt kolom 4 vrij voor blauw."
    )


def test_the_greedy_column_warns_of_the_line_it_closes():
    greedy = hints_by_column()[3]
    assert describe_placement(EN, greedy) == (
        "**Line 1 (blue) → column 4**: +2 now, the most of any column,"
        " but line 3 (blue) will have no cell left."
    )
    assert "mais la ligne 3 (bleu) n'aura plus de case libre" in describe_placement(FR, greedy)
    assert "maar patroonlijn 3 (blauw) heeft dan geen vrij vak meer" in describe_placement(
        NL, greedy
    )


def test_every_reason_is_said_in_every_language_within_the_limit():
    base = hints_by_column()[0]
    for reason in Why:
        hint = replace(base, reason=reason, best_points=3, row_tiles=2, column_tiles=4)
        for say in (EN, FR, NL):
            text = describe_placement(say, hint)
            assert text.startswith("**") and len(text) <= MAX_LENGTH, text
    only = describe_placement(EN, replace(base, reason=Why.ONLY_CELL))
    assert only.endswith(": the only cell left for it (+1).")
    bonus = replace(base, reason=Why.BONUS, best_points=3, column_tiles=4, color_tiles=2)
    assert describe_placement(EN, bonus).endswith(": +1 now rather than +3, for its column at 4/5.")
    ahead = describe_placement(NL, replace(base, reason=Why.LOOKS_AHEAD))
    assert ahead.endswith("nu +1; de zoektocht verkiest het voor de komende rondes.")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_take_into_a_line_with_no_cell_left_says_it_will_fall(language):
    hints = {str(h.move): h for h in coach(g4_offer(), seed=1, budget=TINY, top=50)}
    said = describe_hint(words(language), hints["1b4"], 0, ["Ann", "Bob"])
    expected = {
        "en": "its row has no cell left for blue: the whole line will fall to the floor",
        "fr": "sa rangée n'a plus de case pour le bleu : toute la ligne finira sur le Plancher",
        "nl": "de rij heeft geen vak meer voor blauw: de hele lijn valt op de vloerlijn",
    }[language]
    assert expected in said
    assert "+0" not in said  # no points promised for a tile that never reaches the wall
