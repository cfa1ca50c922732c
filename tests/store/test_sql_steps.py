"""The shared SQL's machinery: transactions as generators of steps, driven the same way by
both dialects, and statements each dialect prepares once."""

import ast
import asyncio
from pathlib import Path

import pytest

from azul_bot.core.db import ChannelBusy
from azul_bot.core.db.postgres.dialect import POSTGRES
from azul_bot.core.db.sql.dialect import Dialect
from azul_bot.core.db.sql.steps import (
    Duplicate,
    Step,
    Want,
    drive,
    drive_async,
    execute,
    fetch_all,
    fetch_value,
)
from azul_bot.core.db.sqlite.dialect import SQLITE

SQL_PACKAGE = Path(__file__).parents[2] / "azul_bot" / "store" / "sql"
INSERT = "INSERT INTO games (channel_id) VALUES (?) RETURNING id"


def opening(channel_id: int):
    """A transaction as the store writes them: a refused insert is a busy channel."""
    try:
        game_id = yield fetch_value(INSERT, channel_id)
    except Duplicate as error:
        raise ChannelBusy(channel_id) from error
    rows = yield fetch_all("SELECT name FROM seats WHERE game_id = ?", game_id)
    return game_id, rows


class Database:
    """Runs steps as a dialect does: records them, answers from ``answers``, and refuses
    the insert of a channel already in ``busy``."""

    def __init__(self, busy: frozenset[int] = frozenset()) -> None:
        self.busy = busy
        self.ran: list[Step] = []

    def run(self, step: Step):
        self.ran.append(step)
        if step.sql == INSERT and step.args[0] in self.busy:
            raise Duplicate(ValueError("UNIQUE constraint failed: games.channel_id"))
        return {Want.VALUE: 7, Want.ROWS: [("Ann",)], Want.ROW: None}.get(step.want)

    async def run_async(self, step: Step):
        await asyncio.sleep(0)
        return self.run(step)


async def driven(work, database: Database, awaiting: bool):
    if awaiting:
        return await drive_async(work, database.run_async)
    return drive(work, database.run)


@pytest.mark.parametrize("awaiting", [False, True], ids=["in a thread", "awaited"])
async def test_a_transaction_gets_each_step_s_result_and_returns_its_value(awaiting):
    database = Database()
    assert await driven(opening(10), database, awaiting) == (7, [("Ann",)])
    assert [step.args for step in database.ran] == [(10,), (7,)]


@pytest.mark.parametrize("awaiting", [False, True], ids=["in a thread", "awaited"])
async def test_a_refusal_is_thrown_into_the_transaction_at_the_step_that_failed(awaiting):
    database = Database(busy=frozenset({10}))
    with pytest.raises(ChannelBusy) as error:
        await driven(opening(10), database, awaiting)
    assert error.value.channel_id == 10
    assert len(database.ran) == 1  # nothing ran after the refused insert


@pytest.mark.parametrize("awaiting", [False, True], ids=["in a thread", "awaited"])
async def test_a_refusal_the_transaction_does_not_catch_is_data_the_caller_got_wrong(awaiting):
    def careless():
        yield fetch_value(INSERT, 10)

    with pytest.raises(ValueError, match="the database refused the change: UNIQUE"):
        await driven(careless(), Database(busy=frozenset({10})), awaiting)


@pytest.mark.parametrize("awaiting", [False, True], ids=["in a thread", "awaited"])
async def test_a_lone_step_runs_as_it_is_and_its_rows_become_what_it_asks(awaiting):
    step = fetch_all("SELECT name FROM seats", then=lambda rows: [name for (name,) in rows])
    assert await driven(step, Database(), awaiting) == ["Ann"]
    assert await driven(execute("DELETE FROM seats"), Database(), awaiting) is None


def test_postgresql_numbers_the_placeholders_in_order_and_keeps_numbered_ones():
    assert POSTGRES.prepare("UPDATE t SET a = ?, b = ? WHERE c = ?") == (
        "UPDATE t SET a = $1, b = $2 WHERE c = $3"
    )
    assert POSTGRES.prepare("SELECT ?2, ?1 WHERE x = ?1") == "SELECT $2, $1 WHERE x = $1"
    assert SQLITE.prepare("SELECT ?2, ?1 WHERE x = ?1") == "SELECT ?2, ?1 WHERE x = ?1"


def test_a_dialect_fills_its_pieces_and_prepares_each_statement_once():
    class Counting(Dialect):
        prepared = 0

        def placeholders(self, sql: str) -> str:
            self.prepared += 1
            return sql.replace("?", "%s")

    dialect = Counting({"seats": "seat_list(games.id)"})
    for _ in range(3):
        assert dialect.prepare("SELECT {seats} FROM games WHERE id = ?") == (
            "SELECT seat_list(games.id) FROM games WHERE id = %s"
        )
    assert dialect.prepared == 1


def test_both_dialects_spell_the_same_pieces():
    assert set(SQLITE.pieces) == set(POSTGRES.pieces)
    assert {"seats", "claim_announcements", "claim_timers", "skip_locked"} <= set(SQLITE.pieces)
    # A table read through one index: SQLite's planner is told which, PostgreSQL's finds it.
    page = "SELECT * FROM {stats INDEXED BY stats_by_rating} WHERE guild_id = ?"
    assert (
        SQLITE.prepare(page) == "SELECT * FROM stats INDEXED BY stats_by_rating WHERE guild_id = ?"
    )
    assert POSTGRES.prepare(page) == "SELECT * FROM stats WHERE guild_id = $1"


def test_the_shared_sql_imports_no_driver():
    for path in SQL_PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        names = {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        }
        names |= {
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
        }
        assert not {name.split(".")[0] for name in names} & {"sqlite3", "aiosqlite", "asyncpg"}, (
            path
        )
