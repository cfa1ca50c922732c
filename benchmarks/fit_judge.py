"""``horizon.Judge``'s future terms fitted to what round-end positions are worth.

Run: nice -n 5 env PYTHONPATH=. .venv/bin/python benchmarks/fit_judge.py --games 165 \
    --cache /tmp/fit_judge.json  (``--players 3`` or ``4``: three or four players)

Positions: every round's end but the game's last (that one Judge values exactly), in
self-play games on the classic wall where each seat is ``old-hard`` (the tree search, the
``hard`` of the fit) at a small budget or ``normal`` (two in three seats are the tree search,
drawn from the game's seed; untimed: the same moves however busy the machine), so that
boards are lopsided as often as close. A position is the boards once the wall tiling is
done, as Judge values them (its own tiling is the engine's on the classic wall), and who
moves first next.

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

The fit: least squares of the margin the search compares less the score margin, on the
differences of the future terms. Two players: seat 0's margin over the other (seat 1's is
the same negated). Three and four: every seat's margin over the best other player, as
``alphabeta.Search._margin`` takes it: the target is the seat's mean worth less the best
other's (the margin of the mean worths, not the mean of each playout's margins: Judge
values each player's expected worth), the prediction the seat's value less the greatest
other value. The max is not linear in the weights, so each seat's rival (the other player
whose terms are subtracted) is the one the weights being fitted value most: first as the
shipped ``WEIGHTS`` value them, then, fitted against those rivals, as the fitted weights
do, again until the rivals stay (``ROUNDS``; a few rounds); the weights kept are those
whose margin over the greatest other value errs least. That is the search's own margin, so
the fit fits what the search compares. The other way, the rival the best other player by
the target (which the search cannot know), is printed as ``rival by target`` (its
prediction too takes the greatest other value): it erred as much, to 0.01 point. Three and
four players also print the fit with each shipped term left out (``ABLATIONS``):
``horizon.WEIGHTS`` keeps the terms that help.

The error printed for a fitted model is on positions it never saw (``FOLDS``: whole games);
the shipped ``WEIGHTS`` and the score margin alone, which fit nothing, are measured on all
positions; every error is that of the seat's margin over the greatest other value, as the
model values the players. Collecting costs about 2 CPU seconds a game (3 with four
players); ``--cache`` keeps the positions.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

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


def targets(before: Game, move: AnyMove, rng: random.Random, playouts: int) -> dict:
    """Over ``playouts`` bags, at the next round's end (``next``) and at the game's end
    (``end``): the mean margins, and (``worth``) each player's mean worth."""
    players = before.num_players
    found: dict = {"next": [0.0] * players, "end": [0.0] * players}
    worths: dict[str, list[float]] = {"next": [0.0] * players, "end": [0.0] * players}
    for _ in range(playouts):
        game = before.copy()
        redraw(game, rng)
        game.play(move)
        while not game.is_over and game.round <= before.round + 1:
            game.play(playout_move(game, rng)[0])
        for when in ("next", "end"):
            if when == "end":
                while not game.is_over:
                    game.play(playout_move(game, rng)[0])
            values = worth(game)
            for p, (v, m) in enumerate(zip(values, margins(values), strict=True)):
                found[when][p] += m / playouts
                worths[when][p] += v / playouts
    found = {when: [round(v, 3) for v in values] for when, values in found.items()}
    found["worth"] = {when: [round(v, 3) for v in values] for when, values in worths.items()}
    return found


def play(players: int, game_id: int, budget: float, playouts: int) -> list[dict]:
    """One self-play game's round ends (the last excepted) with their targets."""
    game = Game.new(players, game_id)
    seats = random.Random(game_id).choices(["old-hard", "old-hard", "normal"], k=players)
    rng = random.Random(~game_id)
    positions: list[dict] = []
    while True:
        before = game.copy()
        level = Level(seats[game.taker])
        seed = game_id * 1_000_003 + game.turn
        move = choose(game, level, seed=seed, budget=budget, timed=False)
        game.play(move)
        if game.is_over:
            return positions
        if game.round != before.round:
            positions.append({"game": game.to_dict(), **targets(before, move, rng, playouts)})


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


class Row(NamedTuple):
    """One seat of one position: every player's terms, the seat's target margin (its target
    worth less the best other player's), and that best other player (by the target)."""

    fold: int
    seat: int
    players: list[dict[str, float]]
    target: float
    best: int


def rows_of(games: dict[str, list[dict]], target: str) -> list[Row]:
    """Every seat of every position (two players: seat 0, the other's margin is its own
    negated)."""
    found = []
    for name, positions in games.items():
        fold = int(name.split(":")[1]) % FOLDS
        for position in positions:
            players = terms(Game.from_dict(position["game"]))
            for f in players:
                f["columns+colors+rows"] = f["columns"] + f["colors"] + f["rows"]
            count = len(players)
            # Two players: the mean of the margins is the margin of the mean worths.
            worths = position["worth"][target] if count > 2 else None
            aims = margins(worths) if worths else position[target]
            for seat in range(1 if count == 2 else count):
                others = [o for o in range(count) if o != seat]
                best = max(others, key=lambda o: worths[o]) if worths else others[0]
                found.append(Row(fold, seat, players, aims[seat], best))
    return found


def difference(row: Row, other: int) -> dict[str, float]:
    mine, theirs = row.players[row.seat], row.players[other]
    return {k: mine[k] - theirs[k] for k in mine}


