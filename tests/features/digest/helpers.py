"""The digest's rows, as its tests set and read them: its own statements run through the
store (``Store.read``/``Store.write``), as the feature runs them."""

from __future__ import annotations

from azul_bot.core.db import Notice, Store
from azul_bot.features.digest import store as digests
from azul_bot.features.digest.store import Digest

__all__ = ["Digest", "digest_of", "send_digest", "set_digest", "stop_digest"]


async def digest_of(store: Store, user_id: int) -> Digest | None:
    return await store.read(digests.read_digest(user_id))


async def set_digest(store: Store, user_id: int, *, at: int, zone: str, due_at: float) -> None:
    await store.write(digests.set_digest(user_id, at, zone, due_at))


async def stop_digest(store: Store, user_id: int) -> None:
    await store.write(digests.stop_digest(user_id))


async def send_digest(
    store: Store,
    user_id: int,
    day: str,
    *,
    timer_id: int,
    next_due: float,
    notice: Notice | None = None,
) -> bool:
    work = digests.send_digest(user_id, day, timer_id=timer_id, next_due=next_due, notice=notice)
    return await store.write(work)
