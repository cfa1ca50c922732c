"""Every word the table picture draws, given to it like its colors.

The renderer holds no sentence: ``render_table(..., labels=...)`` takes a ``Labels`` made from
the bot's catalogue in the reader's language (``azul_bot.words.pictures.picture_labels``), as
python-chess's ``svg.board(colors=...)`` takes its colors. A label is a Python format template
whose named fields are where a number or a name goes (``"Round {round}  ·  {name} to play"``);
the renderer fills them and fits the result to its box, cutting a name before a word.

What players type is not a word: the color letters of the legend, ``C`` on the center and
``F`` beside the floor line are the move notation (``1r3``, ``cwf``), the same in every
language, and stay in the renderer with the symbols (``×``, ``−``, ``→``, ``★``, ``▶``). The
last move is drawn in that notation (the mover's name, the source's badge, the tiles, the
line), not told: the one narrator of moves is ``azul_bot.words.narrator``, whose sentence the
bot posts with the picture.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field, fields
from typing import Any


def _template(*placeholders: str) -> Any:  # a dataclass field, required
    """A field holding a format template with exactly these named ``placeholders``."""
    return field(metadata={"placeholders": frozenset(placeholders)})


@dataclass(frozen=True)
class Labels:
    """The words of the table picture in one language (hashable and picklable: pictures are
    drawn in worker processes). Each field's comment gives its English text."""

    # The status band.
    turn: str = _template("round", "name")  # Round {round}  ·  {name} to play
    tiling: str = _template("round", "names")  # Round {round} · wall tiling: {names}
    winner: str = _template("name")  # Game over  ·  {name} wins
    shared_victory: str = _template("names")  # Game over  ·  shared victory: {names}
    stock: str = _template("bag", "lid")  # bag {bag}  ·  lid {lid}
    # A board's header when a name has nothing the font can draw.
    player: str = _template("number")  # Player {number}
    # The final scores, in the factories' place.
    final_scores: str = _template()  # Final scores
    column_wall: str = _template()  # wall
    column_rows: str = _template()  # rows
    column_columns: str = _template()  # cols
    column_colors: str = _template()  # colors
    column_total: str = _template()  # total
    standing: str = _template("rank", "name")  # {rank}. {name}

    def __post_init__(self) -> None:
        for item in fields(self):
            wanted = item.metadata.get("placeholders")
            if wanted is None:
                continue
            value = getattr(self, item.name)
            if not isinstance(value, str) or not value:
                raise ValueError(f"label {item.name!r} is missing")
            found = placeholders(value)
            if found != wanted:
                raise ValueError(
                    f"label {item.name!r} = {value!r} has the fields {sorted(found)},"
                    f" not {sorted(wanted)}"
                )

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


def placeholders(template: str) -> frozenset[str]:
    """The named fields of a format template (``ValueError`` if it is not one)."""
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    if any(not name.isidentifier() for name in names):
        raise ValueError(f"{template!r}: fields must be names, as in {{name}}")
    return frozenset(names)


TEMPLATES: dict[str, frozenset[str]] = {
    item.name: item.metadata["placeholders"] for item in fields(Labels)
}
"""Each field of ``Labels`` (a template), with its named fields."""
