"""Tournament points for one table, by place.

The scale: at a table of ``n`` the place ``p`` (1 first) is worth ``(n - p) / (n - 1)``:

- 2 players: 1, 0;
- 3 players: 1, 1/2, 0;
- 4 players: 1, 2/3, 1/3, 0.

First is always worth a whole point and last nothing, so a win counts the same whatever the
table, and every table hands out ``n / 2`` points, half a point a player on average: players
seated at a smaller table (an uneven count) neither gain nor lose on average. Players who
share places split the points of those places equally: a shared game of two is 1/2 each, two
winners of three take 3/4 each, a four-way tie is 1/2 each. A bye is worth a win (``BYE``).

Points are added up exactly, as whole numbers of twelfths (``UNIT``: every share at a table
of 2 to 4 is one), not as floats: sums of thirds compare equal when they are, so a tie in
points is a tie and goes to the tie-breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache

UNIT = 12
"""Twelfths of a point: what totals are counted in."""

BYE = UNIT
"""What a round without a game is worth, in twelfths: a win."""


def points(ranks: Sequence[int]) -> tuple[float, ...]:
    """The tournament points of each seat of one finished table, from its places (1 first,
    equal numbers shared): ``points((2, 1)) == (0.0, 1.0)``, ``points((1, 1)) == (0.5, 0.5)``."""
    return tuple(float(share) for share in exact_points(ranks))


def exact_points(ranks: Sequence[int]) -> tuple[Fraction, ...]:
    """``points`` as exact fractions: ``exact_points((1, 2, 3, 4))[1] == Fraction(2, 3)``."""
    seats = len(ranks)
    if seats < 2:
        raise ValueError(f"a table has at least two players, not ranks {tuple(ranks)!r}")
    worth: dict[int, Fraction] = {}
    place = 0  # the places taken by better ranks, 0-based
    for rank in sorted(set(ranks)):
        tied = list(ranks).count(rank)
        shared = sum(seats - 1 - p for p in range(place, place + tied))
        worth[rank] = Fraction(shared, (seats - 1) * tied)
        place += tied
    return tuple(worth[rank] for rank in ranks)


def places(ranks: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place as a scoreboard shows it (1 + the seats ranked better): ranks
    ``(1, 1, 2)`` are places ``(1, 1, 3)``; a shared place is counted at its best."""
    return tuple(1 + sum(other < rank for other in ranks) for rank in ranks)


@cache
def twelfths(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """``exact_points`` in twelfths of a point (``UNIT``), what the ledger adds up."""
    shares = [share * UNIT for share in exact_points(ranks)]
    if any(share.denominator != 1 for share in shares):
        raise ValueError(f"ranks {ranks!r} share points finer than twelfths")
    return tuple(int(share) for share in shares)
