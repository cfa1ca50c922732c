"""Start-up's one question to the store: which adapter serves this location."""

from __future__ import annotations

import os

from .errors import StoreUnavailable
from .interface import Store
from .sqlite import SqliteStore

_POSTGRES_SCHEMES = ("postgresql://", "postgres://")


async def open_store(location: str | os.PathLike[str]) -> Store:
    """The store at ``location``: a file path is a SQLite database (created if missing).

    ``StoreUnavailable`` when it cannot be used; a PostgreSQL URL is refused until that
    adapter exists.
    """
    if isinstance(location, str) and location.startswith(_POSTGRES_SCHEMES):
        raise StoreUnavailable("PostgreSQL support is not built yet")
    return await SqliteStore.open(location)
