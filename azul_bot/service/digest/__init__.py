"""How a person is told of their turns (``/azul notify``): a direct message each turn, a
ping in the channel, or the daily digest: one direct message a day, at the time a person
chose in their time zone, listing every game waiting on them across servers; ``install``
plugs it in.

``wishes`` says how each person asked to be told (the host's direct messages ask it),
``choice`` is the person's choosing (the commands), ``times`` reads the time typed and finds
the day's moment in the zone (daylight saving time included), ``zones`` names and suggests
time zones, ``waiting`` says which games wait on a person and what the message lists,
``sending`` the digest's timer and its direct message. What the front end uses of it is
named here.
"""

from .choice import DigestCheck, DigestChosen, NotifyCheck, NotifyChoice, TurnsChosen, ZoneChoice
from .waiting import DailyDigest, WaitingGame
from .wishes import IN_DIGEST

__all__ = [
    "IN_DIGEST",
    "DailyDigest",
    "DigestCheck",
    "DigestChosen",
    "NotifyCheck",
    "NotifyChoice",
    "TurnsChosen",
    "WaitingGame",
    "ZoneChoice",
]
