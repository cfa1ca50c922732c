"""The beginner: legal and plausible moves a learner would make, mistakes included, on every
wall, from what its seat can see; an opponent ``easy`` beats most of the time."""

from __future__ import annotations

import pytest

from azul_bot.ai import Level, choose
from azul_bot.engine import FLOOR, VARIANTS, Game, Phase, WallMove
from tests.ai.helpers import doubling_cell

WALLS = list(VARIANTS)


def seat_to_move(game: Game) -> int:
    return game.to_place[0] if game.phase is Phase.TILING else game.taker


def with_bag_order(game: Game, rng_state: int) -> Game:
    state = game.to_dict()
    state["rng_state"] = rng_state
    return Game.from_dict(state)


def played_by(levels: tuple[Level, ...], variant: str, seed: int) -> Game:
    """A whole game, each seat played by its level, every move checked legal first."""
    game = Game.new(len(levels), seed, VARIANTS[variant])
    while not game.is_over:
        seat = seat_to_move(game)
        move = choose(game, levels[seat], seed=seed * 1000 + game.turn, seat=seat)
        assert game.check(move) is None, (move, game.to_dict())
        game.play(move)
    return game


@pytest.mark.parametrize("variant", WALLS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_beginners_play_whole_games_of_legal_moves_on_every_wall(variant: str, players: int):
    for seed in range(3):
        game = played_by((Level.BEGINNER,) * players, variant, seed)
        assert game.result is not None


@pytest.mark.parametrize("variant", WALLS)
def test_the_same_seeds_give_the_same_game(variant: str) -> None:
    levels = (Level.BEGINNER, Level.EASY)
    assert played_by(levels, variant, 7).to_dict() == played_by(levels, variant, 7).to_dict()


@pytest.mark.parametrize("variant", WALLS)
def test_the_bag_order_never_changes_a_choice_nor_a_column(variant: str) -> None:
    """Through a whole game, takes and free-wall columns alike: the same choice whatever the
    generator state that decides the next factories."""
    game = Game.new(2, 11, VARIANTS[variant])
    asked = 0
    while not game.is_over:
        seat = seat_to_move(game)
        other = with_bag_order(game, game.rng_state ^ 0x2545F4914F6CDD1D)
        for seed in (1, 2):
            mine = choose(game, Level.BEGINNER, seed=seed, seat=seat)
            assert choose(other, Level.BEGINNER, seed=seed, seat=seat) == mine
            asked += 1
        game.play(mine)
    assert asked > 40


@pytest.mark.parametrize("variant", WALLS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_beginner_fills_lines_and_dumps_on_the_floor_only_when_no_line_takes_the_color(
    variant: str, players: int
):
    takes = overflows = 0
    for seed in range(8):
        game = Game.new(players, seed, VARIANTS[variant])
        while not game.is_over:
            move = choose(
                game, Level.BEGINNER, seed=seed * 100 + game.turn, seat=seat_to_move(game)
            )
            if isinstance(move, WallMove):
                game.play(move)
                continue
            onto_lines = [m for m in game.legal_takes() if m.line != FLOOR]
            if onto_lines:
                assert move.line != FLOOR, (move, game.to_dict())
                takes += 1
                placed = game.preview(move)
                spares = [m for m in onto_lines if game.preview(m).to_floor == 0]
                overflows += placed.to_floor > 0 and bool(spares)
            game.play(move)
    # Its mistake people see: now and then tiles overflow to the floor that another take
    # would have kept off it; but not most of the time.
    assert 0.05 * takes < overflows < 0.5 * takes


def test_a_beginner_often_misses_the_doubled_cell_but_not_for_lack_of_seeing_it() -> None:
    """Crystal Mosaic side 1: column 3 doubles the tile's points; four others score 1."""
    columns = [choose(doubling_cell(), Level.BEGINNER, seed=seed) for seed in range(100)]
    assert all(isinstance(move, WallMove) for move in columns)
    doubled = sum(move.col == 3 for move in columns if isinstance(move, WallMove))
    assert 25 < doubled < 90  # more than a fifth (chance), less than always


def win_share(levels: tuple[Level, Level], games: int) -> float:
    """The first level's wins (a shared victory in shares) over ``games`` two-player games,
    seats swapped every other game."""
    wins = 0.0
    for index in range(games):
        seats = levels if index % 2 == 0 else levels[::-1]
        result = played_by(seats, "classic", 500 + index // 2).result
        assert result is not None
        mine = seats.index(levels[0])
        if mine in result.winners:
            wins += 1 / len(result.winners)
    return wins / games


def test_a_beginner_beats_random_and_mostly_loses_to_easy() -> None:
    assert win_share((Level.BEGINNER, Level.RANDOM), 20) >= 0.9
    assert win_share((Level.BEGINNER, Level.EASY), 60) <= 0.4
