"""Persistence: games, seats, move logs, results and the announcement outbox.

The service codes against ``Store`` (``interface.py``, by domain in ``contract/``: the
contract, in its docstrings), its records and its errors. Start-up gets one with
``await open_store(location)``, which picks the adapter. The SQL is written once (``sql/``);
each adapter (``sqlite/``, ``postgres/``) is a short dialect of it, and passes the contract
suite in ``tests/store``.
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
from .game_steps import ROUND_ENDED, SHOWED_UP
from .interface import Store
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
from .sql.steps import Step, Work, execute, fetch_all, fetch_one, fetch_value
from .sqlite import SqliteStore
from .tournament_records import (
    ROUND_TIMER,
    SIGNUP_TIMER,
    Dropped,
    Format,
    RoundOpening,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentStatus,
    TournamentTable,
)

__all__ = [
    "RANKED_GAMES",
    "RECENT_TURNS",
    "ROUND_ENDED",
    "ROUND_TIMER",
    "SHOWED_UP",
    "SIGNUP_TIMER",
    "Announcement",
    "ChannelBusy",
    "CorruptGame",
    "Dropped",
    "Format",
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
    "RoundOpening",
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
    "Tournament",
    "TournamentEntrant",
    "TournamentSpec",
    "TournamentStatus",
    "TournamentTable",
    "VersionConflict",
    "Work",
    "WrongDatabase",
    "execute",
    "fetch_all",
    "fetch_one",
    "fetch_value",
    "open_store",
]
