"""The PostgreSQL dialect of the store: a connection pool, transactions and their
isolation, its errors, its migrations (under an advisory lock), and the few pieces of SQL
it spells its own way (claims that skip locked rows, ``$n`` placeholders)."""

from .store import PostgresStore
