"""Fixtures of the store tests: a real SQLite file in tmp_path.

Every test that uses ``store`` ends with the replay check: each finished game in its
database, rebuilt from the start state and the move log, equals the stored state.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path

import pytest

from azul_bot.store import GameRecord, GameStatus, Store
from tests.store.helpers import GUILD, Player, play, standings, start

FinishGame = Callable[..., Awaitable[GameRecord]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "azul.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(db_path)
    try:
        yield opened
        await check_replays(opened, db_path)
    finally:
        await opened.close()


@pytest.fixture
def finish_game(store: Store) -> FinishGame:
    """``await finish_game(players, scores, rows=None, channel=None, guild=GUILD)``: a whole
    real game whose final result has the given scores."""
    channels = iter(range(50_000, 60_000))

    async def finish(
        players: Sequence[Player],
        scores: Sequence[int],
        rows: Sequence[int] | None = None,
        *,
        guild: int = GUILD,
        seed: int = 3,
    ) -> GameRecord:
        record, game = await start(store, next(channels), players, seed=seed, guild=guild)
        record = await play(store, record, game, result=standings(scores, rows))
        assert record.status is GameStatus.FINISHED
        return record

    return finish


async def check_replays(store: Store, path: Path) -> None:
    with sqlite3.connect(path) as db:
        finished = [row[0] for row in db.execute("SELECT id FROM games WHERE status = 'finished'")]
    for game_id in finished:
        stored = await store.get_game(game_id)
        assert await store.replay(game_id) == stored.game(), f"game {game_id} does not replay"
