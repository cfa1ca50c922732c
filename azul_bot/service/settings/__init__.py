"""Settings: what people choose beyond a game (the store's ``settings`` and ``preferences``,
seen from here); ``install`` plugs them in.

- ``server``: a server's rules for its games, read from what an admin typed and checked;
- ``preferences``: reading and saving them, and a player's Confirm.

What the front end uses of them is named here.
"""

from azul_bot.store import GuildSettings

from .preferences import CONFIRM_BY_DEFAULT, ConfirmWish, Preferences
from .server import (
    MAX_AWAY_DAYS,
    MAX_LIMIT,
    MIN_LIMIT,
    SEASON_PERIODS,
    SERVER_LANGUAGES,
    UNSETTABLE,
    parse_duration,
)

__all__ = [
    "CONFIRM_BY_DEFAULT",
    "MAX_AWAY_DAYS",
    "MAX_LIMIT",
    "MIN_LIMIT",
    "SEASON_PERIODS",
    "SERVER_LANGUAGES",
    "UNSETTABLE",
    "ConfirmWish",
    "GuildSettings",
    "Preferences",
    "parse_duration",
]
