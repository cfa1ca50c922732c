"""Fixtures shared by the tests: short games, the computers on threads, a stand-in renderer, a
fresh SQLite database, the crash tests' hosts, and (a plugin) the Discord tests' bot."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import configuration

from azul_bot.core import Thinkers
from azul_bot.core.db import SqliteStore
from azul_bot.engine import Game, Move
from tests.games import ending, near_end
from tests.kill_harness import Forks

# The bot of every Discord-level test, in tests/bot/ and tests/features/*/, and the places it
# may be used from (group DMs, servers that never added it; ``discord_contexts``).
pytest_plugins = ["tests.simcord_fixtures", "tests.discord_contexts"]

LONGEST_FIRST = (
    "tests/test_startup.py",
    "tests/service/test_two_processes.py",
    "tests/renderers/test_layers.py",
    "tests/ai/test_review.py",
    "tests/features/review/test_reviews.py",
    "tests/ai/test_choices.py",
    "tests/features/practice/test_practice.py",
    "tests/service/test_kill.py",
    "tests/bot/test_play_anywhere.py",
    "tests/features/review/test_review.py",
    "tests/features/play/test_round_summaries.py",
    "tests/features/play/test_calm.py",
    "tests/engine/test_free_wall_properties.py",
    "tests/features/seasons/test_seasons.py",
    "tests/features/play/test_computers.py",
    "tests/features/review/test_review_kill.py",
    "tests/features/tournaments/test_tournaments.py",
    "tests/features/tournaments/test_tournament_kill.py",
    "tests/engine/test_properties.py",
    "tests/test_command_line.py",
    "tests/test_dependencies.py",
    "tests/renderers/test_replay.py",
    "tests/store/postgres/test_race.py",
    "tests/test_workers.py",
    "tests/test_import_order.py",
    "tests/words/test_catalogue.py",
)
"""The files whose tests take longest together, longest first (seconds each: real bot
processes, searches at the bot's budgets, hosts racing on one database, many kills): on
parallel workers they start first, and the files left for the end are short ones."""

# Hypothesis keeps its examples database and the Unicode tables it builds in .hypothesis/ of
# the working folder, which is the checkout: under pytest's own cache folder instead, which
# git ignores. HYPOTHESIS_STORAGE_DIRECTORY, where someone sets it, still wins.
configuration.set_hypothesis_home_dir(
    os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
    or Path(__file__).resolve().parents[1] / ".pytest_cache" / "hypothesis"
)

MEMORY = Path("/dev/shm")
ROOM = 2 << 30
"""Bytes free in memory (tmpfs) below which the tests' folders stay on the disk: a whole
session writes a few hundred MB there (pytest keeps those of its last failed tests)."""


def temporary_root() -> str | None:
    """Where the tests' folders (``tmp_path``) go: memory when there is room. The SQLite
    store syncs each commit to the disk (``PRAGMA synchronous = FULL``), which costs some
    4 ms on a disk and nothing in memory, and most tests commit on a SQLite file of their
    own; nothing there needs to survive a power cut (the PostgreSQL server the tests start
    runs in memory with ``fsync`` off too). None: the system's temporary folder."""
    try:
        free = os.statvfs(MEMORY)
    except OSError:
        return None
    room = free.f_bavail * free.f_frsize
    return str(MEMORY) if room >= ROOM and os.access(MEMORY, os.W_OK) else None


# Read by pytest when it makes the session's folder; where someone sets it, theirs wins.
if "PYTEST_DEBUG_TEMPROOT" not in os.environ and (root := temporary_root()) is not None:
    os.environ["PYTEST_DEBUG_TEMPROOT"] = root


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The suite runs on three workers (pytest-xdist, ``-n 3 --dist loadfile``): each file's
    # tests run on one worker, so that its module fixtures are made once, and files go to
    # whichever worker is free in the order of the collection. A long file handed out last
    # would keep one worker busy while the others have nothing left: those go first. (A
    # serial run keeps the files' order.)
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return
    rank = {path: number for number, path in enumerate(LONGEST_FIRST)}
    root = config.rootpath
    items.sort(key=lambda item: rank.get(item.path.relative_to(root).as_posix(), len(rank)))


class ShortGames:
    """A ``new_game`` factory for the service: every game starts near its end.

    ``remaining[players]`` holds the moves that finish the game just handed out.
    """

    def __init__(self, moves_left: int = 3, seed: int = 7) -> None:
        self.moves_left = moves_left
        self.seed = seed
        self.remaining: dict[int, list[Move]] = {}

    def __call__(self, players: int) -> Game:
        self.remaining[players] = ending(players, self.moves_left, self.seed)
        return near_end(players, self.moves_left, self.seed)


@pytest.fixture
def short_games(request: pytest.FixtureRequest) -> ShortGames:
    """Games 3 moves before their end; ``@pytest.mark.deal(moves_left=12, seed=6)`` deals
    others (a test's, or its module's ``pytestmark``)."""
    marker = request.node.get_closest_marker("deal")
    return ShortGames(**(marker.kwargs if marker else {}))


def fixed_deal(players: int) -> Game:
    """A ``new_game`` factory with a fixed seed (the first player is then known)."""
    return Game.new(players, 1234)


@pytest.fixture
def fixed_seed() -> Callable[[int], Game]:
    return fixed_deal


@pytest.fixture
def thinkers(request: pytest.FixtureRequest) -> Iterator[Thinkers]:
    """The computers and the coach on two threads of this process (the same calls as the
    process pool, without its start-up), with budgets of hundredths of a second: a finished
    game's review is a fixed amount of work, done within a step of a test whatever the
    machine's load. ``@pytest.mark.thinking(budgets={"move": 0.01})`` changes a budget."""
    marker = request.node.get_closest_marker("thinking")
    budgets = {"move": 0.02, "hint": 0.02, "review": 0.01}
    budgets |= marker.kwargs["budgets"] if marker else {}
    pool = ThreadPoolExecutor(2)
    yield Thinkers(pool, budgets=budgets)
    pool.shutdown()


def fake_png(game: Game, names, events, language=None, seat=None) -> bytes:
    """A stand-in for the renderer where the picture does not matter (fast); it says from
    whose side it was drawn."""
    side = b"" if seat is None else b" seat " + str(seat).encode()
    return b"\x89PNG fake " + str(game.turn).encode() + side


@pytest.fixture
def fake_renderer():
    return fake_png


@pytest.fixture(scope="session")
def forks() -> Iterator[Forks]:
    """The crash tests' hosts, forked from one process (``tests/kill_harness.py``): one per
    test session, so one per xdist worker, and no host outlives it."""
    server = Forks()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file the store has migrated to the latest schema, made once a session: a
    test's fresh database is a copy of it (a file copy takes a millisecond, the migrations
    a fifth of a second, and a thousand tests start on a fresh database). The migrations
    themselves are tested on empty files (``tests/store/sqlite/test_migrations.py``)."""
    path = tmp_path_factory.mktemp("migrated") / "azul.sqlite3"

    async def migrate() -> None:
        await (await SqliteStore.open(path)).close()

    with ThreadPoolExecutor(1) as thread:  # a loop of its own, whatever loop runs here
        thread.submit(asyncio.run, migrate()).result()
    return path


def fresh_copy(migrated: Path, path: Path) -> Path:
    """``path``, made a copy of the migrated file ``migrated``: an empty database."""
    shutil.copyfile(migrated, path)
    return path


@pytest.fixture
def sqlite_file(migrated_sqlite: Path, tmp_path: Path) -> Path:
    """This test's empty SQLite database at the latest schema (``azul.sqlite3`` in its
    ``tmp_path``)."""
    return fresh_copy(migrated_sqlite, tmp_path / "azul.sqlite3")
