"""One SQLite file behind one aiosqlite connection.

Each store operation is driven whole in the
connection's thread: a transaction of ten statements is one hand-over between the event loop
and that thread, not ten (at a thousand moves a second the hand-overs, not SQLite, were the
cost); writes that queue up meanwhile are committed together. The thread runs one
transaction at a time, in order, so a transaction never interleaves with another
coroutine's statements and needs no lock. Other processes on the same file are kept apart
by SQLite's own locking: every write transaction is ``BEGIN IMMEDIATE``.

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
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import aiosqlite

from ..errors import StoreUnavailable
from ..outage import Outage
from ..sql.steps import Duplicate, Step, Want, Work, drive
from .dialect import SQLITE
from .migrations import load_migrations, migrate
from .unusable import no_wal, someone_elses, unusable

log = logging.getLogger(__name__)

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000
BATCH = 64
"""Writes stored together at most (so one busy moment does not make one long transaction)."""


class Database:
    """The connection; open it with ``await Database.open(path)``."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db: aiosqlite.Connection | None = db
        self._queued: list[tuple[Work[Any] | Step, asyncio.Future[Any]]] = []
        self._writer: asyncio.Task[None] | None = None
        self.outage = Outage()

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
            await _ours(db, where)  # before WAL mode, which would change another's file
            await _configure(db, where)
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
            raise unusable(where, error) from error
        return cls(db)

    async def close(self) -> None:
        if self._writer is not None:
            await asyncio.wait({self._writer})  # what was asked is written first
        db, self._db = self._db, None
        if db is not None:
            await db.close()

    async def write(self, work: Work[T] | Step) -> T:
        """``work`` as one write transaction, rolled back on any error.

        Writes that come while others are being written wait, and then go together: one
        transaction, each in a savepoint of its own (a failing one is undone alone and its
        caller gets the error), one commit, one hand-over to the thread for all of them.
        Each caller hears back only after that commit, so an answer still means stored."""
        started = self.outage.started()
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._queued.append((work, done))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_queued(), name="azul-sqlite-writes")
        try:
            value = await done
        except sqlite3.IntegrityError as error:
            # The schema caught data the caller got wrong (a seat that does not exist...).
            self.outage.succeeded(started)
            raise ValueError(f"the database refused the change: {error}") from error
        except sqlite3.Error as error:
            raise self._unavailable(started, f"cannot write the database: {error}") from error
        self.outage.succeeded(started)
        return value

    async def _write_queued(self) -> None:
        while self._queued:
            batch, self._queued = self._queued[:BATCH], self._queued[BATCH:]
            try:
                outcomes = await self._run(_transaction, [work for work, _ in batch])
            except BaseException as error:  # nothing of the batch was stored
                for _, done in batch:
                    if not done.done():
                        done.set_exception(error)
                if isinstance(error, asyncio.CancelledError):
                    raise
                continue
            for (_, done), (stored, value) in zip(batch, outcomes, strict=True):
                if done.done():  # its caller gave up; what it wrote stays, like after a crash
                    continue
                if stored:
                    done.set_result(value)
                else:
                    done.set_exception(value)

    async def read(self, work: Work[T] | Step) -> T:
        """``work``'s reads, with no write of this process in between."""
        started = self.outage.started()
        try:
            value = await self._run(_perform, work)
        except sqlite3.Error as error:
            raise self._unavailable(started, f"cannot read the database: {error}") from error
        self.outage.succeeded(started)
        return value

    def _unavailable(self, started: float, reason: str) -> StoreUnavailable:
        unavailable = StoreUnavailable(reason)
        self.outage.failed(started, unavailable)
        return unavailable

    async def _run(self, function: Callable[[sqlite3.Connection, Any], T], work: Any) -> T:
        if self._db is None:
            raise StoreUnavailable("the store is closed")
        db = self._db
        # aiosqlite's own entry point for running a function in its thread (what its
        # execute() does for one statement); the sqlite3 connection lives in that thread.
        return await db._execute(lambda: function(db._conn, work))


def _transaction(db: sqlite3.Connection, works: list[Work[Any] | Step]) -> list[tuple[bool, Any]]:
    """Run ``works`` in one transaction, each in a savepoint: (True, its result) or (False,
    its error, its changes undone) for each. Any other failure undoes them all."""
    db.execute("BEGIN IMMEDIATE")
    outcomes: list[tuple[bool, Any]] = []
    try:
        for work in works:
            db.execute("SAVEPOINT work")
            try:
                outcomes.append((True, _perform(db, work)))
            except Exception as error:
                db.execute("ROLLBACK TO work")
                outcomes.append((False, error))
            db.execute("RELEASE work")
        _commit(db)
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return outcomes


def _commit(db: sqlite3.Connection) -> None:
    db.execute("COMMIT")


def _perform(db: sqlite3.Connection, work: Work[T] | Step) -> T:
    return drive(work, partial(_run_step, db))


def _run_step(db: sqlite3.Connection, step: Step) -> Any:
    """One statement; a unique constraint's refusal is the store's ``Duplicate``."""
    sql = SQLITE.prepare(step.sql)
    try:
        if step.want is Want.EACH:
            db.executemany(sql, step.args)
            return None
        # Every row is read, even of a write: RETURNING rows come as they are written.
        rows = db.execute(sql, step.args).fetchall()
    except sqlite3.IntegrityError as error:
        if "UNIQUE" in str(error):
            raise Duplicate(error) from error
        raise
    if step.want is Want.ROWS:
        return rows
    if step.want is Want.ROW:
        return rows[0] if rows else None
    if step.want is Want.VALUE:
        return rows[0][0] if rows else None
    return None


async def _ours(db: aiosqlite.Connection, where: str) -> None:
    """Refuse a SQLite file of another program's: one with tables but no migration log."""
    rows = await db.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    tables = [name for (name,) in rows]
    if tables and "schema_migrations" not in tables:
        raise someone_elses(where, tables)


async def _configure(db: aiosqlite.Connection, where: str) -> None:
    # Bytes that are not UTF-8 in one row must not make every query over it fail: a damaged
    # name reads with U+FFFD, a damaged state then fails the engine's check and is CORRUPT.
    db.text_factory = _lenient_text
    # PRAGMA values cannot be bound as parameters; these are constants.
    await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    mode = list(await db.execute_fetchall("PRAGMA journal_mode = WAL"))[0][0]
    if str(mode).lower() != "wal":
        raise no_wal(where, mode)
    # FULL: a commit is on disk, not only in the kernel's cache, before anybody hears of the
    # move, so even a power cut loses no answered move. NORMAL (the WAL synced only at
    # checkpoints) would be enough against a killed process, which is what kill -9 tests:
    # what a dead process wrote is in the page cache and still reaches the file. But writes
    # are committed together (``write``), one sync for a whole batch, and FULL then costs
    # little: docs/storage.md gives the measured figures of both.
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
