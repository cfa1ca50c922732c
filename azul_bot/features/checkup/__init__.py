"""The checkup: ``/azul check`` shows a server's admin what the bot may do there (its
permissions where it posts, each missing one with what fails without it) and the bot's own
work waiting in the server (posts, timers, the late ones counted)."""

from .cog import FRONT
from .service import REFUSALS, Checkup, install
from .store import Backlog

__all__ = ["FRONT", "REFUSALS", "Backlog", "Checkup", "install"]
