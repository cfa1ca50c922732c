"""Every level picks legal moves, reproducibly, from what its seat can see."""

from __future__ import annotations

import pytest

from azul_bot.ai import Level, choose, choose_from_state, coach
from azul_bot.engine import (
    CLASSIC,
    CRYSTAL_1,
    CRYSTAL_2,
    GREY,
    Game,
    Move,
    Phase,
    Variant,
    WallMove,
    parse_move,
)
from tests.ai.helpers import at_tiling, closing_trap

TINY = 0.01  # hard's budget in tests: a few dozen playouts, enough to exercise the search


def played(players: int, seed: int, moves: int) -> Game:
    """A game ``moves`` moves in, played by the normal level."""
    game = Game.new(players, seed)
    for turn in range(moves):
        if game.is_over:
            break
        game.play(choose(game, Level.NORMAL, seed=turn))
    return game


def with_bag_order(game: Game, rng_state: int) -> Game:
    state = game.to_dict()
    state["rng_state"] = rng_state
    return Game.from_dict(state)


# Each wall with the seeds of its games (their number of players added).
WALLS = [
    pytest.param(CLASSIC, 100, id="classic"),
    pytest.param(GREY, 200, id="grey"),
    pytest.param(CRYSTAL_1, 300, id="crystal-1"),
    pytest.param(CRYSTAL_2, 300, id="crystal-2"),
]


@pytest.mark.parametrize(("variant", "seeds"), WALLS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_legal_moves_to_the_end(variant: Variant, seeds: int, players: int):
    game = Game.new(players, seeds + players, variant)
    levels = list(Level)
    placed = 0
    while not game.is_over:
        if game.phase is Phase.TILING:
            seat = game.to_place[-1]  # any waiting seat may answer first
            level = levels[(game.turn + seat) % len(levels)]
            move = choose(game, level, seed=game.turn, budget=TINY, seat=seat)
            assert isinstance(move, WallMove) and move.player == seat
            placed += 1
        else:
            level = levels[(game.turn + game.current_player) % len(levels)]
            move = choose(game, level, seed=game.turn, budget=TINY)
            assert isinstance(move, Move)
        assert game.check(move) is None, (level, move, game.to_dict())
        game.play(move)
    assert game.result is not None
    assert placed or not variant.free_wall  # the players chose their columns


def grey_tiling() -> tuple[Game, int]:
    game = at_tiling(Game.new(3, 31, GREY))
    return game, game.to_place[-1]


def crystal_trap() -> tuple[Game, int]:
    return closing_trap(), 0


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("waiting", [grey_tiling, crystal_trap], ids=["grey", "crystal-1"])
def test_a_placement_is_reproducible_and_blind_to_the_bag(level: Level, waiting) -> None:
    game, seat = waiting()
    first = choose(game, level, seed=9, budget=TINY, seat=seat)
    assert choose(game.copy(), level, seed=9, budget=TINY, seat=seat) == first
    text = choose_from_state(game.to_dict(), level.value, 9, TINY, seat)
    assert text == str(first) and parse_move(text) == first
    other = Game.from_dict(game.to_dict() | {"rng_state": game.rng_state ^ 0xABCDEF})
    assert choose(other, level, seed=9, budget=TINY, seat=seat) == first  # bag order unseen


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 1, 7), (3, 2, 12), (4, 3, 30)])
def test_the_same_seed_gives_the_same_move(level: Level, players: int, seed: int, moves: int):
    game = played(players, seed, moves)
    first = choose(game, level, seed=42, budget=TINY)
    assert choose(game.copy(), level, seed=42, budget=TINY) == first
    assert choose_from_state(game.to_dict(), level.value, 42, TINY) == str(first)
    assert Move.parse(str(first)) == first


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 5, 8), (3, 6, 18), (4, 7, 8)])
def test_the_bag_order_never_changes_a_choice(level: Level, players: int, seed: int, moves: int):
    """Two games that differ only in the generator state that decides future draws."""
    game = played(players, seed, moves)
    other = with_bag_order(game, game.rng_state ^ 0x5DEECE66D)
    assert other.rng_state != game.rng_state
    for seed_ in (1, 2, 3):
        assert choose(game, level, seed=seed_, budget=TINY) == choose(
            other, level, seed=seed_, budget=TINY
        )


def test_the_bag_order_never_changes_the_coach_even_across_the_round_end() -> None:
    # Two moves before the round ends, every playout refills the factories from the bag.
    game = played(2, 8, 0)
    while sum(map(sum, game.factories)) + sum(game.center) > 3:
        game.play(choose(game, Level.NORMAL, seed=game.turn))
    other = with_bag_order(game, 987654321)
    assert coach(game, seed=4, budget=TINY) == coach(other, seed=4, budget=TINY)


def test_choices_do_not_change_the_game() -> None:
    game = played(3, 9, 10)
    before = game.to_dict()
    for level in Level:
        choose(game, level, seed=1, budget=TINY)
    coach(game, seed=1, budget=TINY)
    assert game.to_dict() == before


def test_a_finished_game_has_no_move_to_choose() -> None:
    game = played(2, 10, 500)
    assert game.is_over
    with pytest.raises(ValueError, match="over"):
        choose(game, Level.EASY, seed=1)
