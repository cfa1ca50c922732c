"""The one-move players, and the search's playout policy. On a free wall several players may
place at once, so a placement names ``player``, the seat whose line waits.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from azul_bot.engine import CENTER, FLOOR, AnyMove, Game, Move, Phase, WallMove, placement_score

from .outlook import MoveJudge, floor_cost, placement_values, rules_for

M = TypeVar("M", Move, WallMove)


def sensible_moves(game: Game) -> list[Move]:
    """The legal moves minus pointless floor dumps.

    Sending a lot to the floor is kept only when no pattern line can take that color: a
    line always catches at least one tile the floor would have cost.
    """
    moves = game.legal_takes()
    placeable = {(move.source, move.color) for move in moves if move.line != FLOOR}
    return [m for m in moves if m.line != FLOOR or (m.source, m.color) not in placeable]


def random_move(game: Game, rng: random.Random) -> Move:
    moves = game.legal_takes()
    return moves[int(rng.random() * len(moves))]


def random_placement(game: Game, player: int, rng: random.Random) -> WallMove:
    moves = game.legal_placements(player)
    return moves[int(rng.random() * len(moves))]


# How often a beginner grabs the biggest pile in sight, wherever its tiles then fall.
_GRAB = 0.3
# How often a beginner places a tile on a free wall in any open column, without counting.
_ANY_COLUMN = 0.4


def beginner_move(game: Game, rng: random.Random) -> Move:
    """A learner's take: legal, mostly plausible, with mistakes people see.

    Usually a color that goes on a pattern line, preferring moves that put many tiles there
    or complete a line, counting the floor's tiles but not what they cost; never looking at
    the first-player marker, the bonuses, the wall or what the others need. Now and then
    (``_GRAB``) it grabs the biggest pile and sends whatever does not fit to the floor. It
    dumps tiles on the floor only when no line can take any.
    """
    board = game.players[game.taker]
    moves = game.legal_takes()
    onto_lines = [move for move in moves if move.line != FLOOR]
    if not onto_lines:
        return moves[int(rng.random() * len(moves))]

    def count(move: Move) -> int:
        source = game.center if move.source == CENTER else game.factories[move.source]
        return source[move.color]

    if rng.random() < _GRAB:
        most = max(count(move) for move in onto_lines)
        piles = [move for move in onto_lines if count(move) == most]
        return piles[int(rng.random() * len(piles))]

    def score(move: Move) -> float:
        room = move.line + 1 - board.line_counts[move.line]
        taken = count(move)
        put = min(taken, room)
        return put + 1.0 * (taken >= room) - 0.5 * (taken - put) + 3.0 * rng.random()

    return max(onto_lines, key=score)


def beginner_placement(game: Game, player: int, rng: random.Random) -> WallMove:
    """A free wall's column without looking ahead: often any open one, otherwise the one
    that scores the most now, roughly counted."""
    moves = game.legal_placements(player)
    if rng.random() < _ANY_COLUMN:
        return moves[int(rng.random() * len(moves))]
    return max(moves, key=lambda move: _points_now(game, move) + 3.0 * rng.random())


def easy_move(game: Game, rng: random.Random) -> Move:
    """Takes what fits, completes lines when it can, avoids the floor; a little erratic."""
    board = game.players[game.taker]
    slots = len(board.floor)
    rules = rules_for(game.variant)

    def score(move: Move) -> float:
        source = game.center if move.source == CENTER else game.factories[move.source]
        count = source[move.color]
        marker = 1 if move.source == CENTER and game.marker_in_center else 0
        put, complete = 0, False
        if move.line != FLOOR:
            room = move.line + 1 - board.line_counts[move.line]
            put, complete = min(count, room), count >= room
        lost = floor_cost(rules, slots, count - put + marker)
        return put + 2.0 * complete - lost + 2.0 * rng.random()

    return max(game.legal_takes(), key=score)


def easy_placement(game: Game, player: int, rng: random.Random) -> WallMove:
    """The column that scores the most now (a Crystal Mosaic's printed cell multiplies it),
    ties broken at random."""
    moves = game.legal_placements(player)
    return max(moves, key=lambda move: _points_now(game, move) + 0.5 * rng.random())


def _points_now(game: Game, move: WallMove) -> int:
    """What ``move``'s tile scores where it is placed (a printed cell's multiplier counted)."""
    wall = game.players[move.player].wall | 1 << (move.row * 5 + move.col)
    times = rules_for(game.variant).times[move.row * 5 + move.col]
    return placement_score(wall, move.row, move.col)[0] * times


def playout_move(game: Game, rng: random.Random) -> tuple[Move | WallMove, int]:
    """The search's playout policy: the sensible move with the best ``MoveJudge`` gain,
    with noise so that playouts differ and near-equal moves all get explored; at a grey
    wall tiling, the first waiting player's best-looking column, with the same noise.

    Returns the move and how many moves were judged (the search counts its work in them).
    """
    scored: Sequence[tuple[float, AnyMove]]
    if game.phase is Phase.TILING:
        scored = placement_values(game, game.to_place[0])
    else:
        scored = MoveJudge(game).scored(game.legal_takes())
    random_ = rng.random
    best, best_score = scored[0][1], -1e9
    for gain, move in scored:
        score = gain + random_()
        if score > best_score:
            best, best_score = move, score
    return best, len(scored) * (PLACEMENT_WORK if game.phase is Phase.TILING else 1)


PLACEMENT_WORK = 6
"""A column judged costs about this many takes judged (it values a whole board)."""

# How much of the next player's best reply a normal player gives away counts against a move.
_REPLY_WEIGHT = 1.0
_LOOKED_AT = 10


def normal_move(game: Game, rng: random.Random) -> Move:
    """Values each move for the whole round (``MoveJudge``), then checks the best few
    against what they leave for the next player."""
    ranked = _best_first(MoveJudge(game).scored(game.legal_takes()))
    if len(ranked) == 1:
        return ranked[0][1]
    best, best_score = ranked[0][1], -1e9
    for gain, move in ranked[:_LOOKED_AT]:
        score = gain - _REPLY_WEIGHT * _best_reply(game, move) + 0.01 * rng.random()
        if score > best_score:
            best, best_score = move, score
    return best


def normal_placement(game: Game, player: int, rng: random.Random) -> WallMove:
    """The column with the best ``placement_values`` (points now and the wall after)."""
    scored = placement_values(game, player)
    return max(scored, key=lambda item: item[0] + 0.01 * rng.random())[1]


def ranked_moves(game: Game, player: int | None = None) -> Sequence[tuple[float, AnyMove]]:
    """Sensible moves with their ``MoveJudge`` gain, best first (ties in legal order); at a
    grey wall tiling, the columns of ``player`` (default: the first waiting) by value."""
    if game.phase is Phase.TILING:
        return _best_first(placement_values(game, game.to_place[0] if player is None else player))
    return _best_first(MoveJudge(game).scored(game.legal_takes()))


def _best_first(scored: list[tuple[float, M]]) -> list[tuple[float, M]]:
    """Best gain first, ties in the order given (legal order)."""
    order = sorted(range(len(scored)), key=lambda index: -scored[index][0])  # stable
    return [scored[index] for index in order]


def _best_reply(game: Game, move: Move) -> float:
    """The next player's best gain once ``move`` is made (0 when the round ends with it)."""
    after = game.copy()
    round_ = after.round
    after.play(move)
    if after.is_over or after.round != round_ or after.phase is not Phase.OFFER:
        return 0.0
    return max(gain for gain, _ in MoveJudge(after).scored(after.legal_takes()))
