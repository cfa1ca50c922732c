"""Time away (``/azul away``, ``/azul back``): a person's clock stops in their games on a
server, within an allowance of days per season."""

from azul_bot.core import Host, ServerSetting
from azul_bot.features.play import Reminders

from .absence import Absences
from .away_notes import AwayNotes, AwayNotice
from .ids import AWAY_END, REFUSALS
from .setting import MAX_AWAY_DAYS, checked
from .store import allowed_days, set_allowed_days
from .time_away import TimeAway
from .words import away_days_line

AWAY_DAYS = ServerSetting("away_days", allowed_days, set_allowed_days, checked, away_days_line)


def install(host: Host) -> None:
    host.refusals(REFUSALS)
    host.add_server_setting(AWAY_DAYS)
    absences = Absences(host)
    away = host.add_room(TimeAway(host, absences, host.room(Reminders)))
    host.on_timer(AWAY_END, away.away_ended)
    host.turn_hooks.on_absent(absences.away_now)
    host.turn_hooks.on_paused(AWAY_END, absences.away_movers)
    host.turn_hooks.on_noted(absences.notes)
    host.on_notice(AwayNotice, AwayNotes(host).away_note)
