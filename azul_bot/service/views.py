"""Plain results of the game host: the facts a front end shows, nothing Discord-specific and no
sentence (the front end says them in its reader's language)."""

from __future__ import annotations

from dataclasses import dataclass, field

from azul_bot.ai import Hint, PlacementHint
from azul_bot.engine import Color, Event, Game, Move, Placement

# ----------------------------------------------------------------------------- choices


@dataclass(frozen=True)
class SourceChoice:
    """A source that holds tiles now: ``value`` as typed and sent back (``center``, ``1``..),
    the engine's ``source``, its tiles per color, and whether the marker waits there."""

    value: str
    source: int
    tiles: tuple[int, ...]
    marker: bool = False


@dataclass(frozen=True)
class ColorChoice:
    """A color the chosen source holds, ``count`` tiles of it."""

    value: str
    color: Color
    count: int


@dataclass(frozen=True)
class LineChoice:
    """A line that can take the chosen tiles: the ``move`` it makes, where they go, and the
    points its floor will cost (``lost``: what this move adds to the floor's penalty, the
    first-player marker included, given what the floor already holds)."""

    value: str
    move: Move
    placement: Placement
    lost: int = 0
    floor_bound: bool = False
    """On a grey wall, the line's row has no cell left for the color: once complete, the
    whole line will go to the floor (``Game.open_columns`` is empty)."""


Choice = SourceChoice | ColorChoice | LineChoice
"""One option of an autocomplete, a row of buttons or a menu: the value it sends back and
the facts its label is made of."""


# ----------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class SeatView:
    position: int
    user_id: int | None
    name: str
    """Made safe for chat text."""
    computer: str | None = None
    """The level of a computer seat."""


@dataclass(frozen=True)
class LobbyView:
    """The lobby after a change; ``closed`` when the last seat left."""

    game_id: int
    version: int
    host_id: int
    seats: tuple[SeatView, ...]
    closed: bool = False
    published: bool = True
    """False when the channel message is still on its way (it is stored and will follow)."""
    variant: str = "classic"
    """The wall the game will play (a ``Variant.code``)."""
    channel_id: int | None = None
    """Where the lobby is (a thread, when joined from its channel)."""

    @property
    def full(self) -> bool:
        return len(self.seats) >= 4

    @property
    def can_start(self) -> bool:
        return len(self.seats) >= 2


@dataclass(frozen=True)
class TableView:
    """The table after a start or a move (or as it stands, for ``board``).

    ``version`` is the game's version now: the turn the attached buttons belong to;
    ``sources`` are the choices of the first tap of a move.
    """

    game_id: int
    version: int
    game: Game
    image: bytes | None
    image_alt: str
    seats: tuple[SeatView, ...]
    current_user_id: int | None
    finished: bool = False
    events: tuple[Event, ...] = ()
    message_id: int | None = None
    published: bool = True
    sources: tuple[SourceChoice, ...] = ()
    channel_id: int | None = None
    """Where the game is (a thread, when shown to someone who asked in its channel)."""


@dataclass(frozen=True)
class Aborted:
    """A game or a lobby that ended unplayed (``was_running``: a game, else a lobby)."""

    game_id: int
    was_running: bool
    published: bool = True


@dataclass(frozen=True)
class CurrentTurn:
    """Whose turn it is, read from the game row alone."""

    game_id: int
    version: int
    message_id: int | None
    user_id: int | None


@dataclass(frozen=True)
class Turn:
    """The current turn, checked for a picker: game ``game_id`` at ``version``, ``user`` to move."""

    game_id: int
    version: int
    channel_id: int
    seat: int
    names: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class HintView:
    """The coach's advice for turn ``version`` to the player in ``seat``: its best moves,
    best first, each with what it does."""

    game_id: int
    version: int
    hints: tuple[Hint, ...] | tuple[PlacementHint, ...]
    game: Game
    seat: int
    seats: tuple[SeatView, ...]

    @property
    def best(self) -> Move | None:
        """The best take, ready in a picker; None at a grey wall's tiling, whose columns
        are offered by the placement buttons."""
        if not self.hints or isinstance(self.hints[0], PlacementHint):
            return None
        return self.hints[0].move


# ----------------------------------------------------------------------------- ladders


@dataclass(frozen=True)
class PlayerLine:
    """A player's record on a server: ``rank`` on the ladder shown (None: unranked);
    ``provisional`` while the rating rests on too few rated games."""

    name: str
    """Made safe for chat text."""
    rank: int | None
    rating: int
    provisional: bool
    rated_games: int
    games: int
    wins: int
    win_rate: float
    average_score: float
    best_score: int
    rows: int = 0
    columns: int = 0
    colors: int = 0
    other_walls: int = 0
    """Of ``games``, those on the grey wall (stats only; ratings count both walls)."""
    finished: int | None = None
    """The share of their games they finish, in whole percent (a season's ladder only;
    None: too few games to say)."""


@dataclass(frozen=True)
class LeaderboardView:
    """One page of a server's ladder, sorted by ``sort`` (a ``LeaderboardSort`` value)."""

    sort: str
    page: int
    pages: int
    total: int
    players: tuple[PlayerLine, ...]
    provisional_games: int
    """Rated games a rating needs before it is no longer provisional."""


@dataclass(frozen=True)
class ReliabilityLine:
    """How a person finishes their games on a server (``results.reliability``)."""

    games: int
    """Counted games among their latest (at most ``RECENT_GAMES``)."""
    finished: int
    percent: int | None
    """The share of ``games`` they finished, in whole percent rounded down; None below
    ``SHARE_AFTER`` games."""
    games_to_go: int
    """Counted games still needed before the share is said (0 once it is)."""
    turn_median: float | None
    """Their typical turn in seconds (the median of their latest); None before the first."""


@dataclass(frozen=True)
class StatsView:
    """A member's record on a server; ``player`` is None before their first finished game."""

    name: str
    player: PlayerLine | None
    provisional_games: int
    reliability: ReliabilityLine | None = None
    """How they finish their games, and their typical turn."""
