"""A game host process for the season kill test: started past a season's end, it rolls the
season over and posts its standings through a channel log kept in its own SQLite file; in a
kill mode it kills itself (SIGKILL) at one moment of that. Run by ``test_season_kill.py``;
not a test.

Modes: ``before`` dies as the roll is about to run (its transaction never commits),
``after`` dies the moment the roll's transaction has committed, ``posted`` dies once the
standings are in the channel but before the outbox has marked them done, ``run`` does it all
and says ``done`` once the season is rolled and nothing is left to post.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from azul_bot.service import GameService, ManualClock, Post, ServiceOptions  # noqa: E402
from azul_bot.store import SqliteStore  # noqa: E402
from azul_bot.words.podium import draw_podium  # noqa: E402
from tests.service.channel_log import ChannelLog  # noqa: E402

ANNOUNCEMENTS = 900
PICTURES = "CREATE TABLE IF NOT EXISTS pictures (nonce TEXT PRIMARY KEY, size INTEGER NOT NULL);"


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def fake_png(game, names, events, language=None, seat=None) -> bytes:
    return b"\x89PNG fake"


class Store:
    """The real store; in the kill modes, the roll is the last thing this process does."""

    def __init__(self, store: SqliteStore, mode: str) -> None:
        self._store = store
        self._mode = mode

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    async def roll_season(self, *args: Any, **kwargs: Any) -> Any:
        if self._mode == "before":
            die()
        rolled = await self._store.roll_season(*args, **kwargs)
        if self._mode == "after":
            die()
        return rolled


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


async def main(db_path: str, channel_path: str, now: float, mode: str) -> None:
    store = Store(await SqliteStore.open(db_path), mode)
    options = ServiceOptions(render=fake_png, draw_podium=draw_podium, clock=ManualClock(now))
    service = GameService(store, Channels(channel_path, mode), options)  # type: ignore[arg-type]
    await service.start_loops()
    print("ready", flush=True)
    for _ in range(400):  # the kill modes never get past this
        if settled(db_path):
            break
        await asyncio.sleep(0.05)
    print("done" if settled(db_path) else "stuck", flush=True)
    await service.close()
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]))
