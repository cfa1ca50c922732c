"""The game host, with no Discord in it: lobbies, seats, turns, locks, stale-click checks,
the announcement outbox and the ``Publisher`` interface the front end implements.

Takes plain ids and values and returns plain results (text, events, image bytes, choices);
``azul_bot.cogs`` turns those into Discord replies, start-up turns ``Post`` into messages.
"""

from azul_bot.engine import Game, Move

from .choices import (
    MAX_VALUE,
    bounded,
    color_choices,
    color_value,
    line_choices,
    line_value,
    parse_color,
    parse_line,
    parse_move,
    parse_source,
    picked_move,
    source_choices,
    source_value,
)
from .clock import Clock, ManualClock, SystemClock
from .computers import LEVELS, Thinkers
from .errors import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotAllowed,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    ServiceError,
    StaleTurn,
    Unavailable,
    WrongPhase,
)
from .host import GameService
from .house import FLUSH_TIMEOUT, Renderer
from .lobby import random_game
from .names import safe_name
from .publisher import (
    ChannelGone,
    LobbyControls,
    MessageGone,
    Post,
    Publisher,
    PublishError,
    RematchControls,
    TurnControls,
)
from .results import (
    Aborted,
    Choice,
    CurrentTurn,
    LeaderboardView,
    LobbyView,
    SeatView,
    TableView,
    Turn,
)
from .settings import settings_text as server_settings_text
from .wording import RULES, move_summary

__all__ = [
    "FLUSH_TIMEOUT",
    "Renderer",
    "Aborted",
    "AlreadySeated",
    "BadInput",
    "ChannelGone",
    "Choice",
    "Clock",
    "CurrentTurn",
    "Game",
    "GameExists",
    "GameService",
    "IllegalMoveError",
    "LeaderboardView",
    "LobbyControls",
    "LobbyFull",
    "LobbyView",
    "MAX_VALUE",
    "ManualClock",
    "MessageGone",
    "Move",
    "LEVELS",
    "NoGame",
    "NotAllowed",
    "NotEnoughPlayers",
    "NotHost",
    "NotInGame",
    "NotYourTurn",
    "Post",
    "PublishError",
    "Publisher",
    "RULES",
    "RematchControls",
    "SeatView",
    "ServiceError",
    "StaleTurn",
    "SystemClock",
    "TableView",
    "Turn",
    "Thinkers",
    "TurnControls",
    "Unavailable",
    "WrongPhase",
    "bounded",
    "color_choices",
    "color_value",
    "line_choices",
    "line_value",
    "move_summary",
    "parse_color",
    "parse_line",
    "parse_move",
    "parse_source",
    "picked_move",
    "random_game",
    "safe_name",
    "server_settings_text",
    "source_choices",
    "source_value",
]
