"""``horizon.Judge``'s future terms fitted to what round-end positions are worth.

Run: nice -n 5 env PYTHONPATH=. .venv/bin/python benchmarks/fit_judge.py --games 165 \
    --cache /tmp/fit_judge.json

Positions: every round's end but the game's last (that one Judge values exactly), in
self-play games on the classic wall where each seat is ``old-hard`` (the tree search, the
``hard`` of the fit) at a small budget or ``normal`` (two in three seats are the tree search,
drawn from the game's seed), so that boards are lopsided as often as close. A position is
the boards once the wall tiling is done, as Judge values them (its own tiling is the
engine's on the classic wall), and who moves first next.

The worth of a position: the mean, over ``--playouts`` made-up bags (``sight.redraw``
before the round's last take, so the refill is one the players could not know), of the
playout policy played on, every board then valued as ``hard``'s playouts value theirs
(``outlook.standing``, or a finished game's final score and ``search.WIN_PRIZE`` for the
winner). Two targets, from the same playouts: ``next``, the boards at the next round's end
(``hard``'s own valuation of the round's end: the search then weighs the round's end as
``hard`` does), and ``end``, the game's end (what the round's end was worth, as far as the
playout policy can tell; noisier). The two-player ``WEIGHTS`` are fitted to ``end``; the
round search with them won 74% of 60 games against ``hard``, where it had won 33% with
the weights guessed before; with weights fitted to ``next`` it won 72% of the first 30,
as many as with ``end``'s (73%), so play does not choose between the targets yet
(``benchmarks/tournament.py --levels hard-next hard --budget 0.5 --jobs 1``, seed 1).

The fit: least squares of the margin between the two players (what the search compares)
less the score margin, on the differences of the future terms (two players so far). The
error printed for a fitted model is on positions it never saw (``FOLDS``); the shipped
``WEIGHTS`` and the score margin alone, which fit nothing, are measured on all positions.
Collecting costs about 2 CPU seconds a game; ``--cache`` keeps the positions.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable
from pathlib import Path

from azul_bot.ai import Level, choose
from azul_bot.ai.horizon import LATER, Judge, open_points, tiled_board
from azul_bot.ai.outlook import color_cells, rounds_left, rules_for, standing, tile_value
from azul_bot.ai.policy import playout_move
from azul_bot.ai.search import WIN_PRIZE
from azul_bot.ai.sight import redraw
from azul_bot.engine import AnyMove, Game
from azul_bot.engine.scoring import COLUMN_MASKS

FOLDS = 5
"""The games are cut in that many folds (by their number); each fold's positions are
predicted by the fit on the others, and the error is the one on those predictions."""


# ---------------------------------------------------------------------------- collecting


def worth(game: Game) -> list[float]:
    """Each player's worth as ``hard``'s playouts value it (``search._margins``' worth)."""
    if game.is_over:
        result = game.result
        assert result is not None
        prize = WIN_PRIZE / len(result.winners)
        return [p.score + (prize if p.rank == 1 else 0.0) for p in result.players]
    rules = rules_for(game.variant)
    later = rounds_left(game) + 1
    return [standing(rules, board, later) for board in game.players]


def margins(values: list[float]) -> list[float]:
    return [v - max(w for o, w in enumerate(values) if o != p) for p, v in enumerate(values)]


def targets(before: Game, move: AnyMove, rng: random.Random, playouts: int) -> tuple[list, list]:
    """Mean margins at the next round's end and at the game's end over ``playouts`` bags."""
    players = before.num_players
    nxt, end = [0.0] * players, [0.0] * players
    for _ in range(playouts):
        game = before.copy()
        redraw(game, rng)
        game.play(move)
        while not game.is_over and game.round <= before.round + 1:
            game.play(playout_move(game, rng)[0])
        for p, m in enumerate(margins(worth(game))):
            nxt[p] += m / playouts
        while not game.is_over:
            game.play(playout_move(game, rng)[0])
        for p, m in enumerate(margins(worth(game))):
            end[p] += m / playouts
    return [round(v, 3) for v in nxt], [round(v, 3) for v in end]


def play(players: int, game_id: int, budget: float, playouts: int) -> list[dict]:
    """One self-play game's round ends (the last excepted) with their targets."""
    game = Game.new(players, game_id)
    seats = random.Random(game_id).choices(["old-hard", "old-hard", "normal"], k=players)
    rng = random.Random(~game_id)
    positions: list[dict] = []
    while True:
        before = game.copy()
        level = Level(seats[game.taker])
        move = choose(game, level, seed=game_id * 1_000_003 + game.turn, budget=budget)
        game.play(move)
        if game.is_over:
            return positions
        if game.round != before.round:
            nxt, end = targets(before, move, rng, playouts)
            positions.append({"game": game.to_dict(), "next": nxt, "end": end})


def collect(args: argparse.Namespace) -> dict[str, list[dict]]:
    path = Path(args.cache) if args.cache else None
    cache: dict[str, list[dict]] = json.loads(path.read_text()) if path and path.exists() else {}

    def key(game_id: int) -> str:
        return f"{args.players}:{game_id}:{args.budget}:{args.playouts}"

    wanted = [key(g) for g in range(1, args.games + 1)]
    began = time.perf_counter()
    for done, game_id in enumerate(range(1, args.games + 1), start=1):
        if key(game_id) in cache:
            continue
        cache[key(game_id)] = play(args.players, game_id, args.budget, args.playouts)
        if path is not None and (done % 5 == 0 or done == args.games):
            path.write_text(json.dumps(cache))
            print(f"  {done} of {args.games} games, {time.perf_counter() - began:.0f} s")
    return {name: cache[name] for name in wanted if name in cache}


# ---------------------------------------------------------------------------- the terms


def terms(game: Game) -> list[dict[str, float]]:
    """Each player's future terms as Judge sees their tiled boards (the bonus shares, the
    lines carried by how many tiles they lack, the marker, ``placed``'s points); ``now``:
    Judge's value with the ``WEIGHTS`` shipped."""
    rules = rules_for(game.variant)
    judge = Judge(game)
    tiled = [
        tiled_board(rules, b.score, 0, b.wall, b.colors, list(b.line_colors), list(b.line_counts))
        for b in game.players
    ]
    now = judge.worth(tiled, game.first_player)
    rounds = 5 - max(t.fullest for t in tiled)  # to come, the next one included
    later = rounds + LATER
    columns, by_color, rows = rules.shares[min(later, 5)]
    found = []
    for p, t in enumerate(tiled):
        wall, colors = t.wall, t.colors
        f = {"now": now[p], "score": float(t.score), "marker": float(p == game.first_player)}
        f["columns"] = sum(columns[(wall & group).bit_count()] for group in COLUMN_MASKS)
        f["colors"] = sum(by_color[color_cells(colors, c).bit_count()] for c in range(5))
        f["rows"] = sum(rows[(wall >> 5 * r & 31).bit_count()] for r in range(5))
        for need in range(1, 5):
            f[f"carry{need}"] = 0.0
        for line, (color, count) in zip(t.partial, t.lines, strict=True):
            mask = color_cells(colors, color)
            f[f"carry{line + 1 - count}"] += tile_value(rules, wall, mask, line, color, later)
        f["reach"] = open_points(rules, wall)
        f["placed"] = f["reach"] * rounds  # Judge's ``placed`` term
        f["tiles"] = float(wall.bit_count())
        found.append(f)
    return found


# ---------------------------------------------------------------------------- the fit

Row = tuple[int, dict[str, float], float]  # the game's fold, the margins of terms, target


def rows_of(games: dict[str, list[dict]], target: str) -> list[Row]:
    """Seat 0's margins (two players): the terms' differences and the target."""
    found = []
    for name, positions in games.items():
        fold = int(name.split(":")[1]) % FOLDS
        for position in positions:
            mine, other = terms(Game.from_dict(position["game"]))
            diff = {k: mine[k] - other[k] for k in mine}
            diff["columns+colors+rows"] = diff["columns"] + diff["colors"] + diff["rows"]
            found.append((fold, diff, position[target][0]))
    return found


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the normal equations are small)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def fit(rows: list[Row], names: list[str], ridge: float = 1.0) -> list[float]:
    """Least squares of target - score margin on ``names``' margins (a little ridge so
    that a term rarely seen stays near 0)."""
    n = len(names)
    matrix = [[ridge * (i == j) for j in range(n)] for i in range(n)]
    vector = [0.0] * n
    for _, diff, target in rows:
        x = [diff[name] for name in names]
        y = target - diff["score"]
        for i in range(n):
            vector[i] += x[i] * y
            for j in range(n):
                matrix[i][j] += x[i] * x[j]
    return solve(matrix, vector)


