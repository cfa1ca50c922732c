"""The round search: ``hard`` with two players, and ``hard-next``: the rest of the round
searched with alpha-beta.

Within a round Azul has no chance and no hidden information: only the players decide, and
the round ends when the table is empty. The search plays the factory offer on a ``Table``
(moves made and unmade in place) to the round's end, or to a horizon when the round is too
long for the budget, and values the boards there (``horizon.Judge``: the exact wall tiling,
then what the coming rounds promise). What lies behind the round's end, the refill from the
bag, is never searched: no player knows it.

Two players: a zero-sum search of the mover's value minus the other's. Three and four:
the **paranoid** search, not Max-N: the mover maximises their value minus the best other
player's, and every other player is taken to minimise it. Max-N keeps each player's own
value but can hardly prune (only shallow cuts), so in the same number of nodes it looks a
ply or two less deep; the paranoid search keeps alpha-beta's cuts and reaches the round's
end sooner. In Azul its paranoia costs little: the take that hurts a player most is mostly
one that also helps its taker (the tiles the player needs, the floor they must then fill),
and with 3-4 players blocking is what decides the round.

Iterative deepening: depth 1, 2, ... until the round is solved (no line of play stopped at
the horizon) or the node cap is spent; each iteration starts from the previous one's best
move, and a cut-off iteration's best move counts once the previous best has been searched
again. Moves are ordered by the transposition table's best move, then two killer moves of
the ply, then the history of cut-offs, then how well they fill a line and spare the floor
(measured: the first move makes 95% of the cut-offs). The table is keyed on the position
whatever the factories' order (``Table.hash``, kept up to date by each take), so identical
factories and moves played in another order meet, in the transposition table and in the
leaves' values; identical factories give one set of moves, and a color goes to the floor
only when no line can take it.

The budget is counted in nodes, not seconds, so a search is reproducible: the same game and
budget give the same move on any machine under any load. ``NODES_PER_SECOND`` is calibrated
so that a budget second stays under a second on the development machine (2 cores, both
busy).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from azul_bot.engine import CENTER, FLOOR, Game, Move
from azul_bot.engine.moves import MOVES
from azul_bot.engine.scoring import BITS
from azul_bot.engine.tiles import TILES_PER_COLOR

from .horizon import Judge, Weights
from .outlook import MoveJudge
from .table import Table, Take

NODES_PER_SECOND = 40_000
"""Nodes a budget second may visit; see the module doc."""

CROWDED = 1.5
"""How much more a node costs with 3 or 4 players (more factories, more boards to value):
their budget is that many times fewer nodes."""

STRETCH = 1.6
"""How many budgets' worth of nodes a search may visit (see ``think``). At 2.0 ``hard`` won
no more (68.5% of 200 games against ``old-hard``, 69.8% at 1.6) and a round's first take, the
longest, took up to 3.07 s of a core (two searches on two cores); at 1.6 about 2.3 s."""

DEADLINE = 2.4
"""Budgets of wall-clock time after which a search stops (see ``think``)."""

CLOCK = 256
"""Nodes between two looks at the clock."""

LEAST_NODES = 200
"""However small the budget, a search looks this far (every move of the root at least)."""

SOLVED = 1 << 10
"""The depth a transposition entry is stored at when no line below it stopped at the horizon:
its value holds at any depth."""

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INFINITY = 1e9


class _OutOfNodes(Exception):
    pass


class Search:
    """One search from ``view``'s factory offer (the mover's point of view)."""

    def __init__(
        self,
        view: Game,
        nodes: int,
        weights: Weights | None = None,
        *,
        remember: bool = True,
        deadline: float = math.inf,
    ) -> None:
        """``nodes``: the cap; ``remember``: keep a transposition table (without it the
        search finds the same, more slowly); ``deadline``: a ``time.perf_counter()`` at which
        the search stops however many nodes are left (a safety net: see ``think``)."""
        self.remember = remember
        self.deadline = deadline
        self.table = Table(view)
        self.judge = Judge(view, weights)
        self.root = self.table.mover
        self.pair = view.num_players == 2
        self.cap = max(LEAST_NODES, nodes)
        self.nodes = 0
        self.check = 0  # the node count at which to look at the cap and the clock
        self.horizon = 0  # how many lines of play stopped at the horizon so far
        self.depth_reached = 0
        self.solved = False
        self.transpositions: dict[int, tuple[int, float, int, Take | None]] = {}
        self.leaves: dict[int, float] = {}
        self.killers: list[list[Take | None]] = []
        self.history: dict[Take, int] = {}
        self.rules = self.judge.rules
        # spill_costs[floor][tiles]: three times what that many more tiles cost the floor.
        self.spill_costs = [
            [3 * added[min(tiles, len(added) - 1)] for tiles in range(TILES_PER_COLOR + 2)]
            for added in self.rules.added_floor_costs
        ]
        self.view = view

    # ------------------------------------------------------------------ the root

    def best(self) -> tuple[Take, float]:
        """The root's best take and its value (the mover's margin, in points)."""
        takes = self._root_order()
        best, value = takes[0], -_INFINITY
        depth = 0
        while True:
            depth += 1
            self.killers.append([None, None])
            before = self.horizon
            try:
                found, found_value = self._root(depth, takes)
            except _OutOfNodes as out:
                partial = out.args[0] if out.args else None
                if partial is not None:
                    best, value = partial
                break
            best, value = found, found_value
            self.depth_reached = depth
            takes.remove(best)
            takes.insert(0, best)
            if self.horizon == before or len(takes) == 1:
                self.solved = self.horizon == before
                break
        return best, value

    def ranked(
        self, top: int = 1, wanted: Sequence[Take] = (), *, alone: bool = False
    ) -> list[tuple[Take, float]]:
        """The root's ``top`` best takes and the ``wanted`` ones (``alone``: those only),
        each with its exact value, best first: the last depth the search finished (the first
        always finishes, however small the cap). Each take is searched with the window below
        which it could no longer be among the best ``top`` (a wanted one with the whole
        window), so a take that falls below it costs a bound's search, not a value's."""
        takes = [] if alone else self._root_order()
        takes += [take for take in wanted if take not in takes]
        found: dict[Take, float] = {}
        depth = 0
        while True:
            depth += 1
            self.killers.append([None, None])
            before = self.horizon
            cap, deadline = self.cap, self.deadline
            if depth == 1:
                self.cap, self.deadline = 1 << 62, math.inf
            try:
                values = self._root_window(depth, takes, top, set(wanted))
            except _OutOfNodes:
                break
            finally:
                self.cap, self.deadline = max(cap, self.nodes), deadline
            found = values
            self.depth_reached = depth
            takes.sort(key=lambda take: -values.get(take, -_INFINITY))
            if self.horizon == before:
                self.solved = True
                break
        ordered = sorted(found.items(), key=lambda item: -item[1])
        return [item for rank, item in enumerate(ordered) if rank < top or item[0] in wanted]

    def _root_window(
        self, depth: int, takes: list[Take], top: int, wanted: set[Take]
    ) -> dict[Take, float]:
        """One depth of ``ranked``: the exact values found (a take below the window has
        none)."""
        table = self.table
        values: dict[Take, float] = {}
        best: list[float] = []  # the exact values so far, highest first
        for take in takes:
            cut = 0 < top <= len(best) and take not in wanted
            floor = best[top - 1] if cut else -_INFINITY
            undo = table.play(take)
            value = self._search(depth - 1, floor, _INFINITY, 1)
            table.unplay(undo)
            if value > floor:
                values[take] = value
                best.append(value)
                best.sort(reverse=True)
        return values

    def _root_order(self) -> list[Take]:
        """The root's takes by the one-move judge's gain (``outlook.MoveJudge``)."""
        takes = self.table.takes()
        judge = MoveJudge(self.view)
        gains = [judge.gain(MOVES[take[0]][take[1]][take[2]]) for take in takes]
        order = sorted(range(len(takes)), key=lambda index: -gains[index])
        return [takes[index] for index in order]

    def _root(self, depth: int, takes: list[Take]) -> tuple[Take, float]:
        table = self.table
        alpha, best = -_INFINITY, None
        for take in takes:
            undo = table.play(take)
            try:
                value = self._search(depth - 1, alpha, _INFINITY, 1)
            except _OutOfNodes:
                partial = (best, alpha) if best is not None and depth > 1 else None
                raise _OutOfNodes(partial) from None
            table.unplay(undo)
            if value > alpha or best is None:
                alpha, best = value, take
        assert best is not None
        return best, alpha

    # ------------------------------------------------------------------ below the root

    def _value(self) -> float:
        """The root mover's margin where the search stops, kept by what it depends on
        (``Table.leaf``): the same leaves are met again and again, through takes played in
        another order or the same tiles taken from another factory."""
        key = self.table.leaf
        value = self.leaves.get(key)
        if value is None:
            value = self.leaves[key] = self._margin()
        return value

    def _margin(self) -> float:
        worth = self.judge.values(self.table)
        mine = worth[self.root]
        if self.pair:
            return mine - worth[1 - self.root]
        return mine - max(w for seat, w in enumerate(worth) if seat != self.root)

    def _search(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes >= self.check:
            self._check()
        table = self.table
        if not table.left:
            return self._value()
        if depth <= 0:
            self.horizon += 1
            return self._value()
        key = table.hash
        entry = self.transpositions.get(key) if self.remember else None
        hint = None
        if entry is not None:
            stored_depth, stored, flag, hint = entry
            if stored_depth >= depth:
                if stored_depth < SOLVED:
                    self.horizon += 1
                if flag == _EXACT:
                    return stored
                if flag == _LOWER and stored > alpha:
                    alpha = stored
                elif flag == _UPPER and stored < beta:
                    beta = stored
                if alpha >= beta:
                    return stored
        before = self.horizon
        start_alpha, start_beta = alpha, beta
        maximising = table.mover == self.root
        best_value = -_INFINITY if maximising else _INFINITY
        best_take = None
        leaves = self.leaves
        for take in self._ordered(hint, ply):
            if depth > 1:
                undo = table.play(take)
                value = self._search(depth - 1, alpha, beta, ply + 1)
                table.unplay(undo)
            else:  # a leaf: ``_search`` at depth 0, written out (most nodes are leaves)
                self.nodes += 1
                if self.nodes >= self.check:
                    self._check()
                if table.left > take[3]:
                    self.horizon += 1
                leaf = table.leaf_after(take)
                known = leaves.get(leaf)
                if known is None:
                    undo = table.play(take)
                    value = leaves[leaf] = self._margin()
                    table.unplay(undo)
                else:
                    value = known
            if maximising:
                if value > best_value:
                    best_value, best_take = value, take
                    if value > alpha:
                        alpha = value
            elif value < best_value:
                best_value, best_take = value, take
                if value < beta:
                    beta = value
            if alpha >= beta:
                self._cut(take, ply, depth)
                break
        if best_value <= start_alpha:
            flag = _UPPER
        elif best_value >= start_beta:
            flag = _LOWER
        else:
            flag = _EXACT
        if self.remember:
            stored_depth = depth if self.horizon != before else SOLVED
            self.transpositions[key] = (stored_depth, best_value, flag, best_take)
        return best_value

    def _check(self) -> None:
        """Out of nodes, or past the deadline (looked at every ``CLOCK`` nodes)?"""
        if self.nodes > self.cap or time.perf_counter() > self.deadline:
            raise _OutOfNodes
        self.check = min(self.nodes + CLOCK, self.cap + 1)

    def _cut(self, take: Take, ply: int, depth: int) -> None:
        if ply < len(self.killers):
            killers = self.killers[ply]
            if killers[0] != take:
                killers[1] = killers[0]
                killers[0] = take
        self.history[take] = self.history.get(take, 0) + depth * depth

    def _ordered(self, hint: Take | None, ply: int) -> list[Take]:
        """The mover's takes (``Table.takes``) in the order to search them: the
        transposition table's, the ply's killers, then by their score (``_scored``)."""
        scored = self._scored()
        if len(scored) < 2:
            return [take for _, take in scored]
        scored.sort(reverse=True)
        ordered = [take for _, take in scored]
        if ply < len(self.killers):
            for killer in reversed(self.killers[ply]):
                if killer is not None and killer != hint and killer in ordered:
                    ordered.remove(killer)
                    ordered.insert(0, killer)
        if hint is not None:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered

    def _scored(self) -> list[tuple[float, Take]]:
        """``Table.takes``, each with how well it fills a line and spares the floor, and the
        history of its cut-offs: made in one pass, as this runs at every node."""
        table = self.table
        player = table.mover
        open_ = table.open_lines(player)
        counts = table.line_counts[player]
        costs = self.spill_costs[table.floors[player]]
        history = self.history
        scored: list[tuple[float, Take]] = []
        for source, tiles in table.sources():
            spilt = 1 if source == CENTER and table.marker else 0
            for color in range(5):
                count = tiles[color]
                if not count:
                    continue
                lines = open_[color]
                if not lines:
                    take = (source, color, FLOOR, count)
                    score = -10.0 - costs[spilt + count]
                    scored.append((score + history.get(take, 0) * 0.01, take))
                    continue
                for line in BITS[lines]:
                    room = line + 1 - counts[line]
                    if count >= room:
                        score, spill = 2.0 + room, spilt + count - room
                    else:
                        score, spill = count * 0.5, spilt
                    take = (source, color, line, count)
                    score -= costs[spill]
                    scored.append((score + history.get(take, 0) * 0.01, take))
        return scored


def think(view: Game, budget: float, *, timed: bool = True) -> Move:
    """``hard-next``'s take at ``view`` (blindfolded): the best the round search finds in
    ``STRETCH`` times ``budget`` seconds' worth of nodes. Only a round's first takes need
    them all (most later ones are solved in a few hundred nodes), so the median move thinks
    well under ``budget``. A wall-clock stop at ``DEADLINE`` times the budget is a safety net
    for a much slower or overloaded machine; should it fire, that one search is no longer
    reproducible; untimed (``timed=False``), it never fires."""
    source, color, line, _ = search_for(view, budget, timed).best()[0]
    return MOVES[source][color][line]


def ranked(
    view: Game,
    budget: float,
    *,
    top: int = 1,
    also: Sequence[Move] = (),
    alone: bool = False,
    timed: bool = True,
) -> list[tuple[Move, float]]:
    """The ``top`` best takes at ``view`` (blindfolded) and the takes ``also`` (``alone``:
    those only), each with its value for the mover (their margin over the best other player
    at the round's end, with what the coming rounds promise: about the final margin, in
    points), best first, searched as ``think`` searches. A take from a factory like an
    earlier one leads where that one's does: it is listed as asked."""
    search = search_for(view, budget, timed)
    asked: dict[Take, list[Move]] = {}
    for move in also:
        asked.setdefault(search.table.take_of(move.source, move.color, move.line), []).append(move)
    return [
        (move, value)
        for take, value in search.ranked(top, list(asked), alone=alone)
        for move in asked.get(take) or [MOVES[take[0]][take[1]][take[2]]]
    ]


def search_for(view: Game, budget: float, timed: bool = True) -> Search:
    """The search ``think`` and ``ranked`` make at ``view`` for ``budget`` (see ``think``)."""
    deadline = time.perf_counter() + DEADLINE * budget + 0.25 if timed else math.inf
    per_second = NODES_PER_SECOND / (1.0 if view.num_players == 2 else CROWDED)
    return Search(view, int(STRETCH * budget * per_second), deadline=deadline)
