"""A game host for the kill test (``test_kill.py``), started by the kill harness; not a test.

``play``: plays random moves in several channels for ever, posting through a channel log
kept in its own SQLite file, until it is killed. ``drain``: only the loops run, until the
outbox has posted every pending announcement (``drained``).

The channel log behaves as Discord does where the outbox relies on it: a nonce sent again
returns the message already made (``enforce_nonce``).
"""

from __future__ import annotations

import contextlib
import random

from azul_bot.core import GameService, ServiceError, ServiceOptions
from azul_bot.core.db import GameStatus, SqliteStore
from azul_bot.features.lobby import Lobby
from tests.conftest import fake_png
from tests.kill_harness import (
    NOTHING_TO_POST,
    dealing_near_the_end,
    play_a_random_move,
    until_stored,
)
from tests.service.channel_log import ChannelLog

GUILD = 1
CHANNELS = (101, 102, 103)
PLAYERS = {101: 2, 102: 3, 103: 4}


async def play_in(service: GameService, channel: int, rng: random.Random) -> None:
    """A random move at ``channel``'s table, or a new game there when none runs (in the
    lobby an earlier host was killed while filling, if there is one)."""
    record = await service.store.active_game(channel)
    if record is not None and record.status is not GameStatus.LOBBY:
        await play_a_random_move(service, record, rng)
        return
    if record is None:
        await service.room(Lobby).open_lobby(GUILD, channel, 1, "Player 1")
    seated = {1} if record is None else {seat.user_id for seat in record.seats}
    for user in range(2, PLAYERS[channel] + 1):
        if user not in seated:
            await service.room(Lobby).join(channel, user, f"Player {user}")
    await service.room(Lobby).start(channel, 1)


async def main(db_path: str, channel_path: str, seed: str, mode: str) -> None:
    store = await SqliteStore.open(db_path)
    rng = random.Random(int(seed))
    # Games start a few moves before their end, so many finish between the kills.
    options = ServiceOptions(new_game=dealing_near_the_end(rng, 3, 12), render=fake_png)
    service = GameService(store, ChannelLog(channel_path), options)
    await service.start_loops()
    print("ready", flush=True)
    if mode == "drain":
        drained = await until_stored(db_path, NOTHING_TO_POST, tries=200)
        print("drained" if drained else "stuck", flush=True)
        await service.close()
        await store.close()
        return
    while True:
        # A refusal (a game that ended meanwhile, say) is fine: the next round picks another.
        with contextlib.suppress(ServiceError):
            await play_in(service, rng.choice(CHANNELS), rng)
