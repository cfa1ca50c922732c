"""A game host for the digest's kill test (``test_digest_kill.py``), started by the kill
harness; not a test. It starts its loops on a database where a person's digest is due, and
stops dead at one moment of sending it: it says where on its output and waits to be killed.

The moments: ``before_commit`` (the digest's transaction not yet run), ``after_commit``
(right after it committed: the day marked, the message queued, the fired timer not yet
completed by the dispatcher), ``before_post`` (the message claimed by the outbox, not yet
sent) and ``after_post`` (the message sent, its announcement not yet completed).

Direct messages go to a log in their own SQLite file that, as Discord does with
``enforce_nonce``, makes one message of sends that share a nonce.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from azul_bot.core import GameService, Post, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.core.words.channel import compose
from tests.kill_harness import stop_here
from tests.service.channel_log import ChannelLog

DMS = """
CREATE TABLE IF NOT EXISTS dms (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    nonce   TEXT UNIQUE,
    text    TEXT NOT NULL
);
"""


class DmLog(ChannelLog):
    """The channel log, and each direct message as one committed row; ``stop`` is the moment
    of sending a digest where this process stops."""

    def __init__(self, path: str | Path, stop: str | None = None) -> None:
        super().__init__(path, schema=DMS)
        self.stop = stop

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        digest = nonce.startswith("dg")
        if digest and self.stop == "before_post":
            await stop_here(self.stop)
        self.db.execute(
            "INSERT INTO dms (user_id, nonce, text) VALUES (?, ?, ?) ON CONFLICT (nonce) DO NOTHING",
            (user_id, nonce, compose(post)),
        )
        if digest and self.stop == "after_post":
            await stop_here(self.stop)


async def main(db_path: str, dms_path: str, stop: str) -> None:
    store = await SqliteStore.open(db_path)
    write = store.write

    async def held(work: Any) -> Any:
        # The digest's own transaction (its ``send_digest`` statements), and no other write.
        sending = getattr(getattr(work, "gi_code", None), "co_name", "") == "send_digest"
        if sending and stop == "before_commit":
            await stop_here(stop)
        done = await write(work)
        if sending and stop == "after_commit":
            await stop_here(stop)
        return done

    store.write = held  # type: ignore[method-assign]
    service = GameService(store, DmLog(dms_path, stop), ServiceOptions())
    await service.start_loops()
    await asyncio.Event().wait()  # until killed
