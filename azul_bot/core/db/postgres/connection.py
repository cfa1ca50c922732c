"""One PostgreSQL database behind an asyncpg pool.

Writes run at READ COMMITTED: the guarded ``UPDATE ... WHERE version = ?``
takes the game's row lock, so two writers of one game (in this process or another) queue
on it and the second finds the version moved. Reads that take more than one statement run
in a read-only REPEATABLE READ transaction, so they see one snapshot, as SQLite's single
connection does. A lone statement needs no BEGIN and COMMIT of its own: one round trip.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any, TypeVar
from urllib.parse import parse_qs, unquote, urlsplit

import asyncpg
from asyncpg.exceptions import _base as asyncpg_base

from ..errors import StoreUnavailable, WrongDatabase
from ..outage import Outage
from ..sql.steps import Duplicate, Step, Want, Work, drive_async
from .dialect import POSTGRES
from .migrations import load_migrations, migrate

log = logging.getLogger(__name__)

T = TypeVar("T")

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
# What a restart cannot mend: the URL's role, password or database is wrong, or the URL itself.
_REFUSED_LOGIN = (
    asyncpg.InvalidAuthorizationSpecificationError,
    asyncpg.InvalidPasswordError,
    asyncpg.InvalidCatalogNameError,
    ValueError,
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
            if isinstance(error, _REFUSED_LOGIN):
                raise WrongDatabase(
                    f"PostgreSQL at {where} refused the bot: {_scrubbed(error, url)}. Check the"
                    " role, its password and the database name in AZUL_DATABASE_URL."
                ) from None
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

    async def write(self, work: Work[T] | Step) -> T:
        """``work`` as one transaction, rolled back on any error, driver errors translated."""
        return await self._perform(work, "write")

    async def read(self, work: Work[T] | Step) -> T:
        """``work``'s statements in a read-only transaction: one snapshot."""
        return await self._perform(work, "read", isolation="repeatable_read", readonly=True)

    async def _perform(self, work: Work[T] | Step, doing: str, **transaction: Any) -> T:
        """``work`` on one connection: a lone statement in its own implicit transaction
        (one round trip), a generator's steps inside ``transaction``."""
        with self._translated(doing):
            async with self._acquire() as connection:
                run = partial(_run_step, connection)
                if isinstance(work, Step):
                    return await drive_async(work, run)
                async with connection.transaction(**transaction):
                    return await drive_async(work, run)

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


# What each kind of step asks of the connection.
_METHOD = {Want.ROWS: "fetch", Want.ROW: "fetchrow", Want.VALUE: "fetchval"}


async def _run_step(connection: asyncpg.Connection, step: Step) -> Any:
    """One statement; a unique constraint's refusal is the store's ``Duplicate``."""
    sql = POSTGRES.prepare(step.sql)
    try:
        if step.want is Want.EACH:
            await connection.executemany(sql, step.args)
        elif step.want is Want.NOTHING:
            await connection.execute(sql, *step.args)
        else:
            return await getattr(connection, _METHOD[step.want])(sql, *step.args)
    except asyncpg.UniqueViolationError as error:
        raise Duplicate(error) from error
    return None


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
