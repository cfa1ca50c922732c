"""Crystal Mosaic games for the bot tests: a table one take before the wall tiling of its
last round, found by playing seeded random games offline (as ``grey_games`` finds the grey
wall's), where a player may choose a printed cell of side 1 (scored × 2) beside other columns
and the engine places a forced cell without asking.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from azul_bot.engine import Game, Move, Phase, TileWalled, Variant, WallMove


@dataclass(frozen=True)
class CrystalTable:
    """``game``: one take (``last_take``) before the tiling that ends the game whatever the
    players choose; then ``chooser`` has a choice among which ``doubled`` is a column of a
    multiplying printed cell (None on side 2), and ``forced`` were placed without asking."""

    game: Game
    last_take: Move
    chooser: int
    doubled: int | None
    forced: tuple[TileWalled, ...]


def _states(variant: Variant, players: int, seed: int) -> list[Game]:
    game = Game.new(players, seed, variant)
    chooser = random.Random(seed)
    states = []
    while not game.is_over:
        states.append(game.copy())
        legal = game.legal_moves()
        game.play(legal[int(chooser.random() * len(legal))])
    return states


def _ends_whatever_they_choose(game: Game) -> bool:
    for policy in itertools.product((0, -1), repeat=game.num_players):
        trial = game.copy()
        while trial.phase is Phase.TILING:
            line = trial.pending_lines()[0]
            trial.play(WallMove(line.player, line.row, line.columns[policy[line.player]]))
        if not trial.is_over:
            return False
    return True


def _doubled(game: Game, player: int) -> int | None:
    line = game.pending_line(player)
    assert line is not None
    for col in line.columns:
        if game.variant.multiplier(line.row, col) > 1:
            return col
    return None


def crystal_table(variant: Variant, players: int = 2) -> CrystalTable:
    multiplies = any(cell.multiplier > 1 for cell in variant.printed_cells)
    for seed in range(1, 3000):
        states = _states(variant, players, seed)
        for before in reversed(states):
            if before.phase is not Phase.OFFER:
                continue
            for take in before.legal_moves():
                after = before.copy()
                events = after.play(take)
                if after.phase is not Phase.TILING:
                    continue
                forced = tuple(e for e in events if isinstance(e, TileWalled))
                for line in after.pending_lines():
                    if len(line.columns) < 2:
                        continue
                    doubled = _doubled(after, line.player)
                    if (doubled is not None) != multiplies or not forced:
                        continue
                    if _ends_whatever_they_choose(after):
                        return CrystalTable(before, take, line.player, doubled, forced)
            break  # only the last offer of the game
    raise AssertionError(f"no {variant.code} table found")


class CrystalGames:
    """A ``new_game`` factory handing out ``crystal_table(variant, players).game``."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.tables: dict[int, CrystalTable] = {}

    def __call__(self, players: int) -> Game:
        table = self.tables.get(players) or crystal_table(self.variant, players)
        self.tables[players] = table
        return table.game.copy()
