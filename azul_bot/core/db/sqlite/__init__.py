"""The SQLite dialect of the store: one file behind one connection, its transactions run
whole in that connection's thread and committed together, its errors, its migrations, and
the few pieces of SQL it spells its own way."""

from .store import SqliteStore
