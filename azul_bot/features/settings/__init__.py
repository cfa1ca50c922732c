"""Settings: a server's rules for its games (``/azul settings``: the time limit, the reminder,
the stand-in, threads, hints, language, seasons, announcements, time away, organizers) and a
player's own Confirm (``/azul confirm``); beside them ``/azul rules``.

``server`` reads what an admin typed and checks it, ``preferences`` saves a server's rules and
a player's Confirm (the room the front end uses), ``store`` its writes (the host reads a
server's rules each turn: ``Host.settings``, the defaults until they are saved), ``ids`` its
refusal codes; ``cog`` its commands and ``words`` its sentences. ``install`` host it into
the host; the features after it use what is named here.
"""

from azul_bot.core import Host

from .ids import LIMIT_RANGE, REFUSALS
from .preferences import CONFIRM_BY_DEFAULT, ConfirmWish, Preferences
from .server import MAX_LIMIT, MIN_LIMIT, SERVER_LANGUAGES, parse_duration


def install(host: Host) -> None:
    """Its room: a server's rules changed, a player's Confirm set and read."""
    host.refusals(REFUSALS)
    host.add_room(Preferences(host))
