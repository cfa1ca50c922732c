"""The one narrator: what a move did, how a round was scored, who won, and the table in plain
text, in the reader's language. Names given here are already made safe for Discord
(``service.names.safe_name``); the narrator adds no mention."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from azul_bot.core import Told, clipped, round_after
from azul_bot.engine import (
    CENTER,
    FLOOR,
    WALL_SIZE,
    BagRefilled,
    Color,
    Event,
    FloorPenalty,
    Game,
    GameEnded,
    GameResult,
    LineToFloor,
    MarkerTaken,
    PlayerResult,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)

from .catalogue import Words

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment's description


# ----------------------------------------------------------------------------- pieces


def source_name(say: Words, source: int) -> str:
    if source == CENTER:
        return say("source-center")
    return say("source-factory", number=source + 1)


def line_name(say: Words, line: int) -> str:
    return say("line-floor") if line == FLOOR else say("line-pattern", number=line + 1)


def color_name(say: Words, color: Color) -> str:
    return say(f"color-{color}")


def tiles(say: Words, count: int, color: Color) -> str:
    """``3 red``, ``3 rouges``, ``3 rode``."""
    return say("color-tiles", count=count, color=str(color))


def tiles_list(say: Words, counts: Sequence[int]) -> str:
    """``[0, 1, 2, 0, 0]`` -> ``1 yellow, 2 red``; nothing at all says so."""
    parts = [tiles(say, count, Color(color)) for color, count in enumerate(counts) if count]
    return ", ".join(parts) if parts else say("list-nothing")


def joined(say: Words, names: Sequence[str]) -> str:
    """``a, b and c`` in the reader's language."""
    if len(names) < 2:
        return "".join(names)
    return say("list-and", first=", ".join(names[:-1]), second=names[-1])


# ----------------------------------------------------------------------------- a move


def describe_move(
    say: Words, name: str, taken: TilesTaken, marker: MarkerTaken | None = None
) -> str:
    """``Bob took 3 red from factory 2 → line 4, 1 to the floor; 1 yellow to the center.``"""
    lot = tiles(say, taken.count, taken.color)
    if marker is not None:
        text = say("move-took-marker", name=name, tiles=lot)
    else:
        text = say("move-took", name=name, tiles=lot, source=source_name(say, taken.source))
    text += " " + _destination(say, taken)
    if marker is not None and not marker.to_floor:
        text = say("clauses", first=text, second=say("move-marker-no-slot"))
    if any(taken.to_center):
        slid = say("move-slid", tiles=tiles_list(say, taken.to_center))
        text = say("clauses", first=text, second=slid)
    return text + "."


def _destination(say: Words, taken: TilesTaken) -> str:
    if taken.line == FLOOR:
        if taken.to_lid and not taken.to_floor:
            return say("move-to-full-floor", count=taken.to_lid)
        where = say("move-to-floor")
    else:
        where = say("move-to-line", line=line_name(say, taken.line))
        if taken.to_floor:
            where += ", " + say("move-overflow", count=taken.to_floor)
    if taken.to_lid:
        where += ", " + say("move-to-lid", count=taken.to_lid)
    return where


# ----------------------------------------------------------------------------- the story


def tell_moves(
    say: Words,
    moves: Sequence[tuple[Sequence[Event], Sequence[int] | None]],
    names: Sequence[str],
    *,
    printed: bool = False,
    so_far: Told | None = None,
) -> list[str]:
    """Each move's story (its events and the scores before it), in order: a round's summary
    tells the whole round, from ``so_far`` (the round before the first of them) on."""
    stories = []
    for events, scores in moves:
        stories.append(describe_events(say, events, names, scores, printed=printed, so_far=so_far))
        # A notice of an older version may not know its scores: the round is then unknown.
        so_far = None if scores is None else round_after(so_far, tuple(events), tuple(scores))
    return stories


