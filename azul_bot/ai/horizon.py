"""What a position of the round search is worth to each player, in points.

At the round's end every player's complete lines are tiled exactly as the engine will:
top to bottom, each tile scored where it lands (times a printed cell's multiplier), then the
floor, the score never below 0. On a free wall the column is the one ``outlook.best_cell``
likes best (points now, the bonus share it adds, a printed cell it would close), a line
without an open cell falls to the floor. When a wall row is then complete the game is over:
the value is the final score with the end bonuses, and a prize for the winner. Otherwise
the value adds what the coming rounds promise (``Weights``): the shares of the bonuses still
in reach (``outlook.bonus_share``: columns and colors before rows, by their points and how
fast they fill), the partial lines carried over, rows a free wall can no longer complete,
the first-player marker, and the points the wall's tiles promise the tiles still to come
(``open_points``).

A search that stops before the round's end (its horizon) values the table the same way, as
if the round ended there, with the partial lines that the tiles still on the table could
complete worth more (``outlook.line_value``'s ``supply``), and the floor each player will
have to pay for their share of those tiles that their lines cannot take (``FLOORED``).

Walls do not change within a round, so a player's value depends on their own lines and
floor alone (and on when the game can end, which every wall decides; at a horizon, on the
tiles left too): each is computed once per search, and kept by board (``Table.boards``) and
tiles left (``Table.stock``).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from azul_bot.engine import Game, PlayerBoard, placement_score
from azul_bot.engine.scoring import BITS, ROW_MASKS, columns_of, end_bonuses

from .outlook import (
    DEAD_PAIR,
    Rules,
    best_cell,
    bonus_share,
    closed_printed,
    color_cells,
    dead_pairs,
    line_value,
    live_rows,
    printed_loss,
    rounds_left,
    rules_for,
    tile_value,
    with_tile,
)
from .table import Table


class Weights(NamedTuple):
    """How much the coming rounds count, tuned per number of players."""

    bonus: float
    """Times the bonus shares in reach."""
    lines: float
    """Times the value of the partial lines carried over (or still to be finished)."""
    carry: tuple[float, ...]
    """``carry[need]``: the share of its tile's worth a line carried over to the next round
    is worth when it lacks ``need`` tiles. Small (measured: a search that counts on such
    lines more loses more; fitted: about a third when it lacks one or two, little when it
    lacks three, less than nothing when it lacks four; with three or four players a sixth
    when it lacks one, less than nothing when it lacks three or four): the line is taken for
    the round to come, and its tiles are contested there."""
    marker: float
    """Points for moving first next round."""
    placed: float
    """Tiles a player places a round, each taken to score what a tile on an empty cell of
    their wall scores today, on average (``open_points``), for every round to come: a wall
    whose tiles touch scores more with every tile the coming rounds bring."""
    win: float
    """Points a won game is worth beyond its margin."""


LATER = 1
"""Rounds added to the fewest the game can still last (5 less the fullest row that can
still be completed) when weighing what is in reach."""

_LATER = tuple(random.Random(62 + later).getrandbits(64) for later in range(8))
"""The rounds weighed's part of a horizon's key (``Judge._ahead``); fixed, as ``Table``'s."""

FLOORED = 1.0
"""Times the floor a horizon expects for the tiles its lines cannot take (measured in
self-play, with the weights guessed before the fit: 17 of 29 games against the search
without it)."""

WEIGHTS = {
    # Two players: fitted (``benchmarks/fit_judge.py``) to what the round's end was worth at
    # the game's end, in ``hard``'s playouts, on 665 positions from self-play: the margin's
    # error on positions the fit never saw is 8.5 points, against 9.7 with the weights
    # guessed before (``placed`` makes most of it). The round search at a budget of 0.5 then
    # won 74% of 60 games against ``hard`` (95% interval 62-84%), where it had won 33% on
    # the same deals, and 75% of 40 on other deals.
    2: Weights(
        bonus=0.76,
        lines=1.0,
        carry=(1.0, 0.32, 0.37, 0.08, -0.23),
        marker=1.54,
        placed=5.48,
        win=5.0,
    ),
    # Three and four players: fitted the same way to each player's margin over the best
    # other (the paranoid search's), on 1002 positions from 250 games (three) and 1000 from
    # 250 (four): the error on positions the fit never saw is 7.95 points against 9.25 with
    # the weights guessed before (three), 7.75 against 9.89 (four); ``placed`` makes most of
    # it, and every term helps but a line carried that lacks two tiles with three players
    # (with its weight fitted, 0.07, the error was a little more than without). Not yet
    # measured in play.
    3: Weights(
        bonus=0.71,
        lines=1.0,
        carry=(1.0, 0.16, 0.0, -0.23, -0.44),
        marker=2.66,
        placed=5.09,
        win=5.0,
    ),
    4: Weights(
        bonus=0.65,
        lines=1.0,
        carry=(1.0, 0.16, -0.08, -0.35, -0.54),
        marker=3.19,
        placed=5.96,
        win=5.0,
    ),
}


