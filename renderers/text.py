"""The table in a few lines of plain text: message content, alt text, logs.

``describe_table(game, names, events)`` says what the image shows; ``describe_events`` only what
the last move did. Names are used as given (Discord shows any script in text); escaping
Markdown is up to the caller.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from azul_bot.engine import (
    CENTER,
    FLOOR,
    MARKER,
    Color,
    Event,
    FloorPenalty,
    Game,
    GameEnded,
    GameResult,
    MarkerTaken,
    RoundEnded,
    TilesTaken,
    TileWalled,
    floor_penalty,
)

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment's description


def source_name(source: int) -> str:
    """How players call a source: "factory 3" (1-based, as typed) or "the center"."""
    return "the center" if source == CENTER else f"factory {source + 1}"


def line_name(line: int) -> str:
    return "the floor" if line == FLOOR else f"line {line + 1}"


def tiles(count: int, color: Color) -> str:
    """ "1 red", "3 red" (color names do not take a plural)."""
    return f"{count} {color}"


def counts_text(counts: Sequence[int]) -> str:
    """ "2 blue, 1 red" for counts per color; "empty" when there are none."""
    parts = [tiles(n, Color(c)) for c, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "empty"


def describe_move(taken: TilesTaken, names: Sequence[str], marker: bool = False) -> str:
    """ "Chloé took 3 red from factory 4 to line 3 (1 to the floor)." """
    text = f"{names[taken.player]} took {tiles(taken.count, taken.color)}"
    text += f" from {source_name(taken.source)}"
    if marker:
        text += " and the first-player marker"
    text += f" to {line_name(taken.line)}"
    extras = []
    if taken.line != FLOOR and taken.to_floor:
        extras.append(f"{taken.to_floor} to the floor")
    if taken.to_lid:
        extras.append(f"{taken.to_lid} to the lid, the floor being full")
    if extras:
        text += f" ({', '.join(extras)})"
    return text + "."


def describe_result(result: GameResult, names: Sequence[str]) -> list[str]:
    """The final standings with the bonus breakdown, winners first."""
    lines = []
    if result.shared_victory:
        lines.append(
            "Game over: shared victory for " + " and ".join(names[w] for w in result.winners) + "."
        )
    else:
        lines.append(f"Game over: {names[result.winners[0]]} wins.")
    for r in sorted(result.players, key=lambda r: (r.rank, r.player)):
        lines.append(
            f"{r.rank}. {names[r.player]} {r.score} (wall {r.wall_score}, rows +{r.row_bonus},"
            f" columns +{r.column_bonus}, colors +{r.color_bonus})"
        )
    return lines


def describe_events(events: Iterable[Event], names: Sequence[str]) -> list[str]:
    """What the last ``play`` did, in a few sentences."""
    events = list(events)
    lines: list[str] = []
    marker = any(isinstance(e, MarkerTaken) for e in events)
    for event in events:
        if isinstance(event, TilesTaken):
            lines.append(describe_move(event, names, marker))
        elif isinstance(event, RoundEnded):
            lines.append(_round_summary(event, events, names))
        elif isinstance(event, GameEnded):
            lines.extend(describe_result(event.result, names))
    return lines


def _round_summary(ended: RoundEnded, events: list[Event], names: Sequence[str]) -> str:
    parts = []
    for player, score in enumerate(ended.scores):
        gained = sum(e.points for e in events if isinstance(e, TileWalled) and e.player == player)
        lost = sum(e.points for e in events if isinstance(e, FloorPenalty) and e.player == player)
        change = f"+{gained}" + (f" −{lost}" if lost else "")
        parts.append(f"{names[player]} {change} → {score}")
    return f"Round {ended.round} scored: " + "; ".join(parts) + "."


def describe_player(game: Game, player: int, names: Sequence[str]) -> str:
    board = game.players[player]
    lines = []
    for line in range(5):
        color, count = board.line(line)
        if color is not None:
            lines.append(f"{line + 1}: {count}/{line + 1} {color}")
    floor = board.floor
    floor_text = "floor empty"
    if floor:
        items = [("marker" if item == MARKER else str(Color(item))) for item in floor]
        floor_text = f"floor {', '.join(items)} (−{floor_penalty(len(floor))})"
    walled = bin(board.wall).count("1")
    return (
        f"{names[player]}: {board.score} points; lines "
        + (", ".join(lines) if lines else "empty")
        + f"; wall {walled} tile{'s' if walled != 1 else ''}; {floor_text}."
    )


def status_line(game: Game, names: Sequence[str]) -> str:
    """ "Round 2 · Chloé to play · bag 43 · lid 12" (or the game is over)."""
    bag, lid = sum(game.bag), sum(game.lid)
    if game.is_over:
        return f"Game over after round {game.round} · bag {bag} · lid {lid}"
    return f"Round {game.round} · {names[game.current_player]} to play · bag {bag} · lid {lid}"


def describe_table(game: Game, names: Sequence[str], events: Iterable[Event] | None = None) -> str:
    """A few lines of plain text saying what the table image shows."""
    lines = [status_line(game, names) + "."]
    events = list(events or ())
    lines.extend(describe_events(events, names))
    result = game.result
    if result is not None and not any(isinstance(e, GameEnded) for e in events):
        lines.extend(describe_result(result, names))
    if not game.is_over:
        factories = " · ".join(
            f"{index + 1}: {counts_text(counts)}"
            for index, counts in enumerate(game.factories)
            if any(counts)
        )
        lines.append(f"Factories {factories}." if factories else "Factories: all empty.")
        center = counts_text(game.center)
        if game.marker_in_center:
            center = (
                "first-player marker" if center == "empty" else center + ", first-player marker"
            )
        lines.append(f"Center: {center}.")
    lines.extend(describe_player(game, player, names) for player in range(len(game.players)))
    return "\n".join(lines)


def alt_text(game: Game, names: Sequence[str], events: Iterable[Event] | None = None) -> str:
    """``describe_table`` cut to Discord's limit for an image description."""
    text = describe_table(game, names, events)
    return text if len(text) <= ALT_TEXT_LIMIT else text[: ALT_TEXT_LIMIT - 1] + "…"
