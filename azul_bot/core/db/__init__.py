"""Persistence. The SQL is written once and each dialect is a short subclass that passes the
same tests on both databases.
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
