"""A player's progress as a picture, for ``/azul stats``: their rating after each rated game
over time (the current season's start marked, the latest rating called out at the line's
end), their games in each of the last twelve months, the share of their games they finish,
and the people they meet most with their record against each.

Pure, like the podium: it takes its words already said in the reader's language
(``ProgressLabels``, and the labels inside ``Progress``: ticks, months, records, made by
``azul_bot.words.progress``) and the names as people typed them. Made for a phone like the
table (794 px wide, shown about 400 px wide there): no text under 22 px, names cut with an
ellipsis to their room, a name with nothing the font can draw shown as its fallback.

Ticks: where they go is the picture's business (it knows its width), what they say the
words'. ``chart_ticks(ratings)`` gives the round ratings and the calendar boundaries (UTC)
worth a tick, and the calendar unit they step by (``DAY``, ``MONTH``, ``YEAR``), so the
words layer can say each ("1200"; "3 Mar", "Mar", "2026") and give them back as
``Tick(value, label)``. The chart spans the ratings (``rating_span``: a little over their
range, never under ``LEAST_RATING_SPAN``) and the time from the first rated game to the last;
a tick outside them is left out, and so is a tick label that would run into its neighbour or
off the picture, never drawn smaller.

No rated game: the chart gives way to its ``empty`` words (no axes); the other parts are
drawn when given (months, a finished share, rivals), so the picture is as tall as its parts.
"""

from __future__ import annotations

import calendar
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property, lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from . import style, typography
from .geometry import Rect
from .layers import Text, draw_text
from .lettering import fit, width
from .names import drawable
from .png import encode_png

WIDTH = 794
MARGIN = 20  # around everything
GAP = 14  # between two parts
PAD = 18  # inside a part
RADIUS = 14  # a part's corners

TEXT: dict[str, int] = {
    "name": 32,  # the player's name, the title
    "games": 22,  # how many rated games, beside it
    "heading": 24,  # each part's heading
    "tick": 22,  # the chart's ratings and dates
    "season": 22,  # the current season's label
    "latest": 24,  # the latest rating, called out
    "count": 22,  # the games of a month, over its bar
    "month": 22,  # a month's name, under its bar
    "finished": 24,  # the finished share
    "rival": 24,  # a rival's name
    "record": 22,  # the record against them
    "empty": 28,  # no rated game yet
    "hint": 22,  # ... and what makes one
}

HEADER = 60  # the name's band
HEADING = 46  # a part's heading band
SEASON_BAND = 30  # over the plot: the season's label
PLOT_HEIGHT = 216
TICK_BAND = 40  # under the plot: the dates
EMPTY_HEIGHT = 150
BAR_HEIGHT = 84  # the busiest month's bar
COUNT_BAND = 30  # over the bars: their counts
MONTH_BAND = 40  # under the bars: the months
MONTH_GAP = 12  # between two months' names, at least
FINISHED_HEIGHT = 70
GAUGE = (240, 20)  # the finished share's gauge: its width and height
RIVAL_ROW = 42
RIVALS = 3  # rivals drawn at most
RIVAL_NAME_LEAST = 180  # a rival's name keeps this room before their record is cut

LINE = 3  # the rating line's width, 1.5 px on a phone
SEASON_LINE = 3  # the season's start
DOT = 4  # a game's dot, where the games stand apart
DOT_SPACING = 14  # ... by this many pixels at least
LATEST_DOT = 7
SUPERSAMPLE = 3  # the chart's line and dots are drawn this much larger, then shrunk

COLORS: dict[str, style.RGB] = {
    "background": style.THEME["table"],
    "panel": style.THEME["panel"],
    "text": style.THEME["text"],
    "muted": style.THEME["text_muted"],
    "grid": style.blend(style.THEME["panel"], style.THEME["text_muted"], 0.2),
    "line": (104, 184, 255),
    "on_line": style.THEME["table"],  # the latest rating, written on the line's color
    "season": style.THEME["winner"],
    "shaded": style.THEME["header"],  # every other rival's row
    "gauge": (92, 200, 140),
    "track": style.THEME["slot"],
}
COLORS["area"] = style.blend(COLORS["panel"], COLORS["line"], 0.14)  # under the line
COLORS["band"] = style.blend(COLORS["panel"], COLORS["season"], 0.11)  # the current season
COLORS["band_area"] = style.blend(COLORS["band"], COLORS["line"], 0.14)
COLORS["bar"] = COLORS["line"]


