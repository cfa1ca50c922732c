"""A tournament between computer levels: win rates, scores and thinking times.

Run: .venv/bin/python benchmarks/tournament.py --levels hard normal --games 200 --jobs 2
     .venv/bin/python benchmarks/tournament.py --levels hard normal normal normal --games 40
     .venv/bin/python benchmarks/tournament.py --variant grey --levels hard normal --games 200
     .venv/bin/python benchmarks/tournament.py --variant crystal-1 --levels hard normal --games 200
     .venv/bin/python benchmarks/tournament.py --levels beginner easy --games 400 --jobs 2

``--variant`` picks the rules (``classic``, the default, or any code of ``VARIANTS``: ``grey``,
``crystal-1``, ``crystal-2``; on a free wall every wall tiling asks each level for its columns,
and those choices count in its thinking times).

Games come in groups of one deal per seating: game ``g`` uses deal ``g // players`` and
rotates the levels by ``g % players`` seats, so every level plays every seat on the same
tiles. Everything but the timings follows from ``--seed``: the searches are untimed (their
wall-clock safety nets, which a busy machine would trip, never stop them).

Thinking times are wall-clock seconds per move (what a player waits); ``cpu median`` and its
``max`` are the process time the same moves used, which other work on the machine inflates
much less.

``--records FILE`` keeps each finished game as a line of JSON, and a later run with the same
file and arguments plays only the games still missing: a long tournament can be stopped and
resumed, and its table covers every game in the file.

A shared victory counts as a share of a win: with k winners each gets 1/k, so the wins of all
seats add up to the number of games. A level that sits in several seats (``normal normal
normal``) is counted per seat: its win rate is its wins over the seats it played. The 95%
interval is Wilson's score interval on those (possibly fractional) wins.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path

from azul_bot.ai import Level, choose
from azul_bot.engine import VARIANTS, Game, Phase, Variant


@dataclass
class GameRecord:
    index: int
    levels: tuple[str, ...]  # per seat
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    think: dict[str, list[float]]  # seconds per move, per level
    cpu: dict[str, list[float]]  # process seconds per move, per level


@dataclass
class LevelTotals:
    seats: int = 0
    wins: float = 0.0
    points: int = 0
    think: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def seating(levels: tuple[str, ...], game_index: int) -> tuple[str, ...]:
    shift = game_index % len(levels)
    return levels[shift:] + levels[:shift]


def move_seed(seed: int, game_index: int, turn: int) -> int:
    return (seed * 1_000_003 + game_index) * 1_009 + turn


def play_game(
    levels: tuple[str, ...], seed: int, game_index: int, budget: float, variant: Variant
) -> GameRecord:
    seats = seating(levels, game_index)
    deal = seed * 100_003 + game_index // len(levels)
    game = Game.new(len(seats), deal, variant)
    think: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    while not game.is_over:
        # At a free wall's tiling several seats may place; they answer in seat order.
        seat = game.to_place[0] if game.phase is Phase.TILING else game.current_player
        level = seats[seat]
        start, start_cpu = time.perf_counter(), time.process_time()
        move = choose(
            game,
            Level(level),
            seed=move_seed(seed, game_index, game.turn),
            budget=budget,
            seat=seat,
            timed=False,
        )
        think[level].append(time.perf_counter() - start)
        cpu[level].append(time.process_time() - start_cpu)
        game.play(move)
    result = game.result
    assert result is not None
    scores = tuple(p.score for p in result.players)
    return GameRecord(game_index, seats, scores, result.winners, dict(think), dict(cpu))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denominator = 1 + z * z / n
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


def tally(records: list[GameRecord]) -> dict[str, LevelTotals]:
    totals: dict[str, LevelTotals] = defaultdict(LevelTotals)
    for record in records:
        for seat, level in enumerate(record.levels):
            entry = totals[level]
            entry.seats += 1
            entry.points += record.scores[seat]
            if seat in record.winners:
                entry.wins += 1 / len(record.winners)
        for level, times in record.think.items():
            totals[level].think.extend(times)
        for level, times in record.cpu.items():
            totals[level].cpu.extend(times)
    return totals


def report(records: list[GameRecord], header: str) -> str:
    shared = sum(1 for r in records if len(r.winners) > 1)
    lines = [f"{header}: {len(records)} games ({shared} shared victories)"]
    lines.append(
        f"{'level':8} {'seats':>5} {'wins':>7} {'win rate':>8}  {'95% CI':>15} "
        f"{'avg score':>9} {'think median':>12} {'max':>7} {'cpu median':>10} {'max':>7}"
    )
    for level, entry in sorted(tally(records).items()):
        low, high = wilson(entry.wins, entry.seats)
        median = statistics.median(entry.think) if entry.think else 0.0
        longest = max(entry.think, default=0.0)
        cpu = statistics.median(entry.cpu) if entry.cpu else 0.0
        cpu_longest = max(entry.cpu, default=0.0)
        lines.append(
            f"{level:8} {entry.seats:5d} {entry.wins:7.1f} {entry.wins / entry.seats:8.1%}  "
            f"[{low:6.1%}, {high:6.1%}] {entry.points / entry.seats:9.1f} "
            f"{median:11.3f}s {longest:6.3f}s {cpu:9.3f}s {cpu_longest:6.3f}s"
        )
    return "\n".join(lines)


def load_records(path: Path, setting: dict[str, object]) -> dict[int, GameRecord]:
    """The games ``path`` already holds for this ``setting`` (levels, variant, seed, budget);
    a file written with other arguments is refused rather than mixed in."""
    if not path.exists():
        return {}
    records: dict[int, GameRecord] = {}
    for line in path.read_text().splitlines():
        entry = json.loads(line)
        if entry.pop("setting") != setting:
            raise SystemExit(f"{path} holds games of another tournament: {setting} expected")
        entry["levels"] = tuple(entry["levels"])
        entry["scores"] = tuple(entry["scores"])
        entry["winners"] = tuple(entry["winners"])
        record = GameRecord(**entry)
        records[record.index] = record
    return records


def keep(path: Path, setting: dict[str, object], record: GameRecord) -> None:
    with path.open("a") as file:
        file.write(json.dumps({"setting": setting, **asdict(record)}) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--levels", nargs="+", required=True, choices=[level.value for level in Level]
    )
    parser.add_argument("--variant", default="classic", choices=list(VARIANTS))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0, help="hard's seconds per move")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (at most 2 here)")
    parser.add_argument("--progress", type=int, default=0, help="print a table every N games")
    parser.add_argument("--records", type=Path, help="a JSON lines file of finished games")
    args = parser.parse_args()
    variant = VARIANTS[args.variant]
    if len(args.levels) not in variant.player_counts:
        parser.error(
            f"--levels takes {variant.min_players} to {variant.max_players} levels, one per seat"
        )
    levels = tuple(args.levels)
    header = (
        f"{variant.code}: {' vs '.join(levels)}, budget {args.budget}s, seed {args.seed}, "
        f"{args.jobs} jobs"
    )
    setting = {
        "levels": list(levels),
        "variant": variant.code,
        "seed": args.seed,
        "budget": args.budget,
    }
    kept = load_records(args.records, setting) if args.records else {}
    start = time.perf_counter()
    records = [kept[index] for index in range(args.games) if index in kept]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(play_game, levels, args.seed, index, args.budget, variant)
            for index in range(args.games)
            if index not in kept
        ]
        for future in as_completed(futures):
            record = future.result()
            records.append(record)
            if args.records:
                keep(args.records, setting, record)
            if args.progress and len(records) % args.progress == 0 < args.games - len(records):
                print(report(records, f"[partial] {header}"), file=sys.stderr, flush=True)
    print(report(records, header))
    print(f"wall time {time.perf_counter() - start:.0f}s")


if __name__ == "__main__":
    main()
