"""Skill ratings with openskill's Plackett-Luce model.

Only people are rated, and only against each other: computer seats are left out of the
match, and a game with fewer than two people rates nobody. Ranks come from the engine, so a
shared victory is a tie for the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from openskill.models import PlackettLuce

_MODEL = PlackettLuce()

DEFAULT_MU: float = _MODEL.mu
DEFAULT_SIGMA: float = _MODEL.sigma

# The displayed rating is the conservative estimate mu - 3 sigma, stretched and shifted so
# that a newcomer shows 1000 and typical ratings read like the chess-style numbers people
# know (0 to about 2500).
RATING_SCALE = 40.0
RATING_OFFSET = 1000.0


class Skill(NamedTuple):
    mu: float
    sigma: float


NEWCOMER = Skill(DEFAULT_MU, DEFAULT_SIGMA)


def displayed_rating(skill: Skill) -> float:
    ordinal = _MODEL.rating(mu=skill.mu, sigma=skill.sigma).ordinal()
    return RATING_OFFSET + RATING_SCALE * ordinal


def rate(skills: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """The new skills after one game; ``ranks`` are 1 for the winners, equal ranks tie."""
    if len(skills) < 2:
        return list(skills)
    teams = [[_MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    rated = _MODEL.rate(teams, ranks=list(ranks))
    return [Skill(team[0].mu, team[0].sigma) for team in rated]
