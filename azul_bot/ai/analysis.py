"""The coach's eye: a position's best moves, and the moves asked about, each with its value,
as ``hard`` would weigh them.

Where ``hard`` plays the round search (``levels.round_search_plays``), so does the coach: the
takes ranked by alpha-beta to the round's end (``alphabeta.ranked``), a free wall's columns
by the tiling's exact points (``tiling.ranked``). What it sees, it sees exactly: the same
values under every seed, so one look is the verdict (``steady``). Elsewhere the tree search
(``search.search``): its values are means of playouts under one made-up bag each, noisy
under one seed, and the review confirms what it finds costly with more searches.

Both give a value as the mover's final margin over the best other player, in points, about:
the round search's is the margin at the round's end with what the coming rounds promise, the
tree search's its playouts' margin with a quarter of the mover's own points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from azul_bot.engine import Game, Move, Phase, WallMove

from . import alphabeta, tiling
from .levels import round_search_plays
from .search import Outcome, search


def steady(view: Game) -> bool:
    """Whether ``view`` is analysed by the round search: the same values under every seed."""
    return round_search_plays(view)


def analyse(
    view: Game,
    rng: random.Random,
    budget: float,
    player: int | None = None,
    *,
    top: int = 1,
    also: Move | WallMove | None = None,
    also_visits: int = 0,
    only: Sequence[Move | WallMove] = (),
    timed: bool = True,
) -> list[Outcome]:
    """The moves at ``view`` (blindfolded), best first, as ``search.search`` gives them (its
    arguments mean the same): ``view.current_player``'s takes, or at a free wall's tiling
    ``player``'s columns (default: the first seat still to place). The round search gives
    its ``top`` best and ``also``, or ``only`` those, each valued exactly (``visits`` 0);
    the tree search every move it explored (``only``: with no budget of its own, each
    explored ``also_visits`` times)."""
    if not steady(view):
        if only:
            budget = 0.0
        return search(
            view, rng, budget, player, also=also, also_visits=also_visits, only=only, timed=timed
        )
    asked = [*only, *([also] if also is not None else [])]
    if view.phase is Phase.TILING:
        seat = view.to_place[0] if player is None else player
        columns = tiling.ranked(view, seat)
        kept = [item for rank, item in enumerate(columns) if _kept(item[0], rank, top, asked, only)]
        return [Outcome(move, value, 0, 0.0) for move, value in kept]
    takes = [move for move in asked if isinstance(move, Move)]
    ranked = alphabeta.ranked(view, budget, top=top, also=takes, alone=bool(only), timed=timed)
    return [Outcome(move, value, 0, 0.0) for move, value in ranked]


def _kept(
    move: Move | WallMove,
    rank: int,
    top: int,
    asked: Sequence[Move | WallMove],
    only: Sequence[Move | WallMove],
) -> bool:
    return move in asked if only else rank < top or move in asked
