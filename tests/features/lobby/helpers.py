"""A lobby's rows, as tests open and edit them: its own statements run through the store
(``Store.write``), as the feature runs them."""

from __future__ import annotations

from typing import Any

from azul_bot.core.db import GameRecord, Store
from azul_bot.features.lobby import store as lobbies

__all__ = ["challenged", "create_lobby", "minimum", "update_lobby"]


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
