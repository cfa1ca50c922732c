"""A bot clock that reads simcord's virtual time: the Discord tests whose timers must run
(a computer's pause, a digest's hour) move it with ``env.advance_time``."""

from __future__ import annotations

import asyncio


class SimulatedClock:
    """simcord's virtual time, from ``start`` on: it moves only when a test advances it, and
    reads the same in the bot's tasks and in the test's."""

    def __init__(self, start: float) -> None:
        self._start = start
        self._env = None
        self._base = 0.0

    def attach(self, env) -> None:
        self._env, self._base = env, env.now().timestamp()

    def now(self) -> float:
        if self._env is None:
            return self._start
        return self._start + self._env.now().timestamp() - self._base

    async def sleep_until(self, when: float) -> None:
        await asyncio.sleep(max(0.0, when - self.now()))  # virtual in the bot's tasks
