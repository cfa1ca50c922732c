"""Time away's own names the host keeps apart: the kind of the timer that ends a person's
time away in a game, and its refusal codes, declared here and collected when it installs
(one another feature or the host already has is refused at start-up)."""

from azul_bot.core import declared

AWAY_END = "away_end"
"""A person to move is away: their turn waits, without reminder or time limit, until then."""

AWAY_DAYS_ASKED = "away_days_asked"  # most
AWAY_NOT_ALLOWED = "away_not_allowed"  # the server allows no time away
AWAY_ALLOWANCE_LEFT = "away_allowance_left"  # asked, left, allowance, refills
NOT_AWAY = "not_away"
AWAY_DAYS_RANGE = "away_days_range"  # most: the ``away_days`` setting
REFUSALS = declared(globals(), "AWAY_DAYS_ASKED")
