"""A tournament's standings as a picture, after each round and at the end, and as plain text.

``standings_png(rows, labels=...)`` draws a row per player (rank, name, points, Buchholz,
record, games in progress), the top three marked gold, silver and bronze and every other row
shaded; with ``podium=True`` (the final post) the first three also stand on a podium above
the table. ``alt_text(labels, rows)`` says the same, line by line, for screen readers and the
message.

The words come in like the table picture's (``labels.Labels``): a ``StandingsLabels`` in the
reader's language, with this picture's title and the language's decimal mark (French writes
2,5). Figures are decimals, not fractions (2.5, not 2½): a ½ is drawn at half a digit's
size, too small on a phone, and the thirds of tables of 3 and 4 have no glyph anyone reads at
a glance. Rows are plain values (``StandingsRow``) in their ranked order; the picture draws
``ROW_LIMIT`` of them at most, then a "… and N more" line.

Made for a phone like the table: ``BASE_WIDTH`` wide with no text under 22 px, so 11 px when
Discord shows it 400 px wide; ``picture_width=`` scales everything, text included, so a wider
picture is sharper, never smaller-lettered (the geometry is ``standings_layout``'s). Names are
drawn as the table draws them (``typography.fit_name``: right-to-left scripts shaped, what the
shipped font lacks dropped, a name with nothing left shown as ``labels.unnamed``, a long one
cut with an ellipsis); so are the caller's other words (a tournament's name in the title).
"""

from __future__ import annotations

import math
import string
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any

from PIL import Image

from . import style, typography
from .geometry import Rect
from .layers import Command, Point, Sprite, Text, execute
from .lettering import fit, width
from .names import drawable
from .png import encode_png
from .standings_layout import (
    BASE_WIDTH,
    NUMBERS,
    Cells,
    Column,
    Sizes,
    StandingsLayout,
    column_wants,
    scaled,
    standings_layout,
)

ROW_LIMIT = 64  # rows drawn at most; the rest are counted in a "… and N more" line
PNG_COLORS = 256  # a PNG palette's most

COLORS: dict[str, style.RGB] = {
    # A dark card, which reads alike on Discord's dark and light themes.
    "background": style.THEME["table"],
    "shaded_row": style.THEME["panel"],  # every other row
    "podium_step": style.THEME["header"],
    "text": style.THEME["text"],
    "muted": style.THEME["text_muted"],  # headings, Buchholz, record, a bye
    "playing": style.THEME["turn"],  # games in progress
    "on_medal": style.THEME["turn_text"],  # the rank written on a medal
}
MEDALS: dict[int, style.RGB] = {
    1: (250, 201, 72),  # gold (the table's winner color)
    2: (199, 208, 222),  # silver
    3: (222, 146, 84),  # bronze
}


# ---------------------------------------------------------------------------- the values
def _template(*placeholders: str) -> Any:  # a dataclass field, required
    return field(metadata={"placeholders": frozenset(placeholders)})


@dataclass(frozen=True)
class StandingsLabels:
    """The words of a standings picture, in one language; each comment gives its English.
    ``title`` is this picture's (make the rest once per language and ``dataclasses.replace``
    the title). Hashable and picklable: pictures are drawn in worker threads or processes."""

    title: str = _template()  # Round 2 of 4 · Spring Cup
    rank: str = _template()  # Rank
    player: str = _template()  # Player
    points: str = _template()  # Pts
    buchholz: str = _template()  # Buchholz
    record: str = _template()  # Record
    playing: str = _template()  # In progress: over each player's games still being played
    bye: str = _template()  # bye: sits this round out, scored as a win
    dropped: str = _template()  # dropped: left the tournament
    more: str = _template("count")  # … and {count} more
    unnamed: str = _template("number")  # Player {number}: a name the font cannot draw
    decimal_mark: str = "."  # "," in French and Dutch

    def __post_init__(self) -> None:
        for item in fields(self):
            wanted = item.metadata.get("placeholders")
            if wanted is None:
                continue
            value = getattr(self, item.name)
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"standings label {item.name!r} is missing")
            found = {name for _, name, _, _ in string.Formatter().parse(value) if name}
            if found != wanted:
                raise ValueError(
                    f"standings label {item.name!r} = {value!r} has the fields"
                    f" {sorted(found)}, not {sorted(wanted)}"
                )
        if self.decimal_mark not in (".", ","):
            raise ValueError(f"decimal mark {self.decimal_mark!r} is neither '.' nor ','")


