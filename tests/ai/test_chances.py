"""The winning chances: the search's value as the chance of winning, per search, player count
and stage of the game (``azul_bot.ai.chances``, fitted by ``benchmarks/win_chances.py``)."""

from __future__ import annotations

import pytest

from azul_bot.ai.chances import CURVES, ROUND_CURVES, STAGES, chance_at, winning_chance
from azul_bot.engine import GREY, Game

VALUES = [v / 2 for v in range(-160, 161)]  # -80 to 80 points


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stage", range(STAGES))
def test_a_chance_is_within_0_and_1_and_grows_with_the_value(players, stage):
    chances = [winning_chance(value, players, stage) for value in VALUES]
    assert all(0.0 <= chance <= 1.0 for chance in chances)
    assert all(a < b for a, b in zip(chances, chances[1:], strict=False))
    assert chances[0] < 0.1 < 1 / players < 0.55 < chances[-1]  # a rout counts


def test_every_player_count_has_a_curve_for_every_stage():
    assert sorted(CURVES) == [2, 3, 4]
    assert all(len(curves) == STAGES for curves in CURVES.values())
    assert sorted(ROUND_CURVES) == [2]  # the counts ``hard`` plays the round search at
    assert all(len(curves) == STAGES for curves in ROUND_CURVES.values())


@pytest.mark.parametrize("stage", range(STAGES))
def test_the_round_searchs_even_position_is_about_an_even_chance(stage):
    # Its value is the margin alone (with what the coming rounds promise): 0 is a level game.
    chances = [winning_chance(value, 2, stage, rounds=True) for value in VALUES]
    assert all(a < b for a, b in zip(chances, chances[1:], strict=False))
    assert chances[0] < 0.1 and chances[-1] > 0.9
    assert 0.45 < winning_chance(0.0, 2, stage, rounds=True) < 0.55


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_even_position_is_worth_about_a_fair_share(players):
    # The value is the margin over the best other player plus a quarter of one's own
    # points, so an even game's value is above 0: about 20 points' worth of own score.
    for stage in range(STAGES):
        assert (
            winning_chance(-20.0, players, stage)
            < 1 / players
            < winning_chance(30.0, players, stage)
        )


def test_two_players_chances_mirror_each_other_around_their_middle():
    # A two-player curve is a logistic curve: as far above its middle as below, so the
    # leader's chance and the trailer's add up to one at the same distance from it.
    for stage in range(STAGES):
        slope, offset = CURVES[2][stage]
        middle = -offset / slope
        for distance in (1.0, 5.0, 20.0):
            above = winning_chance(middle + distance, 2, stage)
            below = winning_chance(middle - distance, 2, stage)
            assert above + below == pytest.approx(1.0)


def test_a_lead_counts_for_more_as_the_end_comes_nearer():
    for players in (2, 3, 4):
        slopes = [slope for slope, _ in CURVES[players]]
        assert slopes[0] > slopes[-1]  # the last round against the first rounds


def test_a_position_takes_its_stage_from_the_walls_and_its_curve_from_its_search():
    game = Game.new(3, 7)
    assert chance_at(game, 4.0) == winning_chance(4.0, 3, STAGES - 1)  # the first round
    pair = Game.new(2, 7)  # hard plays the round search: the review looks with it
    assert chance_at(pair, 4.0) == winning_chance(4.0, 2, STAGES - 1, rounds=True)
    grey = Game.new(2, 7, GREY)
    assert chance_at(grey, 4.0) == winning_chance(4.0, 2, STAGES - 1)
