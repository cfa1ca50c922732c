"""The rules of time away, as pure functions: how much of the allowance is left, what a turn
had left when its player went away, and which timers a turn has when they go or come back.

Time is counted in seconds and shown in whole days, the days taken rounded to the nearest
(half a day counts as one): what is shown is what one may ask for, so an hour away costs
nothing that shows, and a day and a half costs two.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from azul_bot.core import REMINDER, TIMEOUT, kept_deadlines
from azul_bot.core.db import GameRecord, Timer, TimerSpec
from azul_bot.engine import Game, Phase

from .absence import DAY
from .store import PausedTurn

CLOCK = (REMINDER, TIMEOUT)
"""The timers of a person's turn: what going away stops."""


def whole_days(seconds: float) -> int:
    """``seconds`` in whole days as a player counts them: to the nearest, never below 0."""
    return max(0, math.floor(seconds / DAY + 0.5))


def days_left(allowance: int, used: float) -> int:
    """The days of a season's ``allowance`` one may still ask for, ``used`` seconds taken
    (counted in whole days: half a day taken is a day)."""
    return max(0, allowance - whole_days(used))


def pending(timers: Iterable[Timer], record: GameRecord) -> list[TimerSpec]:
    """The game's timers set for the turn it is at (older ones do nothing)."""
    return [
        TimerSpec(timer.kind, timer.due_at)
        for timer in timers
        if (timer.game_id, timer.version) == (record.id, record.version)
    ]


def paused_turn(
    position: int, record: GameRecord, game: Game, timers: Sequence[TimerSpec], now: float
) -> PausedTurn | None:
    """What the turn of the player in ``position`` has left now, to keep while they are
    away; None when no clock runs for it (the turn came while they were away already, or the
    server has no limit): they then get a whole turn when they are back."""
    due = {timer.kind: timer.due_at for timer in timers if timer.kind in CLOCK}
    if not due:
        return None
    left = {kind: max(0.0, at - now) for kind, at in due.items()}
    return PausedTurn(
        position,
        record.version,
        _tiling_round(game),
        left.get(REMINDER),
        left.get(TIMEOUT),
    )


def holds(paused: PausedTurn, record: GameRecord, game: Game) -> bool:
    """The kept pause is of the turn the game is at: the same version, or on a grey wall the
    same round's tiling (the others' placements move the version on, not the turn)."""
    if paused.version == record.version:
        return True
    return paused.round != NO_TILING and paused.round == _tiling_round(game)


NO_TILING = 0
"""The ``PausedTurn.round`` of a turn paused while tiles were taken (rounds count from 1)."""


def _tiling_round(game: Game) -> int:
    """The round whose wall tiling the game is at; ``NO_TILING`` while tiles are taken."""
    return game.round if game.phase is Phase.TILING else NO_TILING


def turn_began(began: float | None, since: float, now: float) -> float | None:
    """When a turn that began at ``began`` counts as begun once its player, away since
    ``since``, is back ``now``: the time away does not count as time taken over it."""
    if began is None:
        return None
    return now if began >= since else began + (now - since)


def paused_timers(new: Sequence[TimerSpec], stored: Sequence[TimerSpec]) -> list[TimerSpec]:
    """A turn's timers once a player to move went away (``new``: the turn's timers with
    them away): the others still placing on a grey wall keep the deadlines they had."""
    return kept_deadlines(list(new), list(stored))


def resumed_timers(
    new: Sequence[TimerSpec],
    stored: Sequence[TimerSpec],
    paused: PausedTurn | None,
    game: Game,
    now: float,
) -> list[TimerSpec]:
    """A turn's timers once its player is back (``new``: the turn's timers as if it began
    now). The time the turn had left when they went away is theirs again (``paused``);
    without it, a whole turn. While others still place on a grey wall, the tiling's clock
    runs for all of them as it did."""
    if game.phase is Phase.TILING and any(timer.kind in CLOCK for timer in stored):
        return kept_deadlines(list(new), list(stored))
    if paused is None:
        return sorted(new, key=lambda timer: timer.due_at)
    left = {REMINDER: paused.reminder_left, TIMEOUT: paused.timeout_left}
    timers = []
    for timer in new:
        if timer.kind in CLOCK:
            kept = left[timer.kind]
            if kept is None:
                continue  # the reminder was sent, or there was no limit
            timer = TimerSpec(timer.kind, now + kept)
        timers.append(timer)
    return sorted(timers, key=lambda timer: timer.due_at)
