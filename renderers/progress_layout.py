"""The progress picture's values, ticks and layout (``progress`` draws it), with its sizes and
colors; the chart's ticks are the round ratings and the calendar boundaries worth one."""

from __future__ import annotations

import calendar
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from typing import NamedTuple

from . import style
from .geometry import Rect
from .layers import Text
from .lettering import width

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


def shown_rating_ticks(progress: Progress) -> list[Tick]:
    """The rating ticks within the plot."""
    low, high = progress.span
    return [tick for tick in progress.rating_ticks if low <= tick.value <= high]


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
