"""The tree search: ``hard`` with three or four players, and ``old-hard``: Monte Carlo tree
search with heuristic playouts.

Within a round Azul has no chance and no hidden information: every tile on the table is
visible and only the players decide. The tree therefore covers the rest of the current round
exactly. Chance comes in when a round ends and the factories are refilled from the bag: each
iteration makes up its own bag order (``sight.redraw``) from the search's generator, so a
playout that crosses the round end sees one plausible refill drawn from the visible bag and
lid counts (a determinisation), and many iterations average over them. Tree nodes stop at the
round end; what lies behind it is playouts only.

On a free wall (grey, Crystal Mosaic) a round ends with the wall tiling, where the players
choose columns: those choices are moves of the tree like the takes (a node's player is the
first seat still to place, or the seat the search was asked for at the root), so the search
weighs a take against the placement it leads to and a placement against the rounds it leaves
open.

A playout follows ``policy.playout_move`` to the end of the next round (``HORIZON``),
then every player's board is valued with ``outlook.standing``. A player's value is their
margin over the best other player, so the same tree serves two to four players: at each node
the player to move picks by their own margin.

The budget is counted in work units (candidate moves judged, moves played), not seconds,
so that a search is reproducible: the same game, seed and budget give the same tree on any
machine and under any load. ``WORK_PER_SECOND`` is calibrated so that one budget second
takes about one second on the development machine (2 cores, both busy): a median of about
0.8 s and a maximum under 3 s per move, on either wall (``benchmarks/tournament.py`` prints
both; a grey-wall placement is charged ``policy.PLACEMENT_WORK`` so that a unit costs about
the same time there, and a Crystal Mosaic's budget is ``PRINTED_WORK`` times fewer units). A
wall-clock stop at three times the budget is only a safety net for a much slower or overloaded
machine; should it ever fire, that one search is no longer reproducible.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from azul_bot.engine import Game, Move, Phase, WallMove

from .outlook import rounds_left, rules_for, standing
from .policy import PLACEMENT_WORK, playout_move, ranked_moves
from .sight import redraw

WORK_PER_SECOND = 170_000
"""Work units per second of budget; see the module doc. A unit is one candidate move judged
by the playout policy; playing a move counts ``MOVE_WORK`` more."""

MOVE_WORK = 4

PRINTED_WORK = 1.25
"""How much more a unit costs on the Crystal Mosaic (its printed cells: closing costs, rows
that can no longer be completed, in every judgement): its budget is that many times fewer
units, so that a budget second stays about a second there too (measured against the grey
wall on the same machine)."""


def iteration_work(players: int) -> int:
    """Copying the game and valuing every board at the end of an iteration."""
    return 4 + 7 * players


HORIZON = 1
"""Rounds a playout plays past the current one before the boards are valued."""

WIDTH = 10
"""Moves considered at a node: the best by the heuristic, after pruning floor dumps."""

WIN_PRIZE = 5.0
"""Points a won game is worth beyond its margin."""

OWN_WEIGHT = 0.25
"""How much a player's own points count next to the margin."""

EXPLORATION = 0.6
MARGIN_SCALE = 10.0  # points per unit of value, so the exploration constant means something


@dataclass(frozen=True)
class Outcome:
    """A move at the root with what the search found: ``value`` is the mover's expected
    margin over the best opponent, in points; ``visits`` how often it was explored."""

    move: Move | WallMove
    value: float
    visits: int
    prior: float


class _Node:
    __slots__ = ("player", "moves", "priors", "children", "visits", "totals", "open", "work")

    def __init__(self, game: Game, root_round: int, player: int | None = None) -> None:
        tiling = game.phase is Phase.TILING
        if player is None:
            player = game.to_place[0] if tiling else game.taker
        self.player: int = player
        self.visits = 0
        self.totals = [0.0] * game.num_players
        # A node past the round end (or the game end) is a leaf: its refill is chance.
        self.open = not game.is_over and game.round == root_round
        if self.open:
            ranked = ranked_moves(game, player)[:WIDTH]
            self.moves = [move for _, move in ranked]
            self.priors = [gain for gain, _ in ranked]
        else:
            self.moves, self.priors = [], []
        # What ranking the moves cost, in work units.
        self.work = len(self.moves) * 2 * (PLACEMENT_WORK if tiling else 1)
        self.children: list[_Node] = []


