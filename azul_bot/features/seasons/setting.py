"""How long a season of a server's ladder runs, one of its settings (``/azul settings
season:``, said by ``words.season_line``); a season opens at once when its admins turn
seasons on."""

from __future__ import annotations

from azul_bot.core import BadInput

from .calendar import Period
from .ids import BAD_SEASON

SEASON_PERIODS = tuple(period.value for period in Period)
"""How long a season of the server's ladder runs (``off``: one all-time ladder only)."""


def checked(given: int | str) -> str:
    if given not in SEASON_PERIODS:
        raise BadInput(BAD_SEASON)
    return str(given)
