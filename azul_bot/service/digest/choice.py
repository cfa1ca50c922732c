"""A person chooses how they are told of their turns (``/azul notify``): a direct message each
turn, one a day (the digest, at a time of their zone), or a ping in the channel. One way at a
time: choosing one turns the other off, and the answer says so."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.store import StoreError

from ..delivery.messages import DigestCheck
from ..delivery.ports import DmTried
from ..house import House
from ..refusals import BadInput, Refusal
from ..settings.preferences import Preferences
from .times import next_digest, parse_time
from .zones import offset_minutes, suggested_zones, zone_named, zone_of


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


class DigestChoice:
    def __init__(self, house: House, preferences: Preferences) -> None:
        self._house = house
        self._preferences = preferences

    async def digest(self, user_id: int, at: str, zone: str | None = None) -> DigestChosen:
        """The daily digest at the time typed (``18:00``, ``6pm``) in the zone typed (an
        IANA name; None: the zone they chose before). A bad time or zone, or none known, is
        refused and nothing is saved. A digest already sent today does not come again
        today at the new time. A direct message is sent at once, as ``/azul notify turns``
        does, to see whether it arrives."""
        house, store = self._house, self._house.store
        minutes = parse_time(at)
        name = zone_named(zone) if zone is not None else None
        before = await house.read(store.digest(user_id))
        if name is None:
            if before is None or before.zone is None:
                raise BadInput(Refusal.TIMEZONE_NEEDED)
            name = before.zone
        sent_on = before.sent_on if before is not None else None
        due = next_digest(minutes, zone_of(name), house.clock.now(), after_day=sent_on)
        turns_were_on = await house.read(store.notify_pref(user_id))
        await house.stored(store.set_digest(user_id, at=minutes, zone=name, due_at=due))
        house.dm_wish_changed(user_id)
        tried = await self._preferences.check_dms(user_id, DigestCheck())
        return DigestChosen(minutes, name, due, tried, turns_were_on)

    async def turns(self, user_id: int, on: bool) -> TurnsChosen:
        """A direct message each turn (``on``), or a ping in the channel (the default, and
        ``/azul notify off``); the daily digest is off either way."""
        before = await self._house.read(self._house.store.digest(user_id))
        tried = await self._preferences.notify(user_id, on)
        return TurnsChosen(tried, before is not None and before.on)

    async def zones(self, user_id: int, typed: str, locale: str | None) -> list[ZoneChoice]:
        """The time zones to offer for what was typed so far: with nothing typed, the zone
        the person chose before, then those their Discord ``locale`` most likely means."""
        try:
            before = await self._house.store.digest(user_id)
        except StoreError:  # a suggestion never fails for want of the person's last zone
            before = None
        first = before.zone if before is not None else None
        now = self._house.clock.now()
        names = suggested_zones(typed, locale, first)
        return [ZoneChoice(name, offset_minutes(name, now)) for name in names]
