"""Discord only: the ``/azul`` slash commands, buttons and menus. Thin; the game is in service.

Each feature's front end is its folder's cog (``azul_bot.features.<feature>.cog``, its
``FRONT``: commands, buttons, the views of its controls), loaded from the host's list of
features (``front``); this package is the extension start-up loads (``setup``), which makes
them the ``/azul`` group (``azul``) and the bot's buttons.
"""

from .azul import Azul, setup
