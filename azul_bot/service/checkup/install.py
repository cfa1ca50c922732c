"""The checkup installs itself: what a server's admin is shown of the bot's own work."""

from __future__ import annotations

from ..plugs import Plugs
from .backlog import Checkup


def install(plugs: Plugs) -> None:
    plugs.room(Checkup(plugs.house), name="checkup", offers=("backlog",))
