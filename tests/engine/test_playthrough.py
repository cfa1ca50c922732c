import pytest

from tests.engine.playthrough import CASES, GOLDEN, playthrough


@pytest.mark.parametrize("name", CASES)
def test_seeded_game_plays_exactly_as_recorded(name):
    expected = (GOLDEN / name).read_text(encoding="utf-8")
    assert playthrough(*CASES[name]) == expected
