"""``SqliteStore``: the shared SQL (``sql/``) on one SQLite file."""

from __future__ import annotations

import os

from ..sql import Store
from .connection import Database


class SqliteStore(Store):
    """The bot's database in one SQLite file; open it with ``await SqliteStore.open(path)``."""

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> SqliteStore:
        """Open (or create) the file: WAL, foreign keys, migrations. ``StoreUnavailable``."""
        return cls(await Database.open(path))
