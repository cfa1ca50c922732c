"""The review of a finished game: for each move a person made, what it gave up against the
best move the hard search finds there, in points of the final margin.

Each position is searched as that player saw it (never the bag order). The same game, seats
and seed always give the same review: the search is untimed (its budget is counted in
simulated moves, not seconds) and its seed is the game's and the move's.

The review looks with ``hard``'s search there (``analysis``). The round search's values are
the same under every seed, but its first look, which weighs every take on the table, sees
less deep than the coach's hint did: a move it finds costly is looked at once more, the move
played and the best alone, deeper (``LOOK_AGAIN``). The tree search's one search of a fifth
of a second is noisy: about one in twelve of the coach's own first choices came out
``COSTLY`` (``benchmarks/review_noise.py``), while a real blunder costs ten points or more
under every seed. Part of it is the winner's curse: the search's best move is the highest of
several noisy values, so too high more often than too low. So a move its first search finds
costly is confirmed by more searches, each with a seed of its own. Either way a verdict keeps
the lowest of the losses found. Only a reader's costliest few are shown,
so a seat's candidates are confirmed costliest first: a poor player's review costs a few
searches more, a good player's hardly any.

A move's cost is told in winning chances (``chances``): the chance the mover had with the
best move less the chance left by the move played. Points weigh differently as the game goes:
five points in the first round may change little, two in the last round decide it. A move is
labelled (``Label``) by the chances it lost, and shown only when it lost at least
``Label.INACCURACY``'s and ``COSTLY`` points, confirmed: the points' line keeps the search's
noise out, the chances' keep out what is costly in points but changes nobody's game.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from azul_bot.engine import AnyMove, Game, Move, Phase, WallMove, parse_move

from .analysis import analyse, steady
from .chances import chance_at
from .search import Outcome
from .sight import blindfolded

BUDGET = 0.2
"""The search's budget for each move reviewed, in the coach's seconds of work (untimed):
about 0.2 s of a core each, so a two-player game's review stays within 15 CPU seconds."""
PLAYED_VISITS = 48
"""The search explores the move played at least this often: one the search thinks poor would
otherwise be tried once or twice, and a single playout's margin is noise (often tens of
points), not a value to tell a player."""
COSTLY = 3.0
"""Points of the final margin a move must give up to be shown as costly (confirmed: below
it, a good move's estimate could cross it by chance too often to be worth the searches)."""
SHOWN = 3
"""A reader is shown their costliest moves, this many at most (``costliest``)."""
CONFIRMATIONS = 3
"""Searches, each with a seed of its own, that must all find a move costly before it is
(fewer when it is ``SURE``)."""
SURE = 2 * COSTLY
"""A loss the first search and a confirmation both find at least this big is confirmed
without more: a good move's estimate is seldom off by half as much (blunders cost ten
points and more, so they are confirmed by one search)."""
CONFIRM_VISITS = 48
"""How often a confirmation explores each of its two moves (its whole budget), at the
review's own ``BUDGET``; a review given less (a test's) confirms with as much less, down to
a few visits."""


LOOK_AGAIN = 2.5
"""How many times the review's budget the round search's second look at a move it found
costly may spend, on the move played and the best alone (its first look weighed every take
on the table): deeper, it finds the first look's best move mostly no better. Its values are
the same under every seed, so one more look is all. Measured (``benchmarks/review_noise.py``,
16 two-player games of the coach's own choices): shown as costly, 2.3% of them after one
look, 0.12% (1 of 814) after a second, while the 12 planted blunders shown stayed first."""


