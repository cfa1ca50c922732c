"""Time away said in a game's channel: the person to move went away (their clock stopped)
or came back, pinging nobody; the notice their change stores, and its post."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from azul_bot.core import (
    GameNotice,
    Host,
    Message,
    Nonce,
    SeatView,
    encode,
    nonce,
    seat_views,
)
from azul_bot.core.db import Announcement, GameRecord, GameStatus, Notice
from azul_bot.features.play import turn_deadline


@dataclass(frozen=True)
class AwayNote(Message):
    """The person in ``seat``, whose turn it is, is away until ``until`` (their clock is
    stopped meanwhile), or is back (``until`` None) and their turn's time runs out at
    ``deadline`` (None: no limit). Nobody is pinged."""

    seat: SeatView
    until: float | None
    deadline: float | None = None


@dataclass(frozen=True)
class AwayNotice(GameNotice):
    """The person in ``seat``, whose turn it is, went away until ``until`` (their clock
    stops), or came back (``until`` None: it runs again)."""

    kind: ClassVar[str] = "away"
    seat: int
    until: float | None = None

    def payload(self) -> dict[str, Any]:
        return {"seat": self.seat, "until": self.until}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> AwayNotice:
        until = payload.get("until")
        return cls(int(payload["seat"]), None if until is None else float(until))


def away_notice(seat: int, until: float | None) -> Notice:
    """The person in ``seat``, whose turn it is, is away until ``until`` (None: is back)."""
    return encode(AwayNotice(seat, until))


class AwayNotes:
    """The handler of the away notices (``Host.on_notice``)."""

    def __init__(self, host: Host) -> None:
        self._host = host

    async def away_note(self, entry: Announcement, record: GameRecord, notice: AwayNotice) -> None:
        """Said in the channel, pinging nobody; a game that ended since says nothing."""
        store = self._host.store
        if record.status == GameStatus.RUNNING:
            deadline = await turn_deadline(store, record) if notice.until is None else None
            note = AwayNote(seat_views(record)[notice.seat], notice.until, deadline)
            await self._host.channel.say(record, note, nonce=nonce(Nonce.POST, entry.id))
        await store.complete_announcement(entry.id)
