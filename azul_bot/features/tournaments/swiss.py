"""A Swiss round: players of similar points meet, nobody meets the same player twice while
it can be avoided, and an odd player out gets a bye.

The ranking a round is paired from: tournament points, then rating, then user id (the
tie-breaks of the standings wait for the end: Buchholz moves with every result of the round).

- Tables of 2: score groups folded as chess's Dutch system does (``seating._folded``); with
  an odd count the bye goes to the lowest-ranked player who has not had one (among those who
  have had the fewest, should every player have had one), going up the list only when
  nobody lower leaves a pairing without a rematch.
- Tables of 3 and 4: consecutive players of the ranking at one table, as few repeated
  meetings as the search and the swaps find. No bye: when the count is not a multiple of the
  table size, the round has as few tables as seat everyone, their sizes differing by one at
  most (``table_sizes``: 7 at tables of 3 sit 3, 2, 2), the smaller ones at the bottom.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .ledger import Ledger, tally
from .pairing import TABLE_SIZES, Bye, Entrant, Pairing, PairingError, Table
from .seating import Seating, pairs, seat


def default_swiss_rounds(players: int) -> int:
    """``ceil(log2 n) + 1``: enough rounds for one player alone at the top, plus one."""
    if players < 1:
        raise PairingError(f"a tournament needs players, not {players}")
    return (players - 1).bit_length() + 1


def table_sizes(players: int, table_size: int) -> list[int]:
    """The tables of a round, largest first: as few as seat everyone at ``table_size`` at
    most, sizes as even as can be (7 at tables of 3: 3, 2, 2; 10 at tables of 4: 4, 3, 3;
    5 at tables of 4: 3, 2). Never a table of one, since ``players >= 2``."""
    tables = -(-players // table_size)
    small, larger = divmod(players, tables)
    return [small + 1] * larger + [small] * (tables - larger)


def swiss_round(
    entrants: Sequence[Entrant],
    history: Iterable[Table | Bye],
    round_number: int,
    table_size: int = 2,
) -> Pairing:
    """The tables of Swiss round ``round_number`` for the entrants who have not dropped,
    from the history of the rounds before it."""
    if table_size not in TABLE_SIZES:
        raise PairingError(f"Azul tables seat 2 to 4 players, not {table_size}")
    if round_number < 1:
        raise PairingError(f"rounds count from 1, not {round_number}")
    active = _active(entrants)
    ledger = tally(history, before_round=round_number)
    ranked = sorted(active, key=lambda e: (-ledger.points[e.user_id], -e.rating, e.user_id))
    users = [entrant.user_id for entrant in ranked]
    meetings = _meetings(users, ledger)
    groups = _score_groups(users, ledger)
    if table_size == 2:
        tables, bye = _pair(users, ledger, meetings, groups)
    else:
        sizes = table_sizes(len(users), table_size)
        tables, bye = seat(range(len(users)), sizes, meetings, groups), None
    return Pairing(
        round=round_number,
        tables=tuple(tuple(users[player] for player in table) for table in tables),
        bye=None if bye is None else users[bye],
    )


def _active(entrants: Sequence[Entrant]) -> list[Entrant]:
    users = [entrant.user_id for entrant in entrants]
    if len(set(users)) != len(users):
        raise PairingError(f"an entrant is listed twice in {users!r}")
    active = [entrant for entrant in entrants if not entrant.dropped]
    if len(active) < 2:
        raise PairingError(f"a round needs two players who have not dropped, not {len(active)}")
    return active


def _meetings(users: list[int], ledger: Ledger) -> dict[tuple[int, int], int]:
    """Meetings between the players of this round, by their place in the ranking."""
    place = {user: index for index, user in enumerate(users)}
    meetings = {}
    for (first, second), times in ledger.meetings.items():
        if first in place and second in place:
            low, high = sorted((place[first], place[second]))
            meetings[low, high] = times
    return meetings


def _score_groups(users: list[int], ledger: Ledger) -> list[int]:
    """Each player's score group, 0 for the leaders (``users`` are in ranking order)."""
    groups: list[int] = []
    for index, user in enumerate(users):
        if index == 0:
            groups.append(0)
        else:
            same = ledger.points[user] == ledger.points[users[index - 1]]
            groups.append(groups[-1] + (not same))
    return groups


def _pair(
    users: list[int],
    ledger: Ledger,
    meetings: dict[tuple[int, int], int],
    groups: list[int],
) -> tuple[Seating, int | None]:
    """Tables of 2, and with an odd count the bye (indices into ``users``): due to the
    lowest-ranked of those who have had the fewest byes."""
    fewest = min(ledger.byes[user] for user in users)
    due = [player for player in reversed(range(len(users))) if ledger.byes[users[player]] == fewest]
    return pairs(range(len(users)), meetings, groups, due)
