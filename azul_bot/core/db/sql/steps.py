"""How the shared SQL talks to a database without doing any I/O itself.

A transaction is a generator: it yields ``Step``s, one statement each, and receives what
each one read::

    row = yield fetch_one("SELECT version, status FROM games WHERE id = ?", game_id)

Parts of a transaction compose with ``yield from``. A dialect drives it: SQLite runs the
whole generator in its connection's thread (one hand-over per transaction), PostgreSQL
awaits each step on one connection inside a transaction. A ``Step`` on its own is a
statement that needs no transaction around it (PostgreSQL: one round trip, not three).

Statements are written once for both databases: ``?`` placeholders (or ``?1``, ``?2`` where
a value is used twice or the order differs), standard SQL, and ``{name}`` where a dialect
spells a piece its own way (``dialect.Dialect``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeAlias, TypeVar

T = TypeVar("T")


class Want(Enum):
    """What a step hands back to its transaction."""

    NOTHING = "nothing"
    ROWS = "rows"
    ROW = "row"
    """The first row, or None."""
    VALUE = "value"
    """The first column of the first row, or None."""
    EACH = "each"
    """The statement once per row of ``args`` (an executemany); nothing comes back."""


@dataclass(frozen=True, slots=True)
class Step:
    sql: str
    args: tuple[Any, ...]
    want: Want
    then: Callable[[Any], Any] | None = None
    """What to make of the result before handing it on (rows to records)."""

    def result(self, found: Any) -> Any:
        return found if self.then is None else self.then(found)


Work: TypeAlias = Generator[Step, Any, T]
"""A transaction: ``Work[GameRecord]`` yields steps and returns a ``GameRecord``."""


def execute(sql: str, *args: Any) -> Step:
    return Step(sql, args, Want.NOTHING)


def execute_many(sql: str, rows: Iterable[Sequence[Any]]) -> Step:
    return Step(sql, tuple(rows), Want.EACH)


def fetch_all(sql: str, *args: Any, then: Callable[[Any], Any] | None = None) -> Step:
    return Step(sql, args, Want.ROWS, then)


def fetch_one(sql: str, *args: Any, then: Callable[[Any], Any] | None = None) -> Step:
    return Step(sql, args, Want.ROW, then)


def fetch_value(sql: str, *args: Any) -> Step:
    return Step(sql, args, Want.VALUE)


class Duplicate(ValueError):
    """A unique constraint refused a row. Each dialect throws it into the transaction at the
    step that failed; a transaction that catches it must end there (PostgreSQL has aborted
    it), and one that does not ends with it: data the caller got wrong."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(f"the database refused the change: {error}")


# The two drivers below are one loop, written for a caller that waits (SQLite's thread)
# and for one that awaits (PostgreSQL's connection).


def drive(work: Work[T] | Step, run: Callable[[Step], Any]) -> T:
    """``work`` run to its end, ``run`` executing each step (and raising ``Duplicate``)."""
    if isinstance(work, Step):
        return work.result(run(work))
    outcome: Any = None
    try:
        while True:
            step = _resume(work, outcome)
            try:
                outcome = step.result(run(step))
            except Duplicate as refused:
                outcome = refused
    except StopIteration as end:
        return end.value


async def drive_async(work: Work[T] | Step, run: Callable[[Step], Awaitable[Any]]) -> T:
    """``drive`` for a ``run`` that awaits."""
    if isinstance(work, Step):
        return work.result(await run(work))
    outcome: Any = None
    try:
        while True:
            step = _resume(work, outcome)
            try:
                outcome = step.result(await run(step))
            except Duplicate as refused:
                outcome = refused
    except StopIteration as end:
        return end.value


def _resume(work: Work[Any], outcome: Any) -> Step:
    """The next step of ``work``, once it has its last step's outcome (a refusal is thrown
    in, where the step was yielded)."""
    if isinstance(outcome, Duplicate):
        return work.throw(outcome)
    return work.send(outcome)
