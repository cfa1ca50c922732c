"""One PostgreSQL database behind an asyncpg pool: opening, transactions, error translation.

Every write is one transaction on one pooled connection at READ COMMITTED: the guarded
``UPDATE ... WHERE version = $n`` takes the game's row lock, so two writers of one game
(in this process or another) queue on it and the second finds the version moved. Reads
that take more than one statement run in a read-only REPEATABLE READ transaction, so they
see one snapshot, as SQLite's single connection does.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import asyncpg
from asyncpg.exceptions import _base as asyncpg_base

from ..errors import StoreUnavailable
from ..outage import Outage
from .migrations import load_migrations, migrate

log = logging.getLogger(__name__)

CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a connection: a server that does not answer is unavailable, not a
start-up that hangs."""
COMMAND_TIMEOUT = 30.0
"""Seconds one statement may take; more means a stuck server or lock, reported as
``StoreUnavailable`` instead of a channel that waits for ever."""

# A database failure (connection lost, server gone, a statement the schema cannot run).
# InternalClientError: what asyncpg raises on a connection the server has just closed (the
# pool replaces it on the next acquire).
_UNAVAILABLE = (
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg_base.InternalClientError,
    OSError,
    TimeoutError,
)
# Data the caller got wrong, caught by the driver (a number out of range) or by the
# schema (a constraint, a value the column type cannot hold).
_REFUSED = (
    asyncpg_base.DataError,
    asyncpg.exceptions.IntegrityConstraintViolationError,
    asyncpg.exceptions.DataError,
)


class Database:
    """The pool; open it with ``await Database.open(url)``."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool: asyncpg.Pool | None = pool
        self.outage = Outage()

    @classmethod
    async def open(cls, url: str, *, min_size: int = 0, max_size: int = 10) -> Database:
        """Connect, apply the migrations, write once. ``StoreUnavailable`` with one message
        naming the server (never the password) when any of it fails."""
        where = describe(url)
        pool = None
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=min_size,
                max_size=max_size,
                timeout=CONNECT_TIMEOUT,
                command_timeout=COMMAND_TIMEOUT,
                server_settings={"application_name": "azul-bot"},
            )
            # The pool opens no connection by itself when it keeps no floor (min_size 0).
            connection = await pool.acquire()
        except (*_UNAVAILABLE, ValueError) as error:  # ValueError: a URL asyncpg cannot use
            if pool is not None:
                await _close_quietly(pool)
            raise StoreUnavailable(
                f"cannot reach PostgreSQL at {where}: {_scrubbed(error, url)}"
            ) from None
        try:
            try:
                await migrate(connection, load_migrations())
                # Proves the database writable now (not a read-only replica, the role may
                # write) rather than at the first move.
                await connection.execute(
                    "INSERT INTO store_meta (key, value) VALUES ('opened_at', $1)"
                    " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    repr(time.time()),
                )
            finally:
                await pool.release(connection)
        except (*_UNAVAILABLE, StoreUnavailable) as error:
            await _close_quietly(pool)
            if isinstance(error, StoreUnavailable):
                raise StoreUnavailable(f"PostgreSQL at {where}: {error}") from error
            raise StoreUnavailable(
                f"cannot use PostgreSQL at {where}: {_scrubbed(error, url)}"
            ) from error
        return cls(pool)

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    @asynccontextmanager
    async def write(self) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction, rolled back on any error, driver errors translated."""
        with self._translated("write"):
            async with self._acquire() as connection, connection.transaction():
                yield connection

    @asynccontextmanager
    async def read(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection in a read-only transaction: several statements, one snapshot."""
        with self._translated("read"):
            async with (
                self._acquire() as connection,
                connection.transaction(isolation="repeatable_read", readonly=True),
            ):
                yield connection

    async def change(self, sql: str, *args: Any) -> None:
        """One statement that writes, in its own implicit transaction (one round trip)."""
        with self._translated("write"):
            async with self._acquire() as connection:
                await connection.execute(sql, *args)

    async def fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        """The rows of one statement (one statement: one snapshot, no transaction needed)."""
        with self._translated("read"):
            async with self._acquire() as connection:
                return await connection.fetch(sql, *args)

    def _acquire(self) -> Any:
        if self._pool is None:
            raise StoreUnavailable("the store is closed")
        return self._pool.acquire()

    @contextmanager
    def _translated(self, doing: str) -> Iterator[None]:
        """Driver errors as the store's, and the outage told how the operation went."""
        started = self.outage.started()
        try:
            yield
        except _REFUSED as error:
            self.outage.succeeded(started)  # it answered: the data was wrong
            if doing == "write" or isinstance(error, ValueError):
                raise ValueError(f"the database refused the change: {error}") from error
            raise StoreUnavailable(f"cannot {doing} the database: {error}") from error
        except _UNAVAILABLE as error:
            unavailable = StoreUnavailable(
                f"cannot {doing} the database: {type(error).__name__}: {error}"
            )
            self.outage.failed(started, unavailable)
            raise unavailable from error
        else:
            self.outage.succeeded(started)


def describe(url: str) -> str:
    """``host:port/database`` of a URL, for messages: never the user's password."""
    try:
        parts = urlsplit(url)
        query = parse_qs(parts.query)
        host = parts.hostname or query.get("host", ["localhost"])[0]
        port = parts.port or int(query.get("port", ["5432"])[0])
        user = unquote(parts.username or "") or query.get("user", [""])[0]
        database = unquote(parts.path.lstrip("/")) or query.get("dbname", [user])[0]
    except ValueError:
        return "an unreadable URL"
    return f"{host}:{port}/{database}"


def _scrubbed(error: BaseException, url: str) -> str:
    """The error's message without the password, should the driver ever quote the URL."""
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    return text.replace(password, "***") if password else text


async def _close_quietly(pool: asyncpg.Pool) -> None:
    try:
        await pool.close()
    except Exception:  # the pool is already broken; its first error was the interesting one
        log.debug("closing a failed pool", exc_info=True)
