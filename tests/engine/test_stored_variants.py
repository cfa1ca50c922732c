"""The stored game names its variant (JSON version 2); games stored before load as classic."""

import json
import random
from pathlib import Path

import pytest

from azul_bot.engine import CLASSIC, GREY, Game, Move, Phase, WallMove
from tests.engine.positions import board, position

# Written by the version 1 serializer (before variants existed), kept as it was stored.
VERSION_1 = json.loads((Path(__file__).parent / "golden" / "version1_games.json").read_text())


@pytest.mark.parametrize("name", VERSION_1)
def test_a_game_stored_in_version_1_loads_as_classic(name):
    stored = VERSION_1[name]
    assert stored["version"] == 1 and "variant" not in stored
    game = Game.from_dict(stored)
    assert game.variant is CLASSIC and game.auto_place and game.phase is not Phase.TILING
    data = game.to_dict()
    assert data["version"] == 2 and data["variant"] == "classic" and data["tiling"] is False
    assert {k: v for k, v in data.items() if k in stored} == stored | {"version": 2}


def test_a_version_1_game_plays_on_exactly_like_the_game_it_was_stored_from():
    stored = Game.from_dict(VERSION_1["3p_seed5_turn17"])
    # The fixture is game (3 players, seed 5) after 17 moves chosen by random.Random(5).
    game = Game.new(3, 5)
    chooser = random.Random(5)
    for _ in range(17):
        game.play(chooser.choice(game.legal_moves()))
    assert game == stored
    while not game.is_over:
        move = chooser.choice(game.legal_moves())
        assert stored.play(move) == game.play(move)


def tiling_game() -> Game:
    """A grey game stopped in its first wall tiling, with someone to place."""
    for seed in range(100):
        game = Game.new(2, seed, GREY, auto_place=False)
        chooser = random.Random(seed)
        while game.phase is Phase.OFFER:
            game.play(chooser.choice(game.legal_moves()))
        if game.phase is Phase.TILING:
            return game
    raise AssertionError("no tiling in 100 games")


def test_a_grey_game_in_its_tiling_round_trips():
    game = tiling_game()
    data = game.to_dict()
    assert data["variant"] == "grey" and data["tiling"] is True and data["auto_place"] is False
    assert data["current_player"] is None
    again = Game.from_dict(json.loads(json.dumps(data)))
    assert again.to_place == game.to_place and again.pending_lines() == game.pending_lines()
    move = game.legal_moves()[0]
    assert again.play(move) == game.play(move)


def broken(change, game=None):
    data = (game or tiling_game()).to_dict()
    change(data)
    return data


def _grey_wall_with_two_blues_in_column_0(data):
    data["players"][0]["wall"][:2] = ["B....", "B...."]
    data["bag"]["blue"] -= 2


def _a_tile_in_the_center(data):
    color = next(name for name, count in data["bag"].items() if count)
    data["center"].append(color)
    data["bag"][color] -= 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(variant="hexagonal"), "unknown variant"),
        (lambda d: d.pop("variant"), "unknown variant"),
        (lambda d: d.update(auto_place="yes"), "auto_place"),
        (lambda d: d.pop("tiling"), "tiling"),
        (lambda d: d.update(current_player=0), "current_player must be null"),
        (lambda d: d.update(variant="classic"), "only a grey wall"),
        (_a_tile_in_the_center, "factories and center are empty"),
        (_grey_wall_with_two_blues_in_column_0, "twice in column 0"),
    ],
)
def test_from_dict_rejects_impossible_grey_states(change, message):
    with pytest.raises(ValueError, match=message):
        Game.from_dict(broken(change))


def test_from_dict_rejects_a_tiling_that_waits_for_nobody():
    data = position([board(), board()], factories=[["red"]], variant="grey").to_dict()
    data["factories"][0] = []
    data["lid"]["red"] += 1
    data.update(tiling=True, current_player=None)
    with pytest.raises(ValueError, match="nobody has a line to place"):
        Game.from_dict(data)


def test_from_dict_rejects_a_stored_choice_that_auto_place_would_have_made():
    game = tiling_game()
    data = game.to_dict()
    data["auto_place"] = True
    line = game.pending_lines()[0]
    if len(line.columns) == 1:
        with pytest.raises(ValueError, match="nothing to choose"):
            Game.from_dict(data)
    else:
        assert Game.from_dict(data).to_place == game.to_place


def test_a_classic_wall_letter_must_be_the_printed_color_but_a_grey_one_may_be_any():
    classic = Game.new(2, 1).to_dict()
    classic["players"][0]["wall"][0] = "Y...."
    classic["bag"]["yellow"] -= 1
    with pytest.raises(ValueError, match="must be 'B'"):
        Game.from_dict(classic)
    classic["variant"] = "grey"
    game = Game.from_dict(classic)
    assert game.variant is GREY and str(game.players[0].color_at(0, 0)) == "yellow"


def test_wall_moves_are_refused_in_a_version_1_game():
    game = Game.from_dict(VERSION_1["3p_seed5_turn17"])
    assert game.check(WallMove(0, 0, 0)) is not None
    assert game.check(Move.parse(str(game.legal_moves()[0]))) is None
