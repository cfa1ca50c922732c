"""A game host for the season kill test (``test_season_kill.py``), started by the kill
harness; not a test. Started past a season's end, it rolls the season over and posts its
standings through a channel log kept in its own SQLite file; in a kill mode it kills itself
(SIGKILL) at one moment of that.

Modes: ``before`` dies as the roll is about to run (its transaction never commits),
``after`` dies the moment the roll's transaction has committed, ``posted`` dies once the
standings are in the channel but before the outbox has marked them done, ``run`` does it all
and says ``done`` once the season is rolled and nothing is left to post.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from azul_bot.core import GameService, ManualClock, Post, ServiceOptions
from azul_bot.core.db import SqliteStore
from tests.conftest import fake_png
from tests.kill_harness import die, until
from tests.service.channel_log import ChannelLog

ANNOUNCEMENTS = 900
PICTURES = "CREATE TABLE IF NOT EXISTS pictures (nonce TEXT PRIMARY KEY, size INTEGER NOT NULL);"


class Store:
    """The real store; in the kill modes, the roll is the last thing this process does."""

    def __init__(self, store: SqliteStore, mode: str) -> None:
        self._store = store
        self._mode = mode

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    async def write(self, work: Any) -> Any:
        # The roll's own transaction (its ``roll_season`` statements), and no other write.
        rolling = getattr(getattr(work, "gi_code", None), "co_name", "") == "roll_season"
        if rolling and self._mode == "before":
            die()
        done = await self._store.write(work)
        if rolling and self._mode == "after":
            die()
        return done


class Channels(ChannelLog):
    """The channel log, which also keeps which posts came with a picture."""

    def __init__(self, path: str, mode: str) -> None:
        super().__init__(path, schema=PICTURES)
        self._mode = mode

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        posted = await super().post(channel_id, post, nonce=nonce)
        if post.image is not None:
            self.db.execute(
                "INSERT INTO pictures (nonce, size) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (nonce, len(post.image)),
            )
        if self._mode == "posted" and channel_id == ANNOUNCEMENTS:
            die()
        return posted


def settled(db_path: str) -> bool:
    """Rolled, and nothing of the club's left to post."""
    db = sqlite3.connect(db_path)
    try:
        seasons = db.execute("SELECT count(*) FROM seasons").fetchone()[0]
        pending = db.execute(
            "SELECT count(*) FROM announcements WHERE game_id IS NULL AND dropped_at IS NULL"
        ).fetchone()[0]
        return seasons >= 2 and not pending
    finally:
        db.close()


async def main(db_path: str, channel_path: str, now: str, mode: str) -> None:
    store = Store(await SqliteStore.open(db_path), mode)
    clock = ManualClock(float(now))
    options = ServiceOptions(render=fake_png, pictures={"podium"}, clock=clock)
    service = GameService(store, Channels(channel_path, mode), options)  # type: ignore[arg-type]
    await service.start_loops()
    print("ready", flush=True)
    done = await until(lambda: settled(db_path), tries=400)  # the kill modes never get past
    print("done" if done else "stuck", flush=True)
    await service.close()
    await store.close()
