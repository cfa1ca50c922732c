"""Tournaments played with random results, for the tests: what the lead's loop would do."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from itertools import combinations

from azul_bot.features.tournaments.pairing import Bye, Entrant, Pairing, Table
from azul_bot.features.tournaments.swiss import swiss_round


def field(players: int, seed: int = 0) -> list[Entrant]:
    """``players`` entrants with user ids from 101 and distinct random ratings."""
    ratings = random.Random(seed).sample(range(1000, 3000), players)
    return [Entrant(101 + index, float(rating)) for index, rating in enumerate(ratings)]


def finish(pairing: Pairing, rng: random.Random) -> list[Table | Bye]:
    """The round played: random places (ties included) and Azul scores, the bye recorded."""
    played: list[Table | Bye] = []
    if pairing.bye is not None:
        played.append(Bye(pairing.round, pairing.bye))
    played.extend(Bye(pairing.round, user) for user in pairing.walkovers)
    for seats in pairing.tables:
        ranks = tuple(rng.randint(1, len(seats)) for _ in seats)
        scores = tuple(rng.randint(0, 100) for _ in seats)
        played.append(Table(pairing.round, seats, ranks, scores))
    return played


def play_swiss(
    entrants: list[Entrant],
    rounds: int,
    table_size: int,
    seed: int,
    drops: Mapping[int, Iterable[int]] | None = None,
) -> tuple[list[Pairing], list[Table | Bye], list[list[Entrant]]]:
    """Pair and play ``rounds`` Swiss rounds; ``drops``: users who drop before a round. Gives
    the pairings, the history, and the entrants as each round saw them."""
    rng = random.Random(seed)
    history: list[Table | Bye] = []
    pairings: list[Pairing] = []
    fields: list[list[Entrant]] = []
    for number in range(1, rounds + 1):
        leaving = set((drops or {}).get(number, ()))
        entrants = [replace(e, dropped=True) if e.user_id in leaving else e for e in entrants]
        pairing = swiss_round(entrants, history, number, table_size)
        pairings.append(pairing)
        fields.append(entrants)
        history.extend(finish(pairing, rng))
    return pairings, history, fields


def meetings(tables: Iterable[Iterable[int]]) -> Counter[tuple[int, int]]:
    """How many times each pair sat at one table."""
    met: Counter[tuple[int, int]] = Counter()
    for table in tables:
        met.update(combinations(sorted(table), 2))
    return met


def active(entrants: Iterable[Entrant]) -> list[int]:
    return sorted(entrant.user_id for entrant in entrants if not entrant.dropped)
