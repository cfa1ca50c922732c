"""A tournament's standings picture: its facts and its words. The renderer says the same in its
alt text, the picture's description for screen readers."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from azul_bot.core.words import language_of, words
from renderers.standings_picture import standings_png
from renderers.standings_rows import StandingsLabels, StandingsRow, alt_text

from .messages import StandingLine, TournamentStandings

ALT_LIMIT = 1024
"""Discord's longest description of an attachment."""


def record(line: StandingLine, table_size: int) -> str:
    """Wins, shared wins and losses (``2-0-1``) at tables of 2; else the games finished
    1st, 2nd, 3rd (and 4th) (``1/2/0``)."""
    if table_size == 2:
        return f"{line.wins}-{line.draws}-{line.losses}"
    return "/".join(str(count) for count in line.places[:table_size])


@cache
def standings_labels(language: str) -> StandingsLabels:
    """The picture's words in ``language``, its title still to be given."""
    say = words(language)
    return StandingsLabels(
        title="-",
        rank=say("standings-rank"),
        player=say("standings-player"),
        points=say("standings-points"),
        buchholz=say("standings-buchholz"),
        record=say("standings-record"),
        playing=say("standings-playing"),
        bye=say("standings-bye"),
        dropped=say("standings-dropped"),
        more=say("standings-more", count="{count}"),
        unnamed=say("standings-unnamed", number="{number}"),
        decimal_mark=say("standings-decimal-mark"),
    )


def labels_of(standings: TournamentStandings, language: str) -> StandingsLabels:
    """The words of this picture, with its title: the tournament's name as typed (the
    renderer draws it as it draws names) and the round."""
    say = words(language)
    if standings.final:
        title = say("standings-title-final", name=standings.drawn)
    else:
        title = say(
            "standings-title", name=standings.drawn, round=standings.after, rounds=standings.rounds
        )
    return replace(standings_labels(language), title=title)


def rows_of(standings: TournamentStandings) -> list[StandingsRow]:
    return [
        StandingsRow(
            rank=line.rank,
            name=line.drawn,
            points=line.points,
            buchholz=line.buchholz,
            record=record(line, standings.table_size),
            playing=line.playing,
            bye=line.bye,
            dropped=line.dropped,
        )
        for line in standings.lines
    ]


def draw_standings(standings: TournamentStandings, locale: str | None = None) -> bytes:
    """The standings as a PNG (the final ones with their podium), its words in ``locale`` (a
    Discord locale; English when None or another): the drawer start-up gives the host. A
    module-level function, so a worker process can run it."""
    language = language_of(locale)
    labels = labels_of(standings, language)
    return standings_png(rows_of(standings), labels=labels, podium=standings.final)


def standings_alt(standings: TournamentStandings, language: str) -> str:
    """The picture in words, for screen readers."""
    labels = labels_of(standings, language)
    return alt_text(labels, rows_of(standings), max_chars=ALT_LIMIT)
