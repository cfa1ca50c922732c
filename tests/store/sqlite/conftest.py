"""The SQLite-only tests use the contract fixtures on SQLite alone."""

from pathlib import Path

import pytest

from tests.conftest import fresh_copy
from tests.store.conftest import SqliteBackend


@pytest.fixture
def backend(db_path: Path, migrated_sqlite: Path) -> SqliteBackend:
    """An empty database at the latest schema at ``db_path`` (a test that asks for
    ``db_path`` alone gets no file there: the migrations' tests)."""
    return SqliteBackend(fresh_copy(migrated_sqlite, db_path))
