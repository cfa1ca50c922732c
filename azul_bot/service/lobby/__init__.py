"""The lobby: a game's seats before it starts (``lobby``: joining, leaving, computers, the
start, its expiry), a finished game's rematch (``rematch``), and its messages in the channel
(``lobby_posts``); ``install`` plugs it in. What the front end uses of it is named here."""

from .lobby import Lobby, LobbyView, random_game
from .lobby_posts import (
    EVERYBODY_LEFT,
    EXPIRED,
    LobbyClosed,
    LobbyControls,
    LobbyMessage,
    RematchInvitation,
)
from .rematch import Rematch

__all__ = [
    "EVERYBODY_LEFT",
    "EXPIRED",
    "Lobby",
    "LobbyClosed",
    "LobbyControls",
    "LobbyMessage",
    "LobbyView",
    "Rematch",
    "RematchInvitation",
    "random_game",
]
