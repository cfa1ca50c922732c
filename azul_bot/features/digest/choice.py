"""A person chooses how they are told of their turns (``/azul notify``): a direct message each
turn, one a day (the digest, at a time of their zone), or a ping in the channel. One way at a
time: choosing one turns the other off, and the answer says so."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import (
    CANNOT_SAVE,
    BadInput,
    DmTried,
    Host,
    Message,
    nonce,
    unavailable_on_outage,
)
from azul_bot.core.db import StoreError

from . import store as digests
from .ids import NOTIFY_CHECK, TIMEZONE_NEEDED
from .times import next_digest, parse_time
from .wishes import Wishes
from .zones import offset_minutes, suggested_zones, zone_named, zone_of


@dataclass(frozen=True)
class NotifyCheck(Message):
    """The direct message ``/azul notify`` sends at once: the player's turns are told here
    from now on (that it arrives is what the command answers)."""


@dataclass(frozen=True)
class DigestCheck(Message):
    """The direct message ``/azul notify digest`` sends at once: the digest comes here
    (that it arrives is what the command answers)."""


@dataclass(frozen=True)
class DigestChosen:
    """The digest comes at ``at`` minutes after midnight in ``zone``, the next one at
    ``next_at`` (UNIX seconds); ``tried``: what became of the direct message sent at once;
    ``turns_were_on``: the person's direct message each turn was on, and is off now."""

    at: int
    zone: str
    next_at: float
    tried: DmTried
    turns_were_on: bool


@dataclass(frozen=True)
class TurnsChosen:
    """What ``/azul notify turns`` or ``off`` did: ``tried``, what became of the direct
    message sent at once (None: turned off, nothing sent); ``digest_was_on``: the daily
    digest was on, and is off now."""

    tried: DmTried | None
    digest_was_on: bool


@dataclass(frozen=True)
class ZoneChoice:
    """A time zone offered to the person, with its offset from UTC now (minutes)."""

    name: str
    offset: int


class NotifyChoice:
    """What ``/azul notify`` chooses: turns by direct message, the daily digest, or off."""

    def __init__(self, host: Host, wishes: Wishes) -> None:
        self._host = host
        self._wishes = wishes

    async def notify(self, user_id: int, on: bool) -> DmTried | None:
        """Turn notices by direct message (``on``), or as a mention in the channel; either
        way the daily digest is off (one way of being told at a time). Asking for them sends
        one at once, and returns what became of it (``check_dms``)."""
        host = self._host
        await host.stored(host.store.write(digests.stop_digest(user_id)))
        await host.stored(host.store.write(digests.set_notify_pref(user_id, on)))
        self._wishes.changed(user_id)
        if not on:
            return None
        return await self.check_dms(user_id, NotifyCheck())

    async def check_dms(self, user_id: int, message: Message) -> DmTried:
        """Send the person ``message`` at once, to see whether their direct messages arrive,
        and return what became of it: when it arrives, DMs Discord refused before are open
        again; when they are refused now, that is kept (turns ping the player in the channel
        until they ask again)."""
        host = self._host
        # Unique for each try: Discord would answer a repeated nonce with the old message.
        check = nonce(NOTIFY_CHECK)
        with unavailable_on_outage(CANNOT_SAVE, "noting whether DMs arrive"):
            tried = await host.letters.send(user_id, message, nonce=check)
            if tried is DmTried.ARRIVED:
                await host.store.write(digests.set_dms_closed(user_id, None))
        self._wishes.changed(user_id)
        return tried

    async def digest(self, user_id: int, at: str, zone: str | None = None) -> DigestChosen:
        """The daily digest at the time typed (``18:00``, ``6pm``) in the zone typed (an
        IANA name; None: the zone they chose before). A bad time or zone, or none known, is
        refused and nothing is saved. A digest already sent today does not come again
        today at the new time. A direct message is sent at once, as ``/azul notify turns``
        does, to see whether it arrives."""
        host, store = self._host, self._host.store
        minutes = parse_time(at)
        name = zone_named(zone) if zone is not None else None
        before = await host.read(store.read(digests.read_digest(user_id)))
        if name is None:
            if before is None or before.zone is None:
                raise BadInput(TIMEZONE_NEEDED)
            name = before.zone
        sent_on = before.sent_on if before is not None else None
        due = next_digest(minutes, zone_of(name), host.clock.now(), after_day=sent_on)
        turns_were_on = await host.read(store.read(digests.notify_pref(user_id)))
        await host.stored(store.write(digests.set_digest(user_id, minutes, name, due)))
        self._wishes.changed(user_id)
        tried = await self.check_dms(user_id, DigestCheck())
        return DigestChosen(minutes, name, due, tried, turns_were_on)

    async def turns(self, user_id: int, on: bool) -> TurnsChosen:
        """A direct message each turn (``on``), or a ping in the channel (the default, and
        ``/azul notify off``); the daily digest is off either way."""
        before = await self._host.read(self._host.store.read(digests.read_digest(user_id)))
        tried = await self.notify(user_id, on)
        return TurnsChosen(tried, before is not None and before.on)

    async def zones(self, user_id: int, typed: str, locale: str | None) -> list[ZoneChoice]:
        """The time zones to offer for what was typed so far: with nothing typed, the zone
        the person chose before, then those their Discord ``locale`` most likely means."""
        try:
            before = await self._host.store.read(digests.read_digest(user_id))
        except StoreError:  # a suggestion never fails for want of the person's last zone
            before = None
        first = before.zone if before is not None else None
        now = self._host.clock.now()
        names = suggested_zones(typed, locale, first)
        return [ZoneChoice(name, offset_minutes(name, now)) for name in names]
