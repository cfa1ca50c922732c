"""Start-up's one question to the store: which adapter serves this location."""

from __future__ import annotations

import os

from .postgres import PostgresStore
from .sql import Store
from .sqlite import SqliteStore

_POSTGRES_SCHEMES = ("postgresql://", "postgres://")


async def open_store(location: str | os.PathLike[str]) -> Store:
    """The store at ``location``: a PostgreSQL URL, anything else a SQLite file (created if
    missing)."""
    if isinstance(location, str) and location.startswith(_POSTGRES_SCHEMES):
        return await PostgresStore.open(location)
    return await SqliteStore.open(location)
