"""What a tournament's pairing is made of, with no rule in it.

Players are Discord user ids. A table's ``ranks`` are places as Azul gives them: 1 is first,
equal numbers share a place (``(1, 1, 3)``: two winners, one third); ``None`` while the game
is still being played.
"""

from __future__ import annotations

from dataclasses import dataclass

TABLE_SIZES = (2, 3, 4)
"""The players an Azul table seats."""


@dataclass(frozen=True)
class Entrant:
    """A player in the tournament: their rating seeds the first round and breaks the last tie;
    ``dropped``: they left and are paired no more (their games so far still count)."""

    user_id: int
    rating: float
    dropped: bool = False


@dataclass(frozen=True)
class Table:
    """A game of round ``round``: ``seats`` in seat order, and per seat its ``ranks`` (place,
    1 first) and ``scores`` (Azul points) once it has ended; both ``None`` while it runs."""

    round: int
    seats: tuple[int, ...]
    ranks: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if len(self.seats) not in TABLE_SIZES or len(set(self.seats)) != len(self.seats):
            raise ValueError(f"a table seats 2 to 4 different players, not {self.seats!r}")
        for name, values in (("ranks", self.ranks), ("scores", self.scores)):
            if values is not None and len(values) != len(self.seats):
                raise ValueError(f"{name} {values!r} do not match the seats {self.seats!r}")
        if self.ranks is not None and min(self.ranks) < 1:
            raise ValueError(f"places start at 1, not {self.ranks!r}")

    @property
    def finished(self) -> bool:
        return self.ranks is not None


@dataclass(frozen=True)
class Bye:
    """Round ``round`` without a game for ``user_id``: it scores as a win."""

    round: int
    user_id: int


@dataclass(frozen=True)
class Pairing:
    """The tables of round ``round``, top table first, each listing its players in seat
    order (Swiss: the ranking's; round robin: the circle's); ``bye``: the player left out
    (an odd count at tables of 2), who scores a win; ``walkovers``: players of a round robin
    whose scheduled opponent has dropped, who score a win as for a bye (the lead records a
    ``Bye`` for each)."""

    round: int
    tables: tuple[tuple[int, ...], ...]
    bye: int | None = None
    walkovers: tuple[int, ...] = ()

    @property
    def players(self) -> tuple[int, ...]:
        """Everyone this round concerns: seated, then the bye, then the walkovers."""
        seated = tuple(user for table in self.tables for user in table)
        return seated + ((self.bye,) if self.bye is not None else ()) + self.walkovers


class PairingError(ValueError):
    """A round that cannot be paired as asked."""
