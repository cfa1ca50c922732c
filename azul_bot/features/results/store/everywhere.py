"""A person's record in every place they played (each server, group DM and DM keeps its own
ladder): what ``/azul stats`` adds when there is more than one, and place by place when
asked; the servers' names it says them by."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core.db import Step, execute, fetch_all, fetch_one


@dataclass(frozen=True)
class Everywhere:
    games: int
    wins: int
    places: int


@dataclass(frozen=True)
class Place:
    """One place's ladder of a person: ``kind`` as the host knows the place (``group_dm``,
    ``bot_dm``; None: a server), a server's ``name`` when the bot saw it, the ``others`` who
    play in a group DM."""

    games: int
    wins: int
    kind: str | None
    name: str | None
    others: tuple[str, ...] = ()


def everywhere(user_id: int) -> Step:
    return fetch_one(
        "SELECT coalesce(sum(games), 0), coalesce(sum(wins), 0), count(*)"
        " FROM player_stats WHERE user_id = ?",
        user_id,
        then=lambda row: Everywhere(int(row[0]), int(row[1]), int(row[2])),
    )


def places(user_id: int) -> Step:
    """The person's places, most games first; a group DM with the others who played there."""
    return fetch_all(
        "SELECT s.guild_id, s.games, s.wins, p.kind, n.name, o.name FROM player_stats s"
        " LEFT JOIN places p ON p.channel_id = s.guild_id"
        " LEFT JOIN server_names n ON n.guild_id = s.guild_id"
        " LEFT JOIN player_stats o ON p.kind = 'group_dm' AND o.guild_id = s.guild_id"
        " AND o.user_id <> s.user_id"
        " WHERE s.user_id = ? ORDER BY s.games DESC, s.guild_id, o.name",
        user_id,
        then=_places,
    )


def _places(rows: list) -> list[Place]:
    found: dict[int, Place] = {}
    for club, games, wins, kind, name, other in rows:
        place = found.setdefault(club, Place(int(games), int(wins), kind, name))
        if other is not None:
            found[club] = Place(place.games, place.wins, kind, name, (*place.others, other))
    return list(found.values())


def name_server(guild_id: int, name: str) -> Step:
    return execute(
        "INSERT INTO server_names (guild_id, name) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET name = excluded.name",
        guild_id,
        name,
    )
