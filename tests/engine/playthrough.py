"""A whole seeded game written out move by move, diffed by a test when the rules change.

Regenerate after an intended rule change (then read the diff!):
    .venv/bin/python -m tests.engine.playthrough
"""

from __future__ import annotations

import random
from pathlib import Path

from azul_bot.engine import Game

GOLDEN = Path(__file__).parent / "golden"
CASES = {"2p_seed7.txt": (2, 7), "4p_seed11.txt": (4, 11)}


def playthrough(players: int, seed: int) -> str:
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    lines = [f"new game: {players} players, seed {seed}, first player {game.first_player}"]
    lines.append(f"factories: {game.factories}")
    while not game.is_over:
        player = game.current_player
        move = chooser.choice(game.legal_moves())
        lines.append(f"turn {game.turn} player {player}: {move}")
        lines.extend(f"  {event!r}" for event in game.play(move))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    for name, (players, seed) in CASES.items():
        (GOLDEN / name).write_text(playthrough(players, seed), encoding="utf-8")
        print("wrote", GOLDEN / name)
