"""Results and skill ratings of a finished game (openskill's Plackett-Luce model).

Only people are rated, and only against each other: computer seats are left out of the match,
and a game with fewer than two people rates nobody. Ranks come from the engine, so a shared
victory is a tie for the model; a player who resigned ranks behind everyone who stayed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce

from azul_bot.core.db import GameRecord, Seat
from azul_bot.engine import GameResult

from .model import Outcome, PlayerUpdate, RatingChange, SeatResult, Skill

_MODEL = PlackettLuce()

NEWCOMER = Skill(_MODEL.mu, _MODEL.sigma)

# The displayed rating is the conservative estimate mu - 3 sigma, stretched and shifted so
# that a newcomer shows 1000 and typical ratings read like the chess-style numbers people
# know (0 to about 2500).
RATING_SCALE = 40.0
RATING_OFFSET = 1000.0

PROVISIONAL_GAMES = 5
"""Below this many rated games a rating is shown as provisional ("1043?"), as lichess does."""


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


def people_of(seats: Sequence[Seat]) -> list[Seat]:
    """The seats held by a person who holds no other seat of the game: someone playing
    against themselves gets no stats from it."""
    holders = Counter(seat.user_id for seat in seats if seat.user_id is not None)
    return [seat for seat in seats if seat.user_id is not None and holders[seat.user_id] == 1]


def person(seat: Seat) -> int:
    """The user id of a person's seat (one of ``people_of``)."""
    if seat.user_id is None:
        raise ValueError(f"seat {seat.position} is a computer's")
    return seat.user_id


def is_rated(record: GameRecord, seats: Sequence[Seat]) -> bool:
    """A game moves ratings when two people or more played it, nobody was coached, and it is
    not a game of a tournament that does not count (``GameRecord.rated``)."""
    return not record.coached and record.rated and len(people_of(seats)) >= 2


def resigned(seats: Sequence[Seat]) -> list[int]:
    """The positions of the seats whose person left them to a stand-in."""
    return [seat.position for seat in seats if seat.user_id is not None and seat.stand_in]


def rating_ranks(
    people: Sequence[Seat], result: GameResult, resigned: Sequence[int] = ()
) -> list[int]:
    """The ranks the model rates ``people`` (``people_of``) by, in their order: the engine's,
    the ``resigned`` seats behind everyone who stayed whatever their score."""
    standings = {p.player: p for p in result.players}
    return [_rating_rank(standings[seat.position].rank, seat.position, resigned) for seat in people]


def outcome(
    seats: Sequence[Seat],
    result: GameResult,
    skills: Mapping[int, Skill],
    *,
    rated: bool = True,
    resigned: Sequence[int] = (),
) -> Outcome:
    """What a finished game writes: a result per seat, stats and ratings per person.

    ``skills`` are the people's current skills by user id (absent: a newcomer). ``rated``
    is False for a game that must not move ratings (a coached one); ``resigned`` seats rank
    last for the ratings whatever their score.
    """
    by_position = {seat.position: seat for seat in seats}
    if sorted(by_position) != sorted(p.player for p in result.players):
        raise ValueError("the result does not match the seats")
    people = people_of(seats)
    standings = {p.player: p for p in result.players}
    rated = rated and len(people) >= 2
    before = [skills.get(person(seat), NEWCOMER) for seat in people]
    ranks = rating_ranks(people, result, resigned)
    after = rate(before, ranks) if rated else before
    change = {
        seat.position: (old, new) for seat, old, new in zip(people, before, after, strict=True)
    }
    winners = set(result.winners)
    seat_results = tuple(
        SeatResult(
            position=p.player,
            score=p.score,
            rank=p.rank,
            winner=p.player in winners,
            rows=p.rows,
            columns=p.columns,
            colors=p.colors,
            skill_before=change[p.player][0] if rated and p.player in change else None,
            skill_after=change[p.player][1] if rated and p.player in change else None,
        )
        for p in result.players
    )
    players = tuple(
        PlayerUpdate(
            user_id=person(seat),
            name=seat.name,
            won=seat.position in winners,
            score=standings[seat.position].score,
            rows=standings[seat.position].rows,
            columns=standings[seat.position].columns,
            colors=standings[seat.position].colors,
            rated=rated,
            skill_before=skills.get(person(seat)),
            skill_after=change[seat.position][1],
            rating=displayed_rating(change[seat.position][1]),
        )
        for seat in people
    )
    return Outcome(seat_results, players)


def rating_changes(outcome: Outcome) -> tuple[RatingChange, ...]:
    """How each rated person's displayed rating moved, seat by seat."""
    return tuple(
        RatingChange(
            seat.position,
            round(displayed_rating(seat.skill_before)),
            round(displayed_rating(seat.skill_after)),
        )
        for seat in outcome.seats
        if seat.skill_before is not None and seat.skill_after is not None
    )


def _rating_rank(rank: int, position: int, resigned: Sequence[int]) -> int:
    # A resigned player is behind everyone who stayed, whatever the score said.
    return 100 + rank if position in resigned else rank
