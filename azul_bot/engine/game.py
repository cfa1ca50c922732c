"""The table and its rules: ``Game.new``, ``legal_moves``, ``play``, ``result``.

State is kept in small integer lists (tile counts per color, a bit mask per wall) because
computer players will play thousands of games per second on it; the public attributes are
documented on ``Game`` and ``PlayerBoard`` and the JSON form in ``serialize``.
"""

from __future__ import annotations

from typing import NamedTuple

from . import rng
from .board import MARKER, PlayerBoard
from .errors import IllegalMove, Reason
from .events import (
    BagRefilled,
    Event,
    FloorPenalty,
    GameEnded,
    GameResult,
    MarkerTaken,
    PlayerResult,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)
from .moves import CENTER, FLOOR, MOVES, Move
from .scoring import COLOR_BITS, ROW_MASKS, complete_rows, end_bonuses, placement_score
from .serialize import game_from_dict, game_to_dict
from .tiles import (
    FACTORIES_FOR_PLAYERS,
    FACTORY_SIZE,
    FLOOR_PENALTIES,
    FLOOR_SIZE,
    NUM_COLORS,
    TILES_PER_COLOR,
    Color,
    wall_column,
)

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
    """Where the tiles of a move would go: ``count`` taken, split line / floor / lid."""

    count: int
    to_line: int
    to_floor: int
    to_lid: int


