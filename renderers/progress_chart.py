"""The progress picture's chart (``progress``): the rating over time as a line with its
dots, the current season's band, the ratings' and the dates' ticks and the latest rating
called out; and the words of every part, written to fit their room."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from . import style, typography
from .geometry import Rect
from .layers import Text
from .lettering import drawn_fit, width
from .names import drawable
from .progress_layout import (
    COLORS,
    DOT,
    DOT_SPACING,
    HEADING,
    LATEST_DOT,
    LINE,
    PAD,
    SEASON_BAND,
    SEASON_LINE,
    SUPERSAMPLE,
    TEXT,
    TICK_BAND,
    Command,
    Progress,
    ProgressLabels,
    ProgressLayout,
    Shape,
    shown_rating_ticks,
    tag_size,
)


# ---------------------------------------------------------------------------- the chart
def time_span(progress: Progress) -> tuple[float, float]:
    return progress.ratings[0].at, progress.ratings[-1].at


def x_of(plot: Rect, progress: Progress, at: float) -> float:
    """Where the moment ``at`` stands across the plot (a single moment: in its middle)."""
    first, last = time_span(progress)
    if last - first <= 0:
        return plot.x0 + plot.width / 2
    return plot.x0 + plot.width * (at - first) / (last - first)


def y_of(plot: Rect, progress: Progress, rating: float) -> float:
    low, high = progress.span
    return plot.y1 - plot.height * (rating - low) / (high - low)


def chart_points(layout: ProgressLayout, progress: Progress) -> list[tuple[float, float]]:
    """Each rating's point on the picture, in the order of the games."""
    plot = layout.plot
    if plot is None:
        return []
    return [
        (x_of(plot, progress, point.at), y_of(plot, progress, point.rating))
        for point in progress.ratings
    ]


def season_x(layout: ProgressLayout, progress: Progress) -> float | None:
    """Where the current season's band begins: at its start, or at the plot's left end
    when every game is in it; None when no season is marked or no game is in it."""
    plot, start = layout.plot, progress.season_start
    if plot is None or start is None or start > progress.ratings[-1].at:
        return None
    if start <= progress.ratings[0].at:
        return float(plot.x0)
    return x_of(plot, progress, start)


def dots_shown(points: Sequence[tuple[float, float]]) -> bool:
    """A dot for each game while they stand apart; a line alone once they crowd."""
    return len(points) < 2 or (points[-1][0] - points[0][0]) / (len(points) - 1) >= DOT_SPACING


