"""The game host: one table per channel, lobby and seats, turns, locks and stale-click checks.

Everything that changes a game runs under the channel's lock and is checked against the game's
version, so a double click or a button from an old message can never play twice or out of turn.
A change is committed to the store *before* anything is published: if posting to the chat
fails, the game is still consistent and ``board`` can show it again.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import weakref
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import replace
from typing import Any, TypeVar

from azul_bot.engine import Event, Game, GameEnded, IllegalMove, Move
from azul_bot.store import (
    ChannelBusy,
    CorruptGame,
    GameRecord,
    GameStatus,
    LeaderboardSort,
    Seat,
    Store,
    StoreUnavailable,
    VersionConflict,
)

from . import wording
from .choices import (
    color_choices,
    filter_choices,
    line_choices,
    parse_color,
    parse_move,
    parse_source,
    source_choices,
)
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
from .results import Aborted, Choice, LobbyView, SeatView, TableView, Turn

log = logging.getLogger("azul.service")

MAX_SEATS = 4
MIN_SEATS = 2

R = TypeVar("R")
Publish = Callable[[R], Awaitable[int | None]]
"""Called under the channel lock once a change is stored; returns the new message's id."""
Renderer = Callable[[Game, Sequence[str], Sequence[Event] | None], bytes | None]
NewGame = Callable[[int], Game]


def random_game(players: int) -> Game:
    """A new game with an unpredictable seed (so an unpredictable first player)."""
    return Game.new(players, secrets.randbits(64))


def default_renderer(game: Game, names: Sequence[str], events: Sequence[Event] | None) -> bytes:
    import renderers

    image = renderers.render_table(game, names=list(names), events=list(events or ()) or None)
    return renderers.to_png(image)


def default_alt_text(game: Game, names: Sequence[str]) -> str:
    try:
        from renderers.text import describe_table
    except ImportError:  # pragma: no cover - the renderer package is part of the project
        return ""
    return describe_table(game, list(names))


