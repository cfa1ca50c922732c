"""The store's SQL, written once: transactions as generators of statements (``steps``),
by what they hold (``changes``, ``moves``, ``outbox``, ``timers``, ...), behind one
``Store``. The dialects (``sqlite/``, ``postgres/``) connect, lock, map errors, migrate,
and spell the few pieces of SQL that differ."""

from .store import Database, Store
