"""Numbered SQL files in a dialect's ``migrations/`` folder, read and checked in order: the
number is the schema version the file brings the database to. The dialect's files and every
feature's are one sequence, so a gap or a number used twice is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TypeVar

from ..errors import StoreUnavailable, WrongDatabase

_FILE_NAME = re.compile(r"^(?P<version>\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


M = TypeVar("M", bound=Migration)


FEATURES = "azul_bot.features"


def load_migrations(package: str, kind: type[M], features: str = FEATURES) -> list[M]:
    """The migration files of ``package`` and of every feature under ``features`` for the
    same dialect (``package``'s last name), checked to be numbered 1, 2, 3, ... once each."""
    folder = resources.files(package) / "migrations"
    found = _read(folder, kind)
    if not found:
        # An install without the package data (pyproject's package-data lists the .sql).
        raise StoreUnavailable(f"no migration files in {folder}: the package is incomplete")
    dialect = package.rsplit(".", 1)[-1]
    for feature in sorted(resources.files(features).iterdir(), key=lambda entry: entry.name):
        own = feature / "migrations" / dialect
        if own.is_dir():
            found += _read(own, kind)
    found.sort(key=lambda migration: migration.version)
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            if migration.version < expected:
                raise ValueError(f"migration {migration.version:04d} is numbered twice")
            raise ValueError(f"migration {expected:04d} is missing (found {migration.name})")
    return found


def _read(folder: Traversable, kind: type[M]) -> list[M]:
    found = []
    for entry in folder.iterdir():
        match = _FILE_NAME.match(entry.name)
        if match:
            found.append(kind(int(match["version"]), entry.name, entry.read_text("utf-8")))
    return found


def newer_than_the_bot(current: int, latest: int) -> WrongDatabase:
    return WrongDatabase(
        f"the database is at schema version {current}, newer than this bot knows "
        f"({latest}); run a newer version of the bot"
    )
