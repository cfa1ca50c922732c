"""The checkup: ``/azul check`` shows a server's admin what the bot may do there (its
permissions where it posts, each missing one with what fails without it) and the bot's own
work waiting in the server (posts, timers, the late ones counted). Its Discord side is its
``cog`` (``FRONT``), loaded by the front end, not by the host."""

from .service import REFUSALS, install
