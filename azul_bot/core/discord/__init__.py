"""Discord only: the ``/azul`` slash commands, buttons and menus. Thin; the game is in service.

Each feature's front end is ``azul_bot.core.discord.<feature>`` (its ``FRONT``: commands, buttons,
the views of its controls), loaded from the host's list of features (``front``); this package
is the extension start-up loads (``setup``), which makes them the ``/azul`` group (``azul``)
and the bot's buttons.
"""

from .azul import Azul, setup
from .front import dynamic_items

DYNAMIC_ITEMS = dynamic_items()
"""Every feature's buttons and menus (one per format of ``custom_ids``)."""

__all__ = ["Azul", "DYNAMIC_ITEMS", "setup"]
