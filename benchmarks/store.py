"""Store speed on big databases: committing a move, loading a game, reading leaderboards.

Run: .venv/bin/python benchmarks/store.py [--games 10000] [--finished 100000] [--keep DIR]

1. A database with ``--games`` games (90% finished, 10% running, all with their move logs,
   built in bulk from real engine playthroughs through the real schema). Then, through the
   ``Store`` API, running games are loaded (``get_game``) and moved (``commit_move``, each
   with a notice for the outbox): median and 99th percentile per call. The move that
   finishes a game (the service's outcome: results and stats in the same transaction) is
   reported on its own line. Then the outbox those moves filled is drained by a publisher
   loop: ``claim_announcements`` (10 at a time) and ``complete_announcement`` per entry.
2. A database with ``--finished`` finished games (games, seats and results rows; the
   per-(server, player) stats rows aggregated from them; no move logs, which leaderboards
   never read): one leaderboard page in every sort order, first and deep pages, and one
   player's stats with rank.

Times include aiosqlite's thread hop and, for commits, the fsync of synchronous=FULL.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from pathlib import Path

from azul_bot.core.db import GameRecord, Notice, SqliteStore, Store
from azul_bot.engine import Game, GameResult
from azul_bot.features.results import store as results
from azul_bot.features.results.model import (
    LeaderboardSort,
    Outcome,
    PlayerUpdate,
    SeatResult,
    Skill,
)

BIG_GUILD = 1
TEMPLATES = 40
NEWCOMER = Skill(25.0, 25.0 / 3)


def displayed_rating(skill: Skill) -> float:
    """A stand-in for the service's rating scale (the store only stores the number)."""
    return 1000.0 + 40.0 * (skill.mu - 3 * skill.sigma)


# ---------------------------------------------------------------------- measuring


def summary(name: str, samples_ns: list[int]) -> str:
    ms = sorted(sample / 1e6 for sample in samples_ns)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return (
        f"{name:<46} median {statistics.median(ms):7.3f} ms   p99 {p99:7.3f} ms"
        f"   max {ms[-1]:7.3f} ms   n={len(ms)}"
    )


async def timed(call: Callable[[], Awaitable[object]]) -> tuple[int, object]:
    start = time.perf_counter_ns()
    value = await call()
    return time.perf_counter_ns() - start, value


# ---------------------------------------------------------------------- games database


