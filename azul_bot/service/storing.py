"""What the host says when the store refuses: each refusal is turned into a service error here
and nowhere else.

A version clash means the game moved on between reading it and storing the change (a double
click, a timer, another process first): nothing was stored, so the user is told the turn is
stale. A storage failure means the database cannot be used right now: the user is told to try
again (the store logs the outage itself, once, when it starts; ``azul_bot.store.outage``).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from azul_bot.store import StoreUnavailable, VersionConflict

from .errors import StaleTurn, Unavailable

log = logging.getLogger("azul.service")

CANNOT_SAVE = "The bot cannot save right now; please try again shortly. Nothing was changed."
CANNOT_READ = "The bot cannot read its games right now; please try again shortly."

LOBBY_CHANGED = "The lobby changed meanwhile; please try again."
GAME_CHANGED = "The game changed meanwhile; please try again."
TABLE_MOVED_ON = "The table has moved on since; nothing was played."


@contextmanager
def stale_on_clash(said: str = GAME_CHANGED, message_id: int | None = None) -> Iterator[None]:
    """A change stored against a version the game has left becomes ``StaleTurn(said)``;
    ``message_id`` is the table's latest message, for the clicker to find."""
    try:
        yield
    except VersionConflict:
        raise StaleTurn(said, message_id) from None


@contextmanager
def unavailable_on_outage(said: str, doing: str) -> Iterator[None]:
    """A storage failure while ``doing`` something becomes ``Unavailable(said)``: one plain
    sentence for the user (``CANNOT_SAVE`` or ``CANNOT_READ``), the details in the store's log."""
    try:
        yield
    except StoreUnavailable:
        log.debug("%s failed", doing)
        raise Unavailable(said) from None
