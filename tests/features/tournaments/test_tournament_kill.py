"""Kill -9 a tournament's host at its worst moments: just after a round's last game ended
(its next round not yet paired), just after a round was opened (its tables stored, nothing
posted), and between a table's thread and its game. After each restart the tournament goes on
as if nothing happened: every round opened exactly once and none skipped, every table has
exactly one game and one thread, every result counted, nothing posted twice."""

from __future__ import annotations

import sqlite3
from collections import Counter
from pathlib import Path

import pytest

from azul_bot.core.db import SqliteStore
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import TournamentStatus
from tests.kill_harness import KILLED, Forks

HOST = "tests.features.tournaments.tournament_crash_child"
TABLES = 4  # 8 players at tables of 2
ROUNDS = 3


def run(forks: Forks, db: Path, channels: Path, seed: int, mode: str, *die: object) -> str:
    """A host run to its end: what it printed (a killed one prints nothing more)."""
    with forks.start(HOST, db, channels, seed, mode, *die) as host:
        host.expect("ready")
        code, out = host.rest()
        assert code == (KILLED if die else 0), (code, out, host.errors())
    return out.strip()


def tournament_state(db: Path) -> tuple[int, str]:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT current_round, status FROM tournaments").fetchone()


@pytest.fixture(scope="module")
def killed_at_every_boundary(tmp_path_factory, forks):
    folder = tmp_path_factory.mktemp("tournament-kill")
    db, channels = folder / "azul.sqlite3", folder / "channels.sqlite3"
    assert run(forks, db, channels, 1, "setup") == "drained"
    # Round 1's last game ends, and the host dies before the round's act runs.
    run(forks, db, channels, 2, "play", "game_end", TABLES)
    assert tournament_state(db) == (1, "running")
    # The restart pairs round 2; it dies between its second table's thread and that game.
    run(forks, db, channels, 3, "play", "thread_made", 2)
    assert tournament_state(db) == (2, "running")
    # The restart makes that game in that thread, plays round 2, opens round 3 and dies.
    run(forks, db, channels, 4, "play", "round_opened", 1)
    assert tournament_state(db) == (3, "running")
    # Killed in the middle of round 3 (after its second game), then played to the end.
    run(forks, db, channels, 5, "play", "game_end", 2)
    assert tournament_state(db) == (3, "running")
    assert run(forks, db, channels, 6, "finish") == "drained"
    return db, channels


def log(channels: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(channels) as connection:
        return connection.execute(sql).fetchall()


async def test_each_round_opened_once_with_one_game_and_one_thread_per_table(
    killed_at_every_boundary,
):
    db, channels = killed_at_every_boundary
    store = await SqliteStore.open(db)
    try:
        (tournament,) = await tournaments.latest_tournaments(store, 1)
        assert tournament.status is TournamentStatus.FINISHED
        assert tournament.current_round == ROUNDS
        tables = await tournaments.tournament_tables(store, tournament.id)
        assert [(t.round, t.table_no) for t in tables] == [
            (number, table) for number in range(1, ROUNDS + 1) for table in range(1, TABLES + 1)
        ]
        # Each table: its own game, finished, played in its own thread, with every result.
        games = [t.game_id for t in tables]
        assert None not in games and len(set(games)) == len(games)
        with sqlite3.connect(db) as connection:
            stored = connection.execute("SELECT count(*) FROM games").fetchone()[0]
        assert stored == len(tables)  # no game beside a table's
        for table in tables:
            record = await store.get_game(table.game_id)
            assert record.status == "finished" and record.channel_id == table.thread_id
            assert table.ranks is not None and len(table.ranks) == 2
        threads = log(channels, "SELECT id, channel, name FROM threads ORDER BY id")
        assert sorted(t[0] for t in threads) == sorted(t.thread_id for t in tables)
        assert Counter(name for _, _, name in threads) == Counter(
            f"Round {t.round} · Table {t.table_no}" for t in tables
        )
        # Nothing twice: one opening per table, each round's standings once, one start per game.
        texts = [text for (text,) in log(channels, "SELECT text FROM messages")]
        openings = [t for t in texts if "Your game is in the thread of this message" in t]
        assert len(openings) == len(tables)
        assert sum("standings after round" in t for t in texts) == ROUNDS - 1
        assert sum("is over! Final standings" in t for t in texts) == 1
        for table in tables:
            begun = log(
                channels,
                f"SELECT count(*) FROM messages WHERE channel = {table.thread_id}"
                " AND text LIKE '**Azul begins!**%'",
            )
            assert begun == [(1,)]
    finally:
        await store.close()
