"""Play: a running game, from the first move to its end."""

from azul_bot.core import COMPUTER, REMINDER, TIMEOUT, Host
from azul_bot.features.settings import ConfirmWish, Preferences

from .autoplay import Autoplay
from .choices import (
    MAX_VALUE,
    Choice,
    ColorChoice,
    LineChoice,
    SourceChoice,
    bounded,
    color_choices,
    color_value,
    line_choices,
    line_value,
    parse_color,
    parse_line,
    parse_move,
    parse_source,
    picked_move,
    source_choices,
    source_value,
)
from .endings import Endings
from .ids import NONCES, REFUSALS
from .placing import ColumnChoice, Placing, PlacingView
from .queries import GameQueries, MovesView
from .reminders import Reminders
from .series import Series
from .turn_announcer import TurnAnnouncer, turn_deadline
from .turn_messages import (
    BY_HOST,
    COACHED,
    COMPUTER_PLAYS,
    NOT_COUNTED,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    WAITING,
    GameAborted,
    LobbyStarted,
    NextUp,
    PlaceYourTiles,
    PlacingControls,
    RanOut,
    RanOutNote,
    RatingChange,
    RematchControls,
    Reminder,
    Resigned,
    Told,
    TurnControls,
    TurnMessage,
    YourTurn,
)
from .turn_notices import OLD_TEXT, AbortedNotice, ResignedNotice, TurnNotice, turn_notice
from .turns import Turns
from .views import Aborted, CurrentTurn, HintView, TableView, Turn, table_view

# Last: the words read the names above from this package.
from .words.coach import describe_advice  # noqa: E402
from .words.pickers import (  # noqa: E402
    color_label,
    line_label,
    move_said,
    placement_parts,
    source_button_label,
    source_from,
)


def install(host: Host) -> None:
    """Its rooms (turns, the grey wall's placing, the questions asked of a running game, how
    a game ends early), what a turn's timers do, how its notices are posted, and what a
    deleted channel ends."""
    host.nonces(NONCES)
    host.refusals(REFUSALS)
    series = host.add_room(Series())
    announcer = TurnAnnouncer(host, series)
    turns = host.add_room(Turns(host, announcer))
    host.add_room(Placing(host, turns))
    host.add_room(GameQueries(host, series))
    endings = host.add_room(Endings(host))
    reminders = host.add_room(Reminders(host))
    autoplay = Autoplay(host, turns, reminders)
    host.on_timer(COMPUTER, autoplay.computer_move)
    host.on_timer(TIMEOUT, autoplay.computer_move)
    host.on_timer(REMINDER, autoplay.remind)
    host.on_notice(TurnNotice, announcer.turn)
    host.on_notice(AbortedNotice, announcer.aborted)
    host.on_notice(ResignedNotice, announcer.remark)
    host.on_notice(OLD_TEXT, announcer.remark)
    host.turn_hooks.on_channel_gone(endings.channel_gone)
