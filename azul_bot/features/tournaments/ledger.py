"""What a tournament's history adds up to, per player: points, who met whom, byes, the games
finished and those still running. Pairing and standings read it; nothing here decides."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

from .pairing import Bye, Table
from .points import BYE, twelfths


def meeting(first: int, second: int) -> tuple[int, int]:
    """The key of two players' meetings, the same whichever is named first."""
    return (first, second) if first < second else (second, first)


@dataclass
class Ledger:
    """``points``: tournament points so far, in twelfths (``points.UNIT``), from finished
    games and byes; ``meetings``: how many times two players sat at one table (running games
    included: they have met); ``byes``; ``finished``: per player, the finished tables and
    their seat at each; ``running``: per player, the games not over yet."""

    points: Counter[int] = field(default_factory=Counter)
    meetings: Counter[tuple[int, int]] = field(default_factory=Counter)
    byes: Counter[int] = field(default_factory=Counter)
    finished: defaultdict[int, list[tuple[Table, int]]] = field(
        default_factory=lambda: defaultdict(list)
    )
    running: Counter[int] = field(default_factory=Counter)


def tally(history: Iterable[Table | Bye], before_round: int | None = None) -> Ledger:
    """The ledger of ``history`` (of the rounds before ``before_round`` when given: a round
    being paired again ignores its own tables)."""
    ledger = Ledger()
    for entry in history:
        if before_round is not None and entry.round >= before_round:
            continue
        if isinstance(entry, Bye):
            ledger.byes[entry.user_id] += 1
            ledger.points[entry.user_id] += BYE
            continue
        for pair in combinations(entry.seats, 2):
            ledger.meetings[meeting(*pair)] += 1
        if entry.ranks is None:
            ledger.running.update(entry.seats)
            continue
        for seat, (user, share) in enumerate(
            zip(entry.seats, twelfths(tuple(entry.ranks)), strict=True)
        ):
            ledger.points[user] += share
            ledger.finished[user].append((entry, seat))
    return ledger
