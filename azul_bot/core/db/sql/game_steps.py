"""The steps a change of a game runs in its transaction, as the features give them
(``GameSteps``): each a no-op for a game it does not concern."""

from __future__ import annotations

from ..records import GameRecord, GameSteps
from .steps import Work


def own_move(steps: GameSteps, game: GameRecord, person: int) -> Work[None]:
    """The steps after ``person``'s own move in ``game``."""
    for step in steps.own_move:
        yield from step(game, person)


def ended(steps: GameSteps, game: GameRecord) -> Work[None]:
    """The steps of the transaction that ended ``game``."""
    for step in steps.end:
        yield from step(game)
