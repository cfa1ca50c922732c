"""One of the game hosts of ``test_two_processes.py``, started by the kill harness; not a test.

Started with ``URL LOG CONFIG`` (CONFIG is JSON: the channels, and optionally short claim
leases), it opens the PostgreSQL store at URL, says ``ready``, and on
``go`` starts the service's own loops as one of several processes (``sole_process=False``:
the outbox and the timer dispatcher, so computer turns, reminders and time limits race with
the other process's) and plays every present person's turn at every table, the same move the
other process picks, at the same moment (they meet in the log first). When its stdin closes it
stops and prints what it won and lost as JSON; the test may SIGKILL it at any moment instead.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import traceback
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from azul_bot.core import (
    GameService,
    NoGame,
    ServiceError,
    ServiceOptions,
    StaleTurn,
    Thinkers,
)
from azul_bot.core.db import open_store
from azul_bot.features.play import Turns
from tests.conftest import fake_png
from tests.service.two_process_tables import COMPUTER_PAUSE, ChannelLog, agreed_move, moves_for_self

FLUSH_TIMEOUT = 0.2
"""A play waits this long for its message: the other process may be the one posting it."""
BUSY_POLL, IDLE_POLL = 0.01, 0.2


def leases(config: dict) -> dict[str, float]:
    """The loops' leases and idle polls the test asked for, if any: a killed process's claims
    come due after ``lease``, and an idle loop looks for them every ``idle_poll``."""
    if not config.get("lease"):
        return {}
    lease, idle_poll = config["lease"], config["idle_poll"]
    return {
        "outbox_lease": lease,
        "timer_lease": lease,
        "outbox_poll": idle_poll,
        "timer_poll": idle_poll,
    }


async def play_table(service: GameService, log: ChannelLog, channel: int, tally: Counter) -> None:
    """Play each present person's turn here until the game ends."""
    pause = BUSY_POLL
    while (record := await service.store.active_game(channel)) is not None:
        game = record.game()
        seat = record.seats[game.current_player]
        if not moves_for_self(seat):
            await asyncio.sleep(pause)  # a computer's or an away player's turn
            pause = min(IDLE_POLL, pause * 2)
            continue
        pause = BUSY_POLL
        move = agreed_move(record.id, record.version, game)
        await log.meet(record.id, record.version)
        try:
            await service.room(Turns).play(
                channel, seat.user_id, move, game_id=record.id, expected_version=record.version
            )
        except StaleTurn as lost:
            tally["lost at commit" if "nothing was played" in str(lost) else "lost"] += 1
        except NoGame:
            tally["lost"] += 1  # the other process played the game's last move
        except ServiceError as refused:
            tally[f"refused: {type(refused).__name__}"] += 1
        else:
            tally["won"] += 1


async def or_die(work) -> None:
    """A player that fails for an unforeseen reason ends the process loudly."""
    try:
        await work
    except asyncio.CancelledError:
        raise
    except BaseException:
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(3)


async def main(url: str, log_path: str, config_json: str) -> None:
    config = json.loads(config_json)
    store = await open_store(url)
    log = ChannelLog(log_path)
    log.note_firings(store)
    pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="azul-think")
    options = ServiceOptions(
        render=fake_png,
        flush_timeout=FLUSH_TIMEOUT,
        thinkers=Thinkers(
            pool, budgets={"review": 0.01}
        ),  # easy and normal computers take milliseconds
        computer_pause=COMPUTER_PAUSE,
        **leases(config),
    )
    service = GameService(store, log, options)
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)  # "go"
    await service.start_loops(sole_process=False)
    tally: Counter = Counter()
    players = [
        asyncio.create_task(or_die(play_table(service, log, channel, tally)))
        for channel in config["channels"]
    ]
    await loop.run_in_executor(None, sys.stdin.readline)  # the end of stdin: stop
    for player in players:
        player.cancel()
    await asyncio.gather(*players, return_exceptions=True)
    await service.close()
    await store.close()
    pool.shutdown(wait=True)
    print(json.dumps(dict(tally)), flush=True)
