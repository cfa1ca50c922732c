"""The rows an earlier version wrote (the dumps in ``written_before/``, at schema 8), loaded into
a database of either backend, and today's store opened on them (``old_store``, a fixture)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from azul_bot.core.db import PostgresStore, SqliteStore, Store
from azul_bot.core.db.postgres.migrations import load_migrations, migrate
from tests.store.postgres_server import PostgresServer

DATA = Path(__file__).parent / "written_before"


SCHEMA = 8
"""The schema version the dumps were written at."""


def load_sqlite(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.executescript((DATA / "sqlite.sql").read_text("utf-8"))
    db.close()


async def load_postgres(server: PostgresServer) -> str:
    """A new database at schema 8 holding the dump's rows; its name."""
    name = server.create_database(empty=True)
    connection = await asyncpg.connect(server.url(name))
    try:
        await migrate(connection, load_migrations(), target=SCHEMA)
        await connection.execute((DATA / "postgres.sql").read_text("utf-8"))
    finally:
        await connection.close()
    return name


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def old_store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """(the backend's name, today's store on the rows written before)."""
    server, name = None, None
    if request.param == "sqlite":
        load_sqlite(tmp_path / "before.db")
        store: Store = await SqliteStore.open(tmp_path / "before.db")
    else:
        server = request.getfixturevalue("postgres_server")
        name = await load_postgres(server)
        store = await PostgresStore.open(server.url(name))
    try:
        yield request.param, store
    finally:
        await store.close()
        if server is not None and name is not None:
            server.drop_database(name)
