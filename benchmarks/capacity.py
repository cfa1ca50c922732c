"""Capacity: database size per finished game, memory per running game, memory per server.

Run: .venv/bin/python benchmarks/capacity.py [--parts size games servers base]
         [--games 300] [--stores sqlite postgres] [--channels 30] [--servers 20]
         [--players 100] [--running 10000] [--touch 2000] [--guilds 2000]

About 2 to 2.5 minutes with the defaults (two cores), most of it playing the games of (a).

(a) size: ``--games`` complete games (a third each with 2, 3 and 4 people, random legal
    moves) are played through ``GameService`` in ``--channels`` channels at once, on
    ``--servers`` servers with ``--players`` people each, so every move, result, stats row,
    rating and outbox entry (posted to nowhere, and so deleted) is written as in the bot.
    Then the database's growth over an empty one at the latest schema: the SQLite file after
    ``PRAGMA wal_checkpoint(TRUNCATE)`` and after ``VACUUM``; ``pg_database_size`` of a
    throw-away PostgreSQL 15 server (as the tests start one; its autovacuum is off, so the
    first figure still holds every superseded row version) as played, after ``VACUUM`` and
    after ``VACUUM FULL``. Extrapolated per million finished games.
(b) games: resident memory (RSS) and Python objects (tracemalloc) of a fresh bot-side
    process -- store, ``GameService`` with its outbox and timer loops -- over a SQLite file
    with 0 and with ``--running`` running games (built in bulk, mid-game, each with its
    reminder and time-out), and after one move in each of those games through
    ``Turns.play`` (no image: rendering is transient and per move, not per game).
(c) servers: a fresh process builds the bot's discord.py client (guilds intent only) and
    feeds its ``ConnectionState.parse_guild_create`` ``--guilds`` GUILD_CREATE payloads as
    the gateway sends them (JSON text, decoded): ~30 channels, ~20 roles, emojis, stickers,
    two active threads, and no member but the bot. Printed: RSS and tracemalloc growth per
    server.

(d) base: what a bot process costs before any of that, in a fresh interpreter that imports
    only the bot: the bot object with its imports, after drawing table images, and each
    worker of the computer players' process pool (started by the first computer turn).

(b), (c) and (d) run in processes of their own, so one's memory is not the other's.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import multiprocessing
import os
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import asyncpg  # noqa: E402
import discord  # noqa: E402

from azul_bot.bot import AzulBot  # noqa: E402
from azul_bot.core import GameService, ServiceError, ServiceOptions  # noqa: E402
from azul_bot.core.db import SqliteStore, Store, open_store  # noqa: E402
from azul_bot.engine import Game  # noqa: E402
from benchmarks.nowhere import Nowhere  # noqa: E402
from tests.store.postgres_server import PostgresServer, find_binaries  # noqa: E402

T = TypeVar("T")
MIB = 1024 * 1024
MILLION = 1_000_000
PER_GAME_TABLES = ("games", "seats", "moves", "results", "announcements", "timers")
"""Tables that grow with every game; ``player_stats`` grows with each (server, person)."""


def rss() -> int:
    """Resident memory now, in bytes (peak where there is no /proc)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def settled_memory() -> tuple[int, int]:
    """(RSS, bytes of Python objects traced) after a full collection."""
    gc.collect()
    return rss(), tracemalloc.get_traced_memory()[0]


def gb(size: float) -> str:
    return f"{size / 1e9:.2f} GB"


def spawned(target: Callable[..., T], *args: object) -> T:
    """``target(*args)`` in a fresh interpreter; returns what it returned."""
    context = multiprocessing.get_context("spawn")
    with context.Pool(1) as pool:
        return pool.apply(target, args)


# ---------------------------------------------------------------------- (a) database size


@dataclass
class Played:
    games: int
    moves: int
    seconds: float


def service_for(store: Store) -> GameService:
    seeds = itertools.count(1)
    return GameService(
        store, Nowhere(), ServiceOptions(new_game=lambda players: Game.new(players, next(seeds)))
    )


