"""What the two game-host processes of ``test_two_processes.py`` share: the tables they host
and the channel log they post to.

The channel log is a SQLite file standing in for Discord where the outbox relies on it: a post
whose nonce was seen before returns the message already made (``enforce_nonce``), so an
announcement retried after a kill shows once. It also keeps what a channel would not show but
the test must see: every post attempted and every timer fired, with the process that did it,
and a meeting point where the processes wait for each other before playing a turn, so that
both really play it at the same moment and the game's version decides.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from azul_bot.core import Post, PublishError
from azul_bot.core.db import GuildSettings, Seat, Store, Timer
from azul_bot.engine import Game, Move
from tests.service import channel_log

PATIENT, HURRIED, STRICT = 1, 2, 3
"""Guilds: the default rules (a day a turn); a short time limit with a reminder, after which
a stand-in plays that one turn; a short time limit after which a stand-in takes the seat."""
TURN_LIMIT = 0.6
"""Seconds a turn lasts in the hurried and strict guilds: the away players' turns run out."""
COMPUTER_PAUSE = 0.05
AWAY = 900_000
"""User ids from here on belong to people who never move: their timers play for them."""


def is_away(user_id: int) -> bool:
    return user_id >= AWAY


def name_of(user_id: int) -> str:
    return f"Away {user_id}" if is_away(user_id) else f"Player {user_id}"


def moves_for_self(seat: Seat) -> bool:
    """A seat whose turn the processes play through ``Turns.play`` (a present person's)."""
    return seat.user_id is not None and seat.stand_in is None and not is_away(seat.user_id)


@dataclass(frozen=True)
class Table:
    channel: int
    guild: int
    people: tuple[int, ...]
    """User ids in seat order, the host first; computers sit after them."""
    computers: tuple[str, ...] = ()

    @property
    def waits(self) -> bool:
        """Stops at an away player's turn: a day's limit never runs out during the test."""
        return self.guild == PATIENT and any(map(is_away, self.people))


# Everybody plays at one table only: no rating of one game is stale when another one ends.
TABLES = (
    Table(101, PATIENT, (1011, 1012)),
    Table(102, PATIENT, (1021, 1022)),
    Table(103, PATIENT, (1031, 1032, 1033)),
    Table(104, PATIENT, (1041,), ("easy",)),
    Table(105, PATIENT, (1051,), ("normal",)),
    Table(106, PATIENT, (1061,), ("easy", "normal")),
    Table(107, PATIENT, (1071, 1072), ("easy",)),
    Table(108, HURRIED, (1081, AWAY + 108)),
    Table(109, HURRIED, (AWAY + 109, 1091), ("easy",)),
    Table(110, STRICT, (1101, AWAY + 110)),
    Table(111, PATIENT, (1111, AWAY + 111)),
    Table(112, PATIENT, (AWAY + 112, 1121)),
)

SETTINGS = (
    GuildSettings(HURRIED, TURN_LIMIT, TURN_LIMIT / 3, "turn", threads=False, hints=True),
    GuildSettings(STRICT, TURN_LIMIT, None, "seat", threads=False, hints=True),
)


def agreed_move(record_id: int, version: int, game: Game) -> Move:
    """The move every process picks for this turn: who wins the race changes nothing."""
    legal = game.legal_moves()
    return legal[(record_id * 7919 + version) % len(legal)]


# ----------------------------------------------------------------------------- the log

SCHEMA = """
CREATE TABLE IF NOT EXISTS posts (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    nonce TEXT NOT NULL,
    pid   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS firings (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    timer_id INTEGER NOT NULL,
    game_id  INTEGER,  -- none: a club's timer (a finished game's review)
    kind     TEXT NOT NULL,
    version  INTEGER NOT NULL,
    pid      INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meetings (
    game    INTEGER NOT NULL,
    version INTEGER NOT NULL,
    pid     INTEGER NOT NULL,
    PRIMARY KEY (game, version, pid)
);
"""

MEETING_PATIENCE = 0.3
"""Seconds a process waits at a turn for the other one (which may have been killed)."""


class ChannelLog(channel_log.ChannelLog):
    """The channel log, shared by every process, which also notes who posted what and who
    fired which timer."""

    def __init__(self, path: str | Path) -> None:
        # Several processes write: wait for the file's lock rather than fail.
        super().__init__(path, schema=SCHEMA, timeout=60)
        self.db.row_factory = sqlite3.Row
        self.pid = os.getpid()

    # ------------------------------------------------------------------ Publisher

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        self.db.execute("INSERT INTO posts (nonce, pid) VALUES (?, ?)", (nonce, self.pid))
        return await super().post(channel_id, post, nonce=nonce)

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        raise PublishError("nobody here takes direct messages")

    # ------------------------------------------------------------------ what the test watches

    def note_firings(self, store: Store) -> None:
        """Note which process fires which timer: each timer ``store`` lets this process
        claim, as its dispatcher fires every timer it claims."""
        claim = store.claim_due

        async def claim_and_note(
            now: float, *, limit: int, lease: float
        ) -> tuple[list[Timer], float | None]:
            timers, following = await claim(now, limit=limit, lease=lease)
            for timer in timers:
                self.db.execute(
                    "INSERT INTO firings (timer_id, game_id, kind, version, pid)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (timer.id, timer.game_id, timer.kind, timer.version, self.pid),
                )
            return timers, following

        store.claim_due = claim_and_note  # type: ignore[method-assign]

    async def meet(self, game_id: int, version: int, *, others: int = 1) -> None:
        """Wait until ``others`` more processes stand at this turn, or the patience is out."""
        self.db.execute(
            "INSERT OR IGNORE INTO meetings (game, version, pid) VALUES (?, ?, ?)",
            (game_id, version, self.pid),
        )
        give_up = time.monotonic() + MEETING_PATIENCE
        while time.monotonic() < give_up:
            here = self.db.execute(
                "SELECT count(*) FROM meetings WHERE game = ? AND version = ?", (game_id, version)
            ).fetchone()[0]
            if here > others:
                return
            await asyncio.sleep(0.005)

    def rows(self, table: str) -> list[dict]:
        return [dict(row) for row in self.db.execute(f"SELECT * FROM {table} ORDER BY id")]
