"""The bot's real start-up, ``azul_bot.__main__.main``, talking to another Discord: the
address of Discord's API (discord.py's ``Route.BASE``) is taken from ``FAKE_DISCORD``
(``tests/fake_discord.py``, or an address nobody answers). The gateway's address comes from
that API, as it does from Discord's. One wait is shorter: discord.py tries a shard that could
not connect again after 5 s, here after a tenth of one. Run by ``test_startup.py``; not a
test.
"""

from __future__ import annotations

import asyncio
import os
import sys
import types

import discord.http
import discord.shard

from azul_bot.__main__ import main

SHARD_RETRY = 5.0
"""discord.py's wait before it launches a shard that could not connect again."""


class QuickRetry(types.ModuleType):
    """``asyncio`` as discord.py's shards see it, but for the wait before a new try."""

    def __getattr__(self, name: str) -> object:
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result: object = None) -> object:
        return await asyncio.sleep(0.1 if delay == SHARD_RETRY else delay, result)


if __name__ == "__main__":  # spawned workers import this file too, as __mp_main__
    discord.http.Route.BASE = os.environ["FAKE_DISCORD"] + "/api/v10"
    discord.shard.asyncio = QuickRetry("asyncio")  # type: ignore[assignment]
    sys.exit(main())
