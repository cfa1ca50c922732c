"""``/azul rules`` in each language: one message, its numbers read from the engine."""

from __future__ import annotations

import pytest

from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import CLASSIC, CRYSTAL_1, CRYSTAL_2, GREY
from azul_bot.features.play.words.rules import rules_said

DISCORD_LIMIT = 2000


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_fit_one_message_and_say_the_engines_numbers(language):
    text = rules_said(words(language))
    assert len(text) <= DISCORD_LIMIT
    assert "{" not in text and "$" not in text
    assert ", ".join(str(cost) for cost in CLASSIC.floor_penalties) in text
    for bonus in (CLASSIC.row_bonus, CLASSIC.column_bonus, CLASSIC.color_bonus):
        assert f"+{bonus} " in text
    assert f"{CLASSIC.min_players}" in text.splitlines()[0]
    assert f"{CLASSIC.max_players}" in text.splitlines()[0]


def test_both_walls_share_the_numbers_the_summary_says():
    # The summary gives one set of numbers for both walls: should a variant ever change
    # them, the summary must learn to say so.
    for field in ("floor_penalties", "row_bonus", "column_bonus", "color_bonus", "factories"):
        assert getattr(GREY, field) == getattr(CLASSIC, field), field


@pytest.mark.parametrize(
    ("language", "grey"),
    [("en", "The grey wall"), ("fr", "Le mur gris"), ("nl", "De grijze muur")],
)
def test_the_rules_explain_the_grey_wall(language, grey):
    assert f"**{grey}**" in rules_said(words(language))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", [CRYSTAL_1, CRYSTAL_2], ids=lambda v: v.code)
def test_a_crystal_mosaic_side_says_its_own_numbers_and_printed_cells(language, variant):
    say = words(language)
    text = rules_said(say, variant)
    assert len(text) <= DISCORD_LIMIT and "{" not in text and "$" not in text
    assert text.startswith(f"**{say(f'choice-{variant.code}')}**")
    assert ", ".join(str(cost) for cost in variant.floor_penalties) in text
    for bonus in (variant.row_bonus, variant.column_bonus, variant.color_bonus):
        assert f"+{bonus} " in text
    for cell in variant.printed_cells:
        assert f"{cell.row + 1}" in text and f"{cell.col + 1}" in text
    doubled = "× 2" in text
    assert doubled == any(cell.multiplier == 2 for cell in variant.printed_cells)


def test_the_base_summary_is_the_same_for_the_two_base_walls():
    say = words("en")
    assert rules_said(say, CLASSIC) == rules_said(say, GREY) == rules_said(say)
