"""The lobby installs itself: its rooms (a game's seats before the start, a rematch, a
challenge), the expiry of a lobby nobody starts, and how its notices are posted."""

from __future__ import annotations

from ..plugs import Plugs
from .challenge import Challenges
from .lobby import LOBBY_EXPIRY, Lobby, random_game
from .lobby_posts import (
    ChallengeDeclinedNotice,
    LobbyClosedNotice,
    LobbyNotice,
    LobbyPosts,
    RematchNotice,
)
from .rematch import Rematch


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
    plugs.room(Challenges(house, lobby), name="challenges")
    plugs.on_timer(LOBBY_EXPIRY, lobby.expire)
    posts = LobbyPosts(house)
    plugs.on_notice(LobbyNotice, posts.lobby)
    plugs.on_notice(RematchNotice, posts.rematch)
    plugs.on_notice(LobbyClosedNotice, posts.lobby_closed)
    plugs.on_notice(ChallengeDeclinedNotice, posts.challenge_declined)
