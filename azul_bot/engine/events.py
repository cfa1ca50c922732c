"""Facts about what a move did, returned by ``Game.play`` in the order they happened.

The bot narrates them and the renderer highlights them; nobody needs to diff two states.
Players and seats are 0-based indexes into ``game.players``.
"""

from __future__ import annotations

from typing import NamedTuple

from .tiles import Color


class MarkerTaken(NamedTuple):
    """``player`` took the first-player marker from the center (they start the next round).

    ``to_floor`` is False when their floor line was already full: no slot, no penalty.
    """

    player: int
    to_floor: bool


class TilesTaken(NamedTuple):
    """``player`` took ``count`` tiles of ``color`` from ``source`` and placed them.

    ``to_line`` went on pattern line ``line`` (``FLOOR`` when the player chose the floor),
    ``to_floor`` onto the floor line, ``to_lid`` into the lid because the floor was full.
    ``to_center`` counts, per color, the factory's other tiles pushed to the center.
    """

    player: int
    source: int
    color: Color
    count: int  # type: ignore[assignment]  # a field, not tuple.count
    line: int
    to_line: int
    to_floor: int
    to_lid: int
    to_center: tuple[int, ...]


class TileWalled(NamedTuple):
    """Wall tiling: ``player``'s complete line ``row`` placed a tile at ``(row, col)``.

    On the classic wall and for a forced cell of a free wall the engine places it; otherwise
    it is the answer to the player's ``WallMove``. It scored ``points`` from a horizontal run
    of ``h`` and a vertical run of ``v`` (both count the new tile), times the cell's
    ``Variant.multiplier`` (2 on a printed cell of the Crystal Mosaic's side 1, else 1); the
    line's other tiles went to the lid.
    """

    player: int
    row: int
    col: int
    color: Color
    points: int
    h: int
    v: int


class LineToFloor(NamedTuple):
    """Free wall: ``player``'s complete line ``row`` had no legal wall cell, so all its
    ``count`` tiles of ``color`` left it: ``to_floor`` onto the floor line, ``to_lid`` into the
    lid because the floor was full. Nothing was placed or scored for it; the floor slots cost
    their penalty when the floor is scored."""

    player: int
    row: int
    color: Color
    count: int  # type: ignore[assignment]  # a field, not tuple.count
    to_floor: int
    to_lid: int


class FloorPenalty(NamedTuple):
    """``player`` lost ``points`` for ``slots`` used floor slots; ``score`` is the result."""

    player: int
    slots: int
    points: int
    score: int


class RoundEnded(NamedTuple):
    """Wall tiling of ``round`` is over for everybody; ``scores`` after it, per player."""

    round: int
    scores: tuple[int, ...]


class BagRefilled(NamedTuple):
    """The bag ran out while filling factories: ``tiles`` came back from the lid."""

    tiles: int


class RoundStarted(NamedTuple):
    """``round`` begins; ``first_player`` holds the marker and plays first.

    ``factories`` is what each factory was filled with (counts per color); some may hold
    fewer than four tiles, or none, when bag and lid ran dry.
    """

    round: int
    first_player: int
    factories: tuple[tuple[int, ...], ...]


class PlayerResult(NamedTuple):
    """A player's final standing, with the end-of-game bonus breakdown."""

    player: int
    score: int
    wall_score: int
    rows: int
    columns: int
    colors: int
    row_bonus: int
    column_bonus: int
    color_bonus: int
    rank: int

    @property
    def bonus(self) -> int:
        return self.row_bonus + self.column_bonus + self.color_bonus


class GameResult(NamedTuple):
    """Final standings, in seat order, and the winner(s) after the tie-break."""

    players: tuple[PlayerResult, ...]
    winners: tuple[int, ...]

    @property
    def shared_victory(self) -> bool:
        return len(self.winners) > 1


class GameEnded(NamedTuple):
    """Somebody completed a wall row; bonuses were added and ``result`` decided."""

    result: GameResult


Event = (
    MarkerTaken
    | TilesTaken
    | TileWalled
    | LineToFloor
    | FloorPenalty
    | RoundEnded
    | BagRefilled
    | RoundStarted
    | GameEnded
)
