"""What the SQLite schema itself guarantees, whatever the code above it does."""

import asyncio
import sqlite3

import pytest

from azul_bot.core.db import SqliteStore
from azul_bot.core.db.sqlite.dialect import SQLITE
from azul_bot.features.results.model import LeaderboardSort
from azul_bot.features.results.store import INDEX, page_query
from tests.store.helpers import GUILD, lobby_with_notices, play, start

pytestmark = pytest.mark.sqlite_only


async def _close(opening):
    await (await opening).close()


def test_the_database_itself_allows_one_open_game_per_channel(db_path):
    asyncio.run(_close(SqliteStore.open(db_path)))
    insert = (
        "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
        " updated_at) VALUES (1, 10, 1, ?, 1, 0, 0)"
    )
    with sqlite3.connect(db_path) as db:
        db.execute(insert, ("finished",))
        db.execute(insert, ("running",))
        db.execute(insert, ("aborted",))
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(insert, ("lobby",))


def test_the_move_log_is_append_only(db_path):
    async def one_move():
        store = await SqliteStore.open(db_path)
        record, game = await start(store, 10, [1, 2])
        await play(store, record, game, moves=1)
        await store.close()

    asyncio.run(one_move())
    with sqlite3.connect(db_path) as db:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("UPDATE moves SET move = '1bf'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("DELETE FROM moves")


async def test_computer_seats_have_results_rows_but_no_stats_rows(store, finish_game, db_path):
    await finish_game([1, "random", 2], [20, 30, 10])
    with sqlite3.connect(db_path) as db:
        people = {row[0] for row in db.execute("SELECT user_id FROM player_stats")}
        results = db.execute(
            "SELECT s.computer, r.winner, r.mu_before IS NOT NULL, r.mu_after IS NOT NULL"
            " FROM results r JOIN seats s USING (game_id, position) ORDER BY r.position"
        ).fetchall()
    assert people == {1, 2}
    assert results == [(None, 0, 1, 1), ("random", 1, 0, 0), (None, 0, 1, 1)]


async def test_a_completed_announcement_is_deleted_and_a_dropped_one_kept(store, db_path):
    await lobby_with_notices(store, 10, 2)
    (first,) = await store.claim_announcements(0.0, limit=5, lease=30)
    await store.complete_announcement(first.id)
    (second,) = await store.claim_announcements(0.0, limit=5, lease=30)
    await store.drop_announcement(second.id, error="channel gone")
    with sqlite3.connect(db_path) as db:
        rows = db.execute("SELECT id, last_error, dropped_at IS NOT NULL FROM announcements")
        assert rows.fetchall() == [(second.id, "channel gone", 1)]


def fill_stats(path, players: int = 200) -> None:
    """Stats rows straight into the schema, enough for the planner to have a choice."""
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score,"
            " best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at)"
            " VALUES (?, ?, 'p', ?, ?, ?, ?, 0, 0, 0, 0, 25.0, 8.0, ?, 0)",
            [
                (GUILD + user % 3, user, 1 + user % 5, user % 3, 40 * (1 + user % 5), user % 90)
                + (900.0 + user % 7,)
                for user in range(players)
            ],
        )


@pytest.mark.parametrize("sort", list(LeaderboardSort))
async def test_every_sort_order_reads_an_index_without_sorting(store, db_path, sort):
    fill_stats(db_path)
    # The page as the store asks for it.
    sql = f"EXPLAIN QUERY PLAN {SQLITE.prepare(page_query(sort))}"
    with sqlite3.connect(db_path) as db:
        for analyzed in (False, True):  # with and without the planner's statistics
            if analyzed:
                db.execute("ANALYZE")
            plan = " | ".join(row[3] for row in db.execute(sql, (GUILD, 10, 20)))
            assert f"USING INDEX {INDEX[sort]}" in plan, plan
            assert "TEMP B-TREE" not in plan, plan
