"""Two game-host processes on one PostgreSQL database, racing on the same games.

Twelve running games (people against people, people against computers, people whose time
runs out so a stand-in plays for them, games left waiting for an away player) are hosted by
two service processes at once. Both run the outbox and the timer dispatcher, and both play
every present person's turn, the same move at the same moment, so the game's version decides
who wins. First both live until every game is done; then, on another database, one of them
is killed with SIGKILL several times (a new process takes its place) and at last for good.

Either way: each game's move log has one move per version, no gap, and replays to the stored
game; each channel shows its game's start and then one table per stored move, in order, with
exactly one final-scores message for a finished game; only the latest table pings the player
to move and carries buttons; the outbox is empty and only the waiting turns' timers are left.
While both live no post is attempted and no timer fired twice; after kills, only what a killed
process had started is tried again.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest

from azul_bot.core import GameService, ServiceOptions
from azul_bot.core.db import GameRecord, GameStatus, MoveRecord, PostgresStore, open_store
from azul_bot.core.seats import seat_views
from azul_bot.core.words import ENGLISH
from azul_bot.core.words.narrator import describe_events
from azul_bot.core.words.seats import seat_names
from azul_bot.engine import Game, Move
from azul_bot.features.lobby import Lobby
from azul_bot.features.settings.store import save_settings
from tests.games import in_last_round, near_end
from tests.kill_harness import Forks
from tests.service.two_process_tables import (
    COMPUTER_PAUSE,
    SETTINGS,
    TABLES,
    ChannelLog,
    Table,
    is_away,
    name_of,
)

# Imported so that pytest finds the fixtures here (a non-root conftest cannot name plugins).
from tests.store.postgres_server import PostgresServer, postgres_server  # noqa: F401

pytestmark = pytest.mark.postgres

HOST = "tests.service.two_process_child"
PATIENCE = 120.0
"""Seconds to wait for the games to settle before failing; a run takes a few seconds."""
KILL_LEASE, KILL_IDLE_POLL = 4.0, 0.5
"""For the kill run: the loops' leases (30 s and 60 s in production) and idle polls (30 s and
5 min), so that what a killed process had claimed comes back within seconds."""
RESTARTS = 3
KILL_EVERY = 36
"""Stored moves between kills: the last comes before move 15 + 4 * 36 = 159, and the kill
run's ten games that finish make at least 10 * 18 moves."""
RACED_MOVES = 8
"""The racing games are dealt in their last round, from the move that makes their end sure
(however they are played), at least this many moves before their playthrough's end."""
KILLED_MOVES = range(18, 30)
"""The kill run's games are dealt this many moves before the end of a random playthrough:
moves enough between the kills."""
BEGINS = "**Azul begins!**"
FINAL = "**Game over — final scores**"


@dataclass(frozen=True)
class Hosted:
    table: Table
    game_id: int
    start_version: int


@dataclass
class Run:
    url: str
    log: Path
    games: list[Hosted]
    killed: set[int] = field(default_factory=set)
    tallies: list[dict[str, int]] = field(default_factory=list)


class Child:
    """A host process: ``go`` starts it, ``stop`` ends it and returns its tally."""

    def __init__(self, run: Run, forks: Forks, config: dict) -> None:
        self.host = forks.start(HOST, run.url, run.log, json.dumps(config), stdin=True)
        self.pid = self.host.pid
        self.host.expect("ready")

    def go(self) -> None:
        self.host.say("go")

    def errors(self) -> str:
        return self.host.errors()

    def check_alive(self) -> None:
        if not self.host.alive():
            raise AssertionError(f"host {self.pid} died ({self.host.wait()}):\n{self.errors()}")

    def kill(self) -> None:
        self.host.kill()

    def stop(self) -> dict[str, int]:
        self.check_alive()
        self.host.close_stdin()
        code, out = self.host.rest(60)
        assert code == 0, self.errors()
        return json.loads(out)


# ----------------------------------------------------------------------------- the runs


Deal = Callable[[int, int, random.Random], Game]
"""A running table's game from its number of players, its seed and the run's random numbers."""


def racing(players: int, seed: int, rng: random.Random) -> Game:
    """In its last round (``RACED_MOVES``): the hosts' moves, not the playthrough's, end it
    as soon."""
    return in_last_round(players, seed, RACED_MOVES)


