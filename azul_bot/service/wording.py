"""Every sentence the bot says about the game: moves, rounds, results, refusals, the rules.

The engine holds no wording (DESIGN.md); this is the one place that turns its events and
reasons into plain text. Names given to these functions are already made safe
(``names.safe_name``); a mention is written only for a user the message is allowed to ping.
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

from .names import safe_name
from .ratings import PROVISIONAL_GAMES

if TYPE_CHECKING:
    from azul_bot.store import LeaderboardPage, PlayerStats, Seat

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


# ----------------------------------------------------------------------------- lobby and turns

LOBBY_STARTED = "This lobby has started: the game is below."
LOBBY_CLOSED = "The lobby is closed: everybody left."


def lobby_text(seats: Sequence[Seat], host_id: int) -> str:
    host = next((safe_name(s.name) for s in seats if s.user_id == host_id), "?")
    listing = "\n".join(f"{s.position + 1}. {safe_name(s.name)}" for s in seats)
    need = "Ready: the host can start." if len(seats) >= 2 else "Waiting for at least 2 players."
    return f"**Azul lobby** — host {host}. Seats {len(seats)}/4:\n{listing}\n{need}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def your_turn(user_id: int) -> str:
    return f"{mention(user_id)}, your turn: tap a source below, or use `/azul play`."


def thanks(user_ids: Sequence[int]) -> str:
    return f"Thanks for playing, {' '.join(mention(u) for u in user_ids)}!" if user_ids else ""


def rematch_invitation(user_ids: Sequence[int]) -> str:
    return f"🔁 Rematch! {' '.join(mention(u) for u in user_ids)}, take your seats with **Join**."


REMATCH_LOBBY_OPEN = "A lobby is already open here: take your seat with its **Join** button."
REMATCH_SEATED = "You already have a seat in the lobby here: the host starts it."
REMATCH_RUNNING = "A game is already running here: a rematch can open when it ends."


NOBODY_LEFT = "Nobody is left at this table: the game ends here and does not count for the stats."


def resigned(name: str, level: str) -> str:
    return f"{name} left the game; a computer ({level}) plays their seat from now on."


def ran_out_of_time(name: str, level: str, for_good: bool) -> str:
    who = "takes the seat for the rest of the game" if for_good else "played this turn for them"
    return f"⏰ {name} ran out of time; a computer stand-in ({level}) {who}.\n"


def _time_left(left: str | None) -> str:
    return f" {left} left before a computer stand-in plays it." if left else ""


def reminder(user_id: int, left: str | None) -> str:
    """The reminder in the game's channel, pinging the player to move."""
    return f"⏳ {mention(user_id)}, it's still your turn in Azul.{_time_left(left)}"


def dm_reminder(link: str, left: str | None) -> str:
    """The reminder by direct message, for a player who asked for those (``/azul notify``)."""
    return f"⏳ It's still your turn in Azul.{_time_left(left)} Your table: {link}"


def lobby_expired() -> str:
    return "This lobby closed after a day without a start; the channel is free again."


def rated_or_not(rated: bool) -> str:
    if rated:
        return "Stats and ratings are updated: see `/azul leaderboard`."
    return (
        "Stats are updated; this game does not change ratings (coached, or fewer than two people)."
    )


def replay_text(
    game_id: int, names: Sequence[str], rounds: Sequence[tuple[int, Sequence[int]]], final: str
) -> str:
    """The scores after each round's wall tiling, then the final standings."""
    lines = [f"**Replay of game #{game_id}**", " · ".join(names)]
    for number, scores in rounds:
        lines.append(f"Round {number}: " + ", ".join(str(score) for score in scores))
    lines.append(f"Final: {final}")
    return "\n".join(lines)


def dm_turn(link: str) -> str:
    return f"It's your turn in Azul: {link}"


def notify_text(on: bool) -> str:
    if on:
        return "I'll send you a direct message when it's your turn (if your DMs are open)."
    return "No more direct messages: you'll be pinged in the game's channel."


def game_begins(names: Sequence[str], first: int) -> str:
    return f"**Azul begins!** {', '.join(names)}. {names[first]} was drawn to play first."


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


