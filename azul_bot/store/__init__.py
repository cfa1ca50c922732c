"""Persistence: games, seats, move logs, results, leaderboards and the announcement outbox.

The service codes against ``Store`` (``interface.py``, by domain in ``contract/``: the
contract, in its docstrings), its records and its errors. Start-up gets one with
``await open_store(location)``, which picks the adapter. The SQL is written once (``sql/``);
each adapter (``sqlite/``, ``postgres/``) is a short dialect of it, and passes the contract
suite in ``tests/store``.
"""

from .contract.after_the_game import Meeting, RatedGame, Rivalry, UnratedGame
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
from .interface import Store
from .opening import open_store
from .postgres import PostgresStore
from .records import (
    RANKED_GAMES,
    RECENT_GAMES,
    RECENT_TURNS,
    SHARE_AFTER,
    Announcement,
    GameRecord,
    GameStatus,
    GameSteps,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerStats,
    PlayerUpdate,
    Reliability,
    Seat,
    SeatResult,
    Skill,
    Timer,
    TimerSpec,
)
from .sql.steps import Step, Work, execute, fetch_all, fetch_one, fetch_value
from .sqlite import SqliteStore

__all__ = [
    "RANKED_GAMES",
    "RECENT_GAMES",
    "RECENT_TURNS",
    "SHARE_AFTER",
    "Announcement",
    "ChannelBusy",
    "CorruptGame",
    "GameNotFound",
    "GameRecord",
    "GameStatus",
    "GameSteps",
    "GuildSettings",
    "LeaderboardPage",
    "LeaderboardSort",
    "Meeting",
    "MoveRecord",
    "Notice",
    "Outcome",
    "PlayerStats",
    "PlayerUpdate",
    "PostgresStore",
    "RatedGame",
    "RatingConflict",
    "Reliability",
    "Rivalry",
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
    "UnratedGame",
    "VersionConflict",
    "Work",
    "WrongDatabase",
    "execute",
    "fetch_all",
    "fetch_one",
    "fetch_value",
    "open_store",
]