def long_before_the_end(players: int, seed: int, rng: random.Random) -> Game:
    """A seeded number of moves before its playthrough's end (``KILLED_MOVES``)."""
    return near_end(players, rng.choice(KILLED_MOVES), seed)


async def prepare(url: str, log: Path, deal: Deal, seed: int) -> list[Hosted]:
    """Start every table's game as ``deal`` says (a waiting table's from its first move);
    their announcements wait in the outbox for the hosts."""
    store = await open_store(url)
    for settings in SETTINGS:
        await store.write(save_settings(settings))
    rng = random.Random(seed)
    upcoming: list[Game] = []
    service = GameService(
        store,
        ChannelLog(log),  # never called: this service runs no loops
        ServiceOptions(new_game=lambda players: upcoming.pop(), computer_pause=COMPUTER_PAUSE),
    )
    hosted = []
    try:
        for table in TABLES:
            players = len(table.people) + len(table.computers)
            game_seed = rng.randrange(2**32)
            if table.waits:
                upcoming.append(Game.new(players, game_seed))
            else:
                upcoming.append(deal(players, game_seed, rng))
            host, *others = table.people
            await service.room(Lobby).open_lobby(table.guild, table.channel, host, name_of(host))
            for user in others:
                await service.room(Lobby).join(table.channel, user, name_of(user))
            for level in table.computers:
                await service.room(Lobby).add_computer(table.channel, host, level)
            view = await service.room(Lobby).start(table.channel, host)
            hosted.append(Hosted(table, view.game_id, view.version))
    finally:
        await service.close()
        await store.close()
    return hosted


async def settled(store: PostgresStore, sql: asyncpg.Connection, games: list[Hosted]) -> bool:
    """Nothing is left to do: all posted, no timer due for an hour (a claimed one is due at
    its lease's end), every game over or waiting for an away player's day-long turn."""
    if await sql.fetchval("SELECT count(*) FROM announcements"):
        return False
    if await sql.fetchval("SELECT count(*) FROM timers WHERE due_at < $1", time.time() + 3600):
        return False
    for hosted in games:
        record = await store.get_game(hosted.game_id)
        if record.status == GameStatus.FINISHED:
            continue
        if record.status != GameStatus.RUNNING or not hosted.table.waits:
            return False
        seat = record.seats[record.game().current_player]
        if seat.user_id is None or not is_away(seat.user_id):
            return False
    return True


async def until(condition: Callable[[], Awaitable[bool]], children: list[Child], what: str) -> None:
    give_up = time.monotonic() + PATIENCE
    while not await condition():
        for child in children:
            child.check_alive()
        if time.monotonic() > give_up:
            errors = "\n".join(child.errors()[-3000:] for child in children)
            raise AssertionError(f"{what} did not happen within {PATIENCE} s\n{errors}")
        await asyncio.sleep(0.1)


async def hosted_by_two(
    run: Run, forks: Forks, config: dict, chaos: Callable[..., Awaitable[None]] | None
) -> None:
    """Run two hosts until every game is settled (``chaos`` may kill and replace them on
    the way), then stop the survivors and keep their tallies."""
    store = await PostgresStore.open(run.url)
    sql = await asyncpg.connect(run.url)
    children: list[Child] = []
    try:
        children += [Child(run, forks, config), Child(run, forks, config)]
        for child in children:
            child.go()
        if chaos is not None:
            await chaos(run, forks, config, children, sql)
        await until(lambda: settled(store, sql, run.games), children, "settling every game")
        run.tallies = [child.stop() for child in children]
    finally:
        for child in children:
            child.host.close()
        await sql.close()
        await store.close()


async def kill_and_restart(
    run: Run, forks: Forks, config: dict, children: list[Child], sql: asyncpg.Connection
) -> None:
    """SIGKILL one host after a seeded number of stored moves, a few times, each time with a
    new host in its place; at the last kill, none: the survivor finishes alone."""
    rng = random.Random(2026)
    # One kill in each stretch of KILL_EVERY moves: a new host gets to play before the next.
    thresholds = [15 + KILL_EVERY * k + rng.randrange(KILL_EVERY) for k in range(RESTARTS + 1)]
    for number, threshold in enumerate(thresholds):

        async def far_enough(threshold: int = threshold) -> bool:
            return await sql.fetchval("SELECT count(*) FROM moves") >= threshold

        await until(far_enough, children, f"{threshold} stored moves")
        await asyncio.sleep(rng.uniform(0.0, 0.3))
        victim = children.pop(rng.randrange(len(children)))
        victim.kill()
        victim.host.close()
        run.killed.add(victim.pid)
        if number < RESTARTS:
            children.append(Child(run, forks, config))
            children[-1].go()


