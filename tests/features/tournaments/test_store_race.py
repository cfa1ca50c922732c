"""Two games of a round ending at the same moment on two connections, forced to overlap: the
transaction that ends the second waits for the first on the tournament's row, then counts it
ended, so the round's end is seen once and never missed."""

from __future__ import annotations

import asyncio

import pytest

from azul_bot.core.db.sql import steps
from azul_bot.features.tournaments.store import rounds as tournament_rounds
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import (
    NOW,
    ROUND_TIMER,
    opening,
    running,
    table_game,
    to_the_last_move,
)
from tests.store.conftest import PostgresBackend
from tests.store.helpers import GUILD, club_timer_due

pytestmark = pytest.mark.postgres


@pytest.fixture
def backend(postgres_url: str) -> PostgresBackend:
    return PostgresBackend(postgres_url)


HOLD = 1.0
"""Seconds the first game's transaction stays open after it counted the round's games."""


def held_after_the_count(slow_game: int):
    """``game_ended``, but for ``slow_game`` a pause at its end, inside the transaction: it
    has counted the other game as unfinished and not yet committed, the worst moment for the
    other game's transaction to count."""
    original = tournament_rounds.game_ended

    def game_ended(game_id: int) -> steps.Work[None]:
        yield from original(game_id)
        if game_id == slow_game:
            yield steps.execute(f"SELECT pg_sleep({HOLD})")

    return game_ended


async def test_two_last_games_that_overlap_still_end_the_round(store, backend, monkeypatch):
    started = await running(store, [1, 2, 3, 4])
    opened = opening(started, 1, [(1, 2), (3, 4)])
    assert await tournaments.open_round(store, started.id, opened, now=NOW)
    first = await table_game(store, started, 1, 1, [1, 2], thread=701)
    second = await table_game(store, started, 1, 2, [3, 4], thread=702)
    _, first_last = await to_the_last_move(store, first)
    _, second_last = await to_the_last_move(store, second)
    monkeypatch.setattr(tournament_rounds, "game_ended", held_after_the_count(first.id))
    other = await backend.open()
    try:
        slow = asyncio.create_task(first_last(store, [30, 20]))
        await asyncio.sleep(HOLD / 3)  # the first has counted and holds its transaction open
        await second_last(other, [20, 30])
        await slow
    finally:
        await other.close()
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=started.id) == 0
