"""A bot process that dies during a move leaves the old state or the new one, never half:
the move, its state and its notice are there together or not at all."""

import asyncio
import json
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from azul_bot.store import SqliteStore
from tests.store.helpers import replayed, start

pytestmark = pytest.mark.sqlite_only

ROOT = Path(__file__).resolve().parents[3]

# The child plays random moves on game 1, each with a notice naming the move's number, and
# says "committed" on stdout after each; with a mode it dies at the first COMMIT of a move.
CHILD = textwrap.dedent(
    """
    import asyncio, os, random, sys
    from azul_bot.store import Notice, SqliteStore
    from azul_bot.store.sqlite import connection
    from tests.store.helpers import outcome_of

    async def main(path, mode):
        store = await SqliteStore.open(path)
        commit = connection._commit

        def dying_commit(db):
            if mode == "before-commit":
                os._exit(3)  # every statement of the move ran; COMMIT did not
            commit(db)
            if mode == "after-commit":
                os._exit(3)

        record = await store.get_game(1)
        game = record.game()
        connection._commit = dying_commit
        rng = random.Random(os.getpid())
        while not game.is_over:
            seat, move = game.current_player, rng.choice(game.legal_moves())
            game.play(move)
            outcome = None
            if game.is_over:
                skills = await store.skills(record.guild_id, [1, 2])
                outcome = outcome_of(record, game.result, skills)
            record = await store.commit_move(
                record.id, record.version, seat=seat, move=str(move), state=game.to_dict(),
                outcome=outcome, notice=Notice("turn", {"seq": game.turn}),
            )
            print("committed", flush=True)

    asyncio.run(main(sys.argv[1], sys.argv[2]))
    """
)


def run_child(db_path, mode: str, kill_after: int | None = None) -> int:
    """Run the child to its end, or kill it once it has said it committed ``kill_after``
    moves: it is then somewhere in the next move, wherever the scheduler has taken it."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db_path), mode],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    if kill_after is not None:
        said = [child.stdout.readline().strip() for _ in range(kill_after)]
        assert said == ["committed"] * kill_after, child.stderr.read()
        child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    return child.returncode


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
def test_dying_at_the_commit_keeps_the_old_or_the_new_state(db_path, mode, moves_kept):
    asyncio.run(make_game(db_path))
    assert run_child(db_path, mode) == 3
    _, moves = asyncio.run(consistent(db_path))
    assert len(moves) == moves_kept


def test_killed_at_random_moments_the_game_stays_whole(db_path):
    asyncio.run(make_game(db_path))
    kept = 0
    for committed in (1, 1, 2, 3, 5):
        # 0: a child far ahead of this test finished the game before the kill.
        assert run_child(db_path, "play", kill_after=committed) in (-signal.SIGKILL, 0)
        record, moves = asyncio.run(consistent(db_path))
        # What it said it committed is kept (and maybe more: it went on until killed).
        assert len(moves) - kept >= committed, (committed, kept, len(moves))
        kept = len(moves)
        if record.game().is_over:
            break
