"""How a person asked to be told of their turns (``/azul notify``), as far as their DMs (not
known closed) allow.

A player on the daily digest is told of their turns once a day, so their turns neither ping
them nor send a DM (a post names them); a reminder, when their time is running out, still
comes by DM. A player whose DMs Discord refuses for good is remembered as such, and pinged in
the channel without a try until ``/azul notify`` reaches them again.
"""

from __future__ import annotations

from enum import Enum

from azul_bot.core import Host, Memo, SeatNote, movers
from azul_bot.core.db import GameRecord
from azul_bot.engine import Game

from . import store as digests

IN_DIGEST = "in_digest"
"""How a post names a person told of their games once a day (``SeatNote.how``): not pinged."""


class Wish(Enum):
    """How a person asked to be told of their turns (and their DMs are not known closed)."""

    CHANNEL = "channel"
    """Pinged in the game's channel (the default)."""
    TURNS = "turns"
    """A direct message each turn, and the reminders by direct message."""
    DIGEST = "digest"
    """One direct message a day listing their games; named, not pinged, in the channel;
    the reminders by direct message."""


class Wishes:
    """People's wishes, read from the store and kept a while."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._wanted: Memo[int, Wish] = Memo()
        """Per person: how they asked to be told of their turns, as far as their DMs (not
        known closed) allow."""

    async def wish(self, user_id: int) -> Wish:
        """How the person asked to be told of their turns: by direct message each turn, or
        once a day (the digest), or in the channel; the channel when Discord refused them a
        direct message for good since they last ran ``/azul notify``."""
        wish = self._wanted.get(user_id)
        if wish is None:
            wish = await self._stored(user_id)
            self._wanted.put(user_id, wish)
        return wish

    async def _stored(self, user_id: int) -> Wish:
        store = self._host.store
        if await store.read(digests.dms_closed_at(user_id)) is not None:
            return Wish.CHANNEL
        digest = await store.read(digests.read_digest(user_id))
        if digest is not None and digest.on:
            return Wish.DIGEST
        return Wish.TURNS if await store.read(digests.notify_pref(user_id)) else Wish.CHANNEL

    def changed(self, user_id: int) -> None:
        """The person's wish or the state of their DMs was stored anew: read it again."""
        self._wanted.pop(user_id)

    # ------------------------------------------------------------------ what the host asks

    async def by_dm(self, user_id: int, *, reminder: bool) -> bool:
        """Told by direct message: each turn when they asked for that, a ``reminder`` also
        when they are on the digest."""
        wish = await self.wish(user_id)
        return wish is Wish.TURNS or (reminder and wish is Wish.DIGEST)

    async def refused(self, user_id: int) -> None:
        """Discord refused the person a direct message for good: kept, so their notices
        ping them in the channel, untried, until ``/azul notify`` reaches them again."""
        self._wanted.put(user_id, Wish.CHANNEL)
        await self._host.store.write(digests.set_dms_closed(user_id, self._host.clock.now()))

    async def notes(self, record: GameRecord, game: Game) -> dict[int, SeatNote]:
        """The seats to move whose person is told of their turns by their daily digest:
        named, not pinged, and sent no direct message."""
        if game.is_over:
            return {}
        seats = [record.seats[position] for position in movers(game)]
        people = {s.position: s.user_id for s in seats if s.stand_in is None and s.user_id}
        return {
            position: SeatNote(IN_DIGEST)
            for position, user_id in people.items()
            if await self.wish(user_id) is Wish.DIGEST
        }
