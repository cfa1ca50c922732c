"""Persistence: games, seats, move logs, results and the announcement outbox.

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
    RatingConflict,
    SeasonConflict,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    WrongDatabase,
)
from .opening import open_store
from .postgres import PostgresStore
from .records import (
    RANKED_GAMES,
    RECENT_TURNS,
    Announcement,
    GameRecord,
    GameStatus,
    GameSteps,
    GuildSettings,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerUpdate,
    Seat,
    SeatResult,
    Skill,
    Timer,
    TimerSpec,
)
from .sql import Store
from .sql.steps import Step, Work, execute, fetch_all, fetch_one, fetch_value
from .sqlite import SqliteStore

__all__ = [
    "RANKED_GAMES",
    "RECENT_TURNS",
    "Announcement",
    "ChannelBusy",
    "CorruptGame",
    "GameNotFound",
    "GameRecord",
    "GameStatus",
    "GameSteps",
    "GuildSettings",
    "LeaderboardSort",
    "MoveRecord",
    "Notice",
    "Outcome",
    "PlayerUpdate",
    "PostgresStore",
    "RatingConflict",
    "SeasonConflict",
    "Seat",
    "SeatResult",
    "Skill",
    "SqliteStore",
    "Step",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "Timer",
    "TimerSpec",
    "VersionConflict",
    "Work",
    "WrongDatabase",
    "execute",
    "fetch_all",
    "fetch_one",
    "fetch_value",
    "open_store",
]
