"""The review's false alarms: how often a move the coach itself chose first (``/azul hint``)
is shown as costly, and whether planted blunders are still found, the costliest first.

Run: PYTHONPATH=. .venv/bin/python benchmarks/review_noise.py --games 12 --cache /tmp/noise.json

Each game is played from a seeded deal. In a two-player game both seats play the coach's
first choice at every move, with the bot's hint budget and a seed made as the bot makes a
hint's (the game's id and how far it is); in a three- or four-player game (``--big``) seat 0
does and the others are ``normal`` computers. Seat 0 plants one blunder per game: at its
first turn from the second round on where it can take at least ``--blunder-tiles`` tiles of a
color one of its lines would take, it throws them all to the floor instead (then plays the
coach's choice again). The game is then reviewed exactly as the bot's reviewer does it
(``review_from_state`` with the game's id as the seed, the bot's review budget, the coach
seats' plies), and what the reader would be shown (``costliest``: at most ``SHOWN``, from
``COSTLY`` points and an inaccuracy's winning chances) is counted.

Printed: the coach's moves reviewed, those whose verdict crosses ``COSTLY`` and those shown
(the false alarms, with their label), the games where a coach seat is shown any; the blunders
shown and shown first, with the points and winning chances each gave up and their labels; the
CPU seconds per review. Playing the coach's games
costs about a second a move, so ``--cache`` keeps them (keyed by players, game and hint
budget) for a run after a change of the review.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from azul_bot.ai import Level, choose, coach
from azul_bot.ai import review as reviewing
from azul_bot.ai.review import CONFIRMATIONS, COSTLY, Verdict, costliest, review
from azul_bot.engine import FLOOR, Game, Move, parse_move
from azul_bot.features.play.queries import HINT_BUDGET
from azul_bot.features.review.reviewer import REVIEW_BUDGET

FIRST_ID = 500
"""The first game's id (the review's seed, as the reviewer's ``seed=game_id``)."""


def blunder(game: Game, tiles: int) -> Move | None:
    """The take of at least ``tiles`` tiles of a color one of the mover's lines would take,
    the most tiles first, thrown to the floor; None when there is none."""
    board = game.players[game.current_player]
    dumps = []
    for move in game.legal_moves():
        if not isinstance(move, Move) or move.line != FLOOR:
            continue
        count = game.preview(move).count
        if count >= tiles and any(board.accepts(line, move.color) for line in range(5)):
            dumps.append((count, str(move), move))
    return max(dumps, key=lambda dump: dump[:2])[2] if dumps else None


def play(players: int, game_id: int, hint_budget: float, tiles: int) -> dict:
    """A game as described above: its first position, moves' texts and the blunder's ply
    (-1 when seat 0 never had one to make)."""
    start = Game.new(players, game_id)
    game, moves, planted = start.copy(), [], -1
    coached = set(range(players)) if players == 2 else {0}
    while not game.is_over:
        seat = game.current_player
        move = None
        if seat == 0 and planted < 0 and game.round >= 2:
            move = blunder(game, tiles)
            if move is not None:
                planted = len(moves)
        if move is None and seat in coached:
            # The bot's hint: seed = game id * 7919 + the game's version (a move's count).
            move = coach(game, seed=game_id * 7919 + len(moves), budget=hint_budget)[0].move
        if move is None:
            move = choose(game, Level.NORMAL, seed=game_id * 1000 + len(moves))
        moves.append(str(move))
        game.play(move)
    return {
        "start": start.to_dict(),
        "moves": moves,
        "planted": planted,
        "coached": sorted(coached),
    }


def games(args: argparse.Namespace) -> list[tuple[int, int, dict]]:
    wanted = [(2, FIRST_ID + n) for n in range(args.games)]
    wanted += [(3 + n % 2, FIRST_ID + 100 + n) for n in range(args.big)]
    cache: dict[str, dict] = {}
    path = Path(args.cache) if args.cache else None
    if path is not None and path.exists():
        cache = json.loads(path.read_text())

    def key(players: int, game_id: int) -> str:
        return f"{players}:{game_id}:{args.hint_budget}:{args.blunder_tiles}"

    missing = [(p, g) for p, g in wanted if key(p, g) not in cache]
    if missing:
        began = time.perf_counter()
        with ProcessPoolExecutor(args.jobs) as pool:
            futures = {
                (p, g): pool.submit(play, p, g, args.hint_budget, args.blunder_tiles)
                for p, g in missing
            }
            for (p, g), future in futures.items():
                cache[key(p, g)] = future.result()
        print(f"played {len(missing)} games in {time.perf_counter() - began:.0f} s")
        if path is not None:
            path.write_text(json.dumps(cache))
    return [(p, g, cache[key(p, g)]) for p, g in wanted]


