"""A season's podium picture: its facts (the standings) and its words, from the catalogue;
the renderer (``renderers.podium``) draws them as it is given them, like the table's
``picture_labels``."""

from __future__ import annotations

from datetime import UTC, datetime

from babel.dates import format_interval

from azul_bot.core.words import language_of, words
from renderers.podium import Place, podium_png

from .standings import SeasonStandings

DAY = 86400.0


def podium_places(standings: SeasonStandings, language: str) -> list[Place]:
    """The podium's three places, their lines said in ``language``."""
    say = words(language)
    return [
        Place(
            rank=place.rank,
            name=place.drawn,
            rating=say("podium-rating", rating=str(place.rating)),
            games=say("podium-games", games=place.games),
            fallback=say("name-nameless"),
        )
        for place in standings.top
        if place.rank is not None and place.rank <= 3
    ]


def draw_podium(standings: SeasonStandings, locale: str | None = None) -> bytes:
    """The season's podium as a PNG, its words in ``locale`` (a Discord locale; English when
    None or another): the drawer start-up gives the host. A module-level function, so a
    worker process can run it."""
    language = language_of(locale)
    title = words(language)("podium-title", number=standings.number)
    dates = season_dates(standings.starts_at, standings.ends_at, language)
    return podium_png(podium_places(standings, language), title=title, dates=dates)


def season_dates(starts_at: float, ends_at: float, language: str) -> str:
    """``Jan 1 – Mar 31, 2026``: a season's first and last days (UTC, where its edges lie),
    as ``language`` writes a span of dates (the picture cannot show Discord's time markup)."""
    first = datetime.fromtimestamp(starts_at, UTC).date()
    last = datetime.fromtimestamp(ends_at - DAY, UTC).date()
    return format_interval(first, last, "yMMMd", locale=language)
