"""A database outage is two log lines: ``database unavailable: …`` when it starts and
``database back after N s`` when it ends, however many presses and loop passes fail in
between, and never a traceback.

The real thing: a PostgreSQL server of this test's own (the suite's shared one serves other
tests) is stopped while the outbox and the timer dispatcher run and players press, then
started again. A SQLite file locked by another program. And the tracker by itself, with a
clock of the test's.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator

import pytest

from azul_bot.core import GameService, ManualClock, ServiceError, ServiceOptions, Unavailable
from azul_bot.core.db import PostgresStore, SqliteStore, StoreUnavailable
from azul_bot.core.db.outage import Outage
from azul_bot.core.db.sqlite import connection as sqlite_connection
from azul_bot.core.delivery import dispatcher as timer_loop
from azul_bot.core.delivery import outbox as outbox_loop
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import GameQueries
from azul_bot.features.results import Ladder
from tests.conftest import fake_png
from tests.fakes import FakeChannels
from tests.features.lobby.helpers import create_lobby
from tests.settled import settled
from tests.store.postgres_server import SKIP_REASON, PostgresServer, find_binaries

GUILD, CHANNEL, OTHER = 10, 100, 200
ALICE, BOB = 1, 2
PATIENCE = 60.0
"""Seconds a broken run may wait for what it expects before it fails."""


# ------------------------------------------------------------------ the tracker


class Ticks:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_many_failures_are_one_warning_and_the_first_success_another(caplog):
    clock = Ticks()
    outage = Outage(clock)
    caplog.set_level(logging.DEBUG, logger="azul.store")
    outage.succeeded(outage.started())
    for _ in range(50):
        outage.failed(outage.started(), "connection refused")
        clock.now += 0.2
    assert outage.down
    outage.succeeded(outage.started())
    outage.succeeded(outage.started())
    assert not outage.down
    assert warnings(caplog) == [
        "database unavailable: connection refused",
        "database back after 10 s",
    ]


def test_operations_that_straddle_an_edge_do_not_make_another_outage(caplog):
    clock = Ticks()
    outage = Outage(clock)
    caplog.set_level(logging.WARNING, logger="azul.store")
    before = outage.started()
    clock.now = 1.0
    outage.failed(outage.started(), "gone")
    outage.succeeded(before)  # began before the outage: says nothing of now
    assert outage.down
    during = outage.started()
    clock.now = 5.0
    outage.succeeded(outage.started())
    outage.failed(during, "timed out")  # began during it: the outage is over all the same
    assert not outage.down
    clock.now = 9.0
    outage.failed(outage.started(), "gone again")  # a new one
    assert warnings(caplog) == [
        "database unavailable: gone",
        "database back after 4 s",
        "database unavailable: gone again",
    ]


async def test_a_locked_sqlite_file_is_an_outage_of_its_own(tmp_path, monkeypatch, caplog):
    """Another program holding the file's write lock (longer than the busy timeout) makes
    writes fail: one warning, and one when a write goes through again."""
    monkeypatch.setattr(sqlite_connection, "BUSY_TIMEOUT_MS", 50)
    path = tmp_path / "azul.sqlite3"
    store = await SqliteStore.open(path)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        caplog.set_level(logging.INFO)
        other.execute("BEGIN EXCLUSIVE")
        for channel in range(5):
            with pytest.raises(StoreUnavailable, match="locked"):
                await create_lobby(store, GUILD, channel, ALICE, "Alice")
        other.execute("COMMIT")
        await create_lobby(store, GUILD, CHANNEL, ALICE, "Alice")
        await create_lobby(store, GUILD, OTHER, ALICE, "Alice")
    finally:
        other.close()
        await store.close()
    assert warnings(caplog) == [
        "database unavailable: cannot write the database: database is locked",
        "database back after 0 s",
    ]


# ------------------------------------------------------------------ a real outage


@pytest.fixture(scope="module")
def own_server() -> Iterator[PostgresServer]:
    binaries = find_binaries()
    if binaries is None:
        pytest.skip(SKIP_REASON)
    server = PostgresServer.start(binaries)
    try:
        yield server
    finally:
        server.stop()


def pg_ctl(server: PostgresServer, *args: object) -> None:
    server._run("pg_ctl", "-D", server.data, *args)


LOOK_AGAIN = max(outbox_loop.IDLE_POLL, timer_loop.IDLE_POLL, timer_loop.RETRY)
"""How far the test's clock moves for both loops to look at the database again."""
PRESSES = 20
"""Presses refused while the server is down: however many, still one warning."""
LOOKS = 3
"""Passes of each loop that fail while the server is down."""
LOOP_FAILURES = {
    "outbox": "the outbox cannot read the database",
    "timers": "the timer dispatcher cannot read the database",
}


