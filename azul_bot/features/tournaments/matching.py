"""A maximum matching in a general graph (Edmonds' blossom algorithm), grown from a matching
given: what proves that tables of 2 repeat as few meetings as possible when the search of
``seating`` gives up. Vertices are ``0 .. n - 1``; the edges are the pairs allowed.

Growing only by augmenting paths keeps every vertex matched that was matched at the start,
so a vertex one starts matched (the bye) stays so.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

UNMATCHED = -1


def maximum_matching(neighbours: Sequence[Sequence[int]], start: Sequence[int]) -> list[int]:
    """Each vertex's partner (``UNMATCHED`` for none) in a maximum matching of the graph
    ``neighbours`` (adjacency lists, both ways), grown from the matching ``start`` (the same
    form, its pairs among the edges). Deterministic: vertices and edges in the order given."""
    mate = list(start)
    for root in range(len(neighbours)):
        if mate[root] == UNMATCHED:
            _Blossoms(neighbours, mate).augment_from(root)
    return mate


class _Blossoms:
    """One search for an augmenting path from a free vertex, contracting odd cycles."""

    def __init__(self, neighbours: Sequence[Sequence[int]], mate: list[int]) -> None:
        size = len(neighbours)
        self.neighbours = neighbours
        self.mate = mate
        self.parent = [UNMATCHED] * size
        self.base = list(range(size))
        self.reached = [False] * size

    def augment_from(self, root: int) -> bool:
        end = self._path_end(root)
        if end == UNMATCHED:
            return False
        while end != UNMATCHED:  # flip the path's edges back to the root
            previous = self.parent[end]
            following = self.mate[previous]
            self.mate[end], self.mate[previous] = previous, end
            end = following
        return True

    def _path_end(self, root: int) -> int:
        mate, parent, base = self.mate, self.parent, self.base
        self.reached[root] = True
        queue = deque([root])
        while queue:
            vertex = queue.popleft()
            for other in self.neighbours[vertex]:
                if base[vertex] == base[other] or mate[vertex] == other:
                    continue
                if other == root or (mate[other] != UNMATCHED and parent[mate[other]] != UNMATCHED):
                    self._contract(vertex, other, queue)
                elif parent[other] == UNMATCHED:
                    parent[other] = vertex
                    if mate[other] == UNMATCHED:
                        return other
                    self.reached[mate[other]] = True
                    queue.append(mate[other])
        return UNMATCHED

    def _contract(self, vertex: int, other: int, queue: deque[int]) -> None:
        """Shrink the odd cycle closed by the edge ``vertex - other`` into its base."""
        common = self._common_base(vertex, other)
        inside = [False] * len(self.base)
        self._mark(vertex, common, other, inside)
        self._mark(other, common, vertex, inside)
        for point, point_base in enumerate(self.base):
            if inside[point_base]:
                self.base[point] = common
                if not self.reached[point]:
                    self.reached[point] = True
                    queue.append(point)

    def _common_base(self, first: int, second: int) -> int:
        seen = [False] * len(self.base)
        while True:
            first = self.base[first]
            seen[first] = True
            if self.mate[first] == UNMATCHED:
                break
            first = self.parent[self.mate[first]]
        while True:
            second = self.base[second]
            if seen[second]:
                return second
            second = self.parent[self.mate[second]]

    def _mark(self, vertex: int, common: int, child: int, inside: list[bool]) -> None:
        while self.base[vertex] != common:
            inside[self.base[vertex]] = inside[self.base[self.mate[vertex]]] = True
            self.parent[vertex] = child
            child = self.mate[vertex]
            vertex = self.parent[self.mate[vertex]]
