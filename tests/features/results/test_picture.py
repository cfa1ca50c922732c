"""The words of the progress picture and its alt text: every sentence in each language, counts
grouped and shares written as the reader's language does, dates and months said by it, ratings
written as the bot writes them everywhere; the alt text names the latest rating, the trend,
the season, the months, the finished share and the rivals, and stays under Discord's limit."""

from __future__ import annotations

import io
import pickle
from dataclasses import replace

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from PIL import Image

from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.catalogue import catalogue_text
from azul_bot.features.results.picture import (
    ALT_LIMIT,
    ProgressFacts,
    draw_progress,
    month_label,
    progress_alt,
    progress_labels,
    progress_of,
    rating_text,
    signed,
    time_label,
)
from azul_bot.features.results.progress import ALONE, COACHED, NOT_COUNTED, last_months
from renderers import progress as P

DAY = 86400
MARCH = 1_772_323_200  # 1 March 2026, UTC
NNBSP, NBSP = "\u202f", "\xa0"  # what Babel puts in French numbers and percentages

RATINGS = tuple((MARCH + day * DAY, 1000.0 + 8 * day - (day % 3) * 11) for day in range(30))
CHLOE = ProgressFacts(
    name="Chloé",
    ratings=RATINGS,
    season=4,
    season_start=MARCH + 20 * DAY - 1,
    months=((2026, 1, 0), (2026, 2, 3), (2026, 3, 30), (2026, 4, 0)),
    finished_share=0.92,
    rivals=(("Łukasz", 5, 3, 1), ("Zoë", 1, 1, 0), ("Mei", 0, 2, 2)),
)
NEW_KEYS = (
    "progress-rating",
    "progress-games",
    "progress-season",
    "progress-months",
    "progress-finished",
    "progress-rivals",
    "progress-record",
    "progress-empty",
    "progress-empty-hint",
    "progress-empty-coached",
    "progress-empty-not-counted",
    "progress-alt-rating",
    "progress-alt-up",
    "progress-alt-down",
    "progress-alt-level",
    "progress-alt-season",
    "progress-alt-season-all",
    "progress-alt-season-none",
    "progress-alt-months",
    "progress-alt-months-none",
    "progress-alt-finished",
    "progress-alt-rivals",
    "progress-alt-rival",
    "progress-alt-empty",
)


def progress_keys(language: str) -> set[str]:
    resource = FluentParser(with_spans=False).parse(catalogue_text(language))
    return {
        entry.id.name
        for entry in resource.body
        if isinstance(entry, fluent.Message) and entry.id.name.startswith("progress-")
    }


