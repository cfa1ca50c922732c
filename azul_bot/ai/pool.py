"""The computers and the coach as a process pool runs them: a game's JSON form in, plain
values out (a move's text, the coach's hints), so a worker process needs nothing but these."""

from __future__ import annotations

from azul_bot.engine import Game

from .hints import Hint, PlacementHint, coach
from .levels import Level, choose


def choose_from_state(
    state: dict, level: str, seed: int, budget: float = 1.0, seat: int | None = None
) -> str:
    """``choose`` for a process pool: a game's JSON form in, the move's text out (a take such
    as ``2r4``, or a wall placement such as ``p2:4a``; ``engine.parse_move`` reads both)."""
    return str(choose(Game.from_dict(state), Level(level), seed=seed, budget=budget, seat=seat))


def coach_from_state(
    state: dict, seed: int, budget: float = 1.0, top: int = 3, seat: int | None = None
) -> list[Hint] | list[PlacementHint]:
    """``coach`` for a process pool: takes the game's JSON form."""
    return coach(Game.from_dict(state), seed=seed, budget=budget, top=top, seat=seat)
