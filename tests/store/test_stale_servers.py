"""Test sessions clean up each other's throw-away PostgreSQL folders, but only the dead ones.

Several pytest sessions may run at once, each making its server's folder in the same scratch
folder; one that starts removes what killed sessions left. A folder whose session still
lives, even one caught mid-``initdb`` with a pid file naming a postgres process that has
just ended, must be kept: removing it made that session's ``initdb`` fail ("could not seek
to end of file"). No server is started here: the folders are made by hand under tmp_path.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.postgres_server import (
    LOCK_FILE,
    PREFIX,
    STALE_AFTER,
    hold_folder,
    remove_stale_servers,
)

NOW = 1_800_000_000.0
"""The clock the cleaner is given: no test waits for a folder to grow old."""
LONG_AGO = NOW - 2 * STALE_AFTER


def gone_pid() -> int:
    """The pid of a process that has ended (and been reaped)."""
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], stdout=-1)
    return int(child.stdout)


def server_folder(
    scratch: Path, name: str, *, pid: int | None = None, changed: float = LONG_AGO
) -> Path:
    """A server's folder as a session leaves it: ``data/postmaster.pid`` naming ``pid`` (none
    without), last changed at ``changed``."""
    folder = scratch / f"{PREFIX}{name}"
    (folder / "data").mkdir(parents=True)
    if pid is not None:
        (folder / "data" / "postmaster.pid").write_text(f"{pid}\n{folder / 'data'}\n")
    os.utime(folder, (changed, changed))
    return folder


@pytest.fixture
def held_by_a_live_session() -> Iterator[list[int]]:
    """Lock folders as a session that is still running holds them; let go at the end."""
    held: list[int] = []
    yield held
    for fd in held:
        os.close(fd)


def hold(folder: Path, held: list[int]) -> None:
    changed = folder.stat().st_mtime
    held.append(hold_folder(folder))
    os.utime(folder, (changed, changed))  # the lock file is new, not the folder's last change


def test_a_folder_mid_initdb_of_a_live_session_is_kept(tmp_path, held_by_a_live_session):
    # initdb's bootstrap postgres has just exited and left its pid file; the session lives.
    folder = server_folder(tmp_path, "setting-up", pid=gone_pid())
    hold(folder, held_by_a_live_session)
    remove_stale_servers(tmp_path, now=NOW)
    assert (folder / "data" / "postmaster.pid").exists()


def test_a_live_session_s_folder_is_kept_however_old(tmp_path, held_by_a_live_session):
    folder = server_folder(tmp_path, "long-session")
    hold(folder, held_by_a_live_session)
    remove_stale_servers(tmp_path, now=NOW + 100 * STALE_AFTER)
    assert folder.exists()


def test_a_killed_session_s_folder_is_removed(tmp_path):
    killed = server_folder(tmp_path, "killed", pid=gone_pid())
    os.close(hold_folder(killed))  # the session died: the kernel let its lock go
    os.utime(killed, (LONG_AGO, LONG_AGO))
    remove_stale_servers(tmp_path, now=NOW)
    assert not killed.exists()


def test_a_folder_from_before_the_lock_files_goes_once_old(tmp_path):
    old = server_folder(tmp_path, "old", pid=gone_pid())
    young = server_folder(tmp_path, "young", pid=gone_pid(), changed=NOW - 60)
    remove_stale_servers(tmp_path, now=NOW)
    assert not old.exists()
    assert young.exists(), "a folder without a lock may be a session's, just made"
    assert not (young / LOCK_FILE).exists()


def test_a_folder_whose_server_still_runs_is_kept(tmp_path):
    # Its session was killed, but the postmaster it started lives on (here: this process).
    orphan = server_folder(tmp_path, "orphan", pid=os.getpid())
    remove_stale_servers(tmp_path, now=NOW)
    assert orphan.exists()


def test_only_server_folders_are_looked_at(tmp_path):
    other = tmp_path / "someone-else"
    other.mkdir()
    os.utime(other, (LONG_AGO, LONG_AGO))
    remove_stale_servers(tmp_path, now=NOW)
    assert other.exists()


def test_the_session_that_makes_a_folder_holds_it_until_it_stops(tmp_path):
    folder = server_folder(tmp_path, "mine")
    fd = hold_folder(folder)
    os.utime(folder, (LONG_AGO, LONG_AGO))
    try:
        remove_stale_servers(tmp_path, now=NOW)
        assert folder.exists()
    finally:
        os.close(fd)  # the session stops, or dies
    remove_stale_servers(tmp_path, now=NOW)
    assert not folder.exists()
