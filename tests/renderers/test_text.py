"""The plain-text summary: the same facts as the image, in a few lines."""

from __future__ import annotations

from azul_bot.engine import CENTER, FLOOR, Color, Move, RoundEnded
from renderers.text import ALT_TEXT_LIMIT, alt_text, describe_table
from tests.engine.positions import board, position
from tests.renderers.helpers import NAMES, played, played_until


def small_table():
    return position(
        [board(score=7, lines={2: ("red", 1)}, floor=["blue"]), board(score=3)],
        factories=[["red", "red", "red", "blue"], ["yellow"] * 4],
        center=["white"],
        round=2,
    )


def test_it_says_round_turn_bag_and_lid():
    game = small_table()
    first = describe_table(game, ["Chloé", "Łukasz"]).splitlines()[0]
    assert first.startswith("Round 2 · Chloé to play")
    assert f"bag {sum(game.bag)}" in first and f"lid {sum(game.lid)}" in first


def test_it_lists_factories_as_typed_and_the_center_with_the_marker():
    text = describe_table(small_table(), ["Chloé", "Łukasz"])
    assert "1: 1 blue, 3 red" in text
    assert "2: 4 yellow" in text
    assert "Center: 1 white, first-player marker." in text


def test_it_gives_each_player_score_lines_and_floor():
    text = describe_table(small_table(), ["Chloé", "Łukasz"])
    assert "Chloé: 7 points; lines 3: 1/3 red; wall 0 tiles; floor blue (−1)." in text
    assert "Łukasz: 3 points; lines empty" in text


def test_it_narrates_the_last_move():
    game = small_table()
    events = game.play(Move(0, Color.RED, 2))
    text = describe_table(game, ["Chloé", "Łukasz"], events)
    assert "Chloé took 3 red from factory 1 to line 3 (1 to the floor)." in text
    events = game.play(Move(CENTER, Color.WHITE, FLOOR))
    text = describe_table(game, ["Chloé", "Łukasz"], events)
    assert "Łukasz took 1 white from the center and the first-player marker to the floor." in text


def test_it_sums_up_a_round_s_scoring():
    game, events = played_until(2, 4, lambda g, ev: any(isinstance(e, RoundEnded) for e in ev))
    text = describe_table(game, ["Chloé", "Łukasz"], events)
    assert "Round 1 scored: Chloé +" in text


def test_a_finished_game_gives_the_bonus_breakdown_and_the_winner():
    game, events = played_until(3, 9, lambda g, ev: g.is_over)
    names = ["Chloé", "Łukasz", "Zoë"]
    result = game.result
    for given in (events, None):
        text = describe_table(game, names, given)
        assert text.startswith("Game over")
        winner = names[result.winners[0]]
        assert f"{winner} wins" in text or "shared victory" in text
        assert "rows +" in text and "columns +" in text and "colors +" in text
        assert text.count("Game over:") == 1


def test_alt_text_fits_discord_s_limit():
    game, events = played(4, 3, 20)
    long_names = [name * 10 for name in NAMES]
    assert len(alt_text(game, long_names, events)) <= ALT_TEXT_LIMIT
