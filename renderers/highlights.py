"""What to highlight, read from the events of the last ``play``: pure, no pixels."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from azul_bot.engine import (
    FLOOR,
    Color,
    Event,
    FloorPenalty,
    Game,
    GameEnded,
    LineToFloor,
    MarkerTaken,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)


class WalledCell(NamedTuple):
    player: int
    row: int
    col: int
    color: Color
    points: int


class Marks(NamedTuple):
    """Everything the last move changed that the image should point at."""

    player: int | None = None  # who moved
    source: int | None = None  # factory index or CENTER the tiles came from
    color: Color | None = None
    count: int = 0  # type: ignore[assignment]  # a field, not tuple.count
    ghost_source: bool = False  # mark where the taken tiles lay (not once it is refilled)
    line: int | None = None  # destination pattern line (None for the floor)
    line_slots: tuple[int, ...] = ()  # slot indexes (0 = rightmost) that received tiles
    floor_slots: tuple[int, ...] = ()  # floor slots that received tiles or the marker
    to_center: tuple[int, ...] = ()  # per color, a factory's other tiles just pushed to the center
    walled: tuple[WalledCell, ...] = ()
    penalties: tuple[tuple[int, int], ...] = ()  # (player, points lost) in the wall tiling
    round_scored: int | None = None  # the round whose wall tiling these events hold
    game_ended: bool = False

    def round_gain(self, player: int) -> tuple[int, int]:
        """``(points walled, points lost on the floor)`` for ``player`` in that tiling."""
        gained = sum(cell.points for cell in self.walled if cell.player == player)
        lost = sum(points for who, points in self.penalties if who == player)
        return gained, lost


def marks_from_events(game: Game, events: Iterable[Event] | None) -> Marks:
    """The marks for ``events`` (those of the last ``play``) on ``game`` as it is now."""
    if not events:
        return Marks()
    events = list(events)
    taken = next((e for e in events if isinstance(e, TilesTaken)), None)
    marker = next((e for e in events if isinstance(e, MarkerTaken)), None)
    walled = tuple(
        WalledCell(e.player, e.row, e.col, e.color, e.points)
        for e in events
        if isinstance(e, TileWalled)
    )
    penalties = tuple((e.player, e.points) for e in events if isinstance(e, FloorPenalty))
    ended = next((e for e in events if isinstance(e, RoundEnded)), None)
    refilled = any(isinstance(e, RoundStarted) for e in events)
    game_ended = any(isinstance(e, GameEnded) for e in events)
    marks = Marks(
        walled=walled,
        penalties=penalties,
        round_scored=ended.round if ended else None,
        game_ended=game_ended,
    )
    if taken is None:
        return marks
    # Only what followed the take moved its tiles (folded moves' tilings may come before).
    after = events[events.index(taken) + 1 :]
    tiled = any(isinstance(e, RoundEnded) for e in after)
    line_slots, floor_slots = _slots_of_take(game, taken, marker, after, tiled=tiled)
    return marks._replace(
        player=taken.player,
        source=taken.source,
        color=taken.color,
        count=taken.count,
        # Once the factories are refilled the source holds new tiles: no ghost over them.
        ghost_source=not refilled and not game_ended,
        # After the wall tiling the center is empty again (or refilled): nothing to point at.
        to_center=() if tiled else taken.to_center,
        line=None if taken.line == FLOOR else taken.line,
        line_slots=line_slots,
        floor_slots=floor_slots,
    )


def _slots_of_take(
    game: Game, taken: TilesTaken, marker: MarkerTaken | None, after: list[Event], *, tiled: bool
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The pattern-line and floor slots where the take's tiles (and the marker) lie now,
    ``after`` the events that followed it (``tiled``: the whole wall tiling among them).

    The take that ends a round's offer may be followed, in the same events, by the wall
    tiling: its line then went to the wall (the cell is ringed with what it scored) or, on a
    grey wall without a legal cell, to the floor, and a scored floor went to the lid. What
    the tiling moved is no longer where the take put it, so only what still lies there is
    pointed at. After the whole tiling lines and floor are cleared (or hold a fresh round).
    """
    if tiled:
        return (), ()
    mover = taken.player
    board = game.players[mover]
    settled = {
        e.row for e in after if isinstance(e, TileWalled | LineToFloor) and e.player == mover
    }
    line_slots: tuple[int, ...] = ()
    if taken.line != FLOOR and taken.line not in settled:
        filled = board.line_counts[taken.line]
        line_slots = tuple(range(filled - taken.to_line, filled))
    if any(isinstance(e, FloorPenalty) and e.player == mover for e in after):
        return line_slots, ()  # the floor was scored: its tiles are in the lid
    # The marker and the take's overflow, then the complete lines that had no legal cell.
    received = taken.to_floor + (1 if marker is not None and marker.to_floor else 0)
    received += sum(e.to_floor for e in after if isinstance(e, LineToFloor) and e.player == mover)
    floor = len(board.floor)
    return line_slots, tuple(range(floor - received, floor))
