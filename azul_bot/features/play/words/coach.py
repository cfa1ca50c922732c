"""The coach's advice in the reader's language: the move, said once, and why it is worth
playing, in one sentence: ``**1 red from factory 1 → line 4**: fills it for +7 (4 across,
3 down); leaves 3 blue that only your opponent can use.`` It says the same hint the same way
every time, in at most ``MAX_LENGTH`` characters of reasons.
"""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.ai import Hint as Advice
from azul_bot.ai import Leftover, PlacementHint, Why
from azul_bot.core.words.catalogue import Words
from azul_bot.core.words.narrator import color_name, joined, tiles
from azul_bot.engine import CLASSIC, FLOOR, WALL_SIZE, Variant

from .pickers import move_said

MAX_LENGTH = 160
"""Characters of reasons a hint may take (short enough for a phone); the least useful is
left out beyond."""


def describe_advice(
    say: Words,
    hint: Advice | PlacementHint,
    seat: int,
    names: Sequence[str],
    rules: Variant = CLASSIC,
) -> str:
    """A take's hint (``describe_hint``) or, at a free wall's tiling, a column's
    (``describe_placement``)."""
    if isinstance(hint, PlacementHint):
        return describe_placement(say, hint)
    return describe_hint(say, hint, seat, names, rules)


def describe_hint(
    say: Words, hint: Advice, seat: int, names: Sequence[str], rules: Variant = CLASSIC
) -> str:
    """``**the move**: why`` for the player in ``seat`` at a table of ``names``, playing
    ``rules`` (its end bonuses)."""
    main = _placement(say, hint)
    why = main
    for reason in (_printed(say, hint), _bonus(say, hint, rules), _floor(say, hint)):
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
    if hint.no_cell:  # a grey wall with no cell left for the color in that row
        return say("hint-no-cell", color=color_name(say, hint.move.color))
    if not hint.completes:
        return say("hint-short", count=hint.line_capacity - hint.line_count)
    if hint.h > 1 and hint.v > 1:
        return say("hint-fills-both", points=hint.points, h=hint.h, v=hint.v)
    if hint.h > 1:
        return say("hint-fills-row", points=hint.points, h=hint.h)
    if hint.v > 1:
        return say("hint-fills-column", points=hint.points, v=hint.v)
    return say("hint-fills", points=hint.points)


def _printed(say: Words, hint: Advice) -> str:
    """A Crystal Mosaic's printed cell that multiplies the points the line will score."""
    if not hint.completes or hint.no_cell or hint.multiplier <= 1:
        return ""
    return say("hint-on-printed", times=hint.multiplier)


def _bonus(say: Words, hint: Advice, rules: Variant) -> str:
    if not hint.completes or hint.no_cell:
        return ""
    color = color_name(say, hint.move.color)
    done = []
    if hint.row_tiles == WALL_SIZE:
        done.append(say("hint-row-done", bonus=rules.row_bonus))
    if hint.column_tiles == WALL_SIZE:
        done.append(say("hint-column-done", bonus=rules.column_bonus))
    if hint.color_tiles == WALL_SIZE:
        done.append(say("hint-color-done", color=color, bonus=rules.color_bonus))
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


def describe_placement(say: Words, hint: PlacementHint) -> str:
    """``**the line → the column**: why`` for a free wall's waiting line, and the line or
    the printed cell it leaves without a cell. The warning is always said: when both do not
    fit in ``MAX_LENGTH``, the reason shrinks to the points now."""
    move = hint.move

    def said(why: str) -> str:
        return say(
            "hint-place-move",
            row=move.row + 1,
            color=color_name(say, hint.color),
            column=move.col + 1,
            why=why,
        )

    warning = _closing_warning(say, hint)
    if not warning:
        return said(_column_reason(say, hint))
    text = said(say("hint-place-but", first=_column_reason(say, hint), second=warning))
    if len(text) <= MAX_LENGTH:
        return text
    return said(
        say("hint-place-but", first=say("hint-place-now", points=hint.points), second=warning)
    )


def _closing_warning(say: Words, hint: PlacementHint) -> str:
    """What the column closes for good: one of the player's lines, else a printed cell."""
    if hint.closes:
        row, color = hint.closes[0]
        return say("hint-place-closes", row=row + 1, color=color_name(say, color))
    if hint.closes_printed:
        cell = hint.closes_printed[0]
        return say("hint-place-closes-printed", row=cell.row + 1, color=str(cell.color))
    return ""


def _column_reason(say: Words, hint: PlacementHint) -> str:
    points = hint.points
    if hint.reason is Why.ONLY_CELL:
        return say("hint-place-only", points=points)
    if hint.reason is Why.KEEPS_OPEN and hint.keeps_open:
        kept = hint.keeps_open[0]
        color = color_name(say, kept.color)
        return say("hint-place-keeps", points=points, column=kept.col + 1, color=color)
    if hint.reason is Why.KEEPS_PRINTED and hint.keeps_printed:
        kept_cell = hint.keeps_printed[0]
        return say(
            "hint-place-keeps-printed",
            points=points,
            row=kept_cell.row + 1,
            color=str(kept_cell.color),
        )
    if hint.reason is Why.PRINTED_DOUBLE and hint.multiplier > 1:
        return say(
            "hint-place-printed", points=points, times=hint.multiplier, color=str(hint.color)
        )
    if hint.reason in (Why.MOST_POINTS, Why.KEEPS_OPEN, Why.KEEPS_PRINTED, Why.PRINTED_DOUBLE):
        # (a reason whose facts are missing says the points, as the plain column would)
        return say("hint-place-most", points=points)
    if hint.reason is Why.BONUS:
        progress = _placement_progress(say, hint)
        return say("hint-place-bonus", points=points, best=hint.best_points, progress=progress)
    return say("hint-place-ahead", points=points)


def _placement_progress(say: Words, hint: PlacementHint) -> str:
    """The bonus the column brings closest: the fullest of its row, column and color."""
    color = color_name(say, hint.color)
    said = {
        hint.column_tiles: say("hint-column-progress", count=hint.column_tiles),
        hint.color_tiles: say("hint-color-progress", color=color, count=hint.color_tiles),
        hint.row_tiles: say("hint-place-row-progress", count=hint.row_tiles),
    }  # on a tie the row is said: it is the bonus that ends the game
    return said[max(said)]
