"""Two bot processes on one PostgreSQL database: racing moves, racing claims, and one of
them killed with SIGKILL in the middle of a move or a claim."""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pytest

from azul_bot.core.db import GameStatus
from tests.features.results import helpers as results
from tests.kill_harness import KILLED, Forks
from tests.store.helpers import lobby_with_notices, replayed, start

pytestmark = pytest.mark.postgres

RACER = "tests.store.postgres.racer"
LEASE = 30.0


class Process:
    """A racer host: ``send`` a command, ``receive`` its reply."""

    def __init__(self, forks: Forks, url: str) -> None:
        self.host = forks.start(RACER, url, stdin=True)
        assert self.receive() == {"ready": True}

    def send(self, do: str, **args: Any) -> None:
        self.host.say(json.dumps({"do": do, **args}))

    def receive(self) -> dict[str, Any]:
        line = self.host.line()
        if not line:
            raise AssertionError(f"the racer died ({self.host.wait()}): {self.host.errors()}")
        return json.loads(line)

    def ask(self, do: str, **args: Any) -> dict[str, Any]:
        self.send(do, **args)
        return self.receive()

    def kill(self) -> None:
        assert self.host.kill() == KILLED

    def stop(self) -> None:
        if self.host.alive():
            self.host.close_stdin()
            self.host.wait(10)
        self.host.close()


async def ended_by_the_server(sql) -> None:
    """Wait until the server has noticed a killed client and rolled its transaction back
    (it does so when it next reads the closed socket: soon, but not at once)."""
    for _ in range(200):
        open_transactions = await sql.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            " AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()"
        )
        if open_transactions == 0:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the killed process's transaction is still open")


@pytest.fixture
def processes(forks: Forks, postgres_url: str) -> Iterator[list[Process]]:
    started = [Process(forks, postgres_url), Process(forks, postgres_url)]
    try:
        yield started
    finally:
        for process in started:
            process.stop()


async def test_two_processes_racing_on_every_turn_apply_exactly_one_move(store, processes):
    record, _ = await start(store, 10, [1, 2], seed=5)
    winners = {}
    while (await store.get_game(record.id)).status is GameStatus.RUNNING:
        # Both read the same version, then both commit: one move, one VersionConflict.
        chosen = [p.ask("read", game=record.id) for p in processes]
        assert chosen[0]["version"] == chosen[1]["version"]
        for process in processes:
            process.send("commit")
        outcomes = [process.receive() for process in processes]
        assert sorted(o["won"] for o in outcomes) == [False, True], outcomes
        loser = next(o for o in outcomes if not o["won"])
        assert loser["error"] == "VersionConflict"
        won = outcomes.index(next(o for o in outcomes if o["won"]))
        winners[outcomes[won]["version"]] = chosen[won]["move"]

    final = await store.get_game(record.id)
    moves = await store.moves(record.id)
    assert final.status is GameStatus.FINISHED and final.version == 2 + len(moves)
    assert {2 + m.seq: m.move for m in moves} == winners
    assert await replayed(store, record.id) == final.game()
    assert await store.pending_announcements(record.id) == len(moves)  # one notice per move
    assert (await results.player_stats(store, final.guild_id, 1)).games == 1


async def test_two_processes_draining_the_outbox_claim_each_entry_once_in_order(store, processes):
    games = [await lobby_with_notices(store, channel, 4) for channel in range(100, 125)]
    for process in processes:
        process.send("drain", limit=3, lease=LEASE)
    batches = [process.receive()["claims"] for process in processes]
    assert all(batches), "both processes claimed some"
    claims = [claim for batch in batches for claim in batch]

    ids = [entry_id for entry_id, _, _ in claims]
    assert len(ids) == len(set(ids)) == 4 * len(games)  # none twice, none lost
    by_game = defaultdict(list)
    for entry_id, game_id, _ in sorted(claims, key=lambda claim: claim[2]):
        by_game[game_id].append(entry_id)
    for game in games:  # whoever claimed them, each game's entries went out in order
        assert by_game[game.id] == sorted(by_game[game.id])
        assert await store.pending_announcements(game.id) == 0


async def test_a_process_killed_inside_a_move_leaves_the_turn_to_the_other(store, processes):
    record, _ = await start(store, 10, [1, 2], seed=5)
    doomed, survivor = processes
    assert doomed.ask("hang-in-move", game=record.id)["version"] == record.version
    assert doomed.receive() == {"inside": True}
    survivor.send("read", game=record.id)
    assert survivor.receive()["version"] == record.version  # the doomed move is not visible
    survivor.send("commit")  # waits for the doomed transaction's row lock
    doomed.kill()
    assert survivor.receive()["won"] is True
    moves = await store.moves(record.id)
    assert len(moves) == 1 and (await store.get_game(record.id)).version == record.version + 1
    assert await store.pending_announcements(record.id) == 1


async def test_a_process_killed_inside_a_claim_loses_no_entry(store, processes, sql):
    games = [await lobby_with_notices(store, channel, 1) for channel in (10, 11, 12)]
    doomed, survivor = processes
    doomed.send("hang-in-claim", now=1000.0, limit=2, lease=LEASE)
    assert doomed.receive()["inside"] is True
    # The rows the doomed claim holds are skipped, not waited for.
    assert survivor.ask("claim", now=1000.0, limit=10, lease=LEASE)["ids"] == [3]
    doomed.kill()
    await ended_by_the_server(sql)
    # Its transaction rolled back: never leased, due at once.
    assert survivor.ask("claim", now=1000.0, limit=10, lease=LEASE)["ids"] == [1, 2]
    assert [await store.pending_announcements(game.id) for game in games] == [1, 1, 1]


async def test_entries_of_a_process_killed_after_claiming_come_back_after_the_lease(
    store, processes
):
    await lobby_with_notices(store, 10, 2)
    await lobby_with_notices(store, 11, 1)
    doomed, survivor = processes
    held = doomed.ask("claim", now=1000.0, limit=10, lease=LEASE)["ids"]
    assert held == [1, 3]
    doomed.kill()  # mid-post: claimed, never completed
    assert survivor.ask("claim", now=1000.0 + LEASE - 1, limit=10, lease=LEASE)["ids"] == []
    assert survivor.ask("claim", now=1000.0 + LEASE, limit=10, lease=LEASE)["ids"] == held
