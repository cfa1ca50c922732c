"""The digest installs itself: ``/azul notify`` (turns by direct message, the daily digest,
or off), who is told by direct message (``Wishes``: the host asks nobody else) and who is
named rather than pinged for being on the digest, the digest's daily timer and its post."""

from __future__ import annotations

from ..plugs import Plugs
from .choice import NotifyChoice
from .sending import DIGEST, DigestSender
from .wishes import Wishes


def install(plugs: Plugs) -> None:
    house = plugs.house
    wishes = Wishes(house)
    plugs.direct_messages(wishes)
    plugs.on_noted(wishes.notes)
    notify = plugs.room(NotifyChoice(house, wishes), name="digests", offers=("notify",))
    plugs.offer("notify_turns", notify.turns)
    plugs.offer("notify_digest", notify.digest)
    plugs.offer("digest_zones", notify.zones)
    sender = DigestSender(house)
    plugs.on_boundary(DIGEST, sender.send)
    plugs.on_post(DIGEST, sender.post)
