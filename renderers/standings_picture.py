"""A tournament's standings as a picture, after each round and at the end, and as plain text.

Figures are decimals, not fractions (2.5, not 2½): a ½ is drawn at half a digit's size, too
small on a phone, and the thirds of tables of 3 and 4 have no glyph anyone reads at a glance.

Made for a phone like the table: ``BASE_WIDTH`` wide with no text under 22 px, so 11 px when
Discord shows it 400 px wide; ``picture_width=`` scales everything, text included, so a wider
picture is sharper, never smaller-lettered.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from . import style, typography
from .geometry import Rect
from .layers import Command, Point, Sprite, Text, execute
from .lettering import drawn_fit, fit, width
from .names import drawable
from .png import palette_png, ramp_palette
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
from .standings_rows import (
    ROW_LIMIT,
    StandingsLabels,
    StandingsRow,
    figure,
    shown_rows,
    split_figure,
)

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
    commands: list[Command] = [
        _text(title, at, sizes.title_text, COLORS["text"], bold=True, kind="title")
    ]
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
        _cell(column, words[column.key], y, lay.sizes, COLORS["muted"], bold=True, kind="heading")
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
    """The fixed palette every standings picture is encoded with: its colors and their ramps."""
    return ramp_palette(_ramp_pairs(), "standings")


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
    return palette_png(image, palette_image())


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
