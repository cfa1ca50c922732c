"""A player's review of a finished game (``/azul review``). Only the game's players may read
it, and each reads their own moves: the review holds the verdicts of every person's seat, and
this room picks the reader's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.ai import (
    Hint,
    Label,
    Outcome,
    PlacementHint,
    costliest,
    explain,
    explain_placement,
)
from azul_bot.ai import Verdict as Weighed
from azul_bot.core import Host, NoGame, NotInGame, PictureDrawer, Refusal, SeatView, seat_views
from azul_bot.core.db import GameNotFound, GameRecord, GameStatus, Seat
from azul_bot.engine import CLASSIC, VARIANTS, AnyMove, Game, Move, Variant, WallMove, parse_move

from . import store as reviews
from .ids import NO_GAME_TO_REVIEW, NOT_YOUR_GAME
from .reviewer import Reviewer


@dataclass(frozen=True)
class ReviewPicture:
    """What a costly move's picture shows: the table ``before`` it (its JSON form), the move
    ``played`` and the ``best`` one (their text), the table's ``seats``; the move's ``label``
    and the mover's winning ``chances`` with the better move and with theirs."""

    before: dict[str, Any]
    played: str
    best: str
    seats: tuple[Seat, ...]
    label: Label
    chances: tuple[float, float]


@dataclass(frozen=True)
class CostlyMove:
    """One of the reader's costly moves: its ``round``, what was ``played`` and the ``best``
    move there, with the coach's facts for each, the points it ``lost``, its ``label`` and the
    winning ``chances`` (0 to 1) the reader had with the best move and kept with theirs, and
    its picture (None when the host draws none)."""

    ply: int
    round: int
    played: Hint | PlacementHint
    best: Hint | PlacementHint
    lost: float
    label: Label
    chances: tuple[float, float]
    picture: bytes | None


@dataclass(frozen=True)
class ReviewView:
    """The reader's review of ``game_id`` (they sat at ``seat``). ``ready`` False: it is
    still being made. Else ``weighed`` of their moves were weighed, ``lost`` points given up
    in all, and ``costly`` holds the costliest of those labelled (``Label``), the most
    winning chances lost first (none: no costly move)."""

    game_id: int
    seat: int
    seats: tuple[SeatView, ...]
    variant: Variant
    ready: bool
    weighed: int = 0
    lost: float = 0.0
    costly: tuple[CostlyMove, ...] = ()


