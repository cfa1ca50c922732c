"""``/azul rules`` says the numbers of every variant it describes (both walls), read when it
is said: never the classic numbers alone, and never one number for two walls that differ."""

from __future__ import annotations

import pytest

from azul_bot.core.words import words
from azul_bot.engine import VARIANTS, Variant
from azul_bot.features.play.words.rules import rules_said

OTHER_NUMBERS = {
    "factories": ((2, 5), (3, 7)),
    "floor_penalties": (2, 2, 4),
    "row_bonus": 3,
    "column_bonus": 8,
    "color_bonus": 12,
}


def test_the_summary_says_the_numbers_both_walls_are_played_with(monkeypatch):
    monkeypatch.setitem(VARIANTS, "classic", Variant("classic", False, **OTHER_NUMBERS))
    monkeypatch.setitem(VARIANTS, "grey", Variant("grey", True, **OTHER_NUMBERS))
    text = rules_said(words("en"))
    assert "(2–3 players)" in text.splitlines()[0]
    assert "2, 2, 4 points" in text
    for bonus in ("+3 ", "+8 ", "+12 "):
        assert bonus in text


def test_a_number_the_walls_do_not_share_is_not_said_for_both(monkeypatch):
    steeper = Variant("grey", True, floor_penalties=(1, 2, 3, 4, 5, 6, 7))
    monkeypatch.setitem(VARIANTS, "grey", steeper)
    with pytest.raises(ValueError, match="floor_penalties"):
        rules_said(words("en"))
