"""The SQLite-only tests use the contract fixtures on SQLite alone."""

from pathlib import Path

import pytest

from tests.store.conftest import SqliteBackend


@pytest.fixture
def backend(db_path: Path) -> SqliteBackend:
    return SqliteBackend(db_path)
