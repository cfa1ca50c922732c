"""A player's running games, a server's finished games, replays. Reads only; replays are drawn
off the event loop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core import (
    TIMEOUT,
    BadInput,
    Host,
    NoGame,
    Refusal,
    SeatView,
    safe_name,
    seat_views,
)
from azul_bot.core.db import CorruptGame, GameNotFound, GameRecord, GameStatus
from azul_bot.engine import CLASSIC, AnyMove, Game, parse_move

from .ids import CANNOT_REPLAY, HISTORY_PAGES, PAGE_FROM_ONE

PER_PAGE = 10

ReplayDrawer = Callable[
    [dict[str, Any], Sequence[AnyMove], Sequence[str], str | None],
    tuple[bytes, bytes, list[tuple[int, tuple[int, ...]]]],
]
"""Draws a finished game from its start and moves, in a language: (animation, final table,
scores after each round)."""


@dataclass(frozen=True)
class FinalPlace:
    """A seat's place at the end of a game."""

    seat: SeatView
    rank: int
    score: int
    winner: bool


@dataclass(frozen=True)
class FinishedGame:
    game_id: int
    ended_at: float
    """Unix time."""
    standings: tuple[FinalPlace, ...]
    """Best first; empty for a game whose result cannot be read."""
    variant: str = CLASSIC.code
    """The code of the wall it was played on (``engine.Variant.code``)."""


@dataclass(frozen=True)
class HistoryView:
    """A page of a server's finished games (of one member, when ``member_name`` is set)."""

    games: tuple[FinishedGame, ...]
    page: int
    pages: int
    total: int
    member_id: int | None
    member_name: str | None
    """Made safe for chat text."""


@dataclass(frozen=True)
class ReplayView:
    game_id: int
    seats: tuple[SeatView, ...]
    rounds: tuple[tuple[int, tuple[int, ...]], ...]
    """Each round's number and the scores after its wall tiling."""
    standings: tuple[FinalPlace, ...]
    final_image: bytes
    animation: bytes
    variant: str = CLASSIC.code


@dataclass(frozen=True)
class RunningGame:
    """One of a member's running games: where, the round, whose turn (``seat``) and when
    that turn's time runs out (``deadline``, Unix time; None without a limit or for a
    computer); ``damaged`` when the stored game cannot be read (nothing else is known)."""

    guild_id: int
    channel_id: int
    round: int = 0
    seat: SeatView | None = None
    seats: tuple[SeatView, ...] = ()
    your_turn: bool = False
    deadline: float | None = None
    damaged: bool = False
    away_until: float | None = None
    """The player on turn is away until then (Unix time): their turn waits, its clock
    stopped."""


def _on_turn(game: Game, seats: Sequence[SeatView], user_id: int) -> int:
    """The seat to name as moving: the player on turn, or while a grey wall is tiled the
    caller if they still place (else the first still placing)."""
    if game.current_player is not None:
        return game.current_player
    mine = [p for p in game.to_place if seats[p].user_id == user_id]
    return (mine or list(game.to_place))[0]


def standings(record: GameRecord) -> tuple[FinalPlace, ...]:
    """A finished game's seats, best first."""
    try:
        result = record.game().result
    except CorruptGame:
        return ()
    if result is None:
        return ()
    seats = seat_views(record)
    order = sorted(result.players, key=lambda p: (p.rank, p.player))
    return tuple(
        FinalPlace(seats[p.player], p.rank, p.score, p.player in result.winners) for p in order
    )


class Records:
    def __init__(self, host: Host, draw_replay: ReplayDrawer | None = None) -> None:
        self._host = host
        self._read = host.read
        self._store = host.store
        self._draw_replay = draw_replay

    async def my_games(self, guild_id: int, user_id: int) -> tuple[RunningGame, ...]:
        """The caller's running games here: where, whose turn, and until when."""
        records = await self._read(self._store.running_games_of(guild_id, user_id))
        return tuple([await self._running(record, user_id) for record in records])

    async def _running(self, record: GameRecord, user_id: int) -> RunningGame:
        try:
            game = record.game()
        except CorruptGame:
            return RunningGame(record.guild_id, record.channel_id, damaged=True)
        seats = seat_views(record)
        seat = seats[_on_turn(game, seats, user_id)]
        timers = await self._read(self._store.timers_of(record.id))
        deadline = next((t.due_at for t in timers if t.kind == TIMEOUT), None)
        away = next((t.due_at for t in timers if t.kind in self._host.turn_hooks.pause_ends), None)
        return RunningGame(
            record.guild_id,
            record.channel_id,
            game.round,
            seat,
            seats,
            your_turn=seat.user_id == user_id,
            deadline=deadline if seat.user_id is not None else None,
            away_until=away if seat.user_id is not None else None,
        )

    async def history(
        self, guild_id: int, member: tuple[int, str] | None, page: int
    ) -> HistoryView:
        if page < 1:
            raise BadInput(PAGE_FROM_ONE)
        user_id = member[0] if member else None
        records, total = await self._read(
            self._store.finished_games(guild_id, user_id=user_id, page=page, per_page=PER_PAGE)
        )
        pages = max(1, -(-total // PER_PAGE))
        if not records and total:
            raise BadInput(HISTORY_PAGES, pages=pages)
        games = tuple(
            FinishedGame(record.id, record.updated_at, standings(record), record.variant)
            for record in records
        )
        name = safe_name(member[1]) if member else None
        return HistoryView(games, page if games else 1, pages, total, user_id, name)

    async def replay(self, guild_id: int, game_id: int, locale: str | None = None) -> ReplayView:
        """A finished game of this server: its round-by-round scoring, final table and an
        animation of every move, their words in ``locale``."""
        try:
            record = await self._read(self._store.get_game(game_id))
        except GameNotFound:
            raise NoGame(Refusal.NO_SUCH_GAME, game=game_id) from None
        if record.guild_id != guild_id or record.status != GameStatus.FINISHED:
            raise NoGame(Refusal.NOT_FINISHED_HERE, game=game_id)
        start = await self._read(self._store.start_state(game_id))
        moves = [
            parse_move(m.move, player=m.seat) for m in await self._read(self._store.moves(game_id))
        ]
        if start is None or self._draw_replay is None:
            raise NoGame(CANNOT_REPLAY, game=game_id)
        names = [seat.name for seat in record.seats]
        animation, final, rounds = await self._host.in_thread(
            self._draw_replay, start, moves, names, locale
        )
        return ReplayView(
            game_id,
            seat_views(record),
            tuple((number, tuple(scores)) for number, scores in rounds),
            standings(record),
            final,
            animation,
            record.variant,
        )
