"""Where everything of a standings picture goes: pure geometry, from the widths its texts
measure (given as numbers or a ``measure`` callable), with no pixels drawn.

Every length is given at ``BASE_WIDTH`` (``Sizes``) and scaled with the picture's width, text
sizes included, so a picture drawn wider is sharper and reads the same on a phone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

from .geometry import Rect
from .lettering import PHONE_WIDTH

BASE_WIDTH = 2 * PHONE_WIDTH  # the width every size below is given at


class Sizes(NamedTuple):
    """Lengths and text sizes in pixels at ``BASE_WIDTH`` (``scaled`` gives them at another)."""

    margin: int = 20  # around everything
    title_text: int = 28
    title_band: int = 56
    text: int = 22  # headings, cells, the "more" line: 11 px on a phone
    heading_band: int = 40
    row: int = 40
    row_radius: int = 8
    pad: int = 10  # inside a column, each side
    medal: int = 30  # the disc behind ranks 1 to 3
    accent: int = 5  # the medal-colored bar at a top-three row's left end
    name_least: int = 200  # the names' column (some 15 letters) before headings are cut
    text_column_least: int = 70  # record, playing: cut with an ellipsis below their content
    more_band: int = 44
    podium_band: int = 250  # medal, name and step of each of the first three
    podium_gap: int = 16
    podium_medal: int = 44
    podium_medal_text: int = 26
    podium_name_text: int = 24
    podium_points_text: int = 30
    podium_first: int = 128  # the steps' heights, first, second, third
    podium_second: int = 108
    podium_third: int = 88
    podium_points_at: int = 34  # the middle of the points written on a step, from its top
    podium_heading_at: int = 66  # ... and of the word under them


BASE_SIZES = Sizes()


def scaled(picture_width: int) -> Sizes:
    """Every size of ``BASE_SIZES`` for a picture ``picture_width`` wide."""
    if picture_width < PHONE_WIDTH:
        raise ValueError(f"a standings picture is at least {PHONE_WIDTH} px wide")
    factor = picture_width / BASE_WIDTH
    return Sizes(*(max(1, round(value * factor)) for value in BASE_SIZES))


# ---------------------------------------------------------------------------- the layout
COLUMNS = ("rank", "name", "points", "buchholz", "record", "playing")
NUMBERS = ("points", "buchholz")  # figures, aligned on their decimal mark, never cut
OPTIONAL = ("record", "playing")  # left out when empty; cut with an ellipsis when short of room


class Column(NamedTuple):
    """A column's span; ``mark`` is where a figure's decimal mark goes (figure columns)."""

    key: str
    x0: int
    x1: int
    mark: int = 0


class StandingsLayout(NamedTuple):
    """Every box of a standings picture, top to bottom."""

    size: tuple[int, int]
    sizes: Sizes
    title: Rect
    podium: tuple[Rect, ...]  # the steps, in the rows' order (first, second, third)
    headings: Rect
    rows: tuple[Rect, ...]
    more: Rect | None
    columns: tuple[Column, ...]


class Wants(NamedTuple):
    """What the columns want: beside the names', left to right, their ``natural`` widths
    (heading and widest cell) and the ``least`` each may shrink to; the widest fraction of
    each figure column (``",5"``: the room right of its decimal mark); the widest name."""

    keys: tuple[str, ...]
    natural: tuple[int, ...]
    least: tuple[int, ...]
    fractions: dict[str, int]
    names: int


def share_columns(
    natural: Sequence[int], least: Sequence[int], room: int, name_least: int
) -> tuple[list[int], int]:
    """The widths of the columns beside the names' (each as wide as it wants, ``natural``)
    and the names' (what is left of ``room``). While the names would get less than
    ``name_least``, the column furthest above its ``least`` gives up a pixel: the widest
    headings are cut first, figures never."""
    widths = list(natural)
    while room - sum(widths) < name_least:
        spare = [wide - floor for wide, floor in zip(widths, least, strict=True)]
        widest = max(range(len(widths)), key=lambda index: spare[index])
        if spare[widest] <= 0:
            break
        widths[widest] -= 1
    return widths, room - sum(widths)


def place_columns(wants: Wants, left: int, right: int, sizes: Sizes) -> tuple[Column, ...]:
    """The columns from ``left`` to ``right``: the rank, the names, then the others."""
    name_least = min(sizes.name_least, wants.names)
    widths, name_width = share_columns(wants.natural, wants.least, right - left, name_least)
    spans = [
        ("rank", widths[0]),
        ("name", name_width),
        *zip(wants.keys[1:], widths[1:], strict=True),
    ]
    columns, x = [], left
    for key, span in spans:
        mark = x + span - sizes.pad - wants.fractions[key] if key in NUMBERS else 0
        columns.append(Column(key, x, x + span, mark))
        x += span
    return tuple(columns)


def podium_steps(area: Rect, steps: int, sizes: Sizes) -> tuple[Rect, ...]:
    """The podium's steps in ``area``, bottom-aligned: the first in the middle and tallest,
    the second on its left, the third on its right (as many as there are rows, up to 3)."""
    step_width = (area.width - 2 * sizes.podium_gap) // 3
    heights = (sizes.podium_first, sizes.podium_second, sizes.podium_third)
    slots = (1, 0, 2)  # where the first, second and third stand, counted from the left

    def step(place: int) -> Rect:
        x0 = area.x0 + slots[place] * (step_width + sizes.podium_gap)
        return Rect(x0, area.y1 - heights[place], x0 + step_width, area.y1)

    return tuple(step(place) for place in range(min(steps, 3)))


def standings_layout(
    wants: Wants, drawn: int, hidden: int, *, picture_width: int, podium: bool
) -> StandingsLayout:
    """Where everything goes: the title, the podium (with ``podium``), the headings, the
    ``drawn`` rows and the line counting the ``hidden`` ones."""
    sizes = scaled(picture_width)
    left, right = sizes.margin, picture_width - sizes.margin
    title = Rect(left, sizes.margin, right, sizes.margin + sizes.title_band)
    y = title.y1
    steps: tuple[Rect, ...] = ()
    if podium and drawn:
        steps = podium_steps(Rect(left, y, right, y + sizes.podium_band), drawn, sizes)
        y += sizes.podium_band + sizes.margin
    headings = Rect(left, y, right, y + sizes.heading_band)
    rows = tuple(
        Rect(left, headings.y1 + index * sizes.row, right, headings.y1 + (index + 1) * sizes.row)
        for index in range(drawn)
    )
    y = headings.y1 + drawn * sizes.row
    more = Rect(left, y, right, y + sizes.more_band) if hidden else None
    bottom = (more.y1 if more else y) + sizes.margin
    columns = place_columns(wants, left, right, sizes)
    return StandingsLayout(
        (picture_width, bottom), sizes, title, steps, headings, rows, more, columns
    )


# ---------------------------------------------------------------------------- the cells
class Cells(NamedTuple):
    """What a row shows: its name as the font draws it (uncut), its figures split at their
    decimal mark."""

    rank: str
    name: str
    points: tuple[str, str]
    buchholz: tuple[str, str]
    record: str
    playing: str


def column_wants(
    headings: dict[str, str],
    table: Sequence[Cells],
    sizes: Sizes,
    measure: Callable[[str, bool], float],
) -> Wants:
    """What each column beside the names' wants, from its heading and cells, measured by
    ``measure(text, bold)`` at the cells' size. The record and games-in-progress columns are
    left out when they have nothing to show (the final table has no games in progress)."""

    def widest(texts: Sequence[str], bold: bool = False) -> int:
        return math.ceil(max((measure(text, bold) for text in texts if text), default=0))

    pad = 2 * sizes.pad
    fractions = {
        key: widest([getattr(cells, key)[1] for cells in table], key == "points") for key in NUMBERS
    }
    contents = {
        "rank": max(sizes.medal, widest([cells.rank for cells in table], True)),
        "record": widest([cells.record for cells in table]),
        "playing": widest([cells.playing for cells in table]),
    }
    for key in NUMBERS:
        wholes = [getattr(cells, key)[0] for cells in table]
        contents[key] = widest(wholes, key == "points") + fractions[key]
    keys = tuple(key for key in COLUMNS if key != "name" and (key not in OPTIONAL or contents[key]))
    natural = tuple(max(contents[key], widest([headings[key]], True)) + pad for key in keys)
    least = tuple(
        min(contents[key], sizes.text_column_least) + pad
        if key in OPTIONAL
        else contents[key] + pad
        for key in keys
    )
    names = widest([cells.name for cells in table], True) + pad
    return Wants(keys, natural, least, fractions, names)
