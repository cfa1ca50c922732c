"""A player's progress as a picture, for ``/azul stats``: their rating over time, their games
in each of the last twelve months, the share of their games they finish, and the people they
meet most.

Pure, like the podium: it takes its words already said in the reader's language. Made for a
phone like the table (794 px wide, shown about 400 px wide there): no text under 22 px.

Ticks: where they go is the picture's business (it knows its width), what they say the
words'. A tick outside the chart's span is left out, and so is a tick label that would run
into its neighbour or off the picture, never drawn smaller.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from . import style, typography
from .geometry import Rect
from .layers import Text, execute
from .lettering import drawn_fit, fit, width
from .names import drawable
from .png import palette_png, ramp_palette

# Imported "as" themselves: the picture's callers find its values, ticks and chart here.
from .progress_chart import _text, chart_commands, draw_chart, heading
from .progress_chart import chart_points as chart_points
from .progress_chart import dots_shown as dots_shown
from .progress_chart import season_x as season_x
from .progress_layout import (
    BAR_HEIGHT,
    COLORS,
    GAUGE,
    MONTH_BAND,
    MONTH_GAP,
    PAD,
    RADIUS,
    RIVAL_NAME_LEAST,
    SUPERSAMPLE,
    TEXT,
    Command,
    Progress,
    ProgressLabels,
    ProgressLayout,
    Shape,
    progress_layout,
)
from .progress_layout import DAY as DAY
from .progress_layout import DOT as DOT
from .progress_layout import LATEST_DOT as LATEST_DOT
from .progress_layout import LEAST_RATING_SPAN as LEAST_RATING_SPAN
from .progress_layout import LINE as LINE
from .progress_layout import MAX_RATING_TICKS as MAX_RATING_TICKS
from .progress_layout import MAX_TIME_TICKS as MAX_TIME_TICKS
from .progress_layout import MONTH as MONTH
from .progress_layout import RATING_STEPS as RATING_STEPS
from .progress_layout import RIVALS as RIVALS
from .progress_layout import WIDTH as WIDTH
from .progress_layout import YEAR as YEAR
from .progress_layout import MonthCount as MonthCount
from .progress_layout import RatingPoint as RatingPoint
from .progress_layout import Rival as Rival
from .progress_layout import Tick as Tick
from .progress_layout import chart_ticks as chart_ticks
from .progress_layout import rating_span as rating_span
from .progress_layout import rating_ticks as rating_ticks
from .progress_layout import tag_size as tag_size
from .progress_layout import time_ticks as time_ticks


# ---------------------------------------------------------------------------- the other parts
def header_commands(
    layout: ProgressLayout, progress: Progress, labels: ProgressLabels
) -> list[Command]:
    """The player's name, and how many rated games, right-aligned beside it."""
    box = layout.header
    y = box.y0 + 38
    games = drawn_fit(labels.games, box.width / 2, TEXT["games"])
    room = box.width - width(games, TEXT["games"]) - 24
    name = typography.fit_name(progress.name, progress.fallback, room, TEXT["name"])
    commands: list[Command] = [_text(name, (box.x0, y), "name", COLORS["text"], bold=True)]
    if games:
        commands.append(_text(games, (box.x1, y), "games", COLORS["muted"], align="right"))
    return commands


def empty_commands(layout: ProgressLayout, labels: ProgressLabels) -> list[Command]:
    """No rated game yet, and what makes one: words in the middle of the chart's place."""
    box = layout.empty
    assert box is not None
    room = box.width - 2 * PAD
    middle = box.center[0]
    return [
        _text(
            drawn_fit(labels.empty, room, TEXT["empty"], True),
            (middle, box.y0 + 66),
            "empty",
            COLORS["text"],
            bold=True,
            align="center",
        ),
        _text(
            drawn_fit(labels.empty_hint, room, TEXT["hint"]),
            (middle, box.y0 + 108),
            "hint",
            COLORS["muted"],
            align="center",
        ),
    ]


def bar_height(games: int, busiest: int) -> int:
    """A month's bar: the busiest month's is ``BAR_HEIGHT``, the others in proportion (a
    month with a game at least a sliver)."""
    if games <= 0 or busiest <= 0:
        return 0
    return max(4, round(BAR_HEIGHT * games / busiest))


