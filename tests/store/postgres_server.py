"""A throw-away PostgreSQL server for the tests, and a fresh database for each test.

One server per test session: ``initdb`` into a temporary folder (in ``/dev/shm`` where
there is one, else ``/tmp``), started with ``pg_ctl``, listening on a unix socket in that
folder only (``listen_addresses = ''``: nothing on the network, no port to collide with
another session's server), ``fsync`` off, stopped and deleted at the end. PostgreSQL refuses
to run as root, so under root the server runs as the ``postgres`` system user (created by
Debian's package), or a user made for it.

The session holds an ``flock`` on a lock file in its folder from the moment it makes it to
the end; the kernel lets it go when the session dies, however it dies. Another session that
finds the folder (several may run at once) removes it only once that lock is free, no live
server's pid file is there and the folder has not changed for minutes: never a server being
set up, whose ``initdb`` would then fail half-way.

The bot connects as ``azul``, a role that is not a superuser, as it would in production.
The migrations are applied once, to a template database; each test gets
``CREATE DATABASE test_N TEMPLATE azul_template`` (a file copy: some 15 ms in memory, ten
times that on a busy disk) and it is dropped afterwards. The next test's database is made
in the background while this test runs, and drops run there too.
"""

from __future__ import annotations

import asyncio
import collections
import fcntl
import itertools
import os
import pwd
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Coroutine, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

import asyncpg
import pytest

from azul_bot.core.db import PostgresStore

MAJOR = 15
SKIP_REASON = f"PostgreSQL {MAJOR} binaries not found: install postgresql-{MAJOR}"
PROGRAMS = ("initdb", "pg_ctl", "postgres")
SEARCHED = (Path(f"/usr/lib/postgresql/{MAJOR}/bin"),)
SERVER_USER = "postgres"
FALLBACK_USER = "azul-postgres"
ROLE = "azul"
TEMPLATE = "azul_template"
PREFIX = "azul-pg-"
LOCK_FILE = "session.lock"
"""In a server's folder: locked (``flock``) by the session that made it, while it lives."""
STALE_AFTER = 10 * 60
"""Seconds without a change after which a folder nobody holds is surely another session's
leftover, even one made before folders had a lock file."""

# For tests only: a server that loses its data on a power cut is exactly what is wanted.
SETTINGS = {
    "listen_addresses": "''",
    "port": "5432",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
    "autovacuum": "off",  # each test's database lives for a second
    "shared_buffers": "32MB",
    "log_min_messages": "warning",
    "log_min_error_statement": "panic",  # the tests cause errors on purpose
}

T = TypeVar("T")


def find_binaries() -> Path | None:
    """The folder holding initdb, pg_ctl and postgres of PostgreSQL 15 (Debian's folder
    first, then PATH), or None."""
    candidates = list(SEARCHED)
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)
    for folder in candidates:
        if all((folder / name).is_file() for name in PROGRAMS) and _major(folder) == MAJOR:
            return folder
    return None


def _major(folder: Path) -> int | None:
    try:
        out = subprocess.run(
            [folder / "initdb", "--version"], capture_output=True, text=True, timeout=10
        ).stdout
    except OSError:
        return None
    match = re.search(r"\(PostgreSQL\) (\d+)", out)
    return int(match[1]) if match else None


def scratch_folder() -> str:
    """Memory (tmpfs) when there is some: a database copy per test is file copying, and on
    a busy disk that is most of the suite's time."""
    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        return "/dev/shm"
    return "/tmp"


def hold_folder(folder: Path) -> int:
    """Lock ``folder`` for this session (``LOCK_FILE``); the descriptor to close when done.
    Child processes do not inherit it (Python opens files non-inheritable), so the lock is
    the session's alone, and it goes when the session does."""
    fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        # Blocking: another session may be looking at the lock at this instant, for as long
        # as ``held`` takes; nobody else ever keeps it.
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        os.close(fd)
        raise
    return fd