class GameService:
    """Hosts games in channels. All ids are plain integers (Discord snowflakes)."""

    def __init__(
        self,
        store: Store,
        *,
        new_game: NewGame = random_game,
        render: Renderer | None = default_renderer,
        alt_text: Callable[[Game, Sequence[str]], str] = default_alt_text,
        executor: Executor | None = None,
    ) -> None:
        self.store = store
        self._new_game = new_game
        self._render = render
        self._alt_text = alt_text
        self._own_executor = executor is None
        self._executor = executor or ThreadPoolExecutor(
            max_workers=4, thread_name_prefix="azul-render"
        )
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def close(self) -> None:
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

    async def _active(self, channel_id: int) -> GameRecord:
        try:
            record = await self.store.active_game(channel_id)
        except StoreUnavailable as error:
            raise Unavailable(f"The game database is unavailable right now ({error}).") from error
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

    async def _render_png(
        self, game: Game, names: Sequence[str], events: Sequence[Event] | None
    ) -> bytes | None:
        if self._render is None:
            return None
        try:
            return await self._in_thread(self._render, game, tuple(names), events)
        except Exception:
            # A picture we cannot draw must not undo a stored move: the text still tells it.
            log.exception("rendering the table failed")
            return None

    @staticmethod
    def _seat_of(record: GameRecord, user_id: int) -> Seat | None:
        return next((seat for seat in record.seats if seat.user_id == user_id), None)

    @staticmethod
    def _seat_views(record: GameRecord) -> tuple[SeatView, ...]:
        return tuple(SeatView(s.position, s.user_id, s.name) for s in record.seats)

    @staticmethod
    def _names(record: GameRecord) -> tuple[str, ...]:
        return tuple(seat.name for seat in record.seats)

    async def _publish(self, publish: Publish | None, result: R, game_id: int) -> R:
        """Hand ``result`` to the front end and remember its message; never undoes a change.

        Returns ``result`` with the new ``message_id``, or with ``published=False`` when the
        front end failed (the change is stored; ``board`` can show the table again).
        """
        if publish is None:
            return result
        try:
            message_id = await publish(result)
        except Exception:
            log.exception("publishing game %s failed; the change is stored", game_id)
            return replace(result, published=False)  # type: ignore[type-var]
        if message_id is None:
            return result
        try:
            await self.store.set_message_id(game_id, message_id)
        except Exception:
            log.exception("remembering the message of game %s failed", game_id)
        return replace(result, message_id=message_id)  # type: ignore[type-var]

    # ------------------------------------------------------------------ lobby

    def _lobby_view(self, record: GameRecord, *, closed: bool = False) -> LobbyView:
        seats = self._seat_views(record)
        if closed:
            text = "The lobby is closed: everybody left."
        else:
            host = next((s.name for s in record.seats if s.user_id == record.host_id), "?")
            listing = "\n".join(f"{s.position + 1}. {s.name}" for s in record.seats)
            need = (
                "Ready: the host can start."
                if len(seats) >= MIN_SEATS
                else f"Waiting for at least {MIN_SEATS} players."
            )
            text = (
                f"**Azul lobby** — host {host}. Seats {len(seats)}/{MAX_SEATS}:\n{listing}\n{need}"
            )
        return LobbyView(
            game_id=record.id,
            version=record.version,
            host_id=record.host_id,
            seats=seats,
            text=text,
            closed=closed,
            message_id=record.message_id,
        )

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        publish: Publish[LobbyView] | None = None,
    ) -> LobbyView:
        async with self.lock(channel_id):
            try:
                record = await self.store.create_lobby(guild_id, channel_id, user_id, name)
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
            view = self._lobby_view(record)
            return await self._publish(publish, view, record.id)

    async def join(
        self,
        channel_id: int,
        user_id: int,
        name: str,
        *,
        game_id: int | None = None,
        publish: Publish[LobbyView] | None = None,
    ) -> LobbyView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            if self._seat_of(record, user_id) is not None:
                raise AlreadySeated("You already have a seat in this lobby.")
            if len(record.seats) >= MAX_SEATS:
                raise LobbyFull(f"The lobby is full: Azul is for {MAX_SEATS} players at most.")
            seats = [*record.seats, Seat(len(record.seats), user_id, name)]
            record = await self._update_lobby(record, record.host_id, seats)
            view = self._lobby_view(record)
            return await self._publish(publish, view, record.id)

    async def leave(
        self,
        channel_id: int,
        user_id: int,
        *,
        game_id: int | None = None,
        publish: Publish[LobbyView] | None = None,
    ) -> LobbyView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            if self._seat_of(record, user_id) is None:
                raise NotInGame("You don't have a seat in this lobby.")
            rest = [s for s in record.seats if s.user_id != user_id]
            seats = [Seat(i, s.user_id, s.name, s.computer) for i, s in enumerate(rest)]
            if not seats:
                try:
                    record = await self.store.abort_game(record.id, record.version)
                except VersionConflict:
                    raise StaleTurn("The lobby changed meanwhile; please try again.") from None
                view = self._lobby_view(record, closed=True)
            else:
                host = record.host_id if record.host_id != user_id else seats[0].user_id
                record = await self._update_lobby(record, host, seats)
                view = self._lobby_view(record)
            return await self._publish(publish, view, record.id)

    async def _lobby(self, channel_id: int, game_id: int | None) -> GameRecord:
        record = await self._active(channel_id)
        if game_id is not None and record.id != game_id:
            raise StaleTurn("That lobby is closed.", record.message_id)
        if record.status != GameStatus.LOBBY:
            raise WrongPhase("The game here has already started; seats can't change now.")
        return record

    async def _update_lobby(
        self, record: GameRecord, host_id: int | None, seats: Sequence[Seat]
    ) -> GameRecord:
        try:
            return await self.store.update_lobby(
                record.id, record.version, host_id=host_id, seats=seats
            )
        except VersionConflict:
            raise StaleTurn("The lobby changed meanwhile; please try again.") from None

    async def lobby(self, channel_id: int) -> LobbyView:
        record = await self._active(channel_id)
        if record.status != GameStatus.LOBBY:
            raise WrongPhase("The game here has already started.")
        return self._lobby_view(record)

    # ------------------------------------------------------------------ start

    async def start(
        self,
        channel_id: int,
        user_id: int,
        *,
        game_id: int | None = None,
        publish: Publish[TableView] | None = None,
    ) -> TableView:
        async with self.lock(channel_id):
            record = await self._lobby(channel_id, game_id)
            if user_id != record.host_id:
                host = next((s.name for s in record.seats if s.user_id == record.host_id), "?")
                raise NotHost(f"Only the host ({host}) can start the game.")
            if len(record.seats) < MIN_SEATS:
                raise NotEnoughPlayers(
                    f"Azul needs at least {MIN_SEATS} players: wait for someone to join."
                )
            game = self._new_game(len(record.seats))
            previous = record.message_id
            try:
                record = await self.store.start_game(
                    record.id, record.version, seats=record.seats, state=game.to_dict()
                )
            except VersionConflict:
                raise StaleTurn("The lobby changed meanwhile; please try again.") from None
            names = self._names(record)
            text = (
                f"**Azul begins!** {', '.join(names)}. "
                f"{names[game.current_player]} was drawn to play first."
            )
            view = await self._table_view(record, game, text, None, previous)
            return await self._publish(publish, view, record.id)

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
        publish: Publish[TableView] | None = None,
    ) -> TableView:
        """Play a move for ``user_id``. ``game_id`` / ``expected_version`` come from a button:
        when the table has moved on since, nothing is played (``StaleTurn``)."""
        async with self.lock(channel_id):
            record, game = await self._running(channel_id)
            self._check_turn(record, game, user_id, game_id, expected_version)
            if isinstance(source, Move):
                move = source
            else:
                move = parse_move(source, color or "", line or "")
            reason = game.check(move)
            if reason is not None:
                raise IllegalMoveError(wording.reason_text(game, move, reason))
            try:
                events = game.play(move)
            except IllegalMove as error:  # check() said yes; keep the promise anyway
                raise IllegalMoveError(wording.reason_text(game, move, error.reason)) from None
            result = next((e.result for e in events if isinstance(e, GameEnded)), None)
            previous = record.message_id
            try:
                record = await self.store.commit_move(
                    record.id,
                    record.version,
                    seat=self._seat_of(record, user_id).position,  # type: ignore[union-attr]
                    move=str(move),
                    state=game.to_dict(),
                    result=result,
                )
            except VersionConflict:
                raise StaleTurn(
                    "The table has moved on since; nothing was played.", record.message_id
                ) from None
            except StoreUnavailable as error:
                raise Unavailable(
                    f"The move could not be saved, so it was not played ({error})."
                ) from error
            text = wording.describe_events(events, self._names(record))
            if result is not None:
                text += "\nStats and ratings are updated: see `/azul leaderboard`."
            view = await self._table_view(record, game, text, events, previous)
            return await self._publish(publish, view, record.id)

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
        if seat.position != game.current_player:
            current = record.seats[game.current_player]
            raise NotYourTurn(f"It's {current.name}'s turn, not yours.", current.user_id)
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

    # ------------------------------------------------------------------ reading

    async def _table_view(
        self,
        record: GameRecord,
        game: Game,
        text: str,
        events: Sequence[Event] | None,
        previous_message_id: int | None,
    ) -> TableView:
        names = self._names(record)
        image = await self._render_png(game, names, events)
        finished = game.is_over
        if finished:
            ping = tuple(s.user_id for s in record.seats if s.user_id is not None)
            current = None
        else:
            current = record.seats[game.current_player].user_id
            ping = (current,) if current is not None else ()
        try:
            alt = self._alt_text(game, names)
        except Exception:
            log.exception("describing the table failed")
            alt = ""
        return TableView(
            game_id=record.id,
            version=record.version,
            text=text,
            image=image,
            image_alt=alt,
            seats=self._seat_views(record),
            current_user_id=current,
            ping_user_ids=ping,
            finished=finished,
            events=tuple(events or ()),
            previous_message_id=previous_message_id,
            message_id=record.message_id,
        )

    async def board(self, channel_id: int) -> TableView:
        record, game = await self._running(channel_id)
        names = self._names(record)
        current = names[game.current_player]
        scores = ", ".join(f"{n} {p.score}" for n, p in zip(names, game.players, strict=True))
        text = f"Round {game.round}, {current} to play. Scores: {scores}."
        return await self._table_view(record, game, text, None, None)

    async def sources(self, channel_id: int, user_id: int, typed: str = "") -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id)
        return filter_choices(source_choices(game), typed) if game else []

    async def colors(
        self, channel_id: int, user_id: int, source: str, typed: str = ""
    ) -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id)
        if game is None:
            return []
        try:
            return filter_choices(color_choices(game, parse_source(source)), typed)
        except BadInput:
            return []

    async def lines(
        self, channel_id: int, user_id: int, source: str, color: str, typed: str = ""
    ) -> list[Choice]:
        game = await self._autocomplete_game(channel_id, user_id)
        if game is None:
            return []
        try:
            return filter_choices(
                line_choices(game, parse_source(source), parse_color(color)), typed
            )
        except BadInput:
            return []

    async def _autocomplete_game(self, channel_id: int, user_id: int) -> Game | None:
        """The game, when ``user_id`` is to move in it; else None (nothing to offer)."""
        try:
            record, game = await self._running(channel_id)
            self._check_turn(record, game, user_id, None, None)
        except ServiceError:
            return None
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
        *,
        can_manage: bool,
        game_id: int | None = None,
    ) -> Aborted:
        async with self.lock(channel_id):
            record = await self.check_abort(channel_id, user_id, can_manage=can_manage)
            if game_id is not None and record.id != game_id:
                raise StaleTurn("That game is already over.")
            try:
                await self.store.abort_game(record.id, record.version)
            except VersionConflict:
                record = await self.check_abort(channel_id, user_id, can_manage=can_manage)
                await self.store.abort_game(record.id, record.version)
            running = record.status == GameStatus.RUNNING
            text = (
                "The game was aborted; it does not count for the stats."
                if running
                else "The lobby was closed."
            )
            return Aborted(record.id, running, text, record.message_id)

    # ------------------------------------------------------------------ stats

    async def leaderboard(self, guild_id: int, sort: str = "rating", page: int = 1) -> str:
        try:
            order = LeaderboardSort(sort)
        except ValueError:
            names = ", ".join(s.value for s in LeaderboardSort)
            raise BadInput(f"Unknown sort {sort!r}: use one of {names}.") from None
        if page < 1:
            raise BadInput("Pages are numbered from 1.")
        board = await self.store.leaderboard(guild_id, order, page)
        if not board.entries and board.total and page > board.pages:
            pages = "1 page" if board.pages == 1 else f"{board.pages} pages"
            raise BadInput(f"This leaderboard has only {pages}.")
        return wording.leaderboard_text(board)

    async def stats(self, guild_id: int, user_id: int, name: str) -> str:
        stats = await self.store.player_stats(guild_id, user_id)
        if stats is None or not stats.games:
            return f"{name} has not finished an Azul game on this server yet."
        return wording.stats_text(stats)

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        await self.store.set_message_id(game_id, message_id)
