"""Reading typed sources, colors and lines, and listing the legal ones for menus. A factory is
typed by its number as drawn on the table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from azul_bot.core import BadInput, safe_name
from azul_bot.engine import (
    CENTER,
    COLORS,
    FLOOR,
    MOST_FACTORIES,
    WALL_SIZE,
    Color,
    Game,
    Move,
    Placement,
)
from azul_bot.engine.moves import MOVES

from . import ids

MAX_VALUE = 16
"""No source, color or line is spelled with more characters ("factory #9", "yellow", "floor"):
anything longer is refused before it is parsed, however it was sent."""

_SOURCE = re.compile(r"^\s*(?:(center|centre|c)|(?:factory|f)?\s*#?\s*(\d+))\s*$", re.IGNORECASE)
_LINE = re.compile(r"^\s*(?:(floor|f)|(?:line|l)?\s*(\d+))\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class SourceChoice:
    """A source that holds tiles now: ``value`` as typed and sent back (``center``, ``1``..),
    the engine's ``source``, its tiles per color, and whether the marker waits there."""

    value: str
    source: int
    tiles: tuple[int, ...]
    marker: bool = False


@dataclass(frozen=True)
class ColorChoice:
    """A color the chosen source holds, ``count`` tiles of it."""

    value: str
    color: Color
    count: int


@dataclass(frozen=True)
class LineChoice:
    """A line that can take the chosen tiles: the ``move`` it makes, where they go, and the
    points its floor will cost (``lost``: what this move adds to the floor's penalty, the
    first-player marker included, given what the floor already holds)."""

    value: str
    move: Move
    placement: Placement
    lost: int = 0
    floor_bound: bool = False
    """On a free wall, the line's row has no cell left for the color: once complete, the
    whole line will go to the floor (``Game.open_columns`` is empty)."""
    printed: bool = False
    """The wall has printed cells (the Crystal Mosaic), so it is not called grey."""


Choice = SourceChoice | ColorChoice | LineChoice
"""One option of an autocomplete, a row of buttons or a menu: the value it sends back and
the facts its label is made of."""


def bounded(text: str | None) -> bool:
    return text is None or len(text) <= MAX_VALUE


def _short(text: str, what: str) -> str:
    if not bounded(text):
        raise BadInput(ids.TOO_LONG, what=what)
    return text or ""


def _typed(text: str) -> str:
    """What was typed, made safe to show back (it is at most ``MAX_VALUE`` characters)."""
    return safe_name(text, fallback="")


def parse_source(text: str) -> int:
    match = _SOURCE.match(_short(text, "source"))
    if match is None:
        raise BadInput(ids.BAD_SOURCE, typed=_typed(text))
    if match[1]:
        return CENTER
    number = int(match[2])
    if not 1 <= number <= MOST_FACTORIES:
        raise BadInput(ids.NO_SUCH_FACTORY, number=number, most=MOST_FACTORIES)
    return number - 1


def parse_color(text: str) -> Color:
    try:
        return Color.from_name(_short(text, "color"))
    except ValueError:
        raise BadInput(ids.BAD_COLOR, typed=_typed(text)) from None


def parse_line(text: str) -> int:
    match = _LINE.match(_short(text, "line"))
    if match is None:
        raise BadInput(ids.BAD_LINE, typed=_typed(text))
    if match[1]:
        return FLOOR
    number = int(match[2])
    if not 1 <= number <= WALL_SIZE:
        raise BadInput(ids.NO_SUCH_LINE, number=number)
    return number - 1


def parse_move(source: str, color: str, line: str) -> Move:
    return picked_move(parse_source(source), parse_color(color), parse_line(line))


def picked_move(source: int, color: int, line: int) -> Move:
    """The move made of a menu's picks (source, color and line as the engine numbers them)."""
    return MOVES[source][color][line]


def color_value(color: int) -> str:
    return str(Color(color))


def source_value(source: int) -> str:
    return "center" if source == CENTER else str(source + 1)


def line_value(line: int) -> str:
    return "floor" if line == FLOOR else str(line + 1)


def _sources(game: Game) -> list[int]:
    """The sources holding at least one tile the current player may take (all of them can)."""
    sources = [i for i, counts in enumerate(game.factories) if any(counts)]
    if any(game.center):
        sources.append(CENTER)
    return sources


def source_choices(game: Game) -> list[SourceChoice]:
    """The sources holding tiles now, with what each holds (the edge makes their labels:
    a line for a menu, a short one for a button)."""
    return [
        SourceChoice(
            source_value(source),
            source,
            tuple(_counts(game, source)),
            marker=source == CENTER and game.marker_in_center,
        )
        for source in _sources(game)
    ]


source_buttons = source_choices
"""The buttons under a turn message offer the same sources (with shorter labels)."""


def color_choices(game: Game, source: int) -> list[ColorChoice]:
    counts = _counts(game, source)
    return [
        ColorChoice(color_value(color), color, counts[color]) for color in COLORS if counts[color]
    ]


def line_choices(game: Game, source: int, color: int) -> list[LineChoice]:
    """The lines that can take ``color`` from ``source`` now, each with where the tiles go."""
    if not _counts(game, source)[color]:
        return []
    choices = []
    for line in range(FLOOR + 1):
        move = picked_move(source, color, line)
        if game.check(move) is None:
            placement = game.preview(move)
            bound = floor_bound(game, move)
            choices.append(
                LineChoice(
                    line_value(line),
                    move,
                    placement,
                    placement.floor_cost,
                    bound,
                    bool(game.variant.printed_cells),
                )
            )
    return choices


def floor_bound(game: Game, move: Move) -> bool:
    """A pattern line of a grey wall whose row has no open cell for the color any more: its
    tiles can only end on the floor (placements only ever close cells)."""
    if not game.variant.free_wall or move.line == FLOOR:
        return False
    return not game.open_columns(game.taker, move.line, move.color)


def _counts(game: Game, source: int) -> list[int]:
    if source == CENTER:
        return game.center
    if 0 <= source < len(game.factories):
        return game.factories[source]
    return [0] * len(COLORS)