def hosted_run(
    server: PostgresServer,
    forks: Forks,
    folder: Path,
    deal: Deal,
    seed: int,
    config: dict,
    chaos,
) -> Iterator[Run]:
    name = server.create_database()
    try:
        run = Run(server.url(name), folder / "channels.sqlite3", [])
        config = {**config, "channels": [table.channel for table in TABLES]}

        async def scenario() -> None:
            run.games = await prepare(run.url, run.log, deal, seed)
            await hosted_by_two(run, forks, config, chaos)

        asyncio.run(scenario())
        yield run
    finally:
        server.drop_database(name)


@pytest.fixture(scope="module")
def raced(postgres_server, forks, tmp_path_factory) -> Iterator[Run]:  # noqa: F811
    """Both hosts live until every game is settled (production leases)."""
    folder = tmp_path_factory.mktemp("raced")
    yield from hosted_run(postgres_server, forks, folder, racing, 1, {}, None)


@pytest.fixture(scope="module")
def killed(postgres_server, forks, tmp_path_factory) -> Iterator[Run]:  # noqa: F811
    """Hosts killed with SIGKILL and replaced, then one left alone (short leases)."""
    folder = tmp_path_factory.mktemp("killed")
    config = {"lease": KILL_LEASE, "idle_poll": KILL_IDLE_POLL}
    yield from hosted_run(
        postgres_server, forks, folder, long_before_the_end, 2, config, kill_and_restart
    )


# ----------------------------------------------------------------------------- the checks


@dataclass(frozen=True)
class Told:
    """What the table message after a change must say, and whom it may ping."""

    text: str
    to_move: int | None


async def story(store: PostgresStore, hosted: Hosted) -> tuple[GameRecord, list[Told]]:
    """Replay the game's move log from its start through the engine: one move per version,
    each by the seat to move, ending in the stored game; and what each table must say (the
    moves before a computer's are told with it, in the next person's turn or the last)."""
    record = await store.get_game(hosted.game_id)
    moves: list[MoveRecord] = await store.moves(record.id)
    assert [move.seq for move in moves] == list(range(1, len(moves) + 1))
    assert record.version == hosted.start_version + len(moves)
    game = Game.from_dict(await store.start_state(record.id))
    names = seat_names(ENGLISH, seat_views(record))

    def to_move() -> int | None:
        return None if game.is_over else record.seats[game.current_player].user_id

    told = [Told(BEGINS, to_move())]
    held: list[str] = []  # moves a computer's move follows: told with the next table
    for move in moves:
        assert move.seat == game.current_player, (record.id, move)
        scores_before = [board.score for board in game.players]
        events = game.play(Move.parse(move.move))
        held.append(describe_events(ENGLISH, events, names, scores_before))
        if game.is_over or record.seats[game.current_player].user_id is not None:
            told.append(Told("\n".join(held), to_move()))
            held = []
    assert game.to_dict() == record.state
    return record, told


def pinged(message: dict) -> list[int]:
    return json.loads(message["mentions"])


def check_channel(shown: list[dict], record: GameRecord, told: list[Told]) -> None:
    """The start, then each stored move's table in order; buttons and pings on the latest
    table only, and only for the player the database says is to move."""
    assert len(shown) == len(told), (record.id, [m["text"][:40] for m in shown])
    assert shown[0]["text"].startswith(BEGINS)
    for message, tale in zip(shown[1:], told[1:], strict=True):
        assert tale.text in message["text"], (record.id, message["text"], tale.text)
    for message, tale in zip(shown[:-1], told[:-1], strict=True):
        assert message["controls"] is None
        # Pinged if it was the latest when posted; a backlog after a crash pings nobody.
        assert pinged(message) in ([], [tale.to_move] if tale.to_move is not None else [])
    for message in shown:
        assert all(f"<@{user}>" in message["text"] for user in pinged(message))
    latest = shown[-1]
    assert record.message_id == latest["id"]
    finals = [m["id"] for m in shown if FINAL in m["text"]]
    if record.status == GameStatus.FINISHED:
        assert finals == [latest["id"]]
        assert pinged(latest) == [s.user_id for s in record.seats if s.user_id is not None]
        assert json.loads(latest["controls"]) == {"rematch": record.id}
    else:
        assert finals == []
        to_move = told[-1].to_move
        assert to_move is not None and pinged(latest) == [to_move]
        assert ENGLISH("turn-yours", mention=f"<@{to_move}>") in latest["text"]
        assert json.loads(latest["controls"]) == {"turn": record.version}