def describe_events(
    say: Words,
    events: Sequence[Event],
    names: Sequence[str],
    scores_before: Sequence[int] | None = None,
    *,
    printed: bool = False,
    so_far: Told | None = None,
) -> str:
    """The whole story of one move: the move, and the round's end and the game's end if any.
    ``scores_before`` (when the move was made) lets a floor say what it really cost (see
    ``_floor_lost``); ``so_far``, the round before this move, lets its summary tell the whole
    round; ``printed``: the walls have printed cells, so a wall is not called grey."""
    lines: list[str] = []
    marker = next((e for e in events if isinstance(e, MarkerTaken)), None)
    at_start = so_far.scores_before if so_far is not None else scores_before
    walled: dict[int, list[TileWalled]] = {}
    floors: dict[int, FloorPenalty] = {}
    for event in so_far.events if so_far is not None else ():
        if isinstance(event, TileWalled):
            walled.setdefault(event.player, []).append(event)
        elif isinstance(event, FloorPenalty):
            floors[event.player] = event
    # This move's own placements, told as such when the round goes on.
    placed: dict[int, list[TileWalled]] = {}
    floored: dict[int, FloorPenalty] = {}
    for event in events:
        if isinstance(event, TilesTaken):
            lines.append(describe_move(say, names[event.player], event, marker))
        elif isinstance(event, TileWalled):
            walled.setdefault(event.player, []).append(event)
            placed.setdefault(event.player, []).append(event)
        elif isinstance(event, FloorPenalty):
            floors[event.player] = floored[event.player] = event
        elif isinstance(event, RoundEnded):
            lines += ["", say("round-tiling", round=event.round)]
            for player, score in enumerate(event.scores):
                tiled, floor = walled.get(player, []), floors.get(player)
                lost = None if floor is None else _floor_lost(floor, tiled, at_start)
                lines.append(round_line(say, names[player], tiled, lost, score))
            walled, floors = {}, {}
        elif isinstance(event, BagRefilled):
            lines.append(say("bag-refilled", count=event.tiles))
        elif isinstance(event, RoundStarted) and any(map(sum, event.factories)):
            # With no tile left to deal the game ends instead: no round to announce.
            lines.append(say("round-begins", round=event.round, name=names[event.first_player]))
        elif isinstance(event, GameEnded):
            lines += ["", describe_result(say, event.result, names)]
        elif isinstance(event, LineToFloor):
            lines.append(_line_to_floor(say, names[event.player], event, printed))
    if not any(isinstance(event, RoundEnded) for event in events):
        # A free wall placement while others still place: the round's summary comes later,
        # but a player done placing hears their floor now.
        for player, tiled in placed.items():
            parts = ", ".join(_walled(say, w) for w in tiled)
            floor = floored.get(player)
            points = 0 if floor is None else _floor_lost(floor, tiled, scores_before)
            if not points:
                lines.append(say("wall-placed", name=names[player], parts=parts))
                continue
            lines.append(say("wall-placed-floor", name=names[player], parts=parts, points=points))
    return "\n".join(lines).strip()


def _floor_lost(
    floor: FloorPenalty, tiled: Sequence[TileWalled], before: Sequence[int] | None
) -> int:
    """What a floor penalty really cost: a score never drops below 0, so −6 on a score of 1
    costs 1. ``before``: the scores before ``tiled`` were placed; unknown, the penalty."""
    if before is None:
        return floor.points
    return before[floor.player] + sum(w.points for w in tiled) - floor.score


def _line_to_floor(say: Words, name: str, event: LineToFloor, printed: bool = False) -> str:
    """``Bob's line 3 (3 red) has no free cell on the grey wall: all to the floor.``"""
    return say(
        "line-to-floor-printed" if printed else "line-to-floor",
        name=name,
        line=event.row + 1,
        tiles=tiles(say, event.count, event.color),
        lid=event.to_lid,
    )


def round_line(
    say: Words, name: str, walled: Sequence[TileWalled], lost: int | None, score: int
) -> str:
    """``• Bob: 🟥 red on row 2 +3 (3 across), floor −2 → now 14 points`` (``lost``: what
    the floor cost; None: no floor; 0, a floor on a score of 0: nothing to say)."""
    parts = [_walled(say, w) for w in walled]
    if lost:
        parts.append(say("round-floor", points=lost))
    return say(
        "round-player", name=name, parts=", ".join(parts) or say("round-nothing"), score=score
    )


COLOR_EMOJI = {
    Color.BLUE: "🟦",
    Color.YELLOW: "🟨",
    Color.RED: "🟥",
    Color.BLACK: "⬛",
    Color.WHITE: "⬜",
}


def _walled(say: Words, walled: TileWalled) -> str:
    """``🟥 red on row 2 +3 (3 across)``; on a printed cell that multiplies its points, the
    points once with their product as the reason: ``+2 (1 × 2)``, ``+6 (3 × 2: 3 across)``."""
    tile = f"{COLOR_EMOJI[walled.color]} {color_name(say, walled.color)}"
    values = {"tile": tile, "row": walled.row + 1, "points": walled.points}
    h, v = walled.h, walled.v
    if h > 1 and v > 1:
        runs, base = say("round-runs-both", h=h, v=v), h + v
    elif h > 1:
        runs, base = say("round-runs-across", h=h), h
    elif v > 1:
        runs, base = say("round-runs-down", v=v), v
    else:
        runs, base = None, 1
    times = walled.points // base
    if times > 1:
        key = "round-times-runs" if runs is not None else "round-times"
        why = say(key, base=base, times=times, runs=runs or "")
    elif runs is not None:
        why = runs
    else:
        return say("round-placed", **values)
    return say("round-placed-why", why=why, **values)


