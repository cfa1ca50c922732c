"""Seasons in the host, on a clock the test moves: when a season opens, what a change of period
or ``off`` does to the running one, and a season nobody played in passing unannounced."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from azul_bot.core import ManualClock
from azul_bot.features.results import Progress
from azul_bot.features.seasons import SeasonLadder, season_bounds
from azul_bot.features.seasons.ladder import SeasonLadderView
from azul_bot.features.settings import Preferences
from tests.features.seasons import helpers as seasons
from tests.service import conftest as host
from tests.service.conftest import GUILD
from tests.store.helpers import club_timer_due

# The host's fixtures, on a SQLite file (not the store tests' one per database).
store, channels, make_service, service = host.store, host.channels, host.make_service, host.service

FEB_10 = 1_770_681_600.0  # 2026-02-10 00:00 UTC
ANNOUNCEMENTS = 900


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(FEB_10)


SETTLE = 60.0
"""Seconds of real time after which a host that has not settled fails the test (a guard only:
``at`` returns as soon as it has settled)."""


async def at(clock: ManualClock, service, when: float, db: Path) -> None:
    """The clock at ``when``, and what came due done by the host's own loops: the roll, then
    its announcement (the dispatcher naps with nothing in hand, nothing of the club's is left
    to post)."""
    await clock.advance(when - clock.now())
    loop = asyncio.get_running_loop()
    give_up = loop.time() + SETTLE
    while loop.time() < give_up:
        if service.timers.idle and not loose(db) and service.timers.idle:
            return
        await asyncio.sleep(0.002)
    raise AssertionError("the host did not settle")


def loose(db: Path) -> int:
    """Announcements of no game still to post."""
    connection = sqlite3.connect(db)
    try:
        query = "SELECT count(*) FROM announcements WHERE game_id IS NULL AND dropped_at IS NULL"
        return connection.execute(query).fetchone()[0]
    finally:
        connection.close()


@pytest.fixture
def db(tmp_path) -> Path:
    return tmp_path / "azul.sqlite3"  # the service fixtures' store


async def test_saving_seasons_on_opens_the_first_at_once_in_its_period(service, clock):
    assert await seasons.season(service.store, GUILD) is None
    await service.room(Preferences).update_settings(GUILD, season="monthly")
    season = await seasons.season(service.store, GUILD)
    feb, mar = season_bounds("monthly", FEB_10)
    assert (season.number, season.period, season.starts_at, season.ends_at) == (
        1,
        "monthly",
        feb,
        mar,
    )
    assert await club_timer_due(service.store, "season_end", guild_id=GUILD) == mar
    await service.room(Preferences).update_settings(
        GUILD, season="monthly"
    )  # saved again: still one season
    assert (await seasons.season(service.store, GUILD)).number == 1


async def test_a_players_progress_marks_the_open_season_from_its_start(service):
    async def marked() -> tuple[int | None, float | None]:
        progress = service.room(Progress)
        facts = await progress.facts(GUILD, 1, "Ann", provisional=True, finished_share=None)
        return facts.season, facts.season_start

    assert await marked() == (None, None)  # none opened yet
    await service.room(Preferences).update_settings(GUILD, season="monthly")
    assert await marked() == (1, season_bounds("monthly", FEB_10)[0])


async def test_a_new_period_keeps_the_seasons_end_and_cuts_the_next(service, clock, db):
    await service.room(Preferences).update_settings(GUILD, season="monthly")
    await service.room(Preferences).update_settings(GUILD, season="quarterly")
    first = await seasons.season(service.store, GUILD)
    _, march = season_bounds("monthly", FEB_10)
    assert (first.number, first.ends_at) == (1, march)  # the running season keeps its end
    await at(clock, service, march + 5, db)
    second = await seasons.season(service.store, GUILD)
    _, april = season_bounds("quarterly", FEB_10)
    # The next is cut by the new period: from the old one's end to the quarter's.
    assert (second.number, second.period, second.starts_at, second.ends_at) == (
        2,
        "quarterly",
        march,
        april,
    )


async def test_off_lets_the_running_season_end_and_opens_none_until_turned_on(service, clock, db):
    await service.room(Preferences).update_settings(
        GUILD, season="monthly", announcements=ANNOUNCEMENTS
    )
    await service.room(Preferences).update_settings(GUILD, season="off")
    first = await seasons.season(service.store, GUILD)
    assert first.open  # it plays on to its end
    assert isinstance(await service.room(SeasonLadder).leaderboard(GUILD), SeasonLadderView)
    await at(clock, service, first.ends_at + 5, db)
    closed = await seasons.season(service.store, GUILD)
    assert (closed.number, closed.open) == (1, False)
    assert await club_timer_due(service.store, "season_end", guild_id=GUILD) is None
    # The all-time ladder by default now; the season stays readable.
    assert not isinstance(await service.room(SeasonLadder).leaderboard(GUILD), SeasonLadderView)
    assert (await service.room(SeasonLadder).leaderboard(GUILD, "previous")).number == 1
    await service.room(Preferences).update_settings(GUILD, season="quarterly")
    again = await seasons.season(service.store, GUILD)
    assert (again.number, again.open, again.period) == (2, True, "quarterly")


async def test_a_season_in_which_nobody_played_ends_unannounced(service, clock, channels, db):
    await service.room(Preferences).update_settings(
        GUILD, season="monthly", announcements=ANNOUNCEMENTS
    )
    first = await seasons.season(service.store, GUILD)
    await at(clock, service, first.ends_at + 5, db)
    assert (await seasons.season(service.store, GUILD)).number == 2
    assert [m for m in channels.messages.values() if m.channel_id == ANNOUNCEMENTS] == []
    assert await service.store.claim_announcements(clock.now(), limit=5, lease=60) == []
    offered = await service.room(SeasonLadder).season_choices(GUILD)
    assert [(choice.value, choice.number) for choice in offered] == [
        ("current", 2),
        ("previous", 1),
        ("all", None),
    ]
