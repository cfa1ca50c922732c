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
from .errors import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    ServiceError,
    StaleTurn,
    Unavailable,
    WrongPhase,
)
from .host import GameService, random_game
from .names import safe_name
from .publisher import (
    ChannelGone,
    LobbyControls,
    MessageGone,
    Post,
    Publisher,
    PublishError,
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
from .wording import RULES, move_summary

__all__ = [
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
    "NoGame",
    "NotEnoughPlayers",
    "NotHost",
    "NotInGame",
    "NotYourTurn",
    "Post",
    "PublishError",
    "Publisher",
    "RULES",
    "SeatView",
    "ServiceError",
    "StaleTurn",
    "SystemClock",
    "TableView",
    "Turn",
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
    "source_choices",
    "source_value",
]