async def play_games(location: str, args: argparse.Namespace) -> Played:
    """``args.games`` complete games, ``args.channels`` channels at a time."""
    store = await open_store(location)
    service = service_for(store)
    await service.start_loops()
    numbers = iter(range(args.games))
    moves = 0

    async def channel_worker(worker: int) -> None:
        nonlocal moves
        chooser = random.Random(worker)
        channel = 10_000 + worker
        guild = 1 + worker % args.servers
        people = [guild * 100_000 + p for p in range(args.players)]
        for number in numbers:
            seated = chooser.sample(people, 2 + number % 3)
            await service.room(Lobby).open_lobby(guild, channel, seated[0], f"player {seated[0]}")
            for user in seated[1:]:
                await service.room(Lobby).join(channel, user, f"player {user}")
            await service.room(Lobby).start(channel, seated[0])
            record = await store.active_game(channel)
            assert record is not None
            game = record.game()
            while not game.is_over:
                move = chooser.choice(game.legal_moves())
                user = record.seats[game.current_player].user_id
                try:
                    await service.room(Turns).play(channel, user, move)
                except ServiceError as error:
                    raise SystemExit(f"game {record.id}: {move} refused: {error}") from error
                game.play(move)
                moves += 1

    started = time.perf_counter()
    await asyncio.gather(*(channel_worker(w) for w in range(args.channels)))
    seconds = time.perf_counter() - started
    await service.close()
    await store.close()
    return Played(args.games, moves, seconds)


@dataclass
class Snapshot:
    """A database's size: in all, and per table (with its indexes and TOAST), with rows."""

    total: int
    tables: dict[str, int]
    rows: dict[str, int]


