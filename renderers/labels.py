"""Every word the table picture draws, given to it like its colors.

The renderer holds no sentence: ``render_table(..., labels=...)`` takes a ``Labels`` made from
the bot's catalogue in the reader's language (``azul_bot.words.pictures.picture_labels``), as
python-chess's ``svg.board(colors=...)`` takes its colors. A label is a Python format template
whose named fields are where a number or a name goes (``"Round {round}  ·  {name} to play"``);
the renderer fills them and fits the result to its box, cutting a name before a word.

What players type is not a word: the color letters of the legend, ``C`` on the center and
``F`` beside the floor line are the move notation (``1r3``, ``cwf``), the same in every
language, and stay in the renderer with the symbols (``×``, ``−``, ``★``, ``▶``).
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field, fields
from typing import Any

from azul_bot.engine.tiles import NUM_COLORS, TILES_PER_COLOR


def _template(*placeholders: str) -> Any:  # a dataclass field, required
    """A field holding a format template with exactly these named ``placeholders``."""
    return field(metadata={"placeholders": frozenset(placeholders)})


@dataclass(frozen=True)
class Labels:
    """The words of the table picture in one language (hashable and picklable: pictures are
    drawn in worker processes). Each field's comment gives its English text."""

    # The status band.
    turn: str = _template("round", "name")  # Round {round}  ·  {name} to play
    winner: str = _template("name")  # Game over  ·  {name} wins
    shared_victory: str = _template("names")  # Game over  ·  shared victory: {names}
    stock: str = _template("bag", "lid")  # bag {bag}  ·  lid {lid}
    # The last move, under the headline. The marker is only ever taken from the center, so
    # the center with the marker is one more source.
    move: str = _template("name", "tiles", "source", "line")
    # {name} took {tiles} {source} {line}.
    move_spilled: str = _template("name", "tiles", "source", "line", "spilled")
    # {name} took {tiles} {source} {line} ({spilled}).
    from_factory: str = _template("number")  # from factory {number}
    from_center: str = _template()  # from the center
    from_center_marker: str = _template()  # and the first-player marker from the center
    to_line: str = _template("number")  # to line {number}
    to_floor: str = _template()  # to the floor
    spilled_floor: str = _template("count")  # {count} to the floor
    spilled_lid: str = _template("count")  # {count} to the lid
    round_scored: str = _template("round")  # Round {round} scored. (after the move's sentence)
    # A board's header when a name has nothing the font can draw.
    player: str = _template("number")  # Player {number}
    # The final scores, in the factories' place.
    final_scores: str = _template()  # Final scores
    column_wall: str = _template()  # wall
    column_rows: str = _template()  # rows
    column_columns: str = _template()  # cols
    column_colors: str = _template()  # colors
    column_total: str = _template()  # total
    breakdown: str = _template("wall", "rows", "columns", "colors")
    # wall {wall} · rows +{rows} · cols +{columns} · colors +{colors}
    standing: str = _template("rank", "name")  # {rank}. {name}
    # ``tiles[color][count]``, what the move took: "3 red" (French and Dutch agree the color
    # with the count), for each ``Color`` and each count from 0 to ``TILES_PER_COLOR``.
    tiles: tuple[tuple[str, ...], ...]

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
        counts = TILES_PER_COLOR + 1
        if len(self.tiles) != NUM_COLORS or any(
            len(said) != counts or not all(said) for said in self.tiles
        ):
            raise ValueError(
                f"labels need {counts} counts of tiles for each of {NUM_COLORS} colors"
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
    item.name: item.metadata["placeholders"]
    for item in fields(Labels)
    if "placeholders" in item.metadata
}
"""Each field of ``Labels`` that is a template (all but ``tiles``), with its named fields."""