# ---------------------------------------------------------------------------- the values
@dataclass(frozen=True)
class RatingPoint:
    """The displayed rating after a rated game that ended ``at`` (UNIX seconds)."""

    at: float
    rating: float

    def __post_init__(self) -> None:
        if not (math.isfinite(self.at) and math.isfinite(self.rating)):
            raise ValueError(f"rating point {self.rating} at {self.at} is not a number")


@dataclass(frozen=True)
class Tick:
    """A tick of the chart: a rating, or a moment (UNIX seconds), and what it says."""

    value: float
    label: str


@dataclass(frozen=True)
class MonthCount:
    """The games of a month, and its name in the reader's words ("Mar", "mars")."""

    label: str
    games: int

    def __post_init__(self) -> None:
        if self.games < 0:
            raise ValueError(f"{self.label!r}: {self.games} games")


@dataclass(frozen=True)
class Rival:
    """Someone the player meets often: their ``name`` as typed (``fallback`` drawn when the
    font can draw none of it) and the player's ``record`` against them, said."""

    name: str
    record: str
    fallback: str = "?"


@dataclass(frozen=True)
class Progress:
    """What the picture shows of one player: their ``name`` as typed (``fallback`` when the
    font draws none of it); their ``ratings`` in the order of their games, with the chart's
    ticks (``chart_ticks`` says where, the words what); where the current season began
    (None: no season marked); their games in each month, oldest first (none: no bars); the
    share of their games they finish, 0 to 1 (None: not known, no gauge); their rivals, the
    most met first (the first ``RIVALS`` drawn)."""

    name: str
    fallback: str = "?"
    ratings: tuple[RatingPoint, ...] = ()
    rating_ticks: tuple[Tick, ...] = ()
    time_ticks: tuple[Tick, ...] = ()
    season_start: float | None = None
    months: tuple[MonthCount, ...] = ()
    finished_share: float | None = None
    rivals: tuple[Rival, ...] = ()

    def __post_init__(self) -> None:
        times = [point.at for point in self.ratings]
        if times != sorted(times):
            raise ValueError("the rating points are not in the order of their games")
        if self.finished_share is not None and not 0 <= self.finished_share <= 1:
            raise ValueError(f"a finished share of {self.finished_share} is not 0 to 1")

    @cached_property
    def span(self) -> tuple[float, float]:
        """The ratings from the plot's bottom to its top (``rating_span`` of them)."""
        return rating_span([point.rating for point in self.ratings])


@dataclass(frozen=True)
class ProgressLabels:
    """The picture's words, in the reader's language; each comment gives its English."""

    rating: str  # Rating after each rated game
    games: str  # 200 rated games
    latest: str  # 1234: the latest rating, at the line's end
    season: str  # Season 4 (the band from the current season's start)
    months: str  # Games per month
    finished: str  # Finishes 92% of their games
    rivals: str  # Met most often
    empty: str  # No rated game yet
    empty_hint: str  # Finish a game against other people and the rating shows here.


# ---------------------------------------------------------------------------- the ticks
DAY, MONTH, YEAR = "day", "month", "year"
MAX_TIME_TICKS = 5  # a date with its year is some 120 px wide
MAX_RATING_TICKS = 5
LEAST_RATING_SPAN = 100  # a chart spans at least this many points: a small move stays small
RATING_MARGIN = 0.08  # of the ratings' range, over the highest and under the lowest
RATING_STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)
TIME_STEPS = (
    (DAY, 1),
    (DAY, 2),
    (DAY, 7),
    (DAY, 14),
    (MONTH, 1),
    (MONTH, 2),
    (MONTH, 3),
    (MONTH, 6),
    (YEAR, 1),
    (YEAR, 2),
    (YEAR, 5),
    (YEAR, 10),
    (YEAR, 50),
)
SECONDS_A_DAY = 86400
MONDAY = 4  # days since the epoch (a Thursday) to its first Monday


class ChartTicks(NamedTuple):
    """Where the chart's ticks go: round ``ratings`` within their span, and ``times``
    (UNIX seconds, calendar boundaries in UTC) stepping by ``unit``: ``DAY`` (a tick says
    its day), ``MONTH`` (its month; January its year too) or ``YEAR``. A chart of one day has
    one time tick, at its first game."""

    ratings: tuple[float, ...]
    times: tuple[float, ...]
    unit: str


