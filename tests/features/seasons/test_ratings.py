"""Season ratings: a person's first game of a season starts from a soft reset of their all-time
skill; later ones from their season skill; the all-time ratings move as they always did."""

from __future__ import annotations

import math

import pytest

from azul_bot.core.db import Seat
from azul_bot.engine import GameResult, PlayerResult
from azul_bot.features.results.model import Skill
from azul_bot.features.results.ratings import NEWCOMER, outcome, rate
from azul_bot.features.seasons.counting import in_season, soft_reset

ALICE, BOB = 1, 2
SEATS = (Seat(0, ALICE, "Alice"), Seat(1, BOB, "Bob"))


def alice_wins() -> GameResult:
    players = tuple(
        PlayerResult(
            player=i,
            score=score,
            wall_score=score,
            rows=0,
            columns=0,
            colors=0,
            row_bonus=0,
            column_bonus=0,
            color_bonus=0,
            rank=rank,
        )
        for i, (score, rank) in enumerate([(60, 1), (40, 2)])
    )
    return GameResult(players, (0,))


def test_a_soft_reset_goes_halfway_back_to_a_newcomer_and_widens_sigma():
    strong = Skill(35.0, 2.0)
    reset = soft_reset(strong)
    assert reset.mu == pytest.approx((35.0 + NEWCOMER.mu) / 2)
    assert reset.sigma == pytest.approx(math.sqrt(2.0**2 + (NEWCOMER.sigma / 2) ** 2))
    weak = soft_reset(Skill(15.0, 3.0))
    assert weak.mu == pytest.approx(20.0)  # pulled up as far as the strong one is pulled down
    # Never less sure than a newcomer, whatever the skill was.
    assert soft_reset(Skill(25.0, NEWCOMER.sigma)).sigma == NEWCOMER.sigma
    assert soft_reset(None) == NEWCOMER


def test_a_first_game_of_the_season_rates_from_the_soft_reset():
    all_time = {ALICE: Skill(35.0, 2.0), BOB: Skill(20.0, 4.0)}
    made = in_season(3, SEATS, alice_wins(), {}, all_time)
    assert made.number == 3
    alice, bob = made.players
    expected = rate([soft_reset(all_time[ALICE]), soft_reset(all_time[BOB])], [1, 2])
    assert [alice.skill_after, bob.skill_after] == expected
    assert alice.skill_before is None and bob.skill_before is None
    # The all-time ratings move from the all-time skills, as without seasons.
    alice, bob = outcome(SEATS, alice_wins(), all_time).players
    assert [alice.skill_after, bob.skill_after] == rate([all_time[ALICE], all_time[BOB]], [1, 2])


def test_a_later_game_of_the_season_rates_from_the_season_skill():
    all_time = {ALICE: Skill(35.0, 2.0), BOB: Skill(20.0, 4.0)}
    known = {ALICE: Skill(28.0, 5.0)}
    alice, bob = in_season(3, SEATS, alice_wins(), known, all_time).players
    expected = rate([known[ALICE], soft_reset(all_time[BOB])], [1, 2])
    assert [alice.skill_after, bob.skill_after] == expected
    assert alice.skill_before == known[ALICE]


def test_an_unrated_game_leaves_the_season_skill_where_it_begins():
    all_time = {ALICE: Skill(35.0, 2.0)}
    alice, _ = in_season(1, SEATS, alice_wins(), {}, all_time, rated=False).players
    assert alice.skill_after == soft_reset(all_time[ALICE])
    # Without a season, the all-time outcome is all a finished game writes.
    assert not hasattr(outcome(SEATS, alice_wins(), all_time), "season")
