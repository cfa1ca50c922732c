"""Rows written before the features' data left the host's tables (migrations 0021 to 0024)
read back and play on.

``written_at_20/sqlite.sql`` and ``postgres.sql`` hold what the store of commit 1092bd4
(schema version 20) wrote for ``scenario()``: a lobby holding its challenge, one whose
challenge was answered that asks a minimum share of finished games, a tournament's game
(``games.tournament_id``), a tournament's timer beside a server's and a person's
(``timers.tournament_id``). Each test loads a dump into a database of its own and opens it
with today's store, which migrates it: the challenge and the minimum are the lobby's
(``challenges``, ``lobby_minimums``), the game is its tournament's table
(``tournament_tables``), the timer's tournament is its ``subject``; then each plays on. The
files were made by running this module in a checkout of that commit (it writes them beside
itself)::

    python -m tests.store.test_written_at_20
"""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from azul_bot.core.db import (
    GameStatus,
    Notice,
    PostgresStore,
    Seat,
    SqliteStore,
    Store,
    TimerSpec,
    fetch_all,
)
from azul_bot.core.db.postgres.migrations import load_migrations, migrate
from azul_bot.engine import Game
from tests.features.lobby.helpers import challenged, create_lobby, minimum, update_lobby
from tests.features.tournaments import helpers as tournaments
from tests.games import near_end
from tests.store.helpers import GUILD, club_timer_due, set_club_timer
from tests.store.postgres_server import PostgresServer, find_binaries

DATA = Path(__file__).parent / "written_at_20"
SCHEMA = 20
"""The schema version the dumps were written at."""

NOW = 1_700_000_000.0
CHALLENGED = 12
"""The member the lobby of game 1 challenges."""
PLAYERS = (21, 22)
"""The two people of the tournament whose table is game 3."""

# ---------------------------------------------------------------------- what was written


async def scenario(store: Store) -> None:
    """Game 1: a lobby challenging ``CHALLENGED``; game 2: a lobby asking 75% of finished
    games, whose challenge was answered; tournament 1: running, its first round's game 3 (in thread 301) running;
    tournament 2: in its sign-up, its timer pending; a server's and a person's timers."""
    await create_lobby(
        store,
        GUILD,
        201,
        11,
        "Ann",
        notice=Notice("lobby", {}),
        timers=[TimerSpec("lobby_expiry", NOW + 100), TimerSpec("challenge_expiry", NOW + 50)],
        challenged_id=CHALLENGED,
    )
    answered = await create_lobby(store, GUILD, 202, 13, "Bea", min_finished=75, challenged_id=14)
    await update_lobby(
        store,
        answered.id,
        answered.version,
        host_id=13,
        seats=[*answered.seats, Seat(1, 14, "Cid")],
        end_challenge=True,
    )
    spec = tournaments.TournamentSpec(
        guild_id=GUILD,
        channel_id=300,
        organizer_id=11,
        name="Spring Cup",
        format=tournaments.Format.SWISS,
        table_size=2,
        variant="classic",
        time_limit=3600.0,
    )
    made = await tournaments.create_tournament(store, spec, notice=Notice("signup", {}))
    for user in PLAYERS:
        made = await tournaments.join_tournament(
            store, made.id, user, f"user {user}", rating=1000.0, notice=Notice("signup", {})
        )
    started = await tournaments.start_tournament(
        store, made.id, made.version, rounds=1, ratings={21: 1000.0, 22: 990.0}, now=NOW
    )
    (timer,) = await store.claim_timers(NOW, limit=1, lease=60)  # its first round's
    opening = tournaments.RoundOpening(
        1, started.version, (PLAYERS,), (Notice("tournament_table", {"table": 1}),), ()
    )
    assert await tournaments.open_round(store, made.id, opening, now=NOW, fired=timer.id)
    running = await tournaments.tournament(store, made.id)
    await tournaments.start_table_game(
        store,
        running,
        1,
        1,
        thread_id=301,
        seats=[Seat(i, user, f"user {user}") for i, user in enumerate(PLAYERS)],
        state=near_end(2).to_dict(),
        notice=Notice("turn", {}),
        timers=[TimerSpec("timeout", NOW + 3600)],
        turn_began_at=NOW,
    )
    later = replace(spec, name="Summer Cup", channel_id=310, signup_until=NOW + 7 * 86400)
    await tournaments.create_tournament(store, later, notice=Notice("signup", {}))
    await set_club_timer(store, "season_end", NOW + 30 * 86400, guild_id=GUILD)
    await set_club_timer(store, "digest", NOW + 86400, user_id=21)


# ---------------------------------------------------------------------- loading the dumps


