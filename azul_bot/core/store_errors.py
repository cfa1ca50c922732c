"""What the store's refusals mean to the user: each is turned into a service error here and
nowhere else.

A version clash means the game moved on between reading it and storing the change (a double
click, a timer, another process first): nothing was stored, so the user is told the turn is
stale. A storage failure means the database cannot be used right now: the user is told to try
again (the store logs the outage itself, once, when it starts; ``azul_bot.core.db.outage``).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from azul_bot.core.db import StoreUnavailable, VersionConflict

from .refusals import Refusal, StaleTurn, Unavailable

log = logging.getLogger("azul.service")

CANNOT_SAVE = Refusal.CANNOT_SAVE
CANNOT_READ = Refusal.CANNOT_READ

GAME_CHANGED = Refusal.GAME_CHANGED
TABLE_MOVED_ON = Refusal.TABLE_MOVED_ON


@contextmanager
def stale_on_clash(
    reason: Refusal | str = GAME_CHANGED, message_id: int | None = None
) -> Iterator[None]:
    """A change stored against a version the game has left becomes ``StaleTurn(reason)``;
    ``message_id`` is the table's latest message, for the clicker to find."""
    try:
        yield
    except VersionConflict:
        raise StaleTurn(reason, message_id) from None


def called(query: object) -> str:
    """The store call a coroutine runs, for the debug log (``SqliteStore.get_game``)."""
    return getattr(query, "__qualname__", type(query).__name__)


@contextmanager
def unavailable_on_outage(reason: Refusal, doing: str) -> Iterator[None]:
    """A storage failure while ``doing`` something (for the debug log) becomes
    ``Unavailable(reason)`` (``CANNOT_SAVE`` or ``CANNOT_READ``); the details are in the
    store's log."""
    try:
        yield
    except StoreUnavailable:
        log.debug("%s failed", doing)
        raise Unavailable(reason) from None