class Tiled:
    """One player's board after a tiling: the score (floor paid), the wall, the partial lines
    (``partial``: their indexes; ``lines``: their ``(color, count)``), and ``fullest``: the
    most tiles in a wall row that can still be completed (5: the game ends). ``worth`` keeps
    what the coming rounds promise it, by ``(later, lines that can still be finished)``.
    ``needs``, ``empty`` and ``welcome`` are what a horizon asks of it (``Judge.shape``)."""

    __slots__ = (
        "score",
        "wall",
        "colors",
        "lines",
        "partial",
        "fullest",
        "worth",
        "needs",
        "empty",
        "welcome",
        "ending",
    )

    def __init__(
        self,
        score: int,
        wall: int,
        colors: int,
        lines: tuple[tuple[int, int], ...],
        partial: tuple[int, ...],
        fullest: int,
    ) -> None:
        self.score, self.wall, self.colors = score, wall, colors
        self.lines, self.partial, self.fullest = lines, partial, fullest
        self.worth: dict[tuple[int, int], float] = {}
        self.needs: tuple[tuple[int, int, int], ...] | None = None
        self.empty = self.welcome = 0
        self.ending: tuple[float, tuple[float, int]] | None = None
        """Its final score with the end bonuses, and the key that ranks it (``_final``)."""


