"""The picture's texts: their sizes, made for a phone, and how a label is fitted to its box.

No text is drawn under 22 px (``TEXT``, and the sizes of each ``layout.BoardSize``), 11 px on
a phone about 400 px wide; a label too long for its box is cut with an ellipsis, never drawn
smaller. Also the badge, a number or letter in a disc, which the factories, the center and
the last move's notation share.
"""

from __future__ import annotations

from collections.abc import Callable

from . import style, typography
from .geometry import Rect
from .layers import Command, Point, Sprite, Text
from .names import ELLIPSIS, drawable, shorten

THEME = style.THEME

# Text sizes, in pixels of the image (half that on a phone); the boards' texts are sized by
# their ``layout.BoardSize``.
TEXT: dict[str, int] = {
    "headline": 24,  # the round and whose turn, or the winner
    "stock": 22,  # bag and lid, and the name of a variant the picture names
    "mover": 22,  # who made the last move, beside it in move notation
    "notation": 22,  # the last move's source, count, arrow and line
    "legend": 22,  # the letter of each color
    "badge": 22,  # a factory's number, the center's letter
    "count": 22,  # how many of a color lie in the center
    "floor_total": 22,  # what a floor line costs so far
    "gain": 22,  # a header's points won and lost in the round's wall tiling
    "points": 22,  # what a tile just walled scored
    "result": 22,  # the final scores
}
PHONE_WIDTH = 400  # how wide Discord shows an image on a phone
SMALLEST_ON_PHONE = 11  # no text smaller than this there (the tests check every kind)


def fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """``content`` (already drawable) shortened with an ellipsis to ``max_width``."""
    return shorten(content, max_width, lambda t: typography.measure(t, size, bold))


def drawn_fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """The caller's words (a title may hold a tournament's name, with emoji) as the font
    draws them, cut to ``max_width``."""
    return fit(drawable(content, typography.covered), max_width, size, bold)


def width(content: str, size: int, bold: bool = False) -> float:
    """How wide ``content`` is drawn: where a text after it would start."""
    return typography.measure(content, size, bold) if content else 0


def fit_around(
    compose: Callable[[str], str], name: str, max_width: float, size: int, bold: bool = False
) -> str:
    """``compose(name)`` (a label around a name) in ``max_width``: the name is cut first, so
    the label's words stay whole; they are cut at the end only if not even an ellipsis for the
    name leaves room for them."""
    whole = compose(name)
    if width(whole, size, bold) <= max_width:
        return whole
    room = max_width - width(compose(ELLIPSIS), size, bold) + width(ELLIPSIS, size, bold)
    if room > width(ELLIPSIS, size, bold):
        whole = compose(fit(name, room, size, bold))
    return fit(whole, max_width, size, bold)  # widths do not quite add up (kerning)


def middle_text(
    content: str, at: Point, kind: str, color: style.RGB, *, bold: bool = True, align: str = "left"
) -> Text:
    """``content`` at the size of its ``kind`` (``TEXT``), its middle at ``at``'s height."""
    return Text(content, at, TEXT[kind], color, bold=bold, align=align, middle=True, kind=kind)


def badge_commands(label: str, disc: Rect, kind: str = "badge") -> list[Command]:
    """A factory's number or the center's letter (as players type them), in a white disc."""
    d = disc.width
    return [
        Sprite("filled", (d, d, d // 2, THEME["text"]), disc[:2]),
        middle_text(label, disc.center, kind, THEME["center"], align="center"),
    ]
