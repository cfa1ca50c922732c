"""The coach's eye (``azul_bot.ai.analysis``): the round search where ``hard`` plays it, each
move valued exactly and the same under every seed; the tree search elsewhere; a free wall's
columns ranked by the tiling's exact points."""

from __future__ import annotations

import random

import pytest

from azul_bot.ai import Level, choose, tiling
from azul_bot.ai.analysis import analyse, steady
from azul_bot.engine import CRYSTAL_1, GREY, Game, Phase
from tests.ai.test_round_search import late_in_a_round


def at_a_tiling(variant, seed: int) -> Game:
    """A free wall's tiling with a choice of columns for its first seat to place."""
    game = Game.new(2, seed, variant)
    while game.phase is not Phase.TILING or len(game.legal_placements(game.to_place[0])) < 2:
        seat = game.to_place[0] if game.phase is Phase.TILING else None
        game.play(choose(game, Level.NORMAL, seed=game.turn, seat=seat))
    return game


def test_two_players_on_the_colored_wall_are_looked_at_by_the_round_search() -> None:
    assert steady(Game.new(2, 1))
    assert not steady(Game.new(3, 1)) and not steady(Game.new(2, 1, GREY))


def test_the_round_search_gives_the_same_values_under_every_seed() -> None:
    game = late_in_a_round(2, 2, left=16)
    played = game.legal_takes()[-1]
    looks = [analyse(game, random.Random(seed), 0.05, also=played, timed=False) for seed in (1, 2)]
    assert looks[0] == looks[1]
    moves = [o.move for o in looks[0]]
    assert played in moves and len(moves) <= 2  # the best, and the move asked about
    assert all(o.visits == 0 for o in looks[0])


def test_only_the_moves_asked_are_valued_and_the_tree_search_values_more() -> None:
    game = late_in_a_round(2, 2, left=16)
    asked = tuple(game.legal_takes()[:2])
    only = analyse(game, random.Random(1), 0.05, only=asked, timed=False)
    assert sorted(map(str, (o.move for o in only))) == sorted(map(str, asked))
    three = late_in_a_round(3, 2, left=16)
    tree = analyse(three, random.Random(1), 0.02, timed=False)
    assert len(tree) > 1 and all(o.visits > 0 for o in tree)


@pytest.mark.parametrize(("variant", "seed"), [(GREY, 3), (CRYSTAL_1, 4)])
def test_a_free_walls_columns_are_ranked_and_the_first_is_the_round_searchs(variant, seed):
    game = at_a_tiling(variant, seed)
    seat = game.to_place[0]
    ranked = tiling.ranked(game, seat)
    assert sorted(move.col for move, _ in ranked) == sorted(
        move.col for move in game.legal_placements(seat)
    )
    values = [value for _, value in ranked]
    assert values == sorted(values, reverse=True)
    assert tiling.place(game, seat) == ranked[0][0]
