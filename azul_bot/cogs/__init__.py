"""Discord only: the ``/azul`` slash commands, buttons and menus. Thin; the game is in service."""

from .azul import Azul, setup
from .components import DYNAMIC_ITEMS

__all__ = ["Azul", "DYNAMIC_ITEMS", "setup"]
