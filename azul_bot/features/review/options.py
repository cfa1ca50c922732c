"""How the review works, where a host is told otherwise (``ServiceOptions.own``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReviewOptions:
    wait: float = 10.0
    """How long someone asking for a game's review waits for it, at most, before being told
    it is on its way."""
