"""How good a board or a move looks: the heuristic every level above ``random`` builds on.

Everything is measured in points, as a player would count them: wall points a line will
score when it is tiled, what the floor costs, and a share of the end bonuses that the wall is
on its way to. Functions read the engine's integer state directly (``line_colors``, the wall
bit masks, ...) because the search calls them hundreds of thousands of times.

The rules come from the game's variant (``Rules``). On a free wall a line's tile is valued at
the best cell it can still reach, and a line that can reach none will fall to the floor. On
the Crystal Mosaic a tile of a printed cell's color placed elsewhere in its row or column
closes it for good: the outlook counts that as the row and the column lost.
"""

from __future__ import annotations

from azul_bot.engine import (
    CENTER,
    FLOOR,
    Game,
    Move,
    PlayerBoard,
    Variant,
    WallMove,
    placement_score,
)
from azul_bot.engine.scoring import (
    BITS,
    CELLS,
    COLUMN_MASKS,
    FULL_WALL,
    ROW_MASKS,
    columns_of,
    row_completable,
)
from azul_bot.engine.tiles import TILES_PER_COLOR

# Share of a bonus already "earned" by k of its 5 tiles; the rest depends on rounds to come.
_BONUS_SHARE = (0.0, 0.04, 0.14, 0.32, 0.58, 1.0)
# Tiles a round can add to one row, one column, one color.
_ROW_PACE, _COLUMN_PACE, _COLOR_PACE = 1, 2, 2

DEAD_TILE = 1.5
"""What a tile costs that can reach no wall cell: a grey line that falls to the floor."""

DEAD_PAIR = 1.0
"""Grey wall: what it costs, per round still to come (at most two), that a wall row can no
longer take a color it lacks (no empty cell of the row is in a column without it): the row
can never be completed, and a line of that color there would fall to the floor."""

DEAD_PRINTED = 2.0
"""Crystal Mosaic: what a closed printed cell costs, per round still to come (at most two),
besides the bonus shares of its row and column, which it loses: neither can ever be
completed."""

LOST_MULTIPLIED = 1.5
"""Crystal Mosaic: the points, per extra multiple, that a tile on a multiplying printed cell
was still expected to bring when that cell is closed with rounds to come."""


class Rules:
    """What the outlook needs of a variant, precomputed once, with its own memo of tiles."""

    __slots__ = (
        "variant",
        "free_wall",
        "cells",
        "times",
        "printed",
        "printed_of",
        "floor_size",
        "floor_costs",
        "added_floor_costs",
        "row_bonus",
        "column_bonus",
        "color_bonus",
        "shares",
        "tile_values",
        "live_rows",
    )

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.free_wall = variant.free_wall
        # cells[row][color]: the columns (bits) the variant lets that color use in that row.
        self.cells = tuple(tuple(variant.wall_cells(r, k) for k in range(5)) for r in range(5))
        # times[row * 5 + col]: what a tile there multiplies its points by.
        self.times = tuple(variant.multiplier(r, c) for r in range(5) for c in range(5))
        # printed: per printed cell (bit, row, col, color, multiplier); printed_of[color]: the
        # same for the cells printed with that color.
        self.printed = tuple(
            (cell.row * 5 + cell.col, cell.row, cell.col, int(cell.color), cell.multiplier)
            for cell in variant.printed_cells
        )
        self.printed_of = tuple(
            tuple(cell for cell in self.printed if cell[3] == color) for color in range(5)
        )
        self.floor_size = variant.floor_size
        # floor_costs[slots]: what a floor line holding that many items costs.
        self.floor_costs = costs = tuple(
            variant.floor_penalty(slots) for slots in range(variant.floor_size + 1)
        )
        # added_floor_costs[slots][added]: what ``added`` more items cost on a floor holding
        # ``slots`` (a take brings at most all tiles of a color, and the marker).
        size, most = variant.floor_size, TILES_PER_COLOR + 2
        self.added_floor_costs = tuple(
            tuple(costs[min(size, slots + n)] - costs[slots] for n in range(most))
            for slots in range(size + 1)
        )
        self.row_bonus = variant.row_bonus
        self.column_bonus = variant.column_bonus
        self.color_bonus = variant.color_bonus
        # shares[later][kind][have]: what a column, color or row with ``have`` tiles is worth.
        self.shares = tuple(
            tuple(
                tuple(_share(have, points, pace, later) for have in range(6))
                for points, pace in (
                    (variant.column_bonus, _COLUMN_PACE),
                    (variant.color_bonus, _COLOR_PACE),
                    (variant.row_bonus, _ROW_PACE),
                )
            )
            for later in range(_SHARES_KEPT + 1)
        )
        # Walls recur all through a search's playouts; a pure function's answers are kept.
        self.tile_values: dict[tuple[int, int, int, int, int], tuple[float, int]] = {}
        # live_rows[(wall, colors)]: the rows (bits) that wall can still complete (Crystal
        # Mosaic only; see ``rounds_left``).
        self.live_rows: dict[tuple[int, int], int] = {}


