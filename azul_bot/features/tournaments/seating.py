"""Seating players at tables so that few meet again: the combinatorics under a Swiss round,
on players numbered by ranking (0 the leader), with no tournament wording in it.

1. ``without_repeats``: a depth-first search, top table first, each seat taken by the best
   candidate who has met no one at the table yet, going back on a choice when the players
   left cannot all be seated. Candidates come in ranking order (tables of 3 and 4: players of
   similar standing together), or for tables of 2 folded within the score group as chess's
   Dutch system does (the first of a group of six meets the fourth, the second the fifth),
   the odd one of a group floating down to meet the best of the next. The first seating
   found is the one a director would write by hand from the top of the list.
2. When the search finds none (none exists, or its step budget ran out), the same order
   taking each time the candidate who repeats the fewest meetings, then
   - tables of 2 (``pairs``): a maximum matching among the pairs who have not met
     (``matching``), so the rematches left are as few as can be, and only those are paired
     again among themselves;
   - tables of 3 and 4 (``seat``): swaps between tables while a swap lowers the repeats
     (and, at equal repeats, the gaps in score group).

The search counts steps rather than time, so two processes seat the same round alike.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from collections.abc import Mapping, Sequence
from itertools import combinations

from .matching import UNMATCHED, maximum_matching

Seating = list[tuple[int, ...]]

SEARCH_STEPS = 5_000
"""Candidates the search may try in one round before settling for fewest repeats."""

SWAP_PASSES = 20


class Budget:
    """Search steps left, shared by the searches of one round (one per bye candidate)."""

    def __init__(self, steps: int = SEARCH_STEPS) -> None:
        self.left = steps

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise _Exhausted

    @property
    def exhausted(self) -> bool:
        return self.left < 0


class _Exhausted(Exception):
    pass


def seat(
    players: Sequence[int],
    sizes: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
    budget: Budget | None = None,
) -> Seating:
    """Tables of ``sizes`` (top table first) for ``players`` (ranking order): without a
    repeated meeting if the search finds one, else with as few as the swaps reach.
    ``meetings``: times two players (lower number first) have met; ``groups``: each player's
    score group, 0 the leaders."""
    found = without_repeats(players, sizes, meetings, groups, budget or Budget())
    return found if found is not None else fewest_repeats(players, sizes, meetings, groups)


def pairs(
    players: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
    due: Sequence[int] = (),
) -> tuple[Seating, int | None]:
    """Tables of 2 for ``players`` (ranking order) and, with an odd count, the bye: one of
    ``due`` (the players who may have it, first the one it should go to). No rematch if the
    search finds a pairing without; else as few rematches as any pairing has."""
    sizes = [2] * (len(players) // 2)
    if len(players) % 2 == 0:
        due = ()
    elif not due:
        raise ValueError("an odd count needs a player who may have the bye")
    budget = Budget()
    for bye in due or (None,):
        rest = [player for player in players if player != bye]
        found = without_repeats(rest, sizes, meetings, groups, budget, fold=True)
        if found is not None:
            return found, bye
        if budget.exhausted:
            break
    return _fewest_rematches(players, meetings, groups, due)


def without_repeats(
    players: Sequence[int],
    sizes: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
    budget: Budget,
    fold: bool = False,
) -> Seating | None:
    """The first seating without a repeated meeting in the search's order, or None;
    ``fold``: pairs folded as the Dutch system does, else consecutive players together."""
    search = _Search(players, sizes, meetings, groups, budget, fold)
    try:
        return search.table(0)
    except _Exhausted:
        return None


def fewest_repeats(
    players: Sequence[int],
    sizes: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
) -> Seating:
    """A seating with few repeated meetings: each seat to the candidate repeating fewest,
    then swaps between tables (nearest tables first) while they lower the cost."""
    tables = _greedy(players, sizes, meetings, groups)
    _swap(tables, meetings, groups)
    return sorted(tuple(sorted(table)) for table in tables)


def _greedy(
    players: Sequence[int],
    sizes: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
    fold: bool = False,
) -> list[list[int]]:
    """Top table first, each seat to the first candidate who repeats the fewest meetings."""
    unseated = list(players)
    tables: list[list[int]] = []
    for size in sizes:
        table = [unseated.pop(0)]
        while len(table) < size:
            pick = min(
                _folded(table[0], unseated, groups) if fold else unseated,
                key=lambda c: sum(meetings.get(_pair(c, x), 0) for x in table),
            )
            unseated.remove(pick)
            table.append(pick)
        tables.append(table)
    return tables


def _fewest_rematches(
    players: Sequence[int],
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
    due: Sequence[int],
) -> tuple[Seating, int | None]:
    """Pairs grown from the greedy ones into a maximum matching of the pairs not met yet
    (the bye a vertex matched to those ``due`` it), the others paired among themselves."""
    bye = due[0] if due else None
    rest = [player for player in players if player != bye]
    greedy = _greedy(rest, [2] * (len(rest) // 2), meetings, groups, fold=True)
    vertex = {player: index for index, player in enumerate(players)}
    bye_vertex = len(players)
    neighbours: list[list[int]] = [[] for _ in range(len(players) + (bye is not None))]
    for first, second in combinations(players, 2):
        if _pair(first, second) not in meetings:
            neighbours[vertex[first]].append(vertex[second])
            neighbours[vertex[second]].append(vertex[first])
    start = [UNMATCHED] * len(neighbours)
    if bye is not None:
        neighbours[bye_vertex] = [vertex[player] for player in due]
        for player in due:
            neighbours[vertex[player]].append(bye_vertex)
        start[bye_vertex], start[vertex[bye]] = vertex[bye], bye_vertex
    for first, second in greedy:
        if _pair(first, second) not in meetings:
            start[vertex[first]], start[vertex[second]] = vertex[second], vertex[first]
    mate = maximum_matching(neighbours, start)
    if bye is not None:
        bye = players[mate[bye_vertex]]
    tables: list[Sequence[int]] = [
        (player, players[mate[index]])
        for index, player in enumerate(players)
        if UNMATCHED != mate[index] < len(players) and index < mate[index]
    ]
    alone = [player for index, player in enumerate(players) if mate[index] == UNMATCHED]
    tables += _greedy(alone, [2] * (len(alone) // 2), meetings, groups, fold=True)
    return sorted(tuple(sorted(table)) for table in tables), bye


class _Search:
    def __init__(
        self,
        players: Sequence[int],
        sizes: Sequence[int],
        meetings: Mapping[tuple[int, int], int],
        groups: Sequence[int],
        budget: Budget,
        fold: bool,
    ) -> None:
        self.unseated = sorted(players)
        self.fold = fold
        self.sizes = sizes
        self.groups = groups
        self.budget = budget
        self.met: dict[int, set[int]] = {player: set() for player in players}
        for first, second in meetings:
            if first in self.met and second in self.met:
                self.met[first].add(second)
                self.met[second].add(first)
        self.most_met = max((len(met) for met in self.met.values()), default=0)
        self.met_unseated = {player: len(met) for player, met in self.met.items()}

    def table(self, index: int) -> Seating | None:
        if index == len(self.sizes):
            return []
        first = self.unseated[0]
        self._take(first)
        try:
            return self._fill(index, [first])
        finally:
            self._give_back(first)

    def _take(self, player: int) -> None:
        self.unseated.remove(player)
        for other in self.met[player]:
            self.met_unseated[other] -= 1

    def _give_back(self, player: int) -> None:
        insort(self.unseated, player)
        for other in self.met[player]:
            self.met_unseated[other] += 1

    def _fill(self, index: int, table: list[int]) -> Seating | None:
        size = self.sizes[index]
        if len(table) == size:
            if not self._seatable(index + 1):
                return None
            rest = self.table(index + 1)
            return None if rest is None else [tuple(table), *rest]
        for candidate in _candidates(table, self.unseated, self.groups, self.fold):
            if self.met[candidate].intersection(table):
                continue
            self.budget.spend()
            self._take(candidate)
            found = self._fill(index, [*table, candidate])
            self._give_back(candidate)
            if found is not None:
                return found
        return None

    def _seatable(self, index: int) -> bool:
        """Whether everyone left still has enough players they have not met for a table:
        checked only near the end, where it can fail (meetings are few)."""
        if index == len(self.sizes):
            return True
        needed = min(self.sizes[index:]) - 1
        others = len(self.unseated) - 1
        if others - self.most_met >= needed:
            return True
        return all(others - self.met_unseated[player] >= needed for player in self.unseated)


def _candidates(
    table: list[int], unseated: list[int], groups: Sequence[int], fold: bool
) -> list[int]:
    """Who may take the next seat, best first (``unseated`` in ranking order)."""
    if fold:
        return _folded(table[0], unseated, groups)
    return unseated[bisect_right(unseated, table[-1]) :]


def _folded(first: int, unseated: list[int], groups: Sequence[int]) -> list[int]:
    """Opponents for ``first`` as the Dutch system folds a score group: its top half meets
    its bottom half in order, the others of the group next, then the players below. A player
    left alone in their group floats down and meets the best of those below."""
    rest = [player for player in unseated if player != first]
    same = [player for player in rest if groups[player] == groups[first]]
    below = [player for player in rest if groups[player] != groups[first]]
    middle = max((len(same) + 1) // 2 - 1, 0)
    return same[middle:] + same[:middle][::-1] + below


def _pair(first: int, second: int) -> tuple[int, int]:
    return (first, second) if first < second else (second, first)


def _cost(
    table: Sequence[int], meetings: Mapping[tuple[int, int], int], groups: Sequence[int]
) -> tuple[int, int]:
    """Repeated meetings at a table, then how far apart its score groups are."""
    repeats = gaps = 0
    for first, second in combinations(table, 2):
        repeats += meetings.get(_pair(first, second), 0)
        gaps += abs(groups[first] - groups[second])
    return repeats, gaps


def _swap(
    tables: list[list[int]], meetings: Mapping[tuple[int, int], int], groups: Sequence[int]
) -> None:
    """Swap players between a table with a repeat and another while that lowers the cost."""
    costs = [_cost(table, meetings, groups) for table in tables]
    for _ in range(SWAP_PASSES):
        changed = False
        for here in range(len(tables)):
            if costs[here][0] == 0:
                continue
            others = sorted(range(len(tables)), key=lambda there: (abs(there - here), there))
            for there in others[1:]:
                if _best_swap(tables, costs, here, there, meetings, groups):
                    changed = True
                    if costs[here][0] == 0:
                        break
        if not changed:
            return


def _best_swap(
    tables: list[list[int]],
    costs: list[tuple[int, int]],
    here: int,
    there: int,
    meetings: Mapping[tuple[int, int], int],
    groups: Sequence[int],
) -> bool:
    """Make the swap between two tables that lowers their cost most; whether one did."""
    now = _add(costs[here], costs[there])
    best: tuple[tuple[int, int], int, int] | None = None
    for i, j in ((i, j) for i in range(len(tables[here])) for j in range(len(tables[there]))):
        mine, theirs = list(tables[here]), list(tables[there])
        mine[i], theirs[j] = theirs[j], mine[i]
        total = _add(_cost(mine, meetings, groups), _cost(theirs, meetings, groups))
        if total < now and (best is None or total < best[0]):
            best = (total, i, j)
    if best is None:
        return False
    _, i, j = best
    tables[here][i], tables[there][j] = tables[there][j], tables[here][i]
    costs[here] = _cost(tables[here], meetings, groups)
    costs[there] = _cost(tables[there], meetings, groups)
    return True


def _add(first: tuple[int, int], second: tuple[int, int]) -> tuple[int, int]:
    return first[0] + second[0], first[1] + second[1]
