"""A pattern line that can only end on the floor of a grey wall says so in the picker."""

from __future__ import annotations

import random

from azul_bot.core.words import ENGLISH
from azul_bot.engine import CLASSIC, FLOOR, GREY, Game, Move, Phase
from azul_bot.features.play import line_choices
from azul_bot.features.play.words.pickers import line_label


def floor_bound_take(variant) -> tuple[Game, Move] | None:
    """A position of a seeded random game, and a legal take to a pattern line whose wall row
    has no cell left for the color."""
    for seed in range(200):
        game = Game.new(2, seed, variant)
        chooser = random.Random(seed)
        while not game.is_over:
            if game.phase is Phase.OFFER:
                for move in game.legal_moves():
                    if move.line != FLOOR and not game.open_columns(
                        game.current_player, move.line, move.color
                    ):
                        return game, move
            legal = game.legal_moves()
            game.play(legal[int(chooser.random() * len(legal))])
    return None


def test_a_grey_line_with_no_cell_left_is_said_to_end_on_the_floor():
    found = floor_bound_take(GREY)
    assert found is not None
    game, move = found
    choice = next(
        c for c in line_choices(game, move.source, move.color) if c.move.line == move.line
    )
    assert choice.floor_bound
    label = line_label(ENGLISH, choice.move, choice.placement, floor_bound=choice.floor_bound)
    assert "no free cell on your grey wall: the whole line will go to the floor" in label
    # The other lines of the same take, with a cell open, say nothing of the kind.
    for other in line_choices(game, move.source, move.color):
        if other.move.line == FLOOR or game.open_columns(
            game.current_player, other.move.line, move.color
        ):
            assert not other.floor_bound


def test_the_colored_wall_never_says_so():
    game = Game.new(2, 3, CLASSIC)
    for source in range(len(game.factories)):
        for color in range(5):
            assert not any(c.floor_bound for c in line_choices(game, source, color))
