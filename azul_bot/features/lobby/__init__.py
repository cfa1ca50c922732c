"""The lobby: a game's seats before it starts (``lobby``: joining, leaving, computers, the
wall, the start; ``timers``: its expiry), a finished game's rematch (``rematch``), a member's
challenge (``challenge``), and its messages in the channel (``posts``); ``cog`` its commands,
menus and buttons, ``words`` its sentences, ``ids`` the names it declares. ``install`` plugs
it into the host; what the features after it use of it is named here."""

from azul_bot.core import Plugs

from .challenge import CannotChallenge, Challenged, Challenges, Declined
from .ids import CHALLENGE_EXPIRY, LOBBY_EXPIRY, NONCES, REFUSALS
from .lobby import Lobby, LobbyView, checked_variant, random_game
from .posts import (
    ChallengeDeclinedNotice,
    ChallengeExpiredNotice,
    LobbyClosed,
    LobbyClosedNotice,
    LobbyControls,
    LobbyMessage,
    LobbyNotice,
    LobbyPosts,
    RematchInvitation,
    RematchNotice,
    lobby_notice,
)
from .rematch import Rematch

__all__ = [
    "REFUSALS",
    "CannotChallenge",
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
    "checked_variant",
    "install",
    "lobby_notice",
]


def install(plugs: Plugs) -> None:
    """Its rooms (a game's seats before the start, a rematch, a challenge), the expiry of a
    lobby nobody starts and of a challenge nobody answers, and how its notices are posted."""
    house = plugs.house
    lobby = plugs.room(Lobby(house, plugs.options.new_game or random_game))
    plugs.room(Rematch(house, lobby))
    challenges = plugs.room(Challenges(house, lobby))
    plugs.refusals(REFUSALS)
    plugs.nonces(NONCES)
    # A lobby's expiry is its challenge's when it still holds one (both may come due at once).
    plugs.on_timer(LOBBY_EXPIRY, challenges.expire_lobby)
    plugs.on_timer(CHALLENGE_EXPIRY, challenges.expire)
    posts = LobbyPosts(house)
    plugs.on_notice(LobbyNotice, posts.lobby)
    plugs.on_notice(RematchNotice, posts.rematch)
    plugs.on_notice(LobbyClosedNotice, posts.lobby_closed)
    plugs.on_notice(ChallengeDeclinedNotice, posts.challenge_declined)
    plugs.on_notice(ChallengeExpiredNotice, posts.challenge_expired)
