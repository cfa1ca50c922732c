"""A lobby's rows, as tests open and edit them: its own statements run through the store
(``Store.write``), as the feature runs them; and what a challenge's tests read off Discord
(whom a post pinged, the database but what interactions learn)."""

from __future__ import annotations

from typing import Any

from azul_bot.core.db import GameRecord, Store
from azul_bot.features.lobby import store as lobbies
from azul_bot.features.lobby.cog.custom_ids import CHALLENGE
from tests.simcord_helpers import database

__all__ = [
    "MENU",
    "answers_of",
    "asked_to_ping",
    "challenged",
    "create_lobby",
    "kept",
    "minimum",
    "notified",
    "pinged",
    "update_lobby",
]


async def create_lobby(store: Store, *args: Any, **kwargs: Any) -> GameRecord:
    """``lobbies.create_lobby`` (a new lobby of ``guild_id``, ``channel_id``, ``host_id``,
    ``host_name``, ...), stored."""
    return await store.write(lobbies.create_lobby(*args, **kwargs))


async def update_lobby(store: Store, *args: Any, **kwargs: Any) -> GameRecord:
    """``lobbies.update_lobby`` (the lobby ``game_id`` at ``expected_version``, its new
    ``host_id`` and ``seats``, ...), stored."""
    return await store.write(lobbies.update_lobby(*args, **kwargs))


async def challenged(store: Store, game_id: int) -> int | None:
    """The member the lobby ``game_id`` challenges, until they answer (``lobbies.challenged``)."""
    result: int | None = await store.read(lobbies.challenged(game_id))
    return result


async def minimum(store: Store, game_id: int) -> int | None:
    """The least share of finished games the lobby ``game_id`` asks (``lobbies.minimum``)."""
    result: int | None = await store.read(lobbies.minimum(game_id))
    return result


MENU = "Challenge to Azul"


def pinged(env, message) -> list[int]:
    """Whom Discord notified for ``message``: the mentions its allowed mentions let through."""
    return env.backend.messages[message.channel.id][message.id].ping_user_ids


def asked_to_ping(env, message) -> dict:
    """The allowed mentions the bot sent when it posted ``message`` (its POST request)."""
    posts = [
        r
        for r in env.http_requests
        if r.method == "POST"
        and r.path == f"/channels/{message.channel.id}/messages"
        and r.json.get("content") == message.content
    ]
    assert len(posts) == 1, posts
    return posts[0].json["allowed_mentions"]


def notified(env, channel) -> list[list[int]]:
    """Whom each message the bot posted in ``channel`` was allowed to notify, for the posts
    that allowed anyone (an edit notifies nobody on Discord, so only posts count)."""
    return [
        r.json["allowed_mentions"]["users"]
        for r in env.http_requests
        if r.method == "POST"
        and r.path == f"/channels/{channel.id}/messages"
        and r.json.get("allowed_mentions", {}).get("users")
    ]


def kept(path) -> list[str]:
    """Every row of the database but the locales each interaction learns (who spoke
    which language): what "changes nothing" compares."""
    learned = ('INSERT INTO "player_prefs"', 'INSERT INTO "guild_locales"')
    return [row for row in database(path) if not row.startswith(learned)]


def answers_of(game_id: int) -> list[str]:
    return [CHALLENGE.make(answer=answer, game=game_id) for answer in ("accept", "decline")]
