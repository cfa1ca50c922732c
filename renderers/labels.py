"""Every word the table picture draws, given to it like its colors.

The renderer holds no sentence: it takes a ``Labels`` made from the bot's catalogue in the
reader's language, as python-chess's ``svg.board(colors=...)`` takes its colors. A label is a
Python format template whose named fields are where a number or a name goes; the renderer
fills them and fits the result to its box, cutting a name before a word.

The letters are words too: each language has its own move notation (French ``j`` for jaune,
Dutch ``M`` for midden), and the picture draws its reader's. Only the symbols stay in the
renderer (``×``, ``−``, ``→``, ``★``, ``▶``) and the numbers.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple


class Notation(NamedTuple):
    """The letters of one language's move notation, as the picture draws them: one per
    color (in the engine's order), the center's and the floor's. Small and hashable: the
    cached background is drawn with them."""

    colors: tuple[str, str, str, str, str]
    center: str
    floor: str


def template(*placeholders: str) -> Any:  # a dataclass field, required
    """A field holding a format template with exactly these named ``placeholders``."""
    return field(metadata={"placeholders": frozenset(placeholders)})


def check_templates(words: Any) -> None:
    """``ValueError`` unless every template field of ``words`` (a dataclass of them) holds
    words with exactly its named fields."""
    for item in fields(words):
        wanted = item.metadata.get("placeholders")
        if wanted is None:
            continue
        value, label = getattr(words, item.name), f"{type(words).__name__}.{item.name}"
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"{label} is missing")
        found = placeholders(value)
        if found != wanted:
            raise ValueError(
                f"{label} = {value!r} has the fields {sorted(found)}, not {sorted(wanted)}"
            )


@dataclass(frozen=True)
class Labels:
    """The words of the table picture in one language (hashable and picklable: pictures are
    drawn in worker processes). Each field's comment gives its English text."""

    # The status band.
    turn: str = template("round", "name")  # Round {round}  ·  {name} to play
    tiling: str = template("round", "names")  # Round {round} · wall tiling: {names}
    winner: str = template("name")  # Game over  ·  {name} wins
    shared_victory: str = template("names")  # Game over  ·  shared victory: {names}
    stock: str = template("bag", "lid")  # bag {bag}  ·  lid {lid}
    # A board's header when a name has nothing the font can draw.
    player: str = template("number")  # Player {number}
    # The final scores, in the factories' place.
    final_scores: str = template()  # Final scores
    column_wall: str = template()  # wall
    column_rows: str = template()  # rows
    column_columns: str = template()  # cols
    column_colors: str = template()  # colors
    column_total: str = template()  # total
    standing: str = template("rank", "name")  # {rank}. {name}
    # The move notation: what a player of this language types for each color, the center
    # and the floor (the legend, the center's badge, the floor line's letter, the last move).
    letter_blue: str = template()  # b
    letter_yellow: str = template()  # y
    letter_red: str = template()  # r
    letter_black: str = template()  # k
    letter_white: str = template()  # w
    letter_center: str = template()  # C
    letter_floor: str = template()  # F
    # The variant played, under the last move (``VARIANT_NAMES``: the Crystal Mosaic's two
    # sides; the classic and the grey wall need no name, their walls tell them apart).
    variant_crystal_1: str = template()  # Crystal Mosaic, side 1
    variant_crystal_2: str = template()  # Crystal Mosaic, side 2

    def __post_init__(self) -> None:
        check_templates(self)

    @property
    def columns(self) -> tuple[str, str, str, str, str]:
        """The final scores' column headings: wall score, then the three bonuses, then total."""
        return (
            self.column_wall,
            self.column_rows,
            self.column_columns,
            self.column_colors,
            self.column_total,
        )

    @property
    def notation(self) -> Notation:
        colors = (
            self.letter_blue,
            self.letter_yellow,
            self.letter_red,
            self.letter_black,
            self.letter_white,
        )
        return Notation(colors, self.letter_center, self.letter_floor)

    def variant_name(self, code: str) -> str:
        """The name the picture gives the variant stored as ``code`` ("" if it gives none)."""
        label = VARIANT_NAMES.get(code)
        return "" if label is None else getattr(self, label)


@dataclass(frozen=True)
class ReviewLabels(Labels):
    """The words of a reviewed move's picture (``render_review``): the table's, and the tags
    of the move played and of the better one, each in the style of its marks on the table."""

    review_played: str = template()  # played
    review_better: str = template()  # better
    review_verdict: str = ""  # Mistake · winning chances 58% → 31%: a headline above the key


VARIANT_NAMES: dict[str, str] = {"crystal-1": "variant_crystal_1", "crystal-2": "variant_crystal_2"}
"""The variants the picture names, by code, with the label of each name: their status band
has a line for it (``layout.table_layout(..., titled=True)``). Their walls look like the grey
one, but for five printed cells, and their floor and bonuses are their own."""


def placeholders(template: str) -> frozenset[str]:
    """The named fields of a format template (``ValueError`` if it is not one)."""
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    if any(not name.isidentifier() for name in names):
        raise ValueError(f"{template!r}: fields must be names, as in {{name}}")
    return frozenset(names)


TEMPLATES: dict[str, frozenset[str]] = {
    item.name: item.metadata["placeholders"] for item in fields(Labels)
}
"""Each field of ``Labels`` (a template), with its named fields."""
