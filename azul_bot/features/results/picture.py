"""The words of a player's progress picture, and the picture told in one paragraph for screen
readers.

Numbers and dates are the reader's: a count of games is grouped as their language groups it
(1,234; 1 234; 1.234), a share is their percentage (92%; 92 %), a month or a day is said by
Babel. A rating reads as the bot writes it everywhere, ``1234``, never ``1,234``, with ``?``
while it is provisional. The calendar is UTC's, where the seasons' edges lie (the picture
cannot show Discord's time markup).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any

from babel.dates import format_date, format_skeleton

import renderers
from azul_bot.core import clipped
from azul_bot.core.words import Words, language_of, words
from azul_bot.core.words.narrator import joined
from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import AnyMove, Game
from renderers.progress import (
    MONTH,
    YEAR,
    MonthCount,
    Progress,
    ProgressLabels,
    RatingPoint,
    Rival,
    Tick,
    chart_ticks,
    progress_png,
)
from renderers.standings_rows import plain_name

from .progress import COACHED, NOT_COUNTED, ProgressFacts

ALT_LIMIT = 1024
"""Discord's longest description of an attachment."""


# ---------------------------------------------------------------------------- numbers, dates
def rating_text(rating: float, provisional: bool = False) -> str:
    """``1234``, or ``1043?`` while provisional."""
    return f"{round(rating)}{'?' if provisional else ''}"


def signed(change: int) -> str:
    """A change of rating: ``+56``, ``−12`` (a minus sign, as screen readers say it), ``0``."""
    if change > 0:
        return f"+{change}"
    return f"\u2212{-change}" if change < 0 else "0"


def _day(moment: float) -> date:
    return datetime.fromtimestamp(moment, UTC).date()


def time_label(moment: float, unit: str, language: str, *, first: bool = False) -> str:
    """A date under the chart, as precise as its ticks step: a day (``Mar 3``), a month
    (``Mar``) or a year (``2026``). The first tick, and every January, tells the year too."""
    day = _day(moment)
    if unit == YEAR:
        return format_skeleton("y", day, locale=language)
    if unit == MONTH:
        if first or day.month == 1:
            return format_skeleton("yMMM", day, locale=language)
        return month_label(day.year, day.month, language)
    return format_skeleton("yMMMd" if first else "MMMd", day, locale=language)


def month_label(year: int, month: int, language: str) -> str:
    """A month under its bar: ``Mar``, ``mars``, ``mrt``."""
    return format_date(date(year, month, 1), "LLL", locale=language)


def month_name(year: int, month: int, language: str) -> str:
    """A month in a sentence: ``March 2026``, ``mars 2026``, ``maart 2026``."""
    return format_skeleton("yMMMM", date(year, month, 1), locale=language)


# ---------------------------------------------------------------------------- the picture
def record(say: Words, wins: int, losses: int, shared: int) -> str:
    """``5 wins · 3 losses · 1 shared``: the player's record against a rival."""
    return say("progress-record", wins=wins, losses=losses, shared=shared)


def progress_of(facts: ProgressFacts, language: str) -> Progress:
    """The picture's values, their ticks, months and records said in ``language``."""
    say = words(language)
    points = tuple(RatingPoint(at, rating) for at, rating in facts.ratings)
    ticks = chart_ticks(points)
    times = tuple(
        Tick(moment, time_label(moment, ticks.unit, language, first=index == 0))
        for index, moment in enumerate(ticks.times)
    )
    fallback = say("name-nameless")
    return Progress(
        name=facts.name,
        fallback=fallback,
        ratings=points,
        rating_ticks=tuple(Tick(value, rating_text(value)) for value in ticks.ratings),
        time_ticks=times,
        season_start=facts.season_start if facts.season is not None else None,
        months=tuple(
            MonthCount(month_label(year, month, language), games)
            for year, month, games in facts.months
        ),
        finished_share=facts.finished_share,
        rivals=tuple(
            Rival(name, record(say, wins, losses, shared), fallback)
            for name, wins, losses, shared in facts.rivals
        ),
    )


EMPTY_HINTS = {COACHED: "progress-empty-coached", NOT_COUNTED: "progress-empty-not-counted"}
"""Why a member has no rated game, by why their latest game did not count (else: they have
played only with computers, or alone)."""


def progress_labels(facts: ProgressFacts, language: str) -> ProgressLabels:
    """The picture's words in ``language``."""
    say = words(language)
    latest = rating_text(facts.ratings[-1][1], facts.provisional) if facts.ratings else ""
    share = facts.finished_share
    return ProgressLabels(
        rating=say("progress-rating"),
        games=say("progress-games", games=len(facts.ratings)) if facts.ratings else "",
        latest=latest,
        season=say("progress-season", number=facts.season) if facts.season is not None else "",
        months=say("progress-months"),
        finished=say("progress-finished", share=share) if share is not None else "",
        rivals=say("progress-rivals"),
        empty=say("progress-empty"),
        empty_hint=say(EMPTY_HINTS.get(facts.unrated or "", "progress-empty-hint")),
    )


