"""The migration files: the dialect's and every feature's, one sequence without a gap."""

from __future__ import annotations

import sys

import pytest

from azul_bot.core.db.postgres.migrations import load_migrations as postgres_migrations
from azul_bot.core.db.sql.migrations import Migration, load_migrations
from azul_bot.core.db.sqlite.migrations import load_migrations as sqlite_migrations


def test_both_dialects_reach_the_same_versions_without_a_gap():
    sqlite, postgres = sqlite_migrations(), postgres_migrations()
    assert [m.version for m in sqlite] == list(range(1, len(sqlite) + 1))
    assert [m.version for m in sqlite] == [m.version for m in postgres]


@pytest.fixture
def features(tmp_path, monkeypatch):
    """A package of features made for the test, and a dialect with two files of its own."""
    root = tmp_path / "made_features"
    (root / "cards" / "migrations" / "sqlite").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "cards" / "__init__.py").write_text("")
    dialect = tmp_path / "made_dialect" / "sqlite"
    (dialect / "migrations").mkdir(parents=True)
    (dialect.parent / "__init__.py").write_text("")
    (dialect / "__init__.py").write_text("")
    for name in ("0001_initial.sql", "0002_more.sql"):
        (dialect / "migrations" / name).write_text("SELECT 1;\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield root / "cards" / "migrations" / "sqlite"
    for module in [m for m in sys.modules if m.startswith(("made_features", "made_dialect"))]:
        del sys.modules[module]


def load(features_package: str = "made_features") -> list[Migration]:
    return load_migrations("made_dialect.sqlite", Migration, features=features_package)


def test_a_features_files_join_the_dialects_in_one_sequence(features):
    (features / "0003_cards.sql").write_text("CREATE TABLE cards (id INTEGER);\n")
    (features.parent / "postgres").mkdir()
    (features.parent / "postgres" / "0004_other_dialect.sql").write_text("SELECT 1;\n")
    assert [(m.version, m.name) for m in load()] == [
        (1, "0001_initial.sql"),
        (2, "0002_more.sql"),
        (3, "0003_cards.sql"),
    ]


def test_a_gap_between_the_dialects_and_a_features_files_is_refused(features):
    (features / "0004_cards.sql").write_text("SELECT 1;\n")
    with pytest.raises(ValueError, match="migration 0003 is missing"):
        load()


def test_a_number_a_feature_shares_with_the_dialect_is_refused(features):
    (features / "0002_cards.sql").write_text("SELECT 1;\n")
    with pytest.raises(ValueError, match="migration 0002 is numbered twice"):
        load()
