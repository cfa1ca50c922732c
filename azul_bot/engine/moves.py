"""Moves, and their compact text form.

A move is ``Move(source, color, line)``:

- ``source``: a factory index, 0-based, or ``CENTER``;
- ``color``: a ``Color``;
- ``line``: a pattern line 0-4 (0 is the top line, capacity 1) or ``FLOOR``.

Text form (``str(move)`` / ``Move.parse(text)``), three parts that players can type:

- the source: the factory *number* as drawn on the board, ``1``-``9``, or ``c`` for the center;
- the color: ``b`` blue, ``y`` yellow, ``r`` red, ``k`` black, ``w`` white (or the full name);
- the line: the pattern line *number* ``1``-``5``, or ``f`` for the floor.

So ``2r4`` takes red from factory 2 into line 4, and ``cwf`` takes white from the center to
the floor. ``Move.parse`` ignores case and accepts spaces, ``-`` or ``/`` between the parts
(``"C red F"``, ``"center-white-floor"``).
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
                raise ValueError(f"cannot read move {text!r}: factories are numbered 1 to 9")
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


# Every possible move exists once; the engine hands these out instead of building new
# objects on every turn. MOVES[source][color][line], where MOVES[CENTER] is the last entry.
MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(Move(source, color, line) for line in range(FLOOR + 1)) for color in COLORS)
    for source in (*range(MAX_FACTORIES), CENTER)
)