@dataclass(frozen=True)
class StandingsRow:
    """One player's line: ``record`` is the caller's text ("2-1-0", or places at tables of
    3 and 4); ``playing`` counts their games in progress; ``bye`` (this round) and
    ``dropped`` are shown in the games-in-progress column, a dropped player's line dimmed."""

    rank: int
    name: str
    points: float
    buchholz: float
    record: str = ""
    playing: int = 0
    bye: bool = False
    dropped: bool = False

    def __post_init__(self) -> None:
        if self.rank < 1:
            raise ValueError(f"{self.name!r}: rank {self.rank} is not 1 or more")
        if not (math.isfinite(self.points) and math.isfinite(self.buchholz)):
            raise ValueError(f"{self.name!r}: points {self.points}, Buchholz {self.buchholz}")
        if self.playing < 0:
            raise ValueError(f"{self.name!r}: {self.playing} games in progress")


def figure(value: float, decimal_mark: str = ".") -> str:
    """``value`` as the tables show it: whole numbers bare, others to two decimals at most,
    with ``decimal_mark`` (``figure(2.5, ",")`` is ``"2,5"``, ``figure(2 / 3)`` ``"0.67"``)."""
    text = f"{round(value, 2):.2f}".rstrip("0").rstrip(".")
    text = "0" if text == "-0" else text
    return text.replace(".", decimal_mark)


def split_figure(text: str, decimal_mark: str) -> tuple[str, str]:
    """``"12,5"`` as ``("12", ",5")``: a column of figures is aligned on the decimal mark."""
    whole, mark, fraction = text.partition(decimal_mark)
    return whole, mark + fraction


def shown_rows(rows: Sequence[StandingsRow], limit: int = ROW_LIMIT) -> tuple[int, int]:
    """How many of ``rows`` a picture draws, and how many the "… and N more" line counts."""
    drawn = min(len(rows), limit)
    return drawn, len(rows) - drawn


# ---------------------------------------------------------------------------- the alt text
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"


def plain_name(name: str) -> str:
    """``name`` on one line of text: whitespace collapsed, control characters and bidi
    overrides dropped (emoji and joiners kept: a screen reader says them), and a name with
    right-to-left letters isolated so the figures after it keep their order."""
    spaced = " ".join(name.split())
    kept = "".join(
        char
        for char in spaced
        if char not in _BIDI_CONTROLS and unicodedata.category(char) not in ("Cc", "Cs")
    )
    kept = " ".join(kept.split())
    if any(unicodedata.bidirectional(char) in ("R", "AL") for char in kept):
        return _FIRST_STRONG_ISOLATE + kept + _POP_ISOLATE
    return kept


def alt_line(labels: StandingsLabels, row: StandingsRow) -> str:
    """One player's line of the alt text: every figure after its column's heading."""
    mark = labels.decimal_mark
    parts = [
        f"{row.rank}. {plain_name(row.name)}",
        f"{labels.points} {figure(row.points, mark)}",
        f"{labels.buchholz} {figure(row.buchholz, mark)}",
    ]
    if row.record:
        parts.append(f"{labels.record} {plain_name(row.record)}")
    if row.playing:
        parts.append(f"{labels.playing} {row.playing}")
    parts += [label for label, on in ((labels.bye, row.bye), (labels.dropped, row.dropped)) if on]
    return " · ".join(parts)


