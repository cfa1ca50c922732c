"""What game is played: the one value that holds every rule a variant can change, so that
every other part of the project (the computer players, the bot, the pictures) reads the rules
from here instead of restating them. The material that no variant changes stays in ``tiles``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .moves import MAX_FACTORIES
from .tiles import WALL, WALL_SIZE, Color, wall_column

_ALL_COLUMNS = (1 << WALL_SIZE) - 1


@dataclass(frozen=True, slots=True)
class PrintedCell:
    """A cell of a free wall printed with ``color`` (the Crystal Mosaic): it takes only a tile
    of that color, which scores ``multiplier`` times its points there. Until a tile lies on
    it, it is an empty cell like any other (it breaks runs, and it does not hold its color
    for "once per row and column")."""

    row: int
    col: int
    color: Color
    multiplier: int = 1


@dataclass(frozen=True, slots=True)
class Variant:
    """The rules of one way to play Azul; compare and store it by ``code``.

    - ``code``: its stored name, ``"classic"``, ``"grey"``, ``"crystal-1"``, ``"crystal-2"``;
    - ``free_wall``: players choose each tile's column (the wall has no printed colors but
      its ``printed_cells``);
    - ``printed_cells``: the cells of a free wall that take only their color, each with the
      multiplier of a tile's points there;
    - ``factories``: ``(players, factories)`` for every player count the variant allows (at
      most ``moves.MAX_FACTORIES``: a factory's number is one digit in the move notation);
    - ``factory_size``: tiles a factory is filled with;
    - ``floor_penalties``: what each floor slot costs, left to right (their number is the
      floor line's size);
    - ``row_bonus``, ``column_bonus``, ``color_bonus``: end-of-game points per complete wall
      row, wall column, and color with all its tiles on the wall.
    """

    code: str
    free_wall: bool
    printed_cells: tuple[PrintedCell, ...] = ()
    factories: tuple[tuple[int, int], ...] = ((2, 5), (3, 7), (4, 9))
    factory_size: int = 4
    floor_penalties: tuple[int, ...] = (1, 1, 2, 2, 2, 3, 3)
    row_bonus: int = 2
    column_bonus: int = 7
    color_bonus: int = 10
    floor_size: int = field(init=False, repr=False, compare=False)
    """How many slots the floor line has: one per penalty (kept, the engine reads it often)."""
    _closed: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """``_closed[row][color]``: the columns of ``row`` printed with another color than
    ``color`` (none but on the Crystal Mosaic), computed once: the engine and the computers
    ask ``wall_cells`` at every placement."""
    _printed: dict[tuple[int, int], PrintedCell] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "floor_size", len(self.floor_penalties))
        printed = {(cell.row, cell.col): cell for cell in self.printed_cells}
        if len(printed) != len(self.printed_cells) or (printed and not self.free_wall):
            raise ValueError(f"variant {self.code!r}: printed cells once each, on a free wall")
        object.__setattr__(self, "_printed", printed)
        closed = tuple(
            tuple(
                sum(1 << c.col for c in self.printed_cells if c.row == row and c.color != color)
                for color in range(5)
            )
            for row in range(WALL_SIZE)
        )
        object.__setattr__(self, "_closed", closed)
        most = max(count for _, count in self.factories)
        if most > MAX_FACTORIES:
            # Moves name a factory by one digit (``Move.parse``, ``MOVES``).
            raise ValueError(
                f"variant {self.code!r} lays out {most} factories: the move notation numbers"
                f" them 1 to {MAX_FACTORIES}"
            )

    # ------------------------------------------------------------------ players and material

    @property
    def player_counts(self) -> tuple[int, ...]:
        """The numbers of players the variant allows, smallest first."""
        return tuple(players for players, _ in self.factories)

    @property
    def min_players(self) -> int:
        return self.factories[0][0]

    @property
    def max_players(self) -> int:
        return self.factories[-1][0]

    def factories_for(self, players: int) -> int:
        """How many factories ``players`` players get; ``ValueError`` for a count not allowed."""
        for count, factories in self.factories:
            if count == players:
                return factories
        raise ValueError(
            f"Azul is for {self.min_players} to {self.max_players} players, not {players!r}"
        )

    def floor_penalty(self, slots_used: int) -> int:
        """Points lost for a floor line holding ``slots_used`` items (tiles and the marker)."""
        return sum(self.floor_penalties[: min(slots_used, self.floor_size)])

    # ------------------------------------------------------------------ the wall

    def printed_color(self, row: int, col: int) -> Color | None:
        """The color printed on wall cell ``(row, col)``, the only one it takes; None for a
        cell of a free wall that takes any color."""
        if not self.free_wall:
            return WALL[row][col]
        cell = self._printed.get((row, col))
        return None if cell is None else cell.color

    def printed_cell(self, row: int, col: int) -> PrintedCell | None:
        """The printed cell of a free wall at ``(row, col)``, if there is one."""
        return self._printed.get((row, col))

    def multiplier(self, row: int, col: int) -> int:
        """How many times its points a tile placed on ``(row, col)`` scores (1 but on side 1
        of the Crystal Mosaic's printed cells)."""
        cell = self._printed.get((row, col))
        return 1 if cell is None else cell.multiplier

    def wall_cells(self, row: int, color: int) -> int:
        """Bit mask of the columns (bit ``c`` for column ``c``) where a tile of ``color`` may
        ever go in wall ``row``: the printed cell on the colored wall; on a free wall any
        column but a cell printed with another color. Whether a cell is still open on a given
        wall is the game's question (``Game.open_columns``)."""
        if not self.free_wall:
            return 1 << wall_column(row, color)
        return _ALL_COLUMNS & ~self._closed[row][color]

    def __repr__(self) -> str:
        return f"Variant.by_code({self.code!r})"

    @staticmethod
    def by_code(code: str) -> Variant:
        """The variant stored as ``code``; ``ValueError`` for a code nobody knows."""
        variant = VARIANTS.get(code) if isinstance(code, str) else None
        if variant is None:
            raise ValueError(f"unknown variant {code!r}: expected one of {', '.join(VARIANTS)}")
        return variant


CLASSIC = Variant("classic", free_wall=False)
"""The colored side of the wall: every color has its printed cell in each row."""

GREY = Variant("grey", free_wall=True)
"""The grey side: a player picks the column of each tile, a color once per row and column."""

CRYSTAL_FLOOR = (1, 0, 1, 2, 1, 2, 3)
"""The Crystal Mosaic boards' floor, both sides (docs/rules.md: the expansion)."""

CRYSTAL_1 = Variant(
    "crystal-1",
    free_wall=True,
    printed_cells=(
        PrintedCell(0, 3, Color.BLACK, 2),
        PrintedCell(1, 0, Color.WHITE, 2),
        PrintedCell(2, 2, Color.YELLOW, 2),
        PrintedCell(3, 4, Color.BLUE, 2),
        PrintedCell(4, 1, Color.RED, 2),
    ),
    floor_penalties=CRYSTAL_FLOOR,
)
"""The Crystal Mosaic, side 1: the grey wall's choice with five printed cells that take only
their color and double the points of the tile placed there."""

CRYSTAL_2 = Variant(
    "crystal-2",
    free_wall=True,
    printed_cells=(
        PrintedCell(1, 1, Color.BLUE),
        PrintedCell(1, 3, Color.RED),
        PrintedCell(2, 2, Color.WHITE),
        PrintedCell(3, 1, Color.BLACK),
        PrintedCell(3, 3, Color.YELLOW),
    ),
    floor_penalties=CRYSTAL_FLOOR,
    row_bonus=3,
    column_bonus=10,
    color_bonus=12,
)
"""The Crystal Mosaic, side 2: five printed cells that take only their color, and larger end
bonuses (3 a row, 10 a column, 12 a color)."""

VARIANTS: dict[str, Variant] = {
    variant.code: variant for variant in (CLASSIC, GREY, CRYSTAL_1, CRYSTAL_2)
}
"""Every variant the engine plays, by code."""

PLAYER_COUNTS: tuple[int, ...] = tuple(
    sorted({players for variant in VARIANTS.values() for players in variant.player_counts})
)
"""Every player count some variant allows (2, 3, 4)."""

MOST_FACTORIES: int = max(count for variant in VARIANTS.values() for _, count in variant.factories)
"""The most factories any variant lays out (9): no factory is numbered higher."""

# The classic rules under the names the rest of the project used before variants existed.
# Code that knows which game it plays reads ``game.variant`` instead.
FACTORIES_FOR_PLAYERS: dict[int, int] = dict(CLASSIC.factories)
FLOOR_PENALTIES = CLASSIC.floor_penalties
FLOOR_SIZE = CLASSIC.floor_size
floor_penalty = CLASSIC.floor_penalty
