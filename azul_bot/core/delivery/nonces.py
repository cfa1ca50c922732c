"""The nonces the bot's messages are sent with: every one is made here, by ``nonce``.

Discord keeps a message's nonce for a few minutes and, asked to (``enforce_nonce``), answers
the same nonce again with the message it already made. So a retry after a crash (the outbox
leases a notice for 30 s, then it is due again) gives back the message sent rather than a
second one, provided the retry makes the same nonce: a nonce is made from what is stored,
never from memory — the id of the row that asked for the message (an announcement's, a
timer's) and, for one of several messages of that row, the seat it is for. A prefix per kind
of message (each feature declares its own) keeps apart an announcement and a timer of the
same id.

At most 25 characters (Discord's limit). The prefixes are those older versions sent, so a
message sent just before an upgrade is still matched after it.
"""

from __future__ import annotations

import secrets
from enum import Enum

LIMIT = 25
"""Discord's longest nonce."""


class Nonce(Enum):
    """A kind of message, by its nonce's prefix."""

    POST = "azul"


def nonce(kind: Nonce | str, row: int | None = None, *, seat: int | None = None) -> str:
    """The nonce of a ``kind`` of message (the host's, or a prefix a feature declares:
    ``Host.nonces``) asked for by ``row`` (an id), for ``seat`` when the row asks for one
    per seat; without a row, a random one (a message never retried)."""
    prefix = kind.value if isinstance(kind, Nonce) else kind
    made = prefix + (secrets.token_hex(8) if row is None else str(row))
    if seat is not None:
        made += f"s{seat}"
    if len(made) > LIMIT:
        raise ValueError(f"nonce {made!r} is longer than Discord's {LIMIT} characters")
    return made
