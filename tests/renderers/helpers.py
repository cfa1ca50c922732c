"""Game positions and pixel probes for the renderer tests."""

from __future__ import annotations

import random

from PIL import Image

from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import Event, Game, Phase, Variant
from renderers import layout as L

NAMES = ("Chloé", "Łukasz", "Zoë", "Дмитрий")
LABELS = picture_labels("en")  # the picture's words; tests/renderers/test_labels.py tries all


def chosen_positions(variant: Variant, players: int, seed: int):
    """A random game on ``variant`` (seeded), every placement chosen by hand: the table after
    every fourth move, after each move of a wall tiling, and at the end."""
    game, chooser = Game.new(players, seed, variant, auto_place=False), random.Random(seed)
    while not game.is_over:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if game.turn % 4 == 0 or game.is_over or game.phase is Phase.TILING:
            yield game, events


def played(players: int, seed: int, moves: int) -> tuple[Game, list[Event]]:
    """A game after ``moves`` random legal moves (seeded), with the last move's events."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    events: list[Event] = []
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
    return game, events


def played_until(players: int, seed: int, stop) -> tuple[Game, list[Event]]:
    """Random legal moves (seeded) until ``stop(game, events)`` holds."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    while True:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if stop(game, events):
            return game, events
        assert not game.is_over, "the game ended before the wanted position"


def rgb(image: Image.Image) -> Image.Image:
    return image.convert("RGB")


def tile_body(cell: L.Rect) -> tuple[int, int]:
    """A point on a tile's body, clear of its rim, glaze and symbol."""
    return cell.x0 + 4, cell.y0 + cell.height // 2


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))
