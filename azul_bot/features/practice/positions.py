"""Which positions a practice plays: the costliest takes the reviews of a person's last
games show (``chosen``), or the one a review's "Practice this position" names first
(``reviewed_take``), each with the table before it (``Position``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from azul_bot.ai import COSTLY, SHOWN, Verdict, costliest
from azul_bot.core import Host, SeatView, safe_name
from azul_bot.core.db import GameNotFound, GameStatus, Seat
from azul_bot.engine import Game, Move, parse_move
from azul_bot.features.review import read_review, tables_before

from . import store as practices

Found = tuple[int, Verdict]
"""A costly take a review found: the game's id and the verdict."""


POSITIONS = 5
"""A practice's positions, at most."""
GAMES = 10
"""The person's last finished games whose reviews a practice draws its positions from."""


@dataclass(frozen=True)
class Position:
    """One position of a practice: the table ``before`` the move ``played`` at ``ply`` of
    ``game_id`` by ``seat``, which gave up ``lost`` points against ``best``; the game's
    ``seats``, to draw and name."""

    game_id: int
    ply: int
    seat: int
    played: Move
    best: Move
    lost: float
    before: Game
    seats: tuple[Seat, ...]

    @property
    def round(self) -> int:
        return self.before.round

    @property
    def names(self) -> tuple[SeatView, ...]:
        """The seats as a message names them (made safe for chat text)."""
        return tuple(
            SeatView(s.position, s.user_id, safe_name(s.name), s.computer) for s in self.seats
        )

    def stored(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "ply": self.ply,
            "seat": self.seat,
            "played": str(self.played),
            "best": str(self.best),
            "lost": self.lost,
            "before": self.before.to_dict(),
            "seats": [asdict(seat) for seat in self.seats],
        }

    @classmethod
    def of(cls, stored: dict[str, Any]) -> Position:
        return cls(
            stored["game"],
            stored["ply"],
            stored["seat"],
            take(stored["played"]),
            take(stored["best"]),
            stored["lost"],
            Game.from_dict(stored["before"]),
            tuple(Seat(**seat) for seat in stored["seats"]),
        )


async def chosen(host: Host, user_id: int, first: Found | None) -> list[Position]:
    """The positions of a new practice: ``first`` (one of the person's costly takes),
    then the costliest takes the reviews of their last games show, costliest first."""
    games = await host.read(host.store.read(practices.last_games(user_id, GAMES)))
    found: list[Found] = []
    for game_id, seat in games:
        verdicts = costliest(await _verdicts(host, game_id), seat, most=SHOWN, least=COSTLY)
        found += [(game_id, verdict) for verdict in verdicts]
    found.sort(key=lambda pair: (-pair[1].lost, -pair[0], pair[1].ply))
    if first is not None:
        at = (first[0], first[1].ply)
        found = [first, *[(g, v) for g, v in found if (g, v.ply) != at]]
    return await _positions(host, found[:POSITIONS])


async def _positions(host: Host, found: Sequence[Found]) -> list[Position]:
    """The tables before the takes ``found``, each game replayed once (one deleted
    since, or never started, is left out)."""
    store = host.store
    tables: dict[int, tuple[tuple[Seat, ...], dict[int, Game]]] = {}
    for game_id in dict.fromkeys(g for g, _ in found):
        try:
            record = await host.read(store.get_game(game_id))
            start = await host.read(store.start_state(game_id))
            moves = await host.read(store.moves(game_id))
        except GameNotFound:
            continue
        if start is None:
            continue
        plies = {v.ply for g, v in found if g == game_id}
        befores = tables_before(Game.from_dict(start), [m.move for m in moves], plies)
        tables[game_id] = (record.seats, befores)
    return [
        Position(g, v.ply, v.seat, v.played, v.best, v.lost, before, tables[g][0])
        for g, v in found
        if g in tables
        and (before := tables[g][1].get(v.ply)) is not None
        and isinstance(v.played, Move)
        and isinstance(v.best, Move)
    ]


async def _verdicts(host: Host, game_id: int) -> list[Verdict]:
    """The takes the game's review weighed (none: not reviewed yet)."""
    review = await host.read(host.store.read(read_review(game_id)))
    if review is None or review.verdicts is None:
        return []
    return [verdict for stored in review.verdicts if (verdict := _verdict(stored)) is not None]


async def reviewed_take(host: Host, user_id: int, game_id: int, ply: int) -> Found | None:
    """The person's costly take at ``ply`` of ``game_id``, as its review shows it; None
    when it is none of theirs (not their game, not finished or reviewed, not costly)."""
    try:
        record = await host.read(host.store.get_game(game_id))
    except GameNotFound:
        return None
    seat = next((s for s in record.seats if s.user_id == user_id), None)
    if record.status is not GameStatus.FINISHED or seat is None:
        return None
    verdicts = await _verdicts(host, game_id)
    shown = costliest(verdicts, seat.position, most=SHOWN, least=COSTLY)
    return next(((game_id, v) for v in shown if v.ply == ply), None)


def take(text: str) -> Move:
    move = parse_move(text)
    assert isinstance(move, Move)
    return move


def _verdict(stored: dict[str, Any]) -> Verdict | None:
    """A review's verdict on a take, with the winning chances it keeps (the review shows the
    moves that lost most of them: so does the practice); None for a grey wall's placement
    (not practised)."""
    seat = stored["seat"]
    played, best = (
        parse_move(stored["played"], player=seat),
        parse_move(stored["best"], player=seat),
    )
    if not (isinstance(played, Move) and isinstance(best, Move)):
        return None
    return Verdict(
        stored["ply"],
        seat,
        played,
        best,
        stored["played_value"],
        stored["best_value"],
        stored.get("played_chance"),
        stored.get("best_chance"),
    )