async def check_every_game(run: Run) -> None:
    """The move logs, the channels and what is left in the database, for every game."""
    log = ChannelLog(run.log)
    messages = log.rows("messages")
    by_channel = defaultdict(list)
    for message in messages:
        by_channel[message["channel"]].append(message)
    assert set(by_channel) <= {hosted.table.channel for hosted in run.games}
    store = await PostgresStore.open(run.url)
    sql = await asyncpg.connect(run.url)
    try:
        assert await sql.fetchval("SELECT count(*) FROM announcements") == 0  # none dropped
        for hosted in run.games:
            record, told = await story(store, hosted)
            shown = by_channel[record.channel_id]
            reminders = [m for m in shown if m["text"].startswith("⏳")]
            seated = {seat.user_id for seat in record.seats}
            assert all(len(pinged(m)) == 1 and pinged(m)[0] in seated for m in reminders)
            # A player's time running out before a computer's move is said at once, in a
            # line of its own (the move itself is told with the next table).
            ran_out = [m for m in shown if m["text"].startswith("⏰") and "\n" not in m["text"]]
            assert all(m["controls"] is None and set(pinged(m)) <= seated for m in ran_out)
            asides = reminders + ran_out
            check_channel([m for m in shown if m not in asides], record, told)
            timers = await store.timers_of(record.id)
            if record.status == GameStatus.FINISHED:
                assert timers == []
            else:  # a waiting game: the away player's turn, and nothing else
                assert record.status == GameStatus.RUNNING and hosted.table.waits
                assert sorted(t.kind for t in timers) == ["reminder", "timeout"]
                assert {t.version for t in timers} == {record.version}
        finished = [h for h in run.games if not h.table.waits]
        statuses = [(await store.get_game(h.game_id)).status for h in finished]
        assert statuses == [GameStatus.FINISHED] * len(finished)
    finally:
        await sql.close()
        await store.close()


def attempts(run: Run, table: str, key: str) -> dict[object, list[int]]:
    """Which processes tried each post (by nonce) or fired each timer, in order."""
    tried: dict[object, list[int]] = defaultdict(list)
    for row in ChannelLog(run.log).rows(table):
        tried[row[key]].append(row["pid"])
    return tried


# ----------------------------------------------------------------------------- the tests


async def test_two_racing_hosts_store_one_move_per_turn_and_show_each_once(raced):
    await check_every_game(raced)


async def test_both_racing_hosts_play_and_the_version_turns_the_loser_away(raced):
    won = [tally.get("won", 0) for tally in raced.tallies]
    lost = sum(tally.get("lost", 0) + tally.get("lost at commit", 0) for tally in raced.tallies)
    assert sum(won) > 0 and lost > 0, raced.tallies
    refused = {key for tally in raced.tallies for key in tally if key.startswith("refused")}
    assert not refused, raced.tallies  # a lost race is a StaleTurn, nothing else


async def test_while_both_live_no_post_is_tried_and_no_timer_fired_twice(raced):
    posts = attempts(raced, "posts", "nonce")
    assert posts and all(len(pids) == 1 for pids in posts.values())
    firings = attempts(raced, "firings", "timer_id")
    assert all(len(pids) == 1 for pids in firings.values())
    kinds = {row["kind"] for row in ChannelLog(raced.log).rows("firings")}
    assert kinds >= {"computer", "reminder", "timeout"}  # every kind of timer raced


async def test_after_kill_9_the_other_host_or_a_restart_finishes_every_game(killed):
    assert len(killed.killed) == RESTARTS + 1 and len(killed.tallies) == 1
    await check_every_game(killed)


async def test_after_kill_9_only_what_a_killed_host_began_is_tried_again(killed):
    for table, key in (("posts", "nonce"), ("firings", "timer_id")):
        for what, pids in attempts(killed, table, key).items():
            assert set(pids[:-1]) <= killed.killed, (table, what, pids)
