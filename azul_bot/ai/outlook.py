"""How good a board or a move looks: the heuristic every level above ``random`` builds on.

Everything is measured in points, as a player would count them: wall points a line will
score when it is tiled, what the floor costs, and a share of the end bonuses that the wall is
on its way to. Functions read the engine's integer state directly (``line_colors``, the wall
bit mask, ...) because the search calls them hundreds of thousands of times.
"""

from __future__ import annotations

from azul_bot.engine import CENTER, FLOOR, FLOOR_PENALTIES, FLOOR_SIZE, Game, Move, PlayerBoard
from azul_bot.engine import placement_score as _placement_score

# [row][color] -> wall column, and the cell's bit.
COLUMN = tuple(tuple((color + row) % 5 for color in range(5)) for row in range(5))
CELL = tuple(tuple(1 << (row * 5 + COLUMN[row][color]) for color in range(5)) for row in range(5))
ROW_MASK = tuple(31 << (5 * row) for row in range(5))
COLUMN_MASK = tuple(sum(1 << (row * 5 + col) for row in range(5)) for col in range(5))
COLOR_MASK = tuple(sum(CELL[row][color] for row in range(5)) for color in range(5))

# FLOOR_COST[slots]: what a floor line holding that many items costs.
FLOOR_COST = tuple(sum(FLOOR_PENALTIES[:slots]) for slots in range(FLOOR_SIZE + 1))

# Share of a bonus already "earned" by k of its 5 tiles; the rest depends on rounds to come.
_BONUS_SHARE = (0.0, 0.04, 0.14, 0.32, 0.58, 1.0)
# (groups, bonus points, tiles a round can add to one group)
_BONUSES = ((COLUMN_MASK, 7, 2), (COLOR_MASK, 10, 2), (ROW_MASK, 2, 1))


def rounds_left(game: Game) -> int:
    """Rounds after this one that the game lasts at the soonest (0: this is the last).

    The game ends after the round in which a wall row is completed, and a row takes one
    tile a round, so the fullest row on the table (counting this round's full lines) says
    how soon that can be. Lines and bonuses that need longer may never pay off.
    """
    fullest = 0
    for board in game.players:
        wall = board.wall
        pending = _complete_lines(board)
        for row in range(5):
            filled = (wall >> (5 * row) & 31).bit_count() + (pending >> row & 1)
            if filled > fullest:
                fullest = filled
    return 5 - fullest


def _complete_lines(board: PlayerBoard) -> int:
    """Bit ``l`` set when pattern line ``l`` is full (it will be tiled this round)."""
    counts = board.line_counts
    return sum(1 << line for line in range(5) if counts[line] == line + 1)


def pending_wall(board: PlayerBoard) -> int:
    """The wall as it will look after this round's tiling (full lines placed)."""
    wall = board.wall
    colors, counts = board.line_colors, board.line_counts
    for line in range(5):
        if counts[line] == line + 1:
            wall |= CELL[line][colors[line]]
    return wall


def bonus_share(wall: int, later: int) -> float:
    """The part of the end bonuses ``wall`` is worth, with ``later`` rounds to come.

    A bonus that needs more tiles than the rounds to come can bring counts nothing: a row
    takes one tile a round, a column or a color about two.
    """
    total = 0.0
    for masks, points, per_round in _BONUSES:
        for group in masks:
            have = (wall & group).bit_count()
            if have == 5:
                total += points
            elif 5 - have <= later * per_round:
                total += points * _BONUS_SHARE[have]
    return total


def tile_value(wall: int, row: int, color: int, later: int) -> float:
    """Points a tile of ``color`` placed in ``row`` of ``wall`` brings: adjacency now plus
    the bonus share it adds."""
    key = (wall, row, color, later)
    value = _TILE_VALUES.get(key)
    if value is None:
        if len(_TILE_VALUES) > _TILE_VALUES_KEPT:
            _TILE_VALUES.clear()
        placed = wall | CELL[row][color]
        points = _placement_score(placed, row, COLUMN[row][color])[0]
        value = _TILE_VALUES[key] = points + _bonus_gain(wall, placed, row, color, later)
    return value


# Walls recur all through a search's playouts; a pure function's answers are kept (bounded).
_TILE_VALUES: dict[tuple[int, int, int, int], float] = {}
_TILE_VALUES_KEPT = 100_000  # about 20 MB at most


def _bonus_gain(before: int, after: int, row: int, color: int, later: int) -> float:
    col = COLUMN[row][color]
    gain = 0.0
    groups = (COLUMN_MASK[col], COLOR_MASK[color], ROW_MASK[row])
    for group, (_, points, per_round) in zip(groups, _BONUSES, strict=True):
        have = (after & group).bit_count()
        if have == 5:
            gain += points * (1.0 - _BONUS_SHARE[4])
        elif 5 - have <= later * per_round:
            gain += points * (_BONUS_SHARE[have] - _BONUS_SHARE[have - 1])
    return gain


def line_value(wall: int, row: int, color: int, count: int, later: int, supply: int) -> float:
    """What pattern line ``row`` holding ``count`` tiles of ``color`` is worth now.

    A full line is worth its tile. A partial one is worth a share of it that grows with how
    full it is, more when ``supply`` (tiles of the color still on the table) can finish it
    this round; in the last round a line that cannot be finished is worth nothing.
    """
    if count == 0:
        return 0.0
    worth = tile_value(wall, row, color, later)
    capacity = row + 1
    if count == capacity:
        return worth
    need = capacity - count
    finish_now = 0.6 if supply >= need else 0.0
    if later == 0:
        return worth * finish_now * count / capacity
    return worth * (0.25 + finish_now * 0.5) * count / capacity - 0.15 * need


def standing(board: PlayerBoard, later: int) -> float:
    """A board's worth between rounds: its score plus what its lines and wall promise."""
    value = float(board.score)
    wall = board.wall
    value += bonus_share(wall, later)
    if later == 0:
        return value
    colors, counts = board.line_colors, board.line_counts
    for line in range(5):
        if counts[line]:
            value += line_value(wall, line, colors[line], counts[line], later, 0)
    return value


def floor_cost(slots: int, added: int) -> int:
    """Points ``added`` more floor items cost on a floor that holds ``slots``."""
    return FLOOR_COST[min(FLOOR_SIZE, slots + added)] - FLOOR_COST[slots]


def on_table(game: Game, color: int) -> int:
    """Tiles of ``color`` on the factories and in the center."""
    return game.center[color] + sum(factory[color] for factory in game.factories)


class MoveJudge:
    """Scores the current player's moves in one position (built once, asked per move).

    ``gain(move)`` is the change in the mover's outlook in points: the line's value after
    minus before, minus what the floor will cost, with a small bonus for the marker.
    """

    __slots__ = ("game", "board", "wall", "later", "supply", "floor", "marker", "_cache")

    def __init__(self, game: Game, later: int | None = None) -> None:
        self.game = game
        self.board = game.players[game.current_player]
        self.wall = pending_wall(self.board)
        self.later = rounds_left(game) if later is None else later
        self.supply = [on_table(game, color) for color in range(5)]
        self.floor = len(self.board.floor)
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
            wall = self.wall
            before = line_value(wall, line, color, held, self.later, supply + count)
            value = line_value(wall, line, color, held + put, self.later, supply) - before
        value -= floor_cost(self.floor, overflow + marker)
        if marker:
            value += 0.8  # moving first next round is worth a little
        return value