def alt_text(
    labels: StandingsLabels,
    rows: Sequence[StandingsRow],
    *,
    max_rows: int = ROW_LIMIT,
    max_chars: int | None = None,
) -> str:
    """The picture in plain text: the title, then a line per row it draws (with its figures)
    and its "… and N more" line. With ``max_chars`` (Discord takes 1024 for an image's
    description) the last rows give way to that line. Plain text, not Markdown: a caller that
    posts it as a message escapes it there."""
    drawn, _ = shown_rows(rows, max_rows)
    lines = [alt_line(labels, row) for row in rows[:drawn]]
    while True:
        hidden = len(rows) - len(lines)
        text = "\n".join([plain_name(labels.title), *lines])
        if hidden:
            text += "\n" + labels.more.format(count=hidden)
        if max_chars is None or len(text) <= max_chars or not lines:
            return text if max_chars is None else text[:max_chars]
        lines.pop()


# ---------------------------------------------------------------------------- the cells
def row_cells(row: StandingsRow, number: int, labels: StandingsLabels, size: int) -> Cells:
    """The cells of ``row``, the ``number``-th drawn (from 1), its name at ``size``."""
    mark = labels.decimal_mark
    fallback = labels.unnamed.format(number=number)
    if row.dropped:
        playing = labels.dropped
    elif row.bye:
        playing = labels.bye
    else:
        playing = str(row.playing) if row.playing else ""
    return Cells(
        str(row.rank),
        typography.fit_name(row.name, fallback, math.inf, size),
        split_figure(figure(row.points, mark), mark),
        split_figure(figure(row.buchholz, mark), mark),
        drawable(row.record, typography.covered),
        playing,
    )


# ---------------------------------------------------------------------------- the drawing
ALIGN = {"rank": "center", "name": "left", "record": "center", "playing": "center"}  # else right


def standings_commands(
    rows: Sequence[StandingsRow],
    labels: StandingsLabels,
    *,
    picture_width: int = BASE_WIDTH,
    podium: bool = False,
    max_rows: int = ROW_LIMIT,
) -> tuple[StandingsLayout, list[Command]]:
    """The picture as its layout and drawing commands (the tests read every text's size and
    box from them)."""
    drawn, hidden = shown_rows(rows, max_rows)
    sizes = scaled(picture_width)
    table = [
        row_cells(row, index + 1, labels, sizes.text) for index, row in enumerate(rows[:drawn])
    ]
    wants = column_wants(
        headings(labels), table, sizes, lambda text, bold: width(text, sizes.text, bold)
    )
    lay = standings_layout(wants, drawn, hidden, picture_width=picture_width, podium=podium)
    title = drawn_fit(labels.title, lay.title.width, sizes.title_text, True)
    at = (lay.title.x0, lay.title.center[1])
    commands = [_text(title, at, sizes.title_text, COLORS["text"], bold=True, kind="title")]
    for place, step in enumerate(lay.podium):
        commands += podium_commands(step, rows[place], table[place], labels, sizes)
    commands += heading_commands(lay, labels)
    for index, box in enumerate(lay.rows):
        commands += row_commands(lay, box, rows[index], table[index], shaded=index % 2 == 0)
    if lay.more:
        more = drawn_fit(labels.more.format(count=hidden), lay.more.width, sizes.text)
        commands.append(
            _text(more, lay.more.center, sizes.text, COLORS["muted"], align="center", kind="more")
        )
    return lay, commands


def drawn_fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """A text of the caller's (a title may hold a tournament's name, with emoji) as the font
    draws it and cut to ``max_width``."""
    return fit(drawable(content, typography.covered), max_width, size, bold)


def _text(
    content: str,
    at: Point,
    size: int,
    color: style.RGB,
    *,
    bold: bool = False,
    align: str = "left",
    kind: str = "cell",
) -> Text:
    """A text whose middle is at ``at``'s height."""
    return Text(content, at, size, color, bold=bold, align=align, middle=True, kind=kind)