# ---------------------------------------------------------------------------- the catalogue


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_progress_key_is_in_every_language(language):
    assert progress_keys(language) == set(NEW_KEYS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pictures_words_are_each_languages_own(language):
    labels = progress_labels(CHLOE, language)
    english = progress_labels(CHLOE, "en")
    for field in ("rating", "games", "season", "months", "finished", "rivals", "empty"):
        said = getattr(labels, field)
        assert said.strip(), field
        if language != "en":
            assert said != getattr(english, field), field
    assert labels.latest == rating_text(RATINGS[-1][1])


def test_the_words_read_as_each_language_says_them():
    en, fr, nl = (progress_labels(CHLOE, language) for language in LANGUAGES)
    assert (en.games, fr.games, nl.games) == (
        "30 rated games",
        "30 parties classées",
        "30 spellen met rating",
    )
    assert (en.season, fr.season, nl.season) == ("Season 4", "Saison 4", "Seizoen 4")
    assert en.finished == "Finishes 92% of their games"
    assert fr.finished == f"Termine 92{NBSP}% de ses parties"
    assert nl.finished == "Speelt 92% van de spellen uit"
    records = [progress_of(CHLOE, language).rivals[0].record for language in LANGUAGES]
    assert records == [
        "5 wins · 3 losses · 1 shared",
        "5 victoires · 3 défaites · 1 partagée",
        "5 gewonnen · 3 verloren · 1 gedeeld",
    ]
    one = [progress_of(CHLOE, language).rivals[1].record for language in LANGUAGES]
    assert one[0] == "1 win · 1 loss · 0 shared"
    assert one[1] == "1 victoire · 1 défaite · 0 partagée"  # French counts 0 as one


# ---------------------------------------------------------------------------- numbers and dates


def test_counts_are_grouped_as_each_language_groups_them():
    games = ((MARCH + index, 1000.0) for index in range(1234))
    many = replace(CHLOE, ratings=tuple(games))
    said = [progress_labels(many, language).games for language in LANGUAGES]
    assert said == [
        "1,234 rated games",
        f"1{NNBSP}234 parties classées",
        "1.234 spellen met rating",
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_ratings_are_never_grouped_and_a_provisional_one_is_marked(language):
    high = replace(CHLOE, ratings=((MARCH, 1234.4), (MARCH + DAY, 2345.6)))
    progress = progress_of(high, language)
    assert [tick.label for tick in progress.rating_ticks] == [
        "1250",
        "1500",
        "1750",
        "2000",
        "2250",
    ]
    assert progress_labels(high, language).latest == "2346"
    provisional = replace(high, provisional=True)
    assert progress_labels(provisional, language).latest == "2346?"
    assert "2346?" in progress_alt(provisional, language)


@pytest.mark.parametrize(
    ("unit", "first", "said"),
    [
        (P.MONTH, False, ("Mar", "mars", "mrt")),
        (P.MONTH, True, ("Mar 2026", "mars 2026", "mrt 2026")),
        (P.DAY, False, ("Mar 3", "3 mars", "3 mrt")),
        (P.DAY, True, ("Mar 3, 2026", "3 mars 2026", "3 mrt 2026")),
        (P.YEAR, False, ("2026", "2026", "2026")),
    ],
)
def test_dates_under_the_chart_are_said_in_each_language(unit, first, said):
    moment = MARCH + 2 * DAY
    labels = tuple(time_label(moment, unit, language, first=first) for language in LANGUAGES)
    assert labels == said


def test_january_tells_its_year_and_months_are_named_in_each_language():
    january = 1_767_225_600  # 1 January 2026
    assert time_label(january, P.MONTH, "fr") == "janv. 2026"
    assert [month_label(2026, 9, language) for language in LANGUAGES] == ["Sep", "sept.", "sep"]
    bars = progress_of(CHLOE, "nl").months
    assert [(bar.label, bar.games) for bar in bars] == [
        ("jan", 0),
        ("feb", 3),
        ("mrt", 30),
        ("apr", 0),
    ]


def test_the_chart_is_given_the_ticks_the_picture_chose_each_said():
    progress = progress_of(CHLOE, "fr")
    ticks = P.chart_ticks(progress.ratings)
    assert [tick.value for tick in progress.time_ticks] == list(ticks.times)
    assert ticks.unit == P.DAY  # four weeks: a tick each Monday, the first with its year
    assert [tick.label for tick in progress.time_ticks] == [
        "2 mars 2026",
        "9 mars",
        "16 mars",
        "23 mars",
        "30 mars",
    ]
    assert [tick.value for tick in progress.rating_ticks] == list(ticks.ratings)


def test_the_last_twelve_months_end_with_now_and_fill_the_months_without_games():
    now = 1_772_323_200 + 10 * DAY  # 11 March 2026
    months = last_months({(2026, 3): 4, (2025, 4): 2, (2025, 3): 9, (2024, 12): 1}, now)
    assert len(months) == 12
    assert months[0] == (2025, 4, 2) and months[-1] == (2026, 3, 4)
    assert (2025, 12, 0) in months and (2026, 1, 0) in months
    assert sum(games for _, _, games in months) == 6  # March 2025 is thirteen months back


# ---------------------------------------------------------------------------- the alt text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_alt_text_tells_the_whole_picture_in_one_paragraph(language):
    text = progress_alt(CHLOE, language)
    assert "\n" not in text and len(text) <= ALT_LIMIT
    latest = rating_text(RATINGS[-1][1])
    assert text.startswith("Chloé") and latest in text
    assert str(round(max(rating for _, rating in RATINGS))) in text  # the highest
    for name in ("Łukasz", "Zoë", "Mei"):
        assert name in text
    assert progress_of(CHLOE, language).rivals[0].record in text
    share = {"en": "92%", "fr": f"92{NBSP}%", "nl": "92%"}[language]
    assert share in text


def test_the_alt_text_says_the_trend_and_the_season_in_english():
    text = progress_alt(CHLOE, "en")
    first, latest = round(RATINGS[0][1]), round(RATINGS[-1][1])
    before = round(RATINGS[19][1])
    assert f"Up {latest - first} since the first rated game ({first})" in text
    assert f"Season 4 (since Mar 20, 2026): +{latest - before} in 10 games." in text
    assert "33 games in the last 4 months, the most in March 2026 (30)." in text
    assert "Met most often: Łukasz (5 wins · 3 losses · 1 shared), Zoë" in text
    assert "and Mei (0 wins · 2 losses · 2 shared)." in text
    down = replace(CHLOE, ratings=((MARCH, 1100.0), (MARCH + DAY, 1050.0)))
    assert "Down 50 since the first rated game (1100); highest 1100." in progress_alt(down, "en")


def test_the_alt_text_says_when_the_season_holds_no_game_or_every_game():
    before = replace(CHLOE, season_start=RATINGS[-1][0] + DAY)
    assert "No rated game yet in season 4, which began Mar 31, 2026." in progress_alt(before)
    every = replace(CHLOE, season_start=MARCH - DAY)
    assert "Every rated game is in season 4" in progress_alt(every)
    off = progress_alt(replace(CHLOE, season=None, season_start=None))
    assert "eason" not in off


def test_a_player_with_no_rated_game_is_said_so():
    nobody = ProgressFacts(name="Chloé", months=((2026, 2, 0), (2026, 3, 0)))
    assert progress_alt(nobody, "fr") == (
        "Chloé n'a pas encore de partie classée. Seules les parties contre d'autres personnes"
        " comptent. Aucune partie ces 2 derniers mois."
    )
    assert progress_alt(replace(nobody, name=""), "nl").startswith("Speler heeft nog geen")


@pytest.mark.parametrize(
    ("unrated", "hint"),
    [
        (None, "Only games against other people count."),
        (ALONE, "Only games against other people count."),
        (COACHED, "A game where a hint was asked for is not rated."),
        (NOT_COUNTED, "This server's tournament games do not move ratings."),
    ],
)
def test_a_player_with_no_rated_game_reads_why_their_game_did_not_count(unrated, hint):
    nobody = ProgressFacts(name="Chloé", unrated=unrated)
    assert progress_labels(nobody, "en").empty_hint == hint
    assert f"Chloé has no rated game yet. {hint}" in progress_alt(nobody, "en")


def test_the_alt_text_stays_under_discords_limit_with_the_longest_names():
    long = "W" * 32
    crowded = replace(
        CHLOE, name="\u202e" + long, rivals=tuple((long * 10, 12345, 6789, 1011) for _ in range(3))
    )
    for language in LANGUAGES:
        text = progress_alt(crowded, language)
        assert len(text) <= ALT_LIMIT and "\u202e" not in text
        assert rating_text(RATINGS[-1][1]) in text
        assert 1 <= text.count(long * 10) < 3  # the last rivals left out, whole
    alone = progress_alt(replace(crowded, rivals=((long * 40, 1, 2, 3),)))
    assert len(alone) <= ALT_LIMIT and long * 40 not in alone


def test_a_change_of_rating_is_signed():
    assert [signed(56), signed(-12), signed(0)] == ["+56", "\u221212", "0"]


# ---------------------------------------------------------------------------- the picture


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("games", [0, 1, 30])
def test_draw_progress_gives_the_same_png_each_time_in_each_language(language, games):
    facts = replace(CHLOE, ratings=RATINGS[:games], rivals=CHLOE.rivals if games else ())
    png = draw_progress(facts, language)
    assert draw_progress(facts, language) == png
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG" and image.width == P.WIDTH


def test_the_facts_and_the_drawing_go_to_a_worker_process_as_they_are():
    assert pickle.loads(pickle.dumps(CHLOE)) == CHLOE
    assert pickle.loads(pickle.dumps(draw_progress)) is draw_progress


def test_a_discord_locale_picks_its_language_and_names_the_fallback_in_it():
    assert progress_of(CHLOE, "fr").fallback == words("fr")("name-nameless") == "Joueur"
    assert draw_progress(CHLOE, "fr") != draw_progress(CHLOE, "en-US")
    assert draw_progress(CHLOE, "en-US") == draw_progress(CHLOE, None)
