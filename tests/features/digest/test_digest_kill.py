"""Kill -9 a game host at each moment of sending a daily digest: before its transaction,
right after it commits (before the dispatcher completes the fired timer), once the outbox
holds the message but has not sent it, and after the message went out but before its
announcement was completed. A fresh process then sends the day's digest exactly once, and
sets the next day's."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from azul_bot.core import GameService, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.features.digest.times import local_day
from azul_bot.features.lobby import Lobby
from tests.features.digest.digest_crash_child import DmLog
from tests.features.digest.helpers import digest_of, set_digest
from tests.games import near_end
from tests.kill_harness import KILLED, Forks
from tests.store.helpers import club_timer_due

HOST = "tests.features.digest.digest_crash_child"
GUILD, CHANNEL = 1, 101
PARIS = ZoneInfo("Europe/Paris")


async def a_digest_due(db: Path, dms: Path) -> int:
    """A game between users 1 and 2, and the digest of the one to move due a minute ago;
    returns who that is."""
    store = await SqliteStore.open(db)
    service = GameService(
        store, DmLog(dms), ServiceOptions(new_game=lambda players: near_end(players, 12))
    )
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, 1, "Player 1")
    await service.room(Lobby).join(CHANNEL, 2, "Player 2")
    await service.room(Lobby).start(CHANNEL, 1)
    record = await store.active_game(CHANNEL)
    waiting = record.seats[record.game().current_player].user_id
    await set_digest(store, waiting, at=18 * 60, zone="Europe/Paris", due_at=time.time() - 60)
    await service.close()
    await store.close()
    return waiting


def killed_at(forks: Forks, db: Path, dms: Path, stop: str) -> None:
    with forks.start(HOST, db, dms, stop) as host:
        host.expect(f"at {stop}")
        assert host.kill() == KILLED


def digests_sent(dms: Path, user_id: int) -> list[str]:
    db = sqlite3.connect(dms)
    rows = db.execute(
        "SELECT text FROM dms WHERE user_id = ? AND nonce LIKE 'dg%' ORDER BY id", (user_id,)
    ).fetchall()
    db.close()
    return [text for (text,) in rows]


@pytest.mark.parametrize("stop", ["before_commit", "after_commit", "before_post", "after_post"])
async def test_a_digest_killed_at_any_moment_is_sent_once(sqlite_file, tmp_path, forks, stop):
    db, dms = sqlite_file, tmp_path / "dms.sqlite3"
    user = await a_digest_due(db, dms)
    killed_at(forks, db, dms, stop)
    today = local_day(time.time(), PARIS)

    store = await SqliteStore.open(db)
    try:
        committed = (await digest_of(store, user)).sent_on == today
        assert committed is (stop != "before_commit")
        # (Right after the commit the outbox's own look may have sent it already, or not.)
        sent_before = {"before_commit": {0}, "before_post": {0}, "after_post": {1}}
        assert len(digests_sent(dms, user)) in sent_before.get(stop, {0, 1})

        # A fresh process: what the dead one had claimed is due again at once.
        service = GameService(store, DmLog(dms), ServiceOptions())
        await store.release_claims()
        for _ in range(3):
            await service.timers.run_due()
            await service.outbox.run_once()
        (digest,) = digests_sent(dms, user)
        assert digest.startswith("📬 One game of Azul is waiting on you:\n• ")
        assert f"https://discord.com/channels/{GUILD}/{CHANNEL} against Player " in digest
        assert "your time runs out <t:" in digest
        assert (await digest_of(store, user)).sent_on == today
        following = await club_timer_due(store, "digest", user_id=user)
        assert following is not None and local_day(following, PARIS) > today
        assert await store.next_timer_due() is not None
        await service.close()
    finally:
        await store.close()
