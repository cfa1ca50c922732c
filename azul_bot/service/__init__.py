"""The game host, with no Discord in it: lobbies, seats, turns, locks, stale-click checks.

Takes plain ids and values and returns plain results (text, events, image bytes, who to
ping); ``azul_bot.cogs`` turns those into Discord messages.
"""

from azul_bot.engine import Game, Move

from .choices import (
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
from .results import Aborted, Choice, LobbyView, SeatView, TableView, Turn
from .wording import RULES, move_summary

__all__ = [
    "Aborted",
    "AlreadySeated",
    "BadInput",
    "Choice",
    "GameExists",
    "GameService",
    "IllegalMoveError",
    "LobbyFull",
    "LobbyView",
    "NoGame",
    "NotEnoughPlayers",
    "NotHost",
    "NotInGame",
    "NotYourTurn",
    "RULES",
    "SeatView",
    "ServiceError",
    "StaleTurn",
    "TableView",
    "Turn",
    "Unavailable",
    "WrongPhase",
    "Game",
    "Move",
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
    "source_choices",
    "source_value",
]
