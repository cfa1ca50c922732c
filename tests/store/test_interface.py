"""The store itself: each dialect is the one ``Store`` on its own connection, start-up picks
the dialect, and the store's own layer stays free of SQL and of game logic."""

import ast
import inspect
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import azul_bot.core.db
from azul_bot.core.db import PostgresStore, SqliteStore, Store, StoreUnavailable, open_store

STORE_PACKAGE = Path(azul_bot.core.db.__file__).parent
ADAPTERS = [SqliteStore, PostgresStore]
DRIVERS = {"sqlite3", "aiosqlite", "asyncpg"}


def store_methods() -> set[str]:
    return {name for name, member in vars(Store).items() if inspect.iscoroutinefunction(member)}


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_dialect_is_the_one_store_on_its_own_connection(adapter):
    # The SQL is written once: a dialect only opens its connection, it restates no method.
    assert issubclass(adapter, Store)
    assert "claim_announcements" in store_methods() and "commit_move" in store_methods()
    assert store_methods().isdisjoint(vars(adapter)), store_methods() & set(vars(adapter))


def test_the_store_fixture_serves_a_whole_store(store):
    # Every test of the store's suite goes through this fixture, once per dialect.
    assert isinstance(store, Store) and store_methods() <= set(dir(store))


async def test_open_store_opens_sqlite_for_a_path(tmp_path):
    for location in (tmp_path / "a.db", str(tmp_path / "b.db")):
        store = await open_store(location)
        try:
            assert isinstance(store, SqliteStore)
            assert await store.count_running() == 0
        finally:
            await store.close()


@pytest.mark.postgres
async def test_open_store_opens_postgresql_for_a_url(postgres_url):
    for url in (postgres_url, postgres_url.replace("postgresql://", "postgres://", 1)):
        store = await open_store(url)
        try:
            assert isinstance(store, PostgresStore)
            assert await store.count_running() == 0
        finally:
            await store.close()


def closed_port() -> int:
    """A port on 127.0.0.1 where nothing listens (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("scheme", ["postgresql", "postgres"])
async def test_an_unreachable_postgresql_is_one_clear_message_without_the_password(scheme):
    port = closed_port()
    with pytest.raises(StoreUnavailable) as error:
        await open_store(f"{scheme}://bot:s3cret-pw@127.0.0.1:{port}/azul")
    message = str(error.value)
    assert message.startswith(f"cannot reach PostgreSQL at 127.0.0.1:{port}/azul: ")
    assert "s3cret-pw" not in message
    assert error.value.__cause__ is None and error.value.__suppress_context__


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_sql_stays_inside_the_adapters():
    for path in STORE_PACKAGE.glob("*.py"):  # records, errors, rows, opening
        assert not imports_of(path) & DRIVERS, path.name
    for adapter, driver in (("sqlite", "asyncpg"), ("postgres", "aiosqlite")):
        for path in (STORE_PACKAGE / adapter).rglob("*.py"):
            assert driver not in imports_of(path), path


def test_the_store_imports_only_the_engine_of_the_project():
    for path in STORE_PACKAGE.rglob("*.py"):
        project = {m for m in imports_of(path) if m.startswith("azul_bot")}
        assert project <= {"azul_bot.engine"}, (path.name, project)


def test_the_store_does_not_import_openskill():
    code = "import sys, azul_bot.core.db; print(sorted(m for m in sys.modules if 'openskill' in m))"
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=STORE_PACKAGE.parents[1],
    )
    assert out.stdout.strip() == "[]"