def search(
    view: Game,
    rng: random.Random,
    budget: float,
    player: int | None = None,
    *,
    also: Move | WallMove | None = None,
    also_visits: int = 0,
    only: Sequence[Move | WallMove] = (),
    timed: bool = True,
) -> list[Outcome]:
    """Search ``view`` (already blindfolded) for ``budget`` seconds' worth of moves.

    Returns the root's moves, best first: ``view.current_player``'s takes, or at a grey wall
    tiling the placements of ``player`` (default: the first seat still to place). ``also``:
    a legal move the root weighs even if the heuristic would leave it out (a move a person
    played, for the review to value), explored at least ``also_visits`` times: a move the
    search thinks poor is otherwise tried once, and one playout is no value. ``timed``: stop at three times the budget in wall-clock
    time however much work is left (a player is waiting); untimed, the same game, seed and
    budget always give the same outcomes, however busy the machine (the review's).
    ``only``: legal moves the root weighs instead of its own choice, each explored at least
    ``also_visits`` times (the review confirming that one move is worse than another).
    """
    root_round = view.round
    root = _Node(view, root_round, player)
    if only:
        root.moves, root.priors = list(only), [0.0] * len(only)
    if also is not None and also not in root.moves:
        root.moves.append(also)
        root.priors.append(0.0)
    per_second = WORK_PER_SECOND / (PRINTED_WORK if view.variant.printed_cells else 1)
    work_left = max(1, int(budget * per_second))
    deadline = time.perf_counter() + 3 * budget + 0.05 if timed else math.inf
    iterations = 0
    # However small the budget, every root move is tried once so that each has a value.
    while work_left > 0 or iterations < len(root.moves):
        work_left -= _iterate(root, view, rng, root_round)
        iterations += 1
        if iterations % 64 == 0 and time.perf_counter() > deadline:
            break
    for move in [also] if also is not None else only:
        weighed = root.moves.index(move)
        while root.children[weighed].visits < also_visits:
            _iterate(root, view, rng, root_round, first=weighed)
    return _outcomes(root)


def _iterate(
    root: _Node, view: Game, rng: random.Random, root_round: int, first: int | None = None
) -> int:
    """One iteration: descend (through the root's move ``first``, if given), expand one
    node, play out, back up. Returns the work done."""
    game = view.copy()
    redraw(game, rng)
    node, path = root, [root]
    work = 0
    if first is not None:
        game.play(root.moves[first])
        node = root.children[first]
        path.append(node)
    while node.open:
        if len(node.children) < len(node.moves):
            game.play(node.moves[len(node.children)])
            child = _Node(game, root_round)
            node.children.append(child)
            path.append(child)
            work += MOVE_WORK + child.work
            break
        index = _select(node)
        game.play(node.moves[index])
        node = node.children[index]
        path.append(node)
        work += 1
    work += _play_out(game, rng, root_round + HORIZON)
    values = _margins(game)
    for visited in path:
        visited.visits += 1
        totals = visited.totals
        for seat, value in enumerate(values):
            totals[seat] += value
    return work + iteration_work(view.num_players)


def _select(node: _Node) -> int:
    player = node.player
    log_n = math.log(node.visits)
    best, best_score = 0, -1e18
    for index, child in enumerate(node.children):
        n = child.visits
        score = child.totals[player] / n + EXPLORATION * math.sqrt(log_n / n)
        if score > best_score:
            best, best_score = index, score
    return best


def _play_out(game: Game, rng: random.Random, last_round: int) -> int:
    """Play the policy to the end of ``last_round``; returns the work done."""
    work = 0
    while not game.is_over and game.round <= last_round:
        move, judged = playout_move(game, rng)
        game.play(move)
        work += judged + MOVE_WORK
    return work


def _margins(game: Game) -> list[float]:
    """Each player's value minus the best other player's, plus a little of their own (a
    search that only minds the margin starves everybody, itself too), in ``MARGIN_SCALE``."""
    if game.is_over:
        # A finished game is worth its margin plus a prize for winning (shared when tied),
        # so a sure win now beats a maybe-bigger margin later.
        result = game.result
        assert result is not None
        prize = WIN_PRIZE / len(result.winners)
        worth = [p.score + (prize if p.rank == 1 else 0.0) for p in result.players]
    else:
        later = rounds_left(game) + 1  # the round about to start can still fill lines
        rules = rules_for(game.variant)
        worth = [standing(rules, board, later) for board in game.players]
    margins = []
    for seat, mine in enumerate(worth):
        best_other = max(w for other, w in enumerate(worth) if other != seat)
        margins.append((mine - best_other + OWN_WEIGHT * mine) / MARGIN_SCALE)
    return margins


def _outcomes(root: _Node) -> list[Outcome]:
    """The root's moves, best first: those explored at least a quarter as much as the most
    explored one, by value, then the others by value (their estimates are too thin)."""
    player = root.player
    outcomes = [
        Outcome(move, child.totals[player] / child.visits * MARGIN_SCALE, child.visits, prior)
        for move, child, prior in zip(root.moves, root.children, root.priors, strict=False)
        if child.visits
    ]
    most = max((o.visits for o in outcomes), default=0)
    outcomes.sort(key=lambda o: (4 * o.visits < most, -o.value))
    return outcomes
