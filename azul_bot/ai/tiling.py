"""The round search's columns at a free wall's tiling.

A placement changes nothing but its player's own wall, and the next round's factories are
unknown: the choice is the player's alone. Every way to place the player's complete lines,
top to bottom, is tried (a line left without a cell falls to the floor) and valued as the
round search values a round's end (``horizon.Judge``: the exact points, then what the coming
rounds promise), against the other players' boards tiled as they will most likely be; the
first column of the best way is the move.
"""

from __future__ import annotations

from azul_bot.engine import Game, WallMove, placement_score
from azul_bot.engine.scoring import BITS, columns_of

from .horizon import Judge, Tiled, tiled_board
from .outlook import color_cells, with_tile

WAYS = 3_000
"""The most ways of placing one player's lines valued (five lines of five columns each
would be 3 125; a tiling seldom offers more than a few dozen)."""


def place(view: Game, seat: int) -> WallMove:
    """The column for ``seat``'s waiting line (``view`` is at a free wall's tiling)."""
    return ranked(view, seat)[0][0]


def ranked(view: Game, seat: int) -> list[tuple[WallMove, float]]:
    """Every column for ``seat``'s waiting line with its value (``seat``'s margin over the
    best other player once the round is tiled, as the round search values a round's end),
    best first: a column's value is that of the best way that starts with it."""
    judge = Judge(view)
    boards = view.players
    others = [
        judge.tiled(p, board.line_colors, board.line_counts, len(board.floor))
        for p, board in enumerate(boards)
    ]
    pending = view.pending_line(seat)
    if pending is None:
        raise ValueError(f"seat {seat} has no line to place ({view!r})")
    best: dict[int, tuple[float, int]] = {}  # by column: its best value, and the way's rank
    for rank, (col, tiled) in enumerate(_ways(judge, view, seat)):
        others[seat] = tiled
        worth = judge.worth(others, view.first_player)
        value = worth[seat] - max(w for p, w in enumerate(worth) if p != seat)
        if col not in best or value > best[col][0]:
            best[col] = (value, rank)
    if not best:
        return [(WallMove(seat, pending.row, pending.columns[0]), 0.0)]
    # Ties go to the column whose best way came first, as they always have.
    order = sorted(best, key=lambda col: (-best[col][0], best[col][1]))
    return [(WallMove(seat, pending.row, col), best[col][0]) for col in order]


def _ways(judge: Judge, view: Game, seat: int) -> list[tuple[int, Tiled]]:
    """``(first column, board after)`` for every way ``seat`` can place their lines."""
    rules = judge.rules
    board = view.players[seat]
    colors, counts = board.line_colors, board.line_counts
    full = [line for line in range(5) if counts[line] > line]
    found: list[tuple[int, Tiled]] = []

    def walk(index: int, wall: int, wall_colors: int, points: int, floor: int, first: int) -> None:
        if len(found) >= WAYS:
            return
        if index == len(full):
            after = tiled_board(
                rules,
                board.score + points,
                floor,
                wall,
                wall_colors,
                [-1 if counts[line] > line else colors[line] for line in range(5)],
                [0 if counts[line] > line else counts[line] for line in range(5)],
            )
            found.append((first, after))
            return
        line = full[index]
        color = colors[line]
        open_ = (
            rules.cells[line][color]
            & ~(wall >> (5 * line))
            & ~columns_of(color_cells(wall_colors, color))
            & 31
        )
        if not open_:
            walk(index + 1, wall, wall_colors, points, floor + line + 1, first)
            return
        for col in BITS[open_]:
            placed, placed_colors = with_tile(wall, wall_colors, line, col, color)
            gained = placement_score(placed, line, col)[0] * rules.times[line * 5 + col]
            walk(
                index + 1,
                placed,
                placed_colors,
                points + gained,
                floor,
                col if index == 0 else first,
            )

    walk(0, board.wall, board.colors, 0, len(board.floor), -1)
    return found
