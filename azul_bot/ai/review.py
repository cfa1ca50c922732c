"""The review of a finished game: for each move a person made, what it gave up against the
best move the hard search finds there, by the coach's own search at a fixed budget.

``review(start, moves, seats, seed=...)`` replays the game from its first position and, at
each move of one of ``seats`` where there was a choice, searches the position as that player
saw it (never the bag order) with the move played weighed beside the best ones. What a move
"cost" is the search's value of the best move minus that of the move played, in points of
the final margin. The same game, seats and seed always give the same review: the search is
untimed (its budget is counted in simulated moves, not seconds) and its seed is the game's
and the move's. Wording is the bot's; this module returns facts.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from azul_bot.engine import AnyMove, Game, Move, Phase, WallMove, parse_move

from .search import Outcome, search
from .sight import blindfolded

BUDGET = 0.2
"""The search's budget for each move reviewed, in the coach's seconds of work (untimed):
about 0.2 s of a core each, so a two-player game's review stays within 15 CPU seconds."""
PLAYED_VISITS = 48
"""The search explores the move played at least this often: one the search thinks poor would
otherwise be tried once or twice, and a single playout's margin is noise (often tens of
points), not a value to tell a player."""


@dataclass(frozen=True)
class Verdict:
    """One move reviewed: the ``ply`` (its index in the game's moves, from 0) where ``seat``
    played ``played``, valued ``played_value``, when ``best`` was valued ``best_value`` (the
    mover's expected final margin, in points). ``lost`` is what it gave up (0 when the move
    played is the best one)."""

    ply: int
    seat: int
    played: Move | WallMove
    best: Move | WallMove
    played_value: float
    best_value: float

    @property
    def lost(self) -> float:
        return max(0.0, round(self.best_value - self.played_value, 2))


def review(
    start: Game,
    moves: Sequence[AnyMove],
    seats: Collection[int],
    *,
    seed: int,
    budget: float = BUDGET,
    plies: Collection[int] | None = None,
) -> list[Verdict]:
    """Every move of ``seats`` in ``moves`` (played from ``start``) where the mover had more
    than one choice, valued; with ``plies``, only the moves at those indexes (a person's own,
    without a stand-in's). ``ValueError`` for a move the game refuses."""
    game = start.copy()
    verdicts = []
    for ply, move in enumerate(moves):
        seat = move.player if isinstance(move, WallMove) else game.current_player
        wanted = seat in seats and (plies is None or ply in plies)
        if wanted and len(game.legal_moves(seat)) > 1:
            verdicts.append(judge(game, ply, move, seed=seed, budget=budget))
        game.play(move)
    return verdicts


def judge(game: Game, ply: int, move: AnyMove, *, seed: int, budget: float = BUDGET) -> Verdict:
    """``move`` at ``game`` (which it does not change) against the best the search finds."""
    tiling = game.phase is Phase.TILING
    seat = move.player if isinstance(move, WallMove) else game.current_player
    assert seat is not None
    move_seed = seed * 1_000_003 + ply
    view = blindfolded(game, move_seed)
    rng = random.Random(move_seed)
    outcomes = search(
        view,
        rng,
        budget,
        seat if tiling else None,
        also=move,
        also_visits=PLAYED_VISITS,
        timed=False,
    )
    best = outcomes[0]
    played = _outcome_of(outcomes, move)
    return Verdict(ply, seat, move, best.move, round(played.value, 2), round(best.value, 2))


def _outcome_of(outcomes: list[Outcome], move: AnyMove) -> Outcome:
    for outcome in outcomes:
        if outcome.move == move:
            return outcome
    raise ValueError(f"the search did not weigh the move played, {move}")


def costliest(
    verdicts: Sequence[Verdict], seat: int, *, most: int = 3, least: float
) -> list[Verdict]:
    """``seat``'s moves that gave up at least ``least`` points, the costliest first (ties: the
    earlier move first), at most ``most`` of them."""
    mine = [verdict for verdict in verdicts if verdict.seat == seat and verdict.lost >= least]
    mine.sort(key=lambda verdict: (-verdict.lost, verdict.ply))
    return mine[:most]


def review_from_state(
    state: dict,
    moves: Sequence[str],
    seats: Sequence[int],
    seed: int,
    budget: float = BUDGET,
    plies: Sequence[int] | None = None,
) -> list[tuple[int, int, str, str, float, float]]:
    """``review`` for a process pool: the first position's JSON form and the moves' texts
    in; each verdict as plain values out (ply, seat, played, best, their values)."""
    start = Game.from_dict(state)
    parsed = [parse_move(text) for text in moves]
    verdicts = review(start, parsed, set(seats), seed=seed, budget=budget, plies=plies)
    return [
        (v.ply, v.seat, str(v.played), str(v.best), v.played_value, v.best_value) for v in verdicts
    ]