def sqlite_snapshot(path: Path) -> Snapshot:
    """The file (and its WAL, empty after the checkpoint) and dbstat's bytes per table."""
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        owners = dict(db.execute("SELECT name, tbl_name FROM sqlite_schema"))
        tables: dict[str, int] = {}
        for name, size in db.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name"):
            table = owners.get(name, name)
            tables[table] = tables.get(table, 0) + size
        rows = {t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
    wal = path.with_name(path.name + "-wal")
    total = path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
    return Snapshot(total, tables, rows)


async def pg_snapshot(connection: asyncpg.Connection) -> Snapshot:
    total = await connection.fetchval("SELECT pg_database_size(current_database())")
    tables, rows = {}, {}
    for name, size in await connection.fetch(
        "SELECT relname, pg_total_relation_size(relid) FROM pg_stat_user_tables"
    ):
        tables[name] = size
        rows[name] = await connection.fetchval(f"SELECT count(*) FROM {name}")
    return Snapshot(total, tables, rows)


def report_growth(store: str, when: str, played: Played, empty: Snapshot, now: Snapshot) -> None:
    growth = now.total - empty.total
    print(
        f"{store:<9} {when:<34}{growth:>12,} B  = {growth / played.games:>7,.0f} B per game"
        f"  -> {gb(growth / played.games * MILLION):>9} per million games"
    )


def report_tables(store: str, when: str, played: Played, empty: Snapshot, now: Snapshot) -> None:
    grew = {t: now.tables[t] - empty.tables.get(t, 0) for t in now.tables}
    print(f"{store:<9} growth by table {when} (with indexes):")
    for table in (*PER_GAME_TABLES, "player_stats"):
        if table not in grew:
            continue
        each = f"{grew[table] / played.games:>7,.0f} B per game"
        if table == "moves":
            each += f" ({grew[table] / max(1, now.rows[table]):.0f} B per move)"
        if table == "player_stats":
            each = f"{grew[table] / max(1, now.rows[table]):>7,.0f} B per (server, person)"
        print(f"{'':<12}{table:<14}{grew[table]:>11,} B {now.rows[table]:>8,} rows   {each}")
    per_game = sum(grew.get(t, 0) for t in PER_GAME_TABLES) / played.games
    print(
        f"{'':<12}per-game tables: {per_game:,.0f} B per finished game"
        f" -> {gb(per_game * MILLION)} per million games (plus player_stats per person)"
    )


async def measure_sqlite(folder: Path, args: argparse.Namespace) -> None:
    path = folder / "capacity.sqlite3"
    await create_schema(path)
    empty = sqlite_snapshot(path)
    played = await play_games(str(path), args)
    now = sqlite_snapshot(path)
    describe("sqlite", played, now)
    print(f"{'sqlite':<9} {'empty database (latest schema)':<34}{empty.total:>12,} B")
    report_growth("sqlite", "after wal_checkpoint(TRUNCATE)", played, empty, now)
    with sqlite3.connect(path) as db:
        db.execute("VACUUM")
    now = sqlite_snapshot(path)
    report_growth("sqlite", "after VACUUM", played, empty, now)
    report_tables("sqlite", "after VACUUM", played, empty, now)


async def measure_postgres(args: argparse.Namespace) -> None:
    binaries = find_binaries()
    if binaries is None:
        print("postgres  skipped: PostgreSQL 15 binaries not found (install postgresql-15)")
        return
    server = PostgresServer.start(binaries)
    try:
        # Two databases at the latest schema: one is played on, the other stays empty and
        # goes through the same VACUUMs (VACUUM FULL also shrinks the system catalogs).
        names = [server.create_database(empty=True) for _ in range(2)]
        for name in names:
            await (await open_store(server.url(name))).close()  # the migrations
        admins = [await asyncpg.connect(server.url(name, "postgres")) for name in names]
        try:
            reference, database = admins
            played = await play_games(server.url(names[1]), args)
            empty, now = await pg_snapshot(reference), await pg_snapshot(database)
            describe("postgres", played, now)
            print(f"{'postgres':<9} {'empty database (latest schema)':<34}{empty.total:>12,} B")
            report_growth("postgres", "as played (autovacuum off)", played, empty, now)
            for command in ("VACUUM", "VACUUM FULL"):
                for admin in admins:
                    await admin.execute(command)
                empty, now = await pg_snapshot(reference), await pg_snapshot(database)
                report_growth("postgres", f"after {command}", played, empty, now)
            report_tables("postgres", "after VACUUM FULL", played, empty, now)
        finally:
            for admin in admins:
                await admin.close()
    finally:
        server.stop()


def describe(store: str, played: Played, now: Snapshot) -> None:
    print(
        f"{store:<9} {played.games} games, {played.moves:,} moves"
        f" ({played.moves / played.games:.0f} a game) played in {played.seconds:.0f} s;"
        f" left over: {now.rows['announcements']} outbox entries, {now.rows['timers']} timers"
    )


async def database_size(args: argparse.Namespace) -> None:
    print(
        f"(a) database size per finished game: {args.games} games (a third each with 2, 3"
        f" and 4 people) on {args.servers} servers with {args.players} people each"
    )
    if "sqlite" in args.stores:
        with tempfile.TemporaryDirectory() as folder:
            await measure_sqlite(Path(folder), args)
    if "postgres" in args.stores:
        await measure_postgres(args)


# ---------------------------------------------------------------------- (b) running games

RUNNING_BASE = 1_000_000
"""Channel ``RUNNING_BASE + n`` holds running game ``n``."""


async def create_schema(path: Path) -> None:
    await (await SqliteStore.open(path)).close()


def build_running(path: Path, games: int) -> None:
    """``games`` running games in bulk (real mid-game states, move logs, seats, timers)."""
    chooser = random.Random(7)
    templates = []
    for number in range(60):
        game = Game.new(2 + number % 3, number)
        start = json.dumps(game.to_dict(), separators=(",", ":"))
        log = []
        for _ in range(chooser.randrange(0, 40)):
            move = chooser.choice(game.legal_moves())
            log.append((game.current_player, str(move)))
            game.play(move)
            if game.is_over:
                raise AssertionError("a random game ended within 40 moves")
        templates.append((game.num_players, start, log, json.dumps(game.to_dict())))
    now = time.time()
    game_rows, seat_rows, move_rows, timer_rows = [], [], [], []
    for game_id in range(1, games + 1):
        players, start, log, state = templates[game_id % len(templates)]
        channel, version = RUNNING_BASE + game_id, players + 1 + len(log)
        users = [10 * game_id + seat for seat in range(players)]
        game_rows.append(
            (game_id, game_id % 1000, channel, users[0], "running", version, state, start)
            + (now, now)
        )
        seat_rows += [(game_id, seat, user, f"player {user}") for seat, user in enumerate(users)]
        move_rows += [(game_id, n, seat, m, now) for n, (seat, m) in enumerate(log, start=1)]
        timer_rows.append((game_id, channel, "reminder", now + 8 * 3600, version))
        timer_rows.append((game_id, channel, "timeout", now + 24 * 3600, version))
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
        db.executemany(
            "INSERT INTO timers (game_id, channel_id, kind, due_at, version)"
            " VALUES (?, ?, ?, ?, ?)",
            timer_rows,
        )


async def hold_games(path: str, touch: int, trace: bool) -> dict[str, float]:
    """Start the service on ``path``; then one move in each of the first ``touch`` games,
    measured half-way and at the end (what a move leaves behind, if anything, grows).
    ``trace``: count Python objects with tracemalloc (whose own books inflate RSS)."""
    if trace:
        tracemalloc.start()
    store = await SqliteStore.open(path)
    service = service_for(store)
    await service.start_loops()
    running = await store.count_running()
    await asyncio.sleep(0.5)
    memory = {"running": running, "touch": touch}
    memory["rss_idle"], memory["traced_idle"] = settled_memory()
    chooser = random.Random(3)

    async def mover(channels: Iterator[int]) -> None:
        for channel in channels:  # shared: each game gets one move
            record = await store.active_game(channel)
            assert record is not None
            game = record.game()
            user = record.seats[game.current_player].user_id
            await service.room(Turns).play(channel, user, chooser.choice(game.legal_moves()))

    first = RUNNING_BASE + 1
    for phase, (low, high) in enumerate(((0, touch // 2), (touch // 2, touch))):
        channels = iter(range(first + low, first + high))
        await asyncio.gather(*(mover(channels) for _ in range(50)))
        await asyncio.sleep(0.5)  # the outbox's last posts
        memory[f"rss_{phase}"], memory[f"traced_{phase}"] = settled_memory()
    memory["peak"] = tracemalloc.get_traced_memory()[1]
    await service.close()
    await store.close()
    return memory


def hold_games_process(path: str, touch: int, trace: bool) -> dict[str, float]:
    return asyncio.run(hold_games(path, touch, trace))


def running_games(args: argparse.Namespace) -> None:
    touch = min(args.touch, args.running)
    print(
        f"(b) memory per running game: a bot-side process (SQLite store, GameService with"
        f" its outbox and timer loops, no image) over 0 and {args.running:,} running games"
    )
    with tempfile.TemporaryDirectory() as folder:
        empty, full = Path(folder) / "empty.sqlite3", Path(folder) / "running.sqlite3"
        for path in (empty, full):
            asyncio.run(create_schema(path))
        build_running(full, args.running)
        # RSS from runs without tracemalloc, Python objects from runs with it.
        none, many = (
            {
                **spawned(hold_games_process, str(path), count, False),
                **{
                    k: v
                    for k, v in spawned(hold_games_process, str(path), count, True).items()
                    if k.startswith("traced") or k == "peak"
                },
            }
            for path, count in ((empty, 0), (full, touch))
        )

    def line(label: str, rss_bytes: float, traced: float) -> None:
        print(
            f"    {label:<52} RSS {rss_bytes / MIB:6.1f} MiB   Python objects"
            f" {traced / 1024:6,.0f} KiB"
        )

    for m in (none, many):
        line(f"{m['running']:>6,} running games, after start-up", m["rss_idle"], m["traced_idle"])
    for phase, done in enumerate((touch // 2, touch)):
        line(
            f"{many['running']:>6,} running games, after a move in {done:,} of them",
            many[f"rss_{phase}"],
            many[f"traced_{phase}"],
        )
    n = args.running
    print(
        f"    per running game at rest: RSS {(many['rss_idle'] - none['rss_idle']) / n:+,.0f} B,"
        f" Python objects {(many['traced_idle'] - none['traced_idle']) / n:+,.1f} B"
    )
    if touch >= 2:
        half = touch - touch // 2
        print(
            f"    moving: peak {many['peak'] / MIB:.1f} MiB of Python objects; the second"
            f" {half:,} moves added RSS {(many['rss_1'] - many['rss_0']) / half:+,.0f} B and Python objects"
            f" {(many['traced_1'] - many['traced_0']) / half:+,.1f} B per game"
        )


# ---------------------------------------------------------------------- (c) servers


def guild_payload(guild_id: int, bot_id: int, ids: itertools.count, rng: random.Random) -> dict:
    """A GUILD_CREATE as the gateway sends it to a bot with the guilds intent only."""
    words = ("general", "games", "azul", "chat", "off-topic", "memes", "music", "news", "help")

    def name() -> str:
        return f"{rng.choice(words)}-{rng.randrange(1000)}"

    roles = [
        {
            "id": str(guild_id),  # @everyone has the guild's id
            "name": "@everyone",
            "permissions": "2222085186637377",
            "position": 0,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
            "description": None,
        }
    ]
    bot_role = next(ids)
    for position in range(1, 20):
        role_id = bot_role if position == 19 else next(ids)
        color = rng.randrange(1 << 24)
        roles.append(
            {
                "id": str(role_id),
                "name": "Azul" if role_id == bot_role else name(),
                "permissions": str(rng.getrandbits(40)),
                "position": position,
                "color": color,
                "colors": {"primary_color": color, "secondary_color": None, "tertiary_color": None},
                "hoist": rng.random() < 0.3,
                "managed": role_id == bot_role,
                "mentionable": rng.random() < 0.2,
                "icon": None,
                "unicode_emoji": None,
                "flags": 0,
                "description": None,
                **({"tags": {"bot_id": str(bot_id)}} if role_id == bot_role else {}),
            }
        )

    def overwrites() -> list[dict]:
        return [
            {
                "id": rng.choice(roles)["id"],
                "type": 0,
                "allow": str(rng.getrandbits(20)),
                "deny": str(rng.getrandbits(20)),
            }
            for _ in range(rng.randrange(0, 4))
        ]

    channels: list[dict] = []
    categories = [next(ids) for _ in range(4)]
    for position, category in enumerate(categories):
        channels.append(
            {
                "id": str(category),
                "type": 4,
                "name": name().upper(),
                "position": position,
                "permission_overwrites": overwrites(),
                "flags": 0,
            }
        )
    text_channels = []
    for position in range(20):
        channel = next(ids)
        text_channels.append(channel)
        channels.append(
            {
                "id": str(channel),
                "type": 5 if position == 0 else 0,
                "name": name(),
                "position": position,
                "parent_id": str(rng.choice(categories)),
                "permission_overwrites": overwrites(),
                "topic": "Games of Azul every evening" if rng.random() < 0.5 else None,
                "nsfw": False,
                "last_message_id": str(next(ids)),
                "rate_limit_per_user": 0,
                "default_thread_rate_limit_per_user": 0,
                "flags": 0,
            }
        )
    for position in range(6):
        channels.append(
            {
                "id": str(next(ids)),
                "type": 2,
                "name": name(),
                "position": position,
                "parent_id": str(categories[-1]),
                "permission_overwrites": overwrites(),
                "bitrate": 64000,
                "user_limit": 0,
                "rtc_region": None,
                "video_quality_mode": 1,
                "nsfw": False,
                "last_message_id": None,
                "rate_limit_per_user": 0,
                "flags": 0,
            }
        )
    threads = [
        {
            "id": str(next(ids)),
            "type": 11,
            "guild_id": str(guild_id),
            "parent_id": str(rng.choice(text_channels)),
            "owner_id": str(next(ids)),
            "name": f"azul game {rng.randrange(1000)}",
            "last_message_id": str(next(ids)),
            "rate_limit_per_user": 0,
            "message_count": rng.randrange(100),
            "member_count": rng.randrange(2, 5),
            "total_message_sent": rng.randrange(100),
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": 1440,
                "archive_timestamp": "2025-05-01T18:00:00.000000+00:00",
                "locked": False,
                "create_timestamp": "2025-05-01T17:00:00.000000+00:00",
            },
        }
        for _ in range(2)
    ]
    emojis = [
        {
            "id": str(next(ids)),
            "name": f"emoji_{rng.randrange(10_000)}",
            "roles": [],
            "require_colons": True,
            "managed": False,
            "animated": rng.random() < 0.2,
            "available": True,
        }
        for _ in range(15)
    ]
    stickers = [
        {
            "id": str(next(ids)),
            "name": f"sticker {rng.randrange(1000)}",
            "tags": "smile",
            "type": 2,
            "format_type": 1,
            "description": None,
            "asset": "",
            "available": True,
            "guild_id": str(guild_id),
        }
        for _ in range(2)
    ]
    bot_member = {
        "user": {
            "id": str(bot_id),
            "username": "Azul",
            "global_name": None,
            "discriminator": "0",
            "avatar": "a" * 32,
            "bot": True,
            "public_flags": 0,
        },
        "roles": [str(bot_role)],
        "joined_at": "2025-04-01T12:00:00.000000+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "nick": None,
        "avatar": None,
        "communication_disabled_until": None,
    }
    member_count = rng.choice((12, 40, 150, 600, 3000))
    return {
        "id": str(guild_id),
        "name": f"Server {guild_id % 100_000}",
        "icon": "b" * 32,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "owner_id": str(next(ids)),
        "application_id": None,
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 2,
        "features": ["COMMUNITY", "NEWS"] if member_count > 500 else [],
        "mfa_level": 0,
        "system_channel_id": str(text_channels[1]),
        "system_channel_flags": 0,
        "rules_channel_id": str(text_channels[2]),
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "max_presences": None,
        "max_members": 500_000,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "vanity_url_code": None,
        "description": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "premium_progress_bar_enabled": False,
        "preferred_locale": "en-US",
        "nsfw_level": 0,
        "nsfw": False,
        "hub_type": None,
        "incidents_data": None,
        "joined_at": "2025-04-01T12:00:00.000000+00:00",
        "large": member_count >= 250,
        "unavailable": False,
        "member_count": member_count,
        "lazy": True,
        "roles": roles,
        "emojis": emojis,
        "stickers": stickers,
        "channels": channels,
        "threads": threads,
        "members": [bot_member],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "embedded_activities": [],
        "activity_instances": [],
        "application_command_counts": {},
        "version": 1746000000000,
    }


async def cache_guilds(guilds: int, trace: bool) -> dict[str, float]:
    bot = AzulBot(db_path="unused.sqlite3", options=ServiceOptions())  # no I/O until it logs in
    state = bot._connection
    bot_id = 1_100_000_000_000_000_000
    state.user = discord.ClientUser(
        state=state,
        data={"id": str(bot_id), "username": "Azul", "discriminator": "0", "avatar": None},
    )
    rng = random.Random(5)
    ids = itertools.count(1_200_000_000_000_000_000)
    sample = json.dumps(guild_payload(next(ids), bot_id, ids, rng))
    if trace:
        tracemalloc.start()
    rss_before, traced_before = settled_memory()
    for _ in range(guilds):
        text = json.dumps(guild_payload(next(ids), bot_id, ids, rng))
        state.parse_guild_create(json.loads(text))  # as the gateway hands it on
    await asyncio.sleep(0)
    rss_after, traced_after = settled_memory()
    tracemalloc.stop()
    guild = bot.guilds[-1]
    result = {
        "guilds": len(bot.guilds),
        "channels": len(guild.channels),
        "threads": len(guild.threads),
        "roles": len(guild.roles),
        "members": len(guild.members),
        "emojis": len(guild.emojis),
        "payload": len(sample),
        "rss": rss_after - rss_before,
        "traced": traced_after - traced_before,
    }
    return result  # never logged in: nothing to close


def cache_guilds_process(guilds: int, trace: bool) -> dict[str, float]:
    return asyncio.run(cache_guilds(guilds, trace))


def servers(args: argparse.Namespace) -> None:
    # RSS from a run without tracemalloc, Python objects from a run with it.
    m = spawned(cache_guilds_process, args.guilds, False)
    m["traced"] = spawned(cache_guilds_process, args.guilds, True)["traced"]
    print(
        f"(c) memory per server in discord.py {discord.__version__}'s cache (guilds intent"
        f" only): {m['guilds']:,} GUILD_CREATE payloads parsed"
    )
    print(
        f"    each: {m['channels']} channels + {m['threads']} threads, {m['roles']} roles,"
        f" {m['members']} member (the bot), emojis/stickers not cached ({m['emojis']});"
        f" payload ~{m['payload'] / 1024:.0f} KiB of JSON"
    )
    print(
        f"    growth: RSS {m['rss'] / MIB:.1f} MiB, Python objects {m['traced'] / MIB:.1f} MiB"
        f" -> per server RSS {m['rss'] / m['guilds'] / 1024:.1f} KiB, Python objects"
        f" {m['traced'] / m['guilds'] / 1024:.1f} KiB"
    )
    per = max(m["rss"], m["traced"]) / m["guilds"]
    print(
        f"    -> 1,000 servers (a shard as discord.py advises): {1000 * per / MIB:.0f} MiB;"
        f" 2,500 (Discord's most per shard): {2500 * per / MIB:.0f} MiB;"
        f" 100,000: {100_000 * per / 1024**3:.1f} GiB"
    )


# ---------------------------------------------------------------------- (d) base

BASE = """
import asyncio, json, multiprocessing, os, sys
from pathlib import Path

def rss(pid='self'):
    return int(Path(f'/proc/{pid}/statm').read_text().split()[1]) * os.sysconf('SC_PAGE_SIZE')

from azul_bot.bot import AzulBot
from azul_bot.engine import Game
from azul_bot.ai import choose_from_state
from azul_bot.core import Thinkers
from azul_bot.core.words.pictures import draw_table as default_renderer

bot = AzulBot(db_path='unused.sqlite3')
imported = rss()
game = Game.new(4, 1)
for _ in range(8):
    default_renderer(game, ['Ann', 'Bob', 'Cy', 'Di'], None)
rendered = rss()

async def think():
    thinkers = Thinkers()
    state = game.to_dict()
    await asyncio.gather(*(thinkers.run(choose_from_state, state, 'hard', s, 1.0, None) for s in (1, 2)))
    workers = [rss(child.pid) for child in multiprocessing.active_children()]
    thinkers.close()
    return workers

print(json.dumps({'imported': imported, 'rendered': rendered, 'workers': asyncio.run(think())}))
"""


def base(args: argparse.Namespace) -> None:
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", BASE], cwd=root, capture_output=True, text=True, check=True
    )
    m = json.loads(done.stdout)
    workers = ", ".join(f"{w / MIB:.0f}" for w in m["workers"])
    print("(d) a bot process before any server or game (a fresh interpreter, the bot's imports)")
    print(f"    bot object built, everything imported    RSS {m['imported'] / MIB:6.1f} MiB")
    print(f"    after drawing 8 table images             RSS {m['rendered'] / MIB:6.1f} MiB")
    print(
        f"    computer players' pool: {len(m['workers'])} worker processes of"
        f" RSS {workers} MiB each (spawned by the first computer turn or hint)"
    )


# ---------------------------------------------------------------------- main


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=("size", "games", "servers", "base"),
        default=["size", "games", "servers", "base"],
    )
    parser.add_argument("--games", type=int, default=300, help="(a) finished games to play")
    parser.add_argument(
        "--stores", nargs="+", choices=("sqlite", "postgres"), default=["sqlite", "postgres"]
    )
    parser.add_argument("--channels", type=int, default=30, help="(a) channels playing at once")
    parser.add_argument("--servers", type=int, default=20, help="(a) servers the games are on")
    parser.add_argument("--players", type=int, default=100, help="(a) people per server")
    parser.add_argument("--running", type=int, default=10_000, help="(b) running games")
    parser.add_argument(
        "--touch", type=int, default=2000, help="(b) of those, games that get one move each"
    )
    parser.add_argument("--guilds", type=int, default=2000, help="(c) servers to cache")
    args = parser.parse_args()
    started = time.perf_counter()
    if "size" in args.parts:
        asyncio.run(database_size(args))
    if "games" in args.parts:
        running_games(args)
    if "servers" in args.parts:
        servers(args)
    if "base" in args.parts:
        base(args)
    print(f"(all parts in {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
