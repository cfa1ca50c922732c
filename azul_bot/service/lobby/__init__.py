"""The lobby: a game's seats before it starts (``lobby``: joining, leaving, computers, the
start, its expiry), a finished game's rematch (``rematch``), a member's challenge
(``challenge``), and its messages in the channel (``lobby_posts``); ``install`` plugs it in.
What the front end uses of it is named here."""

from .challenge import Challenged, Challenges, Declined
from .lobby import Lobby, LobbyView, random_game
from .lobby_posts import (
    CHALLENGE_EXPIRED,
    DECLINED,
    EVERYBODY_LEFT,
    EXPIRED,
    ChallengeDeclined,
    ChallengeExpired,
    LobbyClosed,
    LobbyControls,
    LobbyMessage,
    RematchInvitation,
    lobby_notice,
)
from .rematch import Rematch

__all__ = [
    "CHALLENGE_EXPIRED",
    "DECLINED",
    "EVERYBODY_LEFT",
    "EXPIRED",
    "ChallengeDeclined",
    "ChallengeExpired",
    "Challenged",
    "Challenges",
    "Declined",
    "Lobby",
    "LobbyClosed",
    "LobbyControls",
    "LobbyMessage",
    "LobbyView",
    "Rematch",
    "RematchInvitation",
    "lobby_notice",
    "random_game",
]
