import random
import sqlite3

import pytest

from azul_bot.store import LeaderboardSort, Store
from azul_bot.store.store import _INDEX, _ORDER, _STATS_COLUMNS
from tests.store.helpers import GUILD

PLAYERS = 47


def fill_stats(path, guild: int = GUILD, players: int = PLAYERS, seed: int = 1) -> list[dict]:
    """Synthetic stats rows through the real schema, with plenty of ties in every column."""
    rng = random.Random(seed)
    rows = []
    for user in range(1, players + 1):
        games = rng.randint(1, 6)
        rows.append(
            {
                "user_id": user,
                "games": games,
                "wins": rng.randint(0, games),
                "total_score": rng.choice([20, 40, 60]) * games,
                "best_score": rng.choice([50, 70, 90]),
                "rated_games": rng.randint(0, games),
                "rating": rng.choice([900.0, 1000.0, 1100.0, 1234.5]),
            }
        )
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score,"
            " best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at)"
            " VALUES (:guild, :user_id, 'p', :games, :wins, :total_score, :best_score, 0, 0, 0,"
            " :rated_games, 25.0, 8.0, :rating, 0)",
            [row | {"guild": guild} for row in rows],
        )
    return rows


def expected_order(rows: list[dict], sort: LeaderboardSort, min_games: int) -> list[int]:
    def rate(r):
        return r["wins"] / r["games"]

    def average(r):
        return r["total_score"] / r["games"]

    keys = {
        LeaderboardSort.RATING: lambda r: (-r["rating"], r["user_id"]),
        LeaderboardSort.WINS: lambda r: (-r["wins"], r["games"], r["user_id"]),
        LeaderboardSort.WIN_RATE: lambda r: (-rate(r), -r["games"], r["user_id"]),
        LeaderboardSort.AVERAGE: lambda r: (-average(r), -r["games"], r["user_id"]),
        LeaderboardSort.BEST: lambda r: (-r["best_score"], -r["games"], r["user_id"]),
    }
    if sort is LeaderboardSort.RATING:
        rows = [r for r in rows if r["rated_games"] >= min_games]
    return [r["user_id"] for r in sorted(rows, key=keys[sort])]


@pytest.fixture
async def board(db_path):
    await (await Store.open(db_path)).close()
    rows = fill_stats(db_path)
    fill_stats(db_path, guild=GUILD + 1, players=5, seed=2)  # another server stays out
    store = await Store.open(db_path)
    yield store, rows
    await store.close()


@pytest.mark.parametrize("sort", list(LeaderboardSort))
async def test_every_sort_order_pages_through_all_players_once(board, sort):
    store, rows = board
    expected = expected_order(rows, sort, store.min_rated_games)
    seen, ranks = [], []
    first = await store.leaderboard(GUILD, sort, page=1, per_page=10)
    assert first.total == len(expected) and first.pages == -(-len(expected) // 10)
    for page in range(1, first.pages + 1):
        result = await store.leaderboard(GUILD, sort, page=page, per_page=10)
        assert (result.sort, result.page, result.per_page) == (sort, page, 10)
        seen += [e.user_id for e in result.entries]
        ranks += [e.rank for e in result.entries]
    assert seen == expected
    assert ranks == list(range(1, len(expected) + 1))
    beyond = await store.leaderboard(GUILD, sort, page=first.pages + 1, per_page=10)
    assert beyond.entries == () and beyond.total == len(expected)


async def test_the_default_order_is_by_rating_with_a_minimum_of_games(board):
    store, rows = board
    page = await store.leaderboard(GUILD)
    assert page.sort is LeaderboardSort.RATING and page.min_games == store.min_rated_games
    assert all(
        r["rated_games"] >= page.min_games
        for r in rows
        if r["user_id"] in {e.user_id for e in page.entries}
    )
    assert page.total == sum(r["rated_games"] >= page.min_games for r in rows)


async def test_a_players_rank_is_their_place_on_the_rating_leaderboard(board):
    store, rows = board
    order = expected_order(rows, LeaderboardSort.RATING, store.min_rated_games)
    for row in rows:
        stats = await store.player_stats(GUILD, row["user_id"])
        if row["rated_games"] < store.min_rated_games:
            assert stats.rank is None
        else:
            assert stats.rank == order.index(row["user_id"]) + 1


async def test_an_empty_server_has_one_empty_page(store):
    page = await store.leaderboard(12345, LeaderboardSort.WINS)
    assert (page.total, page.pages, page.entries) == (0, 1, ())


async def test_bad_pages_are_refused(store):
    with pytest.raises(ValueError):
        await store.leaderboard(GUILD, page=0)
    with pytest.raises(ValueError):
        await store.leaderboard(GUILD, per_page=1000)
    with pytest.raises(ValueError):
        await store.leaderboard(GUILD, sort="fame")


@pytest.mark.parametrize("sort", list(LeaderboardSort))
async def test_every_sort_order_reads_an_index_without_sorting(board, db_path, sort):
    rating = sort is LeaderboardSort.RATING
    where = "guild_id = ? AND rated_games >= ?" if rating else "guild_id = ?"
    sql = (
        f"EXPLAIN QUERY PLAN SELECT {_STATS_COLUMNS} FROM player_stats"
        f" INDEXED BY {_INDEX[sort]} WHERE {where}"
        f" ORDER BY {_ORDER[sort]} LIMIT 10 OFFSET 20"
    )
    params = (GUILD, 3) if rating else (GUILD,)
    with sqlite3.connect(db_path) as db:
        for analyzed in (False, True):  # with and without the planner's statistics
            if analyzed:
                db.execute("ANALYZE")
            plan = " | ".join(row[3] for row in db.execute(sql, params))
            assert f"USING INDEX {_INDEX[sort]}" in plan, plan
            assert "TEMP B-TREE" not in plan, plan
