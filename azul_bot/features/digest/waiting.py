"""Which games wait on a person, and what their digest lists: facts stored with the digest's
direct message (a payload of plain JSON) and read back when it is posted.

A game waits on a person when it is running and a seat they play themselves (no stand-in
took it) may move now: their turn, or on a grey wall a line of theirs to place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core import Message, SeatView, movers, safe_name
from azul_bot.core.db import CorruptGame, GameRecord

LISTED = 15
"""The most games one digest lists (a direct message holds 2000 characters); it says how
many more there are."""


@dataclass(frozen=True)
class WaitingGame:
    """A game waiting on the reader of a digest: a ``link`` to its channel, its ``seats``
    (the reader's is ``seat``; the others are named), when the reader's time runs out
    (``deadline``, UNIX seconds; None without a limit)."""

    link: str
    seats: tuple[SeatView, ...]
    seat: int
    deadline: float | None = None


@dataclass(frozen=True)
class DailyDigest(Message):
    """A person's daily direct message: the ``games`` waiting on them in every server,
    the nearest deadline first, and how many ``more`` than those listed."""

    games: tuple[WaitingGame, ...]
    more: int = 0


def waiting_seat(record: GameRecord, user_id: int) -> int | None:
    """The seat of ``user_id`` that may move now in ``record``'s game, if any."""
    try:
        game = record.game()
    except CorruptGame:
        return None
    for position in movers(game):
        seat = record.seats[position]
        if seat.user_id == user_id and seat.stand_in is None:
            return position
    return None


def encode(day: str, games: Sequence[tuple[GameRecord, int, float | None, str]]) -> dict[str, Any]:
    """The payload of a digest of local date ``day``: each game (its record, the reader's
    seat, their deadline, the link to its place), the nearest deadline first (those without
    a limit last)."""
    ordered = sorted(games, key=lambda found: (found[2] is None, found[2] or 0.0))
    return {
        "day": day,
        "games": [_game(*found) for found in ordered[:LISTED]],
        "more": max(0, len(ordered) - LISTED),
    }


def _game(record: GameRecord, seat: int, deadline: float | None, link: str) -> dict[str, Any]:
    return {
        "game": record.id,
        "link": link,
        "seat": seat,
        "seats": [
            {"name": s.name, "user": s.user_id, "computer": s.computer} for s in record.seats
        ],
        "deadline": deadline,
    }


def decode(payload: dict[str, Any]) -> DailyDigest:
    """The message of a stored digest (``ValueError`` for one that cannot be read)."""
    try:
        games = tuple(_waiting(game) for game in payload["games"])
        return DailyDigest(games, int(payload.get("more", 0)))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"unreadable digest: {error!r}") from error


def _waiting(game: dict[str, Any]) -> WaitingGame:
    seats = tuple(
        SeatView(position, seat["user"], safe_name(seat["name"]), seat["computer"])
        for position, seat in enumerate(game["seats"])
    )
    deadline = game["deadline"]
    return WaitingGame(
        str(game["link"]), seats, int(game["seat"]), None if deadline is None else float(deadline)
    )