def draw_progress(facts: ProgressFacts, locale: str | None = None) -> bytes:
    """The player's progress as a PNG, its words in ``locale`` (a Discord locale; English
    when None or another). A module-level function, so a worker process can run it."""
    language = language_of(locale)
    return progress_png(progress_of(facts, language), progress_labels(facts, language))


# ---------------------------------------------------------------------------- the alt text
def progress_alt(facts: ProgressFacts, locale: str | None = None) -> str:
    """The picture in one paragraph, for screen readers, cut to Discord's 1024 characters
    (the last rivals go first)."""
    say = words(language_of(locale))
    name = plain_name(facts.name) or say("name-nameless")
    if facts.ratings:
        sentences = [rating_sentence(say, facts, name), trend_sentence(say, facts)]
        sentences.append(season_sentence(say, facts))
    else:
        hint = EMPTY_HINTS.get(facts.unrated or "", "progress-empty-hint")
        sentences = [say("progress-alt-empty", name=name), say(hint)]
    sentences.append(months_sentence(say, facts))
    if facts.finished_share is not None:
        sentences.append(say("progress-alt-finished", share=facts.finished_share))
    text = " ".join(sentence for sentence in sentences if sentence)
    for count in range(min(3, len(facts.rivals)), 0, -1):  # as many rivals as fit
        rivals = rivals_sentence(say, facts.rivals[:count])
        if len(text) + 1 + len(rivals) <= ALT_LIMIT:
            return text + " " + rivals
    return clipped(text, ALT_LIMIT)


def rating_sentence(say: Words, facts: ProgressFacts, name: str) -> str:
    latest = rating_text(facts.ratings[-1][1], facts.provisional)
    return say("progress-alt-rating", name=name, rating=latest, games=len(facts.ratings))


def trend_sentence(say: Words, facts: ProgressFacts) -> str:
    """How far the rating moved since the first rated game, and its highest."""
    ratings = [round(rating) for _, rating in facts.ratings]
    if len(ratings) < 2:
        return ""
    change, first, highest = ratings[-1] - ratings[0], str(ratings[0]), str(max(ratings))
    if change > 0:
        return say("progress-alt-up", change=str(change), first=first, highest=highest)
    if change < 0:
        return say("progress-alt-down", change=str(-change), first=first, highest=highest)
    return say("progress-alt-level", first=first, highest=highest)


def season_sentence(say: Words, facts: ProgressFacts) -> str:
    """The current season: no game in it yet, or how far the rating moved in it."""
    if facts.season is None or facts.season_start is None:
        return ""
    start = facts.season_start
    when = format_date(_day(start), "medium", locale=say.language)
    before = [rating for at, rating in facts.ratings if at < start]
    during = [rating for at, rating in facts.ratings if at >= start]
    if not during:
        return say("progress-alt-season-none", number=facts.season, date=when)
    if not before:
        return say("progress-alt-season-all", number=facts.season, date=when)
    change = signed(round(during[-1]) - round(before[-1]))
    return say(
        "progress-alt-season", number=facts.season, date=when, change=change, games=len(during)
    )


def months_sentence(say: Words, facts: ProgressFacts) -> str:
    """The games of the months the bars show, and the busiest."""
    if not facts.months:
        return ""
    total = sum(games for _, _, games in facts.months)
    if not total:
        return say("progress-alt-months-none", months=len(facts.months))
    year, month, most = max(reversed(facts.months), key=lambda entry: entry[2])
    busiest = month_name(year, month, say.language)
    return say(
        "progress-alt-months", games=total, months=len(facts.months), month=busiest, most=most
    )


def rivals_sentence(say: Words, shown: Sequence[tuple[str, int, int, int]]) -> str:
    """The people met most, each with the record against them."""
    each = joined(
        say,
        [
            say(
                "progress-alt-rival",
                name=plain_name(name) or say("name-nameless"),
                record=record(say, wins, losses, shared),
            )
            for name, wins, losses, shared in shown
        ],
    )
    return say("progress-alt-rivals", rivals=each)


def draw_replay(
    start: dict[str, Any],
    moves: Sequence[AnyMove],
    names: Sequence[str],
    language: str | None = None,
) -> tuple[bytes, bytes, list[tuple[int, tuple[int, ...]]]]:
    """A finished game from its start and its moves: the animation, the final table and the
    scores after each round, with their words in ``language``."""
    labels = picture_labels(language_of(language))
    game = Game.from_dict(start)
    animation = renderers.render_replay(game, moves, names=names, labels=labels)
    rounds = renderers.round_scores(game, moves)
    end = game.copy()
    for move in moves:
        end.play(move)
    final = renderers.to_png(renderers.render_table(end, names=list(names), labels=labels))
    return animation, final, rounds
