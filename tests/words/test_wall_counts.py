"""How the games on the other walls are told: a season's end names its grey-wall and Crystal
Mosaic games apart, a member's stats each wall they played, in every language."""

from __future__ import annotations

import pytest

from azul_bot.core.words import words
from azul_bot.features.results import PlayerLine
from azul_bot.features.results.words import games_line
from azul_bot.features.seasons.standings import SeasonStandings
from azul_bot.features.seasons.words import standings_text


def season(grey: int, crystal: int) -> SeasonStandings:
    return SeasonStandings(3, 1_767_225_600, 1_775_001_600, (), 0, 5, 12, grey, None, None, crystal)


def player(*walls: tuple[str, int]) -> PlayerLine:
    return PlayerLine("Ann", 1, 1000, False, 9, 12, 5, 5 / 12, 40.0, 61, walls=walls)


@pytest.mark.parametrize(
    ("language", "without", "with_crystal"),
    [
        ("en", "12 games finished, 3 of them on the grey wall.",
         "12 games finished: 3 on the grey wall, 2 on the Crystal Mosaic."),
        ("fr", "12 parties terminées, dont 3 sur le mur gris.",
         "12 parties terminées : 3 sur le mur gris, 2 sur la Mosaïque éclatante."),
        ("nl", "12 spellen uitgespeeld, waarvan 3 op de grijze muur.",
         "12 spellen uitgespeeld: 3 op de grijze muur, 2 op het Kristalmozaïek."),
    ],
)  # fmt: skip
def test_a_seasons_end_counts_the_crystal_mosaic_apart(language, without, with_crystal):
    say = words(language)
    assert without in standings_text(say, season(3, 0)).split("\n")
    assert with_crystal in standings_text(say, season(3, 2)).split("\n")


def test_the_stats_name_each_wall_played_and_only_those():
    say = words("en")
    assert games_line(say, player()) == "Games 12 · wins 5 (42%)"
    assert games_line(say, player(("grey", 1), ("crystal-2", 4))) == (
        "Games 12 · wins 5 (42%) · of them, 1 on the grey wall, 4 on the Crystal Mosaic,"
        " side 2 (ratings count every wall together)"
    )
    french = games_line(words("fr"), player(("crystal-1", 2)))
    assert french.endswith("dont 2 sur la Mosaïque éclatante, face 1 (le classement compte"
                           " tous les murs ensemble)")  # fmt: skip
    dutch = games_line(words("nl"), player(("crystal-1", 2)))
    assert dutch.endswith(
        "waarvan 2 op het Kristalmozaïek, zijde 1 (de rating telt alle muren samen)"
    )
