"""Settings install themselves: a server's rules for its games, and a player's Confirm."""

from __future__ import annotations

from ..plugs import Plugs
from .preferences import Preferences


def install(plugs: Plugs) -> None:
    plugs.room(
        Preferences(plugs.house),
        name="preferences",
        offers=("update_settings", "confirm", "confirms"),
    )
