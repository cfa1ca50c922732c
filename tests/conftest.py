"""Fixtures shared by the service and bot tests: short games and a store on a temporary file."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import configuration

from azul_bot.engine import Game, Move

# Hypothesis keeps its examples database and the Unicode tables it builds in .hypothesis/ of
# the working folder, which is the checkout: under pytest's own cache folder instead, which
# git ignores. HYPOTHESIS_STORAGE_DIRECTORY, where someone sets it, still wins.
configuration.set_hypothesis_home_dir(
    os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
    or Path(__file__).resolve().parents[1] / ".pytest_cache" / "hypothesis"
)


def play_out(players: int, seed: int) -> list[Move]:
    """The moves of a whole game with a seeded random chooser (deterministic)."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    moves = []
    while not game.is_over:
        legal = game.legal_moves()
        move = legal[int(chooser.random() * len(legal))]
        game.play(move)
        moves.append(move)
    return moves


def near_end(players: int, moves_left: int = 3, seed: int = 7) -> tuple[Game, list[Move]]:
    """A game ``moves_left`` moves before its end, and the moves that end it."""
    moves = play_out(players, seed)
    game = Game.new(players, seed)
    cut = len(moves) - moves_left
    for move in moves[:cut]:
        game.play(move)
    return Game.from_dict(game.to_dict()), moves[cut:]


class ShortGames:
    """A ``new_game`` factory for the service: every game starts near its end.

    ``remaining[players]`` holds the moves that finish the game just handed out.
    """

    def __init__(self, moves_left: int = 3, seed: int = 7) -> None:
        self.moves_left = moves_left
        self.seed = seed
        self.remaining: dict[int, list[Move]] = {}

    def __call__(self, players: int) -> Game:
        game, rest = near_end(players, self.moves_left, self.seed)
        self.remaining[players] = rest
        return game


@pytest.fixture
def short_games() -> ShortGames:
    return ShortGames()


@pytest.fixture
def fixed_seed() -> Callable[[int], Game]:
    """A ``new_game`` factory with a fixed seed (the first player is then known)."""
    return lambda players: Game.new(players, 1234)


def fake_png(game: Game, names, events, language=None, seat=None) -> bytes:
    """A stand-in for the renderer where the picture does not matter (fast); it says from
    whose side it was drawn."""
    side = b"" if seat is None else b" seat " + str(seat).encode()
    return b"\x89PNG fake " + str(game.turn).encode() + side


@pytest.fixture
def fake_renderer():
    return fake_png
