"""What time away does: ``/azul away`` stops a person's clock in every game of the server
where they are to move, ``/azul back`` (or the away's end, a timer) starts it again.

Going away and coming back are each one transaction: the person's row, the allowance used
and every game they touch (its timers, the time its turn had left, a word in its channel,
its lobby message redrawn). The games' channels are locked meanwhile, in order, so no move
of this process slips between reading a game and retiming it; a move of another process is
caught by the version each retime names.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import replace

from azul_bot.core import TIMEOUT, BadInput, Host, NotAllowed, seat_of
from azul_bot.core.db import (
    CorruptGame,
    GameNotFound,
    GameRecord,
    GameStatus,
    Timer,
    TimerSpec,
)
from azul_bot.engine import Game
from azul_bot.features.lobby import lobby_notice
from azul_bot.features.play import Reminders
from azul_bot.features.seasons import season_bounds

from . import rules
from . import store as tables
from .absence import DAY, MAX_DAYS, Absences, Allowance, CameBack, WentAway, people_to_move
from .away_notes import away_notice
from .ids import AWAY_ALLOWANCE_LEFT, AWAY_DAYS_ASKED, AWAY_END, AWAY_NOT_ALLOWED, NOT_AWAY
from .store import Allowed, Away, PausedTurn, Retime


class TimeAway:
    def __init__(self, host: Host, absences: Absences, reminders: Reminders) -> None:
        self._host = host
        self._absences = absences
        self._reminders = reminders
        self._people: weakref.WeakValueDictionary[tuple[int, int], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    # ------------------------------------------------------------------ the commands

    async def go_away(self, guild_id: int, user_id: int, days: int) -> WentAway:
        """The person is away for ``days`` from now: their clock stops in every game of the
        server where they are to move, and the days are taken from this season's allowance
        (refused, with what is left, when it cannot give them). Asked while away, it
        replaces the time away that runs: the days it did not use go back first."""
        if not 1 <= days <= MAX_DAYS:
            raise BadInput(AWAY_DAYS_ASKED, most=MAX_DAYS)
        host = self._host
        server = await self._allowed(guild_id)
        allowed = server.days
        if allowed <= 0:
            raise NotAllowed(AWAY_NOT_ALLOWED)
        async with self._person(guild_id, user_id):
            now = host.clock.now()
            season, refills = season_bounds(server.period, now)
            running = await self._away(guild_id, user_id, now)
            used = await host.read(host.store.read(tables.used(guild_id, user_id, season)))
            spent: dict[float, float] = {}
            if running is not None:  # the days it did not use go back before the new ones
                spent[running.season] = -(running.until - now)
                used += spent.get(season, 0.0)
            left = rules.days_left(allowed, used)
            if days > left:
                raise NotAllowed(
                    AWAY_ALLOWANCE_LEFT,
                    asked=days,
                    left=left,
                    allowance=allowed,
                    refills=refills,
                )
            until = now + days * DAY
            spent[season] = spent.get(season, 0.0) + days * DAY
            since = running.since if running is not None else now
            away = Away(since, until, season)
            async with self._tables(guild_id, user_id) as (games, lobbies):
                retimes = [await self._pause(record, user_id, until) for record in games]
                paused = [retime for retime in retimes if retime is not None]
                await host.stored(
                    host.store.write(
                        tables.set_away(
                            guild_id,
                            user_id,
                            away,
                            used=spent,
                            games=[*paused, *self._redrawn(lobbies)],
                        )
                    )
                )
                self._absences.forget(guild_id, user_id)
            allowance = Allowance(allowed, left - days, refills, until)
            return WentAway(until, allowance, len(paused), running is not None)

    async def come_back(self, guild_id: int, user_id: int) -> CameBack:
        """The person is back before their time away ends: the days it did not use go back
        to its season's allowance, and their clock runs again where it is their turn (the
        time the turn had left when they went away, or a whole turn)."""
        host = self._host
        server = await self._allowed(guild_id)
        async with self._person(guild_id, user_id):
            now = host.clock.now()
            running = await self._away(guild_id, user_id, now)
            if running is None:
                raise BadInput(NOT_AWAY)
            unused = running.until - now
            async with self._tables(guild_id, user_id) as (games, lobbies):
                retimes = [
                    await self._resume(record, {user_id}, running.since, said_by=user_id)
                    for record in games
                ]
                waiting = [retime for retime in retimes if retime is not None]
                await host.stored(
                    host.store.write(
                        tables.set_away(
                            guild_id,
                            user_id,
                            None,
                            used={running.season: -unused},
                            games=[*waiting, *self._redrawn(lobbies)],
                        )
                    )
                )
                self._absences.forget(guild_id, user_id)
            allowance = await self.allowance(guild_id, user_id, server=server)
            told = sum(1 for retime in waiting if retime.notice is not None)
            return CameBack(rules.whole_days(unused), allowance, told)

    async def allowance(
        self, guild_id: int, user_id: int, *, server: Allowed | None = None
    ) -> Allowance:
        """The person's time away this season on the server (for ``/azul stats``)."""
        host = self._host
        server = server or await self._allowed(guild_id)
        now = host.clock.now()
        season, refills = season_bounds(server.period, now)
        used = await host.read(host.store.read(tables.used(guild_id, user_id, season)))
        running = await self._away(guild_id, user_id, now)
        until = None if running is None else running.until
        return Allowance(server.days, rules.days_left(server.days, used), refills, until)

    async def _allowed(self, guild_id: int) -> Allowed:
        return await self._host.read(self._host.store.read(tables.allowed(guild_id)))

    # ------------------------------------------------------------------ the away's end

    async def away_ended(self, timer: Timer, record: GameRecord) -> None:
        """An ``AWAY_END`` timer is due: whoever to move is back gets their clock again, and
        is reminded that it is their turn (they were not pinged while away). The caller
        holds the game's channel lock and read ``record`` at the timer's version."""
        if record.status != GameStatus.RUNNING:
            return
        host = self._host
        game = record.game()
        people = people_to_move(record, game)
        away = await self._absences.away_movers(record, game)
        returning = {seat: user for seat, user in people.items() if seat not in away}
        if returning:
            back = tables.away_of(record.guild_id, [*returning.values()])
            stored = await host.read(host.store.read(back))
            since = min((away.since for away in stored.values()), default=None)
            retime = await self._resume(record, set(returning.values()), since)
        else:  # the time away was made longer as this came due: wait for its new end
            retime = await self._retimed(record, away, rules.paused_timers)
        if retime is None:
            return
        await host.stored(host.store.write(tables.retime([retime])))
        deadline = min((t.due_at for t in retime.timers or () if t.kind == TIMEOUT), default=None)
        for seat in returning:
            await self._reminders.remind(record, game, deadline, timer_id=timer.id, position=seat)

    # ------------------------------------------------------------------ one game

    async def _pause(self, record: GameRecord, user_id: int, until: float) -> Retime | None:
        """The game's turn, if the person is to move there: their clock stops until
        ``until``, what it had left is kept, and the channel is told."""
        game = _game_of(record)
        people = {} if game is None else people_to_move(record, game)
        seat = next((seat for seat, user in people.items() if user == user_id), None)
        if game is None or seat is None:
            return None
        away = {**await self._absences.away_movers(record, game), seat: until}
        retime = await self._retimed(record, away, rules.paused_timers)
        stored = await self._stored(record)
        now = self._host.clock.now()
        kept = await self._kept(record, game, seat)
        pause = None if kept is not None else rules.paused_turn(seat, record, game, stored, now)
        return replace(retime, notice=away_notice(seat, until), paused=pause)

    async def _resume(
        self,
        record: GameRecord,
        returning: set[int],
        since: float | None,
        *,
        said_by: int | None = None,
    ) -> Retime | None:
        """The game's turn once the people in ``returning``, away since ``since``, are back:
        the clock of the one of them to move runs again, with the time their turn had left
        when they went away (or a whole turn), and the time away is not counted as time
        taken over the turn; ``said_by``: that person's return is said in the channel. None
        when none of them is to move there."""
        game = _game_of(record)
        people = {} if game is None else people_to_move(record, game)
        back = [seat for seat, user in people.items() if user in returning]
        if game is None or not back:
            return None
        seat = back[0]  # on a grey wall, one clock runs for everyone placing
        away = {
            seat: until
            for seat, until in (await self._absences.away_movers(record, game)).items()
            if people[seat] not in returning
        }
        kept = await self._kept(record, game, seat)
        now = self._host.clock.now()

        def resumed(new: Sequence[TimerSpec], stored: Sequence[TimerSpec]) -> list[TimerSpec]:
            return rules.resumed_timers(new, stored, kept, game, now)

        retime = await self._retimed(record, away, resumed)
        said = said_by is not None and people[seat] == said_by
        began = None
        if since is not None and set(people.values()) <= returning:
            # Others still placing on a grey wall have been taking their time meanwhile.
            began = rules.turn_began(record.turn_began_at, since, now)
        return replace(
            retime,
            notice=away_notice(seat, None) if said else None,
            resumed=seat,
            turn_began_at=began,
        )

    async def _retimed(
        self,
        record: GameRecord,
        away: dict[int, float],
        rule: Callable[[Sequence[TimerSpec], Sequence[TimerSpec]], list[TimerSpec]],
    ) -> Retime:
        """The game's timers made by ``rule`` from the turn's timers as if it began now,
        with the seats of ``away`` away, and the timers it has."""
        paused = {seat: TimerSpec(AWAY_END, until) for seat, until in away.items()}
        new = await self._host.turn_timers(record, record.game(), paused)
        return Retime(record.id, record.version, tuple(rule(new, await self._stored(record))))

    async def _stored(self, record: GameRecord) -> list[TimerSpec]:
        host = self._host
        return rules.pending(await host.read(host.store.timers_of(record.id)), record)

    async def _kept(self, record: GameRecord, game: Game, seat: int) -> PausedTurn | None:
        """The pause kept for ``seat``'s turn, if it is of the turn the game is at."""
        host = self._host
        for paused in await host.read(host.store.read(tables.paused_turns(record.id))):
            if paused.position == seat and rules.holds(paused, record, game):
                return paused
        return None

    @staticmethod
    def _redrawn(lobbies: Iterable[GameRecord]) -> list[Retime]:
        """Each lobby's message, redrawn: it shows who is away beside their seat."""
        return [Retime(r.id, r.version, notice=lobby_notice()) for r in lobbies]

    # ------------------------------------------------------------------ reading, locking

    async def _away(self, guild_id: int, user_id: int, now: float) -> Away | None:
        """The person's time away that runs now, if any."""
        host = self._host
        stored = await host.read(host.store.read(tables.away_of(guild_id, [user_id])))
        away = stored.get(user_id)
        return away if away is not None and away.until > now else None

    def _person(self, guild_id: int, user_id: int) -> asyncio.Lock:
        """One change of a person's time away at a time (their allowance is read first)."""
        key = (guild_id, user_id)
        lock = self._people.get(key)
        if lock is None:
            lock = self._people[key] = asyncio.Lock()
        return lock

    @asynccontextmanager
    async def _tables(
        self, guild_id: int, user_id: int
    ) -> AsyncIterator[tuple[list[GameRecord], list[GameRecord]]]:
        """The person's running games and lobbies on the server, read again once their
        channels are locked (in channel order: two people going away at once, at tables
        they share, wait their turn rather than for each other for good)."""
        host = self._host
        running = await host.read(host.store.running_games_of(guild_id, user_id))
        lobbies = await host.read(host.store.read(tables.lobbies_of(guild_id, user_id)))
        found = [(record.id, record.channel_id) for record in running] + lobbies
        async with AsyncExitStack() as stack:
            for channel_id in sorted({channel_id for _, channel_id in found}):
                await stack.enter_async_context(host.lock(channel_id))
            fresh = await self._fresh([game_id for game_id, _ in found], user_id)
            yield (
                [r for r in fresh if r.status == GameStatus.RUNNING],
                [r for r in fresh if r.status == GameStatus.LOBBY],
            )

    async def _fresh(self, found: Sequence[int], user_id: int) -> list[GameRecord]:
        """The games (by id) as stored now (one that moved on is read as it is now)."""
        host = self._host
        fresh = []
        for game_id in found:
            try:
                again = await host.read(host.store.get_game(game_id))
            except GameNotFound:
                continue
            if seat_of(again, user_id) is not None:
                fresh.append(again)
        return fresh


def _game_of(record: GameRecord) -> Game | None:
    """The running game of ``record``; None for a lobby, an ended game or one that cannot be
    read (the store has closed it)."""
    if record.status != GameStatus.RUNNING:
        return None
    try:
        return record.game()
    except CorruptGame:
        return None
