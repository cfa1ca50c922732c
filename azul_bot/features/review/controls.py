"""The buttons under a reader's review: none of the review's own, those the features after
it add (the practice's "Practice this position"), each from the review's facts."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import Controls

from .reviews import CostlyMove


@dataclass(frozen=True)
class ReviewControls(Controls):
    """Under the review of ``game_id``: its ``costly`` moves, in the order it tells them."""

    game_id: int
    costly: tuple[CostlyMove, ...]
