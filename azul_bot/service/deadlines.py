"""Which timers a game has after a change: a pure function of the game and the server's rules.

Every change of a game replaces all of its timers, so this is the one place that says what
should be pending: a computer's move a moment after its turn comes, or the reminder and the
time limit of a person's turn, or the expiry of a lobby nobody starts.
"""

from __future__ import annotations

from azul_bot.engine import Game
from azul_bot.store import GameRecord, GuildSettings, TimerSpec

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


def lobby_timers(now: float) -> list[TimerSpec]:
    return [TimerSpec(LOBBY_EXPIRY, now + LOBBY_LIFETIME)]


def turn_timers(
    record: GameRecord, game: Game, settings: GuildSettings, now: float, *, pause: float
) -> list[TimerSpec]:
    """The timers of the turn that starts now (none once the game is over)."""
    if game.is_over:
        return []
    seat = record.seats[game.current_player]
    if seat.computer is not None or seat.stand_in is not None:
        return [TimerSpec(COMPUTER, now + pause)]
    timers = []  # in the order they come due
    if settings.reminder_after is not None and (
        settings.turn_limit is None or settings.reminder_after < settings.turn_limit
    ):
        timers.append(TimerSpec(REMINDER, now + settings.reminder_after))
    if settings.turn_limit is not None:
        timers.append(TimerSpec(TIMEOUT, now + settings.turn_limit))
    return timers
