"""Persistence: games, seats, move logs, results, leaderboards and the announcement outbox.

The service codes against ``Store`` (``interface.py``; ``docs/store-contract.md`` in prose),
its records and its errors. Start-up gets one with ``await open_store(location)``, which
picks the adapter. The SQL is written once (``sql/``); each adapter (``sqlite/``,
``postgres/``) is a short dialect of it, and passes the contract suite in ``tests/store``.
"""

from .errors import (
    ChannelBusy,
    CorruptGame,
    GameNotFound,
    RatingConflict,
    StoreError,
    StoreUnavailable,
    VersionConflict,
)
from .interface import Store
from .opening import open_store
from .postgres import PostgresStore
from .records import (
    Announcement,
    GameRecord,
    GameStatus,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerStats,
    PlayerUpdate,
    Seat,
    SeatResult,
    Skill,
    Timer,
    TimerSpec,
)
from .sqlite import SqliteStore

__all__ = [
    "Announcement",
    "ChannelBusy",
    "CorruptGame",
    "GameNotFound",
    "GameRecord",
    "GameStatus",
    "GuildSettings",
    "LeaderboardPage",
    "LeaderboardSort",
    "MoveRecord",
    "Notice",
    "Outcome",
    "PlayerStats",
    "PlayerUpdate",
    "PostgresStore",
    "RatingConflict",
    "Seat",
    "SeatResult",
    "Skill",
    "Timer",
    "TimerSpec",
    "SqliteStore",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
    "open_store",
]
