"""The SQLite dialect of the store."""

from .store import SqliteStore
