"""The checkup (``/azul check``): what a server's admin is shown of the bot's own work, its
posts and timers still waiting (``backlog``); ``install`` plugs it in. What the front end
uses of it is named here."""

from azul_bot.store import Backlog

from .backlog import Checkup

__all__ = ["Backlog", "Checkup"]
