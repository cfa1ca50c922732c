"""A channel log for crash tests: a ``Publisher`` that writes every message to a SQLite file
and, as Discord does with ``enforce_nonce``, makes one message of posts that share a nonce.

Each call is one committed statement, as a Discord request is one change on Discord's side,
so a process killed at any moment leaves the log as Discord would be left."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from azul_bot.core import Post
from azul_bot.core.words.channel import compose, thread_title
from azul_bot.features.lobby import LobbyControls
from azul_bot.features.play import RematchControls, TurnControls

MESSAGES = """
CREATE TABLE IF NOT EXISTS messages (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    channel  INTEGER NOT NULL,
    nonce    TEXT UNIQUE,
    text     TEXT NOT NULL,
    mentions TEXT NOT NULL,
    controls TEXT,
    edits    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS threads (
    id      INTEGER PRIMARY KEY,  -- its starter message's, as Discord makes it
    channel INTEGER NOT NULL,
    name    TEXT NOT NULL
);
"""


def controls_of(post: Post) -> str | None:
    """What buttons a message carries, as the tests compare them."""
    if isinstance(post.controls, TurnControls):
        return json.dumps({"turn": post.controls.version})
    if isinstance(post.controls, LobbyControls):
        return json.dumps({"lobby": post.controls.game_id})
    if isinstance(post.controls, RematchControls):
        return json.dumps({"rematch": post.controls.game_id})
    return None


class ChannelLog:
    """Posts, edits and stripped buttons, by channel; ``schema`` adds a test's own tables."""

    def __init__(self, path: str | Path, *, schema: str = "", timeout: float = 5.0) -> None:
        self.db = sqlite3.connect(path, isolation_level=None, timeout=timeout)
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.executescript(MESSAGES + schema)

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        self.db.execute(
            "INSERT INTO messages (channel, nonce, text, mentions, controls) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (nonce) DO NOTHING",
            (channel_id, nonce, compose(post), json.dumps(post.mentions), controls_of(post)),
        )
        return self.db.execute("SELECT id FROM messages WHERE nonce = ?", (nonce,)).fetchone()[0]

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        """The starter message, then its thread (one per message: a retry finds it)."""
        message_id = await self.post(channel_id, starter, nonce=nonce)
        self.db.execute(
            "INSERT INTO threads (id, channel, name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (message_id, channel_id, thread_title(starter)),
        )
        return message_id

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        self.db.execute(
            "UPDATE messages SET text = ?, mentions = ?, controls = ?, edits = edits + 1"
            " WHERE id = ?",
            (compose(post), json.dumps(post.mentions), controls_of(post), message_id),
        )

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        self.db.execute(
            "UPDATE messages SET controls = NULL, text = coalesce(?, text) WHERE id = ?",
            (None if post is None else compose(post), message_id),
        )
