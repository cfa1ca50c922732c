"""Grey wall games for the service and bot tests: a table one take before the wall tiling
of its last round, found by playing seeded random games offline.

``GreyGames`` is a ``new_game`` factory like ``ShortGames``: the lobby's variant makes the
deal a grey game (``lobby.deal.played_as``), so the state it hands out must be one the grey
rules reached; it is stored with ``variant`` grey and read back as such.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from azul_bot.engine import GREY, Game, Move, Phase, TileWalled, WallMove


@dataclass(frozen=True)
class GreyTable:
    """``game``: one take (``last_take``) before the tiling of the round that ends the game
    whatever the players choose; then at least two players have a choice (``choosers``) and
    the engine places at least one forced cell without asking (``forced``)."""

    game: Game
    last_take: Move
    choosers: tuple[int, ...]
    forced: tuple[TileWalled, ...]


def _random_grey_game(players: int, seed: int) -> list[Game]:
    """Every state of a seeded random grey game, before each move."""
    game = Game.new(players, seed, GREY)
    chooser = random.Random(seed)
    states = []
    while not game.is_over:
        states.append(game.copy())
        legal = game.legal_moves()
        game.play(legal[int(chooser.random() * len(legal))])
    return states


def _ends_whatever_they_choose(game: Game) -> bool:
    """Every way of choosing the first or the last open column ends the game."""
    for policy in itertools.product((0, -1), repeat=game.num_players):
        trial = game.copy()
        while trial.phase is Phase.TILING:
            line = trial.pending_lines()[0]
            trial.play(WallMove(line.player, line.row, line.columns[policy[line.player]]))
        if not trial.is_over:
            return False
    return True


def grey_table(players: int = 2) -> GreyTable:
    for seed in range(1, 400):
        states = _random_grey_game(players, seed)
        for before in reversed(states):
            if before.phase is not Phase.OFFER:
                continue
            takes = before.legal_moves()
            for take in takes:
                after = before.copy()
                events = after.play(take)
                if after.phase is not Phase.TILING:
                    continue
                choosers = tuple(
                    line.player for line in after.pending_lines() if len(line.columns) > 1
                )
                forced = tuple(e for e in events if isinstance(e, TileWalled))
                if len(choosers) >= 2 and forced and _ends_whatever_they_choose(after):
                    return GreyTable(before, take, choosers, forced)
            break  # only the last offer of the game
    raise AssertionError("no grey table found")


class GreyGames:
    """A ``new_game`` factory handing out ``grey_table(players).game``."""

    def __init__(self) -> None:
        self.tables: dict[int, GreyTable] = {}

    def __call__(self, players: int) -> Game:
        table = self.tables.get(players) or grey_table(players)
        self.tables[players] = table
        return table.game.copy()
