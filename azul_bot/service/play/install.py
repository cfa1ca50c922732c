"""Play installs itself: its rooms (turns, the grey wall's placing, the questions asked of a
running game, how a game ends early), what a turn's timers do, how its notices are posted,
and what a deleted channel ends."""

from __future__ import annotations

from .. import deadlines
from ..plugs import Plugs
from .autoplay import Autoplay
from .endings import Endings
from .placing import Placing
from .queries import GameQueries
from .reminders import Reminders
from .turn_announcer import TurnAnnouncer
from .turn_notices import OLD_TEXT, AbortedNotice, ResignedNotice, TurnNotice
from .turns import Turns


def install(plugs: Plugs) -> None:
    house = plugs.house
    announcer = TurnAnnouncer(house)
    turns = plugs.room(Turns(house, announcer), name="turns", offers=("play", "play_seat"))
    plugs.room(Placing(house, turns), name="tiling", offers=("placing", "place"))
    plugs.room(
        GameQueries(house),
        name="queries",
        offers=(
            "board",
            "turn",
            "current_turn",
            "was_played",
            "sources",
            "colors",
            "lines",
            "hint",
            "replay",
            "moves_so_far",
        ),
    )
    endings = plugs.room(
        Endings(house),
        name="endings",
        offers=("check_resign", "resign", "check_abort", "abort"),
    )
    reminders = plugs.room(Reminders(house), name="reminders")
    autoplay = Autoplay(house, turns, reminders)
    plugs.on_timer(deadlines.COMPUTER, autoplay.computer_move)
    plugs.on_timer(deadlines.TIMEOUT, autoplay.computer_move)
    plugs.on_timer(deadlines.REMINDER, autoplay.remind)
    plugs.on_notice(TurnNotice, announcer.turn)
    plugs.on_notice(AbortedNotice, announcer.aborted)
    plugs.on_notice(ResignedNotice, announcer.remark)
    plugs.on_notice(OLD_TEXT, announcer.remark)
    plugs.on_channel_gone(endings.channel_gone)
