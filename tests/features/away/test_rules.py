"""The rules of time away, as pure functions: days as a player counts them, which kept pause
belongs to the turn a game is at, and the timers of a turn when its player goes or comes back."""

from __future__ import annotations

from azul_bot.core import deadlines
from azul_bot.core.db import GameRecord, GameStatus, Seat, TimerSpec
from azul_bot.engine import Game, Phase
from azul_bot.features.away import rules
from azul_bot.features.away.absence import DAY
from azul_bot.features.away.ids import AWAY_END
from azul_bot.features.away.store import PausedTurn
from tests.grey_games import grey_table

NOW = 1_700_000_000.0


def record_of(game: Game, version: int = 5) -> GameRecord:
    seats = tuple(Seat(i, 100 + i, f"p{i}") for i in range(game.num_players))
    return GameRecord(
        1, 1, 1, 100, GameStatus.RUNNING, version, seats, game.to_dict(), None, NOW, NOW
    )


def test_days_are_counted_in_seconds_and_shown_to_the_nearest_whole_day():
    assert rules.days_left(21, 0) == 21
    assert rules.days_left(21, 3600) == 21  # back after an hour: nothing that shows
    assert rules.days_left(21, 0.5 * DAY) == 21 - 1  # half a day counts as one
    assert rules.days_left(21, 1.4 * DAY) == 20
    assert rules.days_left(3, 5 * DAY) == 0  # never below nothing
    assert rules.whole_days(-DAY) == 0


def test_a_pause_holds_for_its_turn_only():
    game = Game.new(2, 3)
    record = record_of(game)
    stored = [TimerSpec(deadlines.TIMEOUT, NOW + 400), TimerSpec(AWAY_END, NOW + 9)]
    paused = rules.paused_turn(0, record, game, stored, NOW)
    assert paused == PausedTurn(0, 5, rules.NO_TILING, None, 400.0)
    assert rules.holds(paused, record, game)
    # A take later (the player moved while away): another turn, not this one's time.
    assert not rules.holds(paused, record_of(game, version=7), game)
    # No clock ran for the turn (it came while they were away): nothing to keep.
    assert rules.paused_turn(0, record, game, stored[1:], NOW) is None


def test_on_a_grey_wall_a_pause_holds_through_the_others_placements_of_its_round():
    tiling = grey_table().game.copy()
    tiling.play(grey_table().last_take)
    assert tiling.phase is Phase.TILING
    record = record_of(tiling)
    paused = rules.paused_turn(1, record, tiling, [TimerSpec(deadlines.TIMEOUT, NOW + 9)], NOW)
    assert paused is not None and paused.round == tiling.round
    assert rules.holds(paused, record_of(tiling, version=9), tiling)
    # Paused while tiles were taken, the tiling of that round is another turn.
    taking = PausedTurn(1, 4, rules.NO_TILING, None, 9.0)
    assert not rules.holds(taking, record, tiling)


def test_coming_back_gives_the_time_left_or_a_whole_turn_or_the_tilings_clock():
    game = Game.new(2, 3)
    fresh = [TimerSpec(deadlines.REMINDER, NOW + 100), TimerSpec(deadlines.TIMEOUT, NOW + 600)]
    kept = PausedTurn(0, 5, rules.NO_TILING, None, 250.0)
    # The reminder was sent before they went away: not again; the time left, not a turn.
    assert rules.resumed_timers(fresh, [], kept, game, NOW) == [
        TimerSpec(deadlines.TIMEOUT, NOW + 250)
    ]
    assert rules.resumed_timers(fresh, [], None, game, NOW) == fresh
    tiling = grey_table().game.copy()
    tiling.play(grey_table().last_take)
    shared = [TimerSpec(deadlines.TIMEOUT, NOW + 30)]  # the others still place
    assert rules.resumed_timers(fresh, shared, kept, tiling, NOW) == shared


def test_time_away_is_no_time_taken_over_a_turn():
    # Turn came 200 s before they went away; back 1 day later: 200 s taken so far.
    assert rules.turn_began(NOW - 200, NOW, NOW + DAY) == NOW + DAY - 200
    # Turn came while they were away: it begins when they are back.
    assert rules.turn_began(NOW + 50, NOW, NOW + DAY) == NOW + DAY
    assert rules.turn_began(None, NOW, NOW + DAY) is None
