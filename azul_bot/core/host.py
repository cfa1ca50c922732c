"""The host, knowing no feature: what each feature registers when it installs itself, and the
game read once per interaction and kept.

Everything that changes a game runs under the channel's lock and is checked against the
game's version, so a double click or a button from an old message can never play twice or
out of turn. Each change is stored with its announcement (the outbox) in one transaction, so
a crash between the two loses nothing.
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import logging
import math
import weakref
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from azul_bot.core.db import (
    CorruptGame,
    GameNotFound,
    GameRecord,
    GameStatus,
    GuildSettings,
    Seat,
    Store,
    Timer,
    TimerSpec,
)
from azul_bot.engine import Event, Game
from azul_bot.features import FEATURES

from . import deadlines
from .cache import Memo
from .clock import Clock, SystemClock
from .computers import Thinkers
from .delivery.announcer import Announcer, ClubPost, Handler
from .delivery.direct import DirectMessages, NoDirectMessages, Wishes
from .delivery.dispatcher import Dispatcher, Fire
from .delivery.game_channel import GameChannel
from .delivery.loops import Loop
from .delivery.nonces import Nonce
from .delivery.notices import GameNotice
from .delivery.outbox import Outbox
from .delivery.ports import Publisher
from .hooks import Hooks, TurnHooks
from .locales import Locales
from .options import Renderer, ServiceOptions
from .pictures import Painters
from .refusals import Refusal, Unavailable, WrongPhase
from .server_defaults import defaults
from .server_settings import ServerSetting
from .store_errors import CANNOT_READ, CANNOT_SAVE, called, unavailable_on_outage
from .threads import no_game_for

log = logging.getLogger("azul.service")

DRAW_ATTEMPTS = 2
"""A table picture that fails is drawn once more before its message goes without it: a
picture worker that died under it is replaced for the second (``Painters``)."""

KNOWN_TABLES = 1024
"""Channels whose latest table this process keeps (about 4 KB each): those that moved last."""

R = TypeVar("R")

TimerAct = Callable[[Timer, GameRecord], Awaitable[None]]
"""What a game's timer of one kind does: handed the timer and the game as stored now (at the
timer's version), under the game's channel lock."""


class Host:
    """What every feature of one ``GameService`` shares, and what each registers there."""

    def __init__(self, store: Store, publisher: Publisher, options: ServiceOptions) -> None:
        self.store = store
        self.publisher = publisher
        self.clock: Clock = options.clock or SystemClock()
        self.thinkers = options.thinkers or Thinkers()
        self.computer_pause = options.computer_pause
        self._render: Renderer | None = options.render
        self._flush_timeout = options.flush_timeout
        self.executor = Painters(options.render_processes)
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._settings: Memo[int, GuildSettings] = Memo()
        self.tables: Memo[int, GameRecord] = Memo(math.inf, KNOWN_TABLES)
        """Per channel, the running game this process read or stored last, its game read
        (``running``): the database's version decides whether it is still the table."""
        self.locales = Locales(store, self._settings)
        self.server_locale = self.locales.server_locale
        self.user_locale = self.locales.user_locale
        self.announcer = Announcer(store)
        self.letters = DirectMessages(publisher, self.user_locale)
        self.channel = GameChannel(store, publisher, self.server_locale)
        self.outbox_lease = options.outbox_lease
        """How long a claimed notice is kept from other processes: the outbox's claims, and
        those a move makes for its own post (``Turns``)."""
        self.hooks = Hooks()
        self.turn_hooks = TurnHooks(self.settings)
        self.outbox = Outbox(
            store,
            self.announcer.deliver,
            self.clock,
            self.turn_hooks.channel_gone,
            lease=self.outbox_lease,
            idle_poll=options.outbox_poll,
        )
        self.timers = Dispatcher(
            store, self._fire, self.clock, lease=options.timer_lease, idle_poll=options.timer_poll
        )
        # The registries the features fill.
        self._boundaries: dict[str, Fire] = {}
        self._timer_acts: dict[str, TimerAct] = {}
        self.in_hand: set[Timer] = set()
        """Timers of games this process is handling now (a reminder whose time-out is among
        them is moot)."""
        self.options = options
        self._rooms: dict[type, Any] = {}
        self._refusals: set[str] = set()
        self._nonces: set[str] = set()
        self._server_settings: dict[str, ServerSetting[Any]] = {}

    # ------------------------------------------------------------------ the registries

    def on_boundary(self, kind: str, act: Fire) -> None:
        """What the club's timer of ``kind`` (one of no game: a season's end, a person's
        digest) does when it comes due. The act itself makes sure it happens once: the
        dispatcher may hand it again after a crash."""
        if kind in self._boundaries:
            raise ValueError(f"two acts for the club's timers of kind {kind!r}")
        self._boundaries[kind] = act

    def on_timer(self, kind: str, act: TimerAct) -> None:
        """What a game's timer of ``kind`` does when it comes due (``TimerAct``)."""
        if kind in self._timer_acts:
            raise ValueError(f"two acts for the game timers of kind {kind!r}")
        self._timer_acts[kind] = act

    def add_room(self, room: R) -> R:
        """Keep a feature's ``room``, found by its type (``room``)."""
        if type(room) in self._rooms:
            raise ValueError(f"two rooms of type {type(room).__name__}")
        self._rooms[type(room)] = room
        return room

    def room(self, kind: type[R]) -> R:
        """The room of type ``kind`` (``host.room(Lobby).join(...)``, typed)."""
        try:
            return self._rooms[kind]
        except KeyError:
            raise LookupError(f"no room of type {kind.__name__} is installed") from None

    def refusals(self, codes: Sequence[str]) -> None:
        """The refusal codes a feature declares in its folder (its words say each one,
        ``refusal-<code>``): a code the host or another feature has already is an error."""
        for code in codes:
            if code in self._refusals or code in {member.value for member in Refusal}:
                raise ValueError(f"the refusal code {code!r} is declared twice")
            self._refusals.add(code)

    def nonces(self, prefixes: Sequence[str]) -> None:
        """The nonce prefixes a feature declares for its messages (``delivery.nonces``):
        letters only, so that one never reads as another's followed by a row's digits; one
        the host or another feature has already is an error."""
        for prefix in prefixes:
            taken = self._nonces | {kind.value for kind in Nonce}
            if not prefix.isalpha() or prefix in taken:
                raise ValueError(f"the nonce prefix {prefix!r} is declared twice or not letters")
            self._nonces.add(prefix)

    def add_server_setting(self, setting: ServerSetting[Any]) -> None:
        """A server's setting a feature keeps (``/azul settings`` offers it by its option's
        name): a name another setting has already is an error."""
        if setting.option in self._server_settings:
            raise ValueError(f"two server settings named {setting.option!r}")
        self._server_settings[setting.option] = setting

    @property
    def server_settings(self) -> Mapping[str, ServerSetting[Any]]:
        """The features' server settings by option, in the order they installed."""
        return self._server_settings

    def on_notice(self, kind: type[GameNotice] | str, handler: Handler) -> None:
        """How a notice of a game of ``kind`` (its type, or an older version's kind) is
        posted."""
        self.announcer.on_notice(kind if isinstance(kind, str) else kind.kind, handler)

    def on_post(self, kind: str, post: ClubPost) -> None:
        """How an announcement of no game of ``kind`` is posted."""
        self.announcer.on_post(kind, post)

    def direct_messages(self, wishes: Wishes) -> None:
        """Who is told of their turns by direct message (one feature says it)."""
        if not isinstance(self.letters.wishes, NoDirectMessages):
            raise ValueError("two features say who is sent direct messages")
        self.letters.wishes = wishes

    # ------------------------------------------------------------------ the loops

    async def _fire(self, timer: Timer) -> None:
        if timer.game_id is not None:
            await self._fire_game(timer)
            return
        act = self._boundaries.get(timer.kind)
        if act is None:
            # Left for a version that knows it (an older bot must not lose a newer's timer).
            raise LookupError(f"no act for the club's timer {timer.kind!r}")
        await act(timer)

    async def _fire_game(self, timer: Timer) -> None:
        """A game's timer: its act takes the channel's lock first and only then reads the
        game, and is handed that fresh record, or nothing happens at all when the game moved
        on since the timer was set (a turn that was played, a lobby that changed): no act
        ever acts on a game read before the lock."""
        self.in_hand.add(timer)
        try:
            async with self.lock(timer.channel_id):
                record = await self.at_version(timer.game_id, timer.version)
                if record is None:
                    return  # the game moved on since this timer was set
                act = self._timer_acts.get(timer.kind)
                if act is None:
                    log.error("game %s: unknown timer kind %r", record.id, timer.kind)
                    return
                await act(timer, record)
        finally:
            self.in_hand.discard(timer)

    async def at_version(self, game_id: int | None, version: int) -> GameRecord | None:
        """The game as stored now, if still at ``version``; else None."""
        if game_id is None:
            return None
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            return None
        return record if record.version == version else None

    async def start_loops(self, *, sole_process: bool = True) -> None:
        """Start the loops that act on their own. A sole process first frees what a crashed
        run had claimed, so the backlog goes out at once rather than after the claims' lease."""
        if sole_process:
            await self.store.release_claims()
        for loop in self.loops:
            loop.start()

    @property
    def loops(self) -> list[Loop]:
        """The loops that act on their own: the outbox and the timers (the features' work
        that waits is their timers')."""
        return [self.outbox, self.timers]

    async def close(self) -> None:
        for loop in reversed(self.loops):
            await loop.stop()
        self.thinkers.close()
        self.executor.shutdown(wait=False, cancel_futures=True)

    def lock(self, channel_id: int) -> asyncio.Lock:
        """The lock that serialises every change in ``channel_id``."""
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return lock

    # ------------------------------------------------------------------ the store

    async def stored(self, change: Awaitable[R]) -> R:
        """Await a store write. A stored change may have queued a notice and set timers:
        both loops look again."""
        with unavailable_on_outage(CANNOT_SAVE, "storing a change"):
            record = await change
        if getattr(record, "claimed_notice", None) is None:  # else the mover posts it
            self.outbox.kick()
        self.timers.kick()
        return record

    async def read(self, query: Awaitable[R]) -> R:
        """Await a store read that the user waits on."""
        with unavailable_on_outage(CANNOT_READ, called(query)):
            return await query

    async def active(self, channel_id: int, asker: int | None = None) -> GameRecord:
        """The channel's lobby or running game. A channel without one whose threads hold
        games answers the person who asked (``asker``) with those (``GamesInThreads``)."""
        record = await self.read(self.store.active_game(channel_id))
        if record is None:
            raise await no_game_for(self.store, self.read, channel_id, asker)
        return record

    async def running(
        self, channel_id: int, asker: int | None = None, *, at: tuple[int, int] | None = None
    ) -> tuple[GameRecord, Game]:
        """The channel's running game, and a copy of its table to play on. Its state is
        read only when it is not the table this process already holds (``tables``).
        ``at``: the game and version a picker's tap was made for; the table held at exactly
        those is trusted without asking the database (the tap only shows choices: the move
        is checked against the stored version in its own transaction)."""
        known = self.tables.get(channel_id)
        if known is not None and at == (known.id, known.version):
            return known, known.game()
        record = await self.read(self.store.active_game(channel_id, known=known))
        if record is None:
            raise await no_game_for(self.store, self.read, channel_id, asker)
        if record.status != GameStatus.RUNNING:
            raise WrongPhase(Refusal.NOT_STARTED)
        try:
            game = record.game()
        except CorruptGame as error:
            raise Unavailable(Refusal.DAMAGED_GAME) from error
        self.keep(record)
        return record, game

    def keep(self, record: GameRecord) -> None:
        """Keep the table of ``record`` (read or just stored) for the channel's next
        interaction, without its JSON state: the game holds it all (a few KB)."""
        if record.kept_game() is None or record.status != GameStatus.RUNNING:
            self.tables.pop(record.channel_id)
            return
        self.tables.put(record.channel_id, replace(record, state=None))

    async def announced(self, record: GameRecord) -> bool:
        """Wait for the change's channel message; False if it is still on its way."""
        return await self.outbox.flush(record.id, self._flush_timeout)

    # ------------------------------------------------------------------ a server's rules

    async def settings(self, guild_id: int) -> GuildSettings:
        """The server's rules for its games (the defaults until an admin changes them)."""
        settings = self._settings.get(guild_id)
        if settings is None:
            stored = await self.read(self.store.guild_settings(guild_id))
            settings = stored or defaults(guild_id)
            self._settings.put(guild_id, settings)
        return settings

    def settings_saved(self, settings: GuildSettings) -> None:
        self._settings.put(settings.guild_id, settings)

    async def turn_timers(
        self, record: GameRecord, game: Game, paused: Mapping[int, TimerSpec] | None = None
    ) -> list[TimerSpec]:
        """The deadlines of the turn ``game`` is at, by the game's rules, from now; the clock
        of a person to move whose turn waits for them stays stopped (``paused``: those, as a
        feature changing them says; None: as the features say now)."""
        settings = await self.turn_hooks.game_settings(record)
        if paused is None:
            paused = await self.turn_hooks.paused(record, game)
        return deadlines.turn_timers(
            record, game, settings, self.clock.now(), pause=self.computer_pause, paused=paused
        )

    # ------------------------------------------------------------------ pictures

    async def in_thread(self, func: Callable[..., R], *args: Any) -> R:
        return await asyncio.get_running_loop().run_in_executor(self.executor, func, *args)

    async def draw(
        self,
        game: Game,
        seats: Sequence[Seat | str],
        events: Sequence[Event] | None,
        locale: str | None = None,
        seat: int | None = None,
    ) -> bytes | None:
        """The table image, its seats named and its words written in ``locale`` (a Discord
        locale code; None: the default), drawn from ``seat``'s side when one person looks at
        it; a picture we cannot draw never blocks a post (None: it goes without)."""
        if self._render is None:
            return None
        render = self._render if seat is None else functools.partial(self._render, seat=seat)
        for attempt in range(1, DRAW_ATTEMPTS + 1):
            try:
                return await self.in_thread(render, game, tuple(seats), events, locale)
            except Exception:
                log.exception(
                    "rendering the table failed (attempt %d of %d)", attempt, DRAW_ATTEMPTS
                )
        return None


class GameService(Host):
    """The host with its features installed (all of them by default, in their order): the
    face start-up, the cogs and the tests see. All ids are plain integers (Discord
    snowflakes)."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        options: ServiceOptions | None = None,
        *,
        features: Sequence[str] = FEATURES,
    ) -> None:
        super().__init__(store, publisher, options or ServiceOptions())
        for name in features:
            importlib.import_module(f"azul_bot.features.{name}").install(self)