class Reviews:
    def __init__(
        self, host: Host, reviewer: Reviewer, draw: PictureDrawer | None, *, wait: float
    ) -> None:
        self._host = host
        self._reviewer = reviewer
        self._draw = draw
        self._wait = wait

    async def review(
        self, guild_id: int, user_id: int, game_id: int | None, locale: str | None = None
    ) -> ReviewView:
        """``user_id``'s review of ``game_id`` (None: their latest finished game on the
        server), its pictures' words in ``locale``; waits a little for one being made."""
        record = await self._game(guild_id, user_id, game_id)
        seat = next(s for s in record.seats if s.user_id == user_id)
        seats, variant = seat_views(record), VARIANTS.get(record.variant, CLASSIC)
        review = await self._done(record)
        if review is None:
            return ReviewView(record.id, seat.position, seats, variant, ready=False)
        verdicts = [_weighed(v) for v in review if v["seat"] == seat.position]
        costly = await self._costly(record, costliest(verdicts, seat.position), locale)
        lost = round(sum(v.lost for v in verdicts), 1)
        return ReviewView(
            record.id, seat.position, seats, variant, True, len(verdicts), lost, costly
        )

    async def _game(self, guild_id: int, user_id: int, game_id: int | None) -> GameRecord:
        store = self._host.store
        if game_id is None:
            games, _ = await self._host.read(
                store.finished_games(guild_id, user_id=user_id, per_page=1)
            )
            if not games:
                raise NoGame(NO_GAME_TO_REVIEW)
            return games[0]
        try:
            record = await self._host.read(store.get_game(game_id))
        except GameNotFound:
            raise NoGame(Refusal.NO_SUCH_GAME, game=game_id) from None
        if record.guild_id != guild_id or record.status is not GameStatus.FINISHED:
            raise NoGame(Refusal.NOT_FINISHED_HERE, game=game_id)
        if all(seat.user_id != user_id for seat in record.seats):
            raise NotInGame(NOT_YOUR_GAME, game=game_id)
        return record

    async def _done(self, record: GameRecord) -> tuple[dict[str, Any], ...] | None:
        """The game's verdicts once done; one still waiting (or of a game from before reviews
        were kept: queued now) has its timer due at once and is waited for a little."""
        store, game_id = self._host.store, record.id
        review = await self._host.read(store.read(reviews.read_review(game_id)))
        if review is None or review.verdicts is None:
            await self._host.stored(store.write(reviews.queue_review(game_id, record.guild_id)))
            await self._reviewer.reviewed(game_id, self._wait)
            review = await self._host.read(store.read(reviews.read_review(game_id)))
        return None if review is None else review.verdicts

    async def _costly(
        self, record: GameRecord, chosen: Sequence[Weighed], locale: str | None
    ) -> tuple[CostlyMove, ...]:
        if not chosen:
            return ()
        start = await self._host.read(self._host.store.start_state(record.id))
        moves = await self._host.read(self._host.store.moves(record.id))
        assert start is not None  # a reviewed game had its first position
        befores = tables_before(
            Game.from_dict(start), [m.move for m in moves], {v.ply for v in chosen}
        )
        # A review stored before winning chances were kept: the moves it showed then, their
        # chances worked out from their values now, and shown if they lost enough.
        valued = [v if v.label else v.valued_at(befores[v.ply]) for v in chosen]
        return tuple(
            [await self._one(record, befores[v.ply], v, locale) for v in valued if v.label]
        )

    async def _one(
        self, record: GameRecord, before: Game, verdict: Weighed, locale: str | None
    ) -> CostlyMove:
        label = verdict.label
        assert label is not None and verdict.played_chance is not None
        assert verdict.best_chance is not None
        chances = (verdict.best_chance, verdict.played_chance)
        picture = None
        if self._draw is not None:
            facts = ReviewPicture(
                before.to_dict(),
                str(verdict.played),
                str(verdict.best),
                record.seats,
                label,
                chances,
            )
            picture = await self._host.in_thread(self._draw, facts, locale)
        return CostlyMove(
            verdict.ply,
            before.round,
            _facts(before, verdict.played, verdict.played_value),
            _facts(before, verdict.best, verdict.best_value),
            verdict.lost,
            label,
            chances,
            picture,
        )


def _weighed(stored: dict[str, Any]) -> Weighed:
    seat = stored["seat"]
    return Weighed(
        stored["ply"],
        seat,
        _move(stored["played"], seat),
        _move(stored["best"], seat),
        stored["played_value"],
        stored["best_value"],
        stored.get("played_chance"),
        stored.get("best_chance"),
    )


def _move(text: str, seat: int) -> Move | WallMove:
    move = parse_move(text, player=seat)
    assert isinstance(move, Move | WallMove)
    return move


def tables_before(start: Game, moves: Sequence[str], plies: set[int]) -> dict[int, Game]:
    """The table before each move at ``plies`` (a copy each), the game replayed once."""
    game, befores = start.copy(), {}
    for ply, text in enumerate(moves):
        if ply in plies:
            befores[ply] = game.copy()
        if ply >= max(plies):
            break
        game.play(parse_move(text))
    return befores


def _facts(game: Game, move: AnyMove, value: float) -> Hint | PlacementHint:
    """The coach's facts of ``move`` at ``game``, as the coach would give them."""
    outcome = Outcome(move, value, 0, 0.0)
    if isinstance(move, WallMove):
        return explain_placement(game, outcome)
    return explain(game, outcome)
