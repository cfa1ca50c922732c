"""A tournament's tables and their SQL, on SQLite and PostgreSQL alike.

A guarded change raises ``NothingChanged`` when its guard finds nothing to change, which
rolls back what it wrote before finding out; run through ``guarded``, it answers None and
the room reads the tournament again to say why.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TypeVar

from azul_bot.core.db import Step, Store, Work, execute, fetch_all, fetch_one, fetch_value
from azul_bot.core.db.rows import check_min_finished
from azul_bot.core.db.sql.preferences import Preference

from ..model import (
    Dropped,
    Format,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentStatus,
    TournamentTable,
)
from ..pairing import TABLE_SIZES

T = TypeVar("T")
NAME_LIMIT = 100

COLUMNS = (
    "id, guild_id, channel_id, organizer_id, name, format, rounds, table_size, variant,"
    " time_limit, signup_until, min_finished, rated, status, current_round, version,"
    " signup_message_id, created_at, started_at, finished_at"
)
ENTRANT_COLUMNS = "user_id, name, rating, joined_at, showed_up, dropped_why, dropped_at"
OPEN = "('signup', 'running')"
LISTED = 25
"""The most tournaments a list gives (a command's choices: Discord shows 25)."""


class NothingChanged(Exception):
    """A guarded change found nothing to change: raised to roll back what it wrote before
    finding out (``guarded`` answers None)."""


async def guarded(store: Store, work: Work[T]) -> T | None:
    """``work`` written, or None when its guard found nothing to change (nothing written)."""
    try:
        return await store.write(work)
    except NothingChanged:
        return None


def check_spec(spec: TournamentSpec) -> None:
    """A tournament's rules as the schema takes them; ``ValueError`` otherwise (a table of 5,
    a round robin at tables of 3, an empty name...)."""
    if not spec.name.strip() or len(spec.name) > NAME_LIMIT:
        raise ValueError(f"a tournament's name is 1 to {NAME_LIMIT} characters: {spec.name!r}")
    if spec.table_size not in TABLE_SIZES:
        raise ValueError(f"a table seats 2 to 4, not {spec.table_size}")
    if spec.format is Format.ROUND_ROBIN and spec.table_size != 2:
        raise ValueError("a round robin is played at tables of 2")
    if spec.rounds is not None and spec.rounds < 1:
        raise ValueError(f"a tournament has a round at least, not {spec.rounds}")
    if spec.time_limit is not None and spec.time_limit <= 0:
        raise ValueError(f"a time limit is positive, not {spec.time_limit}")
    check_min_finished(spec.min_finished)


# ---------------------------------------------------------------------- reading


def tournament(tournament_id: int) -> Step:
    """A tournament by id; None: no such tournament."""
    return fetch_one(
        f"SELECT {COLUMNS} FROM tournaments WHERE id = ?", tournament_id, then=tournament_row
    )


def tournament_of(game_id: int) -> Step:
    """The tournament whose table the game ``game_id`` is; None: no tournament's."""
    return fetch_value("SELECT tournament_id FROM tournament_tables WHERE game_id = ?", game_id)


def open_tournaments(guild_id: int) -> Step:
    """The server's tournaments in sign-up or running."""
    return _listed(f"guild_id = ? AND status IN {OPEN}", guild_id)


def latest_tournaments(guild_id: int) -> Step:
    """The server's latest tournaments, over or not."""
    return _listed("guild_id = ?", guild_id)


def tournaments_of(guild_id: int, user_id: int) -> Step:
    """The server's tournaments in sign-up or running that the person entered (dropped or
    not)."""
    return _listed(
        f"guild_id = ? AND status IN {OPEN} AND id IN"
        " (SELECT tournament_id FROM tournament_entrants WHERE user_id = ?)",
        guild_id,
        user_id,
    )


def _listed(where: str, *values: object) -> Step:
    """The tournaments ``where`` picks, newest first (``LISTED`` at most)."""
    return fetch_all(
        f"SELECT {COLUMNS} FROM tournaments WHERE {where} ORDER BY id DESC LIMIT {LISTED}",
        *values,
        then=_tournaments,
    )


def entrants(tournament_id: int) -> Step:
    """Everyone in the tournament (dropped ones too), in the order they joined."""
    return fetch_all(
        f"SELECT {ENTRANT_COLUMNS} FROM tournament_entrants WHERE tournament_id = ?"
        " ORDER BY joined_at, user_id",
        tournament_id,
        then=lambda rows: [_entrant(row) for row in rows],
    )


_TABLES = """
SELECT t.round, t.table_no, t.seats, t.bye, t.game_id, t.thread_id, g.status
  FROM tournament_tables AS t LEFT JOIN games AS g ON g.id = t.game_id
 WHERE t.tournament_id = ?1 AND (CAST(?2 AS integer) IS NULL OR t.round = ?2)
 ORDER BY t.round, t.table_no"""

_RESULTS = """
SELECT r.game_id, r.position, r.rank, r.score
  FROM results AS r JOIN tournament_tables AS t ON t.game_id = r.game_id
 WHERE t.tournament_id = ?1 AND (CAST(?2 AS integer) IS NULL OR t.round = ?2)
 ORDER BY r.game_id, r.position"""


def tables(tournament_id: int, round_number: int | None = None) -> Work[list[TournamentTable]]:
    """The tables of a round (None: of every round), by round then table number, each with
    its game's status and, once finished, its places and scores; in one snapshot."""
    rows = yield fetch_all(_TABLES, tournament_id, round_number)
    results = yield fetch_all(_RESULTS, tournament_id, round_number)
    by_game: dict[int, list[tuple[int, int]]] = {}
    for game_id, _, rank, score in results:
        by_game.setdefault(game_id, []).append((rank, score))
    return [_table(row, by_game.get(row[4])) for row in rows]


# ---------------------------------------------------------------------- rows


def tournament_row(row: Sequence | None) -> Tournament | None:
    if row is None:
        return None
    (
        tournament_id,
        guild_id,
        channel_id,
        organizer_id,
        name,
        format_,
        rounds,
        table_size,
        variant,
        time_limit,
        signup_until,
        min_finished,
        rated,
        status,
        current_round,
        version,
        message_id,
        created_at,
        started_at,
        finished_at,
    ) = row
    spec = TournamentSpec(
        guild_id=guild_id,
        channel_id=channel_id,
        organizer_id=organizer_id,
        name=name,
        format=Format(format_),
        table_size=table_size,
        variant=variant,
        time_limit=time_limit,
        rounds=rounds,
        signup_until=signup_until,
        min_finished=min_finished,
        rated=bool(rated),
    )
    return Tournament(
        id=tournament_id,
        spec=spec,
        status=TournamentStatus(status),
        current_round=current_round,
        version=version,
        signup_message_id=message_id,
        created_at=created_at,
        started_at=started_at,
        finished_at=finished_at,
    )


def _tournaments(rows: Sequence[Sequence]) -> list[Tournament]:
    return [found for found in map(tournament_row, rows) if found is not None]


def _entrant(row: Sequence) -> TournamentEntrant:
    user_id, name, rating, joined_at, showed, why, dropped_at = row
    return TournamentEntrant(
        user_id=user_id,
        name=name,
        rating=rating,
        joined_at=joined_at,
        showed_up=showed,
        dropped=None if why is None else Dropped(why),
        dropped_at=dropped_at,
    )


def _table(row: Sequence, results: list[tuple[int, int]] | None) -> TournamentTable:
    round_number, table_no, seats, bye, game_id, thread_id, status = row
    seated = tuple(json.loads(seats))
    finished = status == "finished" and results is not None and len(results) == len(seated)
    return TournamentTable(
        round=round_number,
        table_no=table_no,
        seats=seated,
        bye=bool(bye),
        game_id=game_id,
        thread_id=thread_id,
        status=status,
        ranks=tuple(rank for rank, _ in results) if finished and results else None,
        scores=tuple(score for _, score in results) if finished and results else None,
    )


# ---------------------------------------------------------------------- the organizers' role

ORGANIZERS = Preference("tournament_organizers", "guild_id", "role_id")


def organizers(guild_id: int) -> Work[int | None]:
    """The role whose members run the server's tournaments; None: only those who manage it."""
    role = yield ORGANIZERS.get(guild_id)
    return None if role is None else int(role)


def set_organizers(guild_id: int, role_id: int | None) -> Work[None]:
    """The role named (None: none, only those who manage the server)."""
    if role_id is None:
        yield execute("DELETE FROM tournament_organizers WHERE guild_id = ?", guild_id)
    else:
        yield ORGANIZERS.put(guild_id, role_id)
