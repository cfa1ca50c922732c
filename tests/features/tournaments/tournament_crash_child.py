"""A game host for the tournament kill test (``test_tournament_kill.py``), started by the kill
harness; not a test. It plays a tournament's games, posting through a channel log in its own
SQLite file, and kills itself (SIGKILL: nothing is flushed, nothing cleaned up) at the moment
it is told to.

Modes: ``setup`` makes the tournament (8 players, 3 rounds) and starts it; ``play`` plays
random moves in its running games for ever, ``finish`` until it is over and nothing is left
to post. ``die`` (with ``play``) is where to die, the ``count``-th time:

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
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from azul_bot.core import GameService, ServiceError, ServiceOptions, Thinkers
from azul_bot.core.db import SqliteStore
from azul_bot.features.tournaments import Tournaments
from tests.conftest import fake_png
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import TournamentStatus
from tests.kill_harness import (
    NO_TIMER_DUE,
    NOTHING_TO_POST,
    dealing_near_the_end,
    dying_after,
    play_a_random_move,
    until_stored,
)
from tests.service.channel_log import ChannelLog

GUILD = 1
CHANNEL = 10**9  # far from the ids the channel log gives its messages (and threads)
ORGANIZER = 1
PLAYERS = range(1, 9)
ROUNDS = 3
TOURNAMENT = 1


def arm(service: GameService, where: str, count: int) -> None:
    store, publisher = service.store, service.publisher
    if where == "game_end":
        store.commit_move = dying_after(  # type: ignore[method-assign]
            store.commit_move, count, when=lambda _, kwargs: kwargs.get("finished")
        )
    elif where == "round_opened":
        write, opening = store.write, dying_after(store.write, count)

        async def written(work: Any) -> Any:
            # A round's own transaction (its ``open_round``) counts once it opened the round.
            opens = getattr(getattr(work, "gi_code", None), "co_name", "") == "open_round"
            return await (opening if opens else write)(work)

        store.write = written  # type: ignore[method-assign]
    elif where == "thread_made":
        publisher.create_thread = dying_after(publisher.create_thread, count)  # type: ignore[method-assign]
    elif where:
        raise ValueError(f"no such moment: {where!r}")


async def play_in_the_tournament(service: GameService, rng: random.Random) -> bool:
    """A random move in one of the tournament's running games; False when none runs."""
    tournament = await tournaments.tournament(service.store, TOURNAMENT)
    if tournament is None or tournament.status is not TournamentStatus.RUNNING:
        return False
    tables = await tournaments.tournament_tables(
        service.store, TOURNAMENT, tournament.current_round
    )
    running = []
    for table in tables:
        if table.game_id is None:
            continue
        record = await service.store.get_game(table.game_id)
        if record.status == "running":
            running.append(record)
    if not running:
        return False
    with contextlib.suppress(ServiceError):  # the game moved on meanwhile: another pick
        await play_a_random_move(service, rng.choice(running), rng)
    return True


async def setup(service: GameService) -> None:
    made = await service.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Crash Cup", rounds=ROUNDS
    )
    for user in PLAYERS:
        await service.room(Tournaments).join(GUILD, user, f"Player {user}")
    await service.room(Tournaments).start(GUILD, ORGANIZER, made.tournament_id, may_organize=True)


async def over(service: GameService) -> bool:
    tournament = await tournaments.tournament(service.store, TOURNAMENT)
    return tournament is not None and tournament.status is TournamentStatus.FINISHED


async def main(db_path: str, channel_path: str, seed: str, mode: str, *die: str) -> None:
    store = await SqliteStore.open(db_path)
    rng = random.Random(int(seed))
    # Games start a few moves before their end, so a round is soon over.
    # The finished games' reviews think briefly: what is tested is the tournament's rounds.
    thinkers = Thinkers(ThreadPoolExecutor(1), budgets={"review": 0.01})
    options = ServiceOptions(
        new_game=dealing_near_the_end(rng, 3, 8), render=fake_png, thinkers=thinkers
    )
    service = GameService(store, ChannelLog(channel_path), options)
    where, count = (die[0], int(die[1])) if die else ("", 0)
    arm(service, where, count)
    await service.start_loops()
    print("ready", flush=True)
    if mode == "setup":
        await setup(service)
    while mode != "setup":
        if not await play_in_the_tournament(service, rng):
            if mode == "finish" and await over(service):
                break
            await asyncio.sleep(0.01)  # between rounds: the next one opens on its own
    # A failure guard only (it returns as soon as all is out): the finished games' reviews,
    # one at a time, take a while on a busy machine.
    drained = await until_stored(db_path, NOTHING_TO_POST, NO_TIMER_DUE, tries=2400)
    print("drained" if drained else "stuck", flush=True)
    await service.close()
    await store.close()
