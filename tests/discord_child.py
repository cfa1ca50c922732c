"""The bot's real start-up, ``azul_bot.__main__.main``, talking to another Discord: the
address of Discord's API (discord.py's ``Route.BASE``) is taken from ``FAKE_DISCORD``
(``tests/fake_discord.py``, or an address nobody answers). The gateway's address comes from
that API, as it does from Discord's. Two waits are shorter: discord.py tries a shard that
could not connect again after 5 s, here after a tenth of one; and after READY it waits 2 s for
the servers' GUILD_CREATEs before ``on_ready``, here a tenth of a second (the stand-in sends
none). Run by ``test_startup.py``; not a test.

The bot's worker processes are spawned, and each imports this file again (as
``__mp_main__``), as they import ``azul_bot/__main__.py`` in production: Discord is imported
only when this file runs as the program, as ``__main__.py`` imports it only in ``run``.
"""

from __future__ import annotations

import asyncio
import os
import sys
import types
from typing import Any

from azul_bot.__main__ import main

SHARD_RETRY = 5.0
"""discord.py's wait before it launches a shard that could not connect again."""
GUILD_READY = 0.1
"""Seconds to wait after READY for a server's GUILD_CREATE (discord.py's default: 2)."""


class QuickRetry(types.ModuleType):
    """``asyncio`` as discord.py's shards see it, but for the wait before a new try."""

    def __getattr__(self, name: str) -> object:
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result: object = None) -> object:
        return await asyncio.sleep(0.1 if delay == SHARD_RETRY else delay, result)


def quick_ready(get_state: Any) -> Any:
    """discord.py's ``_get_state`` (a client's connection state, made from its options) with
    the shorter ``GUILD_READY``."""

    def with_quick_ready(self: Any, **options: Any) -> Any:
        return get_state(self, **{**options, "guild_ready_timeout": GUILD_READY})

    return with_quick_ready


if __name__ == "__main__":  # spawned workers import this file too, as __mp_main__
    import discord.http
    import discord.shard

    discord.http.Route.BASE = os.environ["FAKE_DISCORD"] + "/api/v10"
    discord.shard.asyncio = QuickRetry("asyncio")  # type: ignore[assignment]
    sharded = discord.AutoShardedClient  # the bot's class
    sharded._get_state = quick_ready(sharded._get_state)  # type: ignore[method-assign]
    sys.exit(main())
