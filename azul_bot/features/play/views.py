"""Plain results of a running game: the table after a change (or as one sees it), a game
ended unplayed, whose turn it is, the turn a picker is for, and the coach's advice; facts a
front end shows, nothing Discord-specific and no sentence."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from azul_bot.ai import Hint, PlacementHint
from azul_bot.core import Host, SeatView, seat_views
from azul_bot.core.db import GameRecord
from azul_bot.engine import Event, Game, Move

from .choices import SourceChoice, source_buttons


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
    hints: tuple[Hint | PlacementHint, ...]
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


async def table_view(
    host: Host,
    record: GameRecord,
    game: Game,
    events: Sequence[Event] | None = None,
    *,
    image: bytes | None = None,
    announced: bool = True,
) -> TableView:
    """The table of ``record`` as ``game`` stands; ``announced``: wait for its channel
    message first (``published`` says whether it went out)."""
    on_turn = None if game.is_over else game.current_player  # None: walls being tiled
    current = None if on_turn is None else record.seats[on_turn].user_id
    return TableView(
        game_id=record.id,
        version=record.version,
        game=game,
        image=image,
        image_alt="",
        seats=seat_views(record),
        current_user_id=current,
        finished=game.is_over,
        events=tuple(events or ()),
        message_id=record.message_id,
        published=await host.announced(record) if announced else True,
        sources=tuple(source_buttons(game)) if not game.is_over else (),
        channel_id=record.channel_id,
    )