def describe_result(say: Words, result: GameResult, names: Sequence[str]) -> str:
    """The final standings, each score with the bonuses it holds, then the winner(s)."""
    lines = [say("result-title")]
    for standing in sorted(result.players, key=lambda r: (r.rank, r.player)):
        lines.append(
            say(
                "result-player",
                rank=standing.rank,
                name=names[standing.player],
                score=standing.score,
                trophy=" 🏆" if standing.player in result.winners else "",
                parts=", ".join(_score_parts(say, standing)),
            )
        )
    winners = [names[p] for p in result.winners]
    if result.shared_victory:
        lines.append(say("result-shared", names=joined(say, winners)))
    elif any(
        r.score == result.players[result.winners[0]].score and r.player not in result.winners
        for r in result.players
    ):
        lines.append(say("result-tie-break", name=winners[0]))
    else:
        lines.append(say("result-winner", name=winners[0]))
    return "\n".join(lines)


def _score_parts(say: Words, standing: PlayerResult) -> list[str]:
    """What the final score is made of; a bonus nobody earned is not listed."""
    parts = [say("result-during", points=standing.wall_score)]
    bonuses = (
        ("result-rows", standing.rows, standing.row_bonus),
        ("result-columns", standing.columns, standing.column_bonus),
        ("result-colors", standing.colors, standing.color_bonus),
    )
    parts += [say(key, count=count, points=points) for key, count, points in bonuses if count]
    return parts


# ----------------------------------------------------------------------------- the table


def describe_table(
    say: Words, game: Game, names: Sequence[str], events: Iterable[Event] | None = None
) -> str:
    """A few lines of plain text saying what the table picture shows."""
    bag, lid = sum(game.bag), sum(game.lid)
    if game.is_over:
        lines = [say("table-status-over", round=game.round, bag=bag, lid=lid)]
    elif game.current_player is None:  # a grey wall is tiled: several players place
        placing = joined(say, [names[seat] for seat in game.to_place])
        lines = [say("table-status-placing", round=game.round, names=placing, bag=bag, lid=lid)]
    else:
        name = names[game.current_player]
        lines = [say("table-status", round=game.round, name=name, bag=bag, lid=lid)]
    events = list(events or ())
    story = describe_events(say, events, names, printed=bool(game.variant.printed_cells))
    if story:
        lines.append(story)
    if game.result is not None and not any(isinstance(e, GameEnded) for e in events):
        lines.append(describe_result(say, game.result, names))
    if not game.is_over:
        lines += _offer(say, game)
    lines += [_player(say, game, seat, names[seat]) for seat in range(len(game.players))]
    return "\n".join(lines)


def _offer(say: Words, game: Game) -> list[str]:
    factories = [
        say("table-factory", number=index + 1, tiles=tiles_list(say, counts))
        for index, counts in enumerate(game.factories)
        if any(counts)
    ]
    offer = [
        say("table-factories", list=" · ".join(factories))
        if factories
        else say("table-factories-empty")
    ]
    center = tiles_list(say, game.center)
    if not game.marker_in_center:
        return [*offer, say("table-center", tiles=center)]
    if not any(game.center):
        return [*offer, say("table-center-only-marker")]
    return [*offer, say("table-center-marker", tiles=center)]


def _player(say: Words, game: Game, seat: int, name: str) -> str:
    board = game.players[seat]
    lines = []
    for line in range(WALL_SIZE):
        color, count = board.line(line)
        if color is not None:
            shown = color_name(say, color)
            lines.append(say("table-line", number=line + 1, count=count, color=shown))
    floor = len(board.floor)
    return say(
        "table-player",
        name=name,
        score=board.score,
        lines=", ".join(lines) or say("table-lines-empty"),
        wall=bin(board.wall).count("1"),
        floor=say("table-floor", count=floor, points=game.variant.floor_penalty(floor))
        if floor
        else say("table-floor-empty"),
    )


def alt_text(
    say: Words, game: Game, names: Sequence[str], events: Iterable[Event] | None = None
) -> str:
    """``describe_table`` cut to Discord's limit for an image description."""
    text = describe_table(say, game, names, events)
    return clipped(text, ALT_TEXT_LIMIT)


# ----------------------------------------------------------------------------- the moves


def moves_pages(
    say: Words,
    moves: Sequence[tuple[Sequence[Event], Sequence[int]]],
    names: Sequence[str],
    limit: int = 1800,
    *,
    printed: bool = False,
) -> list[str]:
    """Every move so far (its events and the scores before it), numbered and told as its
    turn message told it, cut into pages of at most about ``limit`` characters."""
    pages: list[list[str]] = [[]]
    size = 0
    stories = tell_moves(say, moves, names, printed=printed)
    for number, story in enumerate(stories, 1):
        told = say("moves-move", number=number, story=story)
        if pages[-1] and size + len(told) > limit:
            pages.append([])
            size = 0
        pages[-1].append(told)
        size += len(told) + 1
    return ["\n".join(page) for page in pages if page]
