"""Discord only: the ``/azul`` slash commands, buttons and menus. Thin; the game is in service.
Each feature's front end is its folder's cog; this package is the extension start-up loads."""

from .azul import Azul, setup
