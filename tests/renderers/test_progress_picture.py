"""A player's progress picture: the line's points land where their ratings and moments say,
the season's band begins at its start, the bars follow the counts, no rated game draws words
and no axes, one game a point, 200 games a line with few ticks; every text at least 11 px on
a phone, inside its part and clear of the others, long names cut, undrawable ones replaced."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from PIL import Image

from azul_bot.core.words import LANGUAGES
from azul_bot.features.results.picture import ProgressFacts, progress_labels, progress_of
from renderers import progress as P
from renderers.geometry import Rect
from renderers.layers import Text, text_box
from renderers.lettering import PHONE_WIDTH, SMALLEST_ON_PHONE
from renderers.names import ELLIPSIS
from renderers.style import contrast_ratio

DAY = 86400
START = 1_767_225_600  # 1 January 2026, UTC
LONG = "Maximiliane Wilhelmina von Hohenzollern-Sigmaringen"
RIVALS = ((LONG, 14, 9, 1), ("李小龍", 8, 11, 0), ("Zoë 🎲", 6, 5, 2))
LABELS = P.ProgressLabels(
    rating="Rating after each rated game",
    games="20 rated games",
    latest="1234",
    season="Season 4",
    months="Games per month",
    finished="Finishes 92% of their games",
    rivals="Met most often",
    empty="No rated game yet",
    empty_hint="Only games against other people count.",
)


def walk(games: int, seed: int = 5, days: float = 3) -> tuple[tuple[float, float], ...]:
    """``games`` ratings, one every ``days`` days or so from ``START``, wandering from 1000."""
    chooser, rating, at, found = random.Random(seed), 1000.0, float(START), []
    for _ in range(games):
        at += chooser.uniform(0.2, 2 * days) * DAY
        rating += chooser.gauss(2, 20)
        found.append((at, rating))
    return tuple(found)


def facts(games: int, **changes) -> ProgressFacts:
    ratings = walk(games)
    season_start = ratings[len(ratings) // 2][0] - 1 if ratings else START
    made = ProgressFacts(
        name="Chloé",
        ratings=ratings,
        season=4,
        season_start=season_start,
        months=tuple((2026, month, month * 2 % 7) for month in range(1, 13)) if games else (),
        finished_share=0.92 if games else None,
        rivals=RIVALS if games else (),
    )
    return replace(made, **changes)


def drawn(made: ProgressFacts, language: str = "en"):
    """The picture of ``made`` in ``language``: its values, words, layout and commands."""
    progress, labels = progress_of(made, language), progress_labels(made, language)
    layout, commands = P.progress_commands(progress, labels)
    return progress, labels, layout, commands


def texts(commands, kind: str | None = None) -> list[Text]:
    return [c for c in commands if isinstance(c, Text) and (kind is None or c.kind == kind)]


def image_of(made: ProgressFacts, language: str = "en") -> Image.Image:
    progress, labels, _, _ = drawn(made, language)
    return P.render_progress(progress, labels)


def near(pixel, color, tolerance: int = 10) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, color, strict=True))


def pixels_of(image: Image.Image, box: Rect, color) -> list[tuple[int, int]]:
    """Every pixel of ``box`` in ``color``."""
    return [
        (x, y)
        for y in range(box.y0, box.y1)
        for x in range(box.x0, box.x1)
        if near(image.getpixel((x, y)), color)
    ]


COUNTS = (0, 1, 2, 20, 200)


# ---------------------------------------------------------------------------- the phone


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("games", COUNTS)
def test_no_text_is_under_11_px_on_a_phone(games, language):
    _, _, layout, commands = drawn(facts(games), language)
    assert layout.size[0] == P.WIDTH
    small = [
        (t.kind, t.content)
        for t in texts(commands)
        if t.size * PHONE_WIDTH / layout.size[0] < SMALLEST_ON_PHONE
    ]
    assert texts(commands) and not small


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("games", COUNTS)
def test_every_text_lies_inside_its_part_and_clear_of_the_others(games, language):
    _, _, layout, commands = drawn(facts(games), language)
    parts = [layout.header, layout.chart, layout.empty, layout.months, layout.finished]
    parts = [part for part in [*parts, layout.rivals] if part is not None]
    boxes = [(text, text_box(text)) for text in texts(commands)]
    for text, box in boxes:
        assert any(part.contains(box) for part in parts), text
    for index, (text, box) in enumerate(boxes):
        for other, other_box in boxes[index + 1 :]:
            assert not box.overlaps(other_box), (text, other)


@pytest.mark.parametrize("games", COUNTS)
def test_the_same_progress_gives_the_same_png_bytes(games):
    progress, labels, layout, _ = drawn(facts(games), "fr")
    png = P.progress_png(progress, labels)
    assert P.progress_png(progress, labels) == png
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG" and image.size == layout.size


# ---------------------------------------------------------------------------- the line


def test_the_highest_and_lowest_ratings_are_the_highest_and_lowest_points_drawn():
    for games in (12, 60):
        walked = walk(games)
        values = [rating for _, rating in walked]
        middle = (walked[-1][0] + DAY, (max(values) + min(values)) / 2)  # the latest: larger
        made = facts(0, ratings=(*walked, middle))
        ratings = [rating for _, rating in made.ratings]
        progress, labels, layout, _ = drawn(made)
        image = P.render_progress(progress, labels)
        points = P.chart_points(layout, progress)
        reach = P.DOT if P.dots_shown(points) else P.LINE / 2  # past the point, up or down
        plot = layout.plot
        box = Rect(plot.x0 - 10, plot.y0 - 10, plot.x1 + 1, plot.y1 + 10)
        line = pixels_of(image, box, P.COLORS["line"])
        top, bottom = min(y for _, y in line), max(y for _, y in line)
        high = points[ratings.index(max(ratings))]
        low = points[ratings.index(min(ratings))]
        assert abs(top - (high[1] - reach)) <= 2 and abs(bottom - (low[1] + reach)) <= 2
        # the highest and lowest rows drawn hold the highest and lowest points
        for row, (x, _) in ((top, high), (bottom, low)):
            xs = [px for px, py in line if py == row]
            assert min(xs) - reach - 1 <= x <= max(xs) + reach + 1


def test_points_stand_at_their_moment_and_rating_and_the_ticks_at_theirs():
    made = facts(
        0, ratings=((START, 1000.0), (START + 4 * DAY, 1150.0), (START + 10 * DAY, 1100.0))
    )
    progress, _, layout, commands = drawn(made)
    plot = layout.plot
    low, high = 988, 1162  # the ratings' range and 8 % of it either side

    def y_of(rating):
        return plot.y1 - plot.height * (rating - low) / (high - low)

    assert [tick.value for tick in progress.rating_ticks] == [1000, 1050, 1100, 1150]
    (x0, y0), (x1, y1), (x2, y2) = P.chart_points(layout, progress)
    assert x0 == plot.x0 and y0 == pytest.approx(y_of(1000))
    assert x1 == pytest.approx(plot.x0 + 0.4 * plot.width) and y1 == pytest.approx(y_of(1150))
    assert x2 == plot.x1 and y2 == pytest.approx(y_of(1100))
    assert plot.y0 < y1 < y2 < y0 < plot.y1
    ticks = {t.content: t.anchor[1] for t in texts(commands, "tick") if t.align == "right"}
    assert ticks == {str(value): round(y_of(value)) for value in (1000, 1050, 1100, 1150)}


def test_the_latest_rating_is_called_out_beside_the_last_point():
    made = facts(20)
    progress, labels, layout, commands = drawn(made)
    (latest,) = texts(commands, "latest")
    assert latest.content == str(round(made.ratings[-1][1]))
    x, y = P.chart_points(layout, progress)[-1]
    box = text_box(latest)
    assert box.x0 > x + P.LATEST_DOT and abs(latest.anchor[1] - y) <= P.tag_size(labels.latest)[1]


def test_the_season_band_begins_at_the_seasons_start():
    ratings = tuple((START + day * DAY, 1000.0 + 10 * day) for day in range(11))
    made = facts(0, ratings=ratings, season_start=START + 6.5 * DAY)
    progress, labels, layout, commands = drawn(made)
    plot = layout.plot
    x = P.season_x(layout, progress)
    assert x == pytest.approx(plot.x0 + 0.65 * plot.width)
    image = P.render_progress(progress, labels)
    strip = plot.y0 - 4  # over the plot, under the season's label
    assert near(image.getpixel((round(x), strip)), P.COLORS["season"])
    assert near(image.getpixel((round(x) + 5, strip)), P.COLORS["band"])
    assert near(image.getpixel((round(x) - 5, strip)), P.COLORS["panel"])
    bottom = plot.y1 - 3  # under the line, in the area
    assert near(image.getpixel((round(x) + 5, bottom)), P.COLORS["band_area"])
    assert near(image.getpixel((round(x) - 5, bottom)), P.COLORS["area"])
    (season,) = texts(commands, "season")
    assert season.content == "Season 4" and text_box(season).x0 > x


def test_a_season_begun_before_every_game_covers_the_chart_and_one_begun_after_none():
    ratings = walk(10)
    before = drawn(facts(0, ratings=ratings, season_start=ratings[0][0] - DAY))
    assert P.season_x(before[2], before[0]) == before[2].plot.x0
    after = drawn(facts(0, ratings=ratings, season_start=ratings[-1][0] + DAY))
    assert P.season_x(after[2], after[0]) is None and not texts(after[3], "season")
    off = drawn(facts(0, ratings=ratings, season=None))
    assert off[0].season_start is None and not texts(off[3], "season")


def test_a_season_begun_near_the_end_is_named_left_of_its_start():
    ratings = walk(30)
    made = facts(0, ratings=ratings, season_start=ratings[-1][0] - 60)
    progress, _, layout, commands = drawn(made)
    (season,) = texts(commands, "season")
    x = P.season_x(layout, progress)
    assert season.align == "right" and text_box(season).x1 < x
    assert text_box(season).x0 >= layout.plot.x0


def test_one_game_is_a_point_and_not_a_line():
    made = facts(0, ratings=((START, 1043.0),), provisional=True)
    progress, labels, layout, commands = drawn(made)
    image = P.render_progress(progress, labels)
    plot = layout.plot
    ((x, y),) = P.chart_points(layout, progress)
    assert x == plot.center[0]
    left_of_tag = Rect(plot.x0, plot.y0, round(x) + P.LATEST_DOT + 2, plot.y1 + 1)
    line = pixels_of(image, left_of_tag, P.COLORS["line"])
    assert line and all(
        abs(px - x) <= P.LATEST_DOT and abs(py - y) <= P.LATEST_DOT for px, py in line
    )
    assert [t.content for t in texts(commands, "latest")] == ["1043?"]
    (date,) = [t for t in texts(commands, "tick") if t.align == "left"]
    assert date.content == "Jan 1, 2026"


def test_a_flat_rating_spans_a_hundred_points_around_it():
    made = facts(0, ratings=tuple((START + day * DAY, 1500.0) for day in range(5)))
    progress, _, layout, _ = drawn(made)
    assert progress.span == (1450, 1550)
    assert all(
        y == pytest.approx(layout.plot.center[1], abs=1)
        for _, y in P.chart_points(layout, progress)
    )


def test_200_games_draw_a_line_without_dots_and_few_ticks_apart():
    progress, _, layout, commands = drawn(facts(200))
    assert not P.dots_shown(P.chart_points(layout, progress))
    twenty, _, twenty_layout, _ = drawn(facts(20))
    assert P.dots_shown(P.chart_points(twenty_layout, twenty))
    dates = [t for t in texts(commands, "tick") if t.align == "left"]
    ratings = [t for t in texts(commands, "tick") if t.align == "right"]
    assert 2 <= len(dates) <= P.MAX_TIME_TICKS and 2 <= len(ratings) <= P.MAX_RATING_TICKS
    boxes = sorted(text_box(t) for t in dates)
    assert all(one.x1 + 16 <= other.x0 for one, other in zip(boxes, boxes[1:], strict=False))


def test_a_date_label_that_would_run_into_the_one_before_is_left_out():
    made = facts(20)
    progress, labels, _, _ = drawn(made)
    wordy = tuple(P.Tick(tick.value, "Wednesday " + tick.label) for tick in progress.time_ticks)
    layout, commands = P.progress_commands(replace(progress, time_ticks=wordy), labels)
    dates = [t for t in texts(commands, "tick") if t.align == "left"]
    assert 1 <= len(dates) < len(wordy)
    boxes = sorted(text_box(t) for t in dates)
    assert all(one.x1 < other.x0 for one, other in zip(boxes, boxes[1:], strict=False))
    assert all(layout.chart.contains(box) for box in boxes)


# ---------------------------------------------------------------------------- the ticks


@pytest.mark.parametrize(
    ("ratings", "span", "ticks"),
    [
        ((1000,), (950, 1050), (960, 980, 1000, 1020, 1040)),
        ((990, 1310), (964.4, 1335.6), (1000, 1100, 1200, 1300)),
        ((0, 2500), (-200, 2700), (0, 1000, 2000)),
        ((-37, 12), (-62.5, 37.5), (-60, -40, -20, 0, 20)),
    ],
)
def test_rating_ticks_are_round_and_within_a_span_a_little_wider_than_the_ratings(
    ratings, span, ticks
):
    low, high = P.rating_span(ratings)
    assert (low, high) == pytest.approx(span)
    assert low < min(ratings) and max(ratings) < high and high - low >= P.LEAST_RATING_SPAN
    found = P.rating_ticks(low, high)
    assert found == ticks and len(found) <= P.MAX_RATING_TICKS
    assert low <= found[0] and found[-1] <= high
    steps = {b - a for a, b in zip(found, found[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() in P.RATING_STEPS


@pytest.mark.parametrize(
    ("days", "unit", "step"),
    [(0.2, P.DAY, None), (9, P.DAY, 2), (40, P.DAY, 14), (200, P.MONTH, 2), (1100, P.YEAR, 1)],
)
def test_time_ticks_fall_on_calendar_boundaries_as_fine_as_fit(days, unit, step):
    first = START + 3 * DAY + 3600  # a Sunday, 1 am
    found_unit, moments = P.time_ticks(first, first + days * DAY)
    assert found_unit == unit and 1 <= len(moments) <= P.MAX_TIME_TICKS
    if step is None:
        assert moments == (first,)  # within a day: the day of the first game
        return
    days_of = [datetime.fromtimestamp(moment, UTC) for moment in moments]
    assert all(day.hour == day.minute == 0 for day in days_of)
    if unit == P.DAY:
        assert {(b - a).days for a, b in zip(days_of, days_of[1:], strict=False)} == {step}
    elif unit == P.MONTH:
        assert all(day.day == 1 and (day.month - 1) % step == 0 for day in days_of)
    else:
        assert all((day.month, day.day) == (1, 1) for day in days_of)
    if unit == P.DAY and step == 14:
        assert all(day.weekday() == 0 for day in days_of)  # weeks start on Mondays


# ---------------------------------------------------------------------------- the other parts


def test_the_bars_heights_follow_the_counts():
    months = ((2025, 6, 10), (2025, 7, 5), (2025, 8, 0), (2025, 9, 1), (2025, 10, 4))
    made = facts(20, months=months)
    progress, labels, layout, commands = drawn(made)
    image = P.render_progress(progress, labels)
    heights = []
    for slot in layout.bars:
        column = Rect(slot.center[0], slot.y0 - 20, slot.center[0] + 1, slot.y1)
        heights.append(len(pixels_of(image, column, P.COLORS["bar"])))
    assert heights == [P.BAR_HEIGHT, P.BAR_HEIGHT // 2, 0, P.bar_height(1, 10), 34]
    assert [t.content for t in texts(commands, "count")] == ["10", "5", "1", "4"]
    assert [t.content for t in texts(commands, "month")] == ["Jun", "Jul", "Aug", "Sep", "Oct"]


def test_month_names_that_would_crowd_are_drawn_every_other_one_the_latest_among_them():
    english = [t.content for t in texts(drawn(facts(20), "en")[3], "month")]
    assert " ".join(english) == "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"
    _, _, layout, commands = drawn(facts(20), "fr")  # "août" and "sept." would touch
    french = texts(commands, "month")
    assert [t.content for t in french] == ["févr.", "avr.", "juin", "août", "oct.", "déc."]
    assert [t.anchor[0] for t in french] == [slot.center[0] for slot in layout.bars[1::2]]
    assert len(texts(commands, "count")) == 11  # every month's games still (July had none)


def test_the_gauge_is_filled_as_far_as_the_finished_share():
    for share in (0.25, 0.92):
        made = facts(20, finished_share=share)
        progress, labels, layout, _ = drawn(made)
        image = P.render_progress(progress, labels)
        box = layout.finished
        row = Rect(box.x0, box.center[1], box.x1, box.center[1] + 1)
        filled = len(pixels_of(image, row, P.COLORS["gauge"]))
        assert filled == pytest.approx(P.GAUGE[0] * share, abs=3)


def test_long_names_are_cut_and_a_name_the_font_cannot_draw_shows_the_readers_word():
    made = facts(20, name="W" * 40)
    _, _, layout, commands = drawn(made, "fr")
    (name,) = texts(commands, "name")
    assert name.content.startswith("WWW") and name.content.endswith(ELLIPSIS)
    assert text_box(name).x1 < text_box(texts(commands, "games")[0]).x0
    rivals = texts(commands, "rival")
    records = texts(commands, "record")
    assert rivals[0].content.startswith("Maximiliane") and rivals[0].content.endswith(ELLIPSIS)
    assert rivals[1].content == "Joueur"  # 李小龍: nothing the shipped font draws
    assert rivals[2].content == "Zoë"
    for rival, record, row in zip(rivals, records, layout.rows, strict=True):
        assert row.contains(text_box(rival)) and row.contains(text_box(record))
        assert text_box(rival).x1 < text_box(record).x0
    assert records[0].content == "14 victoires · 9 défaites · 1 partagée"
    nameless = drawn(facts(20, name="🐉🐉"), "nl")[3]
    assert texts(nameless, "name")[0].content == "Speler"


def test_a_long_record_gives_way_before_a_name_gets_less_than_its_least():
    progress, labels, _, _ = drawn(facts(20))
    wordy = replace(progress, rivals=(P.Rival("Chloé", "won " * 60, "?"),))
    _, commands = P.progress_commands(wordy, labels)
    (record,) = texts(commands, "record")
    (rival,) = texts(commands, "rival")
    assert record.content.endswith(ELLIPSIS) and rival.content == "Chloé"
    assert text_box(record).x0 - text_box(rival).x0 >= P.RIVAL_NAME_LEAST


def test_no_rated_game_draws_its_words_and_no_axes():
    made = facts(0)
    progress, labels, layout, commands = drawn(made)
    assert layout.chart is None and layout.plot is None and layout.empty is not None
    assert not texts(commands, "tick") and not texts(commands, "latest")
    assert not texts(commands, "games")  # no "0 rated games" beside the name
    assert [t.content for t in texts(commands, "empty")] == ["No rated game yet"]
    assert [t.content for t in texts(commands, "hint")] == [labels.empty_hint]
    image = P.render_progress(progress, labels)
    assert not pixels_of(image, Rect(0, 0, *layout.size), P.COLORS["line"])
    full = drawn(facts(20))[2]
    assert layout.size[1] < full.size[1] / 3


def test_the_parts_given_are_drawn_and_the_others_left_out():
    made = facts(0, rivals=RIVALS[:2], finished_share=0.5)
    _, _, layout, commands = drawn(made)
    assert layout.months is None and layout.finished is not None and len(layout.rows) == 2
    many = drawn(facts(20, rivals=RIVALS * 2))[2]
    assert len(many.rows) == P.RIVALS


def test_impossible_values_are_refused():
    with pytest.raises(ValueError, match="order"):
        P.Progress("Chloé", ratings=(P.RatingPoint(2, 1000), P.RatingPoint(1, 1000)))
    with pytest.raises(ValueError, match="share"):
        P.Progress("Chloé", finished_share=1.5)
    with pytest.raises(ValueError):
        P.RatingPoint(0, float("nan"))
    with pytest.raises(ValueError):
        P.MonthCount("Jan", -1)


def test_words_and_the_line_stand_out_from_what_they_are_drawn_on():
    words_on = {
        "text": ("background", "panel", "shaded"),
        "muted": ("background", "panel", "shaded"),
        "season": ("panel", "band"),
        "on_line": ("line",),
    }
    for ink, grounds in words_on.items():
        for ground in grounds:
            ratio = contrast_ratio(P.COLORS[ink], P.COLORS[ground])
            assert ratio >= 4.5, (ink, ground, ratio)  # WCAG AA for text
    for ground in ("panel", "band", "area", "band_area"):
        ratio = contrast_ratio(P.COLORS["line"], P.COLORS[ground])
        assert ratio >= 3, (ground, ratio)  # WCAG for what a graphic shows
