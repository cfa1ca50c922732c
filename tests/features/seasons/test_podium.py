"""The podium of a season's end, made for a phone like the table: no text under 11 px at 400 px
wide, each place's lines between the title and its step, in every language, the same bytes
for the same standings, and a step nobody holds left empty."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from azul_bot.core.words import LANGUAGES
from azul_bot.features.seasons.picture import draw_podium, podium_places, season_dates
from azul_bot.features.seasons.standings import SeasonPlace, SeasonStandings
from renderers import podium
from renderers.lettering import PHONE_WIDTH, SMALLEST_ON_PHONE

LONG = "Maximiliane von Hohenzollern-Sigmaringen"
TOP = (
    SeasonPlace(1, LONG, LONG, 1834, 41, 0.97),
    SeasonPlace(2, "Łukasz", "Łukasz", 1612, 1),
    SeasonPlace(3, "🎲🎲", "🎲🎲", 1587, 27),  # nothing the font draws: "Player"
    SeasonPlace(4, "dave", "dave", 1500, 9),
)


def standings(top=TOP) -> SeasonStandings:
    return SeasonStandings(12, 1_767_225_600, 1_775_001_600, top, 14, 5, 87, 12, top[0], None)


def test_no_text_is_under_11_px_on_a_phone():
    assert min(podium.TEXT.values()) * PHONE_WIDTH / podium.WIDTH >= SMALLEST_ON_PHONE


def test_each_places_lines_stand_between_the_dates_and_its_step_and_steps_never_touch():
    boxes = [podium.step_box(rank) for rank in (1, 2, 3)]
    assert boxes[0].height > boxes[1].height > boxes[2].height  # the winner highest
    for one, other in [(0, 1), (0, 2), (1, 2)]:
        assert not boxes[one].overlaps(boxes[other])
    for rank, box in zip((1, 2, 3), boxes, strict=True):
        assert box.x0 > 0 and box.x1 < podium.WIDTH and box.y1 < podium.HEIGHT
        lines = podium.baselines(rank)
        top_line = min(lines, key=lines.get)
        top = lines[top_line] - podium.TEXT[top_line]  # at most a line's size above its baseline
        assert top > podium.DATES_Y + 8, (rank, lines)
        assert lines["games"] < box.y0


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_podium_is_drawn_in_every_language_the_same_way_each_time(language):
    png = draw_podium(standings(), language)
    assert draw_podium(standings(), language) == png
    image = Image.open(io.BytesIO(png))
    assert image.size == (podium.WIDTH, podium.HEIGHT)
    places = podium_places(standings(), language)
    assert [place.rank for place in places] == [1, 2, 3]  # the podium: the first three
    assert places[2].fallback != "?"  # the reader's word for a name with nothing to draw


def test_a_step_nobody_holds_stands_empty():
    image = Image.open(io.BytesIO(draw_podium(standings(TOP[:1]), "en"))).convert("RGB")
    for rank in (2, 3):
        box = podium.step_box(rank)
        assert image.getpixel((box.x0 + 12, box.y1 - 12)) == podium.EMPTY_STEP
    box = podium.step_box(1)
    assert image.getpixel((box.x0 + 12, box.y1 - 12)) == podium.METALS[1]


def test_a_seasons_dates_are_its_first_and_last_days_in_the_readers_words():
    said = season_dates(1_767_225_600, 1_775_001_600, "en")
    assert " ".join(said.split()) == "Jan 1 – Mar 31, 2026"  # Babel's thin spaces read as spaces
    assert season_dates(1_775_001_600, 1_777_593_600, "fr") == "1–30 avr. 2026"
