"""A publisher for benchmarks that posts nowhere: Discord's own time is not what they measure."""

from __future__ import annotations

import itertools

from azul_bot.core import Post


class Nowhere:
    def __init__(self) -> None:
        self._ids = itertools.count(1)

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        return next(self._ids)

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        return None

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        return None

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        return None

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        return await self.post(channel_id, starter, nonce=nonce)
