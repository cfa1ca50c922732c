"""Persistence: games, seats, move logs, the announcement outbox and the timers.

The host codes against ``Store`` (``sql/store.py``: its rules in its docstrings), its
records and its errors; a feature runs its own statements through ``Store.read`` and
``Store.write``. Start-up gets one with ``await open_store(location)``, which picks the
dialect. The SQL is written once (``sql/``); each dialect (``sqlite/``, ``postgres/``) is a
short subclass of it, and passes the tests in ``tests/store`` on both databases.
"""

from .errors import (
    ChannelBusy,
    CorruptGame,
    GameNotFound,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    WrongDatabase,
)
from .opening import open_store
from .postgres import PostgresStore
from .records import (
    Announcement,
    GameRecord,
    GameStatus,
    GuildSettings,
    MoveRecord,
    Notice,
    Seat,
    Timer,
    TimerSpec,
)
from .sql import Store
from .sql.steps import Step, Work, execute, fetch_all, fetch_one, fetch_value
from .sql.store import Then
from .sqlite import SqliteStore
