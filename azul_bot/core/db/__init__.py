"""Persistence: games, seats, move logs, the announcement outbox and the timers. A feature
runs its own statements through ``Store.read`` and ``Store.write``; the SQL is written once
(``sql/``) and each dialect is a short subclass that passes the same tests on both databases.
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
