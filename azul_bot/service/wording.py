"""Every sentence the bot says about the game: moves, rounds, results, refusals, the rules.

The engine holds no wording (DESIGN.md); this is the one place that turns its events and
reasons into plain text. Names are the seats' display names; Discord mentions are the cog's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from azul_bot.engine import (
    CENTER,
    COLORS,
    FLOOR,
    BagRefilled,
    Color,
    Event,
    FloorPenalty,
    Game,
    GameEnded,
    GameResult,
    MarkerTaken,
    Move,
    Placement,
    Reason,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)

if TYPE_CHECKING:
    from azul_bot.store import LeaderboardPage, PlayerStats

COLOR_EMOJI = {
    Color.BLUE: "🟦",
    Color.YELLOW: "🟨",
    Color.RED: "🟥",
    Color.BLACK: "⬛",
    Color.WHITE: "⬜",
}


def source_name(source: int) -> str:
    return "the center" if source == CENTER else f"factory {source + 1}"


def line_name(line: int) -> str:
    return "the floor" if line == FLOOR else f"line {line + 1}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def tiles_list(counts: Sequence[int]) -> str:
    """``[0, 1, 2, 0, 0]`` -> ``"1 yellow, 2 red"``."""
    parts = [f"{count} {COLORS[color]}" for color, count in enumerate(counts) if count]
    return ", ".join(parts) if parts else "nothing"


# ----------------------------------------------------------------------------- moves


def describe_move(name: str, taken: TilesTaken, marker: MarkerTaken | None = None) -> str:
    """``Bob took 3 red from factory 2 → line 4, 1 to the floor; 1 yellow to the center.``"""
    if taken.line != FLOOR:
        where = line_name(taken.line)
        if taken.to_floor:
            where += f", {taken.to_floor} to the floor"
        if taken.to_lid:
            where += f", {taken.to_lid} to the lid (floor full)"
    elif not taken.to_lid:
        where = "the floor"
    elif not taken.to_floor:
        where = (
            f"the floor, which is full: {'it goes' if taken.count == 1 else 'all go'} to the lid"
        )
    else:
        where = f"the floor, {taken.to_lid} of them to the lid (floor full)"
    text = f"{name} took {taken.count} {taken.color} from {source_name(taken.source)} → {where}"
    if marker is not None:
        text += " and the first-player marker" + (
            "" if marker.to_floor else " (floor full, no penalty)"
        )
    if any(taken.to_center):
        text += f"; {tiles_list(taken.to_center)} to the center"
    return text + "."


def describe_events(events: Sequence[Event], names: Sequence[str]) -> str:
    """The whole story of one move: the move, and the round's end and the game's end if any."""
    lines: list[str] = []
    marker = next((e for e in events if isinstance(e, MarkerTaken)), None)
    walled: dict[int, list[TileWalled]] = {}
    floors: dict[int, FloorPenalty] = {}
    for event in events:
        if isinstance(event, TilesTaken):
            lines.append(describe_move(names[event.player], event, marker))
        elif isinstance(event, TileWalled):
            walled.setdefault(event.player, []).append(event)
        elif isinstance(event, FloorPenalty):
            floors[event.player] = event
        elif isinstance(event, RoundEnded):
            lines.append("")
            lines.append(f"**End of round {event.round}: wall tiling**")
            for player, score in enumerate(event.scores):
                lines.append(
                    round_line(names[player], walled.get(player, []), floors.get(player), score)
                )
        elif isinstance(event, BagRefilled):
            lines.append(f"The bag ran out and was refilled with {event.tiles} tiles from the lid.")
        elif isinstance(event, RoundStarted):
            lines.append(f"**Round {event.round}** begins; {names[event.first_player]} starts.")
        elif isinstance(event, GameEnded):
            lines.append("")
            lines.append(describe_result(event.result, names))
    return "\n".join(lines).strip()


def round_line(
    name: str, walled: Sequence[TileWalled], floor: FloorPenalty | None, score: int
) -> str:
    parts = [
        f"{COLOR_EMOJI[w.color]} {w.color} on row {w.row + 1} +{w.points}" + run_detail(w)
        for w in walled
    ]
    if floor is not None:
        parts.append(f"floor −{floor.points} ({plural(floor.slots, 'slot')})")
    if not parts:
        parts.append("nothing placed")
    return f"• {name}: {', '.join(parts)} → {plural(score, 'point')}"


def run_detail(walled: TileWalled) -> str:
    if walled.h > 1 and walled.v > 1:
        return f" ({walled.h} across + {walled.v} down)"
    if walled.h > 1:
        return f" ({walled.h} across)"
    if walled.v > 1:
        return f" ({walled.v} down)"
    return ""


def describe_result(result: GameResult, names: Sequence[str]) -> str:
    lines = ["**Game over — final scores**"]
    for standing in sorted(result.players, key=lambda r: (r.rank, r.player)):
        trophy = " 🏆" if standing.player in result.winners else ""
        bonus = (
            f"wall {standing.wall_score}"
            f" + rows {standing.rows}×2 = {standing.row_bonus}"
            f" + columns {standing.columns}×7 = {standing.column_bonus}"
            f" + colors {standing.colors}×10 = {standing.color_bonus}"
        )
        lines.append(
            f"{standing.rank}. {names[standing.player]} — **{standing.score}**{trophy} ({bonus})"
        )
    winners = [names[p] for p in result.winners]
    if result.shared_victory:
        lines.append(f"Shared victory: {' and '.join(winners)} tie on points and on complete rows.")
    else:
        top = result.players[result.winners[0]]
        tied = [r for r in result.players if r.score == top.score and r.player != top.player]
        if tied:
            lines.append(f"{winners[0]} wins the tie-break with more complete rows.")
        else:
            lines.append(f"{winners[0]} wins!")
    return "\n".join(lines)


# ----------------------------------------------------------------------------- choices


def source_label(game: Game, source: int) -> str:
    counts = game.center if source == CENTER else game.factories[source]
    label = f"{source_name(source).capitalize()} — {tiles_list(counts)}"
    if source == CENTER and game.marker_in_center:
        label += " + first-player marker"
    return label


def placement_label(move: Move, placement: Placement) -> str:
    """``line 4 — 3 fit, 1 to floor``; ``floor — 3 to floor``."""
    parts = []
    if move.line != FLOOR:
        parts.append(f"{placement.to_line} fit")
    if placement.to_floor or move.line == FLOOR:
        parts.append(f"{placement.to_floor} to floor")
    if placement.to_lid:
        parts.append(f"{placement.to_lid} to the lid")
    name = "floor" if move.line == FLOOR else f"line {move.line + 1}"
    return f"{name} — {', '.join(parts)}"


def move_summary(game: Game, move: Move) -> str:
    placement = game.preview(move)
    return (
        f"Take {placement.count} {move.color} from {source_name(move.source)} → "
        f"{placement_label(move, placement)}"
    )


# ----------------------------------------------------------------------------- refusals


def reason_text(game: Game, move: Move, reason: Reason) -> str:
    """Why the engine refused ``move``, in words a player understands."""
    color, line = move.color, move.line
    if reason is Reason.GAME_OVER:
        return "The game is already over."
    if reason is Reason.UNKNOWN_SOURCE:
        return (
            f"There is no factory {move.source + 1} at this table: "
            f"it has factories 1 to {len(game.factories)} and the center."
        )
    if reason is Reason.EMPTY_SOURCE:
        return f"{source_name(move.source).capitalize()} is empty; pick a source that holds tiles."
    if reason is Reason.COLOR_NOT_IN_SOURCE:
        counts = game.center if move.source == CENTER else game.factories[move.source]
        return f"There is no {color} in {source_name(move.source)}; it holds {tiles_list(counts)}."
    if reason is Reason.UNKNOWN_LINE:
        return "Lines are numbered 1 to 5, or `floor`."
    board = game.players[game.current_player]
    if reason is Reason.LINE_FULL:
        return f"Your line {line + 1} is already full; it is tiled at the end of the round."
    if reason is Reason.LINE_HAS_OTHER_COLOR:
        held, _ = board.line(line)
        return f"Your line {line + 1} already holds {held}; a line takes one color only."
    if reason is Reason.COLOR_ON_WALL_ROW:
        return (
            f"Your wall already has {color} in row {line + 1}, "
            f"so line {line + 1} cannot take {color} again."
        )
    return f"That move is not allowed ({reason.value.replace('_', ' ')})."


RULES = """\
**Azul in a nutshell** (2–4 players, classic colored wall)

