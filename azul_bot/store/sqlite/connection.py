"""One SQLite file behind one aiosqlite connection: opening, transactions, error translation.

Each store operation is one function run whole in the connection's thread: a transaction of
ten statements is one hand-over between the event loop and that thread, not ten (at a
thousand moves a second the hand-overs, not SQLite, were the cost). The thread runs one
function at a time, in order, so a transaction never interleaves with another coroutine's
statements and needs no lock. Other processes on the same file are kept apart by SQLite's
own locking: every write transaction is ``BEGIN IMMEDIATE``.

A cancelled caller does not stop its function in the thread: the transaction still commits
or rolls back whole, and what it stored (a move and its notice) is announced by the outbox
like anything a crash left behind.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import aiosqlite

from ..errors import StoreUnavailable
from .migrations import load_migrations, migrate

log = logging.getLogger(__name__)

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000


class Sql(sqlite3.Connection):
    """The connection the SQL functions get, inside the connection's thread."""

    def execute_fetchall(self, sql: str, parameters: Any = ()) -> list[sqlite3.Row]:
        return self.execute(sql, parameters).fetchall()


class Database:
    """The connection; open it with ``await Database.open(path)``."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db: aiosqlite.Connection | None = db

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> Database:
        """Open (or create) the file, switch on WAL and foreign keys, apply the migrations.

        ``StoreUnavailable`` when the file cannot be opened, migrated or written.
        """
        where = os.fspath(path)
        connection = aiosqlite.connect(where, isolation_level=None, factory=Sql)
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
            await db.close()

    async def write(self, work: Callable[[Sql], T]) -> T:
        """``work(db)`` as one write transaction, rolled back on any error, sqlite errors
        translated."""
        try:
            return await self._run(_transaction, work)
        except sqlite3.IntegrityError as error:
            # The schema caught data the caller got wrong (a seat that does not exist...).
            raise ValueError(f"the database refused the change: {error}") from error
        except sqlite3.Error as error:
            raise StoreUnavailable(f"cannot write the database: {error}") from error

    async def read(self, work: Callable[[Sql], T]) -> T:
        """``work(db)``: a few reads, with no write of this process in between."""
        try:
            return await self._run(lambda db, _: work(db), None)
        except sqlite3.Error as error:
            raise StoreUnavailable(f"cannot read the database: {error}") from error

    async def fetch(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """The rows of one statement (one statement: one snapshot)."""
        return await self.read(lambda db: db.execute_fetchall(sql, tuple(params)))

    async def _run(self, step: Callable[[Sql, Any], T], work: Any) -> T:
        if self._db is None:
            raise StoreUnavailable("the store is closed")
        db = self._db
        # aiosqlite's own entry point for running a function in its thread (what its
        # execute() does for one statement); the sqlite3 connection lives in that thread.
        return await db._execute(lambda: step(db._conn, work))


def _transaction(db: Sql, work: Callable[[Sql], T]) -> T:
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work(db)
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return result


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
    # NORMAL, in WAL mode: a commit is written to the WAL file, and the WAL is synced to
    # disk at each checkpoint rather than at each commit. A killed process (kill -9, the
    # OOM killer, a crash of the bot) loses nothing: what it wrote is in the kernel's page
    # cache and reaches the file anyway; tests/service/test_kill.py checks exactly that.
    # Only an operating-system crash or a power cut can undo the last commits before the
    # latest checkpoint, and even then the file stays consistent (whole transactions, never
    # half a move). That is the trade the throughput target asks for: FULL syncs on every
    # commit (see README, "Storage", for the figures of both).
    await db.execute("PRAGMA synchronous = NORMAL")
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
