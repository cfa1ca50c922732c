"""The PostgreSQL dialect of the store."""

from .store import PostgresStore