**Goal.** Tile your 5×5 wall and score the most points. The game ends after the round in \
which someone completes a horizontal row of their wall.

**On your turn** take *all* tiles of *one* color from either
• a **factory** — the rest of that factory slides to the center, or
• the **center** — the first to do so each round also takes the first-player marker \
(it lands on their floor, and they start the next round).

**Place them** all on *one* pattern line (line *n* holds *n* tiles). A line holds a single \
color, and not a color already on that row of your wall. Tiles that don't fit fall to your \
**floor**. You may always put everything on the floor.

**End of a round** (all factories and the center are empty): every *full* pattern line moves \
one tile to the wall and scores it — 1 point alone, or 1 per tile in the connected row plus \
1 per tile in the connected column. Incomplete lines wait for the next round. Floor tiles \
cost 1, 1, 2, 2, 2, 3, 3 points (never below 0).

**Game end bonuses:** +2 per complete row, +7 per complete column, +10 per color with all \
5 tiles on the wall. Highest score wins; a tie goes to more complete rows, else it is shared.

**Playing here:** `/azul new`, friends `/azul join`, host `/azul start`. On your turn press \
**Play** or use `/azul play source color line` (e.g. factory `2`, `red`, line `4`). \
`/azul board` shows the table to you alone."""


# ----------------------------------------------------------------------------- stats


def leaderboard_text(board: LeaderboardPage) -> str:
    if not board.entries:
        if board.sort == "rating":
            return (
                "No one is on the leaderboard yet: it lists players with at least "
                f"{board.min_games} finished games."
            )
        return "No finished games on this server yet."
    lines = [f"**Azul leaderboard — by {board.sort.replace('_', ' ')}**"]
    for entry in board.entries:
        lines.append(
            f"{entry.rank}. {entry.name} — rating {entry.rating:.0f}, "
            f"{entry.wins}/{entry.games} wins ({entry.win_rate:.0%}), "
            f"average {entry.average_score:.1f}, best {entry.best_score}"
        )
    lines.append(f"Page {board.page}/{board.pages} · {board.total} players")
    return "\n".join(lines)


def stats_text(stats: PlayerStats) -> str:
    rank = f"#{stats.rank}" if stats.rank is not None else "unranked: too few games"
    return "\n".join(
        [
            f"**{stats.name}** — rating {stats.rating:.0f} ({rank})",
            f"Games {stats.games} · wins {stats.wins} ({stats.win_rate:.0%})",
            f"Average score {stats.average_score:.1f} · best {stats.best_score}",
            f"Completed: {stats.rows} rows, {stats.columns} columns, {stats.colors} colors",
        ]
    )
