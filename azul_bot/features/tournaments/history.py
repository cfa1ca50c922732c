"""A stored tournament read as the pure core reads it: its entrants and history as facts, the
next round paired from them, who vanished, and its standings as the posts say them.

Pure functions of what the store returned: two processes that read the same rows pair the
same round.
"""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core import safe_name

from .messages import StandingLine
from .model import Format, Tournament, TournamentEntrant, TournamentTable
from .pairing import Bye, Entrant, Pairing, Table
from .ranking import Standing, standings
from .round_robin import round_robin_round, round_robin_rounds
from .swiss import default_swiss_rounds, swiss_round

MIN_PLAYERS = 2


def least_players(table_size: int) -> int:
    """The fewest entrants a tournament starts with: a full table."""
    return max(MIN_PLAYERS, table_size)


def rounds_for(tournament: Tournament, players: int) -> int:
    """The rounds a tournament starting with ``players`` plays: a round robin's own count, or
    the Swiss rounds asked for, else ``ceil(log2 n) + 1``."""
    if tournament.spec.format is Format.ROUND_ROBIN:
        return round_robin_rounds(players)
    return tournament.rounds or default_swiss_rounds(players)


def entrants_of(people: Sequence[TournamentEntrant]) -> list[Entrant]:
    return [Entrant(p.user_id, p.rating, dropped=p.dropped is not None) for p in people]


def history_of(tables: Sequence[TournamentTable]) -> list[Table | Bye]:
    """The tables played or being played, and the byes. An aborted game counts for nobody:
    its players met nobody and scored nothing."""
    history: list[Table | Bye] = []
    for table in tables:
        if table.bye:
            history.append(Bye(table.round, table.seats[0]))
        elif table.status != "aborted" and table.status != "corrupt":
            history.append(Table(table.round, table.seats, table.ranks, table.scores))
    return history


def vanished(
    people: Sequence[TournamentEntrant], tables: Sequence[TournamentTable], finished_round: int
) -> tuple[int, ...]:
    """Those still paired who had a game in ``finished_round`` and never showed up for it (a
    stand-in played their whole game): dropped from the rounds to come, unless they say they
    are still in."""
    seated = {user for t in tables if t.round == finished_round and not t.bye for user in t.seats}
    return tuple(
        p.user_id
        for p in people
        if p.dropped is None and p.user_id in seated and p.showed_up < finished_round
    )


def pairing(
    tournament: Tournament,
    people: Sequence[TournamentEntrant],
    tables: Sequence[TournamentTable],
    round_number: int,
    gone: Sequence[int] = (),
) -> Pairing:
    """Round ``round_number``, ``gone`` counted as dropped already."""
    entrants = [
        Entrant(e.user_id, e.rating, e.dropped or e.user_id in gone) for e in entrants_of(people)
    ]
    if tournament.spec.format is Format.ROUND_ROBIN:
        return round_robin_round(entrants, round_number)
    return swiss_round(entrants, history_of(tables), round_number, tournament.spec.table_size)


def standing_lines(
    people: Sequence[TournamentEntrant],
    tables: Sequence[TournamentTable],
    byes_now: Sequence[int] = (),
) -> tuple[StandingLine, ...]:
    """Every entrant's line in the order of the tie-breaks; ``byes_now``: those who sit the
    round just paired out."""
    names = {p.user_id: p.name for p in people}
    ranked = standings(entrants_of(people), history_of(tables))
    return tuple(
        _line(standing, names[standing.user_id], standing.user_id in byes_now)
        for standing in ranked
    )


def _line(standing: Standing, name: str, bye: bool) -> StandingLine:
    return StandingLine(
        rank=standing.rank,
        name=safe_name(name),
        drawn=name,
        points=standing.points,
        buchholz=standing.buchholz,
        score=standing.score,
        wins=standing.wins,
        draws=standing.draws,
        losses=standing.losses,
        places=standing.places,
        byes=standing.byes,
        playing=standing.in_progress,
        bye=bye,
        dropped=standing.dropped,
    )
