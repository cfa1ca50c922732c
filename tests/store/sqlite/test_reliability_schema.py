"""Who finishes their games, in the SQLite schema: a person's latest results and turns are a
range of an index read in order (never a sort or a scan of the table), and each person keeps
their newest 100 turn times only."""

import sqlite3

import pytest

from azul_bot.core.db.sqlite.dialect import SQLITE
from azul_bot.features.results.store import LATEST_GAMES, LATEST_TURNS
from tests.store.helpers import GUILD, timed_turns

pytestmark = pytest.mark.sqlite_only


def fill(path, people: int = 300, rows: int = 6000) -> None:
    """Results and turn times straight into the schema, enough for the planner to choose."""
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO results (game_id, position, score, rank, winner, rows, columns,"
            " colors, guild_id, user_id, finished_at, abandoned)"
            " VALUES (?, 0, 1, 1, 1, 0, 0, 0, ?, ?, ?, ?)",
            [(n, GUILD + n % 3, n % people, float(n), n % 2) for n in range(rows)],
        )
        db.executemany(
            "INSERT INTO turn_times (guild_id, user_id, at, seconds) VALUES (?, ?, ?, ?)",
            [(GUILD + n % 3, n % people, float(n), float(n % 60)) for n in range(rows)],
        )
    db.close()


@pytest.mark.parametrize(
    ("sql", "args", "index"),
    [
        (LATEST_GAMES, (1, GUILD, 1), "results_by_player"),
        (LATEST_TURNS, (GUILD, 1), "turn_times_by_player"),
    ],
)
async def test_a_persons_latest_rows_are_read_off_an_index_in_order(
    store, db_path, sql, args, index
):
    fill(db_path)
    with sqlite3.connect(db_path) as db:
        for analyzed in (False, True):  # with and without the planner's statistics
            if analyzed:
                db.execute("ANALYZE")
            plan = " | ".join(
                row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {SQLITE.prepare(sql)}", args)
            )
            assert f"USING COVERING INDEX {index} (guild_id=? AND user_id=?)" in plan, plan
            assert "TEMP B-TREE" not in plan, plan
    db.close()


async def test_each_person_keeps_their_newest_hundred_turns(store, db_path):
    await timed_turns(store, 10, [5.0] * 120)
    with sqlite3.connect(db_path) as db:
        kept = db.execute("SELECT count(*), min(id) FROM turn_times WHERE user_id = 1").fetchone()
        newest = db.execute("SELECT max(id) FROM turn_times").fetchone()[0]
    db.close()
    assert kept == (100, newest - 99)
