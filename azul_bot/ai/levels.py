"""Computer players: ``choose(game, level, seed=...)`` and its process-pool wrapper."""

from __future__ import annotations

import random
from enum import StrEnum

from azul_bot.engine import Game, Move

from .policy import easy_move, normal_move, random_move, sensible_moves
from .search import search
from .sight import blindfolded


class Level(StrEnum):
    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


def choose(game: Game, level: Level, *, seed: int, budget: float = 1.0) -> Move:
    """A legal move for ``game.current_player`` at ``level``.

    The same game, level and seed always give the same move; the bag order
    (``game.rng_state``) is never looked at. ``budget`` is the thinking time ``hard``
    aims at, in seconds (counted in simulated moves, see ``search``).
    """
    if game.is_over:
        raise ValueError(f"no move to choose: the game is over ({game!r})")
    level = Level(level)
    view = blindfolded(game, seed)
    rng = random.Random(seed)
    if level is Level.RANDOM:
        return random_move(view, rng)
    if level is Level.EASY:
        return easy_move(view, rng)
    if level is Level.NORMAL:
        return normal_move(view, rng)
    moves = sensible_moves(view)
    if len(moves) == 1:
        return moves[0]
    return search(view, rng, budget)[0].move


def choose_from_state(state: dict, level: str, seed: int, budget: float = 1.0) -> str:
    """``choose`` for a process pool: a game's JSON form in, the move's text out."""
    return str(choose(Game.from_dict(state), Level(level), seed=seed, budget=budget))
