"""The facts of a move that the engine states once and everyone reads: a preview's floor cost
and whether it takes the first-player marker, and how high a factory may be numbered.

Variants with other numbers (a short steep floor, factories of 3, a floor of 8) show that
the facts follow the variant played, not the classic numbers typed again somewhere.
"""

from __future__ import annotations

import random

import pytest

from azul_bot.ai.hints import explain
from azul_bot.ai.search import Outcome
from azul_bot.core.refusals import BadInput
from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.refusals import refusal
from azul_bot.engine import (
    CENTER,
    CLASSIC,
    FLOOR,
    GREY,
    MARKER,
    MOST_FACTORIES,
    VARIANTS,
    Color,
    Game,
    MarkerTaken,
    Move,
    Phase,
    Placement,
    TilesTaken,
    Variant,
)
from azul_bot.features.play import line_choices
from azul_bot.features.play.choices import parse_source
from azul_bot.features.play.ids import NO_SUCH_FACTORY

STEEP = Variant("steep", free_wall=False, factory_size=3, floor_penalties=(2, 3, 5))
"""A short, dear floor line and factories of three."""
LONG = Variant("long", free_wall=True, floor_penalties=(1, 1, 2, 2, 2, 3, 3, 4))
"""A grey wall with an eighth floor slot."""


def facts_of_playing(game: Game, move: Move) -> Placement:
    """What playing ``move`` on a copy shows happened, as a ``Placement``: the split from
    ``TilesTaken``, the marker from ``MarkerTaken``, the cost from the slots they filled."""
    held = len(game.players[game.current_player].floor)
    events = game.copy().play(move)
    taken = next(event for event in events if isinstance(event, TilesTaken))
    marker = next((event for event in events if isinstance(event, MarkerTaken)), None)
    filled = held + (marker is not None and marker.to_floor) + taken.to_floor
    cost = game.variant.floor_penalty(filled) - game.variant.floor_penalty(held)
    return Placement(
        taken.count, taken.to_line, taken.to_floor, taken.to_lid, cost, marker is not None
    )


@pytest.mark.parametrize(
    ("variant", "players", "seed"),
    [(CLASSIC, 2, 1), (CLASSIC, 4, 2), (GREY, 3, 3), (STEEP, 2, 4), (LONG, 3, 5)],
    ids=lambda value: value.code if isinstance(value, Variant) else str(value),
)
def test_every_preview_says_what_playing_the_move_costs_on_the_floor(variant, players, seed):
    game = Game.new(players, seed, variant)
    chooser = random.Random(seed)
    while not game.is_over:
        legal = game.legal_moves()
        if game.phase is Phase.OFFER:
            for move in legal:
                assert game.preview(move) == facts_of_playing(game, move), (move, game)
        game.play(chooser.choice(legal))


def center_with_marker(variant: Variant, floor: list[int]) -> Game:
    """The center holds 3 blue and the marker; the player to move has ``floor``."""
    game = Game.new(2, 7, variant)
    game.center = [3, 0, 0, 0, 0]
    game.players[game.current_player].floor[:] = floor
    return game


def test_the_floor_cost_is_the_variants():
    to_floor = Move(CENTER, Color.BLUE, FLOOR)
    # The marker and two blue fill the steep floor (2 + 3 + 5); the third blue goes to the lid.
    assert center_with_marker(STEEP, []).preview(to_floor) == Placement(3, 0, 2, 1, 10, True)
    assert center_with_marker(CLASSIC, []).preview(to_floor) == Placement(3, 0, 3, 0, 6, True)
    # An eighth slot costs what the variant says; a full floor costs nothing more.
    nearly_full = center_with_marker(LONG, [int(Color.WHITE)] * 6)
    assert nearly_full.preview(to_floor) == Placement(3, 0, 1, 2, 3 + 4, True)
    full = center_with_marker(LONG, [int(Color.WHITE)] * 7 + [MARKER])
    assert full.preview(to_floor) == Placement(3, 0, 0, 3, 0, True)


def test_the_line_choices_and_the_coach_say_the_engines_cost():
    game = center_with_marker(STEEP, [])
    choices = line_choices(game, CENTER, Color.BLUE)
    assert {choice.value: choice.lost for choice in choices} == {
        "1": 10,
        "2": 5,
        "3": 2,
        "4": 2,
        "5": 2,
        "floor": 10,
    }
    for choice in choices:
        assert choice.lost == game.preview(choice.move).floor_cost
        hint = explain(game, Outcome(choice.move, 0.0, 1, 0.0))
        assert (hint.floor_penalty, hint.takes_marker) == (choice.lost, True)
    factory_move = Move(0, Color(next(c for c in Color if game.factories[0][c])), FLOOR)
    hint = explain(game, Outcome(factory_move, 0.0, 1, 0.0))
    placement = game.preview(factory_move)
    assert not placement.takes_marker and not hint.takes_marker
    assert hint.floor_penalty == placement.floor_cost == STEEP.floor_penalty(placement.to_floor)


def test_factories_are_numbered_up_to_the_most_any_variant_lays_out():
    assert max(count for v in VARIANTS.values() for _, count in v.factories) == MOST_FACTORIES
    assert parse_source(str(MOST_FACTORIES)) == MOST_FACTORIES - 1
    with pytest.raises(BadInput) as refused:
        parse_source(str(MOST_FACTORIES + 1))
    assert refused.value.reason is NO_SUCH_FACTORY
    assert refused.value.values == {"number": MOST_FACTORIES + 1, "most": MOST_FACTORIES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_refusal_says_the_number_it_is_given(language):
    text = refusal(words(language), NO_SUCH_FACTORY, {"number": 8, "most": 7})
    assert "7" in text and "9" not in text


def test_no_variant_lays_out_more_factories_than_a_move_can_name():
    with pytest.raises(ValueError, match="1 to 9"):
        Variant("crowded", free_wall=False, factories=((2, 5), (5, 10)))
