"""The winning chances' calibration: self-play games collected, a logistic curve fitted per
player count and stage of the game, and the fit checked on games it never saw.

Run: nice -n 10 env PYTHONPATH=. .venv/bin/python benchmarks/win_chances.py --games 48 \
    --budget 0.05 --jobs 2 --cache /tmp/win_chances.json

Each game is played from a seeded deal on the classic wall; each seat is ``hard`` (it plays
the search's first move) or ``normal`` (two in three seats are hard), drawn from the game's
seed, so that games are lopsided as often as close, as people's are. At every move with a
choice, the review's search (``analysis.analyse``, untimed, ``--budget`` seconds' worth;
the review's own is 0.2: a quarter of it kept the tree search's collection within about 25
minutes of a core, the round search's takes 0.2 within as much) values the position for the
mover: its best move's value. Which search that is follows ``hard`` (``analysis.steady``):
the table printed is ``ROUND_CURVES`` for the counts the round search values, ``CURVES``
for the others. Each position is kept with the
game's stage (``outlook.rounds_left``: rounds after this one, at the soonest) and whether
the mover won (a shared win counts as a share). Collecting costs about 2 to 5 CPU seconds a
game at that budget, so ``--cache`` keeps the games (keyed by players, game, budget and
search) and
``--cached`` fits on those alone.

The fit: for each player count and stage, ``chance = 1 / (1 + exp(-(slope * value +
offset)))`` by maximum likelihood, on the games whose number is not a multiple of
``HOLD_OUT``. Those are held out: their positions, binned by the chance predicted (10% each),
print the chance predicted against the share of them won. The stages from ``--pool-from`` on
share one curve: the round search's value already weighs the rounds to come, and one curve
for every stage but the last round fitted its held-out games better than one per stage
(Brier 0.1649 against 0.1668), where each stage's own curve had put a few points lost in the
first round above a whole take thrown to the floor in the second. The fitted table is
printed as ``azul_bot/ai/chances.py`` holds it.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from azul_bot.ai import Level, choose
from azul_bot.ai.analysis import analyse, steady
from azul_bot.ai.chances import STAGES, winning_chance
from azul_bot.ai.outlook import rounds_left
from azul_bot.ai.sight import blindfolded
from azul_bot.engine import Game

HOLD_OUT = 4
"""Every fourth game is never fitted on: the calibration is printed on those."""


def kind(players: int) -> str:
    """The search that values ``players``' classic games: ``round`` or ``tree``."""
    return "round" if steady(Game.new(players, 1)) else "tree"


def stage(game: Game) -> int:
    return min(rounds_left(game), STAGES - 1)


def play(players: int, game_id: int, budget: float) -> dict:
    """One game as described above: each position's (stage, value, mover) and the winners."""
    start = Game.new(players, game_id)
    seats = random.Random(game_id).choices(["hard", "hard", "normal"], k=players)
    game, positions, ply = start.copy(), [], 0
    while not game.is_over:
        seat = game.current_player
        seed = game_id * 1_000_003 + ply
        if len(game.legal_moves()) > 1:
            view = blindfolded(game, seed)
            outcomes = analyse(view, random.Random(seed), budget, timed=False)
            positions.append((stage(game), round(outcomes[0].value, 2), seat))
            move = outcomes[0].move
            if seats[seat] == "normal":
                move = choose(game, Level.NORMAL, seed=seed)
        else:
            move = game.legal_moves()[0]
        game.play(move)
        ply += 1
    result = game.result
    assert result is not None
    winners = list(result.winners)
    return {"positions": positions, "winners": winners}


def collect(args: argparse.Namespace) -> dict[str, dict]:
    path = Path(args.cache) if args.cache else None
    cache: dict[str, dict] = json.loads(path.read_text()) if path and path.exists() else {}

    def key(players: int, game_id: int) -> str:
        return f"{players}:{game_id}:{args.budget}:{kind(players)}"

    wanted = [(p, g) for g in range(1, args.games + 1) for p in args.players]
    if args.cached:
        wanted = [(p, g) for p, g in wanted if key(p, g) in cache]
    missing = [(p, g) for p, g in wanted if key(p, g) not in cache]
    began = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {(p, g): pool.submit(play, p, g, args.budget) for p, g in missing}
        for done, ((p, g), future) in enumerate(futures.items(), start=1):
            cache[key(p, g)] = future.result()
            if path is not None and (done % 10 == 0 or done == len(futures)):
                path.write_text(json.dumps(cache))
                print(f"  {done} of {len(futures)} games, {time.perf_counter() - began:.0f} s")
    return {f"{p}:{g}": cache[key(p, g)] for p, g in wanted}


