"""What a player in their seat can see, and nothing more.

The engine keeps ``rng_state``, the generator that decides which tiles the next factories
will get: it is the bag's order, which no player knows. Every level works on a copy of the
game whose generator state comes from the level's own seed, so whatever look-ahead crosses a
round end draws the next factories from the visible bag and lid counts, never from the real
bag order.
"""

from __future__ import annotations

import random

from azul_bot.engine import Game

_MASK = (1 << 64) - 1


def blindfolded(game: Game, seed: int) -> Game:
    """A copy of ``game`` whose bag order is made up from ``seed``."""
    view = game.copy()
    view.rng_state = random.Random(seed).getrandbits(64)
    return view


def redraw(view: Game, rng: random.Random) -> None:
    """Make up a fresh bag order for ``view`` (one determinisation of the unknown draws)."""
    view.rng_state = rng.getrandbits(64) & _MASK
