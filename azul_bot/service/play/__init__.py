"""Play: a running game, from the first move to its end (``install`` plugs it in).

- ``turns``: a move checked, applied and stored with its notice and next timers;
- ``placing``: the grey wall's tiling, each player choosing a column at once;
- ``choices``: reading typed sources, colors and lines, and listing the legal ones;
- ``queries``: asking about a game without moving in it (the table, pickers, the coach);
- ``autoplay``: what a turn's due timer does (a computer moves, a reminder, a stand-in);
  ``reminders``: a reminder that it is still someone's turn;
- ``endings``: a resignation, an abort, a channel deleted;
- ``turn_messages``, ``turn_notices``, ``turn_posts``, ``turn_announcer``: what a turn's post
  says and carries, the notices stored with a move, the post made of one, and its posting
  (``folding``: which moves the next table tells; ``turn_letters``: a turn's direct
  messages); ``views``: the plain results the rooms return.

What the front end uses of play is named here, with the settings' Confirm its move picker
asks about (``ConfirmWish``, ``Preferences``).
"""

from azul_bot.features.settings import ConfirmWish, Preferences

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
from .folding import round_after
from .placing import ColumnChoice, Placing, PlacingView
from .queries import GameQueries, MovesView
from .reminders import Reminders
from .turn_announcer import turn_deadline
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
from .turn_notices import turn_notice
from .turns import Turns
from .views import Aborted, CurrentTurn, HintView, TableView, Turn, table_view

__all__ = [
    "MAX_VALUE",
    "BY_HOST",
    "COACHED",
    "COMPUTER_PLAYS",
    "NOT_COUNTED",
    "PINGED",
    "RATED",
    "STAND_IN_PLAYS",
    "TOLD_BY_DM",
    "WAITING",
    "Aborted",
    "Choice",
    "ColorChoice",
    "ColumnChoice",
    "ConfirmWish",
    "CurrentTurn",
    "Endings",
    "GameAborted",
    "GameQueries",
    "HintView",
    "LineChoice",
    "LobbyStarted",
    "MovesView",
    "NextUp",
    "PlaceYourTiles",
    "Placing",
    "PlacingControls",
    "PlacingView",
    "Preferences",
    "RanOut",
    "RanOutNote",
    "RatingChange",
    "RematchControls",
    "Reminder",
    "Reminders",
    "Resigned",
    "SourceChoice",
    "TableView",
    "Told",
    "Turn",
    "TurnControls",
    "TurnMessage",
    "Turns",
    "YourTurn",
    "bounded",
    "color_choices",
    "color_value",
    "line_choices",
    "line_value",
    "parse_color",
    "parse_line",
    "parse_move",
    "parse_source",
    "round_after",
    "picked_move",
    "source_choices",
    "source_value",
    "table_view",
    "turn_deadline",
    "turn_notice",
]
