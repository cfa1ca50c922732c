"""Games stored before the Crystal Mosaic came (grey games, JSON version 2, written by the
engine of that time) load as they were stored and play on exactly as they would have.

Each fixture is ``stored``: the game ``Game.new(players, seed, GREY, auto_place=...)`` after
``moves`` moves chosen by ``random.Random(seed)``.
"""

import json
import random
from pathlib import Path

import pytest

from azul_bot.engine import GREY, Game, Phase

FIXTURES = json.loads((Path(__file__).parent / "golden" / "version2_grey_games.json").read_text())


@pytest.mark.parametrize("name", FIXTURES)
def test_a_stored_grey_game_loads_as_it_was_stored_and_plays_on_the_same(name):
    fixture = FIXTURES[name]
    stored = fixture["stored"]
    game = Game.from_dict(stored)
    assert game.variant is GREY and game.to_dict() == stored
    assert game.phase is (Phase.TILING if stored["tiling"] else Phase.OFFER)
    again = Game.new(fixture["players"], fixture["seed"], GREY, auto_place=fixture["auto_place"])
    chooser = random.Random(fixture["seed"])
    for _ in range(fixture["moves"]):
        again.play(chooser.choice(again.legal_moves()))
    assert again == game
    while not game.is_over:
        move = chooser.choice(again.legal_moves())
        assert game.play(move) == again.play(move)
    assert game.to_dict() == again.to_dict()
