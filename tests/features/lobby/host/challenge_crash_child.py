"""A game host for the challenge kill test (``test_challenge_kill.py``), started by the kill
harness; not a test. Started a day after a challenge nobody answered, it ends the challenge
(its lobby closes) and posts the news through a channel log kept in its own SQLite file; in a
kill mode it kills itself (SIGKILL) at one moment of that.

Modes: ``before`` dies as the lobby is about to close (its transaction never commits),
``after`` dies the moment it has committed, ``posted`` dies once the news is in the channel
but before the outbox has marked it done, ``run`` does it all and says ``done`` once the lobby
is closed and nothing is left to post.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from azul_bot.core import GameService, ManualClock, Post, ServiceOptions
from azul_bot.core.db import SqliteStore
from tests.conftest import fake_png
from tests.kill_harness import die, until
from tests.service.channel_log import ChannelLog

NEWS = "did not answer the challenge"


class Store:
    """The real store; in the kill modes, closing the lobby is the last thing this process
    does."""

    def __init__(self, store: SqliteStore, mode: str) -> None:
        self._store = store
        self._mode = mode

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    async def abort_game(self, *args: Any, **kwargs: Any) -> Any:
        if self._mode == "before":
            die()
        aborted = await self._store.abort_game(*args, **kwargs)
        if self._mode == "after":
            die()
        return aborted


class Channels(ChannelLog):
    def __init__(self, path: str, mode: str) -> None:
        super().__init__(path)
        self._mode = mode

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        posted = await super().post(channel_id, post, nonce=nonce)
        if (
            self._mode == "posted"
            and NEWS
            in self.db.execute("SELECT text FROM messages WHERE id = ?", (posted,)).fetchone()[0]
        ):
            die()
        return posted


def settled(db_path: str) -> bool:
    """The lobby closed, and nothing left to post."""
    db = sqlite3.connect(db_path)
    try:
        open_games = db.execute(
            "SELECT count(*) FROM games WHERE status IN ('lobby', 'running')"
        ).fetchone()[0]
        pending = db.execute(
            "SELECT count(*) FROM announcements WHERE dropped_at IS NULL"
        ).fetchone()[0]
        return not open_games and not pending
    finally:
        db.close()


async def main(db_path: str, channel_path: str, now: str, mode: str) -> None:
    store = Store(await SqliteStore.open(db_path), mode)
    options = ServiceOptions(render=fake_png, clock=ManualClock(float(now)))
    service = GameService(store, Channels(channel_path, mode), options)  # type: ignore[arg-type]
    await service.start_loops()
    print("ready", flush=True)
    done = await until(lambda: settled(db_path), tries=400)  # the kill modes never get past
    print("done" if done else "stuck", flush=True)
    await service.close()
    await store.close()
