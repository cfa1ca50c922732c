"""A second bot process for the race tests (``test_race.py``), started by the kill harness
with the database's URL: a ``PostgresStore`` driven over stdin/stdout; not a test.

Each line in is a JSON command, each line out a JSON reply. The test holds the other end, so
it decides exactly when each process acts (the moves race) or lets them run free (``drain``),
and it can ``kill -9`` one at any point. The ``hang-*`` commands stop inside a transaction,
with its locks held, and wait for the kill.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
import time
from typing import Any

from azul_bot.core.db import Notice, PostgresStore, VersionConflict
from azul_bot.core.db.sql import outbox
from azul_bot.features.results.store.writes import RatingConflict
from tests.features.results import helpers as results
from tests.store.helpers import outcome_of, people, written


def reply(**values: Any) -> None:
    print(json.dumps(values), flush=True)


def hang(*_: Any, **__: Any) -> Any:
    """Stands for a part of a transaction: says so, then blocks the loop until the kill,
    the transaction open with its locks."""
    reply(inside=True)
    time.sleep(3600)
    yield  # a generator of steps, as the part it stands for


class Racer:
    def __init__(self, store: PostgresStore) -> None:
        self.store = store
        self.rng = random.Random(os.getpid())
        self.prepared: dict[str, Any] | None = None

    async def read(self, game: int) -> None:
        """Read the game and choose a move (not yet committed)."""
        record = await self.store.get_game(game)
        state = record.game()
        seat, move = state.current_player, self.rng.choice(state.legal_moves())
        state.play(move)
        outcome = None
        if state.is_over:
            skills = await results.skills(self.store, record.guild_id, people(record))
            outcome = outcome_of(record, state.result, skills)
        self.prepared = dict(
            game_id=record.id,
            expected_version=record.version,
            seat=seat,
            move=str(move),
            state=state.to_dict(),
            finished=outcome is not None,
            then=written(outcome),
            notice=Notice("turn", {"move": str(move)}),
        )
        reply(version=record.version, move=str(move))

    async def commit(self) -> None:
        assert self.prepared is not None
        prepared, self.prepared = self.prepared, None
        game_id = prepared.pop("game_id")
        try:
            record = await self.store.commit_move(game_id, **prepared)
        except (VersionConflict, RatingConflict) as error:
            reply(won=False, error=type(error).__name__)
        else:
            reply(won=True, version=record.version, status=record.status.value)

    async def drain(self, limit: int, lease: float) -> None:
        """Claim and complete on the real clock until nothing is due three times running."""
        claims, idle = [], 0
        while idle < 3:
            entries = await self.store.claim_announcements(time.time(), limit=limit, lease=lease)
            idle = 0 if entries else idle + 1
            for entry in entries:
                claims.append([entry.id, entry.game_id, time.monotonic_ns()])
                await self.store.complete_announcement(entry.id)
            if not entries:
                await asyncio.sleep(0.01)
        reply(claims=claims)

    async def claim(self, now: float, limit: int, lease: float) -> None:
        entries = await self.store.claim_announcements(now, limit=limit, lease=lease)
        reply(ids=[entry.id for entry in entries])

    async def hang_in_move(self, game: int) -> None:
        """Commit a move of ``game`` and stop inside its transaction, the row locked."""
        outbox.queue = hang  # runs after the UPDATE and the INSERT of the move
        await self.read(game)
        await self.commit()

    async def hang_in_claim(self, now: float, limit: int, lease: float) -> None:
        """Claim and stop before the claim's transaction commits."""
        outbox.announcement = hang_announcement
        await self.claim(now, limit, lease)


def hang_announcement(row: Any) -> Any:
    reply(inside=True, id=row["id"])
    time.sleep(3600)  # blocks the loop: the transaction stays open until the kill


async def main(url: str) -> None:
    racer = Racer(await PostgresStore.open(url))
    reply(ready=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        command = json.loads(line)
        action = command.pop("do").replace("-", "_")
        await getattr(racer, action)(**command)
    await racer.store.close()
