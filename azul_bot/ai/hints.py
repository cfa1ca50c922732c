"""The coach: the hard search's best moves, each with the facts that explain it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from azul_bot.engine import CENTER, FLOOR, Color, Game, Move, placement_score

from .outlook import CELL, COLOR_MASK, COLUMN, COLUMN_MASK, ROW_MASK, floor_cost
from .search import Outcome, search
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
    - ``taken``: tiles of ``move.color`` taken; ``to_line`` / ``to_floor`` / ``to_lid``:
      where they go (``game.preview``).
    - ``line_count`` / ``line_capacity``: the pattern line's tiles after the move and its
      size (both 0 for a floor move); ``completes``: the line is full, so it is tiled at
      the round's end.
    - ``points``: what that tile will score when tiled (0 unless ``completes``), from a
      horizontal run ``h`` and vertical run ``v`` (both count the tile, as in ``TileWalled``);
      complete lines above it are tiled first and counted.
    - ``row_tiles`` / ``column_tiles`` / ``color_tiles``: wall tiles in the target cell's row,
      column and color once this line and the other full lines are tiled (bonus progress; 0
      for a floor move).
    - ``floor_penalty``: points the floor will cost for this move's tiles and the marker;
      ``takes_marker``: the move takes the first-player marker.
    - ``leaves``: what it pushes into the center for the others.
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


def coach(game: Game, *, seed: int, budget: float = 1.0, top: int = 3) -> list[Hint]:
    """The ``top`` best moves for ``game.current_player`` by the hard search, best first.

    Same game and seed, same hints; the bag order is never looked at.
    """
    if game.is_over:
        raise ValueError(f"no move to coach: the game is over ({game!r})")
    view = blindfolded(game, seed)
    outcomes = search(view, random.Random(seed), budget)
    return [explain(game, outcome) for outcome in outcomes[:top]]


def coach_from_state(state: dict, seed: int, budget: float = 1.0, top: int = 3) -> list[Hint]:
    """``coach`` for a process pool: takes the game's JSON form."""
    return coach(Game.from_dict(state), seed=seed, budget=budget, top=top)


def explain(game: Game, outcome: Outcome) -> Hint:
    """The facts of ``outcome.move`` in ``game`` (which it does not change)."""
    move = outcome.move
    board = game.players[game.current_player]
    placement = game.preview(move)
    takes_marker = move.source == CENTER and game.marker_in_center
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
        floor_penalty=floor_cost(len(board.floor), placement.to_floor + takes_marker),
        takes_marker=takes_marker,
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
    board = game.players[game.current_player]
    row, color = move.line, move.color
    count = board.line_counts[row] + to_line
    completes = count == row + 1
    full = [
        line
        for line in range(5)
        if board.line_counts[line] == line + 1 or (line == row and completes)
    ]
    above = board.wall
    for line in full:
        if line < row:
            above |= CELL[line][board.line_colors[line]]
    points, h, v = placement_score(above | CELL[row][color], row, COLUMN[row][color])
    after = board.wall | CELL[row][color]
    for line in full:
        if line != row:
            after |= CELL[line][board.line_colors[line]]
    return dict(
        line_count=count,
        line_capacity=row + 1,
        completes=completes,
        points=points if completes else 0,
        h=h if completes else 0,
        v=v if completes else 0,
        row_tiles=(after & ROW_MASK[row]).bit_count(),
        column_tiles=(after & COLUMN_MASK[COLUMN[row][color]]).bit_count(),
        color_tiles=(after & COLOR_MASK[color]).bit_count(),
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
