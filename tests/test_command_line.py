"""``python -m azul_bot`` as whoever runs it meets it: ``--help``, ``--version``, ``--check``,
an unknown argument, and the exit code and one-line hint of each database that cannot be used
(not a database, another program's, a folder, read-only, a full disk)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from azul_bot import exit_codes
from azul_bot.config import SETTINGS
from azul_bot.version import version

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "not.a.real.token"


def run(*arguments: str, cwd: Path, **settings: str) -> subprocess.CompletedProcess[str]:
    """The bot's command in ``cwd`` (no ``.env`` there), with only ``settings`` of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AZUL_", "DISCORD_"))}
    return subprocess.run(
        [sys.executable, "-m", "azul_bot", *arguments],
        cwd=cwd,
        env={**env, "PYTHONPATH": str(ROOT), **settings},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_help_says_what_the_bot_does_what_it_reads_and_how_it_ends(tmp_path):
    done = run("--help", cwd=tmp_path)
    assert done.returncode == exit_codes.OK, done.stderr
    text = done.stdout
    assert "Host games of Azul" in text and ".env" in text
    for name, _ in SETTINGS:
        assert name in text
    for code in (0, 1, 2, 75, 78):
        assert f"\n  {code:>3}  " in text
    assert not list(tmp_path.iterdir())  # nothing started, nothing made


def test_version_is_the_installed_packages(tmp_path):
    done = run("--version", cwd=tmp_path)
    assert done.returncode == exit_codes.OK
    assert done.stdout.split() == ["python", "-m", "azul_bot", version()]
    assert version()[0].isdigit()


def test_an_unknown_argument_is_refused_before_anything_starts(tmp_path):
    done = run("--verbose", cwd=tmp_path, DISCORD_TOKEN=TOKEN)
    assert done.returncode == exit_codes.USAGE == 2
    assert "unrecognized arguments: --verbose" in done.stderr
    assert not list(tmp_path.iterdir())


def test_check_opens_and_migrates_the_database_and_asks_discord_nothing(tmp_path):
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH="games.sqlite3")
    assert done.returncode == exit_codes.OK, done.stderr
    assert "ok:" in done.stderr and "AZUL_DB_PATH=games.sqlite3" in done.stderr
    assert "0 running games" in done.stderr and "Discord was not asked" in done.stderr
    with contextlib.closing(sqlite3.connect(tmp_path / "games.sqlite3")) as db:
        (version,) = db.execute("SELECT max(version) FROM schema_migrations").fetchone()
    assert version >= 16  # migrated to this bot's schema


def test_check_without_a_token_names_the_setting_and_asks_for_no_restart(tmp_path):
    done = run("--check", cwd=tmp_path)
    assert done.returncode == exit_codes.CONFIG
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert not list(tmp_path.iterdir())


def test_an_unreachable_postgresql_is_worth_a_restart(tmp_path):
    url = "postgresql://azul:secret@127.0.0.1:1/azul"
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DATABASE_URL=url)
    assert done.returncode == exit_codes.UNAVAILABLE
    assert "cannot reach PostgreSQL" in done.stderr and "secret" not in done.stderr


def assert_refused(done: subprocess.CompletedProcess[str], code: int, *said: str) -> None:
    """Exit ``code`` and one line that names the path and says what to do."""
    assert done.returncode == code, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith("Cannot use the database (AZUL_DB_PATH): "), lines[0]
    for part in said:
        assert part in lines[0], lines[0]


def test_a_file_that_is_not_a_database_is_named_with_what_to_do(tmp_path):
    (tmp_path / "notes.txt").write_text("my shopping list\n" * 200)
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH="notes.txt")
    assert_refused(
        done, exit_codes.CONFIG, "'notes.txt' is not an Azul database", "Set AZUL_DB_PATH to"
    )
    assert (tmp_path / "notes.txt").read_text() == "my shopping list\n" * 200


def test_another_programs_sqlite_file_is_refused_and_left_untouched(tmp_path):
    other = tmp_path / "photos.db"
    with contextlib.closing(sqlite3.connect(other)) as db:
        db.execute("CREATE TABLE albums (id INTEGER PRIMARY KEY, name TEXT)")
        db.commit()
    before = other.read_bytes()
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH="photos.db")
    assert_refused(
        done, exit_codes.CONFIG, "'photos.db' is a SQLite database of something else", "albums"
    )
    assert other.read_bytes() == before


def test_a_folder_given_as_the_database_is_named(tmp_path):
    (tmp_path / "data").mkdir()
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH="data")
    assert done.returncode == exit_codes.CONFIG
    assert "AZUL_DB_PATH must name the database file, not the folder 'data'" in done.stderr
    assert "data/azul.sqlite3" in done.stderr


def test_a_missing_folder_is_named(tmp_path):
    done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH="nowhere/azul.sqlite3")
    assert_refused(done, exit_codes.CONFIG, "its folder", "nowhere' does not exist", "Create it")


# A read-only file and a full disk need a file system of their own: a small tmpfs, mounted
# by root (the CI machine runs as root, where a file's mode does not stop a write).
needs_root = pytest.mark.skipif(
    os.geteuid() != 0, reason="mounting a small file system of its own needs root"
)


@contextlib.contextmanager
def small_disk(size: str) -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="azul-disk-"))
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        folder.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)
        folder.rmdir()


@needs_root
def test_a_read_only_database_is_named_with_what_to_do(tmp_path):
    with small_disk("4m") as disk:
        database = disk / "azul.sqlite3"
        first = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH=str(database))
        assert first.returncode == exit_codes.OK, first.stderr
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH=str(database))
        assert_refused(done, exit_codes.CONFIG, "the bot may not write", str(database), "read-only")


@needs_root
def test_a_full_disk_is_named_and_worth_a_restart(tmp_path):
    with small_disk("256k") as disk:
        (disk / "filler").write_bytes(b"\0" * (256 * 1024 - 8192))
        database = disk / "azul.sqlite3"
        done = run("--check", cwd=tmp_path, DISCORD_TOKEN=TOKEN, AZUL_DB_PATH=str(database))
        assert_refused(done, exit_codes.UNAVAILABLE, "is full", str(database), "df -h")
