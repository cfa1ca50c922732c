"""A person's record in every place they played (each server, group DM and DM keeps its own
ladder): what ``/azul stats`` adds when there is more than one."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core.db import Step, fetch_one


@dataclass(frozen=True)
class Everywhere:
    games: int
    wins: int
    places: int


def everywhere(user_id: int) -> Step:
    return fetch_one(
        "SELECT coalesce(sum(games), 0), coalesce(sum(wins), 0), count(*)"
        " FROM player_stats WHERE user_id = ?",
        user_id,
        then=lambda row: Everywhere(int(row[0]), int(row[1]), int(row[2])),
    )