def load_sqlite(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.executescript((DATA / "sqlite.sql").read_text("utf-8"))
    db.close()


async def load_postgres(server: PostgresServer) -> str:
    """A new database at schema 20 holding the dump's rows; its name."""
    name = server.create_database(empty=True)
    connection = await asyncpg.connect(server.url(name))
    try:
        await migrate(connection, load_migrations(), target=SCHEMA)
        await connection.execute((DATA / "postgres.sql").read_text("utf-8"))
    finally:
        await connection.close()
    return name


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def old_store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """Today's store on the rows written at schema 20."""
    server, name = None, None
    if request.param == "sqlite":
        load_sqlite(tmp_path / "before.db")
        store: Store = await SqliteStore.open(tmp_path / "before.db")
    else:
        server = request.getfixturevalue("postgres_server")
        name = await load_postgres(server)
        store = await PostgresStore.open(server.url(name))
    try:
        yield store
    finally:
        await store.close()
        if server is not None and name is not None:
            server.drop_database(name)


async def test_a_lobbys_challenge_is_its_own_and_is_answered_as_before(old_store):
    store = old_store
    lobby = await store.active_game(201)
    assert lobby.id == 1 and lobby.status is GameStatus.LOBBY
    assert await challenged(store, 1) == CHALLENGED
    assert await challenged(store, 2) is None
    assert (await minimum(store, 2), await minimum(store, 1)) == (75, None)
    # Its challenge's timer is kept through a change; the member challenged then accepts.
    lobby = await update_lobby(
        store,
        1,
        lobby.version,
        host_id=11,
        seats=[*lobby.seats, Seat(1, 15, "Dan")],
        timers=[TimerSpec("lobby_expiry", NOW + 200)],
    )
    assert [(t.kind, t.due_at) for t in await store.timers_of(1)] == [
        ("challenge_expiry", NOW + 50),
        ("lobby_expiry", NOW + 200),
    ]
    lobby = await update_lobby(
        store, 1, lobby.version, host_id=11, seats=[*lobby.seats, Seat(2, CHALLENGED, "Eve")]
    )
    assert await challenged(store, 1) is None
    started = await store.start_game(
        1, lobby.version, seats=lobby.seats, state=Game.new(3, 1).to_dict()
    )
    assert started.status is GameStatus.RUNNING
    again = await create_lobby(store, GUILD, 203, 11, "Ann", challenged_id=CHALLENGED)
    assert again.id > 3 and await challenged(store, again.id) == CHALLENGED


async def test_a_tournaments_game_is_its_tables_and_plays_on(old_store):
    store = old_store
    record = await store.get_game(3)
    assert (record.status, record.channel_id, record.rated) == (GameStatus.RUNNING, 301, True)
    assert await tournaments.tournament_of(store, 3) == 1
    assert await tournaments.tournament_of(store, 1) is None
    game = record.game()
    mover = game.current_player
    move = game.legal_moves()[0]
    game.play(move)
    await store.commit_move(
        3,
        record.version,
        seat=mover,
        move=str(move),
        state=game.to_dict(),
        then=tournaments.HOOKS.move(mover, seconds=5.0),
    )
    assert (await store.get_game(3)).game() == game
    people = {p.user_id: p for p in await tournaments.entrants(store, 1)}
    assert people[record.seats[mover].user_id].showed_up == 1  # the step found its table


async def test_a_tournaments_timer_keeps_its_tournament_as_its_subject(old_store):
    store = old_store
    kept = await club_timer_due(store, tournaments.SIGNUP_TIMER, guild_id=GUILD, subject=2)
    assert kept == NOW + 7 * 86400
    # Set again, the same timer moves: one per kind and owner, as before.
    await set_club_timer(store, tournaments.SIGNUP_TIMER, NOW + 60, guild_id=GUILD, subject=2)
    claimed = await store.claim_timers(NOW + 40 * 86400, limit=10, lease=60)
    club = sorted((t.kind, t.guild_id, t.user_id, t.subject) for t in claimed if t.game_id is None)
    assert club == [
        ("digest", None, 21, None),
        ("season_end", GUILD, None, None),
        (tournaments.SIGNUP_TIMER, GUILD, None, 2),
    ]
    games = sorted((t.kind, t.game_id) for t in claimed if t.game_id is not None)
    assert games == [("challenge_expiry", 1), ("lobby_expiry", 1), ("timeout", 3)]


async def test_the_hosts_tables_keep_no_column_of_a_feature(old_store):
    store = old_store
    if isinstance(store, SqliteStore):
        columns = "SELECT name FROM pragma_table_info(?)"
    else:
        columns = "SELECT column_name FROM information_schema.columns WHERE table_name = ?"
    games = {row[0] for row in await store.read(fetch_all(columns, "games"))}
    timers = {row[0] for row in await store.read(fetch_all(columns, "timers"))}
    assert not {"challenged_id", "tournament_id", "min_finished"} & games
    assert "tournament_id" not in timers
    assert "subject" in timers


# ---------------------------------------------------------------------- making the files


async def _make_sqlite(folder: Path) -> None:
    written = folder / "written.db"
    store = await SqliteStore.open(written)
    await scenario(store)
    await store.close()
    with sqlite3.connect(written) as db:
        dump = "\n".join(db.iterdump()) + "\n"
    (DATA / "sqlite.sql").write_text(dump, "utf-8")


async def _make_postgres(server: PostgresServer) -> None:
    name = server.create_database(empty=True)
    store = await PostgresStore.open(server.url(name))
    await scenario(store)
    await store.close()
    dump = subprocess.run(
        [
            str(server.binaries / "pg_dump"),
            *("--data-only", "--inserts", "--column-inserts", "--no-owner", "--no-privileges"),
            *("--exclude-table-data=schema_migrations", "--exclude-table-data=store_meta"),
            *("--host", str(server.root), "--username", "azul", name),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # Without psql's meta-commands (\restrict): the loader is a plain connection.
    dump = "".join(line for line in dump.splitlines(True) if not line.startswith("\\"))
    (DATA / "postgres.sql").write_text(dump, "utf-8")


def main() -> None:
    DATA.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_make_sqlite(Path(folder)))
    binaries = find_binaries()
    if binaries is None:
        sys.exit("PostgreSQL 15 is needed for the PostgreSQL dump")
    server = PostgresServer.start(binaries)
    try:
        asyncio.run(_make_postgres(server))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
