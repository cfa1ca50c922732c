"""Example tables: plausible positions for the docs picture, the benchmarks and the tests.

Games are played by a simple greedy policy (most tiles onto a pattern line, least on the
floor; ties broken by a seeded ``random.Random``) so the boards look like real play.
"""

from __future__ import annotations

import random

from azul_bot.engine import FLOOR, Event, Game, Move, placement_score, wall_column

NAMES = ("Chloé", "Łukasz", "Zoë 🎲", "Αλέξανδρος Παπαδόπουλος")

# The README's picture: a 4-player game in round 3.
PLAYERS = 4
SEED = 6
MOVES = 37


def greedy_move(game: Game, chooser: random.Random) -> Move:
    """A plausible move: complete lines whose wall cell scores, fill lines, avoid the floor."""
    board = game.players[game.taker]

    def value(move: Move) -> float:
        placed = game.preview(move)
        score = 3 * placed.to_line - 2 * (placed.to_floor + placed.to_lid) + chooser.random()
        if move.line != FLOOR and board.line_counts[move.line] + placed.to_line == move.line + 1:
            col = wall_column(move.line, move.color)
            wall = board.wall | 1 << (move.line * 5 + col)
            score += 2 * placement_score(wall, move.line, col)[0]
        return score - 4 * (move.line == FLOOR)

    return max(game.legal_takes(), key=value)


def play(players: int = PLAYERS, seed: int = SEED, moves: int = MOVES) -> tuple[Game, list[Event]]:
    """A game of ``players`` after ``moves`` greedy moves (or at its end), with the last events."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    events: list[Event] = []
    for _ in range(moves):
        if game.is_over:
            break
        events = game.play(greedy_move(game, chooser))
    return game, events
