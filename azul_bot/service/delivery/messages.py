"""What a post says: facts, never a sentence. The service fills them in; the words are made
in ``azul_bot.words.channel``, in the reader's language, when the post is sent.

Names in these facts are made safe for chat text (``names.safe_name``); a user id is a
mention only where the post's ``mentions`` allow it to ping.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.engine import Event, Game

from ..tournaments.messages import (
    SignupMessage,
    TableOpened,
    TooFewPlayers,
    TournamentCancelled,
    TournamentStandings,
)
from ..views import SeatView


@dataclass(frozen=True)
class LobbyMessage:
    """The lobby: who sits where (the host in seat ``host``), out of ``most`` seats; a game
    takes at least ``least``; the wall it plays (``variant``: a ``Variant.code``)."""

    seats: tuple[SeatView, ...]
    host: int | None
    least: int
    most: int
    variant: str = "classic"
    away: tuple[tuple[int, float], ...] = ()
    """The seats whose person is away (``/azul away``), each with when they are back."""
    finished: tuple[tuple[int, int], ...] = ()
    """The seats whose person has played enough games to say it, each with the share of
    their games they finished (whole percent)."""
    min_finished: int | None = None
    """The least share of finished games (percent) a person needs to join; None: none."""


@dataclass(frozen=True)
class LobbyStarted:
    """The lobby message once its game has started (the game is posted below it)."""


EVERYBODY_LEFT = "everybody_left"
EXPIRED = "expired"


@dataclass(frozen=True)
class LobbyClosed:
    """A lobby that closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""

    why: str


@dataclass(frozen=True)
class RanOut:
    """The player in ``seat`` ran out of time: a computer of ``level`` played their turn (or
    on a grey wall, ``placed`` their tiles), or takes their seat ``for_good``."""

    seat: int
    level: str
    for_good: bool
    placed: bool = False


RATED = "rated"
COACHED = "coached"
TOO_FEW = "too_few"
NOT_COUNTED = "not_counted"
"""How a finished game counts: ``RATED``, or unrated as a hint was used (``COACHED``),
fewer than two people played (``TOO_FEW``) or its tournament does not count
(``NOT_COUNTED``)."""

PINGED = "pinged"
TOLD_BY_DM = "told_by_dm"
COMPUTER_PLAYS = "computer"
STAND_IN_PLAYS = "stand_in"
WAITING = "waiting"
"""A person still placing on a grey wall, pinged already when the tiling began."""
IN_DIGEST = "in_digest"
"""A person told of their games once a day (their daily digest): named, not pinged."""
AWAY = "away"
"""A person to move who is away (``/azul away``): their turn waits, nobody is pinged."""


@dataclass(frozen=True)
class NextUp:
    """Who moves next, said under the latest turn message: the person in ``seat`` is
    ``PINGED`` (``user_id``) or was ``TOLD_BY_DM`` (a direct message reached them before
    the table was posted); a computer plays the seat
    (``COMPUTER_PLAYS``), or plays it for its person (``STAND_IN_PLAYS``); or the person is
    ``AWAY`` ``until`` then."""

    seat: int
    how: str
    user_id: int | None = None
    until: float | None = None


@dataclass(frozen=True)
class Told:
    """A move told before the latest one of a turn message (folded in: the moves played
    since the previous table message): its whole story and the scores before it."""

    events: tuple[Event, ...]
    scores_before: tuple[int, ...]


@dataclass(frozen=True)
class RatingChange:
    """The displayed rating of the person in ``seat`` before and after the game."""

    seat: int
    before: int
    after: int


@dataclass(frozen=True)
class TurnMessage:
    """A turn of the game: ``game`` as it is after ``events`` (the move's whole story, with
    the scores before it), or the game's first table when ``events`` is None. For a
    finished game, ``rating`` says how it counts and ``thanks`` who is thanked."""

    seats: tuple[SeatView, ...]
    game: Game
    events: tuple[Event, ...] | None
    scores_before: tuple[int, ...] | None = None
    ran_out: RanOut | None = None
    rating: str | None = None
    next_up: NextUp | None = None
    thanks: tuple[int, ...] = ()
    to_place: tuple[NextUp, ...] = ()
    """Grey wall tiling: the players who still choose where their tiles go, each as their
    ``NextUp`` (pinged, told by DM, or a computer placing)."""
    said: str | None = None
    """The text a notice stored by an older version holds: said as it is, instead of the
    story."""
    earlier: tuple[Told, ...] = ()
    """The moves since the previous table message, before ``events`` (computers' moves
    and the move before them, told in one message)."""
    deadline: float | None = None
    """When the turn's time runs out (UNIX seconds); None without a limit."""
    last_round: bool = False
    """Some wall row is sure to be complete when this round ends: the game ends with it."""
    ratings: tuple[RatingChange, ...] = ()
    """A rated game's end: how each person's rating moved."""


