"""The announcement outbox: notices stored with their change, claimed under a lease. (Part of
the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from typing import Any, Protocol

from ..records import Announcement


class OutboxStore(Protocol):
    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        """Up to ``limit`` due entries in id order, at most one per game: an entry is
        eligible only as its game's oldest undelivered one, so a game's announcements post
        in order. Each returned entry is leased until ``now + lease``: no claimer gets it
        again before then, and after it (its claimer died mid-post) it is due again. Two
        concurrent claimers never get the same entry."""
        ...

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        """The entry was posted: it leaves the outbox. With ``set_message`` the game's
        ``message_id`` becomes ``message_id`` in the same transaction. An entry that is no
        longer in the outbox (another claimer finished it) is left alone."""
        ...

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        """Posting failed: attempts + 1, due again at ``at``, ``error`` kept for the logs."""
        ...

    async def note_announcement(self, announcement_id: int, payload: dict[str, Any]) -> None:
        """What an attempt did that a retry must not do again (a direct message that went
        out before the post failed): the entry's payload becomes ``payload``. An entry no
        longer in the outbox is left alone."""
        ...

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        """Given up (e.g. the channel is gone): never claimed again and no longer holding
        back the game's later entries; kept with ``error`` for the logs."""
        ...

    async def pending_announcements(self, game_id: int) -> int:
        """The game's undelivered entries, claimed or not (dropped ones not counted)."""
        ...

    async def release_claims(self) -> None:
        """For a single process starting up: every claimed outbox entry and timer is due at
        once (its claimer is dead). Entries waiting for a retry keep their time."""
        ...
