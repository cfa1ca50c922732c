from datetime import UTC, datetime

import pytest

from azul_bot.features.seasons.calendar import Period, next_bounds, season_bounds


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("period", "moment", "start", "end"),
    [
        (Period.QUARTERLY, at(2026, 12, 2, 3), at(2026, 10, 1), at(2027, 1, 1)),
        (Period.QUARTERLY, at(2026, 1, 1), at(2026, 1, 1), at(2026, 4, 1)),
        (Period.QUARTERLY, at(2026, 3, 31, 23, 59, 59), at(2026, 1, 1), at(2026, 4, 1)),
        (Period.MONTHLY, at(2026, 12, 31, 23), at(2026, 12, 1), at(2027, 1, 1)),
        (Period.MONTHLY, at(2026, 2, 14), at(2026, 2, 1), at(2026, 3, 1)),
        (Period.OFF, at(2026, 5, 5), at(2026, 4, 1), at(2026, 7, 1)),
    ],
)
def test_a_season_runs_from_midnight_utc_on_the_first_day_of_its_period(
    period: Period, moment: float, start: float, end: float
) -> None:
    assert season_bounds(period, moment) == (start, end)


def test_the_next_season_starts_where_the_last_one_ended() -> None:
    start, end = season_bounds(Period.MONTHLY, at(2026, 12, 5))
    assert next_bounds(Period.MONTHLY, end) == (at(2027, 1, 1), at(2027, 2, 1))
    assert next_bounds(Period.QUARTERLY, end) == (at(2027, 1, 1), at(2027, 4, 1))
