"""What the PostgreSQL schema itself guarantees, whatever the code above it does."""

import asyncpg
import pytest

from azul_bot.core.db.postgres.dialect import POSTGRES
from azul_bot.features.results.model import LeaderboardSort
from azul_bot.features.results.store import INDEX, page_query
from tests.store.helpers import GUILD, lobby_with_notices, play, start

pytestmark = pytest.mark.postgres

INSERT_GAME = (
    "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
    " updated_at) VALUES (1, 10, 1, $1, 1, 0, 0)"
)


async def test_the_database_itself_allows_one_open_game_per_channel(sql):
    for status in ("finished", "running", "aborted"):
        await sql.execute(INSERT_GAME, status)
    with pytest.raises(asyncpg.UniqueViolationError, match="games_open_per_channel"):
        await sql.execute(INSERT_GAME, "lobby")


async def test_the_move_log_is_append_only(store, sql):
    record, game = await start(store, 10, [1, 2])
    await play(store, record, game, moves=1)
    for statement in ("UPDATE moves SET move = '1bf'", "DELETE FROM moves", "TRUNCATE moves"):
        with pytest.raises(asyncpg.RestrictViolationError, match="append-only"):
            await sql.execute(statement)
    assert await sql.fetchval("SELECT count(*) FROM moves") == 1


async def test_computer_seats_have_results_rows_but_no_stats_rows(store, finish_game, sql):
    await finish_game([1, "random", 2], [20, 30, 10])
    people = {row[0] for row in await sql.fetch("SELECT user_id FROM player_stats")}
    results = await sql.fetch(
        "SELECT s.computer, r.winner, r.mu_before IS NOT NULL, r.mu_after IS NOT NULL"
        " FROM results r JOIN seats s USING (game_id, position) ORDER BY r.position"
    )
    assert people == {1, 2}
    assert [tuple(row) for row in results] == [
        (None, False, True, True),
        ("random", True, False, False),
        (None, False, True, True),
    ]


async def test_a_completed_announcement_is_deleted_and_a_dropped_one_kept(store, sql):
    await lobby_with_notices(store, 10, 2)
    (first,) = await store.claim_announcements(0.0, limit=5, lease=30)
    await store.complete_announcement(first.id)
    (second,) = await store.claim_announcements(0.0, limit=5, lease=30)
    await store.drop_announcement(second.id, error="channel gone")
    rows = await sql.fetch("SELECT id, last_error, dropped_at IS NOT NULL FROM announcements")
    assert [tuple(row) for row in rows] == [(second.id, "channel gone", True)]


async def fill_stats(sql, players: int = 3000) -> None:
    """Stats rows straight into the schema, enough for the planner to have a choice."""
    await sql.executemany(
        "INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score,"
        " best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at)"
        " VALUES ($1, $2, 'p', $3, $4, $5, $6, 0, 0, 0, 0, 25.0, 8.0, $7, 0)",
        [
            (GUILD + user % 3, user, 1 + user % 5, user % 3, 40 * (1 + user % 5), user % 90)
            + (900.0 + user % 7,)
            for user in range(players)
        ],
    )
    await sql.execute("ANALYZE player_stats")


@pytest.mark.parametrize("sort", list(LeaderboardSort))
async def test_every_sort_order_reads_its_index_without_sorting(sql, sort):
    await fill_stats(sql)
    # The page as the store asks for it, a generic plan: the one it runs for any page.
    await sql.execute("SET plan_cache_mode = force_generic_plan")
    page = POSTGRES.prepare(page_query(sort))
    await sql.execute(f"PREPARE page (bigint, bigint, bigint) AS {page}")
    plan = "\n".join(row[0] for row in await sql.fetch("EXPLAIN EXECUTE page (1000, 10, 20)"))
    assert f"using {INDEX[sort]} on player_stats" in plan, plan
    assert "Sort" not in plan, plan
