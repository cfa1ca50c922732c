"""Table image speed and size, and the replay animation of a whole game.

Run: .venv/bin/python benchmarks/render.py [--positions 40] [--repeat 5] [--no-replay]
     [--language en|fr|nl]

Table positions come from greedy 4-player games (``renderers.example``), taken after every
move of rounds 2-3 and rendered in the order they were played, so status texts and highlights
change, and what a move left alone stays, from one render to the next as in play (words in
``--language``: French has the longest). Each pass
starts with no layers cached; "nothing cached" forgets them before every render (the worst
case). Fonts, backgrounds and tile sprites are warmed up first, as they are in a running bot.
"threads" renders and encodes the positions again in two threads (layers cached), as the bot's
pool does; "seat" renders them from the seat of the player to move (the picker's view). The
replay is one complete random 4-player game (random play makes long games:
142 moves), rendered and encoded once.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import Event, Game, Move
from renderers import Labels, png, render_replay, render_table, to_png
from renderers.example import NAMES, greedy_move
from renderers.table import forget_layers

REPLAY_SEED = 8  # a long 4-player game under random play


def mid_game_positions(count: int) -> list[tuple[Game, list[Event]]]:
    """``count`` mid-game 4-player positions (round 2 onwards) with their events, in play order."""
    positions: list[tuple[Game, list[Event]]] = []
    seed = 0
    while len(positions) < count:
        game, chooser = Game.new(4, seed), random.Random(seed)
        while not game.is_over and len(positions) < count:
            events = game.play(greedy_move(game, chooser))
            if 2 <= game.round <= 3 and not game.is_over:
                positions.append((game.copy(), events))
        seed += 1
    return positions


def random_game(players: int, seed: int) -> tuple[Game, list[Move]]:
    """The start of a game and the uniformly random legal moves that finish it."""
    start = Game.new(players, seed)
    game, chooser, moves = start.copy(), random.Random(seed), []
    while not game.is_over:
        legal = game.legal_moves()
        moves.append(legal[int(chooser.random() * len(legal))])
        game.play(moves[-1])
    return start, moves


def time_ms(action: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return (time.perf_counter() - start) * 1000, result


def table_figures(positions: list[tuple[Game, list[Event]]], repeat: int, labels: Labels) -> None:
    names = list(NAMES)
    cold_ms, _ = time_ms(lambda: to_png(_render(positions[0], names, labels)))
    render_ms, cold_boards_ms, encode_ms, total_ms, sizes = [], [], [], [], []
    for _ in range(repeat):
        forget_layers()
        for position in positions:
            ms, image = time_ms(lambda p=position: _render(p, names, labels))
            render_ms.append(ms)
            ms, data = time_ms(lambda i=image: to_png(i))
            encode_ms.append(ms)
            total_ms.append(render_ms[-1] + ms)
            sizes.append(len(data))
        for position in positions:
            forget_layers()
            ms, _ = time_ms(lambda p=position: _render(p, names, labels))
            cold_boards_ms.append(ms)
    width, height = image.size
    print(f"4-player mid-game table, {width}x{height} px, {len(positions)} positions x {repeat}")
    print(f"first render + encode (cold caches) {cold_ms:.0f} ms")
    print(f"render  median {statistics.median(render_ms):6.2f} ms   (moves of one game in order)")
    print(f"render  median {statistics.median(cold_boards_ms):6.2f} ms   (nothing cached)")
    print(f"encode  median {statistics.median(encode_ms):6.2f} ms")
    print(f"total   median {statistics.median(total_ms):6.2f} ms   (target <= 15 ms)")
    print(f"total   p90    {statistics.quantiles(total_ms, n=10)[-1]:6.2f} ms")
    print(
        f"size    median {statistics.median(sizes) / 1024:6.1f} KB   max {max(sizes) / 1024:.1f} KB"
        "   (target < 40 KB)"
    )


def _render(
    position: tuple[Game, list[Event]], names: list[str], labels: Labels, seat: int | None = None
):
    game, events = position
    return render_table(game, names=names, labels=labels, events=events, seat=seat)


def seat_figures(positions: list[tuple[Game, list[Event]]], repeat: int, labels: Labels) -> None:
    """The table from the seat of the player to move, as the move picker shows it to them."""
    names = list(NAMES)
    total_ms, sizes = [], []
    forget_layers()
    for _ in range(repeat):
        for position in positions:
            seat = position[0].current_player
            ms, data = time_ms(lambda p=position, s=seat: to_png(_render(p, names, labels, s)))
            total_ms.append(ms)
            sizes.append(len(data))
    image = _render(positions[-1], names, labels, positions[-1][0].current_player)
    print(
        f"seat    {image.width}x{image.height} px, render + encode median"
        f" {statistics.median(total_ms):6.2f} ms, size median {statistics.median(sizes) / 1024:.1f} KB"
    )


def thread_figures(positions: list[tuple[Game, list[Event]]], repeat: int, labels: Labels) -> None:
    """Render + encode throughput of two threads, as the bot's pool runs them on two cores."""
    names = list(NAMES)
    work = positions * repeat
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda p: to_png(_render(p, names, labels)), positions))  # warm up
        ms, _ = time_ms(lambda: list(pool.map(lambda p: to_png(_render(p, names, labels)), work)))
    print(f"threads 2 workers: {len(work) / ms * 1000:.0f} tables/s (render + encode)")
    print(f"deflate {png.deflate_module.__name__} level {png.DEFLATE_LEVEL}")


def replay_figures(labels: Labels) -> None:
    start, moves = random_game(4, REPLAY_SEED)
    forget_layers()
    ms, data = time_ms(lambda: render_replay(start, moves, names=NAMES, labels=labels))
    print(
        f"replay  4 players, {len(moves)} moves, {len(moves) + 1} frames: {ms / 1000:.2f} s"
        f" (render + encode), {len(data) / 1e6:.2f} MB   (limit 8 MB)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5, help="passes over the positions")
    parser.add_argument("--no-replay", action="store_true", help="skip the replay animation")
    parser.add_argument("--language", choices=LANGUAGES, default="en", help="the words drawn")
    args = parser.parse_args()
    labels = picture_labels(args.language)
    positions = mid_game_positions(args.positions)
    print(f"words   {args.language}")
    table_figures(positions, args.repeat, labels)
    seat_figures(positions, args.repeat, labels)
    thread_figures(positions, args.repeat, labels)
    if not args.no_replay:
        replay_figures(labels)


if __name__ == "__main__":
    main()
