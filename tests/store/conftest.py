"""Fixtures of the store tests.

The contract suite (``tests/store/test_*.py``) runs every test once per adapter through the
parametrised ``backend`` fixture: a fresh, empty database and a way to open it (again, for
restart and two-process tests). Adding an adapter is one more param and one more backend
class. ``tests/store/sqlite/`` holds what only SQLite has (its file, its schema, crashes),
``tests/store/postgres/`` what only PostgreSQL has; the conftest of each folder narrows
``backend`` to its adapter.

The PostgreSQL runs need a server: ``postgres_server.py`` starts a throw-away one per
session. Without PostgreSQL 15 installed they are skipped, and the summary says why.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Protocol

import pytest

from azul_bot.core.db import GameRecord, GameStatus, PostgresStore, SqliteStore, Store
from tests.conftest import fresh_copy
from tests.games import near_end
from tests.store.helpers import GUILD, Player, play, replayed, standings, start

# Imported so that pytest finds the fixtures here (a non-root conftest cannot name plugins).
from tests.store.postgres_server import (  # noqa: F401
    SKIP_REASON,
    postgres_server,
    postgres_url,
)

FinishGame = Callable[..., Awaitable[GameRecord]]

BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only: pokes at the SQLite file or schema; not part of the contract"
    )
    config.addinivalue_line(
        "markers", "postgres: needs the throw-away PostgreSQL server (-m 'not postgres' skips)"
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skipped = [
        report
        for report in terminalreporter.stats.get("skipped", [])
        if SKIP_REASON in str(report.longrepr)
    ]
    if skipped:
        terminalreporter.write_line(
            f"{len(skipped)} PostgreSQL tests skipped: {SKIP_REASON}", yellow=True, bold=True
        )


class Backend(Protocol):
    async def open(self) -> Store:
        """Another store on this test's database."""
        ...


class SqliteBackend:
    def __init__(self, path: Path) -> None:
        self.path = path

    async def open(self) -> Store:
        return await SqliteStore.open(self.path)


class PostgresBackend:
    def __init__(self, url: str) -> None:
        self.url = url

    async def open(self) -> Store:
        return await PostgresStore.open(self.url)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "azul.db"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> Backend:
    if request.param == "sqlite":
        migrated = request.getfixturevalue("migrated_sqlite")
        return SqliteBackend(fresh_copy(migrated, request.getfixturevalue("db_path")))
    if request.param == "postgres":
        return PostgresBackend(request.getfixturevalue("postgres_url"))
    raise ValueError(f"no backend {request.param!r}")


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[Store]:
    opened = await backend.open()
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
def finish_game(store: Store) -> FinishGame:
    """``await finish_game(players, scores, rows=None, guild=GUILD)``: a real game (started
    near its end, so it is quick) whose final result has the given scores; it is checked to
    replay to its stored state."""
    channels = iter(range(50_000, 60_000))

    async def finish(
        players: Sequence[Player],
        scores: Sequence[int],
        rows: Sequence[int] | None = None,
        *,
        guild: int = GUILD,
        seed: int = 3,
    ) -> GameRecord:
        late = near_end(len(players), seed=seed)
        record, game = await start(store, next(channels), players, guild=guild, game=late)
        record = await play(store, record, game, result=standings(scores, rows))
        assert record.status is GameStatus.FINISHED
        assert await replayed(store, record.id) == (await store.get_game(record.id)).game()
        return record

    return finish
