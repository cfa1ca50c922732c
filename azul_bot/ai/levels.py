"""Computer players: ``choose(game, level, seed=...)`` and its process-pool wrapper."""

from __future__ import annotations

import random
from enum import StrEnum

from azul_bot.engine import CLASSIC, Game, Move, Phase, WallMove

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
    """Two players on the colored wall: the round search (``alphabeta``, its weights fitted
    there); otherwise the tree search (``search``), until the round search is fitted and
    measured against it there too."""
    HARD_NEXT = "hard-next"
    """The round search at every number of players, measured against ``old-hard`` before it
    takes ``hard``'s name there: offered to nobody (``core.computers.LEVELS``)."""
    OLD_HARD = "old-hard"
    """The tree search at every number of players: ``hard`` until the round search beat it
    with two players, kept as the benchmarks' opponent; offered to nobody."""


def choose(
    game: Game,
    level: Level,
    *,
    seed: int,
    budget: float = 1.0,
    seat: int | None = None,
    timed: bool = True,
) -> Move | WallMove:
    """A legal move for ``seat`` at ``level``: a take when it is ``game.current_player``'s
    turn, a ``WallMove`` when ``seat`` has a line to place at a grey wall tiling. Without
    ``seat``: the current player, or the first seat still to place.

    The same game, level, seat and seed always give the same move; the bag order
    (``game.rng_state``) is never looked at. ``budget`` is the thinking time ``hard``
    aims at, in seconds (counted in work, see ``search``). ``timed``: the searches' wall-clock
    safety nets may stop them (a player is waiting); untimed, the move follows from the
    arguments alone, however busy the machine (a benchmark's).
    """
    if game.is_over:
        raise ValueError(f"no move to choose: the game is over ({game!r})")
    level = Level(level)
    if game.phase is Phase.TILING:
        seat = game.to_place[0] if seat is None else seat
        return _placement(game, level, seed, budget, seat, timed)
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
    if _round_search(level, view):
        return think(view, budget, timed=timed)
    return search(view, rng, budget, timed=timed)[0].move


def _placement(
    game: Game, level: Level, seed: int, budget: float, seat: int, timed: bool
) -> WallMove:
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
    if _round_search(level, view):
        return place(view, seat)
    move = search(view, rng, budget, seat, timed=timed)[0].move
    if not isinstance(move, WallMove):
        raise ValueError(f"the search gave a take for seat {seat}'s placement: {move}")
    return move


def round_search_plays(view: Game) -> bool:
    """Whether ``hard`` plays ``view`` with the round search (else the tree search)."""
    return _round_search(Level.HARD, view)


def _round_search(level: Level, view: Game) -> bool:
    """Whether ``level`` plays with the round search here (else the tree search)."""
    if level is Level.HARD_NEXT:
        return True
    return level is Level.HARD and view.num_players == 2 and view.variant == CLASSIC
