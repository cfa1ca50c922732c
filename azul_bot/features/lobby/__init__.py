"""The lobby: a game's seats before it starts, a finished game's rematch, a member's
challenge, and their messages in the channel."""

from azul_bot.core import Host

from .challenge import CannotChallenge, Challenged, Challenges, Declined
from .deal import random_game
from .ids import CHALLENGE_EXPIRY, LOBBY_EXPIRY, NONCES, REFUSALS
from .lobby import Lobby, LobbyView, checked_variant
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


def install(host: Host) -> None:
    """Install the lobby on the host."""
    lobby = host.add_room(Lobby(host, host.options.new_game or random_game))
    host.add_room(Rematch(host, lobby))
    challenges = host.add_room(Challenges(host, lobby))
    host.refusals(REFUSALS)
    host.nonces(NONCES)
    # A lobby's expiry is its challenge's when it still holds one (both may come due at once).
    host.on_timer(LOBBY_EXPIRY, challenges.expire_lobby)
    host.on_timer(CHALLENGE_EXPIRY, challenges.expire)
    posts = LobbyPosts(host)
    host.on_notice(LobbyNotice, posts.lobby)
    host.on_notice(RematchNotice, posts.rematch)
    host.on_notice(LobbyClosedNotice, posts.lobby_closed)
    host.on_notice(ChallengeDeclinedNotice, posts.challenge_declined)
    host.on_notice(ChallengeExpiredNotice, posts.challenge_expired)
