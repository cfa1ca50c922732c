"""One line of advice per coach hint, in the game's words.

``describe_hint(game, seat, hint)`` is pure: the same hint always reads the same. Players
number lines 1-5 and factories 1..N; the center is "the center".
"""

from __future__ import annotations

from azul_bot.ai import Hint, Leftover
from azul_bot.engine import CENTER, FLOOR, Game

MAX_LENGTH = 150


def describe_hint(game: Game, seat: int, hint: Hint) -> str:
    """Why ``hint`` is worth playing for the player in ``seat``, e.g. "fills line 4 with 2
    red from factory 3: +7 now (4 across, 3 down)", under ``MAX_LENGTH`` characters."""
    main = _placement(hint)
    extras = [text for text in (_bonus(hint), _floor(hint)) if text]
    text = "; ".join([main, *extras])
    leftover = _leftover(game, seat, hint.leaves)
    if leftover and len(text) + len(leftover) + 6 <= MAX_LENGTH:
        text += f", and {leftover}"
    return text if len(text) <= MAX_LENGTH else main[:MAX_LENGTH]


def _source(hint: Hint) -> str:
    source = hint.move.source
    return "the center" if source == CENTER else f"factory {source + 1}"


def _placement(hint: Hint) -> str:
    move = hint.move
    tiles = f"{hint.taken} {move.color}"
    if move.line == FLOOR:
        marker = " with the first-player marker" if hint.takes_marker else ""
        lost = f" (−{hint.floor_penalty})" if hint.floor_penalty else ""
        return f"puts {tiles} from {_source(hint)} on the floor{marker}{lost}"
    line = move.line + 1
    if hint.completes:
        return (
            f"fills line {line} with {tiles} from {_source(hint)}: +{hint.points} now{_runs(hint)}"
        )
    short = hint.line_capacity - hint.line_count
    return f"takes {tiles} from {_source(hint)} to line {line}, {short} short of complete"


def _runs(hint: Hint) -> str:
    if hint.h > 1 and hint.v > 1:
        return f" ({hint.h} across, {hint.v} down)"
    if hint.h > 1:
        return f" (a row of {hint.h})"
    if hint.v > 1:
        return f" (a column of {hint.v})"
    return ""


def _bonus(hint: Hint) -> str:
    if not hint.completes:
        return ""
    done = []
    if hint.row_tiles == 5:
        done.append("completes a row (+2, the game ends this round)")
    if hint.column_tiles == 5:
        done.append("completes a column (+7)")
    if hint.color_tiles == 5:
        done.append(f"all five {hint.move.color} (+10)")
    if done:
        return ", ".join(done)
    progress = [f"column {hint.column_tiles}/5"] if hint.column_tiles >= 3 else []
    if hint.color_tiles >= 3:
        progress.append(f"{hint.move.color} {hint.color_tiles}/5")
    return ", ".join(progress)


def _floor(hint: Hint) -> str:
    if hint.move.line == FLOOR or not (hint.to_floor or hint.takes_marker):
        return ""
    parts = []
    if hint.to_floor:
        parts.append(f"{hint.to_floor} tile{'s' * (hint.to_floor > 1)} to the floor")
    if hint.takes_marker:
        parts.append("takes the first-player marker")
    cost = f" (−{hint.floor_penalty})" if hint.floor_penalty else ""
    return " and ".join(parts) + cost


def _leftover(game: Game, seat: int, leaves: tuple[Leftover, ...]) -> str:
    """The biggest lot this move pushes into the center, and who else can use it."""
    if not leaves:
        return ""
    lot = max(leaves, key=lambda leftover: (len(leftover.users) > 0, leftover.count))
    tiles = f"leaves {lot.count} {lot.color}"
    others = [other for other in range(game.num_players) if other != seat]
    if not lot.users:
        return f"{tiles} that nobody else can use"
    if len(others) == 1:
        return f"{tiles} that only your opponent can use"
    names = [f"player {user + 1}" for user in lot.users]
    if len(names) == len(others):
        return f"{tiles} that everybody else can use"
    return f"{tiles} that only {' and '.join(names)} can use"