def remove_stale_servers(scratch: Path | None = None, *, now: float | None = None) -> None:
    """Delete the folders of servers whose test session was killed, so memory in /dev/shm
    does not fill up run after run. Another session's folder may be one being set up: its
    ``initdb`` starts and ends postgres processes one after another, each leaving a pid file
    that can name a process already gone. So a folder goes only when it is surely nobody's:
    its session's lock is free, it has no pid file naming a live process, and it has not
    changed for ``STALE_AFTER`` seconds (a folder made before the lock files had none)."""
    now = time.time() if now is None else now
    for folder in Path(scratch or scratch_folder()).glob(f"{PREFIX}*"):
        try:
            if held(folder) or server_alive(folder):
                continue
            if now - folder.stat().st_mtime < STALE_AFTER:
                continue
        except OSError:
            continue  # not ours to read (another user's), or already gone
        shutil.rmtree(folder, ignore_errors=True)


def held(folder: Path) -> bool:
    """A session holds ``folder``'s lock: it is setting the server up, or running it."""
    lock = folder / LOCK_FILE
    if not lock.exists():
        return False
    fd = os.open(lock, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # and the lock taken to look, if it was free
    return False


def server_alive(folder: Path) -> bool:
    """The pid file in ``folder``'s data names a process that still runs (a postmaster
    whose session was killed keeps running, and its folder with it)."""
    pid_file = folder / "data" / "postmaster.pid"
    try:
        pid = int(pid_file.read_text().split()[0])
    except FileNotFoundError:
        return False
    except (ValueError, IndexError):
        return True  # being written: a server starting
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, another user's
    return True


def server_user() -> str | None:
    """Whom the server runs as: None (ourselves) unless we are root, who may not."""
    if os.geteuid() != 0:
        return None
    for name in (SERVER_USER, FALLBACK_USER):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            pass
    subprocess.run(
        ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", FALLBACK_USER],
        check=True,
        capture_output=True,
    )
    return FALLBACK_USER


class LoopThread:
    """An event loop of its own in a thread, for the server's admin connection: pytest-asyncio
    gives each test its own loop, and this connection outlives them all."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return self.submit(coroutine).result(timeout=60)

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=10)
        self.loop.close()


class PostgresServer:
    """A running throw-away server; ``PostgresServer.start(binaries)``."""

    def __init__(self, binaries: Path, root: Path, user: str | None, lock: int) -> None:
        self.binaries = binaries
        self.root = root
        self._lock = lock
        """The descriptor holding ``root``'s lock (``hold_folder``) until ``stop``."""
        self.data = root / "data"
        self.log = root / "server.log"
        self.user = user
        self._names = itertools.count(1)
        self._loop: LoopThread | None = None
        self._admin: asyncpg.Connection | None = None
        self._admin_lock: asyncio.Lock | None = None  # one statement at a time on it
        self._ahead: collections.deque[Future[str]] = collections.deque()
        self._dropping: list[Future[None]] = []

    @classmethod
    def start(cls, binaries: Path) -> PostgresServer:
        user = server_user()
        remove_stale_servers()
        # Short: a unix socket path may not be longer than about 100 bytes.
        root = Path(tempfile.mkdtemp(prefix=PREFIX, dir=scratch_folder()))
        server = cls(binaries, root, user, hold_folder(root))
        try:
            server._init()
            server._run("pg_ctl", "-D", server.data, "-l", server.log, "-w", "-t", "60", "start")
            server._loop = LoopThread()
            server._admin = server._loop.run(asyncpg.connect(server.url("postgres", "postgres")))
            server._make_template()
        except BaseException:
            server.stop()
            raise
        return server

    def url(self, database: str, user: str = ROLE) -> str:
        return f"postgresql://{user}@/{database}?host={self.root}"

    def create_database(self, *, empty: bool = False) -> str:
        """A new database at the latest schema (``empty``: one the store never saw)."""
        if empty:
            return self._loop_thread().run(self._create("template0"))
        if not self._ahead:
            self._ahead.append(self._loop_thread().submit(self._create(TEMPLATE)))
        name = self._ahead.popleft().result(timeout=60)
        self._ahead.append(self._loop_thread().submit(self._create(TEMPLATE)))
        return name

    def drop_database(self, name: str) -> None:
        # FORCE: a store a test forgot to close must not keep the database alive.
        sql = f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"
        self._dropping.append(self._loop_thread().submit(self._execute(sql)))

    def execute(self, sql: str) -> None:
        self._loop_thread().run(self._execute(sql))

    async def _create(self, template: str) -> str:
        name = f"test_{next(self._names)}"
        # FILE_COPY copies the template's few files; the default (WAL_LOG) writes each of
        # their blocks to the WAL and takes several times as long.
        await self._execute(
            f"CREATE DATABASE {name} TEMPLATE {template} OWNER {ROLE} STRATEGY = FILE_COPY"
        )
        return name

    async def _execute(self, sql: str) -> None:
        assert self._admin is not None
        if self._admin_lock is None:
            self._admin_lock = asyncio.Lock()  # made on the admin loop, which it serves
        async with self._admin_lock:
            await self._admin.execute(sql)

    def _loop_thread(self) -> LoopThread:
        assert self._loop is not None, "the server is not running"
        return self._loop

    def stop(self) -> None:
        if self._loop is not None:
            for pending in [*self._ahead, *self._dropping]:
                pending.exception(timeout=60)  # settled; the data goes with the folder
            if self._admin is not None:
                self._loop.run(self._admin.close())
            self._loop.stop()
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.root, ignore_errors=True)
        if self._lock != -1:  # let go once the folder is gone: nobody takes it for stale before
            os.close(self._lock)
            self._lock = -1

    def _init(self) -> None:
        if self.user is not None:
            shutil.chown(self.root, self.user, self.user)
        self.root.chmod(0o700)
        self._run(
            "initdb",
            "-D",
            self.data,
            "-U",
            "postgres",
            "--auth=trust",  # only this folder's socket reaches it, and the folder is 0700
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
            "--no-instructions",
        )
        settings = "".join(f"{key} = {value}\n" for key, value in SETTINGS.items())
        settings += f"unix_socket_directories = '{self.root}'\n"
        self._as_server_user(["sh", "-c", f"cat >> '{self.data}/postgresql.conf'"], settings)

    def _make_template(self) -> None:
        self.execute(f"CREATE ROLE {ROLE} LOGIN")
        self.execute(f"CREATE DATABASE {TEMPLATE} OWNER {ROLE}")

        async def migrate() -> None:
            store = await PostgresStore.open(self.url(TEMPLATE))
            await store.close()

        assert self._loop is not None
        self._loop.run(migrate())

    def _run(self, program: str, *args: object, check: bool = True) -> None:
        command = [str(self.binaries / program), *map(str, args)]
        self._as_server_user(command, None, check=check)

    def _as_server_user(self, command: list[str], stdin: str | None, check: bool = True) -> None:
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(
            command, input=stdin, capture_output=True, text=True, cwd=self.root, timeout=120
        )
        if check and done.returncode != 0:
            log = self.log.read_text(errors="replace") if self.log.exists() else ""
            raise RuntimeError(
                f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}{log}"
            )


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's server; the test is skipped (with the reason) without PostgreSQL."""
    binaries = find_binaries()
    if binaries is None:
        pytest.skip(SKIP_REASON)
    server = PostgresServer.start(binaries)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> Iterator[str]:
    """The URL of a fresh database with the latest schema, dropped after the test."""
    name = postgres_server.create_database()
    try:
        yield postgres_server.url(name)
    finally:
        postgres_server.drop_database(name)