class Judge:
    """Values tables of one round of ``game`` (the walls and scores it starts from)."""

    def __init__(self, game: Game, weights: Weights | None = None) -> None:
        self.rules = rules_for(game.variant)
        self.variant = game.variant
        self.weights = weights or WEIGHTS[game.num_players]
        self.boards = [board.copy() for board in game.players]
        self.later_now = rounds_left(game) if not game.is_over else 0
        self._tiled: dict[tuple, Tiled] = {}
        self._boards: dict[int, Tiled] = {}  # by ``Table.boards``' key
        self._open_points: dict[int, float] = {}  # by wall
        self._ahead: dict[int, tuple[float, float]] = {}
        """By ``Table.boards``' key, ``Table.stock`` and the rounds weighed (their keys
        summed, as ``Table`` sums its own): a board's promise and what its floor is expected
        to cost, at a horizon."""

    # ------------------------------------------------------------------ tiling

    def tiled(self, player: int, colors: list[int], counts: list[int], floor: int) -> Tiled:
        key = (player, floor, *colors, *counts)
        found = self._tiled.get(key)
        if found is None:
            found = self._tiled[key] = self._tile(self.boards[player], colors, counts, floor)
        return found

    def _tile(self, board: PlayerBoard, colors: list[int], counts: list[int], floor: int) -> Tiled:
        rules = self.rules
        wall, wall_colors, points = board.wall, board.colors, 0
        for line in range(5):
            if counts[line] <= line:
                continue
            color = colors[line]
            open_ = (
                rules.cells[line][color]
                & ~(wall >> (5 * line))
                & ~columns_of(color_cells(wall_colors, color))
                & 31
            )
            if not open_:
                floor += line + 1
                continue
            if open_ & (open_ - 1):
                mask = color_cells(wall_colors, color)
                col = best_cell(rules, wall, mask, line, color, self.later_now)[1]
            else:
                col = open_.bit_length() - 1
            wall, wall_colors = with_tile(wall, wall_colors, line, col, color)
            points += placement_score(wall, line, col)[0] * rules.times[line * 5 + col]
        return tiled_board(rules, board.score + points, floor, wall, wall_colors, colors, counts)

    # ------------------------------------------------------------------ values

    def values(self, table: Table) -> list[float]:
        """Each player's worth when ``table``'s round ends as it stands (its tiles all taken,
        or the search's horizon: then ``supply`` is what the table still offers)."""
        memo, tiled = self._boards, []
        for p, key in enumerate(table.boards):
            board = memo.get(key)
            if board is None:
                board = memo[key] = self.tiled(
                    p, table.line_colors[p], table.line_counts[p], table.floors[p]
                )
                if board.needs is None:
                    shape(board, table.line_counts[p], table.row_colors[p])
            tiled.append(board)
        first = -1 if table.marker else table.first
        if not table.left:
            return self.worth(tiled, first)
        fullest = 0
        for board in tiled:
            if board.fullest > fullest:
                fullest = board.fullest
        if fullest >= 5:
            worth = self._final(tiled, table.supply)
            share = table.left / table.players
            for p in range(table.players):
                worth[p] -= FLOORED * self._floored(table, p, share)
            return worth
        return self._horizon(table, tiled, first, 5 - fullest + LATER)

    def _horizon(self, table: Table, tiled: list[Tiled], first: int, later: int) -> list[float]:
        """``values`` before the round's end, when the game goes on: as ``worth``, less what
        each floor is expected to cost, kept by board and tiles left (met again and again
        whatever the other boards)."""
        memo, stock, marker, worth = self._ahead, table.stock, self.weights.marker, []
        for p, board in enumerate(tiled):
            key = table.boards[p] + stock + _LATER[later]
            ahead = memo.get(key)
            if ahead is None:
                ahead = memo[key] = self._ahead_of(board, later, table, p)
            value = board.score + ahead[0]
            if p == first:
                value += marker
            worth.append(value - ahead[1])
        return worth

    def _ahead_of(self, board: Tiled, later: int, table: Table, player: int) -> tuple[float, float]:
        """``_future`` and ``_floored`` at once, from the board's ``needs`` (the horizon's
        hottest lines)."""
        supply = table.supply
        left = supply[:]
        finish = taken = 0
        for bit, color, need in board.needs or ():
            have = left[color]
            if supply[color] >= need:
                finish |= bit
            room = need if need < have else have
            left[color] = have - room
            taken += room
        if board.empty:
            welcome = sum(left[color] for color in BITS[board.welcome])
            taken += board.empty if board.empty < welcome else welcome
        found = board.worth.get((later, finish))
        if found is None:
            found = board.worth[(later, finish)] = self._promise(board, later, finish)
        forced = table.left / table.players - taken
        if forced <= 0:
            return found, 0.0
        return found, FLOORED * self._floor_cost(table.floors[player], forced)

    def _floored(self, table: Table, player: int, share: float) -> float:
        """What the floor will cost ``player`` for the tiles left on the table that their
        lines cannot take: every tile must be taken, and each player takes about ``share``
        of them. A line started with a color takes that color; the empty lines the colors
        their wall row lacks."""
        supply = table.supply
        colors, counts = table.line_colors[player], table.line_counts[player]
        row_colors = table.row_colors[player]
        left = supply[:]
        taken = 0
        empty = 0
        welcome = 0
        for line in range(5):
            count = counts[line]
            if count == 0:
                empty += line + 1
                welcome |= ~(row_colors >> (5 * line)) & 31
            elif count <= line:
                color = colors[line]
                room = min(line + 1 - count, left[color])
                left[color] -= room
                taken += room
        if empty:
            taken += min(empty, sum(left[c] for c in range(5) if welcome >> c & 1))
        forced = share - taken
        if forced <= 0:
            return 0.0
        return self._floor_cost(table.floors[player], forced)

    def _floor_cost(self, floor: int, forced: float) -> float:
        """What ``forced`` more tiles cost a floor of ``floor`` items (a share: in part)."""
        added = self.rules.added_floor_costs[floor]
        whole = int(forced)
        cost: float = added[min(whole, len(added) - 1)]
        if whole + 1 < len(added):
            cost += (forced - whole) * (added[whole + 1] - added[whole])
        return cost

    def worth(self, tiled: list[Tiled], first: int, supply: list[int] | None = None) -> list[float]:
        """Each player's worth once their boards are ``tiled``, ``first`` moving first next
        round (-1: nobody took the marker yet)."""
        fullest = max(t.fullest for t in tiled)
        if fullest >= 5:
            return self._final(tiled, supply)
        later = 5 - fullest + LATER
        worth = []
        for p, t in enumerate(tiled):
            value = t.score + self._future(t, later, supply)
            if p == first:
                value += self.weights.marker
            worth.append(value)
        return worth

    def _future(self, tiled: Tiled, later: int, supply: list[int] | None) -> float:
        finish = 0
        if supply is not None:
            bit = 1
            for line, (color, count) in zip(tiled.partial, tiled.lines, strict=True):
                if supply[color] >= line + 1 - count:
                    finish |= bit
                bit <<= 1
        key = (later, finish)
        found = tiled.worth.get(key)
        if found is None:
            found = tiled.worth[key] = self._promise(tiled, later, finish)
        return found

    def _promise(self, tiled: Tiled, later: int, finish: int) -> float:
        rules, weights = self.rules, self.weights
        wall, colors = tiled.wall, tiled.colors
        closed = closed_printed(rules, wall, colors) if rules.printed else None
        value = weights.bonus * bonus_share(rules, wall, colors, later, closed)
        if weights.placed:
            points = self._open_points.get(wall)
            if points is None:
                points = self._open_points[wall] = open_points(rules, wall)
            value += weights.placed * (later - LATER) * points
        if rules.free_wall:
            value -= DEAD_PAIR * min(later, 2) * dead_pairs(rules, wall, colors)
            if closed:
                value -= printed_loss(closed, later)
        lines = 0.0
        carry = weights.carry
        for bit, (line, (color, count)) in enumerate(zip(tiled.partial, tiled.lines, strict=True)):
            mask = color_cells(colors, color)
            if finish >> bit & 1:
                lines += line_value(rules, wall, mask, line, color, count, later, line + 1)
                continue
            worth = tile_value(rules, wall, mask, line, color, later)
            lines += worth * (carry[line + 1 - count] if worth > 0 else count / (line + 1))
        return value + weights.lines * lines

    def _final(self, tiled: list[Tiled], supply: list[int] | None) -> list[float]:
        """The game ends with this round: final scores, and the prize for the winners."""
        variant, rules = self.variant, self.rules
        worth: list[float] = []
        keys = []
        for t in tiled:
            ending = t.ending
            if ending is None:
                value: float = t.score + sum(end_bonuses(t.wall, t.colors, variant))
                rows = sum(1 for mask in ROW_MASKS if t.wall & mask == mask)
                ending = t.ending = (value, (value, rows))
            value = ending[0]
            keys.append(ending[1])
            if supply is not None:
                for line, (color, count) in zip(t.partial, t.lines, strict=True):
                    mask = color_cells(t.colors, color)
                    value += line_value(rules, t.wall, mask, line, color, count, 0, supply[color])
            worth.append(value)
        best = max(keys)
        winners = [p for p, key in enumerate(keys) if key == best]
        prize = self.weights.win / len(winners)
        for p in winners:
            worth[p] += prize
        return worth


