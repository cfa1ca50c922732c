"""How a person is told of their turns (``/azul notify``): a direct message each turn, a
ping in the channel, or the daily digest: one direct message a day, at the time a person
chose in their time zone, listing every game waiting on them across servers."""

from azul_bot.core import Host

from .choice import NotifyCheck, NotifyChoice
from .ids import DIGEST, NONCES, REFUSALS
from .sending import DigestSender
from .waiting import DailyDigest
from .wishes import Wishes


def install(host: Host) -> None:
    host.refusals(REFUSALS)
    host.nonces(NONCES)
    wishes = Wishes(host)
    host.direct_messages(wishes)  # the host asks nobody else who is told by direct message
    host.turn_hooks.on_noted(wishes.notes)
    host.add_room(NotifyChoice(host, wishes))
    sender = DigestSender(host)
    host.on_boundary(DIGEST, sender.send)
    host.on_post(DIGEST, sender.post)
