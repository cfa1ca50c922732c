"""Persistence: games, seats, move logs, results and leaderboards in SQLite (aiosqlite).

``docs/store-contract.md`` is the interface the service relies on. Open with
``store = await Store.open(path)``; the schema lives in the numbered files of
``migrations/``, applied in order at start-up.
"""

from .errors import (
    ChannelBusy,
    CorruptGame,
    GameNotFound,
    StoreError,
    StoreUnavailable,
    VersionConflict,
)
from .records import (
    GameRecord,
    GameStatus,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    PlayerStats,
    Seat,
)
from .store import MIN_RATED_GAMES, Store

__all__ = [
    "ChannelBusy",
    "CorruptGame",
    "GameNotFound",
    "GameRecord",
    "GameStatus",
    "LeaderboardPage",
    "LeaderboardSort",
    "MIN_RATED_GAMES",
    "MoveRecord",
    "PlayerStats",
    "Seat",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
]