@dataclass(frozen=True)
class RanOutNote:
    """A player ran out of time while computers play on: said at once; the stand-in's move
    is told with the computers' in the next table message."""

    seat: SeatView
    ran_out: RanOut


@dataclass(frozen=True)
class AwayNote:
    """The person in ``seat``, whose turn it is, is away until ``until`` (their clock is
    stopped meanwhile), or is back (``until`` None) and their turn's time runs out at
    ``deadline`` (None: no limit). Nobody is pinged."""

    seat: SeatView
    until: float | None
    deadline: float | None = None


@dataclass(frozen=True)
class Resigned:
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""

    seat: SeatView
    level: str


NOBODY_LEFT = "nobody_left"
BY_HOST = "by_host"


@dataclass(frozen=True)
class GameAborted:
    """A game (``running``) or a lobby ended unplayed: ``BY_HOST`` (the host, or someone
    who may manage the channel: ``by``), or ``NOBODY_LEFT`` (every person resigned)."""

    why: str
    running: bool
    by: str | None = None
    earlier: tuple[Told, ...] = ()
    """The moves played since the last table message (computers'), told before the end,
    by the ``seats`` that made them."""
    seats: tuple[SeatView, ...] = ()


@dataclass(frozen=True)
class RematchInvitation:
    """The people invited to a rematch's lobby (pinged)."""

    user_ids: tuple[int, ...]


@dataclass(frozen=True)
class Reminder:
    """It is still ``user_id``'s turn; a stand-in plays it at ``deadline`` (UNIX seconds;
    None: the turn has no limit). By direct message, ``link`` leads to the table."""

    user_id: int
    deadline: float | None
    link: str | None = None


@dataclass(frozen=True)
class PlaceYourTiles:
    """The direct message of a player who asked to be told of their turn that way: the
    round ended on a grey wall and they choose where their tiles go."""

    link: str


@dataclass(frozen=True)
class YourTurn:
    """The direct message of a player who asked to be told of their turn that way: a
    ``link`` to the latest table message, the ``round``, and when the turn's time runs out
    (``deadline``, UNIX seconds; None without a limit)."""

    link: str
    round: int | None = None
    deadline: float | None = None


@dataclass(frozen=True)
class NotifyCheck:
    """The direct message ``/azul notify`` sends at once: the player's turns are told here
    from now on (that it arrives is what the command answers)."""


@dataclass(frozen=True)
class WaitingGame:
    """A game waiting on the reader of a digest: a ``link`` to its channel, its ``seats``
    (the reader's is ``seat``; the others are named), when the reader's time runs out
    (``deadline``, UNIX seconds; None without a limit)."""

    link: str
    seats: tuple[SeatView, ...]
    seat: int
    deadline: float | None = None


@dataclass(frozen=True)
class DailyDigest:
    """A person's daily direct message: the ``games`` waiting on them in every server,
    the nearest deadline first, and how many ``more`` than those listed."""

    games: tuple[WaitingGame, ...]
    more: int = 0


@dataclass(frozen=True)
class DigestCheck:
    """The direct message ``/azul notify digest`` sends at once: the digest comes here
    (that it arrives is what the command answers)."""


@dataclass(frozen=True)
class Said:
    """A notice stored by an older version, which holds its own text: posted as it is."""

    text: str


@dataclass(frozen=True)
class SeasonPlace:
    """A person among a season's best: their place on its ladder (None: not ranked), their
    ``name`` made safe for chat text and as they typed it (``drawn``, for the picture), their
    season's rating and games, and the share of their games they finish (None: too few)."""

    rank: int | None
    name: str
    drawn: str
    rating: int
    games: int
    finished_share: float | None = None


@dataclass(frozen=True)
class SeasonStandings:
    """Season ``number`` of the server's ladder ended (UNIX seconds ``starts_at`` to
    ``ends_at``): its ``top`` ten, how many people it ``ranked`` (``ranked_games`` rated games
    or more), its ``games`` (``grey_games`` of them on the grey wall), who finished the most
    (``busiest``), and when the season after it ends (None: the server keeps no season now)."""

    number: int
    starts_at: float
    ends_at: float
    top: tuple[SeasonPlace, ...]
    ranked: int
    ranked_games: int
    games: int
    grey_games: int
    busiest: SeasonPlace | None
    next_ends_at: float | None


Message = (
    LobbyMessage
    | LobbyStarted
    | LobbyClosed
    | TurnMessage
    | RanOutNote
    | AwayNote
    | Resigned
    | GameAborted
    | RematchInvitation
    | Reminder
    | YourTurn
    | PlaceYourTiles
    | NotifyCheck
    | DailyDigest
    | DigestCheck
    | SeasonStandings
    | Said
    | SignupMessage
    | TooFewPlayers
    | TableOpened
    | TournamentStandings
    | TournamentCancelled
)