class Game:
    """A game of Azul between 2 to 4 players.

    Public state (read it, change it only through ``play``):

    - ``players``: a ``PlayerBoard`` per seat; ``current_player``: whose turn it is;
    - ``factories``: per factory, tile counts per color; ``center``: counts per color;
    - ``marker_in_center``: the first-player marker still lies in the center;
    - ``first_player``: who holds the marker once taken, i.e. who starts the next round;
    - ``bag``, ``lid``: tile counts per color;
    - ``round`` (from 1) and ``turn`` (moves played so far, from 0);
    - ``rng_state``: the seeded generator that fills factories, so replays are exact.
    """

    __slots__ = (
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
        "_table_tiles",
    )

    @classmethod
    def new(cls, num_players: int, seed: int) -> Game:
        """A new game: all tiles in the bag, a random first player, factories filled."""
        if num_players not in FACTORIES_FOR_PLAYERS:
            raise ValueError(f"Azul is for 2 to 4 players, not {num_players!r}")
        game = cls.__new__(cls)
        game.num_players = num_players
        game.players = [PlayerBoard() for _ in range(num_players)]
        game.factories = [[0] * 5 for _ in range(FACTORIES_FOR_PLAYERS[num_players])]
        game.center = [0] * 5
        game.bag = [TILES_PER_COLOR] * 5
        game.lid = [0] * 5
        game.round = 1
        game.turn = 0
        game._over = False
        state, draw = rng.next_state(rng.seed_state(seed))
        game.rng_state = state
        game.first_player = draw % num_players
        game._fill_factories()
        game._start_round()
        return game

    # ----------------------------------------------------------------- reading

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def result(self) -> GameResult | None:
        """Final standings once the game is over, else None."""
        return self._result() if self._over else None

    def legal_moves(self) -> list[Move]:
        """Every move the current player may make now (empty once the game is over)."""
        if self._over:
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

    def check(self, move: Move) -> Reason | None:
        """Why ``move`` is illegal now, or None when ``play`` would accept it."""
        if self._over:
            return Reason.GAME_OVER
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
        if board.wall & COLOR_BITS[line][color]:
            return Reason.COLOR_ON_WALL_ROW
        return None

    def preview(self, move: Move) -> Placement:
        """Where the tiles of a legal ``move`` would go, without playing it."""
        reason = self.check(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        source = self.center if move.source == CENTER else self.factories[move.source]
        board = self.players[self.current_player]
        count = source[move.color]
        floor_room = FLOOR_SIZE - len(board.floor)
        if move.source == CENTER and self.marker_in_center and floor_room:
            floor_room -= 1
        to_line = (
            0 if move.line == FLOOR else min(count, move.line + 1 - board.line_counts[move.line])
        )
        to_floor = min(count - to_line, floor_room)
        return Placement(count, to_line, to_floor, count - to_line - to_floor)

    # ----------------------------------------------------------------- playing

    def play(self, move: Move) -> list[Event]:
        """Make ``move`` for the current player; returns what happened.

        Raises ``IllegalMove`` (and changes nothing) when the move is not allowed.
        """
        reason = self.check(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        player = self.current_player
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
                on_floor = len(board.floor) < FLOOR_SIZE
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
        overflow = count - to_line
        to_floor = min(overflow, FLOOR_SIZE - len(board.floor))
        if to_floor:
            board.floor.extend([color] * to_floor)
        if overflow > to_floor:
            self.lid[color] += overflow - to_floor
        events.append(
            TilesTaken(
                player,
                source,
                color,
                count,
                line,
                to_line,
                to_floor,
                overflow - to_floor,
                to_center,
            )
        )
        self.turn += 1
        if self._table_tiles:
            self.current_player = (player + 1) % self.num_players
        else:
            self._end_round(events)
        return events

    # ----------------------------------------------------------------- rounds

    def _end_round(self, events: list[Event]) -> None:
        for player, board in enumerate(self.players):
            self._tile_wall(player, board, events)
        events.append(RoundEnded(self.round, tuple(board.score for board in self.players)))
        if any(board.wall & mask == mask for board in self.players for mask in ROW_MASKS):
            self._finish(events)
            return
        self.round += 1
        self._fill_factories(events)
        if not self._start_round(events):
            # Every tile is on a wall or a pattern line: nobody can ever move again.
            self._finish(events)

    def _tile_wall(self, player: int, board: PlayerBoard, events: list[Event]) -> None:
        """Phase B for one player: complete lines top to bottom, then the floor."""
        colors, counts, lid = board.line_colors, board.line_counts, self.lid
        for line in range(5):
            if counts[line] <= line:
                continue  # incomplete lines keep their tiles for the next round
            color = colors[line]
            col = wall_column(line, color)
            board.wall |= 1 << (line * 5 + col)
            points, h, v = placement_score(board.wall, line, col)
            board.score += points
            lid[color] += line  # the line held line + 1 tiles; one went to the wall
            colors[line] = -1
            counts[line] = 0
            events.append(TileWalled(player, line, col, Color(color), points, h, v))
        floor = board.floor
        if floor:
            penalty = sum(FLOOR_PENALTIES[: len(floor)])
            board.score = max(0, board.score - penalty)
            for item in floor:
                if item != MARKER:
                    lid[item] += 1
            events.append(FloorPenalty(player, len(floor), penalty, board.score))
            board.floor = []

    def _fill_factories(self, events: list[Event] | None = None) -> None:
        bag, lid = self.bag, self.lid
        in_bag = sum(bag)
        state = self.rng_state
        for factory in self.factories:
            for _ in range(FACTORY_SIZE):
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
            board.score += sum(end_bonuses(board.wall))
        self._over = True
        events.append(GameEnded(self._result()))

    def _result(self) -> GameResult:
        standings = []
        for player, board in enumerate(self.players):
            row_bonus, column_bonus, color_bonus = end_bonuses(board.wall)
            standings.append(
                (
                    player,
                    board.score,
                    board.score - row_bonus - column_bonus - color_bonus,
                    complete_rows(board.wall),
                    column_bonus // 7,
                    color_bonus // 10,
                    row_bonus,
                    column_bonus,
                    color_bonus,
                )
            )
        # Highest score wins; a tie goes to more complete rows; a tie on both is shared.
        keys = [(s[1], s[3]) for s in standings]
        results = tuple(
            PlayerResult(*s, rank=1 + sum(1 for other in keys if other > keys[s[0]]))
            for s in standings
        )
        winners = tuple(r.player for r in results if r.rank == 1)
        return GameResult(results, winners)

    # ----------------------------------------------------------------- copies

    def copy(self) -> Game:
        """An independent copy (for look-ahead without touching this game)."""
        game = Game.__new__(Game)
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
        state = "over" if self._over else f"player {self.current_player} to move"
        return f"<Game {self.num_players} players, round {self.round}, turn {self.turn}, {state}>"