def _cell(
    column: Column,
    content: str,
    y: int,
    sizes: Sizes,
    color: style.RGB,
    *,
    bold: bool = False,
    kind: str = "cell",
) -> Text:
    """``content`` fitted to ``column`` and aligned in it as the column wants."""
    align = ALIGN.get(column.key, "right")
    if align == "left":
        x = column.x0 + sizes.pad
    elif align == "right":
        x = column.x1 - sizes.pad
    else:
        x = (column.x0 + column.x1) // 2
    content = drawn_fit(content, column.x1 - column.x0 - 2 * sizes.pad, sizes.text, bold)
    return _text(content, (x, y), sizes.text, color, bold=bold, align=align, kind=kind)


def headings(labels: StandingsLabels) -> dict[str, str]:
    """Each column's heading."""
    keys = ("rank", "points", "buchholz", "record", "playing")
    return {"name": labels.player} | {key: getattr(labels, key) for key in keys}


def heading_commands(lay: StandingsLayout, labels: StandingsLabels) -> list[Command]:
    y = lay.headings.center[1]
    words = headings(labels)
    return [
        _cell(
            column,
            words[column.key],
            y,
            lay.sizes,
            COLORS["muted"],
            bold=True,
            kind="heading",
        )
        for column in lay.columns
    ]