def predict(diff: dict[str, float], names: list[str], weights: list[float]) -> float:
    return diff["score"] + sum(w * diff[n] for w, n in zip(weights, names, strict=True))


def held_out_error(rows: list[Row], names: list[str]) -> float:
    """The RMSE of each fold's positions predicted by the fit on the other folds."""
    squares = 0.0
    for fold in range(FOLDS):
        weights = fit([row for row in rows if row[0] != fold], names)
        squares += sum(
            (predict(diff, names, weights) - target) ** 2 for at, diff, target in rows if at == fold
        )
    return math.sqrt(squares / max(1, len(rows)))


def rmse(rows: list[Row], guess: Callable[[dict[str, float]], float]) -> float:
    return math.sqrt(sum((guess(diff) - target) ** 2 for _, diff, target in rows) / len(rows))


MODELS = {
    "today's terms": ["columns+colors+rows", "carry1", "carry2", "carry3", "carry4", "marker"],
    "bonuses apart": ["columns", "colors", "rows", "carry1", "carry2", "carry3", "carry4", "marker"],
    "+ reach": ["columns+colors+rows", "carry1", "carry2", "carry3", "carry4", "marker", "reach"],
    "+ placed": [
        "columns+colors+rows", "carry1", "carry2", "carry3", "carry4", "marker", "placed",
    ],
    "+ placed, tiles": [
        "columns+colors+rows", "carry1", "carry2", "carry3", "carry4", "marker", "placed", "tiles",
    ],
}  # fmt: skip


def report(games: dict[str, list[dict]], target: str) -> None:
    rows = rows_of(games, target)
    print(f"target {target!r}: {len(rows)} positions")
    print(f"  RMSE, the score margin alone:       {rmse(rows, lambda d: d['score']):6.2f}")
    print(f"  RMSE, WEIGHTS as shipped:           {rmse(rows, lambda d: d['now']):6.2f}")
    for label, names in MODELS.items():
        weights = fit(rows, names)
        shown = ", ".join(f"{n}={x:.2f}" for n, x in zip(names, weights, strict=True))
        error = held_out_error(rows, names)
        print(f"  held-out RMSE, fitted {label + ':':16} {error:6.2f}  ({shown})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=165)
    parser.add_argument("--players", type=int, default=2, choices=[2])
    parser.add_argument("--budget", type=float, default=0.03, help="hard's, per move")
    parser.add_argument("--playouts", type=int, default=24, help="bags per position")
    parser.add_argument("--cache", help="a JSON file keeping the collected positions")
    parser.add_argument("--collect-only", action="store_true")
    args = parser.parse_args()
    games = collect(args)
    for target in ("next", "end"):
        report(games, target)


if __name__ == "__main__":
    main()