_RULES: dict[str, Rules] = {}
_TILE_VALUES_KEPT = 100_000  # about 20 MB at most


def rules_for(variant: Variant) -> Rules:
    rules = _RULES.get(variant.code)
    if rules is None or (rules.variant is not variant and rules.variant != variant):
        rules = _RULES[variant.code] = Rules(variant)
    return rules


_COLOR_SHIFTS = tuple(CELLS * color for color in range(5))
_ROW_SHIFTS = tuple(5 * row for row in range(5))


def color_cells(colors: int, color: int) -> int:
    """The wall cells (bit ``row * 5 + col``) holding ``color`` in a ``colors`` mask."""
    return colors >> (CELLS * color) & FULL_WALL


def with_tile(wall: int, colors: int, row: int, col: int, color: int) -> tuple[int, int]:
    bit = row * 5 + col
    return wall | 1 << bit, colors | 1 << (CELLS * color + bit)


def rounds_left(game: Game) -> int:
    """Rounds after this one that the game lasts at the soonest (0: this is the last).

    The game ends after the round in which a wall row is completed, and a row takes one
    tile a round, so the fullest row on the table (counting this round's full lines) says
    how soon that can be. Lines and bonuses that need longer may never pay off.
    """
    fullest = 0
    rules = rules_for(game.variant) if game.variant.printed_cells else None
    for board in game.players:
        wall = board.wall
        pending = _complete_lines(board)
        # On the Crystal Mosaic a full-looking row is often dead (a closed printed cell): it
        # will never end the game.
        live = 31 if rules is None else live_rows(rules, wall, board.colors)
        for row in range(5):
            filled = (wall >> (5 * row) & 31).bit_count() + (pending >> row & 1)
            if filled > fullest and live >> row & 1:
                fullest = filled
    return 5 - fullest


def live_rows(rules: Rules, wall: int, colors: int) -> int:
    """The rows (bits) of a wall that can still be completed (``scoring.row_completable``):
    on the Crystal Mosaic a closed printed cell ends its row's chances; kept per wall."""
    key = (wall, colors)
    memo = rules.live_rows
    live = memo.get(key)
    if live is None:
        if len(memo) > _TILE_VALUES_KEPT:
            memo.clear()
        variant = rules.variant
        live = memo[key] = sum(
            1 << row for row in range(5) if row_completable(variant, wall, colors, row)
        )
    return live


def _complete_lines(board: PlayerBoard) -> int:
    """Bit ``l`` set when pattern line ``l`` is full (it will be tiled this round)."""
    counts = board.line_counts
    return sum(1 << line for line in range(5) if counts[line] == line + 1)


def open_cells(rules: Rules, wall: int, colors: int, row: int, color: int) -> int:
    """The columns (bits) of ``row`` where a tile of ``color`` can go on this wall."""
    return (
        rules.cells[row][color]
        & ~(wall >> (5 * row))
        & ~columns_of(color_cells(colors, color))
        & 31
    )


