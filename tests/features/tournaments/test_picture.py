"""A tournament's standings picture and its words for screen readers: the tournament's name is
drawn as its organizer typed it, whatever its characters."""

from __future__ import annotations

import pytest

from azul_bot.core.words import LANGUAGES
from azul_bot.features.tournaments.messages import StandingLine, TournamentStandings
from azul_bot.features.tournaments.picture import draw_standings, standings_alt

PNG = b"\x89PNG\r\n\x1a\n"


def standings_of(name: str, *, final: bool = False) -> TournamentStandings:
    lines = tuple(
        StandingLine(
            rank, drawn, drawn, points, 1.0, 120, wins, 0, 2 - wins, (wins, 2 - wins, 0, 0)
        )
        for rank, drawn, points, wins in ((1, "alice", 2.0, 2), (2, "bob", 0.0, 0))
    )
    return TournamentStandings(
        name=name, after=2, rounds=3, table_size=2, lines=lines, final=final, drawn=name
    )


@pytest.mark.parametrize("name", ["{x}", "{name} Cup", "Cup {", "}{", "{{round}}", "100% {0}"])
@pytest.mark.parametrize("final", [False, True])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_name_with_braces_is_drawn_and_said_as_typed(name, final, language):
    standings = standings_of(name, final=final)
    assert draw_standings(standings, language).startswith(PNG)
    title = standings_alt(standings, language).splitlines()[0]
    assert name in title
