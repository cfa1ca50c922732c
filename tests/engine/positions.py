"""Build exact engine positions for tests through the public JSON form, and walk whole
random games (``random_game``) with every move of their shape (``every_move``).

Without ``variant`` a position is written as a version 1 game (stored before variants
existed), so every classic test also reads the old format; with it, as version 2.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from azul_bot.engine import (
    CENTER,
    CLASSIC,
    COLOR_NAMES,
    FLOOR,
    VARIANTS,
    WALL,
    Color,
    Event,
    Game,
    Move,
    Variant,
    WallMove,
)

LETTER_TO_NAME = {"B": "blue", "Y": "yellow", "R": "red", "K": "black", "W": "white"}


def board(
    *,
    score: int = 0,
    lines: dict[int, tuple[str, int]] | None = None,
    wall: list[str] | None = None,
    floor: list[str] | None = None,
) -> dict[str, Any]:
    """A player board; ``lines`` maps a line index to ``(color, count)``; ``wall`` rows may
    use ``x`` for "the tile printed here" (classic wall), or color letters ``BYRKW``."""
    rows = wall or ["....."] * 5
    wall_rows = [
        "".join(
            WALL[r][c].letter.upper() if cell.lower() == "x" else cell for c, cell in enumerate(row)
        )
        for r, row in enumerate(rows)
    ]
    return {
        "score": score,
        "lines": [
            {
                "color": (lines or {}).get(i, (None, 0))[0],
                "count": (lines or {}).get(i, (None, 0))[1],
            }
            for i in range(5)
        ],
        "wall": wall_rows,
        "floor": floor or [],
    }


def position(
    boards: list[dict[str, Any]],
    *,
    factories: list[list[str]] | None = None,
    center: list[str] | None = None,
    lid: dict[str, int] | None = None,
    bag: dict[str, int] | None = None,
    marker_in_center: bool = True,
    first_player: int = 0,
    current_player: int = 0,
    round: int = 1,
    rng_state: int = 12345,
    variant: str | None = None,
    auto_place: bool = True,
) -> Game:
    """A legal game in the given position; the bag gets whatever tiles are not elsewhere
    (unless ``bag`` is given, then the lid gets the rest when ``lid`` is not given)."""
    count = VARIANTS[variant or "classic"].factories_for(len(boards))
    factories = factories if factories is not None else [[] for _ in range(count)]
    factories = factories + [[] for _ in range(count - len(factories))]
    used: Counter[str] = Counter()
    for f in factories:
        used.update(f)
    used.update(center or [])
    for b in boards:
        for line in b["lines"]:
            if line["color"]:
                used[line["color"]] += line["count"]
        used.update(item for item in b["floor"] if item != "marker")
        for row in b["wall"]:
            used.update(LETTER_TO_NAME[cell] for cell in row if cell != ".")
    rest = {name: 20 - used[name] for name in COLOR_NAMES}
    if bag is None:
        lid = lid or dict.fromkeys(COLOR_NAMES, 0)
        bag = {name: rest[name] - lid[name] for name in COLOR_NAMES}
    elif lid is None:
        lid = {name: rest[name] - bag[name] for name in COLOR_NAMES}
    extra = (
        {}
        if variant is None
        else {"version": 2, "variant": variant, "auto_place": auto_place, "tiling": False}
    )
    return Game.from_dict(
        {
            "version": 1,
            **extra,
            "players": boards,
            "factories": factories,
            "center": center or [],
            "marker_in_center": marker_in_center,
            "first_player": first_player,
            "current_player": current_player,
            "bag": bag,
            "lid": lid,
            "round": round,
            "turn": 0,
            "rng_state": rng_state,
            "over": False,
        }
    )


def tiles_in_play(game: Game) -> list[int]:
    """Every tile's color counted wherever it is: must be 20 of each."""
    totals = [0] * 5
    for counts in (game.bag, game.lid, game.center, *game.factories):
        for c in range(5):
            totals[c] += counts[c]
    for b in game.players:
        for color, count in zip(b.line_colors, b.line_counts, strict=True):
            if color >= 0:
                totals[color] += count
        for item in b.floor:
            if item < 5:
                totals[item] += 1
        for r in range(5):
            for c in range(5):
                if b.has_tile(r, c):
                    totals[b.color_at(r, c)] += 1
    return totals


def random_game(
    players: int, seed: int, choices: int, variant: Variant = CLASSIC, *, auto_place: bool = True
) -> Iterator[tuple[Game, Move | WallMove, list[Event], Game]]:
    """Yields (game before the move, move, events, game after) for a whole random game: the
    deal of ``seed``, the moves drawn by ``choices``."""
    game = Game.new(players, seed, variant, auto_place=auto_place)
    chooser = random.Random(choices)
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, f"a running game always has a legal move: {game.to_dict()}"
        before = game.copy()
        move = chooser.choice(legal)
        events = game.play(move)
        yield before, move, events, game


def every_move(game: Game) -> Iterator[Move | WallMove]:
    """Every move of the game's shape, legal or not: each take, and on a wall where players
    choose the column, each placement."""
    for source in [*range(len(game.factories)), CENTER, len(game.factories)]:
        for color in Color:
            for line in [*range(5), FLOOR]:
                yield Move(source, color, line)
    if game.variant.free_wall:
        for player in range(game.num_players + 1):
            for row in range(5):
                for col in range(6):
                    yield WallMove(player, row, col)