def chart_ticks(ratings: Sequence[RatingPoint]) -> ChartTicks:
    """The ticks worth drawing for ``ratings`` (none for none)."""
    if not ratings:
        return ChartTicks((), (), DAY)
    unit, times = time_ticks(ratings[0].at, ratings[-1].at)
    low, high = rating_span([point.rating for point in ratings])
    return ChartTicks(rating_ticks(low, high), times, unit)


def rating_span(ratings: Sequence[float]) -> tuple[float, float]:
    """The ratings from the plot's bottom to its top: a little more than ``ratings`` span,
    and at least ``LEAST_RATING_SPAN`` around their middle."""
    low, high = min(ratings), max(ratings)
    margin = (high - low) * RATING_MARGIN
    low, high = low - margin, high + margin
    if high - low < LEAST_RATING_SPAN:
        middle = (low + high) / 2
        low, high = middle - LEAST_RATING_SPAN / 2, middle + LEAST_RATING_SPAN / 2
    return low, high


def rating_ticks(low: float, high: float) -> tuple[float, ...]:
    """The round ratings from ``low`` to ``high``: the multiples of the finest step in
    ``RATING_STEPS`` that gives ``MAX_RATING_TICKS`` at most."""
    for step in RATING_STEPS:
        first, last = math.ceil(low / step), math.floor(high / step)
        if last - first < MAX_RATING_TICKS:
            return tuple(float(index * step) for index in range(first, last + 1))
    return ()


def time_ticks(first: float, last: float) -> tuple[str, tuple[float, ...]]:
    """The calendar unit and the moments (UTC) of the ticks between ``first`` and ``last``:
    the finest steps that give ``MAX_TIME_TICKS`` at most; within a day, its first moment."""
    for unit, step in TIME_STEPS:
        moments = _boundaries(first, last, unit, step)
        if len(moments) <= MAX_TIME_TICKS:
            return (unit, moments) if moments else (DAY, (first,))
    return YEAR, ()


