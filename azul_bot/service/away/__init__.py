"""Time away (``/azul away``, ``/azul back``): a person's clock stops in their games on a
server, within an allowance of days per season (``absence``: who is away; ``rules``;
``time_away`` does what a command or an away's end does; ``away_notes``: what the channel is
told); ``install`` plugs it in. What the front end uses of it is named here."""

from .absence import AWAY, MAX_DAYS, Allowance, CameBack, WentAway
from .away_notes import AwayNote
from .time_away import TimeAway

__all__ = ["AWAY", "MAX_DAYS", "Allowance", "AwayNote", "CameBack", "TimeAway", "WentAway"]
