"""A game host process for the tournament kill test: it plays a tournament's games, posting
through a channel log in its own SQLite file, and kills itself (SIGKILL: nothing is flushed,
nothing cleaned up) at the moment it is told to. Run by ``test_tournament_kill.py``; not a
test.

Modes: ``setup`` makes the tournament (8 players, 3 rounds) and starts it; ``play`` plays
random moves in its running games for ever, ``finish`` until it is over and nothing is left
to post; ``drain`` only lets the loops run until nothing is left to post or due. ``die`` (with ``play``) is where to die, the ``count``-th time:

- ``game_end``: just after a finishing move's transaction committed (the round's last game
  ends with the count of games in a round: its timer is set, the round not yet paired);
- ``round_opened``: just after a round's opening committed (its tables stored, no thread or
  game made yet);
- ``thread_made``: just after a table's thread was made, before its id was noted or its game
  stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from azul_bot.service import GameService, ServiceError, ServiceOptions  # noqa: E402
from azul_bot.store import SqliteStore, TournamentStatus  # noqa: E402
from tests.conftest import near_end  # noqa: E402
from tests.service.channel_log import ChannelLog  # noqa: E402

GUILD = 1
CHANNEL = 10**9  # far from the ids the channel log gives its messages (and threads)
ORGANIZER = 1
PLAYERS = range(1, 9)
ROUNDS = 3
TOURNAMENT = 1


def fake_png(game, names, events, language=None) -> bytes:
    return b"\x89PNG fake"


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def dying_after(method: Any, count: int, *, when: Any = lambda result, kwargs: True) -> Any:
    """``method``, killing the process once it has returned ``count`` times as ``when``
    says."""
    seen = 0

    async def wrapped(*args: Any, **kwargs: Any) -> Any:
        nonlocal seen
        result = await method(*args, **kwargs)
        if when(result, kwargs):
            seen += 1
            if seen == count:
                die()
        return result

    return wrapped


def arm(service: GameService, where: str, count: int) -> None:
    store, publisher = service.store, service.publisher
    if where == "game_end":
        store.commit_move = dying_after(  # type: ignore[method-assign]
            store.commit_move, count, when=lambda _, kwargs: kwargs.get("outcome") is not None
        )
    elif where == "round_opened":
        store.open_round = dying_after(  # type: ignore[method-assign]
            store.open_round, count, when=lambda opened, _: opened
        )
    elif where == "thread_made":
        publisher.create_thread = dying_after(publisher.create_thread, count)  # type: ignore[method-assign]
    elif where:
        raise ValueError(f"no such moment: {where!r}")


async def play_one(service: GameService, rng: random.Random) -> bool:
    """A random move in one of the tournament's running games; False when none runs."""
    tournament = await service.store.tournament(TOURNAMENT)
    if tournament is None or tournament.status is not TournamentStatus.RUNNING:
        return False
    tables = await service.store.tournament_tables(TOURNAMENT, tournament.current_round)
    running = []
    for table in tables:
        if table.game_id is None:
            continue
        record = await service.store.get_game(table.game_id)
        if record.status == "running":
            running.append(record)
    if not running:
        return False
    record = rng.choice(running)
    game = record.game()
    user = record.seats[game.current_player].user_id
    with contextlib.suppress(ServiceError):  # the game moved on meanwhile: another pick
        await service.play(record.channel_id, user, rng.choice(game.legal_moves()))
    return True


async def setup(service: GameService) -> None:
    made = await service.new_tournament(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Crash Cup", rounds=ROUNDS
    )
    for user in PLAYERS:
        await service.join_tournament(GUILD, user, f"Player {user}")
    await service.start_tournament(GUILD, ORGANIZER, made.tournament_id, may_organize=True)


async def quiet(db_path: str) -> bool:
    """Wait until nothing is left to post and no timer is due (or held by a claim)."""
    db = sqlite3.connect(db_path)
    try:
        for _ in range(600):
            pending = db.execute(
                "SELECT count(*) FROM announcements WHERE dropped_at IS NULL"
            ).fetchone()[0]
            due = db.execute("SELECT count(*) FROM timers WHERE due_at <= 1 OR claimed").fetchone()
            if not pending and not due[0]:
                return True
            await asyncio.sleep(0.05)
        return False
    finally:
        db.close()


async def main(db_path: str, channel_path: str, seed: int, mode: str, where: str, count: int):
    store = await SqliteStore.open(db_path)
    rng = random.Random(seed)

    def new_game(players: int):
        # Games start a few moves before their end, so a round is soon over.
        return near_end(players, rng.randint(3, 8), rng.randrange(2**32))[0]

    options = ServiceOptions(new_game=new_game, render=fake_png)
    service = GameService(store, ChannelLog(channel_path), options)
    arm(service, where, count)
    await service.start_loops()
    print("ready", flush=True)
    if mode == "setup":
        await setup(service)
    if mode in ("setup", "drain"):
        print("drained" if await quiet(db_path) else "stuck", flush=True)
        await service.close()
        await store.close()
        return
    while True:
        if not await play_one(service, rng):
            if mode == "finish" and await over(service):
                print("drained" if await quiet(db_path) else "stuck", flush=True)
                await service.close()
                await store.close()
                return
            await asyncio.sleep(0.01)  # between rounds: the next one opens on its own


async def over(service: GameService) -> bool:
    tournament = await service.store.tournament(TOURNAMENT)
    return tournament is not None and tournament.status is TournamentStatus.FINISHED


if __name__ == "__main__":
    db, channels, seed, mode = sys.argv[1:5]
    where, count = (sys.argv[5], int(sys.argv[6])) if len(sys.argv) > 6 else ("", 0)
    asyncio.run(main(db, channels, int(seed), mode, where, count))