def rival(row: Row, value: Callable[[dict[str, float]], float]) -> int:
    """The other player ``value`` values most (as the search's margin takes them)."""
    others = [o for o in range(len(row.players)) if o != row.seat]
    return max(others, key=lambda o: value(row.players[o]))


def valuer(names: list[str], weights: list[float]) -> Callable[[dict[str, float]], float]:
    return lambda f: f["score"] + sum(w * f[n] for w, n in zip(weights, names, strict=True))


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


def linear_fit(
    rows: list[Row], names: list[str], rivals: list[int], ridge: float = 1.0
) -> list[float]:
    """Least squares of target - score margin on ``names``' margins over each row's rival
    (a little ridge so that a term rarely seen stays near 0)."""
    n = len(names)
    matrix = [[ridge * (i == j) for j in range(n)] for i in range(n)]
    vector = [0.0] * n
    for row, other in zip(rows, rivals, strict=True):
        diff = difference(row, other)
        x = [diff[name] for name in names]
        y = row.target - diff["score"]
        for i in range(n):
            vector[i] += x[i] * y
            for j in range(n):
                matrix[i][j] += x[i] * x[j]
    return solve(matrix, vector)


def fit(rows: list[Row], names: list[str], by_target: bool = False) -> list[float]:
    """The weights whose margin over the best other player, as they value the others,
    comes nearest the target. The max is not linear: the rivals are fixed (first those the
    shipped ``WEIGHTS`` value most), the weights fitted against them, the rivals taken
    again as the fitted weights value the others, until they stay; the weights kept are
    those with the least error as the search measures it. ``by_target``: one fit against
    the other best by the target (the player the margin's target subtracts)."""
    if by_target:
        return linear_fit(rows, names, [row.best for row in rows])
    rivals = [rival(row, lambda f: f["now"]) for row in rows]
    kept, least = [0.0] * len(names), math.inf
    for _ in range(ROUNDS):
        weights = linear_fit(rows, names, rivals)
        error = sum((predict(row, names, weights) - row.target) ** 2 for row in rows)
        if error < least:
            kept, least = weights, error
        value = valuer(names, weights)
        again = [rival(row, value) for row in rows]
        if again == rivals:
            break
        rivals = again
    return kept


ROUNDS = 20
"""At most that many fits against rivals taken again (``fit``)."""


def predict(row: Row, names: list[str], weights: list[float]) -> float:
    """The seat's margin over the other player the weights value most."""
    diff = difference(row, rival(row, valuer(names, weights)))
    return diff["score"] + sum(w * diff[n] for w, n in zip(weights, names, strict=True))


def held_out_error(rows: list[Row], names: list[str], by_target: bool = False) -> float:
    """The RMSE of each fold's positions predicted by the fit on the other folds."""
    squares = 0.0
    for fold in range(FOLDS):
        weights = fit([row for row in rows if row.fold != fold], names, by_target)
        squares += sum(
            (predict(row, names, weights) - row.target) ** 2 for row in rows if row.fold == fold
        )
    return math.sqrt(squares / max(1, len(rows)))


def rmse(rows: list[Row], term: str) -> float:
    """The RMSE of the seat's ``term`` less the best other player's by ``term``."""

    def margin(row: Row) -> float:
        return difference(row, rival(row, lambda f: f[term]))[term]

    return math.sqrt(sum((margin(row) - row.target) ** 2 for row in rows) / len(rows))


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

SHIPPED = MODELS["+ placed"]
"""The terms ``Weights`` has: ``bonus`` (the three bonus shares), ``carry``, ``marker`` and
``placed``."""

ABLATIONS = {
    "w/o bonuses": [n for n in SHIPPED if n != "columns+colors+rows"],
    **{f"w/o carry{need}": [n for n in SHIPPED if n != f"carry{need}"] for need in range(1, 5)},
    "w/o carries": [n for n in SHIPPED if not n.startswith("carry")],
    "w/o marker": [n for n in SHIPPED if n != "marker"],
}
"""Three and four players: whether each of the shipped terms helps (``+ placed`` without
it; without ``placed`` it is ``today's terms``)."""


def report(games: dict[str, list[dict]], target: str) -> None:
    rows = rows_of(games, target)
    players = len(rows[0].players) if rows else 2
    models = MODELS if players == 2 else MODELS | ABLATIONS
    if players == 2:
        print(f"target {target!r}: {len(rows)} positions")
    else:
        count = sum(len(positions) for positions in games.values())
        print(f"target {target!r}: {count} positions, {len(rows)} seats' margins")
    print(f"  RMSE, the score margin alone:       {rmse(rows, 'score'):6.2f}")
    print(f"  RMSE, WEIGHTS as shipped:           {rmse(rows, 'now'):6.2f}")
    for label, names in models.items():
        weights = fit(rows, names)
        shown = ", ".join(f"{n}={x:.2f}" for n, x in zip(names, weights, strict=True))
        error = held_out_error(rows, names)
        print(f"  held-out RMSE, fitted {label + ':':16} {error:6.2f}  ({shown})")
    if players > 2:
        names = SHIPPED
        weights = fit(rows, names, by_target=True)
        shown = ", ".join(f"{n}={x:.2f}" for n, x in zip(names, weights, strict=True))
        error = held_out_error(rows, names, by_target=True)
        print(f"  held-out RMSE, fitted {'rival by target:':16} {error:6.2f}  ({shown})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=165)
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
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
