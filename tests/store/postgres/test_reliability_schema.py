"""Who finishes their games, in the PostgreSQL schema: a person's latest results and turns are
a range of an index read in order, never a sort or a scan of the table."""

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import asyncpg
import pytest

from azul_bot.core.db.postgres.dialect import POSTGRES
from azul_bot.features.results.store import LATEST_GAMES, LATEST_TURNS
from tests.store.helpers import GUILD, timed_turns

pytestmark = pytest.mark.postgres


async def fill(sql, people: int = 100, rows: int = 60_000) -> None:
    """Results (of finished games, with their seats) and turn times straight into the
    schema: people with hundreds of games each, for whom reading all of their rows and
    sorting them would cost the most."""
    await sql.execute(
        "INSERT INTO games (id, guild_id, channel_id, host_id, status, version, created_at,"
        " updated_at) OVERRIDING SYSTEM VALUE"
        " SELECT n, $1, n, 1, 'finished', 2, 0, 0 FROM generate_series(1, $2) AS n",
        GUILD,
        rows,
    )
    await sql.execute(
        "INSERT INTO seats (game_id, position, user_id, name)"
        " SELECT n, 0, n % $1, 'p' FROM generate_series(1, $2) AS n",
        people,
        rows,
    )
    await sql.execute(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " guild_id, user_id, finished_at, abandoned)"
        " SELECT n, 0, 1, 1, true, 0, 0, 0, $1 + n % 3, n % $2, n, n % 2 = 0"
        " FROM generate_series(1, $3) AS n",
        GUILD,
        people,
        rows,
    )
    await sql.execute(
        "INSERT INTO turn_times (guild_id, user_id, at, seconds)"
        " SELECT $1 + n % 3, n % $2, n, n % 60 FROM generate_series(1, $3) AS n",
        GUILD,
        people,
        rows,
    )
    await sql.execute("VACUUM ANALYZE results")
    await sql.execute("VACUUM ANALYZE turn_times")


@pytest.fixture(scope="module")
def filled(postgres_server) -> Iterator[str]:
    """The URL of a database at the latest schema, filled once for the module's plans (they
    only read it)."""
    name = postgres_server.create_database()
    url = postgres_server.url(name)

    async def fill_it() -> None:
        sql = await asyncpg.connect(url)
        try:
            await fill(sql)
        finally:
            await sql.close()

    try:
        with ThreadPoolExecutor(1) as thread:  # a loop of its own, whatever loop runs here
            thread.submit(asyncio.run, fill_it()).result()
        yield url
    finally:
        postgres_server.drop_database(name)


@pytest.mark.parametrize(
    ("query", "types", "args", "index"),
    [
        (LATEST_GAMES, "bigint, bigint, bigint", f"1, {GUILD}, 1", "results_by_player"),
        (LATEST_TURNS, "bigint, bigint", f"{GUILD}, 1", "turn_times_by_player"),
    ],
)
async def test_a_persons_latest_rows_are_read_off_an_index_in_order(
    filled, query, types, args, index
):
    sql = await asyncpg.connect(filled)
    try:
        # A generic plan: the one the store runs for anyone.
        await sql.execute("SET plan_cache_mode = force_generic_plan")
        await sql.execute(f"PREPARE latest ({types}) AS {POSTGRES.prepare(query)}")
        explained = await sql.fetch(f"EXPLAIN EXECUTE latest ({args})")
    finally:
        await sql.close()
    plan = "\n".join(row[0] for row in explained)
    assert f"using {index}" in plan, plan
    assert "Sort" not in plan and "Seq Scan" not in plan, plan


async def test_each_person_keeps_their_newest_hundred_turns(store, sql):
    await timed_turns(store, 10, [5.0] * 120)
    kept = await sql.fetchrow("SELECT count(*), min(id) FROM turn_times WHERE user_id = 1")
    newest = await sql.fetchval("SELECT max(id) FROM turn_times")
    assert tuple(kept) == (100, newest - 99)
