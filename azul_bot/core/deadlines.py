"""Which timers a turn has after a change: a pure function of the game and its rules.

Every change of a game replaces all of its timers, so this is the one place that says what
should be pending at a turn: a computer's move a moment after its turn comes, or the
reminder and the time limit of a person's turn, and while every person to move is paused
(their turn waits: a feature says so, ``TurnHooks.paused``) the end of the first pause.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from azul_bot.core.db import GameRecord, GuildSettings, Seat, Timer, TimerSpec
from azul_bot.engine import Game, Phase

COMPUTER_PAUSE = 1.5
"""Seconds before a computer moves: long enough for people to see whose turn it was."""

COMPUTER = "computer"
REMINDER = "reminder"
TIMEOUT = "timeout"


def movers(game: Game) -> tuple[int, ...]:
    """The seats that may move now: the player on turn, or while a grey wall is tiled every
    player with a line to place (they place at the same time); none once the game is over."""
    if game.phase is Phase.TILING:
        return game.to_place
    return () if game.is_over else (game.taker,)


def computer_plays(seat: Seat) -> bool:
    """A computer moves for this seat: a computer's, or a person's that a stand-in took."""
    return seat.computer is not None or seat.stand_in is not None


def turn_timers(
    record: GameRecord,
    game: Game,
    settings: GuildSettings,
    now: float,
    *,
    pause: float,
    paused: Mapping[int, TimerSpec] | None = None,
) -> list[TimerSpec]:
    """The timers of the turn that starts now (none once the game is over): a computer's
    move when a computer may move, and a person's reminder and time limit when a person may
    (while a grey wall is tiled, both may wait at once). ``paused``: the seats to move whose
    turn waits (their person is away), each with the timer that ends the wait: their clock
    stays stopped until the first of those, and a reminder or a time limit is for the others
    only."""
    paused = paused or {}
    seats = [record.seats[position] for position in movers(game)]
    timers = []  # in the order they come due
    if any(computer_plays(seat) for seat in seats):
        timers.append(TimerSpec(COMPUTER, now + pause))
    waiting = [paused[seat.position] for seat in seats if seat.position in paused]
    if waiting:
        timers.append(min(waiting, key=lambda timer: timer.due_at))
    if all(computer_plays(seat) or seat.position in paused for seat in seats):
        return sorted(timers, key=lambda timer: timer.due_at)
    if settings.reminder_after is not None and (
        settings.turn_limit is None or settings.reminder_after < settings.turn_limit
    ):
        timers.append(TimerSpec(REMINDER, now + settings.reminder_after))
    if settings.turn_limit is not None:
        timers.append(TimerSpec(TIMEOUT, now + settings.turn_limit))
    return sorted(timers, key=lambda timer: timer.due_at)


def kept_deadlines(new: list[TimerSpec], stored: list[TimerSpec]) -> list[TimerSpec]:
    """A placement on a grey wall while others still place does not give them more time:
    the reminder and the time limit keep the times the tiling started with (``stored``,
    those still pending); a reminder that was sent is not set again."""
    due = {timer.kind: timer.due_at for timer in stored}
    kept = []
    for timer in new:
        if timer.kind in (REMINDER, TIMEOUT):
            if timer.kind not in due:
                continue  # sent already (or the limit passed): not again this tiling
            timer = TimerSpec(timer.kind, due[timer.kind])
        kept.append(timer)
    return sorted(kept, key=lambda timer: timer.due_at)


def time_limit_of(timers: Iterable[Timer], record: GameRecord) -> float | None:
    """When the turn ``record`` is at runs out (its time-out's due time, of the game's stored
    ``timers``); None without a limit."""
    due = [t.due_at for t in timers if t.kind == TIMEOUT and t.version == record.version]
    return min(due) if due else None
