"""Moves, and their compact text form (``docs/rules.md`` gives the notation).

There are two kinds: taking tiles (``Move``, every variant) and, on a free wall, choosing
the column of a complete line's tile (``WallMove``). Indexes are 0-based; the text form counts
from 1, as the board is drawn. Several players may place at the same time, so a ``WallMove``
names its player.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .tiles import COLORS, WALL_SIZE, Color

CENTER = -1
FLOOR = 5
MAX_FACTORIES = 9

_TEXT = re.compile(
    r"^\s*(?P<source>center|c|\d)\s*[-/ ]?\s*"
    r"(?P<color>blue|yellow|red|black|white|[byrkw])\s*[-/ ]?\s*"
    r"(?P<line>floor|f|\d)\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Move:
    """Take all tiles of ``color`` from ``source`` and put them on ``line``."""

    source: int
    color: Color
    line: int

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the text form; raises ``ValueError`` naming what is wrong."""
        match = _TEXT.match(text)
        if match is None:
            raise ValueError(
                f"cannot read move {text!r}: expected source, color, line such as '2r4' or 'cwf'"
            )
        source_text = match["source"].lower()
        if source_text in ("c", "center"):
            source = CENTER
        else:
            source = int(source_text) - 1
            if not 0 <= source < MAX_FACTORIES:
                raise ValueError(
                    f"cannot read move {text!r}: factories are numbered 1 to {MAX_FACTORIES}"
                )
        line_text = match["line"].lower()
        if line_text in ("f", "floor"):
            line = FLOOR
        else:
            line = int(line_text) - 1
            if not 0 <= line < WALL_SIZE:
                raise ValueError(f"cannot read move {text!r}: lines are numbered 1 to 5")
        return MOVES[source][Color.from_name(match["color"])][line]

    def __str__(self) -> str:
        source = "c" if self.source == CENTER else str(self.source + 1)
        line = "f" if self.line == FLOOR else str(self.line + 1)
        return f"{source}{self.color.letter}{line}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


TAKE_TEXT = f"[1-{MAX_FACTORIES}c][{''.join(color.letter for color in COLORS)}][1-{WALL_SIZE}f]"
"""A regular expression of a take's short text form (``2r4``), for ids that carry one."""

# Every possible move exists once; the engine hands these out instead of building new
# objects on every turn. MOVES[source][color][line], where MOVES[CENTER] is the last entry.
MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(Move(source, color, line) for line in range(FLOOR + 1)) for color in COLORS)
    for source in (*range(MAX_FACTORIES), CENTER)
)


COLUMN_LETTERS = "abcde"
MAX_PLAYERS = 9  # a seat number is one digit in the text form

_WALL_TEXT = re.compile(
    r"^\s*(?:p\s*(?P<player>\d)\s*[:\s]\s*)?(?P<row>\d)\s*[-/ ]?\s*(?P<col>[a-e])\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class WallMove:
    """Free wall (grey, Crystal Mosaic): ``player`` places their complete line ``row``'s tile
    in column ``col``."""

    player: int
    row: int
    col: int

    @classmethod
    def parse(cls, text: str, *, player: int | None = None) -> WallMove:
        """Read ``p2:4a`` (or ``4a`` with ``player`` given); raises ``ValueError``."""
        match = _WALL_TEXT.match(text)
        if match is None:
            raise ValueError(
                f"cannot read wall move {text!r}: expected seat, line and column such as 'p2:4a'"
            )
        if match["player"] is not None:
            seat = int(match["player"]) - 1
            if not 0 <= seat < MAX_PLAYERS:
                raise ValueError(f"cannot read wall move {text!r}: seats are numbered from 1")
            if player is not None and player != seat:
                raise ValueError(f"cannot read wall move {text!r}: it names another seat")
        elif player is None:
            raise ValueError(f"cannot read wall move {text!r}: whose move is it? ('p2:4a')")
        else:
            seat = player
        row = int(match["row"]) - 1
        if not 0 <= row < WALL_SIZE:
            raise ValueError(f"cannot read wall move {text!r}: lines are numbered 1 to 5")
        return cls(seat, row, COLUMN_LETTERS.index(match["col"].lower()))

    def __str__(self) -> str:
        col = COLUMN_LETTERS[self.col] if 0 <= self.col < WALL_SIZE else f"?{self.col}"
        return f"p{self.player + 1}:{self.row + 1}{col}"

    def __repr__(self) -> str:
        return f"WallMove.parse({str(self)!r})"


AnyMove = Move | WallMove


def parse_move(text: str, *, player: int | None = None) -> AnyMove:
    """Read a take (``2r4``) or a wall placement (``p2:4a``); raises ``ValueError``."""
    if _WALL_TEXT.match(text) or text.strip()[:1].lower() == "p":
        return WallMove.parse(text, player=player)
    return Move.parse(text)