def medal_commands(
    center: Point, rank: str, medal: style.RGB, diameter: int, size: int
) -> list[Command]:
    """A medal: ``rank`` written in a disc of its color."""
    x, y = center
    disc = (diameter, diameter, diameter // 2, medal)
    return [
        Sprite("filled", disc, (x - diameter // 2, y - diameter // 2)),
        _text(rank, center, size, COLORS["on_medal"], bold=True, align="center", kind="medal"),
    ]


def row_commands(
    lay: StandingsLayout, box: Rect, row: StandingsRow, cells: Cells, *, shaded: bool
) -> list[Command]:
    """A row: its shading, its medal and bar (the top three), its cells; a dropped player's
    dimmed."""
    sizes, y = lay.sizes, box.center[1]
    commands: list[Command] = []
    if shaded:
        band = (box.width, box.height, sizes.row_radius, COLORS["shaded_row"])
        commands.append(Sprite("filled", band, box[:2]))
    ink = COLORS["muted"] if row.dropped else COLORS["text"]
    columns = {column.key: column for column in lay.columns}
    rank = columns["rank"]
    medal = MEDALS.get(row.rank)
    if medal:
        bar = (sizes.accent, box.height - 2 * sizes.accent, sizes.accent // 2, medal)
        commands.append(Sprite("filled", bar, (box.x0, box.y0 + sizes.accent)))
        at = ((rank.x0 + rank.x1) // 2, y)
        commands += medal_commands(at, cells.rank, medal, sizes.medal, sizes.text)
    else:
        commands.append(_cell(rank, cells.rank, y, sizes, COLORS["muted"], bold=True))
    commands.append(_cell(columns["name"], cells.name, y, sizes, ink, bold=True, kind="name"))
    for key in NUMBERS:
        whole, fraction = getattr(cells, key)
        color, bold = (ink, True) if key == "points" else (COLORS["muted"], False)
        at = (columns[key].mark, y)
        commands.append(_text(whole, at, sizes.text, color, bold=bold, align="right"))
        if fraction:
            commands.append(_text(fraction, at, sizes.text, color, bold=bold))
    if "record" in columns and cells.record:
        commands.append(_cell(columns["record"], cells.record, y, sizes, COLORS["muted"]))
    if "playing" in columns and cells.playing:
        counting = not (row.bye or row.dropped)
        color = COLORS["playing"] if counting else COLORS["muted"]
        commands.append(_cell(columns["playing"], cells.playing, y, sizes, color, bold=counting))
    return commands


def podium_commands(
    step: Rect, row: StandingsRow, cells: Cells, labels: StandingsLabels, sizes: Sizes
) -> list[Command]:
    """One of the first three on their step: medal and name above it, points on it."""
    medal = MEDALS.get(row.rank, COLORS["muted"])
    x = step.center[0]
    name_y = step.y0 - sizes.margin - sizes.podium_name_text // 2
    medal_y = name_y - sizes.podium_name_text - sizes.podium_medal // 2
    points_y = step.y0 + sizes.podium_points_at
    heading_y = step.y0 + sizes.podium_heading_at
    room = step.width - 2 * sizes.pad
    name = fit(cells.name, room, sizes.podium_name_text, True)
    points = figure(row.points, labels.decimal_mark)
    heading = drawn_fit(labels.points, room, sizes.text)
    step_face = (step.width, step.height, sizes.row_radius, COLORS["podium_step"])
    step_edge = (step.width, sizes.accent, sizes.accent // 2, medal)
    size, big = sizes.podium_name_text, sizes.podium_points_text
    return [
        Sprite("filled", step_face, step[:2]),
        Sprite("filled", step_edge, step[:2]),
        *medal_commands(
            (x, medal_y), cells.rank, medal, sizes.podium_medal, sizes.podium_medal_text
        ),
        _text(name, (x, name_y), size, COLORS["text"], bold=True, align="center", kind="name"),
        _text(points, (x, points_y), big, COLORS["text"], bold=True, align="center"),
        _text(heading, (x, heading_y), sizes.text, COLORS["muted"], align="center", kind="heading"),
    ]


# ---------------------------------------------------------------------------- the picture
RAMP_STEPS = 6  # shades between an ink and what it is drawn on: smooth edges once on the palette


def _ramp_pairs() -> list[tuple[style.RGB, style.RGB]]:
    """Each ink with what it is drawn on (anti-aliased edges blend the two)."""
    grounds = [COLORS["background"], COLORS["shaded_row"], COLORS["podium_step"]]
    inks_on = [(COLORS[ink], ground) for ink in ("text", "muted", "playing") for ground in grounds]
    inks_on += [(medal, ground) for medal in MEDALS.values() for ground in grounds]
    inks_on += [(COLORS["on_medal"], medal) for medal in MEDALS.values()]
    inks_on += [(COLORS[ground], COLORS["background"]) for ground in ("shaded_row", "podium_step")]
    return inks_on


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """The fixed palette every standings picture is encoded with: its colors and their ramps
    (fixed, so mapping onto it is quick and the same rows give the same bytes)."""
    colors: list[style.RGB] = []
    for ink, ground in _ramp_pairs():
        for step in range(RAMP_STEPS + 2):
            shade = style.blend(ground, ink, step / (RAMP_STEPS + 1))
            if shade not in colors:
                colors.append(shade)
    if len(colors) > PNG_COLORS:
        raise ValueError(f"the standings palette has {len(colors)} colors, PNG allows 256")
    image = Image.new("P", (1, 1))
    image.putpalette([channel for color in colors for channel in color])
    return image


def render_standings(
    rows: Sequence[StandingsRow],
    *,
    labels: StandingsLabels,
    picture_width: int = BASE_WIDTH,
    podium: bool = False,
    max_rows: int = ROW_LIMIT,
) -> Image.Image:
    """The standings as an RGB image ``picture_width`` px wide (at least ``PHONE_WIDTH``:
    everything scales with it, text included) and as tall as its rows need; ``podium`` for
    the final post."""
    lay, commands = standings_commands(
        rows, labels, picture_width=picture_width, podium=podium, max_rows=max_rows
    )
    image = Image.new("RGB", lay.size, COLORS["background"])
    for command in commands:
        execute(image, command)
    return image


def to_png(image: Image.Image) -> bytes:
    """A standings picture as PNG bytes, on the fixed palette."""
    pixels = image.quantize(palette=palette_image(), dither=Image.Dither.NONE)
    return encode_png(pixels, colors=len(palette_image().getpalette() or ()) // 3)


def standings_png(
    rows: Sequence[StandingsRow],
    *,
    labels: StandingsLabels,
    picture_width: int = BASE_WIDTH,
    podium: bool = False,
    max_rows: int = ROW_LIMIT,
) -> bytes:
    """``render_standings`` as PNG bytes; the same rows give the same bytes."""
    image = render_standings(
        rows, labels=labels, picture_width=picture_width, podium=podium, max_rows=max_rows
    )
    return to_png(image)
