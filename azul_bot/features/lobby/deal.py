"""A new game's deal for a lobby's seats: a seed nobody can predict, played on the wall
the lobby chose."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from azul_bot.engine import Game, Variant

NewGame = Callable[[int], Game]
"""A new game's deal for that many players (``ServiceOptions.new_game``)."""


def random_game(players: int) -> Game:
    """A new game with an unpredictable seed (so an unpredictable first player)."""
    return Game.new(players, secrets.randbits(64))


def played_as(game: Game, variant: Variant) -> Game:
    """The deal of ``game`` (``NewGame`` deals: a seed, a first player, the factories)
    played by ``variant``'s rules: the lobby's choice. Before the first move nothing but
    the rules differs between two walls with the same material."""
    if game.variant is variant:
        return game
    state = game.to_dict()
    state["variant"] = variant.code
    return Game.from_dict(state)
