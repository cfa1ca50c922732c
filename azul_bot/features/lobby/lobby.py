"""The lobby: a game's seats before it starts. A lobby nobody starts closes a day after its
last change, and a member's challenge it holds ends a day after it was made.

Every change runs under the channel's lock and names the lobby's version, so two clicks on
one lobby message never both take the last seat.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from azul_bot.core import (
    LEVELS,
    AlreadySeated,
    BadInput,
    GameExists,
    GamesInThreads,
    Host,
    LobbyFull,
    Memo,
    NoGame,
    NotEnoughPlayers,
    NotInGame,
    Refusal,
    SeatView,
    WrongPhase,
    check_host,
    computer_name,
    seat_of,
    seat_views,
    stale_on_clash,
)
from azul_bot.core.db import ChannelBusy, GameRecord, GameStatus, Notice, Seat, Timer, TimerSpec
from azul_bot.engine import CLASSIC, VARIANTS, Game, Variant
from azul_bot.features.play import Aborted, TableView, table_view, turn_notice
from azul_bot.features.results import check_minimum, checked_minimum, reliabilities

from . import ids, store
from .deal import NewGame, played_as, random_game
from .posts import EXPIRED, lobby_closed_notice, lobby_notice
from .timers import CHALLENGE_LIFETIME, lobby_timers


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


def check_room(record: GameRecord) -> None:
    """Refuse a seat beyond the most players the lobby's variant allows."""
    most = Variant.by_code(record.variant).max_players
    if len(record.seats) >= most:
        raise LobbyFull(ids.LOBBY_FULL, most=most)


def checked_variant(code: str) -> str:
    """A variant code the engine plays; a forged or unknown one is refused."""
    if code not in VARIANTS:
        raise BadInput(Refusal.NOT_OFFERED)
    return code