def reviewed(game_id: int, played: dict, budget: float, confirmations: int) -> tuple[list, float]:
    """The verdicts on the coach seats' moves, as the reviewer makes them, and the CPU time."""
    start = Game.from_dict(played["start"])
    moves = [parse_move(text) for text in played["moves"]]
    seats = set(played["coached"])
    began = time.process_time()
    verdicts = review(start, moves, seats, seed=game_id, budget=budget, confirmations=confirmations)
    return verdicts, time.process_time() - began


def _told(verdict: Verdict | None) -> str:
    """A verdict's winning chances, before and after, and its label."""
    if verdict is None or verdict.best_chance is None or verdict.played_chance is None:
        return "no chances"
    label = verdict.label.value if verdict.label else "unlabelled"
    return f"{verdict.best_chance:.0%}->{verdict.played_chance:.0%} {label}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="two-player games")
    parser.add_argument("--big", type=int, default=0, help="three- and four-player games")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--hint-budget", type=float, default=HINT_BUDGET)
    parser.add_argument("--budget", type=float, default=REVIEW_BUDGET, help="the review's")
    parser.add_argument("--blunder-tiles", type=int, default=4)
    parser.add_argument("--cache", help="a JSON file keeping the played games")
    parser.add_argument(
        "--confirmations", type=int, default=CONFIRMATIONS, help="0: the first search's word"
    )
    parser.add_argument("--confirm-visits", type=int, default=reviewing.CONFIRM_VISITS)
    args = parser.parse_args()
    reviewing.CONFIRM_VISITS = args.confirm_visits
    coach_moves = crossing = shown_coach = games_shown = 0
    blunders: list[tuple[int, float, bool, bool, str]] = []  # game, lost, shown, first, told
    cpus: dict[int, list[float]] = {}
    for players, game_id, played in games(args):
        verdicts, cpu = reviewed(game_id, played, args.budget, args.confirmations)
        cpus.setdefault(players, []).append(cpu)
        planted = played["planted"]
        honest = [v for v in verdicts if v.ply != planted]
        coach_moves += len(honest)
        crossing += sum(1 for v in honest if v.lost >= COSTLY)
        alarms: list[Verdict] = []
        for seat in played["coached"]:
            shown = costliest(verdicts, seat)
            alarms += [v for v in shown if v.ply != planted]
            if seat == 0 and planted >= 0:
                mine = next((v for v in verdicts if v.ply == planted), None)
                lost = mine.lost if mine is not None else 0.0
                found = any(v.ply == planted for v in shown)
                first = bool(shown) and shown[0].ply == planted
                blunders.append((game_id, lost, found, first, _told(mine)))
        shown_coach += len(alarms)
        games_shown += bool(alarms)
        told = "none planted"
        if planted >= 0:
            _, lost, found, first, chances = blunders[-1]
            rank = "shown first" if first else "shown" if found else "not shown"
            told = f"ply {planted}, {lost:.1f} points, {chances}, {rank}"
        print(
            f"  {players}p game {game_id}: {len(played['moves'])} moves, {len(honest)} coach"
            f" moves reviewed, {cpu:5.2f} CPU-s; coach moves shown as costly:"
            f" {', '.join(f'ply {v.ply} ({v.lost:.1f}, {_told(v)})' for v in alarms) or 'none'};"
            f" blunder: {told}"
        )
    total = len(cpus.get(2, [])) + len(cpus.get(3, [])) + len(cpus.get(4, []))
    print(
        f"coach's own choices: {coach_moves} reviewed, {crossing} cross {COSTLY:g} points"
        f" ({crossing / max(1, coach_moves):.2%}), {shown_coach} shown as costly"
        f" ({shown_coach / max(1, coach_moves):.2%}); games with one shown: {games_shown}"
        f" of {total}"
    )
    found = sum(1 for b in blunders if b[2])
    first = sum(1 for b in blunders if b[3])
    labels = [b[4].split()[-1] for b in blunders]
    print("planted blunders' labels: " + ", ".join(f"{labels.count(n)} {n}" for n in set(labels)))
    losses = sorted(b[1] for b in blunders)
    print(
        f"planted blunders: {len(blunders)}, shown {found}, shown first {first};"
        f" points they gave up: min {min(losses, default=0):.1f},"
        f" median {statistics.median(losses) if losses else 0:.1f}"
    )
    for players, spent in sorted(cpus.items()):
        print(
            f"{players} players: median {statistics.median(spent):.2f} CPU-s per review"
            f" (max {max(spent):.2f})"
        )


if __name__ == "__main__":
    main()