def bar_box(slot: Rect, games: int, busiest: int) -> Rect:
    bar = round(slot.width * 0.6)
    x0 = slot.x0 + (slot.width - bar) // 2
    return Rect(x0, slot.y1 - bar_height(games, busiest), x0 + bar, slot.y1)


def months_commands(
    layout: ProgressLayout, progress: Progress, labels: ProgressLabels
) -> list[Command]:
    """Each month's bar, its games over it and its name under it (every other one's, the
    latest's among them, when they would crowd)."""
    box = layout.months
    assert box is not None
    commands: list[Command] = [heading(labels.months, box)]
    busiest = max(month.games for month in progress.months)
    base = layout.bars[0].y1
    commands.append(Shape(Rect(box.x0 + PAD, base, box.x1 - PAD, base + 2), 0, COLORS["grid"]))
    for slot, month in zip(layout.bars, progress.months, strict=True):
        bar = bar_box(slot, month.games, busiest)
        middle = slot.center[0]
        if bar.height:
            commands.append(Shape(bar, min(6, bar.height // 2), COLORS["bar"]))
            commands.append(
                _text(
                    str(month.games), (middle, bar.y0 - 10), "count", COLORS["text"], align="center"
                )
            )
    for slot, name in zip(layout.bars, month_names(layout, progress), strict=True):
        if not name:
            continue
        middle = slot.center[0]
        commands.append(
            _text(
                name,
                (middle, base + MONTH_BAND // 2 + 4),
                "month",
                COLORS["muted"],
                align="center",
                middle=True,
            )
        )
    return commands


def month_names(layout: ProgressLayout, progress: Progress) -> list[str]:
    """The name drawn under each bar: all of them if they stand ``MONTH_GAP`` apart; else
    every other one, counted back from the latest, with two slots' room each."""
    names = [drawable(month.label, typography.covered) for month in progress.months]
    widths = [width(name, TEXT["month"]) for name in names]
    slot = layout.bars[0].width
    crowded = any(
        (one + other) / 2 + MONTH_GAP > slot for one, other in zip(widths, widths[1:], strict=False)
    )
    if not crowded:
        return [fit(name, slot - 2, TEXT["month"]) for name in names]
    last = len(names) - 1
    return [
        fit(name, 2 * slot - MONTH_GAP, TEXT["month"]) if (last - index) % 2 == 0 else ""
        for index, name in enumerate(names)
    ]


def finished_commands(
    layout: ProgressLayout, progress: Progress, labels: ProgressLabels
) -> list[Command]:
    """The finished share in words, and a gauge filled as far."""
    box, share = layout.finished, progress.finished_share
    assert box is not None and share is not None
    gauge_width, gauge_height = GAUGE
    y = box.center[1]
    gauge = Rect(
        box.x1 - PAD - gauge_width, y - gauge_height // 2, box.x1 - PAD, y + gauge_height // 2
    )
    room = gauge.x0 - box.x0 - 2 * PAD
    words = drawn_fit(labels.finished, room, TEXT["finished"], True)
    commands: list[Command] = [
        _text(words, (box.x0 + PAD, y), "finished", COLORS["text"], bold=True, middle=True),
        Shape(gauge, gauge.height // 2, COLORS["track"]),
    ]
    filled = round(gauge.width * share)
    if filled:
        fill = Rect(gauge.x0, gauge.y0, gauge.x0 + max(filled, gauge.height), gauge.y1)
        commands.append(Shape(fill, gauge.height // 2, COLORS["gauge"]))
    return commands


def rival_commands(
    layout: ProgressLayout, progress: Progress, labels: ProgressLabels
) -> list[Command]:
    """The rivals, a row each: their name on the left, the record against them on the
    right; the record keeps its room unless the name would get less than its least."""
    box = layout.rivals
    assert box is not None
    commands: list[Command] = [heading(labels.rivals, box)]
    for index, (row, rival) in enumerate(zip(layout.rows, progress.rivals, strict=False)):
        if index % 2 == 0:
            commands.append(Shape(row, 8, COLORS["shaded"]))
        y = row.center[1]
        inner = row.width - 2 * 12
        record_room = max(inner - RIVAL_NAME_LEAST - 24, inner // 3)
        record = drawn_fit(rival.record, record_room, TEXT["record"])
        name_room = inner - width(record, TEXT["record"]) - 24
        name = typography.fit_name(rival.name, rival.fallback, name_room, TEXT["rival"])
        commands.append(
            _text(name, (row.x0 + 12, y), "rival", COLORS["text"], bold=True, middle=True)
        )
        commands.append(
            _text(record, (row.x1 - 12, y), "record", COLORS["muted"], align="right", middle=True)
        )
    return commands


# ---------------------------------------------------------------------------- the picture
def progress_commands(
    progress: Progress, labels: ProgressLabels
) -> tuple[ProgressLayout, list[Command]]:
    """The picture as its layout and the drawing commands of its words and shapes (over
    the parts' panels, ``panels``; the chart's line is drawn by ``draw_chart``): the tests
    read every text from them."""
    layout = progress_layout(progress, labels)
    commands = header_commands(layout, progress, labels)
    if layout.chart is not None:
        commands += chart_commands(layout, progress, labels)
    if layout.empty is not None:
        commands += empty_commands(layout, labels)
    if layout.months is not None:
        commands += months_commands(layout, progress, labels)
    if layout.finished is not None:
        commands += finished_commands(layout, progress, labels)
    if layout.rivals is not None:
        commands += rival_commands(layout, progress, labels)
    return layout, commands


def render_progress(progress: Progress, labels: ProgressLabels) -> Image.Image:
    """The picture as an RGB image ``WIDTH`` wide, as tall as its parts."""
    layout, commands = progress_commands(progress, labels)
    image = Image.new("RGB", layout.size, COLORS["background"])
    for panel in panels(layout):
        draw(image, panel)
    if layout.plot is not None:
        draw_chart(image, layout, progress)
    for command in commands:
        draw(image, command)
    return image


def panels(layout: ProgressLayout) -> list[Shape]:
    """The panel of each part drawn."""
    boxes = (layout.chart, layout.empty, layout.months, layout.finished, layout.rivals)
    return [Shape(box, RADIUS, COLORS["panel"]) for box in boxes if box is not None]


def draw(image: Image.Image, command: Command) -> None:
    """Draw ``command`` on ``image``."""
    if isinstance(command, Text):
        execute(image, command)
        return
    sprite = shape_sprite(command.box.width, command.box.height, command.radius, command.color)
    image.paste(sprite, command.box[:2], sprite)


@lru_cache(maxsize=256)
def shape_sprite(width: int, height: int, radius: int, color: style.RGB) -> Image.Image:
    """A rounded rectangle with smooth corners (drawn ``SUPERSAMPLE`` times larger and
    shrunk), cached here rather than among the table's sprites: bars and gauges come in
    many sizes, and would push the table's out of its cache."""
    s = SUPERSAMPLE
    big = Image.new("RGBA", (width * s, height * s), (*color, 0))
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, width * s - 1, height * s - 1), radius * s, fill=(*color, 255)
    )
    return big.reduce(s)


def progress_png(progress: Progress, labels: ProgressLabels) -> bytes:
    """``render_progress`` as PNG bytes, on the picture's fixed palette (the same progress
    gives the same bytes)."""
    return palette_png(render_progress(progress, labels), palette_image())


def _ramp_pairs() -> list[tuple[str, str]]:
    """Each ink with what it is drawn on (anti-aliased edges blend the two)."""
    pairs = [("panel", "background")]
    pairs += [("text", ground) for ground in ("background", "panel", "shaded")]
    pairs += [("muted", ground) for ground in ("background", "panel", "shaded")]
    pairs += [("line", ground) for ground in ("panel", "band", "area", "band_area")]
    pairs += [("area", "panel"), ("band_area", "band"), ("panel", "line"), ("panel", "band")]
    pairs += [("season", ground) for ground in ("panel", "band", "band_area", "line")]
    pairs += [("on_line", "line"), ("gauge", "track"), ("track", "panel")]
    pairs += [("text", ground) for ground in ("line", "band", "band_area", "area")]
    pairs += [("gauge", "panel"), ("shaded", "panel")]
    pairs += [("grid", ground) for ground in ("panel", "band", "area", "band_area")]
    return pairs


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """The fixed palette the picture is encoded with: its colors and their ramps."""
    return ramp_palette(
        [(COLORS[ink], COLORS[ground]) for ink, ground in _ramp_pairs()], "progress"
    )