def planned_wall(rules: Rules, board: PlayerBoard, later: int) -> tuple[int, int]:
    """``(wall, colors)`` as they will look after this round's tiling: full lines placed top
    to bottom, each (on the grey wall) in the cell that looks best (``best_cell``)."""
    wall, colors = board.wall, board.colors
    line_colors, counts = board.line_colors, board.line_counts
    cells = rules.cells
    for line in range(5):
        if counts[line] == line + 1:
            color = line_colors[line]
            choice = cells[line][color]
            if choice & (choice - 1):
                col = best_cell(rules, wall, color_cells(colors, color), line, color, later)[1]
                if col < 0:
                    continue  # it will fall to the floor
            else:
                col = choice.bit_length() - 1
            wall, colors = with_tile(wall, colors, line, col, color)
    return wall, colors


def bonus_share(
    rules: Rules, wall: int, colors: int, later: int, closed: list | None = None
) -> float:
    """The part of the end bonuses ``wall`` is worth, with ``later`` rounds to come.

    A bonus that needs more tiles than the rounds to come can bring counts nothing: a row
    takes one tile a round, a column or a color about two. On the Crystal Mosaic the rows and
    columns of its ``closed`` printed cells (``closed_printed``, found when not given) count
    nothing either.
    """
    columns, by_color, rows = rules.shares[later if later < _SHARES_KEPT else _SHARES_KEPT]
    total = 0.0
    for group in COLUMN_MASKS:
        total += columns[(wall & group).bit_count()]
    for shift in _COLOR_SHIFTS:
        total += by_color[(colors >> shift & FULL_WALL).bit_count()]
    for shift in _ROW_SHIFTS:
        total += rows[(wall >> shift & 31).bit_count()]
    if rules.printed:
        # A closed printed cell stays empty: its row and its column never earn their bonus.
        dead_rows = dead_columns = 0
        if closed is None:
            closed = closed_printed(rules, wall, colors)
        for _, row, col, _, _ in closed:
            dead_rows |= 1 << row
            dead_columns |= 1 << col
        for row in BITS[dead_rows]:
            total -= rows[(wall >> _ROW_SHIFTS[row] & 31).bit_count()]
        for col in BITS[dead_columns]:
            total -= columns[(wall & COLUMN_MASKS[col]).bit_count()]
    return total


def closed_printed(rules: Rules, wall: int, colors: int) -> list[tuple[int, int, int, int, int]]:
    """Crystal Mosaic: the printed cells (as in ``Rules.printed``) closed for good on this
    wall: empty, their color already in their row or their column."""
    closed = []
    for cell in rules.printed:
        bit, row, col, color, _ = cell
        if wall >> bit & 1:
            continue
        mask = colors >> _COLOR_SHIFTS[color] & FULL_WALL
        if mask >> _ROW_SHIFTS[row] & 31 or columns_of(mask) >> col & 1:
            closed.append(cell)
    return closed


def printed_loss(closed: list, later: int) -> float:
    """What a wall's ``closed`` printed cells (``closed_printed``) cost beyond their lost bonus
    shares, with ``later`` rounds to come (0 in the last round: nothing more was to be
    placed)."""
    if not later:
        return 0.0
    loss = 0.0
    weight = min(later, 2)
    for _, _, _, _, times in closed:
        loss += DEAD_PRINTED * weight + LOST_MULTIPLIED * (times - 1)
    return loss


def _share(have: int, points: int, per_round: int, later: int) -> float:
    if have == 5:
        return points
    if 5 - have <= later * per_round:
        return points * _BONUS_SHARE[have]
    return 0.0


_SHARES_KEPT = 5  # from 5 rounds to come on, every bonus is within reach


def best_cell(
    rules: Rules, wall: int, color_mask: int, row: int, color: int, later: int
) -> tuple[float, int]:
    """``(value, col)``: the best cell for a tile of ``color`` in ``row`` (``color_mask``: the
    wall's cells of that color), valued as adjacency now plus the bonus share it adds.

    ``col`` is -1 when no cell is open (grey wall): the value is then the floor cost of the
    whole line, negative.
    """
    key = (wall, color_mask, row, color, later)
    memo = rules.tile_values
    found = memo.get(key)
    if found is None:
        if len(memo) > _TILE_VALUES_KEPT:
            memo.clear()
        found = memo[key] = _best_cell(rules, wall, color_mask, row, color, later)
    return found


