"""Durations shown to players: exact to the second under an hour, to the minute above, in the
reader's language; a point in time is Discord's own markup, which each reader sees in theirs."""

from __future__ import annotations

import pytest

from azul_bot.core.words import ENGLISH, words
from azul_bot.core.words.durations import duration
from azul_bot.features.lobby import Lobby
from azul_bot.features.results import Records
from azul_bot.features.results.words import my_games_text
from azul_bot.features.settings import Preferences
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, lobby_with

FRENCH, DUTCH = words("fr"), words("nl")


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (None, "off"),
        (0, "0s"),
        (45, "45s"),
        (60, "1m"),
        (100, "1m 40s"),
        (200, "3m 20s"),
        (199.6, "3m 20s"),  # a timer a moment late still says what was meant
        (59 * 60 + 59, "59m 59s"),
        (3600, "1h"),
        (100 * 60, "1h 40m"),
        (4000, "1h 7m"),  # from an hour on, to the nearest minute
        (2 * 3600 - 1, "2h"),
        (24 * 3600, "1d"),
        (30 * 3600, "1d 6h"),
    ],
)
def test_a_duration_is_shown_as_people_write_it(seconds, shown):
    assert duration(ENGLISH, seconds) == shown


def test_a_duration_in_french_and_dutch():
    assert duration(FRENCH, 30 * 3600) == "1 j 6 h"
    assert duration(FRENCH, 200) == "3 min 20 s"
    assert duration(FRENCH, None) == "désactivé"
    assert duration(DUTCH, 30 * 3600) == "1d 6u"
    assert duration(DUTCH, None) == "uit"


async def test_my_games_says_when_the_time_runs_out(service, clock):
    await service.room(Preferences).update_settings(GUILD, time_limit="5m")
    await lobby_with(service, ALICE, BOB)
    await service.room(Lobby).start(CHANNEL, ALICE)
    due = int(clock.now() + 300)
    games = await service.room(Records).my_games(GUILD, ALICE)
    assert games[0].deadline == clock.now() + 300
    # Discord's markup: each reader sees "in 5 minutes" in their own language and time zone.
    assert f"(time runs out <t:{due}:R>)" in my_games_text(ENGLISH, games)
    assert f"(fin du temps <t:{due}:R>)" in my_games_text(FRENCH, games)
