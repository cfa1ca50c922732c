"""A round robin at tables of 2: every pair meets once, by the circle method.

The players are laid out around the circle by user id, not by rating: a rating that moves
between rounds must not reshuffle a schedule already half played. One player stays put and
the others turn one place a round (the one who stays sits first and second in turn); with
an odd count an empty seat turns with them, and whoever faces it has the bye, each player
once.

A player who drops keeps their place in the circle (the schedule of the others stands), is
seated no more, and whoever was to meet them wins by walkover.
"""

from __future__ import annotations

from collections.abc import Sequence

from .pairing import Entrant, Pairing, PairingError


def round_robin_rounds(players: int) -> int:
    """Rounds for everyone to meet everyone: ``n - 1``, or ``n`` with an odd count (a bye
    each)."""
    if players < 2:
        raise PairingError(f"a round robin needs two players, not {players}")
    return players - 1 if players % 2 == 0 else players


def round_robin_round(entrants: Sequence[Entrant], round_number: int) -> Pairing:
    """Round ``round_number`` (from 1); dropped entrants keep their place in the circle."""
    users = sorted(entrant.user_id for entrant in entrants)
    if len(set(users)) != len(users):
        raise PairingError(f"an entrant is listed twice in {users!r}")
    last = round_robin_rounds(len(users))
    if not 1 <= round_number <= last:
        raise PairingError(
            f"a round robin of {len(users)} has rounds 1 to {last}, not {round_number}"
        )
    dropped = {entrant.user_id for entrant in entrants if entrant.dropped}
    tables: list[tuple[int, int]] = []
    bye: int | None = None
    walkovers: list[int] = []
    for first, second in _circle(users, round_number):
        if first is None or second is None:
            sitting = first if second is None else second
            bye = sitting if sitting not in dropped else None
        elif first in dropped or second in dropped:
            walkovers.extend(user for user in (first, second) if user not in dropped)
        else:
            tables.append((first, second))
    return Pairing(round=round_number, tables=tuple(tables), bye=bye, walkovers=tuple(walkovers))


def _circle(users: list[int], round_number: int) -> list[tuple[int | None, int | None]]:
    """The pairs of one round: the first seat fixed, the others turned ``round_number - 1``
    places; seat ``i`` meets seat ``n - 1 - i``. ``None`` is the empty seat of an odd count."""
    seats: list[int | None] = [*users, None] if len(users) % 2 else list(users)
    turn = (round_number - 1) % (len(seats) - 1)
    moving = seats[1:]
    seats = [seats[0], *moving[-turn:], *moving[:-turn]] if turn else seats
    pairs = [(seats[i], seats[-1 - i]) for i in range(len(seats) // 2)]
    if round_number % 2 == 0:  # the fixed player takes the second seat every other round
        pairs[0] = pairs[0][::-1]
    return pairs
