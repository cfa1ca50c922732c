"""The PostgreSQL adapter of the store: all of its SQL, its schema and its migrations."""

from .store import PostgresStore

__all__ = ["PostgresStore"]
