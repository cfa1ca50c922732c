"""The house the host's rooms share: made once, handed to each room, never copied.

It holds what every feature of the host needs and no feature of its own: the store and the
publisher, the clock, one lock per channel, the pool that draws tables, the computers'
thinkers, the tables and settings kept in memory, the announcer and the two loops that act on
their own (the outbox, the timers). Each change a room stores goes through ``stored``, which
wakes both loops; each read that may fail through ``read``.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import math
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from azul_bot.engine import Event, Game
from azul_bot.store import (
    CorruptGame,
    GameRecord,
    GameStatus,
    GuildSettings,
    Seat,
    Store,
    StoreError,
    Timer,
    TimerSpec,
)

from .away import facts as absence
from .cache import Memo
from .clock import Clock, SystemClock
from .delivery import deadlines
from .delivery.announcer import Announcer
from .delivery.direct import Wish
from .delivery.outbox import Outbox
from .delivery.ports import Publisher
from .delivery.timers import Dispatcher, Fire
from .options import Renderer, ServiceOptions
from .pictures import Painters
from .play.choices import source_buttons
from .play.computers import Thinkers
from .refusals import Refusal, Unavailable, WrongPhase
from .seats import seat_views
from .settings import server as server_settings
from .store_errors import CANNOT_READ, CANNOT_SAVE, called, unavailable_on_outage
from .threads import no_game_for
from .views import TableView

log = logging.getLogger("azul.service")

KNOWN_TABLES = 1024
"""Channels whose latest table this process keeps (about 4 KB each): those that moved last."""
DRAW_ATTEMPTS = 2
"""A table picture that fails is drawn once more before its message goes without it: a
picture worker that died under it is replaced for the second (``Painters``)."""

R = TypeVar("R")
AUTO = "auto"
"""A server's language setting that follows the server's own Discord locale."""


class House:
    """What the rooms of one ``GameService`` share. The loops call back into the rooms: a
    due timer is ``fire``d, a post that finds its channel deleted says so to ``gone``."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        options: ServiceOptions,
        *,
        gone: Callable[[int], Awaitable[None]],
        fire: Fire,
    ) -> None:
        self.store = store
        self.publisher = publisher
        self.clock: Clock = options.clock or SystemClock()
        self.thinkers = options.thinkers or Thinkers()
        self.computer_pause = options.computer_pause
        self._render: Renderer | None = options.render
        self._flush_timeout = options.flush_timeout
        self.executor = Painters(options.render_processes)
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self.tables: Memo[int, tuple[GameRecord, Game]] = Memo(math.inf, KNOWN_TABLES)
        """Per channel, the table this process stored last (``Turns.play``)."""
        self._settings: Memo[int, GuildSettings] = Memo()
        self._tournament_limits: Memo[int, tuple[float | None]] = Memo()
        """Per tournament, its turns' time limit (fixed when it was made)."""
        self._dm_wanted: Memo[int, Wish] = Memo()
        """Per person: how they asked to be told of their turns, as far as their DMs (not
        known closed) allow."""
        self._guild_locales: Memo[int, str] = Memo()
        self._user_locales: Memo[int, str] = Memo()
        """Locales as last seen ("" for none yet), so an interaction writes only a change."""
        self.announcer = Announcer(
            store,
            publisher,
            self.draw,
            self.dm_wish,
            self.server_locale,
            self.user_locale,
            self.dms_closed,
            away=self.away_now,
        )
        self.outbox_lease = options.outbox_lease
        """How long a claimed notice is kept from other processes: the outbox's claims, and
        those a move makes for its own post (``Turns``)."""
        self.outbox = Outbox(
            store,
            self.announcer.deliver,
            self.clock,
            gone,
            lease=self.outbox_lease,
            idle_poll=options.outbox_poll,
        )
        self._fire_game = fire
        self._boundaries: dict[str, Fire] = {}
        self.timers = Dispatcher(
            store, self._fire, self.clock, lease=options.timer_lease, idle_poll=options.timer_poll
        )

    def on_boundary(self, kind: str, act: Fire) -> None:
        """What the club's timer of ``kind`` (one of no game: a season's end, a person's
        digest) does when it comes due. The act itself makes sure it happens once: the
        dispatcher may hand it again after a crash."""
        self._boundaries[kind] = act

    async def _fire(self, timer: Timer) -> None:
        if timer.game_id is not None:
            await self._fire_game(timer)
            return
        act = self._boundaries.get(timer.kind)
        if act is None:
            # Left for a version that knows it (an older bot must not lose a newer's timer).
            raise LookupError(f"no act for the club's timer {timer.kind!r}")
        await act(timer)

    async def start_loops(self, *, sole_process: bool = True) -> None:
        """Start the loops that act on their own. A sole process first frees what a crashed
        run had claimed, so the backlog goes out at once rather than after the claims' lease."""
        if sole_process:
            await self.store.release_claims()
        self.outbox.start()
        self.timers.start()

    async def close(self) -> None:
        await self.timers.stop()
        await self.outbox.stop()
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

    async def settings(self, guild_id: int) -> GuildSettings:
        """The server's rules for its games (the defaults until an admin changes them)."""
        settings = self._settings.get(guild_id)
        if settings is None:
            stored = await self.read(self.store.guild_settings(guild_id))
            settings = stored or server_settings.defaults(guild_id)
            self._settings.put(guild_id, settings)
        return settings

    async def game_settings(self, record: GameRecord) -> GuildSettings:
        """The rules a game's turns are timed by: the server's, with a tournament's own time
        limit for its games (and a reminder a third of the way into it)."""
        settings = await self.settings(record.guild_id)
        if record.tournament_id is None:
            return settings
        limit = self._tournament_limits.get(record.tournament_id)
        if limit is None:
            found = await self.read(self.store.tournament(record.tournament_id))
            limit = (found.spec.time_limit if found is not None else settings.turn_limit,)
            self._tournament_limits.put(record.tournament_id, limit)
        (turn_limit,) = limit
        reminder = None if turn_limit is None else turn_limit / 3
        return replace(settings, turn_limit=turn_limit, reminder_after=reminder)

    async def turn_timers(self, record: GameRecord, game: Game) -> list[TimerSpec]:
        """The deadlines of the turn ``game`` is at, by the server's rules (a tournament's
        limit for its games), from now; the clock of a person to move who is away stays
        stopped."""
        settings = await self.game_settings(record)
        away = await self.away_movers(record, game)
        return deadlines.turn_timers(
            record, game, settings, self.clock.now(), pause=self.computer_pause, away=away
        )

    async def away_now(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """Those of ``user_ids`` who are away on the server now, with when they are back."""
        if not user_ids:
            return {}
        stored = await self.read(self.store.away_of(guild_id, user_ids))
        return absence.away_now(stored, self.clock.now())

    async def away_movers(self, record: GameRecord, game: Game) -> dict[int, float]:
        """The seats to move whose person is away now, with when they are back."""
        people = absence.people_to_move(record, game)
        away = await self.away_now(record.guild_id, list(people.values()))
        return {seat: away[user] for seat, user in people.items() if user in away}

    def settings_saved(self, settings: GuildSettings) -> None:
        self._settings.put(settings.guild_id, settings)

    async def dm_wish(self, user_id: int) -> Wish:
        """How the person asked to be told of their turns: by direct message each turn, or
        once a day (the digest), or in the channel; the channel when Discord refused them a
        direct message for good since they last ran ``/azul notify``."""
        wish = self._dm_wanted.get(user_id)
        if wish is None:
            wish = await self._wish_stored(user_id)
            self._dm_wanted.put(user_id, wish)
        return wish

    async def _wish_stored(self, user_id: int) -> Wish:
        if await self.store.dms_closed_at(user_id) is not None:
            return Wish.CHANNEL
        digest = await self.store.digest(user_id)
        if digest is not None and digest.on:
            return Wish.DIGEST
        return Wish.TURNS if await self.store.notify_pref(user_id) else Wish.CHANNEL

    async def dms_closed(self, user_id: int) -> None:
        """Discord refused the person a direct message for good: kept, so their notices
        ping them in the channel, untried, until ``/azul notify`` reaches them again."""
        self._dm_wanted.put(user_id, Wish.CHANNEL)
        await self.store.set_dms_closed(user_id, self.clock.now())

    def dm_wish_changed(self, user_id: int) -> None:
        """The person's wish or the state of their DMs was stored anew: read it again."""
        self._dm_wanted.pop(user_id)

    # ------------------------------------------------------------------ languages

    async def server_locale(self, guild_id: int) -> str | None:
        """The Discord locale of a server's channel messages: the language its admins chose
        (``/azul settings language``), else the server's own locale as its interactions
        show it; None before either is known (the default language). A store that cannot
        be read raises, and the outbox tries the post again."""
        settings = self._settings.get(guild_id)
        if settings is None:
            stored = await self.store.guild_settings(guild_id)
            settings = stored or server_settings.defaults(guild_id)
            self._settings.put(guild_id, settings)
        if settings.language != AUTO:
            return settings.language
        return await self._seen(self._guild_locales, guild_id, self.store.guild_locale)

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of a person's latest interaction (their direct messages)."""
        return await self._seen(self._user_locales, user_id, self.store.user_locale)

    async def learn_server_locale(self, guild_id: int, guild_locale: str) -> None:
        """Remember a server's Discord locale, as the gateway tells it when the bot connects
        (before anyone there has used a command); only a change is written."""
        await self.learn_locales(guild_id, guild_locale, None, None)

    async def learn_locales(
        self,
        guild_id: int | None,
        guild_locale: str | None,
        user_id: int | None,
        locale: str | None,
    ) -> None:
        """Remember the locales an interaction came with: its server's and its user's. Only
        a change is written; a store that cannot be used now refuses no interaction (the
        next one tries again)."""
        try:
            if guild_id is not None and guild_locale:
                await self._learn(
                    self._guild_locales,
                    guild_id,
                    guild_locale,
                    self.store.guild_locale,
                    self.store.set_guild_locale,
                )
            if user_id is not None and locale:
                await self._learn(
                    self._user_locales,
                    user_id,
                    locale,
                    self.store.user_locale,
                    self.store.set_user_locale,
                )
        except StoreError as error:
            log.debug("could not store the locales of user %s: %r", user_id, error)

    @staticmethod
    async def _seen(
        memo: Memo[int, str], key: int, read: Callable[[int], Awaitable[str | None]]
    ) -> str | None:
        seen = memo.get(key)
        if seen is None:
            seen = await read(key) or ""
            memo.put(key, seen)
        return seen or None

    async def _learn(
        self,
        memo: Memo[int, str],
        key: int,
        locale: str,
        read: Callable[[int], Awaitable[str | None]],
        write: Callable[[int, str], Awaitable[None]],
    ) -> None:
        if await self._seen(memo, key, read) != locale:
            await write(key, locale)
            memo.put(key, locale)

    async def active(self, channel_id: int, asker: int | None = None) -> GameRecord:
        """The channel's lobby or running game. A channel without one whose threads hold
        games answers the person who asked (``asker``) with those (``GamesInThreads``)."""
        record = await self.read(self.store.active_game(channel_id))
        if record is None:
            raise await no_game_for(self.store, self.read, channel_id, asker)
        return record

    async def running(self, channel_id: int, asker: int | None = None) -> tuple[GameRecord, Game]:
        record = await self.active(channel_id, asker)
        if record.status != GameStatus.RUNNING:
            raise WrongPhase(Refusal.NOT_STARTED)
        try:
            return record, record.game()
        except CorruptGame as error:
            raise Unavailable(Refusal.DAMAGED_GAME) from error

    # ------------------------------------------------------------------ the table shown

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

    async def announced(self, record: GameRecord) -> bool:
        """Wait for the change's channel message; False if it is still on its way."""
        return await self.outbox.flush(record.id, self._flush_timeout)

    async def table_view(
        self,
        record: GameRecord,
        game: Game,
        events: Sequence[Event] | None = None,
        *,
        image: bytes | None = None,
        announced: bool = True,
    ) -> TableView:
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
            published=await self.announced(record) if announced else True,
            sources=tuple(source_buttons(game)) if not game.is_over else (),
            channel_id=record.channel_id,
        )