def describe_events(
    events: Sequence[Event], names: Sequence[str], scores_before: Sequence[int] | None = None
) -> str:
    """The whole story of one move: the move, and the round's end and the game's end if any.

    ``scores_before`` (the scores when the move was made) lets a floor penalty say what was
    really lost: a score never drops below 0, so −6 on a score of 1 costs 1.
    """
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
                tiled = walled.get(player, [])
                floor = floors.get(player)
                lost = floor.points if floor else 0
                if floor is not None and scores_before is not None:
                    lost = scores_before[player] + sum(w.points for w in tiled) - floor.score
                lines.append(round_line(names[player], tiled, floor, score, lost))
        elif isinstance(event, BagRefilled):
            lines.append(f"The bag ran out and was refilled with {event.tiles} tiles from the lid.")
        elif isinstance(event, RoundStarted) and any(map(sum, event.factories)):
            # With no tile left to deal the game ends instead: no round to announce.
            lines.append(f"**Round {event.round}** begins; {names[event.first_player]} starts.")
        elif isinstance(event, GameEnded):
            lines.append("")
            lines.append(describe_result(event.result, names))
    return "\n".join(lines).strip()


def round_line(
    name: str,
    walled: Sequence[TileWalled],
    floor: FloorPenalty | None,
    score: int,
    lost: int | None = None,
) -> str:
    parts = [
        f"{COLOR_EMOJI[w.color]} {w.color} on row {w.row + 1} +{w.points}" + run_detail(w)
        for w in walled
    ]
    if floor is not None:
        lost = floor.points if lost is None else lost
        parts.append(f"floor −{lost} ({plural(floor.slots, 'slot')})")
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


def source_button_label(game: Game, source: int) -> str:
    """Short enough for a phone's button: ``2 · 1🟨 2🟥``, ``Center · 3🟦 +1st``."""
    counts = game.center if source == CENTER else game.factories[source]
    tiles = " ".join(f"{count}{COLOR_EMOJI[Color(c)]}" for c, count in enumerate(counts) if count)
    label = f"{'Center' if source == CENTER else source + 1} · {tiles}"
    return label + (" +1st" if source == CENTER and game.marker_in_center else "")


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

**Playing here:** `/azul new`, friends `/azul join`, host `/azul start`. On your turn tap a \
source under the table, then a color and a line, or use `/azul play source color line` \
(e.g. factory `2`, `red`, line `4`). `/azul board` shows the table to you alone."""


# ----------------------------------------------------------------------------- stats


def shown_rating(stats: PlayerStats) -> str:
    """``1043``, or ``1043?`` while the rating rests on too few rated games."""
    mark = "?" if stats.rated_games < PROVISIONAL_GAMES else ""
    return f"{stats.rating:.0f}{mark}"


def leaderboard_text(board: LeaderboardPage) -> str:
    if not board.entries:
        return "No finished games on this server yet: finish one and it shows here."
    lines = [f"**Azul leaderboard — by {board.sort.replace('_', ' ')}**"]
    for entry in board.entries:
        lines.append(
            f"{entry.rank}. {safe_name(entry.name)} — rating {shown_rating(entry)}, "
            f"{entry.wins}/{entry.games} wins ({entry.win_rate:.0%}), "
            f"average {entry.average_score:.1f}, best {entry.best_score}"
        )
    if any(entry.rated_games < PROVISIONAL_GAMES for entry in board.entries):
        lines.append(
            f"? provisional: fewer than {PROVISIONAL_GAMES} rated games (games against "
            "other people), so the rating can still move a lot."
        )
    lines.append(f"Page {board.page}/{board.pages} · {board.total} players")
    return "\n".join(lines)


def stats_text(stats: PlayerStats) -> str:
    provisional = (
        f", provisional: {plural(stats.rated_games, 'rated game')} so far"
        if stats.rated_games < PROVISIONAL_GAMES
        else ""
    )
    rank = f"#{stats.rank}" if stats.rank is not None else "unranked"
    return "\n".join(
        [
            f"**{safe_name(stats.name)}** — rating {shown_rating(stats)} ({rank}{provisional})",
            f"Games {stats.games} · wins {stats.wins} ({stats.win_rate:.0%})",
            f"Average score {stats.average_score:.1f} · best {stats.best_score}",
            f"Completed: {stats.rows} rows, {stats.columns} columns, {stats.colors} colors",
        ]
    )
