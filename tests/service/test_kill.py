"""Kill -9 a game host at random moments, many times: after the restart every stored move is
announced exactly once, in order; the latest table pings the player the database says is to
move; every finished game has exactly one final-scores message; nothing is posted twice."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from pathlib import Path

import pytest

from azul_bot.core.db import GameStatus, SqliteStore
from tests.kill_harness import KILLED

HOST = "tests.service.crash_child"
KILLS = 50


@pytest.fixture(scope="module")
def killed_many_times(tmp_path_factory, forks):
    folder = tmp_path_factory.mktemp("kill")
    db, channels = folder / "azul.sqlite3", folder / "channels.sqlite3"
    rng = random.Random(2026)
    for kill in range(KILLS):
        with forks.start(HOST, db, channels, kill, "play") as host:
            host.expect("ready")
            time.sleep(rng.uniform(0.02, 0.25))  # the random moment of the kill
            assert host.kill() == KILLED, host.errors()  # it had not failed on its own
    with forks.start(HOST, db, channels, KILLS, "drain") as drain:
        drain.expect("ready")
        assert drain.rest(60) == (0, "drained\n"), drain.errors()
    return db, channels


def messages(channels: Path) -> list[dict]:
    db = sqlite3.connect(channels)
    db.row_factory = sqlite3.Row
    return [dict(row) for row in db.execute("SELECT * FROM messages ORDER BY id")]


def is_table(message: dict) -> bool:
    return not message["text"].startswith(("**Azul lobby", "This lobby"))


async def test_every_stored_change_is_announced_once_and_the_latest_pings(killed_many_times):
    db, channels = killed_many_times
    tables = [m for m in messages(channels) if is_table(m)]
    assert len({m["nonce"] for m in tables}) == len(tables)  # nothing posted twice
    store = await SqliteStore.open(db)
    try:
        ids = [row[0] for row in sqlite3.connect(db).execute("SELECT id FROM games ORDER BY id")]
        records = [await store.get_game(game_id) for game_id in ids]
        started = [r for r in records if r.status != GameStatus.LOBBY]
        finished = [r for r in records if r.status == GameStatus.FINISHED]
        assert finished, "no game finished: the kill test did not get far enough"
        for channel in {r.channel_id for r in started}:
            # What the channel shows: each game's start, then each of its stored moves, by
            # the seat that made it, in order; nothing missing, nothing twice.
            expected = []
            for record in (r for r in started if r.channel_id == channel):
                expected.append("**Azul begins!**")
                expected += [f"Player {m.seat + 1} took" for m in await store.moves(record.id)]
            shown = [m["text"] for m in tables if m["channel"] == channel]
            assert len(shown) == len(expected)
            assert all(text.startswith(want) for text, want in zip(shown, expected, strict=True))
            assert sum("Game over — final scores" in text for text in shown) == sum(
                1 for r in finished if r.channel_id == channel
            )
        running = [r for r in records if r.status == GameStatus.RUNNING]

        def has_turn_buttons(message: dict) -> bool:
            return "turn" in json.loads(message["controls"] or "{}")

        # Only the latest table of a running game has move buttons (a final one: Rematch).
        assert [m["id"] for m in tables if has_turn_buttons(m)] == sorted(
            r.message_id for r in running
        )
        for record in running:
            latest = [m for m in tables if m["channel"] == record.channel_id][-1]
            to_move = record.seats[record.game().current_player].user_id
            assert record.message_id == latest["id"]
            assert json.loads(latest["mentions"]) == [to_move]
            assert json.loads(latest["controls"]) == {"turn": record.version}
            assert f"<@{to_move}>, your turn" in latest["text"]
        earlier = [m for m in tables if m["id"] not in {r.message_id for r in running}]
        assert all(not has_turn_buttons(m) for m in earlier)
        # Pings: a table pings one player, or everybody seated at the end, never anyone else.
        for message in tables:
            pinged = json.loads(message["mentions"])
            assert all(f"<@{user}>" in message["text"] for user in pinged)
            assert len(pinged) <= 1 or "Game over" in message["text"]
    finally:
        await store.close()
