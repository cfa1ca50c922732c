"""What to highlight, read from the events of the last ``play``: pure, no pixels.

The engine reports what happened (``TilesTaken``, ``TileWalled``, ...); this module turns it
into marks on the current state: which source the tiles left, which pattern-line and floor
slots they now fill, which wall cells were just tiled and what each scored.
"""

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
    count: int = 0
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
    line = None if taken.line == FLOOR else taken.line
    line_slots: tuple[int, ...] = ()
    floor_slots: tuple[int, ...] = ()
    if ended is None:
        # The tiles still lie where they went; after the wall tiling lines and floor are cleared
        # (or hold a fresh round), so only the line itself is pointed at.
        board = game.players[taken.player]
        if line is not None:
            filled = board.line_counts[line]
            line_slots = tuple(range(filled - taken.to_line, filled))
        placed = taken.to_floor + (1 if marker is not None and marker.to_floor else 0)
        floor_slots = tuple(range(len(board.floor) - placed, len(board.floor)))
    return marks._replace(
        player=taken.player,
        source=taken.source,
        color=taken.color,
        count=taken.count,
        # Once the factories are refilled the source holds new tiles: no ghost over them.
        ghost_source=not refilled and not game_ended,
        # After the wall tiling the center is empty again (or refilled): nothing to point at.
        to_center=taken.to_center if ended is None else (),
        line=line,
        line_slots=line_slots,
        floor_slots=floor_slots,
    )