class Label(StrEnum):
    """What a move that lost winning chances is called, as lichess calls them."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def least(self) -> float:
        """The winning chances (0 to 1) a move must lose to be called so."""
        return _LEAST[self]


_LEAST = {Label.INACCURACY: 0.05, Label.MISTAKE: 0.10, Label.BLUNDER: 0.20}


@dataclass(frozen=True)
class Verdict:
    """One move reviewed: the ``ply`` (its index in the game's moves, from 0) where ``seat``
    played ``played``, valued ``played_value``, when ``best`` was valued ``best_value`` (the
    search's value for the mover, about their final margin in points), and the mover's
    winning chances with each, 0 to 1 (``played_chance``, ``best_chance``; None in a verdict
    stored before they were kept). ``lost`` is the points it gave up (0 when the move played
    is the best one), ``chance_lost`` the winning chances."""

    ply: int
    seat: int
    played: Move | WallMove
    best: Move | WallMove
    played_value: float
    best_value: float
    played_chance: float | None = None
    best_chance: float | None = None

    @property
    def lost(self) -> float:
        return max(0.0, round(self.best_value - self.played_value, 2))

    @property
    def chance_lost(self) -> float | None:
        if self.played_chance is None or self.best_chance is None:
            return None
        return max(0.0, round(self.best_chance - self.played_chance, 3))

    @property
    def label(self) -> Label | None:
        """The move's label by the chances it lost; None under an inaccuracy's, or when
        its chances are not known."""
        lost = self.chance_lost
        found = [label for label in Label if lost is not None and lost >= label.least]
        return found[-1] if found else None

    def valued_at(self, game: Game) -> Verdict:
        """This verdict with its chances at ``game``, the table before the move."""
        return replace(
            self,
            played_chance=round(chance_at(game, self.played_value), 3),
            best_chance=round(chance_at(game, self.best_value), 3),
        )

    @property
    def costly(self) -> bool:
        """Costly enough to be shown: ``COSTLY`` points, and an inaccuracy's chances (when
        they are known)."""
        return self.lost >= COSTLY and self.enough_chances

    @property
    def enough_chances(self) -> bool:
        """Lost an inaccuracy's chances, or chances unknown (judged by its points alone)."""
        return self.chance_lost is None or self.label is not None


def review(
    start: Game,
    moves: Sequence[AnyMove],
    seats: Collection[int],
    *,
    seed: int,
    budget: float = BUDGET,
    plies: Collection[int] | None = None,
    confirmations: int = CONFIRMATIONS,
) -> list[Verdict]:
    """Every move of ``seats`` in ``moves`` (played from ``start``) where the mover had more
    than one choice, valued; with ``plies``, only the moves at those indexes (a person's own,
    without a stand-in's). A move found ``COSTLY`` that could be shown is confirmed
    (``confirmations`` more searches; 0: the first search's word is final). ``ValueError``
    for a move the game refuses."""
    game = start.copy()
    verdicts = []
    flagged: dict[int, Game] = {}
    """The table before each move the first search found costly."""
    for ply, move in enumerate(moves):
        seat = move.player if isinstance(move, WallMove) else game.current_player
        wanted = seat in seats and (plies is None or ply in plies)
        if wanted and len(game.legal_moves(seat)) > 1:
            verdict = judge(game, ply, move, seed=seed, budget=budget)
            verdicts.append(verdict)
            if verdict.costly and confirmations > 0:
                flagged[ply] = game.copy()
        game.play(move)
    if flagged:
        visits = scaled(CONFIRM_VISITS, budget)
        verdicts = _confirmed(
            verdicts, flagged, seed=seed, confirmations=confirmations, visits=visits, budget=budget
        )
    return verdicts


def _rank(verdict: Verdict) -> tuple[float, float, int]:
    """The order ``costliest`` shows moves in: by the chances lost, then the points."""
    return -(verdict.chance_lost or 0.0), -verdict.lost, verdict.ply


def _confirmed(
    verdicts: list[Verdict],
    flagged: dict[int, Game],
    *,
    seed: int,
    confirmations: int,
    visits: int,
    budget: float,
) -> list[Verdict]:
    """``verdicts`` with those at the ``flagged`` plies confirmed, as far as any could be
    shown. A confirmed loss is never more than the first, so once a seat has ``SHOWN``
    confirmed, a candidate whose first loss ranks below them all could never be shown and
    keeps its first verdict."""
    by_ply = {verdict.ply: verdict for verdict in verdicts}
    for seat in sorted({by_ply[ply].seat for ply in flagged}):
        candidates = sorted((by_ply[ply] for ply in flagged if by_ply[ply].seat == seat), key=_rank)
        kept: list[Verdict] = []
        for first in candidates:
            if len(kept) >= SHOWN and _rank(first) > _rank(kept[SHOWN - 1]):
                break
            checked = confirm(
                flagged[first.ply],
                first,
                seed=seed,
                confirmations=confirmations,
                visits=visits,
                budget=budget,
            )
            by_ply[first.ply] = checked
            if checked.costly:
                kept = sorted([*kept, checked], key=_rank)
    return [by_ply[verdict.ply] for verdict in verdicts]


def confirm(
    game: Game,
    verdict: Verdict,
    *,
    seed: int,
    confirmations: int = CONFIRMATIONS,
    visits: int = CONFIRM_VISITS,
    budget: float = BUDGET,
) -> Verdict:
    """``verdict`` (on a move at ``game``, which it does not change) weighed again by
    searches of the move played and ``verdict.best`` alone: the verdict, of these and the
    first, that found the least lost. The round search looks once more, ``LOOK_AGAIN`` times
    the review's ``budget``; the tree search ``confirmations`` times, each search with its
    own seed, and stops as soon as one finds it no longer ``costly``, or when all so far
    found it ``SURE``."""
    lowest = verdict
    move_seed = seed * 1_000_003 + verdict.ply
    if steady(game):
        again = _weigh_two(game, verdict, move_seed, visits, LOOK_AGAIN * budget)
        return again if _rank(again) > _rank(lowest) else lowest
    for number in range(1, confirmations + 1):
        again = _weigh_two(game, verdict, move_seed * 1_000_033 + number, visits)
        if _rank(again) > _rank(lowest):
            lowest = again
        if not lowest.costly or lowest.lost >= SURE:
            break
    return lowest


def _weigh_two(
    game: Game, verdict: Verdict, seed: int, visits: int, budget: float = 0.0
) -> Verdict:
    tiling = game.phase is Phase.TILING
    outcomes = analyse(
        blindfolded(game, seed),
        random.Random(seed),
        budget,  # the round search's; the tree search explores each move ``visits`` times
        verdict.seat if tiling else None,
        only=(verdict.best, verdict.played),
        also_visits=visits,
        timed=False,
    )
    played, best = _outcome_of(outcomes, verdict.played), _outcome_of(outcomes, verdict.best)
    weighed = replace(verdict, played_value=round(played.value, 2), best_value=round(best.value, 2))
    return weighed.valued_at(game)


def scaled(visits: int, budget: float) -> int:
    """``visits`` at the bot's budget, as many fewer for a smaller one (down to 2): a review
    made with less effort (the tests') is as much cheaper throughout."""
    return max(2, min(visits, round(visits * budget / BUDGET)))


def judge(game: Game, ply: int, move: AnyMove, *, seed: int, budget: float = BUDGET) -> Verdict:
    """``move`` at ``game`` (which it does not change) against the best the search finds."""
    tiling = game.phase is Phase.TILING
    seat = move.player if isinstance(move, WallMove) else game.current_player
    assert seat is not None
    move_seed = seed * 1_000_003 + ply
    view = blindfolded(game, move_seed)
    rng = random.Random(move_seed)
    outcomes = analyse(
        view,
        rng,
        budget,
        seat if tiling else None,
        also=move,
        also_visits=scaled(PLAYED_VISITS, budget),
        timed=False,
    )
    best = outcomes[0]
    played = _outcome_of(outcomes, move)
    verdict = Verdict(ply, seat, move, best.move, round(played.value, 2), round(best.value, 2))
    return verdict.valued_at(game)


def _outcome_of(outcomes: list[Outcome], move: AnyMove) -> Outcome:
    for outcome in outcomes:
        if outcome.move == move:
            return outcome
    raise ValueError(f"the search did not weigh the move played, {move}")


def costliest(
    verdicts: Sequence[Verdict], seat: int, *, most: int = SHOWN, least: float = COSTLY
) -> list[Verdict]:
    """``seat``'s moves that gave up at least ``least`` points and an inaccuracy's chances
    (when known), the costliest first (the most chances lost, then points; ties: the earlier
    move first), at most ``most`` of them."""
    mine = [v for v in verdicts if v.seat == seat and v.lost >= least and v.enough_chances]
    mine.sort(key=_rank)
    return mine[:most]


def review_from_state(
    state: dict,
    moves: Sequence[str],
    seats: Sequence[int],
    seed: int,
    budget: float = BUDGET,
    plies: Sequence[int] | None = None,
) -> list[tuple[int, int, str, str, float, float, float | None, float | None]]:
    """``review`` for a process pool: the first position's JSON form and the moves' texts
    in; each verdict as plain values out (ply, seat, played, best, their values and
    chances)."""
    start = Game.from_dict(state)
    parsed = [parse_move(text) for text in moves]
    verdicts = review(start, parsed, set(seats), seed=seed, budget=budget, plies=plies)
    return [
        (
            v.ply,
            v.seat,
            str(v.played),
            str(v.best),
            v.played_value,
            v.best_value,
            v.played_chance,
            v.best_chance,
        )
        for v in verdicts
    ]
