"""Who finishes their games: what counts as a finished or an abandoned game, what a turn's
time is, and the minimum share of finished games a lobby may ask of who joins.

A person *finishes* a game when they hold their seat to its end. They *abandon* it when a
stand-in holds it at the end: they resigned after the first round, or their time ran out and
the server's rules gave the seat away for good. Leaving during the first round is not held
against anyone (the game had barely begun: they count it as neither); a computer's seat, and
a person holding two seats, count for nobody. Aborted games count nowhere (they have no
results). The store keeps each result with that verdict and reads a person's latest 50.

A turn's time runs from when the turn came to the person (the previous change of the game
for a take; the start of the tiling for a grey wall's placement) to their move. Only a
person's own moves are timed: not a stand-in's, not a computer's.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from azul_bot.core import BadInput, ServiceError
from azul_bot.core.db import GameRecord, Seat

from .ids import BELOW_MIN_FINISHED, MIN_FINISHED_RANGE
from .model import Outcome
from .store import SHARE_AFTER, Reliability

FIRST_ROUND = 1


@dataclass(frozen=True)
class ReliabilityLine:
    """How a person finishes their games on a server (``results.reliability``)."""

    games: int
    """Counted games among their latest (at most ``RECENT_GAMES``)."""
    finished: int
    percent: int | None
    """The share of ``games`` they finished, in whole percent rounded down; None below
    ``SHARE_AFTER`` games."""
    games_to_go: int
    """Counted games still needed before the share is said (0 once it is)."""
    turn_median: float | None
    """Their typical turn in seconds (the median of their latest); None before the first."""


class BelowMinimum(ServiceError):
    """A join refused: the person finishes too few of their games for the lobby."""

    code = "below_minimum"


def percent_of(share: float | None) -> int | None:
    """A share in whole percent, rounded down: a share just under a lobby's minimum never
    reads as the minimum."""
    return None if share is None else math.floor(share * 100 + 1e-9)


def line_of(reliability: Reliability) -> ReliabilityLine:
    return ReliabilityLine(
        games=reliability.games,
        finished=reliability.finished,
        percent=percent_of(reliability.share),
        games_to_go=max(0, SHARE_AFTER - reliability.games),
        turn_median=reliability.turn_median,
    )


# ---------------------------------------------------------------------- finishing a game


def left_early(round_number: int) -> bool:
    """Whether a resignation in this round is not held against the one who resigns."""
    return round_number <= FIRST_ROUND


def abandoned(seat: Seat, seats: Sequence[Seat]) -> bool | None:
    """How a finished game counts for the person of ``seat``: True abandoned, False
    finished, None not at all."""
    holders = Counter(s.user_id for s in seats if s.user_id is not None)
    if seat.user_id is None or holders[seat.user_id] > 1 or seat.left_early:
        return None
    return seat.stand_in is not None


def with_verdicts(outcome: Outcome, seats: Sequence[Seat]) -> Outcome:
    """``outcome`` with each seat's result saying how the game counts for its person."""
    by_position = {seat.position: seat for seat in seats}
    counted = tuple(
        replace(result, abandoned=abandoned(by_position[result.position], seats))
        for result in outcome.seats
    )
    return replace(outcome, seats=counted)


# ---------------------------------------------------------------------- a turn's time


def turn_seconds(
    record: GameRecord, position: int, now: float, *, stand_in_moves: bool
) -> float | None:
    """How long the person of the seat at ``position`` took for the move they make now;
    None when the move is not theirs to time (a computer's or a stand-in's) or the turn's
    start is not known (a game from an older version)."""
    seat = record.seats[position]
    if stand_in_moves or seat.user_id is None or seat.stand_in is not None:
        return None
    if record.turn_began_at is None:
        return None
    return max(0.0, now - record.turn_began_at)


def next_turn_began(was_tiling: bool, still_tiling: bool, now: float) -> float | None:
    """When the turn after a move began: now, unless the move was a placement while others
    still place on a grey wall (their turn began with the tiling: None keeps that time)."""
    return None if was_tiling and still_tiling else now


# ---------------------------------------------------------------------- a lobby's minimum


def checked_minimum(percent: int | None) -> int | None:
    """A minimum share of finished games a host may ask: 1 to 100 percent, or none."""
    if percent is not None and not 1 <= percent <= 100:
        raise BadInput(MIN_FINISHED_RANGE)
    return percent


def check_minimum(
    record: GameRecord, least: int | None, user_id: int, reliability: Reliability | None
) -> None:
    """Refuse a join by someone whose known share is below the lobby's minimum (``least``,
    a percent). The host is never refused, and someone with too few games to say has their
    chance."""
    if least is None or user_id == record.host_id or reliability is None:
        return
    percent = percent_of(reliability.share)
    if percent is not None and percent < least:
        raise BelowMinimum(
            BELOW_MIN_FINISHED, share=percent / 100, least=least / 100, games=reliability.games
        )
