"""What play's posts say: facts, never a sentence (the words are made in ``azul_bot.core.words``,
in the reader's language, when the post is sent), and the buttons under them.

A turn message tells a move (and those folded in before it), who moves next and how they are
told; a game that ends says how it counts. Names in these facts are made safe for chat text
(``names.safe_name``); a user id is a mention only where the post's ``mentions`` allow it to
ping.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import Controls, Message, SeatView, Told
from azul_bot.engine import Event, Game
from azul_bot.features.results import RatingChange

from .choices import SourceChoice


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


@dataclass(frozen=True)
class NextUp:
    """Who moves next, said under the latest turn message: ``TOLD_BY_DM`` means a direct message
    reached them before the table was posted; a feature may name the person rather than ping them
    (``how`` is its ``SeatNote.how``, their turn waiting ``until`` then)."""

    seat: int
    how: str
    user_id: int | None = None
    until: float | None = None


@dataclass(frozen=True)
class TurnMessage(Message):
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
    so_far: Told | None = None
    """The round before the first move told here (its events so far and the scores it began
    with): a free wall's round is tiled over several moves, and its summary tells it whole."""
    deadline: float | None = None
    """When the turn's time runs out (UNIX seconds); None without a limit."""
    last_round: bool = False
    """Some wall row is sure to be complete when this round ends: the game ends with it."""
    ratings: tuple[RatingChange, ...] = ()
    """A rated game's end: how each person's rating moved."""


@dataclass(frozen=True)
class RanOutNote(Message):
    """A player ran out of time while computers play on: said at once; the stand-in's move
    is told with the computers' in the next table message."""

    seat: SeatView
    ran_out: RanOut


@dataclass(frozen=True)
class Resigned(Message):
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""

    seat: SeatView
    level: str


NOBODY_LEFT = "nobody_left"
BY_HOST = "by_host"


@dataclass(frozen=True)
class GameAborted(Message):
    """A game (``running``) or a lobby ended unplayed: ``BY_HOST`` (the host, or someone
    who may manage the channel: ``by``), or ``NOBODY_LEFT`` (every person resigned)."""

    why: str
    running: bool
    by: str | None = None
    earlier: tuple[Told, ...] = ()
    """The moves played since the last table message (computers'), told before the end,
    by the ``seats`` that made them."""
    seats: tuple[SeatView, ...] = ()
    so_far: Told | None = None
    """The round before the first of ``earlier``, as ``TurnMessage.so_far``."""


@dataclass(frozen=True)
class Reminder(Message):
    """It is still ``user_id``'s turn; a stand-in plays it at ``deadline`` (UNIX seconds;
    None: the turn has no limit). By direct message, ``link`` leads to the table."""

    user_id: int
    deadline: float | None
    link: str | None = None
    game_id: int | None = None
    """Posted in a place where the bot is no member, it brings "Show the table"."""


@dataclass(frozen=True)
class PlaceYourTiles(Message):
    """The direct message of a player who asked to be told of their turn that way: the
    round ended on a grey wall and they choose where their tiles go."""

    link: str


@dataclass(frozen=True)
class YourTurn(Message):
    """The direct message of a player who asked to be told of their turn that way: a
    ``link`` to the latest table message, the ``round``, and when the turn's time runs out
    (``deadline``, UNIX seconds; None without a limit)."""

    link: str
    round: int | None = None
    deadline: float | None = None


@dataclass(frozen=True)
class LobbyStarted(Message):
    """The lobby message once its game has started (the first table is posted below it)."""


@dataclass(frozen=True)
class TurnControls(Controls):
    """The source buttons under a turn message: the first tap of a move."""

    game_id: int
    version: int
    sources: tuple[SourceChoice, ...]


@dataclass(frozen=True)
class PlacingControls(Controls):
    """Grey wall tiling: the "Place your tile" button under the table, for the players who
    still place in ``round``; each gets the columns of their own line privately."""

    game_id: int
    round: int


@dataclass(frozen=True)
class RematchControls(Controls):
    """The Rematch button under a finished game's final scores (the lobby's rematch)."""

    game_id: int
