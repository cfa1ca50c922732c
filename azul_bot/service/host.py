"""The game host: one table per channel, lobby and seats, turns, locks and stale-click checks.

Everything that changes a game runs under the channel's lock and is checked against the game's
version, so a double click or a button from an old message can never play twice or out of turn.
Each change is stored together with its announcement (the outbox) in one transaction; the
outbox loop posts it through the long-lived publisher, so a crash between the two loses nothing
and a change that no interaction caused (a computer move, a timer) can speak too.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import weakref
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import renderers
from azul_bot.engine import Event, Game, GameEnded, GameResult, IllegalMove, Move
from azul_bot.store import (
    Announcement,
    ChannelBusy,
    CorruptGame,
    GameNotFound,
    GameRecord,
    GameStatus,
    GuildSettings,
    LeaderboardSort,
    Notice,
    Outcome,
    RatingConflict,
    Seat,
    Store,
    StoreUnavailable,
    TimerSpec,
    VersionConflict,
)
from renderers.text import describe_table

from . import announcements, deadlines, ratings, wording
from . import settings as server_settings
from .autoplay import Autoplay
from .choices import (
    bounded,
    color_choices,
    filter_choices,
    line_choices,
    parse_color,
    parse_move,
    parse_source,
    source_buttons,
    source_choices,
)
from .clock import Clock, SystemClock
from .coaching import describe_hint
from .computers import LEVELS, Thinkers, computer_name
from .errors import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    ServiceError,
    StaleTurn,
    Unavailable,
    WrongPhase,
)
from .memo import Memo
from .names import safe_name
from .outbox import LEASE as OUTBOX_LEASE
from .outbox import Outbox
from .painters import Painters
from .publisher import Publisher
from .records import Records
from .results import (
    Aborted,
    Choice,
    CurrentTurn,
    HintView,
    LeaderboardView,
    LobbyView,
    SeatView,
    TableView,
    Turn,
)
from .timers import Dispatcher

log = logging.getLogger("azul.service")

MAX_SEATS = announcements.MAX_SEATS
MIN_SEATS = announcements.MIN_SEATS
FLUSH_TIMEOUT = 5.0
"""Seconds an interaction waits for its channel message before saying it will follow."""
RATING_RETRIES = 5
STAND_IN = deadlines.STAND_IN

CANNOT_SAVE = "The bot cannot save right now; please try again shortly. Nothing was changed."
CANNOT_READ = "The bot cannot read its games right now; please try again shortly."

R = TypeVar("R")
Renderer = Callable[[Game, Sequence[str], Sequence[Event] | None], bytes | None]
NewGame = Callable[[int], Game]


KNOWN_TABLES = 1024
"""Channels whose latest table this process keeps (about 4 KB each): those that moved last."""


class _NotAsKnown(Exception):
    """The table kept in memory is not the stored one (or cannot settle a refusal)."""


@dataclass(frozen=True)
class Change:
    """A move about to be stored, with all that goes into its transaction."""

    position: int
    move: Move
    game: Game
    result: GameResult | None
    notice: Notice
    timers: list[TimerSpec]
    seats: tuple[Seat, ...]


def random_game(players: int) -> Game:
    """A new game with an unpredictable seed (so an unpredictable first player)."""
    return Game.new(players, secrets.randbits(64))


def default_renderer(game: Game, names: Sequence[str], events: Sequence[Event] | None) -> bytes:
    image = renderers.render_table(game, names=list(names), events=list(events or ()) or None)
    return renderers.to_png(image)


def default_alt_text(game: Game, names: Sequence[str]) -> str:
    return describe_table(game, list(names))


class GameService:
    """Hosts games in channels. All ids are plain integers (Discord snowflakes)."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        *,
        new_game: NewGame = random_game,
        render: Renderer | None = default_renderer,
        alt_text: Callable[[Game, Sequence[str]], str] = default_alt_text,
        executor: Executor | None = None,
        clock: Clock | None = None,
        flush_timeout: float = FLUSH_TIMEOUT,
        thinkers: Thinkers | None = None,
        computer_pause: float = deadlines.COMPUTER_PAUSE,
        render_processes: int = 0,
    ) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self._new_game = new_game
        self._render = render
        self._alt_text = alt_text
        self._flush_timeout = flush_timeout
        self._own_executor = executor is None
        self._executor = executor or Painters(render_processes)
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self.publisher = publisher
        self.thinkers = thinkers or Thinkers()
        self.computer_pause = computer_pause
        self._tables: Memo[int, tuple[GameRecord, Game]] = Memo(math.inf, KNOWN_TABLES)
        """Per channel, the table this process stored last (``_play_known``)."""
        self._settings: Memo[int, GuildSettings] = Memo()
        self._dm_wanted: Memo[int, bool] = Memo()
        self._announcer = announcements.Announcer(store, publisher, self._draw, self._wants_dm)
        self.outbox = Outbox(store, self._announcer.deliver, self.clock, self.channel_gone)
        self.timers = Dispatcher(store, Autoplay(self).fire, self.clock)
        self.records = Records(store, self._executor, self.clock.now)

    async def start_loops(self, *, sole_process: bool = True) -> None:
        """Start the loops that act on their own (the outbox). A sole process first frees what a crashed run had claimed, so the
        backlog goes out at once rather than after the claims' lease."""
        if sole_process:
            await self.store.release_claims()
        self.outbox.start()
        self.timers.start()

    async def close(self) -> None:
        await self.timers.stop()
        await self.outbox.stop()
        self.thinkers.close()
        if self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------------ helpers

    def lock(self, channel_id: int) -> asyncio.Lock:
        """The lock that serialises every change in ``channel_id``."""
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return lock

    async def _stored(self, change: Any) -> GameRecord:
        """Await a store write; a storage failure becomes one plain sentence (details logged).
        A stored change may have queued a notice and set timers: both loops look again."""
        try:
            record = await change
        except StoreUnavailable:
            log.exception("storing a change failed")
            raise Unavailable(CANNOT_SAVE) from None
        if getattr(record, "claimed_notice", None) is None:  # else the mover posts it
            self.outbox.kick()
        self.timers.kick()
        return record

    async def settings(self, guild_id: int) -> GuildSettings:
        """The server's rules for its games (the defaults until an admin changes them)."""
        settings = self._settings.get(guild_id)
        if settings is None:
            try:
                stored = await self.store.guild_settings(guild_id)
            except StoreUnavailable:
                log.exception("reading the settings of guild %s failed", guild_id)
                raise Unavailable(CANNOT_READ) from None
            settings = stored or server_settings.defaults(guild_id)
            self._settings.put(guild_id, settings)
        return settings

    async def _wants_dm(self, user_id: int) -> bool:
        wants = self._dm_wanted.get(user_id)
        if wants is None:
            wants = await self.store.notify_pref(user_id)
            self._dm_wanted.put(user_id, wants)
        return wants

    async def _active(self, channel_id: int) -> GameRecord:
        try:
            record = await self.store.active_game(channel_id)
        except StoreUnavailable:
            log.exception("reading the game of channel %s failed", channel_id)
            raise Unavailable(CANNOT_READ) from None
        if record is None:
            raise NoGame("There is no Azul game in this channel. Start one with `/azul new`.")
        return record

    async def _running(self, channel_id: int) -> tuple[GameRecord, Game]:
        record = await self._active(channel_id)
        if record.status != GameStatus.RUNNING:
            raise WrongPhase(
                "The game here has not started yet: the host starts it with `/azul start`."
            )
        try:
            return record, record.game()
        except CorruptGame as error:
            raise Unavailable(
                "The stored game here is damaged and was closed; please start a new one."
            ) from error

    async def _in_thread(self, func: Callable[..., R], *args: Any) -> R:
        return await asyncio.get_running_loop().run_in_executor(self._executor, func, *args)

    async def _draw(
        self, game: Game, names: Sequence[str], events: Sequence[Event] | None
    ) -> tuple[bytes | None, str]:
        """The table image and its alt text; a picture we cannot draw never blocks a post."""
        image = None
        if self._render is not None:
            try:
                image = await self._in_thread(self._render, game, tuple(names), events)
            except Exception:
                log.exception("rendering the table failed")
        try:
            alt = self._alt_text(game, names)
        except Exception:
            log.exception("describing the table failed")
            alt = ""
        return image, alt

    async def _announced(self, record: GameRecord) -> bool:
        """Wait for the change's channel message; False if it is still on its way."""
        return await self.outbox.flush(record.id, self._flush_timeout)

    @staticmethod
    def _seat_of(record: GameRecord, user_id: int) -> Seat | None:
        return next((seat for seat in record.seats if seat.user_id == user_id), None)

    @staticmethod
    def _seat_views(record: GameRecord) -> tuple[SeatView, ...]:
        return tuple(SeatView(s.position, s.user_id, safe_name(s.name)) for s in record.seats)

    @staticmethod
    def _names(record: GameRecord) -> tuple[str, ...]:
        """Seat names for message text (escaped; the image draws the real ones)."""
        return tuple(safe_name(seat.name) for seat in record.seats)

    # ------------------------------------------------------------------ lobby

    async def _lobby_view(self, record: GameRecord, *, closed: bool = False) -> LobbyView:
        return LobbyView(
            game_id=record.id,
            version=record.version,
            host_id=record.host_id,
            seats=self._seat_views(record),
            text=wording.LOBBY_CLOSED
            if closed
            else wording.lobby_text(record.seats, record.host_id),
            closed=closed,
            published=await self._announced(record),
        )

    async def open_lobby(
        self, guild_id: int, channel_id: int, user_id: int, name: str
    ) -> LobbyView:
        async with self.lock(channel_id):
            try:
                record = await self._stored(
                    self.store.create_lobby(
                        guild_id,
                        channel_id,
                        user_id,
                        name,
                        notice=announcements.lobby_notice(),
                        timers=deadlines.lobby_timers(self.clock.now()),
                    )
                )
            except ChannelBusy:
                existing = await self.store.active_game(channel_id)
                what = (
                    "a game is already running"
                    if existing is not None and existing.status == GameStatus.RUNNING
                    else "there is already an open lobby"
                )
                raise GameExists(
                    f"One game per channel: {what} here. Join it, or open a thread for another."
                ) from None
            return await self._lobby_view(record)

    async def join(
        self, channel_id: int, user_id: int, name: str, *, game_id: int | None = None
    ) -> LobbyView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            if self._seat_of(record, user_id) is not None:
                raise AlreadySeated("You already have a seat in this lobby.")
            if len(record.seats) >= MAX_SEATS:
                raise LobbyFull(f"The lobby is full: Azul is for {MAX_SEATS} players at most.")
            seats = [*record.seats, Seat(len(record.seats), user_id, name)]
            record = await self._update_lobby(record, record.host_id, seats)
            return await self._lobby_view(record)

    async def leave(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> LobbyView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            if self._seat_of(record, user_id) is None:
                raise NotInGame("You don't have a seat in this lobby.")
            rest = [s for s in record.seats if s.user_id != user_id]
            seats = [Seat(i, s.user_id, s.name, s.computer) for i, s in enumerate(rest)]
            if not any(seat.user_id is not None for seat in seats):
                try:
                    record = await self._stored(
                        self.store.abort_game(
                            record.id, record.version, notice=announcements.lobby_closed_notice()
                        )
                    )
                except VersionConflict:
                    raise StaleTurn("The lobby changed meanwhile; please try again.") from None
                return await self._lobby_view(record, closed=True)
            host = record.host_id
            if host == user_id:
                host = next(s.user_id for s in seats if s.user_id is not None)
            record = await self._update_lobby(record, host, seats)
            return await self._lobby_view(record)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str, *, game_id: int | None = None
    ) -> LobbyView:
        """The host seats a computer player of ``level``."""
        if level not in LEVELS:
            raise BadInput(f"Computer players are {', '.join(LEVELS)}.")
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            self._check_host(record, user_id, "add computer players")
            if len(record.seats) >= MAX_SEATS:
                raise LobbyFull(f"The lobby is full: Azul is for {MAX_SEATS} players at most.")
            name = computer_name(level, record.seats)
            seats = [*record.seats, Seat(len(record.seats), None, name, level)]
            record = await self._update_lobby(record, record.host_id, seats)
            return await self._lobby_view(record)

    async def remove_computer(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> LobbyView:
        """The host takes the last computer seat away."""
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            self._check_host(record, user_id, "remove computer players")
            computers = [s for s in record.seats if s.computer is not None]
            if not computers:
                raise BadInput("There is no computer player in this lobby.")
            rest = [s for s in record.seats if s != computers[-1]]
            seats = [replace(s, position=i) for i, s in enumerate(rest)]
            record = await self._update_lobby(record, record.host_id, seats)
            return await self._lobby_view(record)

    @staticmethod
    def _check_host(record: GameRecord, user_id: int, what: str) -> None:
        if user_id != record.host_id:
            host = next((s.name for s in record.seats if s.user_id == record.host_id), "?")
            raise NotHost(f"Only the host ({safe_name(host)}) can {what}.")

    async def _lobby(self, channel_id: int, game_id: int | None) -> GameRecord:
        record = await self._active(channel_id)
        if game_id is not None and record.id != game_id:
            raise StaleTurn("That lobby is closed.", record.message_id)
        if record.status != GameStatus.LOBBY:
            raise WrongPhase("The game here has already started; seats can't change now.")
        return record

    async def _update_lobby(
        self, record: GameRecord, host_id: int, seats: Sequence[Seat]
    ) -> GameRecord:
        try:
            return await self._stored(
                self.store.update_lobby(
                    record.id,
                    record.version,
                    host_id=host_id,
                    seats=seats,
                    notice=announcements.lobby_notice(),
                    timers=deadlines.lobby_timers(self.clock.now()),
                )
            )
        except VersionConflict:
            raise StaleTurn("The lobby changed meanwhile; please try again.") from None

    # ------------------------------------------------------------------ start

    async def start(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> TableView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            self._check_host(record, user_id, "start the game")
            if len(record.seats) < MIN_SEATS:
                raise NotEnoughPlayers(
                    f"Azul needs at least {MIN_SEATS} players: wait for someone to join."
                )
            game = self._new_game(len(record.seats))
            state = game.to_dict()
            text = wording.game_begins(self._names(record), game.current_player)
            notice = announcements.turn_notice(record.version + 1, text, state, None)
            settings = await self.settings(record.guild_id)
            timers = deadlines.turn_timers(
                record, game, settings, self.clock.now(), pause=self.computer_pause
            )
            try:
                record = await self._stored(
                    self.store.start_game(
                        record.id,
                        record.version,
                        seats=record.seats,
                        state=state,
                        notice=notice,
                        timers=timers,
                    )
                )
            except VersionConflict:
                raise StaleTurn("The lobby changed meanwhile; please try again.") from None
            return await self._table_view(record, game, text)

    # ------------------------------------------------------------------ play

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
        async with self.lock(channel_id):
            known = self._tables.pop(channel_id)
            if known is not None:
                try:
                    return await self._play_known(known, user_id, move, game_id, expected_version)
                except _NotAsKnown:
                    pass  # the table changed without this process's help: read it
            record, game = await self._running(channel_id)
            seat = self._check_turn(record, game, user_id, game_id, expected_version)
            return await self.play_seat(record, game, seat.position, move)

    async def _play_known(
        self,
        known: tuple[GameRecord, Game],
        user_id: int,
        move: Move,
        game_id: int | None,
        expected_version: int | None,
    ) -> TableView:
        """Play on the table this process stored last, without reading it back. The version
        check of the commit still decides: if anything changed the game meanwhile (another
        process, a resignation), nothing is stored and the caller plays on a fresh read.
        So is a refusal: it must come from the game as stored, never from this copy."""
        record, kept = known
        game = kept.copy()
        try:
            seat = self._check_turn(record, game, user_id, game_id, expected_version)
        except ServiceError:
            raise _NotAsKnown from None
        if game.check(move) is not None:
            raise _NotAsKnown
        try:
            return await self.play_seat(record, game, seat.position, move)
        except StaleTurn:  # the version check: nothing was stored
            raise _NotAsKnown from None

    def _remember(self, record: GameRecord, game: Game) -> None:
        """The table just stored, for the next move in its channel (never changed in place:
        whoever plays on it plays on a copy)."""
        if game.is_over:
            return
        # Without its JSON state (the game holds it all): a kept table costs a few KB.
        self._tables.put(record.channel_id, (replace(record, state=None), game))

    async def play_seat(
        self,
        record: GameRecord,
        game: Game,
        position: int,
        move: Move,
        *,
        prefix: str = "",
        seats: Sequence[Seat] | None = None,
        wait: bool = True,
    ) -> TableView:
        """Apply ``move`` for the seat at ``position`` (a person's, a computer's or a
        stand-in's), store it with its announcement and the next turn's timers (and new
        ``seats``, when a stand-in takes one over), and wait for the channel message unless
        no one is waiting (``wait``). The caller holds the channel's lock."""
        reason = game.check(move)
        if reason is not None:
            raise IllegalMoveError(wording.reason_text(game, move, reason))
        scores_before = [board.score for board in game.players]
        state_before = record.state if record.state is not None else game.to_dict()
        try:
            events = game.play(move)
        except IllegalMove as error:  # check() said yes; keep the promise anyway
            raise IllegalMoveError(wording.reason_text(game, move, error.reason)) from None
        result = next((e.result for e in events if isinstance(e, GameEnded)), None)
        seats = tuple(seats) if seats is not None else record.seats
        text = prefix + wording.describe_events(events, self._names(record), scores_before)
        if result is not None:
            text += "\n" + wording.rated_or_not(ratings.is_rated(record, seats))
        notice = announcements.turn_notice(record.version + 1, text, state_before, move)
        settings = await self.settings(record.guild_id)
        timers = deadlines.turn_timers(
            replace(record, seats=seats),
            game,
            settings,
            self.clock.now(),
            pause=self.computer_pause,
        )
        change = Change(position, move, game, result, notice, timers, seats)
        # Someone waits on this move: its message is claimed in the move's transaction and
        # posted from here, with the table already in hand.
        record = await self._commit(record, change, claim=wait and self.outbox.running)
        self._remember(record, game)
        if record.claimed_notice is None:
            return await self._table_view(record, game, text, events, announced=wait)
        view = await self._table_view(record, game, text, events, announced=False)
        return replace(view, published=await self._post_claimed(record, notice, game, events))

    async def _post_claimed(
        self, record: GameRecord, notice: Notice, game: Game, events: Sequence[Event]
    ) -> bool:
        entry = Announcement(
            id=record.claimed_notice,  # type: ignore[arg-type]
            game_id=record.id,
            channel_id=record.channel_id,
            kind=notice.kind,
            payload=notice.payload,
            attempts=0,
            created_at=record.updated_at,
        )

        async def deliver(entry: Announcement) -> None:
            await self._announcer.deliver_turn(entry, record, game, events)

        return await self.outbox.deliver_claimed(entry, deliver)

    async def _commit(self, record: GameRecord, change: Change, *, claim: bool) -> GameRecord:
        state = change.game.to_dict()
        for _ in range(RATING_RETRIES):
            outcome = (
                await self._outcome(record, change.seats, change.result)
                if change.result is not None
                else None
            )
            try:
                return await self._stored(
                    self.store.commit_move(
                        record.id,
                        record.version,
                        seat=change.position,
                        move=str(change.move),
                        state=state,
                        outcome=outcome,
                        notice=change.notice,
                        timers=change.timers,
                        seats=change.seats if change.seats != record.seats else None,
                        claim_until=self.clock.now() + OUTBOX_LEASE if claim else None,
                    )
                )
            except VersionConflict:
                raise StaleTurn(
                    "The table has moved on since; nothing was played.", record.message_id
                ) from None
            except RatingConflict:
                continue  # another game of these people finished meanwhile: rate again
        raise Unavailable(CANNOT_SAVE)

    async def _outcome(
        self, record: GameRecord, seats: Sequence[Seat], result: GameResult
    ) -> Outcome:
        people = [seat.user_id for seat in ratings.people_of(seats)]
        try:
            skills = await self.store.skills(record.guild_id, people)  # type: ignore[arg-type]
        except StoreUnavailable:
            log.exception("reading the skills of game %s failed", record.id)
            raise Unavailable(CANNOT_SAVE) from None
        resigned = [s.position for s in seats if s.user_id is not None and s.stand_in]
        return ratings.outcome(
            seats, result, skills, rated=ratings.is_rated(record, seats), resigned=resigned
        )

    def _check_turn(
        self,
        record: GameRecord,
        game: Game,
        user_id: int,
        game_id: int | None,
        expected_version: int | None,
    ) -> Seat:
        if game_id is not None and game_id != record.id:
            raise StaleTurn(
                "That button belongs to a game that is over; the table has moved on.",
                record.message_id,
            )
        if expected_version is not None and expected_version != record.version:
            raise StaleTurn(
                "The table has moved on since that message; use the latest one.",
                record.message_id,
            )
        seat = self._seat_of(record, user_id)
        if seat is None:
            raise NotInGame("You are not playing in this game; you can watch with `/azul board`.")
        if seat.stand_in is not None:
            raise NotInGame(
                "A computer plays your seat for the rest of this game (you left it, or your "
                "time ran out); you can watch with `/azul board`."
            )
        if seat.position != game.current_player:
            current = record.seats[game.current_player]
            raise NotYourTurn(f"It's {safe_name(current.name)}'s turn, not yours.", current.user_id)
        return seat

    async def turn(
        self, channel_id: int, user_id: int, *, game_id: int | None, version: int | None
    ) -> tuple[Turn, Game]:
        """Check that ``user_id`` may move now (for a picker); returns the turn and the game."""
        record, game = await self._running(channel_id)
        seat = self._check_turn(record, game, user_id, game_id, version)
        return (
            Turn(record.id, record.version, channel_id, seat.position, self._names(record)),
            game,
        )

    async def current_turn(self, channel_id: int) -> CurrentTurn | None:
        """Whose turn it is here, from the game row alone (no drawing): cheap enough for an
        old button, which must be answered within Discord's 3 seconds."""
        try:
            record = await self.store.active_game(channel_id)
        except StoreUnavailable:
            log.exception("reading the game of channel %s failed", channel_id)
            return None
        if record is None or record.status != GameStatus.RUNNING or record.state is None:
            return None
        current = record.state.get("current_player")
        seat = next((s for s in record.seats if s.position == current), None)
        return CurrentTurn(
            record.id, record.version, record.message_id, seat.user_id if seat else None
        )

    async def was_played(
        self, channel_id: int, user_id: int, *, game_id: int, version: int, move: Move
    ) -> bool:
        """Did ``user_id`` play exactly ``move`` on turn ``version``? (A double click's second
        press then learns that its own first press went through.)"""
        try:
            record = await self.store.get_game(game_id)
            last = await self.store.last_move(game_id)
        except Exception:
            log.exception("checking the last move of game %s failed", game_id)
            return False
        seat = self._seat_of(record, user_id)
        return (
            record.channel_id == channel_id
            and record.version == version + 1
            and last is not None
            and seat is not None
            and last.seat == seat.position
            and last.move == str(move)
        )

    # ------------------------------------------------------------------ reading

    async def _table_view(
        self,
        record: GameRecord,
        game: Game,
        text: str,
        events: Sequence[Event] | None = None,
        *,
        image: bytes | None = None,
        announced: bool = True,
    ) -> TableView:
        current = None if game.is_over else record.seats[game.current_player].user_id
        return TableView(
            game_id=record.id,
            version=record.version,
            text=text,
            image=image,
            image_alt="",
            seats=self._seat_views(record),
            current_user_id=current,
            finished=game.is_over,
            events=tuple(events or ()),
            message_id=record.message_id,
            published=await self._announced(record) if announced else True,
            sources=tuple(source_buttons(game)) if not game.is_over else (),
        )

    async def board(self, channel_id: int) -> TableView:
        """The table as it stands, drawn, for one person's eyes."""
        record, game = await self._running(channel_id)
        names = self._names(record)
        current = names[game.current_player]
        scores = ", ".join(f"{n} {p.score}" for n, p in zip(names, game.players, strict=True))
        text = f"Round {game.round}, {current} to play. Scores: {scores}."
        image, alt = await self._draw(game, [s.name for s in record.seats], None)
        view = await self._table_view(record, game, text, image=image, announced=False)
        return replace(view, image_alt=alt)

    async def sources(self, channel_id: int, user_id: int, typed: str = "") -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id, typed)
        return filter_choices(source_choices(game), typed) if game else []

    async def colors(
        self, channel_id: int, user_id: int, source: str, typed: str = ""
    ) -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id, typed, source)
        if game is None:
            return []
        try:
            return filter_choices(color_choices(game, parse_source(source)), typed)
        except BadInput:
            return []

    async def lines(
        self, channel_id: int, user_id: int, source: str, color: str, typed: str = ""
    ) -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id, typed, source, color)
        if game is None:
            return []
        try:
            return filter_choices(
                line_choices(game, parse_source(source), parse_color(color)), typed
            )
        except BadInput:
            return []

    async def _autocomplete_game(self, channel_id: int, user_id: int, *typed: str) -> Game | None:
        """The game, when ``user_id`` is to move in it and what was typed is short enough to
        be a value; else None (nothing to offer)."""
        if not all(bounded(value) for value in typed):
            return None
        try:
            record, game = await self._running(channel_id)
            self._check_turn(record, game, user_id, None, None)
        except ServiceError:
            return None
        return game

    async def replay(self, game_id: int) -> Game:
        """The game rebuilt from its start state and move log through the engine;
        ``CorruptGame`` when they do not replay."""
        start = await self.store.start_state(game_id)
        if start is None:
            raise ValueError(f"game {game_id} never started: there is nothing to replay")
        moves = await self.store.moves(game_id)
        try:
            game = Game.from_dict(start)
            for record in moves:
                if record.seat != game.current_player:
                    raise ValueError(f"move {record.seq} by seat {record.seat} out of turn")
                game.play(Move.parse(record.move))
        except Exception as error:  # whatever the stored data does wrong, it is corrupt
            raise CorruptGame(game_id, f"replay failed: {error}") from error
        return game

    # ------------------------------------------------------------------ abort

    async def check_abort(self, channel_id: int, user_id: int, *, can_manage: bool) -> GameRecord:
        record = await self._active(channel_id)
        if user_id != record.host_id and not can_manage:
            raise NotHost(
                "Only the host or a member with the Manage Channels permission can abort the game."
            )
        return record

    async def abort(
        self,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        can_manage: bool,
        game_id: int | None = None,
    ) -> Aborted:
        async with self.lock(channel_id):
            record = await self.check_abort(channel_id, user_id, can_manage=can_manage)
            if game_id is not None and record.id != game_id:
                raise StaleTurn("That game is already over.")
            text = (
                "The game was aborted; it does not count for the stats."
                if record.status == GameStatus.RUNNING
                else "The lobby was closed."
            )
            aborted = await self._abort(record, f"{text} (by {safe_name(name)})")
            return replace(aborted, text=text)

    async def close_lobby(self, record: GameRecord, said: str) -> Aborted:
        """Close a lobby nobody started: its message says ``said`` and loses its buttons.
        The caller holds the channel's lock."""
        notice = announcements.lobby_closed_notice(said)
        try:
            record = await self._stored(
                self.store.abort_game(record.id, record.version, notice=notice)
            )
        except VersionConflict:
            raise StaleTurn("The lobby changed meanwhile.") from None
        return Aborted(record.id, False, said)

    async def _abort(self, record: GameRecord, said: str) -> Aborted:
        """End ``record`` unrated (a lobby or a running game) and say ``said`` in its channel.
        The caller holds the channel's lock."""
        running = record.status == GameStatus.RUNNING
        notice = announcements.aborted_notice(said)
        try:
            record = await self._stored(
                self.store.abort_game(record.id, record.version, notice=notice)
            )
        except VersionConflict:
            raise StaleTurn("The game changed meanwhile; please try again.") from None
        return Aborted(record.id, running, said, published=await self._announced(record))

    # ------------------------------------------------------------------ rematch and threads

    async def rematch(self, channel_id: int, user_id: int, name: str, game_id: int) -> LobbyView:
        """A new lobby in the finished game's channel with its computer seats; the other
        people who played are pinged and take their seats again by joining."""
        finished = await self._finished_here(channel_id, user_id, game_id)
        levels = [seat.computer for seat in finished.seats if seat.computer is not None]
        invitation = announcements.rematch_notice(self._rematch_guests(finished, user_id))
        async with self.lock(channel_id):
            try:
                record = await self._stored(
                    self.store.create_lobby(
                        finished.guild_id,
                        channel_id,
                        user_id,
                        name,
                        # The invitation goes with the change that completes the lobby.
                        notice=announcements.lobby_notice() if levels else invitation,
                        timers=deadlines.lobby_timers(self.clock.now()),
                    )
                )
            except ChannelBusy:
                raise await self._rematch_refused(channel_id, user_id) from None
            if levels:
                record = await self._seat_computers(record, levels, invitation)
            return await self._lobby_view(record)

    async def _finished_here(self, channel_id: int, user_id: int, game_id: int) -> GameRecord:
        """The finished game of this channel that ``user_id`` played in."""
        try:
            finished = await self.store.get_game(game_id)
        except GameNotFound:  # a forged button: no such game
            raise StaleTurn("That game is not a finished game of this channel.") from None
        except StoreUnavailable:
            log.exception("reading game %s failed", game_id)
            raise Unavailable(CANNOT_READ) from None
        if finished.channel_id != channel_id or finished.status != GameStatus.FINISHED:
            raise StaleTurn("That game is not a finished game of this channel.")
        if self._seat_of(finished, user_id) is None:
            raise NotInGame("Only someone who played this game can open its rematch.")
        return finished

    @staticmethod
    def _rematch_guests(finished: GameRecord, host_id: int) -> list[int]:
        """Who is pinged: the people who played to the end (one who left the game said
        they were done), but not the one who opened the rematch, who is seated already."""
        guests = (s.user_id for s in finished.seats if s.user_id is not None and not s.stand_in)
        return [user for user in dict.fromkeys(guests) if user != host_id]

    async def _seat_computers(
        self, record: GameRecord, levels: Sequence[str], notice: Notice
    ) -> GameRecord:
        """The rematch's computers sit down, in one change with ``notice``. The caller holds
        the channel's lock."""
        seats = list(record.seats)
        for level in levels:
            seats.append(Seat(len(seats), None, computer_name(level, seats), level))
        try:
            return await self._stored(
                self.store.update_lobby(
                    record.id,
                    record.version,
                    host_id=record.host_id,
                    seats=seats,
                    notice=notice,
                    timers=deadlines.lobby_timers(self.clock.now()),
                )
            )
        except VersionConflict:
            raise StaleTurn("The lobby changed meanwhile; please try again.") from None

    async def _rematch_refused(self, channel_id: int, user_id: int) -> GameExists:
        """Why no rematch opens here: the channel has its next game already."""
        existing = await self.store.active_game(channel_id)
        if existing is not None and existing.status == GameStatus.RUNNING:
            return GameExists(wording.REMATCH_RUNNING)
        if existing is not None and self._seat_of(existing, user_id) is not None:
            return GameExists(wording.REMATCH_SEATED)
        return GameExists(wording.REMATCH_LOBBY_OPEN)

    async def channel_gone(self, channel_id: int) -> None:
        """The channel or thread of a game was deleted: the game ends there, unrated, and
        the channel's id is free (nothing is posted: there is nowhere to post)."""
        async with self.lock(channel_id):
            record = await self.store.active_game(channel_id)
            if record is None:
                return
            try:
                await self._stored(self.store.abort_game(record.id, record.version))
            except VersionConflict:
                log.info("game %s changed while its channel went away", record.id)
            log.info("game %s ended: its channel %s was deleted", record.id, channel_id)

    # ------------------------------------------------------------------ coach

    async def hint(self, channel_id: int, user_id: int) -> HintView:
        """The coach's three best moves for the player to move, each with its reason. The
        game is marked coached first: it will not change anybody's rating."""
        record, game = await self._running(channel_id)
        seat = self._check_turn(record, game, user_id, None, None)
        if not (await self.settings(record.guild_id)).hints:
            raise WrongPhase("Hints are switched off on this server (`/azul settings`).")
        if not record.coached:
            await self._stored(self.store.mark_coached(record.id))
        hints = await self.thinkers.coach(
            record.state or game.to_dict(), seed=record.id * 7919 + record.version
        )
        lines = tuple(
            f"{rank}. {wording.move_summary(game, hint.move)} — {describe_hint(game, seat.position, hint)}"
            for rank, hint in enumerate(hints, start=1)
        )
        return HintView(record.id, record.version, lines, hints[0].move if hints else None, game)

    # ------------------------------------------------------------------ leaving

    async def check_resign(self, channel_id: int, user_id: int) -> GameRecord:
        """The running game ``user_id`` may leave here (for the confirmation)."""
        record, _ = await self._running(channel_id)
        seat = self._seat_of(record, user_id)
        if seat is None or seat.stand_in is not None:
            raise NotInGame("You are not playing in this game.")
        return record

    async def resign(self, channel_id: int, user_id: int) -> TableView | Aborted:
        """A player leaves a running game: a computer stand-in takes the seat for the rest
        of it, and the player ranks last for the ratings. With nobody left, the game ends
        where it stands, unrated."""
        async with self.lock(channel_id):
            record, game = await self._running(channel_id)
            seat = self._seat_of(record, user_id)
            if seat is None or seat.stand_in is not None:
                raise NotInGame("You are not playing in this game.")
            seats = tuple(
                replace(s, stand_in=STAND_IN) if s.position == seat.position else s
                for s in record.seats
            )
            text = wording.resigned(safe_name(seat.name), STAND_IN)
            if not any(s.user_id is not None and s.stand_in is None for s in seats):
                return await self._abort(record, wording.NOBODY_LEFT)
            settings = await self.settings(record.guild_id)
            timers = deadlines.turn_timers(
                replace(record, seats=seats),
                game,
                settings,
                self.clock.now(),
                pause=self.computer_pause,
            )
            notice = announcements.text_notice(text)
            try:
                record = await self._stored(
                    self.store.replace_seats(
                        record.id, record.version, seats=seats, notice=notice, timers=timers
                    )
                )
            except VersionConflict:
                raise StaleTurn("The game changed meanwhile; please try again.") from None
            return await self._table_view(record, game, text)

    async def notify(self, user_id: int, on: bool) -> str:
        await self._stored(self.store.set_notify_pref(user_id, on))
        self._dm_wanted.put(user_id, on)
        return wording.notify_text(on)

    async def update_settings(self, guild_id: int, **changes: Any) -> str:
        """Change the server's rules; a bad value is refused and nothing is saved."""
        current = await self.settings(guild_id)
        updated = server_settings.changed(current, **changes)
        if updated != current:
            await self._stored(self.store.save_guild_settings(updated))
            self._settings.put(guild_id, updated)
        return server_settings.settings_text(updated)

    # ------------------------------------------------------------------ stats

    async def leaderboard(
        self, guild_id: int, sort: str = "rating", page: int = 1
    ) -> LeaderboardView:
        try:
            order = LeaderboardSort(sort)
        except ValueError:
            names = ", ".join(s.value for s in LeaderboardSort)
            raise BadInput(f"Unknown sort: use one of {names}.") from None
        if page < 1:
            raise BadInput("Pages are numbered from 1.")
        try:
            board = await self.store.leaderboard(guild_id, order, page)
        except StoreUnavailable:
            log.exception("reading the leaderboard of guild %s failed", guild_id)
            raise Unavailable(CANNOT_READ) from None
        if not board.entries and board.total and page > board.pages:
            pages = "1 page" if board.pages == 1 else f"{board.pages} pages"
            raise BadInput(f"This leaderboard has only {pages}.")
        return LeaderboardView(wording.leaderboard_text(board), order.value, page, board.pages)

    async def stats(self, guild_id: int, user_id: int, name: str) -> str:
        try:
            stats = await self.store.player_stats(guild_id, user_id)
        except StoreUnavailable:
            log.exception("reading the stats of %s failed", user_id)
            raise Unavailable(CANNOT_READ) from None
        if stats is None or not stats.games:
            return f"{safe_name(name)} has not finished an Azul game on this server yet."
        return wording.stats_text(stats)
