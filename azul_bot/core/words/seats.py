"""The names of a table's seats in the reader's language, and a person's mention.

A computer seat's stored name is never shown (older versions stored an English one).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .catalogue import Words


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def mentions(user_ids: Sequence[int]) -> str:
    return " ".join(mention(user) for user in user_ids)


def level_name(say: Words, level: str) -> str:
    """A computer's level as the ``/azul addbot`` choices name it (``difficile``)."""
    return say(f"choice-{level}")


class NamedSeat(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def computer(self) -> str | None: ...


def computer_name(say: Words, level: str, number: int = 1) -> str:
    """The ``number``-th computer of ``level`` at a table."""
    shown = level_name(say, level)
    if number <= 1:
        return say("seat-computer", level=shown)
    return say("seat-computer-numbered", number=number, level=shown)


def seat_names(say: Words, seats: Sequence[NamedSeat]) -> list[str]:
    names = []
    counted: dict[str, int] = {}
    for seat in seats:
        if seat.computer is None:
            names.append(seat.name)
            continue
        counted[seat.computer] = counted.get(seat.computer, 0) + 1
        names.append(computer_name(say, seat.computer, counted[seat.computer]))
    return names


def seat_name(say: Words, seat: NamedSeat, seats: Sequence[NamedSeat]) -> str:
    """``seat``'s name among the ``seats`` of its table."""
    for candidate, name in zip(seats, seat_names(say, seats), strict=True):
        if candidate is seat or candidate == seat:
            return name
    return seat_names(say, [seat])[0]
