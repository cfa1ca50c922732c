"""Reading typed sources, colors and lines, and listing the legal ones for menus.

Values are what a user types or an autocomplete sends: source ``center`` or ``1``..``9``
(as drawn on the table), color ``red`` (or its letter), line ``1``..``5`` or ``floor``.
"""

from __future__ import annotations

import re

from azul_bot.engine import CENTER, COLORS, FLOOR, Color, Game, Move
from azul_bot.engine.moves import MOVES

from .errors import BadInput
from .results import Choice
from .wording import placement_label, source_button_label, source_label

MAX_VALUE = 16
"""No source, color or line is spelled with more characters ("factory #9", "yellow", "floor"):
anything longer is refused before it is parsed, however it was sent."""

_SOURCE = re.compile(r"^\s*(?:(center|centre|c)|(?:factory|f)?\s*#?\s*(\d+))\s*$", re.IGNORECASE)
_LINE = re.compile(r"^\s*(?:(floor|f)|(?:line|l)?\s*(\d+))\s*$", re.IGNORECASE)


def bounded(text: str | None) -> bool:
    return text is None or len(text) <= MAX_VALUE


def _short(text: str, what: str) -> str:
    if not bounded(text):
        raise BadInput(f"That {what} is far too long to be one; pick it from the list.")
    return text or ""


def parse_source(text: str) -> int:
    match = _SOURCE.match(_short(text, "source"))
    if match is None:
        raise BadInput(
            f"I can't read the source {text!r}: use `center` or a factory number from the table."
        )
    if match[1]:
        return CENTER
    number = int(match[2])
    if not 1 <= number <= 9:
        raise BadInput(f"There is no factory {number}: factories are numbered 1 to 9 at most.")
    return number - 1


def parse_color(text: str) -> Color:
    try:
        return Color.from_name(_short(text, "color"))
    except ValueError:
        raise BadInput(
            f"I can't read the color {text!r}: use blue, yellow, red, black or white."
        ) from None


def parse_line(text: str) -> int:
    match = _LINE.match(_short(text, "line"))
    if match is None:
        raise BadInput(f"I can't read the line {text!r}: use a line number 1 to 5, or `floor`.")
    if match[1]:
        return FLOOR
    number = int(match[2])
    if not 1 <= number <= 5:
        raise BadInput(f"There is no line {number}: lines are numbered 1 to 5, or `floor`.")
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


def source_choices(game: Game) -> list[Choice]:
    return [Choice(source_value(s), source_label(game, s)) for s in _sources(game)]


def source_buttons(game: Game) -> list[Choice]:
    """``source_choices`` with labels short enough for a row of buttons."""
    return [Choice(source_value(s), source_button_label(game, s)) for s in _sources(game)]


def color_choices(game: Game, source: int) -> list[Choice]:
    counts = _counts(game, source)
    return [Choice(str(color), f"{color} ×{counts[color]}") for color in COLORS if counts[color]]


def line_choices(game: Game, source: int, color: int) -> list[Choice]:
    if not _counts(game, source)[color]:
        return []
    choices = []
    for line in range(FLOOR + 1):
        move = picked_move(source, color, line)
        if game.check(move) is None:
            choices.append(Choice(line_value(line), placement_label(move, game.preview(move))))
    return choices


def _counts(game: Game, source: int) -> list[int]:
    if source == CENTER:
        return game.center
    if 0 <= source < len(game.factories):
        return game.factories[source]
    return [0] * 5


def filter_choices(choices: list[Choice], typed: str, limit: int = 25) -> list[Choice]:
    """Autocomplete filtering: keep choices whose value or label contains what was typed."""
    needle = (typed or "").strip().lower()
    if needle:
        choices = [c for c in choices if needle in c.value.lower() or needle in c.label.lower()]
    return choices[:limit]
