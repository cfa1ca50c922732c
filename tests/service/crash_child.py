"""A game host process for the kill test: plays random moves in several channels for ever,
posting through a channel log kept in its own SQLite file, until it is killed.

The channel log behaves as Discord does where the outbox relies on it: a nonce sent again
returns the message already made (``enforce_nonce``). Run by ``test_kill.py``; not a test.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from azul_bot.engine import Game  # noqa: E402
from azul_bot.service import (  # noqa: E402
    GameService,
    ServiceError,
    ServiceOptions,
)
from azul_bot.store import SqliteStore  # noqa: E402
from tests.conftest import near_end  # noqa: E402
from tests.service.channel_log import ChannelLog  # noqa: E402

GUILD = 1
CHANNELS = (101, 102, 103)
PLAYERS = {101: 2, 102: 3, 103: 4}


def fake_png(game, names, events, language=None) -> bytes:
    return b"\x89PNG fake"


async def play_one(service: GameService, channel: int, rng: random.Random) -> None:
    record = await service.store.active_game(channel)
    if record is None:
        players = PLAYERS[channel]
        await service.open_lobby(GUILD, channel, 1, "Player 1")
        for user in range(2, players + 1):
            await service.join(channel, user, f"Player {user}")
        await service.start(channel, 1)
        return
    game = record.game()
    user = record.seats[game.current_player].user_id
    await service.play(channel, user, rng.choice(game.legal_moves()))


async def main(db_path: str, channel_path: str, seed: int, mode: str) -> None:
    store = await SqliteStore.open(db_path)

    def new_game(players: int) -> Game:
        # Games start a few moves before their end, so many finish between the kills.
        return near_end(players, rng.randint(4, 16), rng.randrange(2**32))[0]

    service = GameService(
        store, ChannelLog(channel_path), ServiceOptions(new_game=new_game, render=fake_png)
    )
    rng = random.Random(seed)
    await service.start_loops()
    print("ready", flush=True)
    if mode == "drain":
        # Only the outbox loop runs: wait until it has posted every pending announcement.
        outbox = sqlite3.connect(db_path)
        pending = "SELECT count(*) FROM announcements WHERE dropped_at IS NULL"
        for _ in range(200):
            if not outbox.execute(pending).fetchone()[0]:
                break
            await asyncio.sleep(0.05)
        print("drained" if not outbox.execute(pending).fetchone()[0] else "stuck", flush=True)
        await service.close()
        await store.close()
        return
    while True:
        # A refusal (a game that ended meanwhile, say) is fine: the next round picks another.
        with contextlib.suppress(ServiceError):
            await play_one(service, rng.choice(CHANNELS), rng)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]))
