"""A process with the bot's real worker pools, for ``test_workers.py``; not a test.

It starts the picture pool (two processes) and the computer players' pool (two processes),
gives the first two jobs at once and asks for two moves at once, so each pool has spawned
both its workers; then prints ``ready`` and waits, one computer still thinking (a long
search), for the test to kill it.
"""

from __future__ import annotations

import asyncio
import time

from azul_bot.ai import choose_from_state
from azul_bot.core import Thinkers
from azul_bot.core.pictures import Painters
from azul_bot.engine import Game


async def main() -> None:
    painters = Painters(processes=2)
    thinkers = Thinkers(workers=2)
    loop = asyncio.get_running_loop()
    game = Game.new(3, seed=5)
    # Any job starts a worker; two at once, two workers.
    await asyncio.gather(*(loop.run_in_executor(painters, time.sleep, 0.2) for _ in range(2)))
    state = game.to_dict()
    thinking = asyncio.ensure_future(thinkers.run(choose_from_state, state, "hard", 1, 120, None))
    await thinkers.run(choose_from_state, state, "easy", 2, 0.1, None)
    print("ready", flush=True)
    await thinking


if __name__ == "__main__":  # spawned workers import this file too, as __mp_main__
    asyncio.run(main())
