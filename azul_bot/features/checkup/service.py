"""What a server's admin is shown of the bot's own work (``/azul check``): its posts and
timers still waiting, read from the store (the loops act on what is stored, not on memory)."""

from __future__ import annotations

from azul_bot.core import Host

from . import store
from .store import Backlog

MANAGE_SERVER = "manage_server_to_check"
"""Refused: the check is for those who may manage the server (``refusal-<code>`` in its
words)."""
REFUSALS = (MANAGE_SERVER,)

LATE_AFTER = 60.0
"""Seconds past its time after which a timer counts as late: the dispatcher takes a due
timer within a second or two, so a late one means the loop is stuck or the store was down."""


class Checkup:
    def __init__(self, host: Host) -> None:
        self._host = host

    async def backlog(self, guild_id: int) -> Backlog:
        """The server's posts waiting and its timers, the late ones counted."""
        host = self._host
        late_before = host.clock.now() - LATE_AFTER
        return await host.read(host.store.read(store.backlog(guild_id, late_before)))


def install(host: Host) -> None:
    host.add_room(Checkup(host))
    host.refusals(REFUSALS)