def playthrough(players: int, seed: int) -> tuple[str, list[tuple[int, str, str]]]:
    """A real random game: its start state and (seat, move, state after) for every move."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    start = json.dumps(game.to_dict(), separators=(",", ":"))
    steps = []
    while not game.is_over:
        seat = game.current_player
        move = chooser.choice(game.legal_moves())
        game.play(move)
        steps.append((seat, str(move), json.dumps(game.to_dict(), separators=(",", ":"))))
    return start, steps


def build_games_db(path: Path, games: int) -> None:
    templates = [playthrough(2 + seed % 3, seed) for seed in range(TEMPLATES)]
    chooser = random.Random(0)
    now = time.time()
    game_rows, seat_rows, move_rows = [], [], []
    for game_id in range(1, games + 1):
        start, steps = templates[game_id % TEMPLATES]
        players = len(json.loads(start)["players"])
        running = game_id % 10 == 0
        played = chooser.randrange(1, len(steps) - 5) if running else len(steps)
        state = steps[played - 1][2]
        status = "running" if running else "finished"
        game_rows.append(
            (game_id, 1 + game_id % 100, 10**6 + game_id, 10**9 + game_id, status, 2 + played)
            + (state, start, now, now)
        )
        # Distinct people: one person in two seats gets no stats (the service's rule).
        for position, user in enumerate(chooser.sample(range(10**9, 10**9 + 5000), players)):
            seat_rows.append((game_id, position, user, f"player {user}"))
        for seq, (seat, move, _) in enumerate(steps[:played], start=1):
            move_rows.append((game_id, seq, seat, move, now))
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (id, guild_id, channel_id, host_id, status, version, state,"
            " start_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            game_rows,
        )
        db.executemany(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (?, ?, ?, ?)", seat_rows
        )
        db.executemany(
            "INSERT INTO moves (game_id, seq, seat, move, created_at) VALUES (?, ?, ?, ?, ?)",
            move_rows,
        )


async def bench_games(path: Path, games: int) -> None:
    await (await SqliteStore.open(path)).close()
    started = time.perf_counter()
    build_games_db(path, games)
    print(f"built {games} games with their move logs in {time.perf_counter() - started:.1f} s")

    store = await SqliteStore.open(path)
    try:
        elapsed, count = await timed(store.count_running)
        print(f"{count} running games counted at start-up in {elapsed / 1e6:.3f} ms")
        running = [game_id for game_id in range(1, games + 1) if game_id % 10 == 0]
        loads, commits, finals = [], [], []
        for _ in range(5):  # five passes: each running game loaded and moved each time
            for game_id in running:
                elapsed, record = await timed(lambda game_id=game_id: store.get_game(game_id))
                loads.append(elapsed)
                if record.status == "running":
                    await commit_next(store, record, record.game(), commits, finals)
        # Finish the games so that the final move (results, stats, ratings) is measured.
        for game_id in running:
            record = await store.get_game(game_id)
            game = record.game()
            while not game.is_over:
                record = await commit_next(store, record, game, commits, finals)
        claims, completions = await drain_outbox(store)
    finally:
        await store.close()
    print(summary(f"commit_move + notice, {games} games in the db", commits))
    print(summary("commit_move that finishes a game (+outcome)", finals))
    print(summary(f"get_game (load + engine check), {games} games", loads))
    print(summary("claim_announcements, limit 10", claims))
    print(summary("complete_announcement", completions))


async def drain_outbox(store: Store) -> tuple[list[int], list[int]]:
    """Post every queued notice as a publisher loop would (posting itself not included)."""
    claims, completions = [], []
    now = time.time()
    while True:
        elapsed, entries = await timed(lambda: store.claim_announcements(now, limit=10, lease=30.0))
        claims.append(elapsed)
        if not entries:
            return claims, completions
        for entry in entries:
            elapsed, _ = await timed(lambda entry=entry: store.complete_announcement(entry.id))
            completions.append(elapsed)


async def commit_next(
    store: Store, record: GameRecord, game: Game, commits: list[int], finals: list[int]
) -> GameRecord:
    """Play the first legal move and time its commit (engine work not included)."""
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    state, result = game.to_dict(), game.result
    notice = Notice("turn", {"seat": seat, "move": str(move), "turn": game.turn})
    outcome = None
    if result is not None:
        people = [s.user_id for s in record.seats if s.user_id is not None]
        skills = await store.read(results.skills(record.guild_id, people))
        outcome = stand_in_outcome(record, result, skills)
    start = time.perf_counter_ns()
    record = await store.commit_move(
        record.id,
        record.version,
        seat=seat,
        move=str(move),
        state=state,
        finished=outcome is not None,
        then=None if outcome is None else written(outcome),
        notice=notice,
    )
    (finals if result else commits).append(time.perf_counter_ns() - start)
    return record


def written(outcome: Outcome) -> Callable:
    """The results' work in the finishing move's transaction: ``outcome`` written."""
    return lambda game, now: results.apply_outcome(game, outcome, now)


def stand_in_outcome(record: GameRecord, result: GameResult, skills: dict[int, Skill]) -> Outcome:
    """An outcome shaped like the service's (every seat a distinct person, all rated); the
    skill update is a cheap stand-in, since only the writing is measured."""
    seats = {seat.position: seat for seat in record.seats}
    lines, players = [], []
    for p in result.players:
        user = seats[p.player].user_id
        before = skills.get(user)
        after = Skill((before or NEWCOMER).mu + 2 - p.rank, (before or NEWCOMER).sigma * 0.95)
        won = p.player in result.winners
        lines.append(
            SeatResult(p.player, p.score, p.rank, won, p.rows, p.columns, p.colors, before, after)
        )
        players.append(
            PlayerUpdate(
                user_id=user,
                name=seats[p.player].name,
                won=won,
                score=p.score,
                rows=p.rows,
                columns=p.columns,
                colors=p.colors,
                rated=True,
                skill_before=before,
                skill_after=after,
                rating=displayed_rating(after),
            )
        )
    return Outcome(tuple(lines), tuple(players))


# ---------------------------------------------------------------------- leaderboard database


def build_stats_db(path: Path, finished: int, big_players: int) -> int:
    """``finished`` games (80% on one big server) with seats, results and stats rows."""
    chooser = random.Random(1)
    final_state = json.dumps(
        Game.from_dict(json.loads(playthrough(2, 1)[1][-1][2])).to_dict(), separators=(",", ":")
    )
    now = time.time()
    stats: dict[tuple[int, int], list] = {}
    skills: dict[tuple[int, int], Skill] = defaultdict(lambda: NEWCOMER)
    game_rows, seat_rows, result_rows = [], [], []
    for game_id in range(1, finished + 1):
        big = chooser.random() < 0.8
        guild = BIG_GUILD if big else 2 + chooser.randrange(500)
        pool = big_players if big else 40
        players = chooser.sample(range(1, pool + 1), 2)  # the stored final state is 2 players
        scores = [chooser.randrange(0, 100) for _ in players]
        best = max(scores)
        game_rows.append((game_id, guild, 5 * 10**6 + game_id, players[0], final_state, now))
        for position, (user, score) in enumerate(zip(players, scores, strict=True)):
            won = int(score == best)
            rows, columns, colors = chooser.randrange(3), chooser.randrange(2), chooser.randrange(2)
            seat_rows.append((game_id, position, user, f"player {user}"))
            result_rows.append((game_id, position, score, 2 - won, won, rows, columns, colors))
            key = (guild, user)
            # A cheap stand-in for the rating update: skill drifts with wins, sigma shrinks.
            old = skills[key]
            skills[key] = Skill(old.mu + (1.0 if won else -0.8), max(1.0, old.sigma * 0.97))
            row = stats.setdefault(key, [0, 0, 0, 0, 0, 0, 0])
            row[0] += 1
            row[1] += won
            row[2] += score
            row[3] = max(row[3], score)
            row[4] += rows
            row[5] += columns
            row[6] += colors
    stats_rows = [
        (guild, user, f"player {user}", *row, row[0], skill.mu, skill.sigma)
        + (displayed_rating(skill), now)
        for (guild, user), row in stats.items()
        for skill in [skills[(guild, user)]]
    ]
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (id, guild_id, channel_id, host_id, status, version, state,"
            " start_state, created_at, updated_at) VALUES (?, ?, ?, ?, 'finished', 70, ?, NULL,"
            " ?, ?)",
            [row + (now,) for row in game_rows],
        )
        db.executemany(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (?, ?, ?, ?)", seat_rows
        )
        db.executemany(
            "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            result_rows,
        )
        db.executemany(
            "INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score,"
            " best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            stats_rows,
        )
    return sum(1 for guild, _ in stats if guild == BIG_GUILD)


async def bench_leaderboards(path: Path, finished: int, big_players: int) -> None:
    await (await SqliteStore.open(path)).close()
    started = time.perf_counter()
    players = build_stats_db(path, finished, big_players)
    print(
        f"built {finished} finished games (stats of {players} players on the big server)"
        f" in {time.perf_counter() - started:.1f} s"
    )
    store = await SqliteStore.open(path)
    chooser = random.Random(2)
    try:
        for sort in LeaderboardSort:
            first = await store.read(results.leaderboard(BIG_GUILD, sort))
            for label, pages in (("page 1", [1]), ("random page", range(1, first.pages + 1))):
                samples = []
                for _ in range(300):
                    page = chooser.choice(pages)
                    elapsed, _ = await timed(
                        lambda page=page, sort=sort: store.read(
                            results.leaderboard(BIG_GUILD, sort, page)
                        )
                    )
                    samples.append(elapsed)
                print(summary(f"leaderboard {sort.value}, {label} of {first.pages}", samples))
        samples = []
        for _ in range(300):
            user = chooser.randrange(1, big_players + 1)
            elapsed, _ = await timed(
                lambda user=user: store.read(results.player_stats(BIG_GUILD, user))
            )
            samples.append(elapsed)
        print(summary("player_stats with rating rank", samples))
        small = []
        for _ in range(300):
            guild = 2 + chooser.randrange(500)
            elapsed, _ = await timed(lambda guild=guild: store.read(results.leaderboard(guild)))
            small.append(elapsed)
        print(summary("leaderboard rating, page 1, a small server", small))
    finally:
        await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000, help="games for the move benchmark")
    parser.add_argument("--finished", type=int, default=100_000, help="finished games")
    parser.add_argument("--players", type=int, default=20_000, help="players on the big server")
    parser.add_argument("--keep", type=Path, help="build the databases in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("games.db", "stats.db"):
            for suffix in ("", "-wal", "-shm"):
                (folder / (name + suffix)).unlink(missing_ok=True)
        print(f"sqlite {sqlite3.sqlite_version}, synchronous=FULL, WAL")
        await bench_games(folder / "games.db", args.games)
        await bench_leaderboards(folder / "stats.db", args.finished, args.players)


if __name__ == "__main__":
    asyncio.run(main())
