"""A server's rules in the host: each value an admin gives checked (a bad one saves nothing),
the reminder moved to a third of a new limit, the stand-in's level, a duration read back as
it is shown in every language, and the rules as ``/azul settings`` shows them."""

from __future__ import annotations

import pytest

from azul_bot.core import BadInput, Refusal
from azul_bot.core.words import ENGLISH, words
from azul_bot.core.words.durations import duration
from azul_bot.core.words.typed import typed
from azul_bot.features.away import AWAY_DAYS
from azul_bot.features.away.ids import AWAY_DAYS_RANGE
from azul_bot.features.away.store import allowed_days
from azul_bot.features.seasons import season_period
from azul_bot.features.seasons.ids import BAD_SEASON
from azul_bot.features.settings import Preferences
from azul_bot.features.settings.ids import SET_AND_RESET
from azul_bot.features.settings.server import parse_duration
from azul_bot.features.settings.words import settings_text
from azul_bot.features.tournaments.store import organizers
from tests.service.conftest import GUILD

FRENCH = words("fr")


async def test_settings_are_checked_and_shown(service):
    shown = settings_text(
        ENGLISH, await service.room(Preferences).update_settings(GUILD, time_limit="12h")
    )
    assert "Time limit per turn: 12h" in shown and "Reminder: after 4h" in shown
    for bad in (
        {"time_limit": "1m"},
        {"time_limit": "99d"},
        {"time_limit": "soon"},
        {"reminder": "13h"},
        {"at_limit": "explode"},
        {"time_limit": "9" * 5000},
    ):
        with pytest.raises(BadInput):
            await service.room(Preferences).update_settings(GUILD, **bad)
    assert (await service.settings(GUILD)).turn_limit == 12 * 3600  # nothing saved
    shown = await service.room(Preferences).update_settings(
        GUILD, time_limit="off", hints=False, threads=True
    )
    assert (shown.turn_limit, shown.reminder_after, shown.hints, shown.threads) == (
        None,
        None,
        False,
        True,
    )
    said = settings_text(ENGLISH, shown)
    assert "Time limit per turn: off" in said and "Hints (`/azul hint`): not allowed" in said


async def test_the_stand_in_is_normal_unless_the_server_chooses_another_level(service):
    assert (await service.settings(GUILD)).stand_in == "normal"
    assert "The stand-in: a computer (normal)" in settings_text(
        ENGLISH, await service.room(Preferences).update_settings(GUILD, hints=False)
    )
    for level in ("random", "expert", ""):
        with pytest.raises(BadInput) as refused:
            await service.room(Preferences).update_settings(GUILD, stand_in=level, hints=True)
        assert refused.value.reason is Refusal.UNKNOWN_LEVEL
    assert (await service.settings(GUILD)).hints is False  # nothing saved
    shown = await service.room(Preferences).update_settings(GUILD, stand_in="beginner")
    assert shown.stand_in == "beginner" and (await service.settings(GUILD)).stand_in == "beginner"
    assert "The stand-in: a computer (beginner)" in settings_text(ENGLISH, shown)


@pytest.mark.parametrize("seconds", [60, 100, 200, 299, 3599, 3600, 5400, 86400 + 3600])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_a_shown_duration_reads_back_as_itself(seconds, language):
    assert parse_duration(duration(words(language), seconds), "time_limit") == seconds


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_off_reads_back_in_every_language(language):
    assert parse_duration(typed(duration(words(language), None)), "reminder") is None


async def test_the_settings_show_a_reminder_to_the_second(service):
    shown = settings_text(
        ENGLISH, await service.room(Preferences).update_settings(GUILD, time_limit="5m")
    )
    assert "• Reminder: after 1m 40s\n" in shown
    shown = settings_text(
        ENGLISH, await service.room(Preferences).update_settings(GUILD, time_limit="100m")
    )
    assert "• Time limit per turn: 1h 40m\n" in shown and "• Reminder: after 33m 20s\n" in shown
    french = settings_text(FRENCH, await service.settings(GUILD))
    assert (
        "• Temps par tour : 1 h 40 min\n" in french and "• Rappel : après 33 min 20 s\n" in french
    )


async def test_a_server_setting_declared_twice_is_refused(service):
    assert list(service.server_settings) == ["season", "away_days", "organizers"]
    with pytest.raises(ValueError, match="away_days"):
        service.add_server_setting(AWAY_DAYS)


async def test_a_refused_value_saves_none_of_the_settings_given_with_it(service):
    read = service.store.read
    given = {"time_limit": "12h", "season": "monthly", "organizers": 77}
    with pytest.raises(BadInput) as refused:
        await service.room(Preferences).update_settings(GUILD, away_days=91, **given)
    assert refused.value.reason == AWAY_DAYS_RANGE
    with pytest.raises(BadInput) as refused:
        await service.room(Preferences).update_settings(GUILD, season="weekly", away_days=3)
    assert refused.value.reason == BAD_SEASON
    with pytest.raises(BadInput) as refused:
        await service.room(Preferences).update_settings(
            GUILD, away_days=3, organizers=77, reset="organizers"
        )
    assert refused.value.reason == SET_AND_RESET
    assert (await service.settings(GUILD)).turn_limit == 24 * 3600  # the default
    assert await read(season_period(GUILD)) == "quarterly"
    assert await read(allowed_days(GUILD)) == 21
    assert await read(organizers(GUILD)) is None
    await service.room(Preferences).update_settings(GUILD, away_days=3, **given)
    assert (await read(season_period(GUILD)), await read(allowed_days(GUILD))) == ("monthly", 3)
    assert await read(organizers(GUILD)) == 77
    assert (await service.settings(GUILD)).turn_limit == 12 * 3600
