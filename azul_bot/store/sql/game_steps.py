"""The SQL of the steps a change of a game runs in its transaction, by name
(``azul_bot.store.game_steps``): each a no-op for a game it does not concern."""

from __future__ import annotations

from collections.abc import Callable

from ..game_steps import ROUND_ENDED, SHOWED_UP
from ..records import GameRecord, GameSteps
from . import tournament_rounds, tournament_signup
from .steps import Work


def _showed_up(game: GameRecord, person: int) -> Work[None]:
    if game.tournament_id is not None:
        yield tournament_signup.showed_up(game.id, person)


def _round_ended(game: GameRecord) -> Work[None]:
    if game.tournament_id is not None:
        yield from tournament_rounds.game_ended(game.id)


AFTER_OWN_MOVE: dict[str, Callable[[GameRecord, int], Work[None]]] = {SHOWED_UP: _showed_up}
AT_THE_END: dict[str, Callable[[GameRecord], Work[None]]] = {ROUND_ENDED: _round_ended}


def own_move(steps: GameSteps, game: GameRecord, person: int) -> Work[None]:
    """The steps after ``person``'s own move in ``game``."""
    for step in steps.own_move:
        yield from (AFTER_OWN_MOVE[step] if isinstance(step, str) else step)(game, person)


def ended(steps: GameSteps, game: GameRecord) -> Work[None]:
    """The steps of the transaction that ended ``game``."""
    for step in steps.end:
        yield from (AT_THE_END[step] if isinstance(step, str) else step)(game)
