"""Computer players: ``choose(game, level, seed=...)`` and its process-pool wrapper."""

from __future__ import annotations

import random
from enum import StrEnum

from azul_bot.engine import Game, Move, Phase, WallMove

from .alphabeta import think
from .policy import (
    beginner_move,
    beginner_placement,
    easy_move,
    easy_placement,
    normal_move,
    normal_placement,
    random_move,
    random_placement,
    sensible_moves,
)
from .search import search
from .sight import blindfolded
from .tiling import place


class Level(StrEnum):
    RANDOM = "random"
    BEGINNER = "beginner"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    HARD_NEXT = "hard-next"
    """The round search (``alphabeta``), measured against ``hard`` before it takes its name:
    offered to nobody (``core.computers.LEVELS``)."""


def choose(
    game: Game, level: Level, *, seed: int, budget: float = 1.0, seat: int | None = None
) -> Move | WallMove:
    """A legal move for ``seat`` at ``level``: a take when it is ``game.current_player``'s
    turn, a ``WallMove`` when ``seat`` has a line to place at a grey wall tiling. Without
    ``seat``: the current player, or the first seat still to place.

    The same game, level, seat and seed always give the same move; the bag order
    (``game.rng_state``) is never looked at. ``budget`` is the thinking time ``hard``
    aims at, in seconds (counted in simulated moves, see ``search``).
    """
    if game.is_over:
        raise ValueError(f"no move to choose: the game is over ({game!r})")
    level = Level(level)
    if game.phase is Phase.TILING:
        return _placement(game, level, seed, budget, game.to_place[0] if seat is None else seat)
    if seat is not None and seat != game.current_player:
        raise ValueError(f"seat {seat} has no move to choose: it is not their turn ({game!r})")
    view = blindfolded(game, seed)
    rng = random.Random(seed)
    if level is Level.RANDOM:
        return random_move(view, rng)
    if level is Level.BEGINNER:
        return beginner_move(view, rng)
    if level is Level.EASY:
        return easy_move(view, rng)
    if level is Level.NORMAL:
        return normal_move(view, rng)
    moves = sensible_moves(view)
    if len(moves) == 1:
        return moves[0]
    if level is Level.HARD_NEXT:
        return think(view, budget)
    return search(view, rng, budget)[0].move


def _placement(game: Game, level: Level, seed: int, budget: float, seat: int) -> WallMove:
    moves = game.legal_placements(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no line to place ({game!r})")
    if len(moves) == 1:
        return moves[0]
    view = blindfolded(game, seed)
    rng = random.Random(seed)
    if level is Level.RANDOM:
        return random_placement(view, seat, rng)
    if level is Level.BEGINNER:
        return beginner_placement(view, seat, rng)
    if level is Level.EASY:
        return easy_placement(view, seat, rng)
    if level is Level.NORMAL:
        return normal_placement(view, seat, rng)
    if level is Level.HARD_NEXT:
        return place(view, seat)
    move = search(view, rng, budget, seat)[0].move
    if not isinstance(move, WallMove):
        raise ValueError(f"the search gave a take for seat {seat}'s placement: {move}")
    return move
