"""The words of the move pickers: labels of the sources, colors and lines offered (in an
autocomplete, under a table, in the private picker) and the move they make, said once.

Everything here reads engine values: a source or line index, a ``Color``, tile counts and the
``Placement`` a move would have (``game.preview``).
"""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core.words.catalogue import Words
from azul_bot.core.words.narrator import COLOR_EMOJI, color_name, line_name, tiles, tiles_list
from azul_bot.engine import CENTER, FLOOR, Color, Move, Placement

BUTTON_LIMIT = 80
"""Discord's limit for a button's label."""


def source_from(say: Words, source: int) -> str:
    """``from factory 2``, ``from the center``: where tiles are taken from."""
    if source == CENTER:
        return say("from-center")
    return say("from-factory", number=source + 1)


def source_label(say: Words, source: int, counts: Sequence[int], marker: bool = False) -> str:
    """A menu's line: ``Factory 2 — 1 yellow, 2 red``, ``Center — 3 blue + first-player
    marker``."""
    held = tiles_list(say, counts)
    if source != CENTER:
        return say("pick-factory", number=source + 1, tiles=held)
    return say("pick-center-marker" if marker else "pick-center", tiles=held)


def source_button_label(
    say: Words, source: int, counts: Sequence[int], marker: bool = False
) -> str:
    """Short enough for a phone's button: ``2 · 1🟨 2🟥``, ``Center · 3🟦 + first-player
    marker``."""
    held = " ".join(f"{count}{COLOR_EMOJI[Color(c)]}" for c, count in enumerate(counts) if count)
    if source != CENTER:
        label = say("button-factory", number=source + 1, tiles=held)
    else:
        label = say("button-center-marker" if marker else "button-center", tiles=held)
    return label[:BUTTON_LIMIT]


def color_label(say: Words, color: Color, count: int) -> str:
    """``3 red``, ``3 rouges``, ``3 rode``: a count before its tiles, as the narrator says
    it (``× 2`` is the Crystal Mosaic's doubling, not a count)."""
    return say("pick-color", tiles=tiles(say, count, color))


def placement_parts(
    say: Words,
    move: Move,
    placement: Placement,
    lost: int = 0,
    *,
    floor_bound: bool = False,
    printed: bool = False,
) -> str:
    """Where the tiles go and what the floor costs: ``3 fit, 1 to the floor, −1``;
    ``2 to the floor, 1 to the lid, −4``. ``lost`` is the points the move adds to the floor's
    penalty (the service's ``LineChoice.lost``): said only when there is one."""
    parts = []
    if move.line != FLOOR:
        parts.append(say("pick-fit", count=placement.to_line))
    if placement.to_floor or move.line == FLOOR:
        parts.append(say("pick-to-floor", count=placement.to_floor))
    if placement.to_lid:
        parts.append(say("pick-to-lid", count=placement.to_lid))
    if lost:
        parts.append(say("pick-floor-cost", points=lost))
    if floor_bound:  # a free wall with no cell left for the color in that row
        parts.append(say("pick-printed-floor" if printed else "pick-grey-floor"))
    return ", ".join(parts)


def line_label(
    say: Words,
    move: Move,
    placement: Placement,
    lost: int = 0,
    *,
    floor_bound: bool = False,
    printed: bool = False,
) -> str:
    """``line 4 — 3 fit, 1 to the floor, −1``; ``floor — 3 to the floor, −4``."""
    parts = placement_parts(say, move, placement, lost, floor_bound=floor_bound, printed=printed)
    if move.line == FLOOR:
        return say("pick-floor", placement=parts)
    return say("pick-line", number=move.line + 1, placement=parts)


def move_said(say: Words, move: Move, count: int) -> str:
    """The move, once: ``3 red from factory 2 → line 4``."""
    return say(
        "pick-move",
        tiles=tiles(say, count, move.color),
        source=source_from(say, move.source),
        line=line_name(say, move.line),
    )


def move_without_count(say: Words, move: Move) -> str:
    """The move as its buttons name it: ``red from factory 2 → line 4``."""
    return say(
        "pick-move-color",
        color=color_name(say, move.color),
        source=source_from(say, move.source),
        line=line_name(say, move.line),
    )
