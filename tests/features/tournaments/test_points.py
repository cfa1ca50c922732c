"""The points of a table's places: 2 players 1 / 0 / 1/2 each, 3 and 4 by the rank scale,
shared places split."""

import itertools
from fractions import Fraction

import pytest

from azul_bot.features.tournaments.points import exact_points, places, points


def test_two_players_win_loss_and_shared_game():
    assert points((1, 2)) == (1.0, 0.0)
    assert points((2, 1)) == (0.0, 1.0)
    assert points((1, 1)) == (0.5, 0.5)


def test_three_and_four_players_by_the_rank_scale():
    assert exact_points((1, 2, 3)) == (1, Fraction(1, 2), 0)
    assert exact_points((3, 1, 2)) == (0, 1, Fraction(1, 2))
    assert exact_points((1, 2, 3, 4)) == (1, Fraction(2, 3), Fraction(1, 3), 0)


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [
        ((1, 1, 3), (Fraction(3, 4), Fraction(3, 4), 0)),
        ((1, 2, 2), (1, Fraction(1, 4), Fraction(1, 4))),
        ((1, 1, 1), (Fraction(1, 2),) * 3),
        ((1, 2, 2, 4), (1, Fraction(1, 2), Fraction(1, 2), 0)),
        ((1, 1, 3, 3), (Fraction(5, 6), Fraction(5, 6), Fraction(1, 6), Fraction(1, 6))),
        ((2, 1, 2, 2), (Fraction(1, 3), 1, Fraction(1, 3), Fraction(1, 3))),
        ((1, 1, 1, 1), (Fraction(1, 2),) * 4),
    ],
)
def test_shared_places_split_their_points_equally(ranks, expected):
    assert exact_points(ranks) == expected


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_table_hands_out_half_a_point_a_player(seats):
    for ranks in itertools.product(range(1, seats + 1), repeat=seats):
        assert sum(exact_points(ranks)) == Fraction(seats, 2)


def test_dense_and_competition_ranks_mean_the_same_places():
    assert exact_points((1, 1, 2)) == exact_points((1, 1, 3))
    assert places((1, 1, 2)) == (1, 1, 3)
    assert places((2, 1, 2, 4)) == (2, 1, 2, 4)


def test_a_table_of_one_has_no_points():
    with pytest.raises(ValueError, match="at least two"):
        points((1,))
