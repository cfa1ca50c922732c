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
from collections.abc import Iterator

import pytest

from azul_bot.service import GameService, ServiceError, Unavailable
from azul_bot.service import outbox as outbox_loop
from azul_bot.service import timers as timer_loop
from azul_bot.store import PostgresStore, SqliteStore, StoreUnavailable
from azul_bot.store.outage import Outage
from azul_bot.store.sqlite import connection as sqlite_connection
from tests.conftest import fake_png
from tests.fakes import FakeChannels
from tests.store.postgres_server import SKIP_REASON, PostgresServer, find_binaries

GUILD, CHANNEL, OTHER = 10, 100, 200
ALICE, BOB = 1, 2
OUTAGE = 3.0
"""Seconds the server is down: dozens of loop passes and presses fail meanwhile."""
PATIENCE = 60.0


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
                await store.create_lobby(GUILD, channel, ALICE, "Alice")
        other.execute("COMMIT")
        await store.create_lobby(GUILD, CHANNEL, ALICE, "Alice")
        await store.create_lobby(GUILD, OTHER, ALICE, "Alice")
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


@pytest.fixture
def quick_loops(monkeypatch):
    """Idle loops look every 0.1 s (10 s and 30 s in production): many passes per second."""
    monkeypatch.setattr(outbox_loop, "IDLE_POLL", 0.1)
    monkeypatch.setattr(timer_loop, "IDLE_POLL", 0.1)
    monkeypatch.setattr(timer_loop, "RETRY", 0.1)


@pytest.mark.postgres
async def test_a_database_outage_is_two_warnings_and_no_traceback(
    own_server, quick_loops, fixed_seed, caplog
):
    name = own_server.create_database()
    own_server._ahead[0].result(timeout=PATIENCE)  # the next test database, made meanwhile
    store = await PostgresStore.open(own_server.url(name))
    channels = FakeChannels()
    service = GameService(store, channels, new_game=fixed_seed, render=fake_png, flush_timeout=1)
    await service.start_loops()
    try:
        await service.open_lobby(GUILD, CHANNEL, ALICE, "Alice")
        await service.add_computer(CHANNEL, ALICE, "easy")
        await service.join(CHANNEL, BOB, "Bob")
        await service.start(CHANNEL, ALICE)
        caplog.clear()
        caplog.set_level(logging.INFO)

        await asyncio.to_thread(pg_ctl, own_server, "-m", "fast", "-w", "stop")
        refused = 0
        until = time.monotonic() + OUTAGE
        while time.monotonic() < until:
            refused += await presses_refused(service)
            await asyncio.sleep(0.1)
        await asyncio.to_thread(pg_ctl, own_server, "-l", own_server.log, "-w", "-t", "60", "start")
        until = time.monotonic() + PATIENCE
        while await presses_refused(service):
            assert time.monotonic() < until, "the database did not come back"
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.0)  # the loops' passes after it came back
        assert await presses_refused(service) == 0
    finally:
        await service.close()
        await store.close()

    assert refused >= 20
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
        service.board(CHANNEL),
        service.open_lobby(GUILD, OTHER, BOB, "Bob"),
        service.leaderboard(GUILD),
    )
    for press in presses:
        try:
            await press
        except Unavailable:
            refused += 1
        except ServiceError:
            pass  # the lobby is open already, once the database is back
    return refused
