"""The seasons' rows, as their tests open, roll and read them: their own statements run
through the store (``Store.read``/``Store.write``), as the feature runs them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from azul_bot.core.db import Store
from azul_bot.features.results.model import Skill
from azul_bot.features.seasons import store as seasons
from azul_bot.features.seasons.store import Season, SeasonPage, SeasonPlayer, rollover
from azul_bot.features.seasons.store.rollover import SeasonStart

__all__ = [
    "Season",
    "SeasonStart",
    "most_active",
    "open_season",
    "roll_season",
    "season",
    "season_ladder",
    "season_skills",
]


async def season(store: Store, guild_id: int, number: int | None = None) -> Season | None:
    return await store.read(seasons.season(guild_id, number))


async def open_season(store: Store, guild_id: int, start: SeasonStart, *, timer: str) -> Season:
    return await store.write(rollover.open_season(guild_id, start, timer))


async def season_skills(
    store: Store, guild_id: int, number: int, user_ids: Sequence[int]
) -> dict[int, Skill]:
    return await store.read(seasons.season_skills(guild_id, number, user_ids))


async def season_ladder(
    store: Store, guild_id: int, number: int, page: int = 1, per_page: int = 10
) -> SeasonPage | None:
    return await store.read(seasons.ladder(guild_id, number, page, per_page))


async def most_active(store: Store, guild_id: int, number: int) -> SeasonPlayer | None:
    return await store.read(seasons.most_active(guild_id, number))


async def roll_season(store: Store, guild_id: int, number: int, now: float, **kw: Any) -> Any:
    return await store.write(rollover.roll_season(guild_id, number, now, **kw))
