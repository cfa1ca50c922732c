"""Which timers a game has after a change: a pure function of the game and the server's rules.

Every change of a game replaces all of its timers, so this is the one place that says what
should be pending: a computer's move a moment after its turn comes, or the reminder and the
time limit of a person's turn, or the expiry of a lobby nobody starts.
"""

from __future__ import annotations

from collections.abc import Mapping

from azul_bot.engine import Game, Phase
from azul_bot.store import GameRecord, GuildSettings, Seat, TimerSpec

COMPUTER_PAUSE = 1.5
"""Seconds before a computer moves: long enough for people to see whose turn it was."""
LOBBY_LIFETIME = 24 * 3600.0
"""A lobby that nobody starts closes this long after its last change, freeing its channel."""

STAND_IN = "normal"
"""The level of the computer that stands in for a player who left or ran out of time."""

COMPUTER = "computer"
REMINDER = "reminder"
TIMEOUT = "timeout"
LOBBY_EXPIRY = "lobby_expiry"
AWAY_END = "away_end"
"""A person to move is away: their turn waits, without reminder or time limit, until then."""


def lobby_timers(now: float) -> list[TimerSpec]:
    return [TimerSpec(LOBBY_EXPIRY, now + LOBBY_LIFETIME)]


def movers(game: Game) -> tuple[int, ...]:
    """The seats that may move now: the player on turn, or while a grey wall is tiled every
    player with a line to place (they place at the same time); none once the game is over."""
    if game.phase is Phase.TILING:
        return game.to_place
    return () if game.is_over else (game.current_player,)  # type: ignore[return-value]


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
    away: Mapping[int, float] | None = None,
) -> list[TimerSpec]:
    """The timers of the turn that starts now (none once the game is over): a computer's
    move when a computer may move, and a person's reminder and time limit when a person may
    (while a grey wall is tiled, both may wait at once). ``away``: the seats to move whose
    person is away, with when they are back: their clock stays stopped until the first of
    them is back (``AWAY_END``), and a reminder or a time limit is for the others only."""
    away = away or {}
    seats = [record.seats[position] for position in movers(game)]
    timers = []  # in the order they come due
    if any(computer_plays(seat) for seat in seats):
        timers.append(TimerSpec(COMPUTER, now + pause))
    waiting = [seat.position for seat in seats if seat.position in away]
    if waiting:
        timers.append(TimerSpec(AWAY_END, min(away[position] for position in waiting)))
    if all(computer_plays(seat) or seat.position in away for seat in seats):
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
