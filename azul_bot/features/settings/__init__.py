"""Settings: a server's rules for its games and a player's own Confirm. A server has the
defaults until its rules are saved.
"""

from azul_bot.core import Host

from .ids import LIMIT_RANGE, REFUSALS
from .preferences import CONFIRM_BY_DEFAULT, ConfirmWish, Preferences
from .server import MAX_LIMIT, MIN_LIMIT, SERVER_LANGUAGES, parse_duration


def install(host: Host) -> None:
    """Its room: a server's rules changed, a player's Confirm set and read."""
    host.refusals(REFUSALS)
    host.add_room(Preferences(host))
