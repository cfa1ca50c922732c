"""Persistence: games, seats, move logs, results, leaderboards and the announcement outbox.

The service codes against ``Store`` (``interface.py``; ``docs/store-contract.md`` in prose),
its records and its errors. Start-up gets one with ``await open_store(location)``, which
picks the adapter; each adapter (``sqlite/`` today) keeps its SQL to itself and passes the
contract suite in ``tests/store``.
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
from .records import (
    Announcement,
    GameRecord,
    GameStatus,
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
)
from .sqlite import SqliteStore

__all__ = [
    "Announcement",
    "ChannelBusy",
    "CorruptGame",
    "GameNotFound",
    "GameRecord",
    "GameStatus",
    "LeaderboardPage",
    "LeaderboardSort",
    "MoveRecord",
    "Notice",
    "Outcome",
    "PlayerStats",
    "PlayerUpdate",
    "RatingConflict",
    "Seat",
    "SeatResult",
    "Skill",
    "SqliteStore",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
    "open_store",
]
