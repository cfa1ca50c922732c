"""Rows written by the store before its SQL was shared (issue 23) read back as they did.

``written_before/sqlite.sql`` and ``postgres.sql`` hold what the two adapters of commit
3252b5c (schema version 8) wrote for ``scenario()``: games in every state with their
notices and timers, results and stats, settings and preferences, an outbox with claimed,
retried and dropped entries. ``sqlite.json`` and ``postgres.json`` hold what those adapters
read back from them through ``read_back()``. Each test loads a dump into a database of its
own, opens it with today's store (which migrates it), reads the same and compares, then
plays on. The files were made by running this module in a checkout of that commit (it
writes them beside itself)::

    python -m tests.store.test_written_before
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from azul_bot.core.db import (
    ChannelBusy,
    GameNotFound,
    GameStatus,
    GuildSettings,
    Notice,
    PostgresStore,
    Seat,
    SqliteStore,
    Store,
    TimerSpec,
)
from azul_bot.engine import WallMove
from azul_bot.features.digest.store import notify_pref, set_notify_pref
from azul_bot.features.results.model import LeaderboardSort
from azul_bot.features.settings.store import confirm_wish, save_settings, set_confirm
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, play, replayed, standings, start
from tests.store.old_rows import (
    DATA,
    load_postgres,
    load_sqlite,
    old_store,  # noqa: F401 (a fixture)
)
from tests.store.postgres_server import PostgresServer, find_binaries

# ---------------------------------------------------------------------- what was written


async def scenario(store: Store) -> None:
    """Games 1 to 5: a lobby, a running game, two finished ones, an aborted lobby."""
    lobby = await create_lobby(
        store,
        GUILD,
        101,
        11,
        "Ann",
        notice=Notice("lobby", {"n": 0}),
        timers=[TimerSpec("lobby", 5_000.0)],
        variant="grey",
    )
    await update_lobby(
        store,
        lobby.id,
        lobby.version,
        host_id=11,
        seats=[*lobby.seats, Seat(1, None, "computer 1", "easy")],
        notice=Notice("lobby", {"n": 1}),
        timers=[TimerSpec("lobby", 6_000.0)],
    )
    running, game = await start(store, 102, [21, 22], seed=4)
    running = await play(store, running, game, moves=3, notice=Notice("turn", {"by": "play"}))
    move = random.Random(5).choice(game.legal_moves())
    seat = move.player if isinstance(move, WallMove) else game.current_player
    game.play(move)
    running = await store.commit_move(
        running.id,
        running.version,
        seat=seat,
        move=str(move),
        state=game.to_dict(),
        notice=Notice("turn", {"by": "hand"}),
        timers=[TimerSpec("turn", 1_000.0), TimerSpec("reminder", 900.0)],
        claim_until=7_000.0,
    )
    await store.set_message_id(running.id, 555)
    await store.mark_coached(running.id)
    stand_in = dataclasses.replace(running.seats[1], stand_in="medium")
    await store.replace_seats(
        running.id,
        running.version,
        seats=[running.seats[0], stand_in],
        notice=Notice("stand-in", {"seat": 1}),
    )
    for channel, players, scores in ((103, [21, 31], [40, 35]), (104, [22, 31], [20, 20])):
        finished, late = await start(store, channel, players, game=near_end(2, seed=3))
        await play(store, finished, late, result=standings(scores))
    aborted = await create_lobby(store, GUILD, 105, 41, "Dee", notice=Notice("lobby", {}))
    await store.abort_game(aborted.id, aborted.version, notice=Notice("aborted", {}))
    claimed = await store.claim_announcements(100.0, limit=3, lease=50.0)
    await store.retry_announcement(claimed[0].id, at=300.0, error="HTTP 503")
    await store.drop_announcement(claimed[1].id, error="the channel is gone")
    await store.claim_timers(950.0, limit=1, lease=60.0)
    await store.write(save_settings(GuildSettings(GUILD, 600.0, 300.0, "seat", True, False, "fr")))
    await store.write(set_notify_pref(21, True))
    await store.write(set_notify_pref(22, False))
    await store.write(set_confirm(22, True))
    await store.set_user_locale(21, "fr")
    await store.set_user_locale(31, "nl")
    await store.set_guild_locale(GUILD, "de")


async def read_back(store: Store) -> dict[str, Any]:
    """Everything the store reads of ``scenario()``'s rows, then what the outbox and timer
    loops would claim of them, as plain JSON values."""
    seen: dict[str, Any] = {"running": await store.count_running()}
    for game_id in range(1, 6):
        seen[f"game {game_id}"] = {
            "record": await store.get_game(game_id),
            "moves": await store.moves(game_id),
            "last move": await store.last_move(game_id),
            "start state": await store.start_state(game_id),
            "timers": await store.timers_of(game_id),
            "pending": await store.pending_announcements(game_id),
        }
    seen["channels"] = [await store.active_game(channel) for channel in range(101, 107)]
    seen["running of 21"] = await store.running_games_of(GUILD, 21)
    seen["finished"] = await store.finished_games(GUILD)
    seen["finished of 31"] = await store.finished_games(GUILD, user_id=31, per_page=1)
    people = [11, 21, 22, 31, 41]
    seen["skills"] = await results.skills(store, GUILD, people)
    seen["stats"] = [await results.player_stats(store, GUILD, person) for person in people]
    seen["leaderboards"] = [
        await results.leaderboard(store, GUILD, sort) for sort in LeaderboardSort
    ]
    seen["settings"] = [await store.guild_settings(GUILD), await store.guild_settings(1)]
    seen["preferences"] = [
        [
            await store.read(notify_pref(p)),
            await store.read(confirm_wish(p)),
            await store.user_locale(p),
        ]
        for p in people
    ]
    seen["server locales"] = [await store.guild_locale(GUILD), await store.guild_locale(1)]
    seen["next due"] = await store.next_timer_due()
    seen["claimed notices"] = await store.claim_announcements(1_000.0, limit=10, lease=30.0)
    seen["claimed timers"] = await store.claim_timers(1_000.0, limit=10, lease=30.0)
    await store.release_claims()
    seen["released"] = [
        await store.next_timer_due(),
        await store.claim_announcements(1_000.0, limit=10, lease=30.0),
    ]
    return plain(seen)


def plain(value: Any) -> Any:
    """``value`` as JSON would hold it (a record: its compared fields)."""
    if dataclasses.is_dataclass(value):
        return {
            f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare
        }
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    return value


# ---------------------------------------------------------------------- loading the dumps


async def test_rows_written_before_read_back_as_they_did(old_store):  # noqa: F811
    backend, store = old_store
    expected = json.loads((DATA / f"{backend}.json").read_text("utf-8"))
    # As text, so that True is not 1 and 1.0 is not 1. Fields the records gained since the
    # dumps were written are left out: the tests of what added them say how old rows read.
    assert _canonical(_known(await read_back(store), expected)) == _canonical(expected)


async def test_games_written_before_play_on(old_store):  # noqa: F811
    _, store = old_store
    record = await store.get_game(2)
    game = record.game()
    move = random.Random(2).choice(game.legal_moves())
    seat = move.player if isinstance(move, WallMove) else game.current_player
    game.play(move)
    moved = await store.commit_move(
        record.id, record.version, seat=seat, move=str(move), state=game.to_dict()
    )
    assert moved.version == record.version + 1 and moved.coached and moved.message_id == 555
    assert await replayed(store, 2) == game
    with pytest.raises(ChannelBusy):
        await create_lobby(store, GUILD, 102, 21, "again")
    reopened = await create_lobby(store, GUILD, 105, 41, "Dee")  # the aborted game's channel
    assert reopened.id > 5 and reopened.status is GameStatus.LOBBY
    with pytest.raises(GameNotFound):
        await store.moves(reopened.id + 1)


# ---------------------------------------------------------------------- making the files


async def _make_sqlite(folder: Path) -> None:
    written = folder / "written.db"
    store = await SqliteStore.open(written)
    await scenario(store)
    await store.close()
    with sqlite3.connect(written) as db:
        dump = "\n".join(db.iterdump()) + "\n"
    (DATA / "sqlite.sql").write_text(dump, "utf-8")
    load_sqlite(folder / "loaded.db")
    store = await SqliteStore.open(folder / "loaded.db")
    _write_json("sqlite", await read_back(store))
    await store.close()


async def _make_postgres(server: PostgresServer) -> None:
    name = server.create_database(empty=True)
    store = await PostgresStore.open(server.url(name))
    await scenario(store)
    await store.close()
    dump = subprocess.run(
        [
            str(server.binaries / "pg_dump"),
            *("--data-only", "--inserts", "--column-inserts", "--no-owner", "--no-privileges"),
            *("--exclude-table-data=schema_migrations", "--exclude-table-data=store_meta"),
            *("--host", str(server.root), "--username", "azul", name),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # Without psql's meta-commands (\restrict): the loader is a plain connection.
    dump = "".join(line for line in dump.splitlines(True) if not line.startswith("\\"))
    (DATA / "postgres.sql").write_text(dump, "utf-8")
    store = await PostgresStore.open(server.url(await load_postgres(server)))
    _write_json("postgres", await read_back(store))
    await store.close()


def _known(seen: Any, expected: Any) -> Any:
    """``seen`` without the record fields that ``expected`` (read back when the dumps were
    written) does not have."""
    if isinstance(seen, dict) and isinstance(expected, dict):
        return {
            key: _known(value, expected[key]) if key in expected else value
            for key, value in seen.items()
            if key in expected or not _is_record(expected)
        }
    if isinstance(seen, list) and isinstance(expected, list) and len(seen) == len(expected):
        return [_known(value, known) for value, known in zip(seen, expected, strict=True)]
    return seen


def _is_record(value: dict[str, Any]) -> bool:
    """A dataclass as ``plain`` writes it (its fields by name), not a mapping of the store's
    (skills by user id), whose keys are data."""
    return not all(key.isdigit() for key in value)


def _canonical(seen: dict[str, Any]) -> str:
    return json.dumps(seen, indent=1, sort_keys=True)


def _write_json(backend: str, seen: dict[str, Any]) -> None:
    (DATA / f"{backend}.json").write_text(_canonical(seen) + "\n", "utf-8")


def main() -> None:
    DATA.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_make_sqlite(Path(folder)))
    binaries = find_binaries()
    if binaries is None:
        sys.exit("PostgreSQL 15 is needed for the PostgreSQL dump")
    server = PostgresServer.start(binaries)
    try:
        asyncio.run(_make_postgres(server))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
