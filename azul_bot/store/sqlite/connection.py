"""One SQLite file behind one aiosqlite connection: opening, transactions, error translation.

One connection and one ``asyncio.Lock``: a transaction spans several awaits, and on a shared
connection another coroutine's statement would otherwise land inside it (or read what is not
yet committed). Other processes on the same file are kept apart by SQLite's own locking:
every write transaction is ``BEGIN IMMEDIATE``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from ..errors import StoreUnavailable
from .migrations import load_migrations, migrate

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000


class Database:
    """The connection and its lock; open it with ``await Database.open(path)``."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> Database:
        """Open (or create) the file, switch on WAL and foreign keys, apply the migrations.

        ``StoreUnavailable`` when the file cannot be opened, migrated or written.
        """
        where = os.fspath(path)
        connection = aiosqlite.connect(where, isolation_level=None)
        db = None
        try:
            db = await connection
            await _configure(db)
            await migrate(db, load_migrations())
            # Proves the file is writable now rather than at the first move.
            await db.execute(
                "INSERT INTO store_meta (key, value) VALUES ('opened_at', ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (repr(time.time()),),
            )
        except (sqlite3.Error, OSError, StoreUnavailable) as error:
            if db is not None:
                await _close_quietly(db)
            else:
                await _join_worker(connection)
            if isinstance(error, StoreUnavailable):
                raise
            raise StoreUnavailable(
                f"cannot use the database file {where!r}: {error}. Check that its folder "
                "exists and that the bot may write the file and the -wal/-shm files beside it."
            ) from error
        return cls(db)

    async def close(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            async with self._lock:
                await db.close()

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction, rolled back on any error, sqlite errors translated."""
        async with self._lock:
            db = self._connection()
            try:
                try:
                    await db.execute("BEGIN IMMEDIATE")
                    yield db
                    await db.execute("COMMIT")
                except BaseException:
                    await _roll_back(db)
                    raise
            except sqlite3.IntegrityError as error:
                # The schema caught data the caller got wrong (a seat that does not exist...).
                raise ValueError(f"the database refused the change: {error}") from error
            except sqlite3.Error as error:
                raise StoreUnavailable(f"cannot write the database: {error}") from error

    @asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection for a few reads, with no write of this process in between."""
        async with self._lock:
            db = self._connection()
            try:
                yield db
            except sqlite3.Error as error:
                raise StoreUnavailable(f"cannot read the database: {error}") from error

    async def fetch(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """The rows of one statement (one statement: one snapshot)."""
        async with self.read() as db:
            return list(await db.execute_fetchall(sql, tuple(params)))

    def _connection(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StoreUnavailable("the store is closed")
        return self._db


def first(rows: Iterable[Any]) -> Any:
    return next(iter(rows))


async def _configure(db: aiosqlite.Connection) -> None:
    # Bytes that are not UTF-8 in one row must not make every query over it fail: a damaged
    # name reads with U+FFFD, a damaged state then fails the engine's check and is CORRUPT.
    db.text_factory = _lenient_text
    # PRAGMA values cannot be bound as parameters; these are constants.
    await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    mode = first(await db.execute_fetchall("PRAGMA journal_mode = WAL"))[0]
    if str(mode).lower() != "wal":
        raise StoreUnavailable(f"the database cannot use WAL mode (journal mode is {mode})")
    # FULL: a commit is on disk (not only in the OS cache) before players hear of the move.
    await db.execute("PRAGMA synchronous = FULL")
    await db.execute("PRAGMA foreign_keys = ON")


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


async def _join_worker(connection: aiosqlite.Connection) -> None:
    """After a failed connect aiosqlite stops its worker thread without waiting for it; wait
    here, or the thread may report to an event loop that has closed meanwhile."""
    thread = getattr(connection, "_thread", None)
    if thread is not None and thread.is_alive():
        await asyncio.to_thread(thread.join, 5)


async def _close_quietly(db: aiosqlite.Connection) -> None:
    try:
        await db.close()
    except Exception:  # the connection is already broken; its error was the interesting one
        log.debug("closing a failed connection", exc_info=True)


async def _roll_back(db: aiosqlite.Connection) -> None:
    """End whatever transaction a failed or cancelled write left open.

    A cancelled ``await`` does not stop the statement in aiosqlite's thread: BEGIN may still
    run after the caller gave up, so a ROLLBACK is always queued behind it (shielded from a
    second cancellation); when no transaction is open it is a harmless error."""
    with contextlib.suppress(sqlite3.OperationalError):
        await asyncio.shield(db.execute("ROLLBACK"))
