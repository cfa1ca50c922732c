"""Grey wall tiling at the table: who still places, the columns a player may choose, and the
placement itself. Every player with a complete line places its tile at the same time as the
others, in any order.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import BadInput, Host, Refusal, StaleTurn, check_placer
from azul_bot.core.db import GameRecord, Seat
from azul_bot.engine import Color, Game, PrintedCell, WallMove

from .turns import Turns
from .views import TableView


@dataclass(frozen=True)
class ColumnChoice:
    """A wall column the pending line's tile may go to, and the points it scores now (its runs
    times the cell's ``multiplier``: 2 on a Crystal Mosaic side 1's printed cell); ``closes``:
    the printed cells of the line's color it would close for good (docs/rules.md, C2)."""

    col: int
    points: int
    multiplier: int = 1
    closes: tuple[PrintedCell, ...] = ()


@dataclass(frozen=True)
class PlacingView:
    """What one player places now: the tile of line ``row`` (``count`` tiles of ``color``),
    in one of ``columns``, in ``round`` of game ``game_id``; ``game`` is the table."""

    game_id: int
    round: int
    seat: int
    row: int
    color: Color
    count: int
    columns: tuple[ColumnChoice, ...]
    game: Game


class Placing:
    def __init__(self, host: Host, turns: Turns) -> None:
        self._host = host
        self._turns = turns

    async def placing(self, channel_id: int, user_id: int, *, game_id: int) -> PlacingView:
        """The line ``user_id`` places now and its columns; ``NOTHING_TO_PLACE`` when they
        have no line waiting (someone else's button, or all placed)."""
        record, game = await self._host.running(channel_id)
        seat = check_placer(record, game, user_id, game_id)
        return _view(record, game, seat)

    async def place(
        self,
        channel_id: int,
        user_id: int,
        *,
        game_id: int,
        round: int,
        row: int,
        col: int,
    ) -> TableView:
        """Place ``user_id``'s tile of line ``row`` in column ``col``: refused as passed
        when that line is no longer theirs to place in ``round`` (placed already, or the
        round is over), and as not offered for a column that is not open."""
        host = self._host
        async with host.lock(channel_id):
            record, game = await host.running(channel_id)
            seat = check_placer(record, game, user_id, game_id, round=round)
            line = game.pending_line(seat.position)
            if line is None or line.row != row:
                raise StaleTurn(Refusal.PLACEMENT_PASSED, record.message_id)
            if col not in line.columns:
                raise BadInput(Refusal.NOT_OFFERED)  # a column the line never had
            move = WallMove(seat.position, row, col)
            return await self._turns.play_seat(record, game, seat.position, move)


def _view(record: GameRecord, game: Game, seat: Seat) -> PlacingView:
    line = game.pending_line(seat.position)
    assert line is not None  # check_placer checked it
    columns = tuple(_choice(game, WallMove(seat.position, line.row, col)) for col in line.columns)
    return PlacingView(
        record.id, game.round, seat.position, line.row, line.color, line.count, columns, game
    )


def _choice(game: Game, move: WallMove) -> ColumnChoice:
    points = game.preview_placement(move).points
    times = game.variant.multiplier(move.row, move.col)
    return ColumnChoice(move.col, points, times, game.closes_printed(move))
