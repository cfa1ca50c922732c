"""What features do when a game moves and ends, written in the transaction that stores it (so
it exists if and only if the change does); as lichess's modules subscribe to "game finished"
instead of being called by the game. And what they say of a game's turns: their rules, the
seats whose turn waits or that a post names rather than pings, who is away, and what ends
when a game's channel is gone.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from azul_bot.core.db import GameRecord, GuildSettings, StoreError, Then, TimerSpec, Work
from azul_bot.engine import Game, GameResult

from .refusals import Unavailable
from .store_errors import CANNOT_SAVE

R = TypeVar("R")
T = TypeVar("T")

RETRIES = 5
"""How many times a change is made and stored while hooks find what they read has moved."""


class Conflict(StoreError):
    """What a hook read before a change's transaction moved meanwhile (another game of the
    same people ended first): nothing was written; the host reads, computes and stores again."""


@dataclass(frozen=True)
class Moved:
    """A move, as its ``on_move`` hooks see it in its transaction."""

    game: GameRecord
    """The game as the move leaves it."""
    seat: int
    person: int | None
    """The seat's person; None: a computer's seat."""
    seconds: float | None
    """How long the move took its person, when it was their own (not a computer's or a
    stand-in's, and the turn's start is known)."""
    by_stand_in: bool
    now: float


@dataclass(frozen=True)
class Ending:
    """A game about to end, as its ``on_game_end`` hooks see it before the transaction: as
    read, with the seats it ends with; ``result`` None: it is aborted, unplayed."""

    game: GameRecord
    result: GameResult | None


@dataclass(frozen=True)
class EndWork:
    """A feature's part in a game's end: its statements in the ending transaction and what
    the final notice says of it (facts of the feature's types)."""

    step: Then | None = None
    said: tuple[object, ...] = ()


@dataclass(frozen=True)
class GameEnd:
    """Every feature's part in one game's end, in the order they subscribed."""

    parts: tuple[EndWork, ...] = ()

    def said(self, kind: type[T]) -> tuple[T, ...]:
        return tuple(fact for part in self.parts for fact in part.said if isinstance(fact, kind))

    def step(self, game: GameRecord, now: float) -> Work[None]:
        for part in self.parts:
            if part.step is not None:
                yield from part.step(game, now)


OnMove = Callable[[Moved], Work[None]]
OnGameEnd = Callable[[Ending], Awaitable[EndWork | None]]


@dataclass(frozen=True)
class AtEnd:
    """A hook that reads nothing first: ``step`` joins the transaction that ends a game."""

    step: Callable[[GameRecord], Work[None]]

    async def __call__(self, ending: Ending) -> EndWork:
        return EndWork(lambda game, now: self.step(game))


class Hooks:
    """The features' hooks on a game's moves and end."""

    def __init__(self) -> None:
        self.on_moves: list[OnMove] = []
        self.on_game_ends: list[OnGameEnd] = []

    def on_move(self, hook: OnMove) -> None:
        self.on_moves.append(hook)

    def on_game_end(self, hook: OnGameEnd) -> None:
        self.on_game_ends.append(hook)

    async def ending(self, ending: Ending) -> GameEnd:
        """Each feature's part in ``ending``, read now, before its transaction."""
        parts = [await hook(ending) for hook in self.on_game_ends]
        return GameEnd(tuple(part for part in parts if part is not None))

    def move(
        self,
        seat: int,
        *,
        seconds: float | None = None,
        by_stand_in: bool = False,
        end: GameEnd | None = None,
    ) -> Then:
        """A move's work for the features: the ``on_move`` hooks, then (a move that ends the
        game) its ``end``. ``seconds``: the turn was the person's own and took them that long
        (0 or more, else ``ValueError``, as for a computer's seat, found in the transaction)."""
        if seconds is not None and not (math.isfinite(seconds) and seconds >= 0):
            raise ValueError(f"a turn takes a finite number of seconds from 0, not {seconds}")

        def step(game: GameRecord, now: float) -> Work[None]:
            person = game.seats[seat].user_id
            if seconds is not None and person is None:
                raise ValueError(f"game {game.id}: seat {seat} is a computer's, it is not timed")
            moved = Moved(game, seat, person, seconds, by_stand_in, now)
            for hook in self.on_moves:
                yield from hook(moved)
            if end is not None:
                yield from end.step(game, now)

        return step

    async def stored(
        self, ending: Ending | None, store: Callable[[GameEnd | None], Awaitable[R]]
    ) -> R:
        """``store`` a change, handed the features' part in the game's end when ``ending``
        says it ends it, made again and stored again while a hook finds in the transaction
        that what it read moved (``Conflict``), at most ``RETRIES`` times (then
        ``Unavailable``)."""
        for _ in range(RETRIES):
            end = None if ending is None else await self.ending(ending)
            try:
                return await store(end)
            except Conflict:
                continue  # another game of these people ended meanwhile: read again
        raise Unavailable(CANNOT_SAVE)

    async def aborting(self, game: GameRecord) -> Then:
        """The work of the transaction that aborts ``game``, for the features."""
        return (await self.ending(Ending(game, None))).step


RulesOf = Callable[[GameRecord, GuildSettings], Awaitable[GuildSettings]]
"""A game's turn rules from its server's (a tournament's game: its own time limit)."""
Paused = Callable[[GameRecord, Game], Awaitable[Mapping[int, float]]]
"""The seats to move whose turn waits (their person is away), with until when."""
Noted = Callable[[GameRecord, Game], Awaitable[Mapping[int, "SeatNote"]]]
"""The seats to move that a post names rather than pings, each with why."""
Absent = Callable[[int, Sequence[int]], Awaitable[Mapping[int, float]]]
"""Those of a server's people (by guild id, user ids) who are away now, with until when."""
Gone = Callable[[int], Awaitable[None]]


@dataclass(frozen=True)
class SeatNote:
    """Why a post names the person of a seat to move rather than pinging them (a feature's
    word for it, ``how``: ``away``, ``in_digest``) and, for a turn that waits for them, until
    when (``until``, UNIX seconds)."""

    how: str
    until: float | None = None


class TurnHooks:
    """What the features say of a game's turns and its channel; ``settings``: a server's
    own rules for its games."""

    def __init__(self, settings: Callable[[int], Awaitable[GuildSettings]]) -> None:
        self._settings = settings
        self._rules: list[RulesOf] = []
        self._paused: dict[str, Paused] = {}
        self._noted: list[Noted] = []
        self._absent: list[Absent] = []
        self._gone: list[Gone] = []

    def on_rules(self, rules: RulesOf) -> None:
        self._rules.append(rules)

    def on_paused(self, kind: str, paused: Paused) -> None:
        """``paused``: the seats to move whose turn waits, until a timer of ``kind`` (the
        feature's own, ``Host.on_timer``) ends the wait."""
        if kind in self._paused:
            raise ValueError(f"two pauses end with the timers of kind {kind!r}")
        self._paused[kind] = paused

    @property
    def pause_ends(self) -> Collection[str]:
        """The kinds of the timers that end a turn's wait (a view: those of the features
        that install later are in it too)."""
        return self._paused.keys()

    def on_noted(self, noted: Noted) -> None:
        self._noted.append(noted)

    def on_absent(self, absent: Absent) -> None:
        self._absent.append(absent)

    def on_channel_gone(self, gone: Gone) -> None:
        self._gone.append(gone)

    async def game_settings(self, record: GameRecord) -> GuildSettings:
        """The rules a game's turns are timed by: the server's, as each feature that has a
        say makes them for the game (a tournament's game: its own time limit)."""
        settings = await self._settings(record.guild_id)
        for rules in self._rules:
            settings = await rules(record, settings)
        return settings

    async def paused(self, record: GameRecord, game: Game) -> dict[int, TimerSpec]:
        """The seats to move whose turn waits for them, each with the timer that ends the
        wait (the first pause a feature says)."""
        paused: dict[int, TimerSpec] = {}
        for kind, waits in self._paused.items():
            for seat, until in (await waits(record, game)).items():
                paused.setdefault(seat, TimerSpec(kind, until))
        return paused

    async def noted(self, record: GameRecord, game: Game) -> dict[int, SeatNote]:
        """The seats to move that the post of ``game`` names rather than pings, each with
        why (the first feature's word that says one)."""
        noted: dict[int, SeatNote] = {}
        for notes in self._noted:
            for seat, note in (await notes(record, game)).items():
                noted.setdefault(seat, note)
        return noted

    async def absent_now(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """Those of ``user_ids`` who are absent from the server now, with when they are back."""
        absent: dict[int, float] = {}
        if not user_ids:
            return absent
        for of in self._absent:
            for user, until in (await of(guild_id, user_ids)).items():
                absent.setdefault(user, until)
        return absent

    async def channel_gone(self, channel_id: int) -> None:
        """The channel or thread of a game was deleted: each feature that cares ends what
        it had there."""
        for gone in self._gone:
            await gone(channel_id)
