"""The coach's advice in the reader's language: the move, said once, and why it is worth
playing, in one sentence: ``**1 red from factory 1 → line 4**: fills it for +7 (4 across,
3 down); leaves 3 blue that only your opponent can use.``

It reads the facts of a hint (``azul_bot.ai.Hint``: what the move takes, where the tiles go,
what the tiling would score) and says the same hint the same way every time, in at most
``MAX_LENGTH`` characters of reasons.
"""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.ai import Hint as Advice
from azul_bot.ai import Leftover
from azul_bot.engine import FLOOR

from .catalogue import Words
from .narrator import color_name, joined, tiles
from .pickers import move_said

MAX_LENGTH = 160
"""Characters of reasons a hint may take (short enough for a phone); the least useful is
left out beyond."""


def describe_hint(say: Words, hint: Advice, seat: int, names: Sequence[str]) -> str:
    """``**the move**: why`` for the player in ``seat`` at a table of ``names``."""
    main = _placement(say, hint)
    why = main
    for reason in (_bonus(say, hint), _floor(say, hint)):
        if reason:
            why = say("clauses", first=why, second=reason)
    leftover = _leftover(say, hint.leaves, seat, names)
    if leftover and len(why) + len(leftover) + 2 <= MAX_LENGTH:
        why = say("hint-and", first=why, second=leftover)
    if len(why) > MAX_LENGTH:
        why = main
    return say("hint-move", move=move_said(say, hint.move, hint.taken), why=why)


def _placement(say: Words, hint: Advice) -> str:
    if hint.move.line == FLOOR:
        key = "hint-floor-marker" if hint.takes_marker else "hint-floor"
        return say(key, penalty=hint.floor_penalty)
    if not hint.completes:
        return say("hint-short", count=hint.line_capacity - hint.line_count)
    if hint.h > 1 and hint.v > 1:
        return say("hint-fills-both", points=hint.points, h=hint.h, v=hint.v)
    if hint.h > 1:
        return say("hint-fills-row", points=hint.points, h=hint.h)
    if hint.v > 1:
        return say("hint-fills-column", points=hint.points, v=hint.v)
    return say("hint-fills", points=hint.points)


def _bonus(say: Words, hint: Advice) -> str:
    if not hint.completes:
        return ""
    color = color_name(say, hint.move.color)
    done = []
    if hint.row_tiles == 5:
        done.append(say("hint-row-done"))
    if hint.column_tiles == 5:
        done.append(say("hint-column-done"))
    if hint.color_tiles == 5:
        done.append(say("hint-color-done", color=color))
    if done:
        return ", ".join(done)
    progress = []
    if hint.column_tiles >= 3:
        progress.append(say("hint-column-progress", count=hint.column_tiles))
    if hint.color_tiles >= 3:
        progress.append(say("hint-color-progress", color=color, count=hint.color_tiles))
    return ", ".join(progress)


def _floor(say: Words, hint: Advice) -> str:
    if hint.move.line == FLOOR or not (hint.to_floor or hint.takes_marker):
        return ""
    if hint.to_floor and hint.takes_marker:
        what = say("hint-overflow-marker", count=hint.to_floor)
    elif hint.to_floor:
        what = say("hint-overflow", count=hint.to_floor)
    else:
        what = say("hint-marker")
    return say("hint-cost", what=what, penalty=hint.floor_penalty) if hint.floor_penalty else what


def _leftover(say: Words, leaves: Sequence[Leftover], seat: int, names: Sequence[str]) -> str:
    """The biggest lot this move pushes into the center, and who else can use it."""
    if not leaves:
        return ""
    lot = max(leaves, key=lambda leftover: (len(leftover.users) > 0, leftover.count))
    lot_tiles = tiles(say, lot.count, lot.color)
    others = [other for other in range(len(names)) if other != seat]
    if not lot.users:
        return say("hint-leaves-nobody", tiles=lot_tiles)
    if len(others) == 1:
        return say("hint-leaves-opponent", tiles=lot_tiles)
    if len(lot.users) == len(others):
        return say("hint-leaves-everybody", tiles=lot_tiles)
    users = joined(say, [names[user] for user in lot.users])
    return say("hint-leaves-some", tiles=lot_tiles, names=users, count=len(lot.users))