def _best_cell(
    rules: Rules, wall: int, color_mask: int, row: int, color: int, later: int
) -> tuple[float, int]:
    open_ = rules.cells[row][color] & ~(wall >> (5 * row)) & ~columns_of(color_mask) & 31
    if not open_:
        return -DEAD_TILE * (row + 1), -1
    best, best_col = -1e9, -1
    have_color = color_mask.bit_count() + 1
    times, printed = rules.times, rules.printed_of[color]
    for col in BITS[open_]:
        placed = wall | 1 << (row * 5 + col)
        value = placement_score(placed, row, col)[0] * times[row * 5 + col] + bonus_gain(
            rules, placed, row, col, have_color, later
        )
        if printed:
            value -= closing_cost(rules, placed, color_mask, row, col, color, later)
        if value > best:
            best, best_col = value, col
    return best, best_col


def closing_cost(
    rules: Rules, placed: int, color_mask: int, row: int, col: int, color: int, later: int
) -> float:
    """Crystal Mosaic: what a tile of ``color`` at ``(row, col)`` of wall ``placed`` (which
    holds it; ``color_mask``: the wall's other cells of that color) costs by closing a cell
    printed with its color that was still open in its row or its column: the bonus shares
    that cell's row and column had, and its ``printed_loss``."""
    cost = 0.0
    for bit, p_row, p_col, _, times in rules.printed_of[color]:
        if (p_row == row) == (p_col == col) or placed >> bit & 1:
            continue  # not in the tile's row or column, or its own cell, or taken
        if color_mask >> _ROW_SHIFTS[p_row] & 31 or columns_of(color_mask) >> p_col & 1:
            continue  # closed already
        columns, _, rows = rules.shares[later if later < _SHARES_KEPT else _SHARES_KEPT]
        cost += rows[(placed >> _ROW_SHIFTS[p_row] & 31).bit_count()]
        cost += columns[(placed & COLUMN_MASKS[p_col]).bit_count()]
        if later:
            cost += DEAD_PRINTED * min(later, 2) + LOST_MULTIPLIED * (times - 1)
    return cost


def tile_value(rules: Rules, wall: int, color_mask: int, row: int, color: int, later: int) -> float:
    """Points a tile of ``color`` placed in ``row`` brings at its best cell (see
    ``best_cell``)."""
    found = rules.tile_values.get((wall, color_mask, row, color, later))
    if found is None:
        found = best_cell(rules, wall, color_mask, row, color, later)
    return found[0]


def bonus_gain(rules: Rules, after: int, row: int, col: int, have_color: int, later: int) -> float:
    """The bonus share a tile just placed at ``(row, col)`` of wall ``after`` adds; its color
    now has ``have_color`` tiles on the wall."""
    gain = 0.0
    for have, points, per_round in (
        ((after & COLUMN_MASKS[col]).bit_count(), rules.column_bonus, _COLUMN_PACE),
        (have_color, rules.color_bonus, _COLOR_PACE),
        ((after & ROW_MASKS[row]).bit_count(), rules.row_bonus, _ROW_PACE),
    ):
        if have == 5:
            gain += points * (1.0 - _BONUS_SHARE[4])
        elif 5 - have <= later * per_round:
            gain += points * (_BONUS_SHARE[have] - _BONUS_SHARE[have - 1])
    return gain


def line_value(
    rules: Rules,
    wall: int,
    color_mask: int,
    row: int,
    color: int,
    count: int,
    later: int,
    supply: int,
) -> float:
    """What pattern line ``row`` holding ``count`` tiles of ``color`` is worth now.

    A full line is worth its tile. A partial one is worth a share of it that grows with how
    full it is, more when ``supply`` (tiles of the color still on the table) can finish it
    this round; in the last round a line that cannot be finished is worth nothing. A line
    whose tile can reach no cell (grey wall) costs what its tiles will cost on the floor.
    """
    if count == 0:
        return 0.0
    worth = tile_value(rules, wall, color_mask, row, color, later)
    capacity = row + 1
    if count == capacity:
        return worth
    if worth < 0:
        return worth * count / capacity
    need = capacity - count
    finish_now = 0.6 if supply >= need else 0.0
    if later == 0:
        return worth * finish_now * count / capacity
    return worth * (0.25 + finish_now * 0.5) * count / capacity - 0.15 * need


