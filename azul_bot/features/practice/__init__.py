"""Practice from one's own games: the positions before a person's costliest moves, as the
review found them, played again with the move picker; each answer says whether the move
picked is as good as the best and shows it (``/azul practice``, or "Practice this position"
under a review)."""

from azul_bot.core import Host

from .ids import REFUSALS
from .practices import MARGIN, Practices


def install(host: Host) -> None:
    """The room that makes, answers and moves practices on."""
    host.refusals(REFUSALS)
    host.add_room(Practices(host))
