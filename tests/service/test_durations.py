"""Durations shown to players: exact to the second under an hour, to the minute above."""

from __future__ import annotations

import pytest

from azul_bot.service.settings import duration_text, parse_duration
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, lobby_with


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
    assert duration_text(seconds) == shown


@pytest.mark.parametrize("seconds", [60, 100, 200, 299, 3599, 3600, 5400, 86400 + 3600])
def test_a_shown_duration_reads_back_as_itself(seconds):
    assert parse_duration(duration_text(seconds), "time limit") == seconds


async def test_the_settings_show_a_reminder_to_the_second(service):
    shown = await service.update_settings(GUILD, time_limit="5m")
    assert "• Reminder: after 1m 40s\n" in shown
    shown = await service.update_settings(GUILD, time_limit="100m")
    assert "• Time limit per turn: 1h 40m\n" in shown and "• Reminder: after 33m 20s\n" in shown


async def test_my_games_shows_the_time_left_to_the_second(service, clock):
    await service.update_settings(GUILD, time_limit="5m")
    await lobby_with(service, ALICE, BOB)
    await service.start(CHANNEL, ALICE)
    assert "(5m left)" in await service.records.my_games(GUILD, ALICE)
    await clock.advance(100)
    assert "(3m 20s left)" in await service.records.my_games(GUILD, BOB)