def dead_pairs(rules: Rules, wall: int, colors: int) -> int:
    """Free wall: (row, color) pairs where the row lacks the color but has no open cell for
    it any more (every empty cell is in a column holding it, or printed with another color).
    Always 0 on the classic wall, where a missing color's cell is empty."""
    if not rules.free_wall:
        return 0
    rows = [wall >> shift & 31 for shift in _ROW_SHIFTS]
    cells = rules.cells
    dead = 0
    for color, shift in enumerate(_COLOR_SHIFTS):
        mask = colors >> shift & FULL_WALL
        blocked = (mask | mask >> 5 | mask >> 10 | mask >> 15 | mask >> 20) & 31
        for row, taken in enumerate(rows):
            if not cells[row][color] & ~(taken | blocked) & 31 and not mask >> (5 * row) & 31:
                dead += 1
    return dead


def standing(rules: Rules, board: PlayerBoard, later: int) -> float:
    """A board's worth between rounds: its score plus what its lines and wall promise."""
    value = float(board.score)
    wall, colors = board.wall, board.colors
    closed = closed_printed(rules, wall, colors) if rules.printed else None
    value += bonus_share(rules, wall, colors, later, closed)
    if later == 0:
        return value
    if rules.free_wall:
        value -= DEAD_PAIR * min(later, 2) * dead_pairs(rules, wall, colors)
        if closed:
            value -= printed_loss(closed, later)
    line_colors, counts = board.line_colors, board.line_counts
    for line in range(5):
        if counts[line]:
            color = line_colors[line]
            mask = color_cells(colors, color)
            value += line_value(rules, wall, mask, line, color, counts[line], later, 0)
    return value


def floor_cost(rules: Rules, slots: int, added: int) -> int:
    """Points ``added`` more floor items cost on a floor that holds ``slots``."""
    costs = rules.floor_costs
    return costs[min(rules.floor_size, slots + added)] - costs[slots]


def on_table(game: Game, color: int) -> int:
    """Tiles of ``color`` on the factories and in the center."""
    return game.center[color] + sum(factory[color] for factory in game.factories)