def draw_chart(image: Image.Image, layout: ProgressLayout, progress: Progress) -> None:
    """The season's band, the grid, the area under the line, the line and its dots, drawn
    ``SUPERSAMPLE`` times larger and shrunk onto ``image`` (smooth edges)."""
    plot = layout.plot
    assert plot is not None
    area = Rect(
        plot.x0 - 2 * LATEST_DOT, plot.y0 - SEASON_BAND, plot.x1 + 2 * LATEST_DOT, plot.y1 + 2
    )
    s = SUPERSAMPLE
    big = image.crop(area).resize((area.width * s, area.height * s), Image.Resampling.NEAREST)
    draw = ImageDraw.Draw(big)

    def at(x: float, y: float) -> tuple[float, float]:
        return (x - area.x0) * s, (y - area.y0) * s

    bottom = at(0, plot.y1)[1]
    band = season_x(layout, progress)
    if band is not None:
        draw.rectangle(
            (*at(band, plot.y0 - SEASON_BAND), at(plot.x1, plot.y1)[0], bottom), COLORS["band"]
        )
    drawn = chart_points(layout, progress)
    points = [at(x, y) for x, y in drawn]
    outline = [(points[0][0], bottom), *points, (points[-1][0], bottom)]
    if len(points) > 1:
        draw.polygon(outline, fill=COLORS["area"])
        if band is not None:  # the area over the band takes the band's tint too
            draw_band_area(big, outline, at(band, 0)[0])
    for tick in shown_rating_ticks(progress):  # over the area: the ratings read under the line too
        y = at(0, y_of(plot, progress, tick.value))[1]
        draw.rectangle(
            (at(plot.x0, 0)[0], y - s // 2, at(plot.x1, 0)[0], y + s // 2), COLORS["grid"]
        )
    if band is not None:
        x, half = at(band, 0)[0], SEASON_LINE * s / 2
        top = at(0, plot.y0 - SEASON_BAND)[1]
        draw.rectangle((x - half, top, x + half, bottom), COLORS["season"])
    if len(points) > 1:
        draw.line(points, fill=COLORS["line"], width=LINE * s)
        joint = LINE * s / 2  # round joints as wide as the line (Pillow's "curve" bulges)
        for x, y in points:
            draw.ellipse((x - joint, y - joint, x + joint, y + joint), COLORS["line"])
    if dots_shown(drawn):
        for x, y in points[:-1]:
            draw.ellipse((x - DOT * s, y - DOT * s, x + DOT * s, y + DOT * s), COLORS["line"])
    x, y = points[-1]  # the latest: a larger dot, ringed in white
    ring, dot = LATEST_DOT * s, (LATEST_DOT - 2) * s
    draw.ellipse((x - ring, y - ring, x + ring, y + ring), COLORS["text"])
    draw.ellipse((x - dot, y - dot, x + dot, y + dot), COLORS["line"])
    image.paste(big.reduce(s), area[:2])


def draw_band_area(big: Image.Image, outline: list[tuple[float, float]], band_x: float) -> None:
    """The area under the line, right of the season's start, in the band's own tint."""
    left = max(0, math.floor(band_x))
    mask = Image.new("L", (big.width - left, big.height), 0)
    ImageDraw.Draw(mask).polygon([(x - left, y) for x, y in outline], fill=255)
    ImageDraw.Draw(mask).rectangle((0, 0, band_x - left, big.height), fill=0)
    big.paste(COLORS["band_area"], (left, 0, big.width, big.height), mask)


def chart_commands(
    layout: ProgressLayout, progress: Progress, labels: ProgressLabels
) -> list[Command]:
    """The chart's words: its heading, the season's label, the ticks and the latest tag."""
    chart, plot = layout.chart, layout.plot
    assert chart is not None and plot is not None
    commands: list[Command] = [heading(labels.rating, chart)]
    for tick in shown_rating_ticks(progress):
        y = round(y_of(plot, progress, tick.value))
        commands.append(
            _text(
                tick.label, (plot.x0 - 12, y), "tick", COLORS["muted"], align="right", middle=True
            )
        )
    commands += time_tick_commands(layout, progress)
    band = season_x(layout, progress)
    if band is not None and labels.season:
        commands.append(season_label(layout, round(band), labels.season))
    at_x, at_y = chart_points(layout, progress)[-1]
    tag_width, tag_height = tag_size(labels.latest)
    left = round(at_x) + LATEST_DOT + 6
    top = min(max(round(at_y) - tag_height // 2, chart.y0 + HEADING), plot.y1 - tag_height)
    pill = Rect(left, top, left + tag_width, top + tag_height)
    commands.append(Shape(pill, tag_height // 2, COLORS["line"]))
    latest = (left + tag_width // 2, top + tag_height // 2)
    commands.append(
        _text(
            labels.latest,
            latest,
            "latest",
            COLORS["on_line"],
            bold=True,
            align="center",
            middle=True,
        )
    )
    return commands


def season_label(layout: ProgressLayout, band: int, content: str) -> Text:
    """The season's name over its band, right of its start; left of it, ending there,
    when the band is too narrow for it and there is more room on that side."""
    plot = layout.plot
    assert plot is not None
    right, left = plot.x1 - band - 10, band - 10 - plot.x0
    size, y = TEXT["season"], plot.y0 - SEASON_BAND // 2
    if width(drawable(content, typography.covered), size, True) <= right or right >= left:
        words = drawn_fit(content, right, size, True)
        return _text(words, (band + 10, y), "season", COLORS["season"], bold=True, middle=True)
    words = drawn_fit(content, left, size, True)
    return _text(
        words, (band - 10, y), "season", COLORS["season"], bold=True, align="right", middle=True
    )


def time_tick_commands(layout: ProgressLayout, progress: Progress) -> list[Command]:
    """The dates under the plot, each centred on its moment, kept inside the chart; one
    that would run into the one before is left out."""
    chart, plot = layout.chart, layout.plot
    assert chart is not None and plot is not None
    first, last = time_span(progress)
    y = plot.y1 + TICK_BAND // 2 + 4
    commands: list[Command] = []
    end = chart.x0 + PAD - 16.0  # where the last label drawn ends, plus a gap
    for tick in progress.time_ticks:
        if not first <= tick.value <= last and first != last:
            continue
        label = drawn_fit(tick.label, plot.width, TEXT["tick"])
        wide = width(label, TEXT["tick"])
        x = x_of(plot, progress, tick.value)
        x0 = min(max(x - wide / 2, chart.x0 + PAD), chart.x1 - PAD - wide)
        if x0 < end + 16:
            continue
        commands.append(_text(label, (round(x0), y), "tick", COLORS["muted"], middle=True))
        end = x0 + wide
    return commands


def heading(content: str, box: Rect) -> Text:
    """A part's heading, at its top left."""
    words = drawn_fit(content, box.width - 2 * PAD, TEXT["heading"], True)
    return _text(
        words,
        (box.x0 + PAD, box.y0 + HEADING // 2 + 2),
        "heading",
        COLORS["text"],
        bold=True,
        middle=True,
    )


def _text(
    content: str,
    at: tuple[int, int],
    kind: str,
    color: style.RGB,
    *,
    bold: bool = False,
    align: str = "left",
    middle: bool = False,
) -> Text:
    return Text(content, at, TEXT[kind], color, bold=bold, align=align, middle=middle, kind=kind)
