"""The club at scale: season and all-time ladders, ``/azul stats`` and a season's roll.

Run: .venv/bin/python benchmarks/club.py [--store sqlite|postgres|both] [--results 1000000]
     [--servers 1000] [--players 100000] [--big 10000] [--queries 2000]

One database of ``--results`` stored results (two seats per finished game) over ``--servers``
servers and ``--players`` people, built in bulk through the real schema (the migrations of
the store itself), with what the finishing moves would have written beside them: the
all-time stats per (server, person), two seasons per server (the first closed, the second
open) with their per-person rows, and each person's latest turn times. One server is big:
``--big`` people who play a fifth of all games there.

Then, through the ``Store`` API and on random servers and people (the big server among them):

- a page of the open season's ladder (the seasons' ``ladder``) and of the all-time one
  (``leaderboard``), first and deep pages;
- what ``/azul stats`` reads: ``player_stats`` (with the rank), ``reliabilities`` (the
  share of games finished of the latest 50, the median of the latest 100 turns) and the time
  away taken this season (time away's ``used``);
- the roll of the big server's open season (``roll_season``): one transaction that closes it,
  freezes every ranked person's place, opens the next and queues its announcement.

Times are per call as the service awaits it (aiosqlite's thread hop, asyncpg's round trips).
``--store postgres`` starts a throw-away PostgreSQL 15 server as the tests do.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul_bot.core.db import (  # noqa: E402
    Notice,
    PostgresStore,
    SqliteStore,
    Store,
)
from azul_bot.features.away.store import used as away_used  # noqa: E402
from azul_bot.features.results import store as results  # noqa: E402
from azul_bot.features.results.model import LeaderboardSort  # noqa: E402
from azul_bot.features.seasons import store as seasons  # noqa: E402
from tests.store.postgres_server import PostgresServer, find_binaries  # noqa: E402

BIG_GUILD = 1
SEASON_ONE = (1_782_864_000.0, 1_790_812_800.0)  # 2026-07-01 .. 2026-10-01 UTC
SEASON_TWO = (1_790_812_800.0, 1_798_761_600.0)  # 2026-10-01 .. 2027-01-01 UTC
SEASON_THREE = (1_798_761_600.0, 1_806_537_600.0)
TURNS_EACH = 30
RANKED = 5


# ---------------------------------------------------------------------- the rows


class Club:
    """Every row of the database, made from one seed: who plays where, and each game."""

    def __init__(self, results: int, servers: int, players: int, big: int) -> None:
        self.random = random.Random(24)
        self.servers = servers
        self.players = players
        self.big = big
        self.games = results // 2
        # Each person plays on one home server; the big server holds the first ``big``.
        self.home = {user: self._home(user) for user in range(1, players + 1)}
        self.members: dict[int, list[int]] = {}
        for user, guild in self.home.items():
            self.members.setdefault(guild, []).append(user)

    def _home(self, user: int) -> int:
        if user <= self.big:
            return BIG_GUILD
        return 2 + (user - self.big) % (self.servers - 1)

    def played(self) -> Iterator[tuple[int, int, int, int, int, int, float, int]]:
        """(game, guild, first, second, score1, score2, finished_at, season) per game."""
        chooser = self.random
        for game in range(1, self.games + 1):
            guild = BIG_GUILD if chooser.random() < 0.2 else chooser.randrange(2, self.servers + 1)
            people = self.members[guild]
            first, second = chooser.sample(people, 2) if len(people) > 1 else (people[0],) * 2
            if first == second:
                second = self.big + 1 if first != self.big + 1 else self.big + 2
            season = 1 if chooser.random() < 0.5 else 2
            start, end = SEASON_ONE if season == 1 else SEASON_TWO
            at = start + chooser.random() * (end - start - 86_400)
            yield game, guild, first, second, *chooser.sample(range(20, 100), 2), at, season


def build_rows(club: Club) -> dict[str, list[tuple]]:
    rows: dict[str, list[tuple]] = {
        "games": [],
        "seats": [],
        "results": [],
        "player_stats": [],
        "seasons": [],
        "season_stats": [],
        "turn_times": [],
    }
    alltime: dict[tuple[int, int], list[float]] = {}
    seasonal: dict[tuple[int, int, int], list[float]] = {}
    for game, guild, first, second, one, two, at, season in club.played():
        rows["games"].append((game, guild, 10**9 + game, first, "finished", 70, at, at))
        for position, (user, score) in enumerate(((first, one), (second, two))):
            won = int(score >= max(one, two))
            abandoned = int(club.random.random() < 0.04)
            rows["seats"].append((game, position, user, f"player {user}"))
            rows["results"].append(
                (game, position, score, 2 - won, won, 1, 0, 0, guild, user, at, abandoned)
            )
            for table, key in ((alltime, (guild, user)), (seasonal, (guild, season, user))):
                row = table.setdefault(key, [0, 0, 0, 0, 25.0, 8.3])
                row[0] += 1
                row[1] += won
                row[2] += score
                row[3] = max(row[3], score)
                row[4] += 0.4 if won else -0.3
                row[5] = max(1.0, row[5] * 0.97)
    for (guild, user), (games, wins, total, best, mu, sigma) in alltime.items():
        rating = 1000 + 40 * (mu - 3 * sigma)
        rows["player_stats"].append(
            (guild, user, f"player {user}", games, wins, total, best, 0, 0, 0, games, mu, sigma)
            + (rating, SEASON_TWO[0])
        )
    # What the finishing moves count on each season's row: its games, and who it ranks.
    counts: dict[tuple[int, int], list[int]] = {}
    for (guild, season, _), (games, *_) in seasonal.items():
        count = counts.setdefault((guild, season), [0, 0])
        count[0] += games
        count[1] += games >= RANKED
    for guild in range(1, club.servers + 1):
        for season, bounds, closed in ((1, SEASON_ONE, SEASON_ONE[1]), (2, SEASON_TWO, None)):
            games, ranked = counts.get((guild, season), [0, 0])
            rows["seasons"].append(
                (guild, season, "quarterly", *bounds, closed, games // 2, 0, ranked)
            )
    for (guild, season, user), (games, wins, total, best, mu, sigma) in seasonal.items():
        rating = 1000 + 40 * (mu - 3 * sigma)
        rows["season_stats"].append(
            (guild, season, user, f"player {user}", games, wins, games, total, best, mu, sigma)
            + (rating, SEASON_TWO[0])
        )
    for user, guild in club.home.items():
        for turn in range(TURNS_EACH):
            rows["turn_times"].append((guild, user, SEASON_TWO[0] + turn, 60.0 * (1 + turn % 7)))
    return rows


COLUMNS = {
    "games": "id, guild_id, channel_id, host_id, status, version, created_at, updated_at",
    "seats": "game_id, position, user_id, name",
    "results": "game_id, position, score, rank, winner, rows, columns, colors, guild_id,"
    " user_id, finished_at, abandoned",
    "player_stats": "guild_id, user_id, name, games, wins, total_score, best_score, rows,"
    " columns, colors, rated_games, mu, sigma, rating, updated_at",
    "seasons": "guild_id, number, period, starts_at, ends_at, closed_at, games, grey_games, ranked",
    "season_stats": "guild_id, number, user_id, name, games, wins, rated_games, total_score,"
    " best_score, mu, sigma, rating, updated_at",
    "turn_times": "guild_id, user_id, at, seconds",
}


def fill_sqlite(path: Path, rows: dict[str, list[tuple]]) -> None:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA foreign_keys = OFF")
        for table, values in rows.items():
            marks = ", ".join("?" * len(values[0]))
            db.executemany(f"INSERT INTO {table} ({COLUMNS[table]}) VALUES ({marks})", values)
        db.execute("ANALYZE")


async def fill_postgres(url: str, rows: dict[str, list[tuple]]) -> None:
    connection = await asyncpg.connect(url)
    try:
        for table, values in rows.items():
            columns = [column.strip() for column in COLUMNS[table].split(",")]
            kinds = dict(
                await connection.fetch(
                    "SELECT column_name, data_type FROM information_schema.columns"
                    " WHERE table_name = $1",
                    table,
                )
            )
            # SQLite's 0/1 are PostgreSQL's booleans.
            flags = [index for index, name in enumerate(columns) if kinds[name] == "boolean"]
            records = [
                tuple(bool(v) if i in flags and v is not None else v for i, v in enumerate(row))
                for row in values
            ]
            await connection.copy_records_to_table(table, records=records, columns=columns)
        await connection.execute("ANALYZE")
    finally:
        await connection.close()


# ---------------------------------------------------------------------- measuring


def summary(name: str, samples_ns: list[int]) -> str:
    ms = sorted(sample / 1e6 for sample in samples_ns)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return (
        f"  {name:<44} median {statistics.median(ms):7.3f} ms   p99 {p99:7.3f} ms"
        f"   max {ms[-1]:7.3f} ms   n={len(ms)}"
    )


async def timed(call: Callable[[], Awaitable[object]]) -> int:
    start = time.perf_counter_ns()
    await call()
    return time.perf_counter_ns() - start


async def measure(store: Store, club: Club, queries: int) -> None:
    chooser = random.Random(7)
    asks: dict[str, list[int]] = {}

    def someone() -> tuple[int, int]:
        # Half the asks on the big server, where pages and ranks are deepest.
        user = chooser.randrange(1, club.big + 1) if chooser.random() < 0.5 else None
        user = user or chooser.randrange(club.big + 1, club.players + 1)
        return club.home[user], user

    async def stats(guild: int, user: int) -> None:
        await store.read(results.player_stats(guild, user))
        await store.read(results.reliabilities(guild, [user]))
        await store.read(away_used(guild, user, SEASON_TWO[0]))

    for _ in range(queries):
        guild, user = someone()
        deep = chooser.randrange(1, 50) if guild == BIG_GUILD else 1
        for name, call in (
            ("season ladder, page 1", lambda g=guild: store.read(seasons.ladder(g, 2, 1))),
            (
                "season ladder, a deep page (big server)",
                lambda d=deep, g=guild: store.read(seasons.ladder(g, 2, d)),
            ),
            ("all-time ladder, page 1", lambda g=guild: store.read(results.leaderboard(g))),
            (
                "all-time ladder, a deep page (big server)",
                lambda d=deep, g=guild: store.read(
                    results.leaderboard(g, LeaderboardSort.RATING, d)
                ),
            ),
            ("/azul stats (stats, reliability, time away)", lambda g=guild, u=user: stats(g, u)),
        ):
            if "deep" in name and guild != BIG_GUILD:
                continue
            asks.setdefault(name, []).append(await timed(call))
    for name, samples in asks.items():
        print(summary(name, samples))
    ranked = await store.read(seasons.ladder(BIG_GUILD, 2, 1, 1))
    start = time.perf_counter()
    roll = seasons.roll_season(
        BIG_GUILD,
        2,
        SEASON_TWO[1] + 1,
        fired=0,
        following=seasons.SeasonStart("quarterly", *SEASON_THREE),
        timer="season_end",
        channel_id=42,
        notice=Notice("season_standings", {"guild": BIG_GUILD, "number": 2}),
    )
    closed = await store.write(roll)
    took = time.perf_counter() - start
    assert closed is not None, "the roll did not happen"
    print(
        f"  roll of the big server's season ({ranked.total if ranked else '?'} ranked of"
        f" {len(club.members[BIG_GUILD])} people): {took * 1000:.0f} ms, one transaction"
    )


# ---------------------------------------------------------------------- the databases


async def on_sqlite(folder: Path, rows: dict[str, list[tuple]], club: Club, queries: int) -> None:
    path = folder / "club.sqlite3"
    await (await SqliteStore.open(path)).close()  # the schema, by the store's migrations
    start = time.perf_counter()
    fill_sqlite(path, rows)
    print(f"SQLite: filled in {time.perf_counter() - start:.0f} s")
    store = await SqliteStore.open(path)
    try:
        await measure(store, club, queries)
    finally:
        await store.close()


async def on_postgres(rows: dict[str, list[tuple]], club: Club, queries: int) -> None:
    binaries = find_binaries()
    if binaries is None:
        print("PostgreSQL: skipped, PostgreSQL 15 binaries not found (install postgresql-15)")
        return
    server = PostgresServer.start(binaries)
    try:
        url = server.url(server.create_database(empty=True))
        await (await PostgresStore.open(url)).close()
        start = time.perf_counter()
        await fill_postgres(url, rows)
        print(f"PostgreSQL: filled in {time.perf_counter() - start:.0f} s")
        store = await PostgresStore.open(url)
        try:
            await measure(store, club, queries)
        finally:
            await store.close()
    finally:
        server.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--results", type=int, default=1_000_000)
    parser.add_argument("--servers", type=int, default=1_000)
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--big", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=2_000)
    args = parser.parse_args()
    club = Club(args.results, args.servers, args.players, args.big)
    start = time.perf_counter()
    rows = build_rows(club)
    print(
        f"{len(rows['results']):,} results, {len(rows['player_stats']):,} stats rows,"
        f" {len(rows['season_stats']):,} season rows, {len(rows['turn_times']):,} turn times"
        f" over {args.servers:,} servers and {args.players:,} people"
        f" (made in {time.perf_counter() - start:.0f} s)"
    )
    if args.store in ("sqlite", "both"):
        with tempfile.TemporaryDirectory() as folder:
            await on_sqlite(Path(folder), rows, club, args.queries)
    if args.store in ("postgres", "both"):
        await on_postgres(rows, club, args.queries)


if __name__ == "__main__":
    asyncio.run(main())