def loop_failures(caplog: pytest.LogCaptureFixture, loop: str) -> int:
    """How many passes of ``loop`` failed on the database (its debug line)."""
    return sum(r.getMessage().startswith(LOOP_FAILURES[loop]) for r in caplog.records)


async def until(condition: Callable[[], bool], what: str) -> None:
    """Wait for an event of the test (a log line, a loop asleep): ``PATIENCE`` is only how
    long a broken run hangs before it fails."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"waited in vain for {what}"
        await asyncio.sleep(0.01)


@pytest.mark.postgres
async def test_a_database_outage_is_two_warnings_and_no_traceback(own_server, fixed_seed, caplog):
    """Driven by what happens, not by seconds: the server stops, the outage is noticed, a
    number of presses are refused and of loop passes fail, the server starts, a press is
    answered and both loops look again; then the log holds exactly two warnings."""
    name = own_server.create_database()
    own_server._ahead[0].result(timeout=PATIENCE)  # the next test database, made meanwhile
    store = await PostgresStore.open(own_server.url(name))
    channels, clock = FakeChannels(), ManualClock()
    options = ServiceOptions(new_game=fixed_seed, render=fake_png, flush_timeout=1, clock=clock)
    service = GameService(store, channels, options)
    await service.start_loops()
    try:
        await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
        await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
        await service.room(Lobby).join(CHANNEL, BOB, "Bob")
        await service.room(Lobby).start(CHANNEL, ALICE)
        caplog.clear()
        caplog.set_level(logging.DEBUG)

        await asyncio.to_thread(pg_ctl, own_server, "-m", "fast", "-w", "stop")
        refused = await presses_refused(service)
        assert refused and len(warnings(caplog)) == 1  # the outage, noticed at the first press
        looked = {loop: loop_failures(caplog, loop) for loop in LOOP_FAILURES}
        while refused < PRESSES:
            refused += await presses_refused(service)
        for look in range(1, LOOKS + 1):
            # Each loop looks once the clock has moved, fails, and naps until it moves again.
            await clock.advance(LOOK_AGAIN)
            for loop, before in looked.items():
                await until(
                    lambda loop=loop, wanted=before + look: loop_failures(caplog, loop) >= wanted,
                    f"pass {look} of the {loop} loop to fail",
                )

        await asyncio.to_thread(pg_ctl, own_server, "-l", own_server.log, "-w", "-t", "60", "start")
        for _ in range(PRESSES):  # the server accepts connections: a press soon goes through
            if not await presses_refused(service):
                break
        else:
            raise AssertionError("the database did not come back")
        # Both loops look again, now that it is back: their passes say nothing more.
        await clock.advance(LOOK_AGAIN)
        await service.outbox.run_once()
        await service.timers.run_due()
        await settled(service)
        assert await presses_refused(service) == 0
    finally:
        await service.close()
        await store.close()

    lines = warnings(caplog)
    assert len(lines) == 2, lines
    assert lines[0].startswith("database unavailable: cannot ")
    assert lines[1].startswith("database back after ") and lines[1].endswith(" s")
    assert [r for r in caplog.records if r.exc_info] == []
    assert "Traceback" not in caplog.text


async def presses_refused(service: GameService) -> int:
    """Some presses of players (a look at the table, a lobby in another channel, the
    leaderboard); how many were refused because the database is unavailable."""
    refused = 0
    presses = (
        service.room(GameQueries).board(CHANNEL),
        service.room(Lobby).open_lobby(GUILD, OTHER, BOB, "Bob"),
        service.room(Ladder).leaderboard(GUILD),
    )
    for press in presses:
        try:
            await press
        except Unavailable:
            refused += 1
        except ServiceError:
            pass  # the lobby is open already, once the database is back
    return refused
