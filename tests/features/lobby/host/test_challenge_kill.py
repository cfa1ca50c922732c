"""Kill -9 a host as a challenge nobody answered expires: before its lobby's closing commits,
right after it commits, and after the news is posted but before the outbox knew; then a fresh
process. Whatever the moment, the lobby closes once, the channel is told once without a ping,
and no timer of the lobby is left."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from azul_bot.core import GameService, ManualClock, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.features.lobby import Challenged, Challenges
from tests.conftest import fake_png
from tests.features.lobby.host.challenge_crash_child import NEWS
from tests.kill_harness import KILLED, Forks
from tests.service.channel_log import ChannelLog

HOST = "tests.features.lobby.host.challenge_crash_child"
GUILD, TABLE = 1, 101
ALICE, BOB = 1, 2
MADE = 1_767_225_600.0  # 2026-01-01 00:00 UTC
DAY = 24 * 3600.0


async def unanswered_challenge(db: Path, channels: Path) -> None:
    """Alice's challenge to Bob, made at ``MADE``, its lobby posted."""
    store = await SqliteStore.open(db)
    options = ServiceOptions(render=fake_png, clock=ManualClock(MADE))
    service = GameService(store, ChannelLog(channels), options)
    await service.start_loops()
    try:
        challenged = Challenged(BOB, "Bob")
        view = await service.room(Challenges).challenge(GUILD, TABLE, ALICE, "Alice", challenged)
        assert view.published
    finally:
        await service.close()
        await store.close()


def run_host(forks: Forks, db: Path, channels: Path, mode: str) -> tuple[int, str]:
    with forks.start(HOST, db, channels, MADE + DAY + 10, mode) as host:
        code, out = host.rest()
        return code, out + host.errors()


def rows(path: Path, sql: str) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


STATUS = "SELECT status, challenged_id FROM games LEFT JOIN challenges ON game_id = games.id"
PENDING = "SELECT id FROM announcements WHERE dropped_at IS NULL"
MESSAGES = f"SELECT text, mentions, controls FROM messages WHERE channel = {TABLE} ORDER BY id"


def told(channels: Path) -> list[str]:
    return [text for text, *_ in rows(channels, MESSAGES) if NEWS in text]


def left_behind(mode: str, db: Path, channels: Path) -> None:
    """Where the kill struck: what the killed process had done, and not."""
    if mode == "before":  # never committed: the lobby and its challenge are as they were
        assert rows(db, STATUS) == [("lobby", BOB)]
        assert rows(db, PENDING) == [] and told(channels) == []
    elif mode == "after":  # committed whole, then nothing more
        assert rows(db, STATUS) == [("aborted", BOB)]
        assert len(rows(db, PENDING)) == 1 and told(channels) == []
    else:  # posted, not yet marked done: the retry must not post it again
        assert len(rows(db, PENDING)) == 1 and len(told(channels)) == 1


@pytest.mark.parametrize("mode", ["before", "after", "posted"])
async def test_a_kill_as_a_challenge_expires_closes_its_lobby_once(
    sqlite_file, tmp_path, forks, mode
):
    db, channels = sqlite_file, tmp_path / "channels.sqlite3"
    await unanswered_challenge(db, channels)

    code, said = run_host(forks, db, channels, mode)
    assert code == KILLED, said
    left_behind(mode, db, channels)
    code, said = run_host(forks, db, channels, "run")
    assert code == 0 and said.split()[:2] == ["ready", "done"], said

    lobby, news = rows(channels, MESSAGES)
    assert lobby == ("The lobby is closed: the challenge went a day without an answer.", "[]", None)
    assert news == (
        f"<@{BOB}> did not answer the challenge within a day. The lobby is closed.",
        "[]",
        None,
    )
    assert json.loads(news[1]) == []  # named, never pinged
    assert rows(db, STATUS) == [("aborted", BOB)]
    assert rows(db, "SELECT kind FROM timers") == []
    assert rows(db, PENDING) == []
