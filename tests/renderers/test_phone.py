"""The picture on a phone, which shows it about 400 px wide: every text a player needs is at
least 11 px there, whatever the player count, the view, the language or the moment of the game.
Computed from the drawing commands (the sizes the layout gives each text), not from pixels."""

from __future__ import annotations

import random
from collections import defaultdict
from functools import cache

import pytest

from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import Game, MarkerTaken, RoundEnded
from renderers import layout as L
from renderers.layers import Text
from renderers.table import (
    PHONE_WIDTH,
    SMALLEST_ON_PHONE,
    TEXT,
    background_commands,
    scene_of,
    table_parts,
)
from tests.renderers.helpers import NAMES

# Every kind of text the picture draws: TEXT's, and the boards' (sized by their BoardSize).
KINDS = {*TEXT, "name", "score", "label"}


def moments(players: int, seed: int):
    """A random game (seeded): its start, a move that took the marker, every wall tiling, the
    end; and every seventh move."""
    game, chooser = Game.new(players, seed), random.Random(seed)
    yield game, []
    while not game.is_over:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if (
            game.turn % 7 == 0
            or game.is_over
            or any(isinstance(e, MarkerTaken | RoundEnded) for e in events)
        ):
            yield game, events


@cache
def smallest_sizes(players: int, seat_view: bool) -> dict[str, tuple[int, int]]:
    """The smallest size drawn of each kind of text, and the image's width, over a whole game
    in every language (from each seat in turn when ``seat_view``)."""
    found: dict[str, tuple[int, int]] = {}
    for language in LANGUAGES:
        labels = picture_labels(language)
        for game, events in moments(players, seed=players + 70):
            seat = game.turn % players if seat_view else None
            scene = scene_of(game, seat, notation=labels.notation)
            texts = [c for c in background_commands(scene) if isinstance(c, Text)]
            for part in table_parts(game, list(NAMES[:players]), events, labels, seat=seat):
                texts += [c for c in part.build(*part.args).commands if isinstance(c, Text)]
            width = scene.layout.size[0]
            for text in texts:
                assert text.kind in KINDS, text
                if text.kind not in found or text.size < found[text.kind][0]:
                    found[text.kind] = (text.size, width)
    return found


@pytest.mark.parametrize("seat_view", [False, True], ids=["table", "seat"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_text_is_under_11_px_on_a_phone(players, seat_view):
    sizes = smallest_sizes(players, seat_view)
    on_phone = {kind: size * PHONE_WIDTH / width for kind, (size, width) in sizes.items()}
    small = {kind: round(px, 2) for kind, px in on_phone.items() if px < SMALLEST_ON_PHONE}
    assert not small, small


@pytest.mark.parametrize("seat_view", [False, True], ids=["table", "seat"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_kind_of_text_is_drawn_over_a_game(players, seat_view):
    # The check above looked at every kind: none went missing from the picture unseen.
    assert set(smallest_sizes(players, seat_view)) == KINDS


def test_the_smallest_sizes_are_the_named_ones():
    drawn = defaultdict(set)
    for players in (2, 3, 4):
        for seat_view in (False, True):
            for kind, (size, _) in smallest_sizes(players, seat_view).items():
                drawn[kind].add(size)
    for kind, size in TEXT.items():
        assert min(drawn[kind]) == size, kind  # nothing drawn smaller to fit
    boards = (L.FULL, L.LARGE, L.COMPACT)
    assert min(drawn["name"]) == min(size.name_size for size in boards)
    assert min(drawn["label"]) == min(size.label_size for size in boards if size.detailed)
