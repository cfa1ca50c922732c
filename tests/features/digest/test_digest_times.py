"""When the daily digest comes: the time typed, and its moments day after day in the person's
zone, through both changes of daylight saving time (Europe/Paris, America/New_York, and
Lord Howe Island's half-hour change)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from azul_bot.core import BadInput
from azul_bot.features.digest.ids import BAD_DIGEST_TIME, BAD_TIMEZONE
from azul_bot.features.digest.times import local_day, moment_of, next_digest, parse_time
from azul_bot.features.digest.zones import suggested_zones, zone_named

PARIS = ZoneInfo("Europe/Paris")
NEW_YORK = ZoneInfo("America/New_York")
LORD_HOWE = ZoneInfo("Australia/Lord_Howe")


def utc(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


def at(hours: int, minutes: int = 0) -> int:
    return hours * 60 + minutes


def days_of(minutes: int, zone: ZoneInfo, start: str, count: int) -> list[str]:
    """The UTC moments of ``count`` digests in a row, from the UTC moment ``start``."""
    now, seen = utc(start), []
    for _ in range(count):
        now = next_digest(minutes, zone, now, after_day=None)
        seen.append(datetime.fromtimestamp(now, UTC).strftime("%m-%d %H:%M"))
    return seen


def test_the_same_local_time_moves_in_utc_across_both_changes_in_paris():
    # 18:00 in Paris: 17:00 UTC in winter, 16:00 UTC in summer (30 March, 26 October 2025).
    assert days_of(at(18), PARIS, "2025-03-28T12:00", 3) == [
        "03-28 17:00",
        "03-29 17:00",
        "03-30 16:00",
    ]
    assert days_of(at(18), PARIS, "2025-10-24T12:00", 3) == [
        "10-24 16:00",
        "10-25 16:00",
        "10-26 17:00",
    ]


def test_a_time_the_clocks_skip_comes_when_the_gap_ends():
    # Paris jumps from 02:00 to 03:00 on 30 March 2025: 02:30 comes at 03:00 that day.
    assert days_of(at(2, 30), PARIS, "2025-03-28T12:00", 3) == [
        "03-29 01:30",  # 02:30 CET
        "03-30 01:00",  # 03:00 CEST, the first moment after the gap
        "03-31 00:30",  # 02:30 CEST
    ]
    # New York jumps from 02:00 to 03:00 on 9 March 2025.
    assert moment_of(date(2025, 3, 9), at(2, 15), NEW_YORK) == utc("2025-03-09T07:00")
    # Lord Howe Island moves by half an hour, 02:00 to 02:30, on 5 October 2025.
    assert moment_of(date(2025, 10, 5), at(2, 15), LORD_HOWE) == utc("2025-10-04T15:30")


def test_a_time_the_clocks_repeat_comes_the_first_time():
    # Paris goes back from 03:00 to 02:00 on 26 October 2025: 02:30 happens twice.
    assert moment_of(date(2025, 10, 26), at(2, 30), PARIS) == utc("2025-10-26T00:30")
    # New York goes back from 02:00 to 01:00 on 2 November 2025.
    assert moment_of(date(2025, 11, 2), at(1, 30), NEW_YORK) == utc("2025-11-02T05:30")
    assert days_of(at(1, 30), NEW_YORK, "2025-11-01T12:00", 3) == [
        "11-02 05:30",  # 01:30 EDT, the first
        "11-03 06:30",  # 01:30 EST
        "11-04 06:30",
    ]


def test_the_next_digest_is_after_now_and_after_the_day_last_sent():
    now = utc("2025-06-10T15:00")  # 17:00 in Paris
    assert next_digest(at(18), PARIS, now, after_day=None) == utc("2025-06-10T16:00")
    assert next_digest(at(16), PARIS, now, after_day=None) == utc("2025-06-11T14:00")
    # Sent today already: a later time today waits for tomorrow.
    assert next_digest(at(20), PARIS, now, after_day="2025-06-10") == utc("2025-06-11T18:00")
    # A day sent further east (ahead of this zone's date) is not had twice either.
    assert next_digest(at(20), PARIS, now, after_day="2025-06-11") == utc("2025-06-12T18:00")
    assert local_day(utc("2025-06-10T22:30"), PARIS) == "2025-06-11"
    assert local_day(utc("2025-06-10T22:30"), NEW_YORK) == "2025-06-10"


@pytest.mark.parametrize(
    ("typed", "minutes"),
    [
        ("18:00", at(18)),
        ("18", at(18)),
        ("18h", at(18)),
        ("18h30", at(18, 30)),
        ("18u30", at(18, 30)),
        ("18.30", at(18, 30)),
        ("18 uur", at(18)),
        (" 7:05 ", at(7, 5)),
        ("0:00", 0),
        ("23:59", at(23, 59)),
        ("6pm", at(18)),
        ("6:30 PM", at(18, 30)),
        ("12am", 0),
        ("12pm", at(12)),
        ("9 a.m.", at(9)),
    ],
)
def test_a_time_of_day_is_read_as_people_type_it(typed, minutes):
    assert parse_time(typed) == minutes


@pytest.mark.parametrize(
    "typed", ["", "24:00", "18:60", "13pm", "0am", "tonight", "18:00:00", "1" * 30, "-1"]
)
def test_a_time_that_is_no_time_of_day_is_refused_naming_it(typed):
    with pytest.raises(BadInput) as refused:
        parse_time(typed)
    assert refused.value.reason is BAD_DIGEST_TIME
    assert set(refused.value.values) == {"typed"}  # the answer names what was typed


def test_a_time_zone_is_read_in_any_case_and_an_unknown_one_refused():
    assert zone_named("europe/paris") == "Europe/Paris"
    assert zone_named("America/New York") == "America/New_York"
    assert zone_named(" UTC ") == "UTC"
    for typed in ("Paris", "Europe/Atlantis", "", "x" * 200):
        with pytest.raises(BadInput) as refused:
            zone_named(typed)
        assert refused.value.reason is BAD_TIMEZONE


def test_the_zones_offered_put_the_likeliest_first():
    assert suggested_zones("", "fr")[0] == "Europe/Paris"
    assert suggested_zones("", "nl")[0] == "Europe/Amsterdam"
    assert suggested_zones("", "en-US")[:2] == ["America/New_York", "America/Chicago"]
    assert suggested_zones("", "fr", first="Asia/Tokyo")[:2] == ["Asia/Tokyo", "Europe/Paris"]
    assert suggested_zones("", None)[0] == "UTC"
    assert suggested_zones("paris", "en-US")[0] == "Europe/Paris"  # a city's name will do
    assert suggested_zones("new y", None)[0] == "America/New_York"
    assert suggested_zones("europe/", None)[0].startswith("Europe/")
    assert all(len(suggested_zones(typed, "fr")) <= 25 for typed in ("", "a", "e", "/"))
    assert suggested_zones("atlantis", "fr") == []
