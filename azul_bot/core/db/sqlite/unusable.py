"""What to tell whoever starts the bot when its SQLite file cannot be used.

A mistake that only a person can mend (not an Azul database, read-only, a missing folder) is a
``WrongDatabase``, so start-up exits with a code that a service manager does not restart on; a
full disk is a ``StoreUnavailable``, worth trying again once space is freed.
"""

from __future__ import annotations

import os
import shutil

from ..errors import StoreUnavailable, WrongDatabase

ELSEWHERE = "or set AZUL_DB_PATH to another file (a new name starts a new database)"
FULL_BELOW = 1 << 20
"""Free bytes under which a disk counts as full: less than a few pages of the database."""
OURS = "Set AZUL_DB_PATH to the bot's own database file, or to a new file name to start a new one"


def unusable(where: str, error: BaseException) -> StoreUnavailable:
    """The error to raise for ``error``, met while opening the database file ``where``."""
    if isinstance(error, StoreUnavailable):
        return error
    code = getattr(error, "sqlite_errorname", "") or ""
    folder = os.path.dirname(os.path.abspath(where))
    if code == "SQLITE_NOTADB":
        return WrongDatabase(
            f"{where!r} is not an Azul database: it is not a SQLite file at all. {OURS}."
        )
    if code.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")) or isinstance(error, OSError):
        return _cannot_write(where, folder, error)
    if code == "SQLITE_FULL" or (code.startswith("SQLITE_IOERR") and _full(folder)):
        return StoreUnavailable(
            f"the disk that holds {where!r} is full: free some space there (see `df -h"
            f" {folder}`); the bot can start once it can write."
        )
    return StoreUnavailable(
        f"cannot use the database file {where!r}: {error}. Check that its folder exists and"
        " that the bot may write the file and the -wal/-shm files beside it."
    )


def _full(folder: str) -> bool:
    """Whether the disk holding ``folder`` is (nearly) full: SQLite reports a write that
    found no room as a plain I/O error when it was growing the shared-memory file."""
    try:
        return shutil.disk_usage(folder).free < FULL_BELOW
    except OSError:
        return False


def _cannot_write(where: str, folder: str, error: BaseException) -> WrongDatabase:
    """The file or its folder cannot be opened for writing: which one, and why."""
    if not os.path.isdir(folder):
        return WrongDatabase(
            f"cannot create {where!r}: its folder {folder!r} does not exist. Create it for the"
            f" bot's user, {ELSEWHERE}."
        )
    read_only = not os.access(folder, os.W_OK) or (
        os.path.exists(where) and not os.access(where, os.W_OK)
    )
    if read_only or str(getattr(error, "sqlite_errorname", "")).startswith("SQLITE_READONLY"):
        return WrongDatabase(
            f"the bot may not write {where!r} (the file or its folder {folder!r} is read-only"
            f" for the bot's user, or on a read-only disk). Let that user write both (the -wal"
            f" and -shm files go beside the file), {ELSEWHERE}."
        )
    return WrongDatabase(f"cannot open {where!r}: {error}. {ELSEWHERE.capitalize()}.")


def someone_elses(where: str, tables: list[str]) -> WrongDatabase:
    """A SQLite file that holds another program's tables and none of ours: never migrated
    into (the bot would add its tables to another program's data)."""
    shown = ", ".join(sorted(tables)[:3]) + (", ..." if len(tables) > 3 else "")
    return WrongDatabase(
        f"{where!r} is a SQLite database of something else, not an Azul database (it holds"
        f" the tables {shown}). {OURS}."
    )


def no_wal(where: str, mode: object) -> WrongDatabase:
    return WrongDatabase(
        f"the database file {where!r} cannot use WAL mode (journal mode is {mode}): SQLite"
        " needs a local disk for it, not a network share. Set AZUL_DB_PATH to a file on a"
        " local disk."
    )
