"""The table and its rules.

A round is the factory offer (``Phase.OFFER``), then the wall tiling. On the classic wall the
tiling follows from the pattern lines and the engine does it at once, as the last take's
consequence. On a free wall players choose where their tiles go: the game enters
``Phase.TILING``, where every player with a complete line answers with a ``WallMove`` for their
topmost one, independently and in any order.

State is kept in small integer lists (tile counts per color, a bit mask per wall) because
computer players will play thousands of games per second on it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, cast

from . import rng
from .board import MARKER, PlayerBoard
from .errors import IllegalMove, Reason
from .events import (
    BagRefilled,
    Event,
    FloorPenalty,
    GameEnded,
    GameResult,
    LineToFloor,
    MarkerTaken,
    PlayerResult,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)
from .moves import CENTER, FLOOR, MOVES, AnyMove, Move, WallMove
from .scoring import (
    BITS,
    ROW_MASKS,
    complete_colors,
    complete_columns,
    complete_rows,
    end_bonuses,
    placement_score,
    row_completable,
)
from .serialize import game_from_dict, game_to_dict
from .tiles import NUM_COLORS, TILES_PER_COLOR, WALL_SIZE, Color, wall_column
from .variant import CLASSIC, PrintedCell, Variant

_COLOR_RANGE = range(NUM_COLORS)


def _moves_by_mask() -> tuple:
    """LEGAL[source][color][mask]: the moves to the lines whose bits are set in ``mask``.

    Bit ``l`` is pattern line ``l``; the floor (bit 5) is always open. Precomputing these
    tuples lets ``legal_moves`` build its list with a few ``extend`` calls.
    """
    return tuple(
        tuple(
            tuple(
                tuple(
                    by_line[line] for line in range(FLOOR + 1) if mask >> line & 1 or line == FLOOR
                )
                for mask in range(32)
            )
            for by_line in by_color
        )
        for by_color in MOVES
    )


LEGAL = _moves_by_mask()


class Placement(NamedTuple):
    """Where the tiles of a move would go: ``count`` taken, split line / floor / lid.

    ``takes_marker``: the move takes the first-player marker (the first take from the center
    in a round). ``floor_cost``: the points the move adds to its player's floor penalty, given
    what the floor holds already: its tiles and the marker; what falls to the lid is free.
    Everyone who shows or weighs a move reads these two here rather than working them out.
    """

    count: int  # type: ignore[assignment]  # a field, not tuple.count
    to_line: int
    to_floor: int
    to_lid: int
    floor_cost: int = 0
    takes_marker: bool = False


class Phase(StrEnum):
    """Where a round stands (``game.phase``)."""

    OFFER = "offer"
    """The factory offer: ``current_player`` takes tiles (``Move``)."""
    TILING = "tiling"
    """Free wall tiling (grey, Crystal Mosaic): the players of ``to_place`` choose columns
    (``WallMove``)."""
    OVER = "over"


class PendingLine(NamedTuple):
    """Free wall tiling: ``player``'s topmost complete line ``row`` holds ``count`` tiles of
    ``color`` and waits for them to choose one of ``columns`` (the legal ones, left to right:
    empty, without ``color`` in their column, and not printed with another color)."""

    player: int
    row: int
    color: Color
    count: int  # type: ignore[assignment]  # a field, not tuple.count
    columns: tuple[int, ...]


class Game:
    """A game of Azul between 2 to 4 players (``variant.player_counts``).

    Read its public state; change it only through ``play``. ``current_player`` is None while a
    free wall is tiled (several players may move then: ``to_place``). ``turn`` counts the moves
    played, wall moves included; what the engine places by itself is no move. ``rng_state``
    fills the factories, so replays are exact.
    """

    __slots__ = (
        "variant",
        "auto_place",
        "num_players",
        "players",
        "factories",
        "center",
        "marker_in_center",
        "first_player",
        "current_player",
        "bag",
        "lid",
        "round",
        "turn",
        "rng_state",
        "_over",
        "_tiling",
        "_table_tiles",
    )
    variant: Variant
    auto_place: bool
    num_players: int
    players: list[PlayerBoard]
    factories: list[list[int]]
    center: list[int]
    marker_in_center: bool
    first_player: int
    current_player: int | None
    bag: list[int]
    lid: list[int]
    round: int
    turn: int
    rng_state: int
    _over: bool
    _tiling: bool
    _table_tiles: int

    @classmethod
    def new(
        cls,
        num_players: int,
        seed: int,
        variant: Variant | str = CLASSIC,
        *,
        auto_place: bool = True,
    ) -> Game:
        """A new game of ``variant`` (or its code): all tiles in the bag, a random first
        player, factories filled."""
        if not isinstance(variant, Variant):
            variant = Variant.by_code(variant)
        factories = variant.factories_for(num_players)
        game = cls.__new__(cls)
        game.variant = variant
        game.auto_place = auto_place
        game.num_players = num_players
        game.players = [PlayerBoard() for _ in range(num_players)]
        game.factories = [[0] * 5 for _ in range(factories)]
        game.center = [0] * 5
        game.bag = [TILES_PER_COLOR] * 5
        game.lid = [0] * 5
        game.round = 1
        game.turn = 0
        game._over = False
        game._tiling = False
        state, draw = rng.next_state(rng.seed_state(seed))
        game.rng_state = state
        game.first_player = draw % num_players
        game._fill_factories()
        game._start_round()
        return game

    # ----------------------------------------------------------------- reading

    @property
    def taker(self) -> int:
        """The player taking tiles now: ``current_player`` in the factory offer;
        ``ValueError`` while the grey wall is tiled (``to_place`` move then) or once over."""
        if self.current_player is None:
            raise ValueError("no one takes tiles while the walls are tiled")
        return self.current_player

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def phase(self) -> Phase:
        if self._over:
            return Phase.OVER
        return Phase.TILING if self._tiling else Phase.OFFER

    @property
    def result(self) -> GameResult | None:
        """Final standings once the game is over, else None."""
        return self._result() if self._over else None

    @property
    def to_place(self) -> tuple[int, ...]:
        """The seats that still have a wall placement to make (free wall tiling), in seat
        order; empty in any other phase."""
        if not self._tiling:
            return ()
        return tuple(p for p, board in enumerate(self.players) if _pending_row(board) >= 0)

    def pending_line(self, player: int) -> PendingLine | None:
        """The line ``player`` must place now (free wall tiling), else None."""
        if not self._tiling:
            return None
        board = self.players[player]
        row = _pending_row(board)
        if row < 0:
            return None
        color = board.line_colors[row]
        columns = BITS[self._open_mask(board, row, color)]
        return PendingLine(player, row, Color(color), board.line_counts[row], columns)

    def pending_lines(self) -> tuple[PendingLine, ...]:
        """``pending_line`` of every player in ``to_place``."""
        lines = (self.pending_line(player) for player in self.to_place)
        return tuple(line for line in lines if line is not None)

    def open_columns(self, player: int, row: int, color: int) -> tuple[int, ...]:
        """The columns of ``player``'s wall ``row`` where a tile of ``color`` could go now
        (its printed cell on the classic wall, if empty; none when the row holds the color).
        On a free wall: the empty cells whose column lacks the color, but a Crystal Mosaic's
        cells printed with another color.

        On a free wall an empty answer for a line being filled means that line will go to
        the floor when it is tiled: placements only ever close cells (docs/rules.md, the
        grey wall, example G4; ``floor_bound``)."""
        return BITS[self._open_mask(self.players[player], row, color)]

    def floor_bound(self, move: Move) -> bool:
        """Whether a legal take sends its tiles to a pattern line that can only end on the
        floor: on a free wall, the line's row has no legal cell left for the color (every
        empty cell of the row is in a column holding it, or printed with another color).
        That stays so, since a placement never opens a cell; when the line is complete, all
        its tiles fall to the floor (docs/rules.md, the grey wall, G4). Always False for a
        take to the floor, and on the classic wall (Phase A keeps a row's colors off its
        line, so its printed cell is empty)."""
        reason = self.check(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        if move.line == FLOOR or not self.variant.free_wall:
            return False
        board = self.players[self.taker]
        return not self._open_mask(board, move.line, move.color)

    def closes_printed(self, move: WallMove) -> tuple[PrintedCell, ...]:
        """The printed cells that a legal wall ``move`` would close for good (docs/rules.md,
        the Crystal Mosaic, C2): the cells of ``move.player``'s wall printed with the line's
        color, in the row or the column of the move's cell, still open before it (empty, and
        their color in neither their row nor their column). Once the tile lies there, such a
        cell can never take a tile: its row and its column can never be completed. Empty
        when the move goes on the printed cell itself, and on walls without printed cells;
        in ``variant.printed_cells`` order."""
        reason = self.check(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        board = self.players[move.player]
        color, row, col = board.line_colors[move.row], move.row, move.col
        return tuple(
            cell
            for cell in self.variant.printed_cells
            if cell.color == color
            and (cell.row == row) != (cell.col == col)
            and _printed_open(board, cell)
        )

    def dead_rows(self, player: int) -> tuple[int, ...]:
        """The rows of ``player``'s wall that can never be completed any more, top to bottom
        (``scoring.row_completable``): on a free wall, a color the row lacks has no cell left
        there, or the colors it lacks cannot each have a cell of their own (a printed cell
        whose color lies elsewhere in its row or column takes none of them); on any wall, a
        color it lacks can never be taken again (``exhausted_colors``). When every row of
        every wall is dead after a tiling, the game ends there (docs/rules.md, "A game
        nobody can end")."""
        board = self.players[player]
        variant, exhausted = self.variant, self._exhausted()
        return tuple(
            row
            for row in range(WALL_SIZE)
            if not row_completable(variant, board.wall, board.colors, row, exhausted)
        )

    def exhausted_colors(self) -> tuple[Color, ...]:
        """The colors of which no tile can ever be taken again: none is in the bag, the lid,
        the factories, the center or on a floor, and no complete pattern line holds the
        color (its spare tiles would go to the lid at the tiling); the color's other tiles
        are on walls or on pattern lines that can only wait for more of it. Usually empty."""
        exhausted = self._exhausted()
        return tuple(Color(k) for k in _COLOR_RANGE if exhausted >> k & 1)

    def _exhausted(self) -> int:
        exhausted = 0
        for color in _COLOR_RANGE:
            if self.bag[color] or self.lid[color] or self.center[color]:
                continue
            if any(factory[color] for factory in self.factories):
                continue
            if any(
                color in board.floor
                or any(
                    board.line_colors[line] == color and board.line_counts[line] > line
                    for line in range(WALL_SIZE)
                )
                for board in self.players
            ):
                continue
            exhausted |= 1 << color
        return exhausted

    def closed_printed(self, player: int) -> tuple[PrintedCell, ...]:
        """The printed cells of ``player``'s wall closed for good: empty, with their color
        already in their row or their column, so no tile can ever lie there (their row and
        column will never be complete). In ``variant.printed_cells`` order; empty on walls
        without printed cells."""
        board = self.players[player]
        return tuple(
            cell
            for cell in self.variant.printed_cells
            if not board.has_tile(cell.row, cell.col) and not _printed_open(board, cell)
        )

    @property
    def ends_this_round(self) -> bool:
        """Whether the game surely ends when this round's walls are tiled: a player has a
        complete pattern line whose tile will complete a wall row. Before such a line is
        complete nothing is sure. On a free wall the line is sure only when its row's last
        empty cell is legal for it (not in a column holding its color, not printed with
        another color) and no complete line above it, of its color, could take that column
        first."""
        return not self._over and any(self._completes_row(board) for board in self.players)

    def _completes_row(self, board: PlayerBoard) -> bool:
        for row in range(WALL_SIZE):
            color = board.line_colors[row]
            full = color >= 0 and board.line_counts[row] == row + 1
            if not full or (board.wall >> (5 * row) & 31).bit_count() != WALL_SIZE - 1:
                continue
            last = self._open_mask(board, row, color)
            blockers = (
                above
                for above in range(row)
                if board.line_colors[above] == color and board.line_counts[above] == above + 1
            )
            if last and not any(self._open_mask(board, above, color) & last for above in blockers):
                return True
        return False

    def _open_mask(self, board: PlayerBoard, row: int, color: int) -> int:
        if board.row_colors >> (row * 5 + color) & 1:
            return 0  # never for a complete line: Phase A keeps a row's colors off its line
        return (
            self.variant.wall_cells(row, color)
            & ~(board.wall >> (5 * row))
            & ~board.color_columns(color)
            & 31
        )

    def legal_moves(self, player: int | None = None) -> list[AnyMove]:
        """Every move that ``play`` accepts now (empty once the game is over): the current
        player's takes, or while a free wall is tiled every waiting player's placements.
        With ``player``, only that player's moves."""
        if self._over:
            return []
        if self._tiling:
            return list(self.legal_placements(player))
        if player is not None and player != self.current_player:
            return []
        # A list of takes that nobody adds a placement to: as it is, for the hot loops.
        return cast(list[AnyMove], self.legal_takes())

    def legal_placements(self, player: int | None = None) -> list[WallMove]:
        """While the grey wall is tiled, every waiting player's placements (``player``'s
        only, with one); none in the offer."""
        if self._over or not self._tiling:
            return []
        seats = self.to_place if player is None else (player,)
        return [
            WallMove(line.player, line.row, col)
            for seat in seats
            if (line := self.pending_line(seat)) is not None
            for col in line.columns
        ]

    def legal_takes(self) -> list[Move]:
        """The current player's takes in the factory offer; none while the grey wall is
        tiled or once the game is over."""
        if self._over or self.current_player is None:
            return []
        board = self.players[self.current_player]
        open_lines = board.open_lines()
        moves: list[Move] = []
        extend = moves.extend
        for index, counts in enumerate(self.factories):
            by_color = LEGAL[index]
            for color in _COLOR_RANGE:
                if counts[color]:
                    extend(by_color[color][open_lines[color]])
        by_color = LEGAL[CENTER]
        center = self.center
        for color in _COLOR_RANGE:
            if center[color]:
                extend(by_color[color][open_lines[color]])
        return moves

    def check(self, move: AnyMove) -> Reason | None:
        """Why ``move`` is illegal now, or None when ``play`` would accept it."""
        if self._over:
            return Reason.GAME_OVER
        if isinstance(move, WallMove):
            return self._check_wall(move)
        if self._tiling or self.current_player is None:
            return Reason.TILING_UNDER_WAY
        source, color, line = move.source, move.color, move.line
        if source == CENTER:
            counts = self.center
        elif isinstance(source, int) and 0 <= source < len(self.factories):
            counts = self.factories[source]
        else:
            return Reason.UNKNOWN_SOURCE
        if not any(counts):
            return Reason.EMPTY_SOURCE
        if color not in _COLOR_RANGE or not counts[color]:
            return Reason.COLOR_NOT_IN_SOURCE
        if line == FLOOR:
            return None
        if line not in range(5):
            return Reason.UNKNOWN_LINE
        board = self.players[self.current_player]
        held = board.line_colors[line]
        if held >= 0 and board.line_counts[line] > line:
            return Reason.LINE_FULL
        if held >= 0 and held != color:
            return Reason.LINE_HAS_OTHER_COLOR
        if board.row_colors >> (line * 5 + color) & 1:
            return Reason.COLOR_ON_WALL_ROW
        return None

    def _check_wall(self, move: WallMove) -> Reason | None:
        if not self._tiling:
            return Reason.NOT_TILING
        player, row, col = move.player, move.row, move.col
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            return Reason.UNKNOWN_PLAYER
        board = self.players[player]
        pending = _pending_row(board)
        if pending < 0:
            return Reason.NO_PENDING_LINE
        if row != pending:
            return Reason.WRONG_ROW
        if not isinstance(col, int) or not 0 <= col < WALL_SIZE:
            return Reason.UNKNOWN_COLUMN
        if board.wall >> (row * 5 + col) & 1:
            return Reason.CELL_TAKEN
        color = board.line_colors[row]
        if board.color_columns(color) >> col & 1:
            return Reason.COLOR_IN_COLUMN
        if not self.variant.wall_cells(row, color) >> col & 1:
            return Reason.PRINTED_OTHER_COLOR
        return None

    def preview(self, move: Move) -> Placement:
        """Where the tiles of a legal ``move`` would go, without playing it."""
        reason = self.check(move)
        player = self.current_player
        if reason is not None or player is None:  # checked: the offer is on
            raise IllegalMove(move, reason or Reason.TILING_UNDER_WAY)
        source = self.center if move.source == CENTER else self.factories[move.source]
        board = self.players[player]
        count = source[move.color]
        variant, held = self.variant, len(board.floor)
        takes_marker = move.source == CENTER and self.marker_in_center
        floor_room = variant.floor_size - held
        if takes_marker and floor_room:
            floor_room -= 1
        to_line = (
            0 if move.line == FLOOR else min(count, move.line + 1 - board.line_counts[move.line])
        )
        to_floor = min(count - to_line, floor_room)
        # The marker costs a slot like a tile; a full floor costs nothing more.
        cost = variant.floor_penalty(held + takes_marker + to_floor) - variant.floor_penalty(held)
        return Placement(count, to_line, to_floor, count - to_line - to_floor, cost, takes_marker)

    def preview_placement(self, move: WallMove) -> TileWalled:
        """What a legal wall ``move`` (free wall tiling) would score, without playing it:
        its runs times the cell's multiplier (``Variant.multiplier``)."""
        reason = self.check(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        board = self.players[move.player]
        color = board.line_colors[move.row]
        wall = board.wall | 1 << (move.row * 5 + move.col)
        return _walled(self.variant, move.player, wall, move.row, move.col, color)

    # ----------------------------------------------------------------- playing

    def play(self, move: AnyMove) -> list[Event]:
        """Make ``move`` (a take by the current player, or a ``WallMove`` by the player it
        names); returns what happened.

        Raises ``IllegalMove`` (and changes nothing) when the move is not allowed.
        """
        if isinstance(move, WallMove):
            return self._place(move)
        reason = self.check(move)
        player = self.current_player
        if reason is not None or player is None:  # checked: the offer is on
            raise IllegalMove(move, reason or Reason.TILING_UNDER_WAY)
        board = self.players[player]
        source, color, line = move.source, move.color, move.line
        center = self.center
        events: list[Event] = []
        if source == CENTER:
            count = center[color]
            center[color] = 0
            to_center: tuple[int, ...] = (0, 0, 0, 0, 0)
            if self.marker_in_center:
                self.marker_in_center = False
                self.first_player = player
                on_floor = len(board.floor) < self.variant.floor_size
                if on_floor:
                    board.floor.append(MARKER)
                events.append(MarkerTaken(player, on_floor))
        else:
            factory = self.factories[source]
            count = factory[color]
            factory[color] = 0
            to_center = tuple(factory)
            for other in _COLOR_RANGE:
                center[other] += factory[other]
            self.factories[source] = [0, 0, 0, 0, 0]
        # The factory's other tiles stay on the table (in the center); only the taken ones leave.
        self._table_tiles -= count

        if line == FLOOR:
            to_line = 0
        else:
            to_line = min(count, line + 1 - board.line_counts[line])
            board.line_counts[line] += to_line
            board.line_colors[line] = color
        to_floor = min(count - to_line, self.variant.floor_size - len(board.floor))
        if to_floor:
            board.floor.extend([color] * to_floor)
        to_lid = count - to_line - to_floor
        if to_lid:
            self.lid[color] += to_lid
        events.append(
            TilesTaken(player, source, color, count, line, to_line, to_floor, to_lid, to_center)
        )
        self.turn += 1
        if self._table_tiles:
            self.current_player = (player + 1) % self.num_players
        elif self.variant.free_wall:
            self._start_tiling(events)
        else:
            self._end_round(events)
        return events

    def _place(self, move: WallMove) -> list[Event]:
        reason = self._check_wall(move) if not self._over else Reason.GAME_OVER
        if reason is not None:
            raise IllegalMove(move, reason)
        player, row = move.player, move.row
        board = self.players[player]
        events: list[Event] = []
        self._wall_tile(player, board, row, move.col, events)
        self.turn += 1
        if not self._settle(player, board, events) and not self.to_place:
            self._close_round(events)
        return events

    # ----------------------------------------------------------------- rounds

    def _end_round(self, events: list[Event]) -> None:
        """Classic wall tiling: every player's lines and floor at once, then what follows."""
        for player, board in enumerate(self.players):
            self._settle(player, board, events)
        self._close_round(events)

    def _start_tiling(self, events: list[Event]) -> None:
        """Free wall tiling: settle what needs no choice, then wait for ``to_place``."""
        self._tiling = True
        self.current_player = None
        waiting = False
        for player, board in enumerate(self.players):
            waiting |= self._settle(player, board, events)
        if not waiting:
            self._close_round(events)

    def _settle(self, player: int, board: PlayerBoard, events: list[Event]) -> bool:
        """Phase B for one player as far as it goes without their choice: complete lines top
        to bottom, then the floor. Returns True when a line waits for the player."""
        colors, counts = board.line_colors, board.line_counts
        free = self.variant.free_wall
        for line in range(5):
            if counts[line] <= line:
                continue  # incomplete lines keep their tiles for the next round
            color = colors[line]
            if free:
                open_ = self._open_mask(board, line, color)
                if not open_:
                    self._line_to_floor(player, board, line, events)
                    continue
                if open_ & (open_ - 1) or not self.auto_place:
                    return True
                col = open_.bit_length() - 1
            else:
                col = wall_column(line, color)
            self._wall_tile(player, board, line, col, events)
        floor = board.floor
        if floor:
            penalty = self.variant.floor_penalty(len(floor))
            board.score = max(0, board.score - penalty)
            lid = self.lid
            for item in floor:
                if item != MARKER:
                    lid[item] += 1
            events.append(FloorPenalty(player, len(floor), penalty, board.score))
            board.floor = []
        return False

    def _wall_tile(
        self, player: int, board: PlayerBoard, line: int, col: int, events: list[Event]
    ) -> None:
        """Complete ``line``'s tile to ``(line, col)``, scored; its other tiles to the lid."""
        color = board.line_colors[line]
        board.place(line, col, color)
        walled = _walled(self.variant, player, board.wall, line, col, color)
        board.score += walled.points
        self.lid[color] += line  # the line held line + 1 tiles; one went to the wall
        board.line_colors[line] = -1
        board.line_counts[line] = 0
        events.append(walled)

    def _line_to_floor(
        self, player: int, board: PlayerBoard, line: int, events: list[Event]
    ) -> None:
        """A complete free-wall line without a legal cell: all its tiles to the floor, then
        the lid."""
        color, count = board.line_colors[line], board.line_counts[line]
        to_floor = min(count, self.variant.floor_size - len(board.floor))
        board.floor.extend([color] * to_floor)
        self.lid[color] += count - to_floor
        board.line_colors[line] = -1
        board.line_counts[line] = 0
        events.append(LineToFloor(player, line, Color(color), count, to_floor, count - to_floor))

    def _close_round(self, events: list[Event]) -> None:
        """Every player has tiled: the round ends, then the next begins or the game ends."""
        if self._tiling:
            self._tiling = False
            self.current_player = self.first_player
        events.append(RoundEnded(self.round, tuple(board.score for board in self.players)))
        if any(board.wall & mask == mask for board in self.players for mask in ROW_MASKS):
            self._finish(events)
            return
        if not self._any_row_completable():
            # No row of any wall can ever be completed: the game could never end otherwise.
            self._finish(events)
            return
        self.round += 1
        self._fill_factories(events)
        if not self._start_round(events):
            # Every tile is on a wall or a pattern line: nobody can ever move again.
            self._finish(events)

    def _any_row_completable(self) -> bool:
        variant, exhausted = self.variant, self._exhausted()
        if not exhausted and not variant.free_wall:
            return True  # the classic wall's printed cells never close
        return any(
            row_completable(variant, board.wall, board.colors, row, exhausted)
            for board in self.players
            for row in range(WALL_SIZE)
        )

    def _fill_factories(self, events: list[Event] | None = None) -> None:
        bag, lid = self.bag, self.lid
        in_bag = sum(bag)
        state = self.rng_state
        size = self.variant.factory_size
        for factory in self.factories:
            for _ in range(size):
                if not in_bag:
                    in_bag = sum(lid)
                    if not in_bag:
                        break
                    bag[:] = lid
                    lid[:] = [0] * 5
                    if events is not None:
                        events.append(BagRefilled(in_bag))
                state, draw = rng.next_state(state)
                pick = draw % in_bag
                color = 0
                while pick >= bag[color]:
                    pick -= bag[color]
                    color += 1
                bag[color] -= 1
                factory[color] += 1
                in_bag -= 1
        self.rng_state = state

    def _start_round(self, events: list[Event] | None = None) -> int:
        """Marker to the center, first player on turn; returns the tiles on the table."""
        self.marker_in_center = True
        self.current_player = self.first_player
        self._table_tiles = sum(sum(factory) for factory in self.factories)
        if events is not None:
            factories = tuple(tuple(factory) for factory in self.factories)
            events.append(RoundStarted(self.round, self.first_player, factories))
        return self._table_tiles

    def _finish(self, events: list[Event]) -> None:
        for board in self.players:
            board.score += sum(end_bonuses(board.wall, board.colors, self.variant))
        self._over = True
        events.append(GameEnded(self._result()))

    def _result(self) -> GameResult:
        # Highest score wins; a tie goes to more complete rows; a tie on both is shared.
        keys = [(board.score, complete_rows(board.wall)) for board in self.players]
        results = []
        for player, board in enumerate(self.players):
            rows, columns = complete_rows(board.wall), complete_columns(board.wall)
            counts = (rows, columns, complete_colors(board.colors))
            bonuses = end_bonuses(board.wall, board.colors, self.variant)
            wall_score = board.score - sum(bonuses)
            rank = 1 + sum(1 for other in keys if other > keys[player])
            results.append(PlayerResult(player, board.score, wall_score, *counts, *bonuses, rank))
        winners = tuple(r.player for r in results if r.rank == 1)
        return GameResult(tuple(results), winners)

    # ----------------------------------------------------------------- copies

    def copy(self) -> Game:
        """An independent copy (for look-ahead without touching this game)."""
        game = Game.__new__(Game)
        game.variant = self.variant
        game.auto_place = self.auto_place
        game.num_players = self.num_players
        game.players = [board.copy() for board in self.players]
        game.factories = [factory[:] for factory in self.factories]
        game.center = self.center[:]
        game.marker_in_center = self.marker_in_center
        game.first_player = self.first_player
        game.current_player = self.current_player
        game.bag = self.bag[:]
        game.lid = self.lid[:]
        game.round = self.round
        game.turn = self.turn
        game.rng_state = self.rng_state
        game._over = self._over
        game._tiling = self._tiling
        game._table_tiles = self._table_tiles
        return game

    def to_dict(self) -> dict:
        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Game:
        return game_from_dict(data, cls)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        if self._over:
            state = "over"
        elif self._tiling:
            state = f"players {list(self.to_place)} to place"
        else:
            state = f"player {self.current_player} to move"
        variant = "" if self.variant is CLASSIC else f" {self.variant.code}"
        return (
            f"<Game{variant} {self.num_players} players, round {self.round}, turn {self.turn}, "
            f"{state}>"
        )


def _walled(variant: Variant, player: int, wall: int, row: int, col: int, color: int) -> TileWalled:
    """The tile of ``color`` at ``(row, col)`` of ``wall`` (which holds it), scored: its runs
    times the cell's multiplier (a printed cell of the Crystal Mosaic's side 1 doubles)."""
    points, h, v = placement_score(wall, row, col)
    times = variant.multiplier(row, col)
    return TileWalled(player, row, col, Color(color), points * times, h, v)


def _printed_open(board: PlayerBoard, cell: PrintedCell) -> bool:
    """Whether printed ``cell`` can still take its color: it is empty, and its color is in
    neither its row nor its column (printed cells stay empty for those rules until a tile
    lies on them, so a tile of that color elsewhere closes them)."""
    return not (
        board.wall >> (cell.row * 5 + cell.col) & 1
        or board.row_colors >> (cell.row * 5 + cell.color) & 1
        or board.color_columns(cell.color) >> cell.col & 1
    )


def _pending_row(board: PlayerBoard) -> int:
    """The topmost complete pattern line of ``board``, -1 when none is complete."""
    counts = board.line_counts
    for line in range(5):
        if counts[line] > line:
            return line
    return -1
