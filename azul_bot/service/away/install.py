"""Time away installs itself: its room (``/azul away``, ``/azul back``), the end of a time
away (a game's ``AWAY_END`` timer), who is away (a lobby shows them, the digest skips their
server), the seats whose turn waits for them (their clock stopped, named rather than pinged),
and the notice said in a game's channel."""

from __future__ import annotations

from .. import deadlines
from ..play.reminders import Reminders
from ..plugs import Plugs
from .absence import Absences
from .away_notes import AwayNotes, AwayNotice
from .time_away import TimeAway


def install(plugs: Plugs) -> None:
    house = plugs.house
    absences = Absences(house)
    away = plugs.room(
        TimeAway(house, absences, plugs.find(Reminders)),
        name="away",
        offers=("go_away", "come_back", "away_ended"),
    )
    plugs.offer("away_allowance", away.allowance)
    plugs.on_timer(deadlines.AWAY_END, away.away_ended)
    plugs.on_away(absences.away_now)
    plugs.on_paused(absences.away_movers)
    plugs.on_noted(absences.notes)
    plugs.on_notice(AwayNotice, AwayNotes(house).away_note)
