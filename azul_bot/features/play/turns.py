"""Turns: a move is checked, applied, stored with its announcement and the next deadlines in
one transaction, and (when someone waits on it) posted from here with the table in hand.
What the features do with a move and with a game's end joins the move's transaction through
the host's hooks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from azul_bot.core import (
    TABLE_MOVED_ON,
    Ending,
    GameEnd,
    Host,
    IllegalMoveError,
    Refusal,
    ServiceError,
    StaleTurn,
    check_turn,
    kept_deadlines,
    stale_on_clash,
)
from azul_bot.core.db import Announcement, GameRecord, Notice, Seat, TimerSpec
from azul_bot.engine import (
    CENTER,
    COLORS,
    FLOOR,
    AnyMove,
    Event,
    Game,
    GameEnded,
    GameResult,
    IllegalMove,
    Move,
    Phase,
    Reason,
    WallMove,
)
from azul_bot.features import results

from . import ids
from . import turn_notices as notices
from .choices import parse_move
from .turn_announcer import TurnAnnouncer
from .turn_messages import RanOut
from .views import TableView, table_view


def illegal(game: Game, move: AnyMove, reason: Reason) -> ServiceError:
    """Why the engine refused ``move``, with what the sentence shows: the move, the table's
    factory count, what its source holds and what its line holds. A grey wall placement
    comes from a button only, and a refused one is a placement whose time has passed."""
    if isinstance(move, WallMove):
        return StaleTurn(Refusal.PLACEMENT_PASSED)
    source = move.source
    if source == CENTER:
        tiles = tuple(game.center)
    elif 0 <= source < len(game.factories):
        tiles = tuple(game.factories[source])
    else:
        tiles = (0,) * len(COLORS)  # none of any color
    held = None
    if not game.is_over and game.current_player is not None and 0 <= move.line < FLOOR:
        held, _ = game.players[game.current_player].line(move.line)
    return IllegalMoveError(
        ids.ILLEGAL_MOVE,
        reason=reason,
        where="center" if source == CENTER else "factory",
        factory=source + 1,
        color=move.color,
        line=move.line,
        factories=len(game.factories),
        tiles=tiles,
        held=held,
    )


class _NotAsKnown(Exception):
    """The table kept in memory is not the stored one (or cannot settle a refusal)."""


@dataclass(frozen=True)
class Change:
    """A move about to be stored, with all that goes into its transaction."""

    position: int
    move: AnyMove
    game: Game
    result: GameResult | None
    notice: Notice
    timers: list[TimerSpec]
    seats: tuple[Seat, ...]
    turn_seconds: float | None = None
    """How long the mover took, when it was a person's own move (the results' ``reliability``)."""
    turn_began_at: float | None = None
    """When the next turn came (None: it goes on, as a grey wall's tiling does)."""
    by_stand_in: bool = False
    """A computer played it for the seat's person (their time ran out, or they left): the
    review after the game leaves it out of theirs."""


class Turns:
    def __init__(self, host: Host, announcer: TurnAnnouncer) -> None:
        self._host = host
        self._announcer = announcer

    async def play(
        self,
        channel_id: int,
        user_id: int,
        source: str | Move,
        color: str | None = None,
        line: str | None = None,
        *,
        game_id: int | None = None,
        expected_version: int | None = None,
    ) -> TableView:
        """Play a move for ``user_id``. ``game_id`` / ``expected_version`` come from a button:
        when the table has moved on since, nothing is played (``StaleTurn``)."""
        move = source if isinstance(source, Move) else parse_move(source, color or "", line or "")
        host = self._host
        async with host.lock(channel_id):
            known = host.tables.pop(channel_id)
            if known is not None:
                try:
                    return await self._play_known(known, user_id, move, game_id, expected_version)
                except _NotAsKnown:
                    pass  # the table changed without this process's help: read it
            record, game = await host.running(channel_id, user_id)
            seat = check_turn(record, game, user_id, game_id, expected_version)
            return await self.play_seat(record, game, seat.position, move)

    async def _play_known(
        self,
        record: GameRecord,
        user_id: int,
        move: Move,
        game_id: int | None,
        expected_version: int | None,
    ) -> TableView:
        """Play on the table this process read or stored last, without reading it back. The
        version check of the commit still decides: if anything changed the game meanwhile
        (another process, a resignation), nothing is stored and the caller plays on a fresh
        read. So is a refusal: it must come from the game as stored, never from this copy."""
        game = record.game()
        try:
            seat = check_turn(record, game, user_id, game_id, expected_version)
        except ServiceError:
            raise _NotAsKnown from None
        try:
            return await self.play_seat(record, game, seat.position, move, kept=True)
        except StaleTurn:  # the version check: nothing was stored
            raise _NotAsKnown from None

    def _remember(self, record: GameRecord, game: Game) -> None:
        """The table just stored, for the next interaction in its channel (never changed in
        place: whoever plays on it plays on a copy)."""
        if not game.is_over:
            self._host.keep(replace(record, _game=game))

    async def play_seat(
        self,
        record: GameRecord,
        game: Game,
        position: int,
        move: AnyMove,
        *,
        ran_out: RanOut | None = None,
        seats: Sequence[Seat] | None = None,
        wait: bool = True,
        kept: bool = False,
    ) -> TableView:
        """Apply ``move`` for the seat at ``position`` (a person's, a computer's or a
        stand-in's: ``ran_out`` says whose time ran out), store it with its announcement and
        the next turn's timers (and new ``seats``, when a stand-in takes one over), and wait
        for the channel message unless no one is waiting (``wait``). The caller holds the
        channel's lock. ``kept``: ``game`` is this process's copy of the table, which may be
        behind the stored one: a move it refuses is ``_NotAsKnown``, for a fresh read to judge."""
        host = self._host
        scores_before = [board.score for board in game.players]
        was_tiling = game.phase is Phase.TILING
        state_before = record.state if record.state is not None else game.to_dict()
        try:
            events = game.play(move)  # the move's one legality check
        except IllegalMove as error:
            if kept:
                raise _NotAsKnown from None
            raise illegal(game, move, error.reason) from None
        result = next((e.result for e in events if isinstance(e, GameEnded)), None)
        seats = tuple(seats) if seats is not None else record.seats
        notice = notices.turn_notice(
            record.version + 1,
            state_before,
            move,
            scores=scores_before,
            ran_out=ran_out,
            rating=None if result is None else notices.rating_of(record, seats),
        )
        timers = await host.turn_timers(replace(record, seats=seats), game)
        if was_tiling and game.phase is Phase.TILING:
            timers = await self._tiling_deadlines(record, timers)
        now = host.clock.now()
        change = Change(
            position,
            move,
            game,
            result,
            notice,
            timers,
            seats,
            turn_seconds=results.turn_seconds(
                record, position, now, stand_in_moves=ran_out is not None
            ),
            turn_began_at=results.next_turn_began(was_tiling, game.phase is Phase.TILING, now),
            by_stand_in=_by_stand_in(seats[position], ran_out),
        )
        # Someone waits on this move: its message is claimed in the move's transaction and
        # posted from here, with the table already in hand.
        record, notice = await self._commit(record, change, claim=wait and host.outbox.running)
        self._remember(record, game)
        if record.claimed_notice is None:
            return await table_view(host, record, game, events, announced=wait)
        view = await table_view(host, record, game, events, announced=False)
        # The timers the move set are the game's timers now (an ended game keeps none).
        set_now = () if game.is_over else timers
        claimed = await self._post_claimed(
            record.claimed_notice, record, notice, (game, events), set_now
        )
        return replace(view, published=claimed)

    async def _tiling_deadlines(
        self, record: GameRecord, timers: list[TimerSpec]
    ) -> list[TimerSpec]:
        """The timers after a placement while others still place: their reminder and limit
        run from the round's end, not from this placement."""
        stored = await self._host.read(self._host.store.timers_of(record.id))
        pending = [TimerSpec(t.kind, t.due_at) for t in stored if t.version == record.version]
        return kept_deadlines(timers, pending)

    async def _post_claimed(
        self,
        claimed: int,
        record: GameRecord,
        notice: Notice,
        table: tuple[Game, Sequence[Event]],
        timers: Sequence[TimerSpec],
    ) -> bool:
        entry = Announcement(
            id=claimed,
            game_id=record.id,
            channel_id=record.channel_id,
            kind=notice.kind,
            payload=notice.payload,
            attempts=0,
            created_at=record.updated_at,
        )

        async def deliver(entry: Announcement) -> None:
            await self._announcer.deliver_turn(entry, record, *table, timers)

        return await self._host.outbox.deliver_claimed(entry, deliver)

    async def _commit(
        self, record: GameRecord, change: Change, *, claim: bool
    ) -> tuple[GameRecord, Notice]:
        """Store the change; returns the game as stored and the notice stored with it (the
        last move's says how each person's rating moved)."""
        host = self._host
        state = change.game.to_dict()
        seats = change.seats if change.seats != record.seats else None
        ending = None
        if change.result is not None:
            ending = Ending(replace(record, seats=change.seats), change.result)

        async def commit(end: GameEnd | None) -> tuple[GameRecord, Notice]:
            notice = change.notice
            if end is not None:
                notice = notices.with_ratings(notice, end.said(results.RatingChange))
            then = host.hooks.move(
                change.position,
                seconds=change.turn_seconds,
                by_stand_in=change.by_stand_in,
                end=end,
            )
            with stale_on_clash(TABLE_MOVED_ON, record.message_id):
                stored = await host.stored(
                    host.store.commit_move(
                        record.id,
                        record.version,
                        seat=change.position,
                        move=str(change.move),
                        state=state,
                        finished=end is not None,
                        notice=notice,
                        timers=change.timers,
                        seats=seats,
                        claim_until=host.clock.now() + host.outbox_lease if claim else None,
                        turn_began_at=change.turn_began_at,
                        by_stand_in=change.by_stand_in,
                        then=then,
                        now=host.clock.now(),
                    )
                )
            return stored, notice

        return await host.hooks.stored(ending, commit)


def _by_stand_in(seat: Seat, ran_out: RanOut | None) -> bool:
    """A person's seat played by a computer for them (``Change.by_stand_in``)."""
    return seat.user_id is not None and (ran_out is not None or seat.stand_in is not None)