def _boundaries(first: float, last: float, unit: str, step: int) -> tuple[float, ...]:
    """Each start of a day, month or year from ``first`` to ``last`` that ``step`` divides
    (counted from the epoch; weeks start on Mondays)."""
    if unit == DAY:
        offset = MONDAY if step == 7 or step == 14 else 0
        day = math.ceil(first / SECONDS_A_DAY)
        day += (offset - day) % step
        found: list[float] = []
        while day * SECONDS_A_DAY <= last and len(found) <= MAX_TIME_TICKS:
            found.append(float(day * SECONDS_A_DAY))
            day += step
        return tuple(found)
    start, end = datetime.fromtimestamp(first, UTC), datetime.fromtimestamp(last, UTC)
    if unit == MONTH:
        months = range(start.year * 12 + start.month - 1, end.year * 12 + end.month)
        candidates = [(index // 12, index % 12 + 1) for index in months if index % step == 0]
    else:
        candidates = [(year, 1) for year in range(start.year, end.year + 1) if year % step == 0]
    moments = [float(calendar.timegm((year, month, 1, 0, 0, 0))) for year, month in candidates]
    return tuple(moment for moment in moments if first <= moment <= last)


# ---------------------------------------------------------------------------- the layout
class Shape(NamedTuple):
    """A rounded rectangle filling ``box`` in ``color``."""

    box: Rect
    radius: int
    color: style.RGB


Command = Shape | Text


class ProgressLayout(NamedTuple):
    """Every box of the picture, top to bottom; a part not drawn is None. ``plot`` is where
    the line goes (its ticks' span), inside ``chart``; ``bars`` holds one slot per month."""

    size: tuple[int, int]
    header: Rect
    chart: Rect | None
    plot: Rect | None
    empty: Rect | None
    months: Rect | None
    bars: tuple[Rect, ...]
    finished: Rect | None
    rivals: Rect | None
    rows: tuple[Rect, ...]


def progress_layout(progress: Progress, labels: ProgressLabels) -> ProgressLayout:
    """Where each part goes, from what there is to draw and how wide its words are."""
    left, right = MARGIN, WIDTH - MARGIN
    header = Rect(left, MARGIN, right, MARGIN + HEADER)
    y = header.y1 + GAP // 2
    chart: Rect | None = None
    plot: Rect | None = None
    empty: Rect | None = None
    if progress.ratings:
        chart = Rect(left, y, right, y + HEADING + SEASON_BAND + PLOT_HEIGHT + TICK_BAND)
        plot = plot_box(chart, progress, labels)
        y = chart.y1 + GAP
    else:
        empty = Rect(left, y, right, y + EMPTY_HEIGHT)
        y = empty.y1 + GAP
    months: Rect | None = None
    bars: tuple[Rect, ...] = ()
    if progress.months:
        months = Rect(left, y, right, y + HEADING + COUNT_BAND + BAR_HEIGHT + MONTH_BAND)
        bars = bar_slots(months, len(progress.months))
        y = months.y1 + GAP
    finished = None
    if progress.finished_share is not None:
        finished = Rect(left, y, right, y + FINISHED_HEIGHT)
        y = finished.y1 + GAP
    rivals: Rect | None = None
    rows: tuple[Rect, ...] = ()
    shown = progress.rivals[:RIVALS]
    if shown:
        rivals = Rect(left, y, right, y + HEADING + len(shown) * RIVAL_ROW + PAD // 2)
        rows = tuple(
            Rect(left + PAD // 2, top, right - PAD // 2, top + RIVAL_ROW)
            for top in range(
                rivals.y0 + HEADING, rivals.y0 + HEADING + len(shown) * RIVAL_ROW, RIVAL_ROW
            )
        )
        y = rivals.y1 + GAP
    height = y - GAP + MARGIN
    return ProgressLayout(
        (WIDTH, height), header, chart, plot, empty, months, bars, finished, rivals, rows
    )


def plot_box(chart: Rect, progress: Progress, labels: ProgressLabels) -> Rect:
    """The plot inside ``chart``: right of the widest rating tick, left of the latest
    rating's tag, between the season's label and the dates."""
    ticks = max(
        (width(tick.label, TEXT["tick"]) for tick in shown_rating_ticks(progress)), default=0
    )
    tag = tag_size(labels.latest)[0]
    top = chart.y0 + HEADING + SEASON_BAND
    return Rect(
        chart.x0 + PAD + math.ceil(ticks) + 12,
        top,
        chart.x1 - PAD - tag - LATEST_DOT - 6,
        top + PLOT_HEIGHT,
    )


def tag_size(latest: str) -> tuple[int, int]:
    """The pill the latest rating is written in."""
    return math.ceil(width(latest, TEXT["latest"], True)) + 20, TEXT["latest"] + 16


def bar_slots(months: Rect, count: int) -> tuple[Rect, ...]:
    """Each month's slot, left to right: its bar stands in the middle, its name under it."""
    left, right = months.x0 + PAD, months.x1 - PAD
    top = months.y0 + HEADING + COUNT_BAND
    slot = (right - left) / count
    return tuple(
        Rect(round(left + index * slot), top, round(left + (index + 1) * slot), top + BAR_HEIGHT)
        for index in range(count)
    )


# ---------------------------------------------------------------------------- the chart
def shown_rating_ticks(progress: Progress) -> list[Tick]:
    """The rating ticks within the plot."""
    low, high = progress.span
    return [tick for tick in progress.rating_ticks if low <= tick.value <= high]


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


def drawn_fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """The caller's words as the font draws them, cut to ``max_width``."""
    return fit(drawable(content, typography.covered), max_width, size, bold)


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
        draw_text(
            image,
            command.content,
            command.anchor,
            command.size,
            command.color,
            bold=command.bold,
            align=command.align,
            middle=command.middle,
        )
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
    pixels = render_progress(progress, labels).quantize(
        palette=palette_image(), dither=Image.Dither.NONE
    )
    return encode_png(pixels, colors=len(palette_image().getpalette() or ()) // 3)


RAMP_STEPS = 6  # shades between an ink and what it is drawn on: smooth edges on the palette


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
    colors: list[style.RGB] = []
    for ink, ground in _ramp_pairs():
        for step in range(RAMP_STEPS + 2):
            shade = style.blend(COLORS[ground], COLORS[ink], step / (RAMP_STEPS + 1))
            if shade not in colors:
                colors.append(shade)
    if len(colors) > 256:
        raise ValueError(f"the progress palette has {len(colors)} colors, PNG allows 256")
    image = Image.new("P", (1, 1))
    image.putpalette([channel for color in colors for channel in color])
    return image