class Lobby:
    def __init__(self, host: Host, new_game: NewGame = random_game) -> None:
        self._host = host
        self._new_game = new_game
        self._minimums: Memo[int, tuple[int | None]] = Memo(math.inf)
        """Per lobby, the least share of finished games it asks (it never changes)."""

    async def view(self, record: GameRecord, *, closed: bool = False) -> LobbyView:
        return LobbyView(
            game_id=record.id,
            version=record.version,
            host_id=record.host_id,
            seats=seat_views(record),
            closed=closed,
            variant=record.variant,
            published=await self._host.announced(record),
            channel_id=record.channel_id,
        )

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        variant: str = CLASSIC.code,
        *,
        parent_id: int | None = None,
        min_finished: int | None = None,
        challenged_id: int | None = None,
    ) -> LobbyView:
        """A lobby whose host is ``user_id``; the host may change its ``variant`` until the
        start. ``min_finished`` is a percent."""
        variant = checked_variant(variant)
        min_finished = checked_minimum(min_finished)
        host = self._host
        async with host.lock(channel_id):
            try:
                record = await self.create(
                    guild_id,
                    channel_id,
                    user_id,
                    name,
                    variant=variant,
                    parent_id=parent_id,
                    min_finished=min_finished,
                    challenged_id=challenged_id,
                )
            except ChannelBusy:
                existing = await host.store.active_game(channel_id)
                running = existing is not None and existing.status == GameStatus.RUNNING
                raise GameExists(
                    ids.GAME_RUNNING_HERE if running else ids.LOBBY_OPEN_HERE
                ) from None
            return await self.view(record)

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        notice: Notice | None = None,
        *,
        variant: str = CLASSIC.code,
        parent_id: int | None = None,
        min_finished: int | None = None,
        challenged_id: int | None = None,
    ) -> GameRecord:
        """Store a new lobby with its expiry; ``ChannelBusy`` when the channel has a game.
        The caller holds the channel's lock."""
        host = self._host
        now = host.clock.now()
        challenge_ends = None if challenged_id is None else now + CHALLENGE_LIFETIME
        record: GameRecord = await host.stored(
            host.store.write(
                store.create_lobby(
                    guild_id,
                    channel_id,
                    user_id,
                    name,
                    notice=lobby_notice() if notice is None else notice,
                    timers=lobby_timers(now, challenge_ends),
                    variant=variant,
                    parent_id=parent_id,
                    min_finished=min_finished,
                    challenged_id=challenged_id,
                )
            )
        )
        self._minimums.put(record.id, (min_finished,))
        return record

    async def choose_variant(
        self, channel_id: int, user_id: int, variant: str, *, game_id: int | None = None
    ) -> LobbyView:
        """The host chooses the wall the lobby's game will play (until the start)."""
        variant = checked_variant(variant)
        async with self._host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            check_host(record, user_id, ids.HOST_ONLY_VARIANT)
            if record.variant != variant:
                record = await self.update(record, record.host_id, record.seats, variant=variant)
            return await self.view(record)

    async def join(
        self, channel_id: int, user_id: int, name: str, *, game_id: int | None = None
    ) -> LobbyView:
        """Seat ``user_id`` in the channel's lobby. Asked in a channel whose games live in
        its threads: in the one lobby with a free seat there (the view says where); with
        several, ``LOBBIES_IN_THREADS`` and the games, for the person to choose."""
        try:
            return await self._join(channel_id, user_id, name, game_id)
        except GamesInThreads as elsewhere:
            lobbies = elsewhere.open_lobbies
            if len(lobbies) == 1 and lobbies[0].joinable:
                (lobby,) = lobbies
                return await self._join(lobby.channel_id, user_id, name, lobby.game_id)
            if len(lobbies) > 1:
                raise GamesInThreads(ids.LOBBIES_IN_THREADS, elsewhere.games) from None
            raise

    async def _join(
        self, channel_id: int, user_id: int, name: str, game_id: int | None
    ) -> LobbyView:
        async with self._host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            seats = await self.seats_with(record, user_id, name)
            # The challenged who joins without Accept has answered all the same (the store
            # ends a challenge whose member sits down).
            record = await self.update(record, record.host_id, seats)
            return await self.view(record)

    async def seats_with(self, record: GameRecord, user_id: int, name: str) -> list[Seat]:
        """The lobby's seats with ``user_id`` in the next one, as joining seats them:
        refused when they sit there already, the lobby is full, or they finish fewer
        games than it asks."""
        if seat_of(record, user_id) is not None:
            raise AlreadySeated(ids.ALREADY_SEATED)
        check_room(record)
        await self._check_minimum(record, user_id)
        return [*record.seats, Seat(len(record.seats), user_id, name)]

    async def _check_minimum(self, record: GameRecord, user_id: int) -> None:
        """Refuse ``user_id`` a seat when they finish fewer games than the lobby asks."""
        if user_id == record.host_id:
            return
        least = await self.minimum(record)
        if least is None:
            return
        host = self._host
        known = await host.read(host.store.read(reliabilities(record.guild_id, [user_id])))
        check_minimum(record, least, user_id, known.get(user_id))

    async def minimum(self, record: GameRecord) -> int | None:
        """The least share of finished games (a percent) the lobby of ``record`` asks of who
        joins; None: anyone may."""
        kept = self._minimums.get(record.id)
        if kept is None:
            host = self._host
            kept = (await host.read(host.store.read(store.minimum(record.id))),)
            self._minimums.put(record.id, kept)
        return kept[0]

    async def leave(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> LobbyView:
        host = self._host
        async with host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            if seat_of(record, user_id) is None:
                raise NotInGame(ids.NOT_IN_LOBBY)
            rest = [s for s in record.seats if s.user_id != user_id]
            seats = [Seat(i, s.user_id, s.name, s.computer) for i, s in enumerate(rest)]
            if not any(seat.user_id is not None for seat in seats):
                then = await host.hooks.aborting(record)
                with stale_on_clash(ids.LOBBY_CHANGED):
                    record = await host.stored(
                        host.store.abort_game(
                            record.id, record.version, notice=lobby_closed_notice(), then=then
                        )
                    )
                return await self.view(record, closed=True)
            new_host = record.host_id
            if new_host == user_id:
                new_host = next(s.user_id for s in seats if s.user_id is not None)
            record = await self.update(record, new_host, seats)
            return await self.view(record)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str, *, game_id: int | None = None
    ) -> LobbyView:
        """The host seats a computer player of ``level``."""
        if level not in LEVELS:
            raise BadInput(Refusal.UNKNOWN_LEVEL)
        async with self._host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            check_host(record, user_id, ids.HOST_ONLY_ADD_COMPUTER)
            check_room(record)
            name = computer_name(level, record.seats)
            seats = [*record.seats, Seat(len(record.seats), None, name, level)]
            record = await self.update(record, record.host_id, seats)
            return await self.view(record)

    async def remove_computer(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> LobbyView:
        """The host takes the last computer seat away."""
        async with self._host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            check_host(record, user_id, ids.HOST_ONLY_REMOVE_COMPUTER)
            computers = [s for s in record.seats if s.computer is not None]
            if not computers:
                raise BadInput(ids.NO_COMPUTER_SEATED)
            rest = [s for s in record.seats if s != computers[-1]]
            seats = [replace(s, position=i) for i, s in enumerate(rest)]
            record = await self.update(record, record.host_id, seats)
            return await self.view(record)

    async def _lobby(self, channel_id: int, game_id: int | None, asker: int) -> GameRecord:
        record = await self._host.active(channel_id, asker)
        if game_id is not None and record.id != game_id:
            raise NoGame(ids.LOBBY_CLOSED)  # a closed lobby's button: another game is here
        if record.status != GameStatus.LOBBY:
            raise WrongPhase(Refusal.ALREADY_STARTED)
        return record

    async def update(
        self,
        record: GameRecord,
        host_id: int,
        seats: Sequence[Seat],
        notice: Notice | None = None,
        *,
        variant: str | None = None,
        end_challenge: bool = False,
    ) -> GameRecord:
        """Store the lobby's new seats and host with a fresh expiry; without
        ``end_challenge`` an open challenge keeps its end. The caller holds the channel's
        lock."""
        host = self._host
        now = host.clock.now()
        with stale_on_clash(ids.LOBBY_CHANGED):
            return await host.stored(
                host.store.write(
                    store.update_lobby(
                        record.id,
                        record.version,
                        host_id=host_id,
                        seats=seats,
                        notice=lobby_notice() if notice is None else notice,
                        timers=lobby_timers(now),
                        variant=variant,
                        end_challenge=end_challenge,
                        now=now,
                    )
                )
            )

    async def start(
        self, channel_id: int, user_id: int, *, game_id: int | None = None
    ) -> TableView:
        host = self._host
        async with host.lock(channel_id):
            record = await self._lobby(channel_id, game_id, user_id)
            check_host(record, user_id, ids.HOST_ONLY_START)
            least = Variant.by_code(record.variant).min_players
            if len(record.seats) < least:
                raise NotEnoughPlayers(ids.NOT_ENOUGH_PLAYERS, least=least)
            game, notice, timers = await self.deal(record)
            with stale_on_clash(ids.LOBBY_CHANGED):
                record = await host.stored(
                    host.store.start_game(
                        record.id,
                        record.version,
                        seats=record.seats,
                        state=game.to_dict(),
                        notice=notice,
                        timers=timers,
                        turn_began_at=host.clock.now(),
                    )
                )
            return await table_view(host, record, game)

    async def deal(self, record: GameRecord) -> tuple[Game, Notice, list[TimerSpec]]:
        """How the game of ``record``'s seats and wall begins: its first table, the notice of
        its first turn (at the version its start makes) and that turn's timers from now. A
        lobby's start and a tournament's table (``tournaments.tables``) begin alike."""
        game = played_as(self._new_game(len(record.seats)), Variant.by_code(record.variant))
        notice = turn_notice(record.version + 1, game.to_dict(), None)
        return game, notice, await self._host.turn_timers(record, game)

    # ------------------------------------------------------------------ its expiry

    async def expire(self, timer: Timer, record: GameRecord) -> None:
        """The ``LOBBY_EXPIRY`` timer: a lobby nobody started closes (``close_lobby``)."""
        if record.status == GameStatus.LOBBY:
            await self.close_lobby(record, EXPIRED)

    async def close_lobby(self, record: GameRecord, why: str | Notice) -> Aborted:
        """Close a lobby nobody started: its message says ``why`` (``EXPIRED``, or the
        notice that says it: a declined challenge's) and loses its buttons. The caller holds
        the channel's lock."""
        host = self._host
        notice = lobby_closed_notice(why) if isinstance(why, str) else why
        then = await host.hooks.aborting(record)
        with stale_on_clash(ids.LOBBY_CHANGED):
            record = await host.stored(
                host.store.abort_game(record.id, record.version, notice=notice, then=then)
            )
        return Aborted(record.id, False)