class MoveJudge:
    """Scores the current player's takes in one position (built once, asked per move).

    ``gain(move)`` is the change in the mover's outlook in points: the line's value after
    minus before, minus what the floor will cost, with a small bonus for the marker.
    """

    __slots__ = (
        "game",
        "rules",
        "board",
        "wall",
        "masks",
        "later",
        "supply",
        "floor",
        "floor_costs",
        "marker",
        "_cache",
    )

    def __init__(self, game: Game, later: int | None = None) -> None:
        self.game = game
        self.rules = rules = rules_for(game.variant)
        self.board = game.players[game.taker]
        self.later = rounds_left(game) if later is None else later
        self.wall, colors = planned_wall(rules, self.board, self.later)
        self.masks = [colors >> shift & FULL_WALL for shift in _COLOR_SHIFTS]
        self.supply = [on_table(game, color) for color in range(5)]
        self.floor = len(self.board.floor)
        self.floor_costs = rules.added_floor_costs[self.floor]
        self.marker = game.marker_in_center
        self._cache: dict[tuple[int, int, int, bool], float] = {}

    def gain(self, move: Move) -> float:
        source, color = move.source, move.color
        game = self.game
        if source == CENTER:
            count, marker = game.center[color], self.marker
        else:
            count, marker = game.factories[source][color], False
        return self._cached(color, move.line, count, marker)

    def scored(self, moves: list[Move]) -> list[tuple[float, Move]]:
        """``(gain, move)`` for ``moves`` as ``legal_moves`` lists them, minus the pointless
        floor dumps (see ``policy.sensible_moves``).

        ``legal_moves`` lists a lot's pattern lines first and its floor last, so a floor move
        right after a move of the same lot is a dump that a line could have softened.
        """
        game = self.game
        center, factories, marker_open = game.center, game.factories, self.marker
        cache, compute = self._cache, self._gain
        scored = []
        last_source = last_color = -2
        for move in moves:
            source, color, line = move.source, move.color, move.line
            if line == FLOOR and source == last_source and color == last_color:
                continue
            last_source, last_color = source, color
            if source == CENTER:
                count, marker = center[color], marker_open
            else:
                count, marker = factories[source][color], False
            key = (line, color, count, marker)
            value = cache.get(key)
            if value is None:
                value = cache[key] = compute(color, line, count, marker)
            scored.append((value, move))
        return scored

    def _cached(self, color: int, line: int, count: int, marker: bool) -> float:
        key = (line, color, count, marker)
        value = self._cache.get(key)
        if value is None:
            value = self._cache[key] = self._gain(color, line, count, marker)
        return value

    def _gain(self, color: int, line: int, count: int, marker: bool) -> float:
        board = self.board
        value = 0.0
        if line == FLOOR:
            overflow = count
        else:
            held = board.line_counts[line]
            room = line + 1 - held
            put = count if count < room else room
            overflow = count - put
            supply = self.supply[color] - count
            wall, mask, later, rules = self.wall, self.masks[color], self.later, self.rules
            before = line_value(rules, wall, mask, line, color, held, later, supply + count)
            value = line_value(rules, wall, mask, line, color, held + put, later, supply) - before
        value -= self.floor_costs[overflow + marker]
        if marker:
            value += 0.8  # moving first next round is worth a little
        return value


def placement_values(
    game: Game, player: int, later: int | None = None
) -> list[tuple[float, WallMove]]:
    """Free wall tiling: ``(value, move)`` for each column ``player``'s waiting line may
    take, in column order. A column is worth its points now (times the cell's multiplier),
    the points of the full lines below it placed as planned (or their floor cost when it
    leaves them no cell), and how the wall looks after the round (``standing``: bonus shares, what the other lines can
    still reach, rows that can no longer be completed, printed cells closed for good)."""
    line = game.pending_line(player)
    if line is None:
        return []
    rules = rules_for(game.variant)
    board = game.players[player]
    if later is None:
        later = rounds_left(game)
    scored = []
    times = rules.times
    for col in line.columns:
        wall, colors = with_tile(board.wall, board.colors, line.row, col, line.color)
        points = placement_score(wall, line.row, col)[0] * times[line.row * 5 + col]
        value = points + after_tiling(rules, board, line.row, wall, colors, later)
        scored.append((value, WallMove(player, line.row, col)))
    return scored


def after_tiling(
    rules: Rules, board: PlayerBoard, row: int, wall: int, colors: int, later: int
) -> float:
    """What ``board`` is worth once its line ``row`` is placed (``wall``, ``colors``): the
    points of the full lines below it, placed as planned, and the ``standing`` of the wall
    the next round starts from, without the score."""
    line_colors, counts = board.line_colors, board.line_counts
    times = rules.times
    value = 0.0
    for line in range(row + 1, 5):
        if counts[line] == line + 1:
            color = line_colors[line]
            col = best_cell(rules, wall, color_cells(colors, color), line, color, later)[1]
            if col < 0:
                value -= DEAD_TILE * (line + 1)
                continue
            wall, colors = with_tile(wall, colors, line, col, color)
            value += placement_score(wall, line, col)[0] * times[line * 5 + col]
    closed = closed_printed(rules, wall, colors) if rules.printed else None
    value += bonus_share(rules, wall, colors, later, closed)
    if later == 0:
        return value
    value -= DEAD_PAIR * min(later, 2) * dead_pairs(rules, wall, colors)
    if closed:
        value -= printed_loss(closed, later)
    for line in range(5):
        count = counts[line]
        if count and count <= line:
            color = line_colors[line]
            mask = color_cells(colors, color)
            value += line_value(rules, wall, mask, line, color, count, later, 0)
    return value
