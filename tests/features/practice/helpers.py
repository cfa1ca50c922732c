"""Practices as the practice's tests make and read them: finished games of poor moves,
reviewed (the review's helpers), and the practice's own rows read through the store
(``Store.read``), as the feature reads them."""

from __future__ import annotations

from azul_bot.core.db import Store
from azul_bot.engine import Game, Move, parse_move
from azul_bot.features.practice import store as practices
from azul_bot.features.practice.store import PracticeRow
from azul_bot.features.review import Reviews
from tests.features.review.helpers import finished
from tests.service.conftest import GUILD

__all__ = ["PracticeRow", "latest", "other_move", "reviewed_games"]


async def latest(store: Store, user_id: int) -> PracticeRow | None:
    return await store.read(practices.latest(user_id))


async def reviewed_games(service, clock, *users: int, games: int = 1) -> list[int]:
    """``games`` games of ``users`` played to their end with poor moves, each reviewed."""
    made = []
    for _ in range(games):
        game_id = await finished(service, clock, *users)
        shown = await service.room(Reviews).review(GUILD, users[0], game_id)
        assert shown.ready
        made.append(game_id)
    return made


def other_move(position: dict) -> Move:
    """A take at the position that is neither the move played nor the best one."""
    before = Game.from_dict(position["before"])
    known = {parse_move(position["played"]), parse_move(position["best"])}
    return next(m for m in before.legal_moves() if isinstance(m, Move) and m not in known)
