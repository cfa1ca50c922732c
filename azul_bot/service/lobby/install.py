"""The lobby installs itself: its rooms (a game's seats before the start, a rematch, a
challenge), the expiry of a lobby nobody starts and of a challenge nobody answers, and how its
notices are posted."""

from __future__ import annotations

from ..plugs import Plugs
from .challenge import Challenges
from .lobby import Lobby, random_game
from .lobby_posts import (
    ChallengeDeclinedNotice,
    ChallengeExpiredNotice,
    LobbyClosedNotice,
    LobbyNotice,
    LobbyPosts,
    RematchNotice,
)
from .rematch import Rematch
from .timers import CHALLENGE_EXPIRY, LOBBY_EXPIRY


def install(plugs: Plugs) -> None:
    house = plugs.house
    lobby = plugs.room(
        Lobby(house, plugs.options.new_game or random_game),
        name="lobby",
        offers=(
            "open_lobby",
            "join",
            "leave",
            "add_computer",
            "remove_computer",
            "choose_variant",
            "start",
            "close_lobby",
        ),
    )
    plugs.room(Rematch(house, lobby), name="rematches", offers=("rematch",))
    challenges = plugs.room(Challenges(house, lobby), name="challenges")
    # A lobby's expiry is its challenge's when it still holds one (both may come due at once).
    plugs.on_timer(LOBBY_EXPIRY, challenges.expire_lobby)
    plugs.on_timer(CHALLENGE_EXPIRY, challenges.expire)
    posts = LobbyPosts(house)
    plugs.on_notice(LobbyNotice, posts.lobby)
    plugs.on_notice(RematchNotice, posts.rematch)
    plugs.on_notice(LobbyClosedNotice, posts.lobby_closed)
    plugs.on_notice(ChallengeDeclinedNotice, posts.challenge_declined)
    plugs.on_notice(ChallengeExpiredNotice, posts.challenge_expired)
