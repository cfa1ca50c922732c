"""How the reviewer works, where a host is told otherwise (``ServiceOptions.own``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReviewOptions:
    lease: float = 600.0
    """How long a claimed review is kept from other processes: a 4-player game's review takes
    about 15 s of one of the computers' workers, more while they are busy."""
    poll: float = 30.0
    """How often the reviewer looks for a review it was not told of: it looks when it starts
    and when a game whose review waited then has its end posted, and a reader waiting for
    one wakes it."""
    wait: float = 10.0
    """How long someone asking for a game's review waits for it, at most, before being told
    it is on its way."""
