"""Short real games for the tests: a seeded random game played out through the engine, and
the same game a few moves before its end, so a test need not play 70 moves to finish one; or
in its last round, where other moves than the playthrough's end it as soon.

The store tests start such a game in a lobby of their own; the service and bot tests hand
them out through ``ShortGames`` (``tests/conftest.py``), which also keeps the moves that end
them; the crash tests' hosts deal them to their tables.
"""

from __future__ import annotations

import functools
import random

from azul_bot.engine import Game, Move


@functools.lru_cache(maxsize=512)  # the crash tests' hosts deal games of many seeds
def playthrough(players: int, seed: int) -> tuple[Move, ...]:
    """The moves of a whole game with a seeded random chooser (deterministic)."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    moves = []
    while not game.is_over:
        legal = game.legal_moves()
        move = legal[int(chooser.random() * len(legal))]
        game.play(move)
        moves.append(move)
    return tuple(moves)


def near_end(players: int, moves_left: int = 2, seed: int = 7) -> Game:
    """The game of ``playthrough(players, seed)`` ``moves_left`` moves before its end, as
    stored and loaded again; ``ending`` gives the moves that end it."""
    moves = playthrough(players, seed)
    game = Game.new(players, seed)
    for move in moves[: len(moves) - moves_left]:
        game.play(move)
    return Game.from_dict(game.to_dict())


def ending(players: int, moves_left: int = 2, seed: int = 7) -> list[Move]:
    """The last ``moves_left`` moves of ``playthrough(players, seed)``: those that end the
    game ``near_end`` gives."""
    moves = playthrough(players, seed)
    return list(moves[len(moves) - moves_left :])


def sure_to_end(players: int, seed: int) -> int:
    """How many moves before the end of ``playthrough(players, seed)`` its game is sure to
    end with the round (``Game.ends_this_round``: a complete pattern line will complete a wall
    row), however it is played from there; 0 when only its last move makes it so."""
    moves = playthrough(players, seed)
    game = Game.new(players, seed)
    for played, move in enumerate(moves):
        if game.ends_this_round:
            return len(moves) - played
        game.play(move)
    return 0


def in_last_round(players: int, seed: int, fewest: int) -> Game:
    """A game at the first move from which it is sure to end with its round, at least
    ``fewest`` moves before the end of its playthrough: whoever plays it, and however, it ends
    within the round. Its seed is the first of ``seed``, ``seed + 1``, ... whose game is sure
    so early."""
    while (left := sure_to_end(players, seed)) < fewest:
        seed += 1
    return near_end(players, left, seed)
