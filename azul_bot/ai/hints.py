"""The coach: the hard search's best moves, each with the facts that explain it (wording is
the bot's).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from azul_bot.engine import (
    CENTER,
    FLOOR,
    Color,
    Game,
    Move,
    Phase,
    PlayerBoard,
    PrintedCell,
    WallMove,
    placement_score,
)
from azul_bot.engine.scoring import COLUMN_MASKS, ROW_MASKS

from .analysis import analyse
from .outlook import Rules, best_cell, color_cells, open_cells, rounds_left, rules_for, with_tile
from .search import Outcome
from .sight import blindfolded


@dataclass(frozen=True)
class Leftover:
    """Tiles a move pushes from its factory into the center, and the other seats with a
    pattern line that could take them now."""

    color: Color
    count: int
    users: tuple[int, ...]


@dataclass(frozen=True)
class Hint:
    """One ranked candidate move for the player to move, with what it does.

    - ``value``: the search's estimate of the mover's final margin over the best other
      player, in points, if this move is played (higher is better); ``visits``: how many of
      the search's playouts started with it.
    - ``line_count`` / ``line_capacity``: the pattern line's tiles after the move and its
      size (both 0 for a floor move); ``completes``: the line is full, so it is tiled at
      the round's end.
    - ``points``: what that tile will score when tiled (0 unless ``completes``), from the runs
      ``h`` and ``v`` (as in ``TileWalled``) times the cell's ``multiplier``; complete lines
      above it are tiled first and counted.
    - ``row_tiles`` / ``column_tiles`` / ``color_tiles``: bonus progress once the full lines
      are tiled (0 for a floor move).
    - ``column``: the wall column the line's tile goes to (on a free wall the cell that looks
      best now); -1 for a floor move or when ``no_cell``.
    - ``no_cell``: free wall, the line's row has no cell left for this color: when complete
      the whole line goes to the floor.
    """

    move: Move
    value: float
    visits: int
    taken: int
    to_line: int
    to_floor: int
    to_lid: int
    line_count: int
    line_capacity: int
    completes: bool
    points: int
    h: int
    v: int
    row_tiles: int
    column_tiles: int
    color_tiles: int
    floor_penalty: int
    takes_marker: bool
    leaves: tuple[Leftover, ...]
    column: int = -1
    no_cell: bool = False
    multiplier: int = 1


class Why(StrEnum):
    """The one reason a ``PlacementHint`` gives for its column."""

    ONLY_CELL = "only_cell"
    """The line has a single legal column."""
    KEEPS_OPEN = "keeps_open"
    """The column scoring the most now would leave one of the player's lines without a cell
    (``keeps_open`` lists the cells this column keeps for them)."""
    KEEPS_PRINTED = "keeps_printed"
    """Crystal Mosaic: the column scoring the most now would close one of the player's
    printed cells for good (``keeps_printed`` lists those this column keeps open)."""
    PRINTED_DOUBLE = "printed_double"
    """Crystal Mosaic: the column is a printed cell that multiplies the tile's points
    (``multiplier``)."""
    MOST_POINTS = "most_points"
    """No legal column scores more now."""
    BONUS = "bonus"
    """It scores less now than ``best_points`` but brings a row, column or color closer to
    its bonus than the column that would."""
    LOOKS_AHEAD = "looks_ahead"
    """The search found it better over the rounds to come; no single fact says why."""


@dataclass(frozen=True)
class CellFor:
    """Wall cell ``(row, col)`` still open for ``color`` (a color on the player's line
    ``row``)."""

    row: int
    col: int
    color: Color


@dataclass(frozen=True)
class PlacementHint:
    """One ranked column for a free wall line waiting at the tiling, with what it does.

    - ``value`` / ``visits``: as in ``Hint``; ``points``, ``h``, ``v``: what the tile scores
      there now (as in ``TileWalled``); ``best_points``: the most any legal column scores now;
    - ``closes``: the player's other lines (row, color) this column leaves with no cell: they
      will fall to the floor when complete;
    - ``keeps_open``: when the column scoring the most now would have done that to a line
      and this one does not, the cells this one keeps for it;
    - ``closes_printed``: the printed cells this column closes for good: their rows and
      columns can never be completed; ``keeps_printed``: when the column scoring the most now
      would have closed printed cells and this one does not, those cells;
    - ``reason``: the one fact that explains the choice best (``Why``).
    """

    move: WallMove
    value: float
    visits: int
    color: Color
    points: int
    h: int
    v: int
    best_points: int
    row_tiles: int
    column_tiles: int
    color_tiles: int
    closes: tuple[tuple[int, Color], ...]
    keeps_open: tuple[CellFor, ...]
    reason: Why
    multiplier: int = 1
    closes_printed: tuple[PrintedCell, ...] = ()
    keeps_printed: tuple[PrintedCell, ...] = ()


def coach(
    game: Game, *, seed: int, budget: float = 1.0, top: int = 3, seat: int | None = None
) -> list[Hint] | list[PlacementHint]:
    """The ``top`` best moves by the hard search, best first: takes for
    ``game.current_player``, or at a grey wall tiling the columns for ``seat``'s waiting line
    (default: the first seat still to place).

    Same game and seed, same hints; the bag order is never looked at.
    """
    if game.is_over:
        raise ValueError(f"no move to coach: the game is over ({game!r})")
    view = blindfolded(game, seed)
    if game.phase is Phase.TILING:
        seat = game.to_place[0] if seat is None else seat
        if game.pending_line(seat) is None:
            raise ValueError(f"seat {seat} has no line to place ({game!r})")
        outcomes = analyse(view, random.Random(seed), budget, seat, top=top)
        return [explain_placement(game, outcome) for outcome in outcomes[:top]]
    outcomes = analyse(view, random.Random(seed), budget, top=top)
    return [explain(game, outcome) for outcome in outcomes[:top]]


def explain(game: Game, outcome: Outcome) -> Hint:
    """The facts of ``outcome.move`` in ``game`` (which it does not change)."""
    move = outcome.move
    assert isinstance(move, Move)
    placement = game.preview(move)
    facts = _line_facts(game, move, placement.to_line)
    return Hint(
        move=move,
        value=round(outcome.value, 2),
        visits=outcome.visits,
        taken=placement.count,
        to_line=placement.to_line,
        to_floor=placement.to_floor,
        to_lid=placement.to_lid,
        **facts,
        floor_penalty=placement.floor_cost,
        takes_marker=placement.takes_marker,
        leaves=_leftovers(game, move),
    )


def _line_facts(game: Game, move: Move, to_line: int) -> dict:
    if move.line == FLOOR:
        return dict(
            line_count=0,
            line_capacity=0,
            completes=False,
            points=0,
            h=0,
            v=0,
            row_tiles=0,
            column_tiles=0,
            color_tiles=0,
        )
    board = game.players[game.taker]
    rules, later = rules_for(game.variant), rounds_left(game)
    times = rules.times
    row, color = move.line, move.color
    count = board.line_counts[row] + to_line
    completes = count == row + 1
    # The full lines top to bottom, this one among them, each in its (planned) cell.
    wall, colors = board.wall, board.colors
    column, points, h, v = -1, 0, 0, 0
    for line in range(5):
        line_color: int
        if line == row:
            line_color = color
        elif board.line_counts[line] == line + 1:
            line_color = board.line_colors[line]
        else:
            continue
        mask = color_cells(colors, line_color)
        col = best_cell(rules, wall, mask, line, line_color, later)[1]
        if col < 0:
            continue  # no cell: that line goes to the floor
        wall, colors = with_tile(wall, colors, line, col, line_color)
        if line == row:
            column = col
            points, h, v = placement_score(wall, row, col)
            points *= times[row * 5 + col]
    found = column >= 0
    return dict(
        line_count=count,
        line_capacity=row + 1,
        completes=completes,
        points=points if completes else 0,
        h=h if completes else 0,
        v=v if completes else 0,
        row_tiles=(wall & ROW_MASKS[row]).bit_count(),
        column_tiles=(wall & COLUMN_MASKS[column]).bit_count() if found else 0,
        color_tiles=color_cells(colors, color).bit_count(),
        column=column,
        no_cell=not found,
        multiplier=times[row * 5 + column] if found else 1,
    )


def explain_placement(game: Game, outcome: Outcome) -> PlacementHint:
    """The facts of the ``WallMove`` ``outcome.move`` in ``game`` (which it does not change)."""
    move = outcome.move
    assert isinstance(move, WallMove)
    line = game.pending_line(move.player)
    assert line is not None and line.row == move.row
    board = game.players[move.player]
    rules = rules_for(game.variant)
    color = line.color
    times = rules.times

    def place(col: int) -> tuple[int, int, tuple[int, int, int]]:
        wall, colors = with_tile(board.wall, board.colors, move.row, col, color)
        points, h, v = placement_score(wall, move.row, col)
        return wall, colors, (points * times[move.row * 5 + col], h, v)

    wall, colors, (points, h, v) = place(move.col)
    multiplier = times[move.row * 5 + move.col]
    closes_printed = game.closes_printed(move)
    scores = {col: place(col)[2][0] for col in line.columns}
    best_points = max(scores.values())
    closes = _closed_lines(rules, board, move.row, wall, colors)
    keeps_open: tuple[CellFor, ...] = ()
    keeps_printed: tuple[PrintedCell, ...] = ()
    greedy = min(col for col, p in scores.items() if p == best_points)  # leftmost
    if greedy != move.col:
        greedy_closes = game.closes_printed(WallMove(move.player, move.row, greedy))
        keeps_printed = tuple(cell for cell in greedy_closes if cell not in closes_printed)
        greedy_wall, greedy_colors, _ = place(greedy)
        lost = set(_closed_lines(rules, board, move.row, greedy_wall, greedy_colors)) - set(closes)
        keeps_open = tuple(
            CellFor(row, col, line_color)
            for row, line_color in sorted(lost)
            for col in range(5)
            if open_cells(rules, wall, colors, row, line_color) >> col & 1
        )
    if len(line.columns) == 1:
        reason = Why.ONLY_CELL
    elif keeps_open:
        reason = Why.KEEPS_OPEN
    elif keeps_printed:
        reason = Why.KEEPS_PRINTED
    elif multiplier > 1:
        reason = Why.PRINTED_DOUBLE
    elif points == best_points:
        reason = Why.MOST_POINTS
    elif _bonus_progress(wall, colors, move.row, move.col, color) > _bonus_progress(
        *place(greedy)[:2], move.row, greedy, color
    ):
        reason = Why.BONUS
    else:
        reason = Why.LOOKS_AHEAD
    return PlacementHint(
        move=move,
        value=round(outcome.value, 2),
        visits=outcome.visits,
        color=color,
        points=points,
        h=h,
        v=v,
        best_points=best_points,
        row_tiles=(wall & ROW_MASKS[move.row]).bit_count(),
        column_tiles=(wall & COLUMN_MASKS[move.col]).bit_count(),
        color_tiles=color_cells(colors, color).bit_count(),
        closes=closes,
        keeps_open=keeps_open,
        reason=reason,
        multiplier=multiplier,
        closes_printed=closes_printed,
        keeps_printed=keeps_printed,
    )


def _closed_lines(
    rules: Rules, board: PlayerBoard, placed: int, wall: int, colors: int
) -> tuple[tuple[int, Color], ...]:
    """The player's other lines (row, color) that have a cell before line ``placed`` is
    tiled and none on ``wall`` / ``colors`` after it."""
    closed = []
    for row in range(5):
        line_color = board.line_colors[row]
        if row == placed or line_color < 0:
            continue
        had = open_cells(rules, board.wall, board.colors, row, line_color)
        if had and not open_cells(rules, wall, colors, row, line_color):
            closed.append((row, Color(line_color)))
    return tuple(closed)


def _bonus_progress(wall: int, colors: int, row: int, col: int, color: int) -> int:
    """Tiles in the placed tile's row, column and color, squared: nearer bonuses weigh more."""
    return sum(
        n * n
        for n in (
            (wall & ROW_MASKS[row]).bit_count(),
            (wall & COLUMN_MASKS[col]).bit_count(),
            color_cells(colors, color).bit_count(),
        )
    )


def _leftovers(game: Game, move: Move) -> tuple[Leftover, ...]:
    if move.source == CENTER:
        return ()
    factory = game.factories[move.source]
    mover = game.current_player
    leftovers = []
    for color in range(5):
        if color == move.color or not factory[color]:
            continue
        users = tuple(
            seat
            for seat, board in enumerate(game.players)
            if seat != mover and any(board.accepts(line, color) for line in range(5))
        )
        leftovers.append(Leftover(Color(color), factory[color], users))
    return tuple(leftovers)
