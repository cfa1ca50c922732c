"""The game host, with no Discord in it: lobbies, seats, turns, locks, stale-click checks,
the announcement outbox and the ``Publisher`` interface the front end implements.

Takes plain ids and values and returns plain results (facts: codes, names, numbers, events,
image bytes, choices), never a sentence; ``azul_bot.cogs`` turns those into Discord replies in
the reader's language, start-up turns ``Post`` into messages. Everything the front end uses
is imported from this package, never from the modules below. By feature:

- ``lobby/``: a game's seats before it starts (join, leave, computers, the start), rematches;
- ``play/``: turns, the grey wall's placing, typed choices, the table as one sees it, the
  computers and the coach, what a due timer does (``autoplay``), how a game ends early;
- ``delivery/``: notices, the outbox and the announcer, posts, direct messages, nonces, the
  ``Publisher`` port, and the timers (``deadlines`` set them, ``timers`` fires them);
- ``results/``: a finished game's ratings, the ladder and stats, history and replays;
- ``settings/``: a server's rules for its games, players' preferences;
- ``away/``: time away, a person's clock stopped in their games within an allowance;
- ``tournaments/``: tournaments, their pure core (pairing, points, standings) and the rooms
  that make them a feature (sign-up, rounds, tables, drops, posts);
- ``seasons/``: a server's ladder by month or quarter: the season a game counts in, the roll
  at a season's end and its standings' post, the season ladder;
- shared by them all, here: ``host`` (``GameService``, the one face), ``house`` (what the
  rooms share), ``views`` (the plain results returned), ``refusals`` (why not), ``seats``
  (who may act), ``threads`` (a channel's games in threads), ``names``, ``clock``,
  ``options``, ``cache``, ``pictures`` (where tables are drawn), ``store_errors`` (what the
  store's failures mean to the user).
"""

from azul_bot.engine import Game, Move
from azul_bot.store import Backlog, GuildSettings

from .away.facts import MAX_DAYS as MAX_AWAY_ASKED
from .away.facts import Allowance, CameBack, WentAway
from .clock import Clock, ManualClock, SystemClock
from .delivery.ports import (
    ChannelGone,
    DmsClosed,
    DmTried,
    LobbyControls,
    MessageGone,
    PlacingControls,
    Post,
    Publisher,
    PublishError,
    RematchControls,
    TurnControls,
)
from .host import GameService
from .lobby.lobby import random_game
from .names import clipped, safe_name
from .options import FLUSH_TIMEOUT, Renderer, ServiceOptions
from .play.choices import (
    MAX_VALUE,
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
from .play.computers import LEVELS, Thinkers
from .play.placing import ColumnChoice, PlacingView
from .refusals import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotAllowed,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    Refusal,
    ServiceError,
    StaleTurn,
    Unavailable,
    WrongPhase,
)
from .results.history import FinishedGame, HistoryView, MovesView, ReplayView, RunningGame, Standing
from .seasons.ladder import SeasonChoice, SeasonLadderView
from .settings.preferences import CONFIRM_BY_DEFAULT, ConfirmWish
from .settings.server import MAX_AWAY_DAYS, SEASON_PERIODS, SERVER_LANGUAGES, UNSETTABLE
from .threads import GamesInThreads, ThreadGame
from .tournaments.messages import SignupControls
from .tournaments.room import (
    BACK,
    JOINED,
    LEFT,
    WITHDREW,
    Entry,
    StandingsView,
    TournamentChoice,
    TournamentView,
)
from .views import (
    Aborted,
    Choice,
    ColorChoice,
    CurrentTurn,
    HintView,
    LeaderboardView,
    LineChoice,
    LobbyView,
    PlayerLine,
    ReliabilityLine,
    SeatView,
    SourceChoice,
    StatsView,
    TableView,
    Turn,
)

__all__ = [
    "clipped",
    "Backlog",
    "Allowance",
    "CameBack",
    "MAX_AWAY_ASKED",
    "WentAway",
    "FinishedGame",
    "GuildSettings",
    "HistoryView",
    "MovesView",
    "ReplayView",
    "RunningGame",
    "Standing",
    "FLUSH_TIMEOUT",
    "SERVER_LANGUAGES",
    "SEASON_PERIODS",
    "UNSETTABLE",
    "MAX_AWAY_DAYS",
    "Renderer",
    "Aborted",
    "AlreadySeated",
    "BadInput",
    "ChannelGone",
    "DmsClosed",
    "DmTried",
    "ColumnChoice",
    "PlacingControls",
    "PlacingView",
    "Choice",
    "Clock",
    "ColorChoice",
    "CONFIRM_BY_DEFAULT",
    "ConfirmWish",
    "CurrentTurn",
    "Game",
    "GameExists",
    "GameService",
    "GamesInThreads",
    "HintView",
    "IllegalMoveError",
    "LeaderboardView",
    "LineChoice",
    "LobbyControls",
    "LobbyFull",
    "LobbyView",
    "MAX_VALUE",
    "ManualClock",
    "MessageGone",
    "Move",
    "LEVELS",
    "NoGame",
    "NotAllowed",
    "NotEnoughPlayers",
    "NotHost",
    "NotInGame",
    "NotYourTurn",
    "PlayerLine",
    "ReliabilityLine",
    "Post",
    "PublishError",
    "Publisher",
    "Refusal",
    "RematchControls",
    "SeasonChoice",
    "SeasonLadderView",
    "SeatView",
    "ServiceError",
    "ServiceOptions",
    "SourceChoice",
    "StaleTurn",
    "StatsView",
    "SystemClock",
    "TableView",
    "Turn",
    "Thinkers",
    "ThreadGame",
    "TurnControls",
    "Unavailable",
    "WrongPhase",
    "bounded",
    "color_choices",
    "color_value",
    "line_choices",
    "line_value",
    "parse_color",
    "parse_line",
    "parse_move",
    "parse_source",
    "picked_move",
    "random_game",
    "safe_name",
    "source_choices",
    "source_value",
    "BACK",
    "JOINED",
    "LEFT",
    "WITHDREW",
    "Entry",
    "SignupControls",
    "StandingsView",
    "TournamentChoice",
    "TournamentView",
]
