"""A whole seeded game written out move by move, diffed by a test when the rules change.

Regenerate after an intended rule change (then read the diff!):
    .venv/bin/python -m tests.engine.playthrough
"""

from __future__ import annotations

import random
from pathlib import Path

from azul_bot.engine import CLASSIC, CRYSTAL_1, CRYSTAL_2, GREY, Game, Variant, WallMove

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "2p_seed7.txt": (2, 7, CLASSIC),
    "4p_seed11.txt": (4, 11, CLASSIC),
    "grey_3p_seed5.txt": (3, 5, GREY),
    "crystal1_2p_seed8.txt": (2, 8, CRYSTAL_1),
    "crystal2_4p_seed9.txt": (4, 9, CRYSTAL_2),
}


def playthrough(players: int, seed: int, variant: Variant = CLASSIC) -> str:
    game = Game.new(players, seed, variant)
    chooser = random.Random(seed)
    head = f"new game: {players} players, seed {seed}, first player {game.first_player}"
    lines = [head if variant is CLASSIC else f"{head}, {variant.code} wall"]
    lines.append(f"factories: {game.factories}")
    while not game.is_over:
        move = chooser.choice(game.legal_moves())
        # A take is the current player's; a free wall's placement names its player.
        player = move.player if isinstance(move, WallMove) else game.current_player
        lines.append(f"turn {game.turn} player {player}: {move}")
        lines.extend(f"  {event!r}" for event in game.play(move))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    for name, case in CASES.items():
        (GOLDEN / name).write_text(playthrough(*case), encoding="utf-8")
        print("wrote", GOLDEN / name)
