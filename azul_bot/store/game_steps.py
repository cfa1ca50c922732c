"""The steps the store offers for a game's transactions, by name: what a feature of the host
may add to the transaction that moves or ends a game (``GameSteps``), their SQL in
``sql/game_steps``.

- ``SHOWED_UP``: a person's own move in a tournament's game: they showed up for its round;
- ``ROUND_ENDED``: a tournament's game ended: if it was its round's last, the tournament's
  ``ROUND_TIMER`` comes due at once.

A step of a game it does not concern (a game of no tournament) does nothing. A feature in a
folder of its own gives its step itself, a function of the game (and of the person, after
their own move) that yields its statements: it runs as given.
"""

from __future__ import annotations

from .records import GameSteps

SHOWED_UP = "tournament_showed_up"
ROUND_ENDED = "tournament_round_ended"

OFFERED = GameSteps(own_move=(SHOWED_UP,), end=(ROUND_ENDED,))
"""Every step the store offers; what a change runs when its caller names none (the store's
own contract tests: the whole host's behaviour)."""


def checked(steps: GameSteps | None) -> GameSteps:
    """``steps`` (every one offered, for None), each named one a step the store offers;
    ``ValueError`` naming one it does not."""
    if steps is None:
        return OFFERED
    for name in steps.own_move:
        if isinstance(name, str) and name not in OFFERED.own_move:
            raise ValueError(f"the store offers no step {name!r} after a move")
    for step in steps.end:
        if isinstance(step, str) and step not in OFFERED.end:
            raise ValueError(f"the store offers no step {step!r} at a game's end")
    return steps
