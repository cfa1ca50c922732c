"""The SQLite adapter of the store: all of its SQL, its schema and its migrations."""

from .store import SqliteStore

__all__ = ["SqliteStore"]
