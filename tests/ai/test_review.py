"""The review of a finished game: each reviewed move valued against the best the search
finds, deterministically, the planted blunder first."""

from __future__ import annotations

import functools

import pytest

from azul_bot.ai import Level, choose
from azul_bot.ai.review import Verdict, costliest, review, review_from_state
from azul_bot.engine import CENTER, FLOOR, GREY, Color, Game, Move, Phase, WallMove

BUDGET = 0.05  # enough to tell a blunder; the bot's own budget is ``review.BUDGET``
QUICK = 0.01  # where only which moves are reviewed matters, not how well


def _played(players: int, seed: int, variant=None) -> tuple[Game, list]:
    """A whole game of ``normal`` computers from a seeded deal: its first position and moves."""
    start = Game.new(players, seed) if variant is None else Game.new(players, seed, variant)
    game, moves = start.copy(), []
    while not game.is_over:
        move = choose(game, Level.NORMAL, seed=len(moves))
        moves.append(move)
        game.play(move)
    return start, moves


@functools.cache
def planted() -> tuple[Game, list, int]:
    """A game where seat 0 throws the center's 8 black tiles to the floor while its empty
    fifth line would take five of them: its first position, moves, and the blunder's ply."""
    start = Game.new(2, 3)
    game, moves = start.copy(), []
    while game.center[Color.BLACK] < 5 or game.current_player != 0:
        move = choose(game, Level.NORMAL, seed=len(moves))
        moves.append(move)
        game.play(move)
    board = game.players[0]
    assert board.accepts(4, Color.BLACK) and board.line_counts[4] == 0
    ply = len(moves)
    blunder = Move(CENTER, Color.BLACK, FLOOR)
    moves.append(blunder)
    game.play(blunder)
    while not game.is_over:
        move = choose(game, Level.NORMAL, seed=len(moves))
        moves.append(move)
        game.play(move)
    return start, moves, ply


def test_the_planted_blunder_is_found_first():
    start, moves, ply = planted()
    verdicts = review(start, moves, {0}, seed=11, budget=BUDGET)
    worst = costliest(verdicts, 0, least=1.0)
    assert worst[0].ply == ply
    assert worst[0].played == Move(CENTER, Color.BLACK, FLOOR)
    assert worst[0].best != worst[0].played and worst[0].lost >= 10
    assert len(worst) <= 3 and [v.lost for v in worst] == sorted(
        (v.lost for v in worst), reverse=True
    )


def test_a_review_is_the_same_every_time():
    start, moves, ply = planted()
    first = review(start, moves[: ply + 4], {0, 1}, seed=5, budget=BUDGET)
    assert review(start, moves[: ply + 4], {0, 1}, seed=5, budget=BUDGET) == first


def test_only_the_seats_and_plies_asked_are_reviewed_and_forced_moves_never():
    start, moves, ply = planted()
    verdicts = review(start, moves, {1}, seed=5, budget=QUICK)
    assert verdicts and {v.seat for v in verdicts} == {1}
    assert all(v.ply != ply for v in verdicts)
    only = review(start, moves, {0}, seed=5, budget=QUICK, plies={ply})
    assert [v.ply for v in only] == [ply]
    game = start.copy()
    chosen = {v.ply for v in review(start, moves, {0, 1}, seed=5, budget=QUICK)}
    for index, move in enumerate(moves):
        seat = move.player if isinstance(move, WallMove) else game.current_player
        if len(game.legal_moves(seat)) == 1:
            assert index not in chosen  # no choice, nothing to review
        game.play(move)


def test_a_move_that_is_the_best_costs_nothing():
    verdict = Verdict(3, 0, Move(0, Color.RED, 2), Move(0, Color.RED, 2), 4.5, 4.5)
    assert verdict.lost == 0.0
    worse = Verdict(4, 0, Move(0, Color.RED, 2), Move(1, Color.BLUE, 1), 5.0, 2.0)
    assert worse.lost == 0.0  # a search that values the played move higher: nothing lost
    assert costliest([verdict, worse], 0, least=0.5) == []


def test_grey_wall_placements_are_reviewed_as_moves():
    start, moves = _played(2, 4, GREY)
    verdicts = review(start, moves, {0, 1}, seed=2, budget=QUICK)
    placements = [v for v in verdicts if isinstance(v.played, WallMove)]
    assert placements and all(isinstance(v.best, WallMove) for v in placements)
    assert all(v.best.player == v.seat for v in placements)


@pytest.mark.parametrize("players", [2, 4])
def test_the_pool_form_gives_the_same_verdicts(players):
    start, moves = _played(players, 9)
    texts = [str(move) for move in moves]
    plain = review_from_state(start.to_dict(), texts, [0], 3, QUICK)
    verdicts = review(start, moves, {0}, seed=3, budget=QUICK)
    assert [(v.ply, v.seat, str(v.played), str(v.best)) for v in verdicts] == [
        (ply, seat, played, best) for ply, seat, played, best, _, _ in plain
    ]
    assert start.phase is Phase.OFFER  # the first position is left as it was