def shape(board: Tiled, counts: list[int], row_colors: int) -> None:
    """Fill in ``board``'s ``needs`` (per partial line: its bit in ``_future``'s mask, its
    color, the tiles it lacks), ``empty`` (the tiles its empty lines hold) and ``welcome``
    (the colors their wall rows lack) from the pattern lines' ``counts`` before the tiling."""
    board.needs = tuple(
        (1 << bit, color, line + 1 - count)
        for bit, (line, (color, count)) in enumerate(zip(board.partial, board.lines, strict=True))
    )
    for line in range(5):
        if counts[line] == 0:
            board.empty += line + 1
            board.welcome |= ~(row_colors >> (5 * line)) & 31


def tiled_board(
    rules: Rules,
    score: int,
    floor: int,
    wall: int,
    wall_colors: int,
    colors: list[int],
    counts: list[int],
) -> Tiled:
    """A board once its complete lines are on ``wall``: ``score`` (their points added) less
    what a ``floor`` of that many items costs, and its partial lines."""
    size = rules.floor_size
    score = max(0, score - rules.floor_costs[floor if floor < size else size])
    partial = tuple(line for line in range(5) if 0 < counts[line] <= line)
    lines = tuple((colors[line], counts[line]) for line in partial)
    return Tiled(score, wall, wall_colors, lines, partial, _fullest(rules, wall, wall_colors))


def open_points(rules: Rules, wall: int) -> float:
    """The mean points a tile scores on an empty cell of ``wall`` (times a printed cell's
    multiplier): how well the wall's tiles already touch the cells still to fill."""
    times = rules.times
    empty = [cell for cell in range(25) if not wall >> cell & 1]
    if not empty:
        return 0.0
    points = sum(placement_score(wall | 1 << c, c // 5, c % 5)[0] * times[c] for c in empty)
    return points / len(empty)


def _fullest(rules: Rules, wall: int, colors: int) -> int:
    """The most tiles in a row of ``wall`` that can still be completed."""
    live = live_rows(rules, wall, colors) if rules.printed else 31
    fullest = 0
    for row in BITS[live]:
        filled = (wall >> (5 * row) & 31).bit_count()
        if filled > fullest:
            fullest = filled
    return fullest
