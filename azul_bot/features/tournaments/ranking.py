"""The standings of a tournament: who leads, by what, and how each tie is broken.

The order, as ``/azul tournament rules`` states it:

1. tournament points (``points.py``: a win 1, a bye 1, places by the table's scale);
2. Buchholz: the strength of the opponents met. For every finished game, the average of the
   tournament points (now) of the others at that table, added up over the games. At tables of
   two this is the classic Buchholz, the sum of the opponents' points; taking the average at
   larger tables keeps a player who sat at a smaller one (an uneven count) from being ranked
   down for having met fewer people. A bye adds nothing (no opponent), nor does a game still
   being played;
3. the total Azul score of the finished games;
4. the rating;
5. the user id, so that two processes print the same table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .ledger import Ledger, tally
from .pairing import Bye, Entrant, Table
from .points import UNIT, places


@dataclass(frozen=True)
class Standing:
    """One line of the standings. ``wins``: games finished first alone; ``draws``: first
    place shared; ``losses``: any other place (at tables of two: the usual record);
    ``places``: games finished 1st, 2nd, 3rd, 4th (a shared place counts at its best, as the
    scoreboard shows it); ``byes`` are counted apart (each is a point, not a game);
    ``in_progress``: games still being played, not counted yet."""

    rank: int
    user_id: int
    points: float
    buchholz: float
    score: int
    rating: float
    wins: int
    draws: int
    losses: int
    places: tuple[int, int, int, int]
    byes: int
    in_progress: int
    dropped: bool


def standings(entrants: Sequence[Entrant], history: Iterable[Table | Bye]) -> list[Standing]:
    """Every entrant (dropped ones too: their games count) in the order of the tie-breaks."""
    ledger = tally(history)
    buchholz = {entrant.user_id: _buchholz(ledger, entrant.user_id) for entrant in entrants}

    def order(entrant: Entrant) -> tuple[int, Fraction, int, float, int]:
        user = entrant.user_id
        return (-ledger.points[user], -buchholz[user], -_score(ledger, user), -entrant.rating, user)

    ranked = sorted(entrants, key=order)
    return [
        _standing(rank, entrant, ledger, buchholz[entrant.user_id])
        for rank, entrant in enumerate(ranked, start=1)
    ]


def _buchholz(ledger: Ledger, user: int) -> Fraction:
    total = Fraction(0)
    for table, seat in ledger.finished[user]:
        others = [other for place, other in enumerate(table.seats) if place != seat]
        total += Fraction(sum(ledger.points[other] for other in others), UNIT * len(others))
    return total


def _score(ledger: Ledger, user: int) -> int:
    return sum(table.scores[seat] for table, seat in ledger.finished[user] if table.scores)


def _standing(rank: int, entrant: Entrant, ledger: Ledger, buchholz: Fraction) -> Standing:
    user = entrant.user_id
    finished = [(places(table.ranks or ()), seat) for table, seat in ledger.finished[user]]
    counts = [0, 0, 0, 0]
    wins = draws = 0
    for board, seat in finished:
        counts[board[seat] - 1] += 1
        if board[seat] == 1:
            alone = board.count(1) == 1
            wins += alone
            draws += not alone
    return Standing(
        rank=rank,
        user_id=user,
        points=ledger.points[user] / UNIT,
        buchholz=float(buchholz),
        score=_score(ledger, user),
        rating=entrant.rating,
        wins=wins,
        draws=draws,
        losses=len(finished) - wins - draws,
        places=(counts[0], counts[1], counts[2], counts[3]),
        byes=ledger.byes[user],
        in_progress=ledger.running[user],
        dropped=entrant.dropped,
    )
