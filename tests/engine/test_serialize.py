"""The JSON form: exact round trip, and clear refusals of impossible data."""

import copy
import json
import random

import pytest

from azul_bot.engine import Game


def midgame(players=3, seed=5, moves=17):
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        game.play(chooser.choice(game.legal_moves()))
    return game


def test_round_trip_is_exact_and_json_safe():
    game = midgame()
    data = game.to_dict()
    again = Game.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data
    assert again == game
    # The copy plays on exactly like the original.
    chooser_a, chooser_b = random.Random(1), random.Random(1)
    while not game.is_over:
        move = chooser_a.choice(game.legal_moves())
        assert move == chooser_b.choice(again.legal_moves())
        assert game.play(move) == again.play(move)
    assert again.to_dict() == game.to_dict()


def test_dict_is_readable():
    data = Game.from_dict(midgame().to_dict()).to_dict()
    assert data["version"] == 2  # version 2 names the variant; version 1 still loads
    assert data["variant"] == "classic"
    assert set(data["bag"]) == {"blue", "yellow", "red", "black", "white"}
    assert all(len(row) == 5 for p in data["players"] for row in p["wall"])


def broken(change):
    data = midgame().to_dict()
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.pop("bag"), "bag"),
        (lambda d: d["bag"].update(blue=d["bag"]["blue"] + 1), "blue tiles"),
        (lambda d: d["center"].append("purple"), "unknown color"),
        (lambda d: d["factories"].pop(), "factories expected"),
        (lambda d: d["factories"][0].extend(["red"] * 5), "more than 4"),
        (lambda d: d.update(current_player=7), "current_player"),
        (lambda d: d.update(round="2"), "round"),
        (lambda d: d.update(over="no"), "over"),
        (lambda d: d["players"][0].update(score=-3), "score"),
        (lambda d: d["players"][0]["wall"].__setitem__(0, "RRRRR"), "wall"),
        (lambda d: d["players"][0]["lines"].__setitem__(0, {"color": "red", "count": 2}), "count"),
        (
            lambda d: d["players"][0]["lines"].__setitem__(1, {"color": None, "count": 1}),
            "no color",
        ),
        (lambda d: d["players"][0].update(floor=["red"] * 8), "floor"),
        (lambda d: d["players"].append(d["players"][0]), "factories expected"),
        (lambda d: d.update(players=d["players"][:1]), "2 to 4 players"),
        (lambda d: d.update(rng_state=-1), "rng_state"),
    ],
)
def test_from_dict_rejects_impossible_states(change, message):
    with pytest.raises(ValueError, match=message):
        Game.from_dict(broken(change))


def test_from_dict_rejects_a_color_twice_on_a_wall_row_via_its_line():
    game = Game.new(2, 1)
    data = game.to_dict()
    data["players"][0]["wall"][0] = "B...."
    data["players"][0]["lines"][0] = {"color": "blue", "count": 1}
    data["bag"]["blue"] -= 2
    with pytest.raises(ValueError, match="already on that wall row"):
        Game.from_dict(data)


def test_from_dict_rejects_a_marker_in_two_places():
    data = Game.new(2, 1).to_dict()
    data["players"][1]["floor"] = ["marker"]
    with pytest.raises(ValueError, match="marker"):
        Game.from_dict(data)


@pytest.mark.parametrize("junk", [None, [], "game", 3])
def test_from_dict_rejects_non_objects(junk):
    with pytest.raises(ValueError):
        Game.from_dict(junk)


def test_from_dict_does_not_change_its_input():
    data = midgame().to_dict()
    kept = copy.deepcopy(data)
    Game.from_dict(data).play(Game.from_dict(data).legal_moves()[0])
    assert data == kept
