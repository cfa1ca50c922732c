"""Computer players and the coach, run in a process pool.

A search holds the CPU for about a second; in a thread it would also hold the GIL and stall
every other channel's interactions, so it runs in worker processes. The pool starts with the
first computer turn (the bot without computer seats never pays for it) and its workers are
spawned, not forked: the parent has threads (the database, the renderer) a fork would copy
mid-flight; and they end with the bot's process, however it ends (``azul_bot.workers``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any

from azul_bot.ai import (
    Hint,
    Level,
    PlacementHint,
    choose_from_state,
    coach_from_state,
    review_from_state,
)
from azul_bot.engine import AnyMove, parse_move
from azul_bot.workers import process_pool

LEVELS: tuple[str, ...] = (
    Level.BEGINNER.value,
    Level.EASY.value,
    Level.NORMAL.value,
    Level.HARD.value,
)
"""The levels people can seat, weakest first; ``random`` is for the tournament only."""
BUDGET = 1.0
"""Seconds a hard computer thinks per move (the search counts playouts calibrated to it)."""
HINT_BUDGET = 1.0
REVIEW_BUDGET = 0.2
"""The hard search's work per move a review weighs, in the coach's seconds (untimed, so the
same game always gets the same review): ``azul_bot.ai.review``."""
WORKERS = 2


def computer_name(level: str, seats: Sequence[Any] = ()) -> str:
    """What a computer seat stores as its name: its level. The name people read is made
    where it is shown, in the reader's language, from the level and the seat's order among
    the table's computers of that level (``words.narrator.seat_names``)."""
    return level


class Thinkers:
    """The pool behind every computer seat and every hint."""

    def __init__(
        self,
        executor: Executor | None = None,
        *,
        workers: int = WORKERS,
        budget: float = BUDGET,
        hint_budget: float = HINT_BUDGET,
        review_budget: float = REVIEW_BUDGET,
    ) -> None:
        self._executor = executor
        self._own = executor is None
        self._workers = workers
        self.budget = budget
        self.hint_budget = hint_budget
        self.review_budget = review_budget

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = process_pool(self._workers)
        return self._executor

    async def choose(
        self,
        state: dict,
        level: str,
        *,
        seed: int,
        budget: float | None = None,
        seat: int | None = None,
    ) -> AnyMove:
        """The computer's move (a take, or for ``seat`` a grey wall placement while the
        walls are tiled); ``budget`` (seconds of thinking) defaults to the pool's."""
        loop = asyncio.get_running_loop()
        budget = self.budget if budget is None else budget
        text = await loop.run_in_executor(
            self._pool(), choose_from_state, state, level, seed, budget, seat
        )
        return parse_move(text)

    async def coach(
        self,
        state: dict,
        *,
        seed: int,
        budget: float | None = None,
        top: int = 3,
        seat: int | None = None,
    ) -> list[Hint] | list[PlacementHint]:
        """The coach's ``top`` moves, or at a grey wall's tiling ``seat``'s best columns."""
        loop = asyncio.get_running_loop()
        budget = self.hint_budget if budget is None else budget
        return await loop.run_in_executor(
            self._pool(), coach_from_state, state, seed, budget, top, seat
        )

    async def review(
        self,
        start: dict,
        moves: Sequence[str],
        seats: Sequence[int],
        plies: Sequence[int],
        *,
        seed: int,
    ) -> list[tuple[int, int, str, str, float, float]]:
        """The verdicts on the moves at ``plies`` (of ``seats``) of a finished game played
        from ``start``: each (ply, seat, played, best, their values); one worker's work."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._pool(),
            review_from_state,
            start,
            list(moves),
            list(seats),
            seed,
            self.review_budget,
            list(plies),
        )

    def close(self) -> None:
        if self._own and self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
