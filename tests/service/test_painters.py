"""Pictures drawn by worker processes: the same bytes as in the bot's own process, and a
worker that dies does not stop the next picture."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from azul_bot.core.pictures import Painters
from azul_bot.core.words.pictures import draw_table as default_renderer
from azul_bot.engine import Game


@pytest.fixture
def painters():
    pool = Painters(processes=1)
    yield pool
    pool.shutdown(wait=True, cancel_futures=True)


async def test_a_worker_process_draws_the_same_table(painters):
    game = Game.new(3, seed=5)
    events = game.play(game.legal_moves()[0])
    names = ("Ann", "Bo", "Cy")
    loop = asyncio.get_running_loop()
    drawn = await loop.run_in_executor(painters, default_renderer, game, names, events)
    assert await loop.run_in_executor(painters, os.getpid) != os.getpid()
    assert drawn == default_renderer(game, names, events)
    assert drawn.startswith(b"\x89PNG")


async def test_a_dead_worker_is_replaced_for_the_next_picture(painters):
    loop = asyncio.get_running_loop()
    first = await loop.run_in_executor(painters, os.getpid)
    os.kill(first, signal.SIGKILL)
    second = None
    for _ in range(100):  # the pool notices its worker's death in its own thread
        try:
            second = await loop.run_in_executor(painters, os.getpid)
            break
        except Exception:  # the picture in flight when the worker died is lost
            await asyncio.sleep(0.05)
    assert second != first


def test_a_negative_number_of_processes_is_refused():
    with pytest.raises(ValueError, match="0 or more"):
        Painters(processes=-1)