Sample = tuple[int, float, float]  # stage, value, won (a share)


def samples(games: dict[str, dict], players: int, held_out: bool) -> list[Sample]:
    found = []
    for name, game in games.items():
        count, number = map(int, name.split(":"))
        if count != players or (number % HOLD_OUT == 0) != held_out:
            continue
        winners = game["winners"]
        for at, value, seat in game["positions"]:
            found.append((at, value, 1 / len(winners) if seat in winners else 0.0))
    return found


def fit(points: list[tuple[float, float]]) -> tuple[float, float]:
    """(slope, offset) of the logistic curve most likely to give ``points`` (value, won),
    by Newton's method (with a little pull towards 0, so a stage seen rarely stays sane)."""
    slope = offset = 0.0
    for _ in range(50):
        g0 = g1 = h00 = h01 = h11 = 0.0
        for value, won in points:
            p = 1 / (1 + math.exp(-(slope * value + offset)))
            w = p * (1 - p)
            g0 += (won - p) * value
            g1 += won - p
            h00 += w * value * value
            h01 += w * value
            h11 += w
        g0, h00 = g0 - 1e-3 * slope, h00 + 1e-3
        g1, h11 = g1 - 1e-3 * offset, h11 + 1e-3
        det = h00 * h11 - h01 * h01
        step0, step1 = (h11 * g0 - h01 * g1) / det, (h00 * g1 - h01 * g0) / det
        slope, offset = slope + step0, offset + step1
        if abs(step0) < 1e-7 and abs(step1) < 1e-5:
            break
    return round(slope, 4), round(offset, 3)


def calibration(label: str, predicted: list[tuple[float, float]]) -> None:
    """``predicted`` (chance, won) in bins of 10%: how many, the mean chance, the share won."""
    print(f"{label}: {len(predicted)} held-out positions")
    print("    bin        n   predicted  observed")
    for low in range(10):
        inside = [(c, w) for c, w in predicted if low <= c * 10 < low + 1 or (low == 9 and c == 1)]
        if not inside:
            continue
        mean = sum(c for c, _ in inside) / len(inside)
        won = sum(w for _, w in inside) / len(inside)
        print(f"  {low * 10:3d}-{low * 10 + 10:3d}%  {len(inside):5d}   {mean:6.1%}   {won:8.1%}")
    brier = sum((c - w) ** 2 for c, w in predicted) / max(1, len(predicted))
    print(f"  Brier score {brier:.4f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=48, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--budget", type=float, default=0.05, help="the search's, per move")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument(
        "--pool-from",
        type=int,
        default=STAGES - 1,
        help="the stage from which on one curve is fitted for all (the round search: 1)",
    )
    parser.add_argument("--cache", help="a JSON file keeping the collected games")
    parser.add_argument("--collect-only", action="store_true")
    parser.add_argument(
        "--cached", action="store_true", help="fit on the games the cache holds, play none"
    )
    args = parser.parse_args()
    games = collect(args)
    if args.collect_only:
        return
    table: dict[int, tuple[tuple[float, float], ...]] = {}
    for players in args.players:
        train = samples(games, players, held_out=False)
        pooled = fit([(value, won) for at, value, won in train if at >= args.pool_from])
        table[players] = tuple(
            fit([(value, won) for at, value, won in train if at == s])
            if s < args.pool_from
            else pooled
            for s in range(STAGES)
        )
    for name, search in (("ROUND_CURVES", "round"), ("CURVES", "tree")):
        fitted = {players: curves for players, curves in table.items() if kind(players) == search}
        if fitted:
            print(f"{name} = {{")
            for players, curves in fitted.items():
                print(f"    {players}: {curves},")
            print("}")
    everything = []
    for players in args.players:
        held = samples(games, players, held_out=True)
        slope_offsets = table[players]
        predicted = []
        for at, value, won in held:
            slope, offset = slope_offsets[at]
            predicted.append((1 / (1 + math.exp(-(slope * value + offset))), won))
        calibration(f"{players} players", predicted)
        everything += predicted
        rounds = kind(players) == "round"
        shipped = [
            (winning_chance(value, players, at, rounds=rounds), won) for at, value, won in held
        ]
        brier = sum((c - w) ** 2 for c, w in shipped) / max(1, len(shipped))
        print(f"  (the table in azul_bot/ai/chances.py today: Brier {brier:.4f})")
    calibration("all player counts", everything)


if __name__ == "__main__":
    main()
