"""A finished game's part in its server's open season (the host's ``on_game_end`` hook): the
season opened if the server keeps one and has none, each person rated in it (their first
game of the season from a soft reset of their all-time skill), and in the finishing move's
transaction the game counted (``store.count_game``)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from azul_bot.core import CANNOT_SAVE, Ending, EndWork, Host, unavailable_on_outage
from azul_bot.core.db import Seat, Work
from azul_bot.engine import GameResult
from azul_bot.features import results
from azul_bot.features.results import NEWCOMER, Skill

from . import store as seasonal
from .opening import open_season
from .store import SeasonCount, SeasonUpdate

SEASON_PULL = 0.5
"""How far a person's season begins from their all-time mu towards a newcomer's: halfway."""
SEASON_WIDENING = 0.5
"""The uncertainty a season adds, as a share of a newcomer's sigma (added in quadrature)."""


def soft_reset(skill: Skill | None) -> Skill:
    """Where a person's season begins: their all-time skill with mu pulled ``SEASON_PULL``
    of the way back to a newcomer's and sigma widened by ``SEASON_WIDENING`` of a newcomer's
    (in quadrature), never past a newcomer's. A newcomer begins as one."""
    if skill is None:
        return NEWCOMER
    mu = skill.mu + SEASON_PULL * (NEWCOMER.mu - skill.mu)
    sigma = math.hypot(skill.sigma, SEASON_WIDENING * NEWCOMER.sigma)
    return Skill(mu, min(sigma, NEWCOMER.sigma))


def in_season(
    number: int,
    seats: Sequence[Seat],
    result: GameResult,
    known: Mapping[int, Skill],
    all_time: Mapping[int, Skill],
    *,
    rated: bool = True,
) -> SeasonCount:
    """What a finished game writes in season ``number``: its people (``results.people_of``)
    rated in it as in the all-time ratings (the same ranks), each from their season skill
    (``known``), or from the soft reset of their all-time one (``all_time``; absent: a
    newcomer's) in their first game of the season. ``rated`` False: nobody's skill moves."""
    people = results.people_of(seats)
    ids = [results.person(seat) for seat in people]
    rated = rated and len(people) >= 2
    before = [known.get(user) or soft_reset(all_time.get(user)) for user in ids]
    ranks = results.rating_ranks(people, result, results.resigned(seats))
    after = results.rate(before, ranks) if rated else before
    standings = {p.player: p for p in result.players}
    winners = set(result.winners)
    players = tuple(
        SeasonUpdate(
            user_id=user,
            name=seat.name,
            won=seat.position in winners,
            score=standings[seat.position].score,
            rated=rated,
            skill_before=known.get(user),
            skill_after=new,
            rating=results.displayed_rating(new),
        )
        for seat, user, new in zip(people, ids, after, strict=True)
    )
    return SeasonCount(number, players)


class Counting:
    """A finished game's part in the open season (``on_game_end``)."""

    def __init__(self, host: Host) -> None:
        self._host = host

    async def __call__(self, ending: Ending) -> EndWork | None:
        if ending.result is None:
            return None  # an aborted game counts nowhere
        record = ending.game
        people = [results.person(seat) for seat in results.people_of(record.seats)]
        season = await open_season(self._host, record.guild_id)
        if season is None:
            return None  # the server keeps no season now
        with unavailable_on_outage(CANNOT_SAVE, "reading the season's skills"):
            known, all_time = await self._host.store.read(
                _skills(record.guild_id, season.number, people)
            )
        rated = results.is_rated(record, record.seats)
        count = in_season(season.number, record.seats, ending.result, known, all_time, rated=rated)
        return EndWork(lambda game, now: seasonal.count_game(game, count, now))


def _skills(
    guild_id: int, number: int, people: Sequence[int]
) -> Work[tuple[dict[int, Skill], dict[int, Skill]]]:
    """The people's skills in the season so far and, for those with none yet, their all-time
    skills (where their season begins), in one snapshot."""
    known = yield from seasonal.season_skills(guild_id, number, people)
    newcomers = [user for user in people if user not in known]
    all_time = (yield from results.skills(guild_id, newcomers)) if newcomers else {}
    return known, all_time
