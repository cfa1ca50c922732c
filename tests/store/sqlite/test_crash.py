"""A bot process that dies during a move leaves the old state or the new one, never half:
the move, its state and its notice are there together or not at all."""

import asyncio
import json
import sqlite3

import pytest

from azul_bot.core.db import SqliteStore
from tests.kill_harness import KILLED, Forks
from tests.store.helpers import replayed, start
from tests.store.sqlite.crash_child import DIED

pytestmark = pytest.mark.sqlite_only

HOST = "tests.store.sqlite.crash_child"


def run_host(forks: Forks, db_path, mode: str, kill_after: int | None = None) -> int:
    """Run the host to its end, or kill it once it has said it committed ``kill_after``
    moves: it is then somewhere in the next move, wherever the scheduler has taken it."""
    with forks.start(HOST, db_path, mode) as host:
        if kill_after is not None:
            said = [host.line() for _ in range(kill_after)]
            assert said == ["committed"] * kill_after, host.errors()
            return host.kill()
        return host.wait(30)


async def make_game(db_path):
    store = await SqliteStore.open(db_path)
    record, _ = await start(store, 10, [1, 2], seed=9)
    await store.close()
    return record


async def consistent(db_path):
    """The game loads, its log replays to its state, the version counts the moves, and
    every move has its notice and every notice its move."""
    store = await SqliteStore.open(db_path)
    try:
        record = await store.get_game(1)
        moves = await store.moves(1)
        assert record.version == 2 + len(moves)  # created, started, then one per move
        assert await replayed(store, 1) == record.game()
        assert await store.pending_announcements(1) == len(moves)
    finally:
        await store.close()
    with sqlite3.connect(db_path) as db:
        payloads = [json.loads(row[0]) for row in db.execute("SELECT payload FROM announcements")]
    assert [p["seq"] for p in payloads] == [m.seq for m in moves]
    return record, moves


@pytest.mark.parametrize(("mode", "moves_kept"), [("before-commit", 0), ("after-commit", 1)])
def test_dying_at_the_commit_keeps_the_old_or_the_new_state(db_path, forks, mode, moves_kept):
    asyncio.run(make_game(db_path))
    assert run_host(forks, db_path, mode) == DIED
    _, moves = asyncio.run(consistent(db_path))
    assert len(moves) == moves_kept


def test_killed_at_random_moments_the_game_stays_whole(db_path, forks):
    asyncio.run(make_game(db_path))
    kept = 0
    for committed in (1, 1, 2, 3, 5):
        # 0: a child far ahead of this test finished the game before the kill.
        assert run_host(forks, db_path, "play", kill_after=committed) in (KILLED, 0)
        record, moves = asyncio.run(consistent(db_path))
        # What it said it committed is kept (and maybe more: it went on until killed).
        assert len(moves) - kept >= committed, (committed, kept, len(moves))
        kept = len(moves)
        if record.game().is_over:
            break
