"""Colors, tile symbols and the fixed PNG palette of the table image.

Every tile color also carries its own symbol (disc, diamond, triangle, cross, ring), so a
player who cannot tell the colors apart still can tell the tiles apart; ``contrast_ratio``
(WCAG 2) is how the test suite checks that symbols and text stand out from what is under them.
"""

from __future__ import annotations

from typing import Any

from azul_bot.engine import Color

RGB = tuple[int, int, int]

# ---------------------------------------------------------------- the table (semantic keys)
THEME: dict[str, RGB] = {
    "table": (19, 29, 43),  # the image background
    "table_ornament": (27, 40, 58),  # the faint azulejo motif on it
    "panel": (33, 48, 68),  # a player's board, the factory area, the status band
    "panel_edge": (58, 79, 106),
    "header": (42, 60, 84),  # the strip with a player's name and score
    "wall": (26, 38, 55),  # the backing behind the 5 x 5 wall
    "slot": (22, 33, 48),  # an empty pattern-line or floor slot
    "well": (19, 28, 41),  # an empty wall cell
    "slot_edge": (66, 88, 116),
    "factory": (48, 68, 95),  # a factory display
    "factory_edge": (92, 118, 150),
    "center": (27, 40, 57),
    "text": (238, 242, 247),
    "text_muted": (160, 176, 196),
    "penalty": (255, 150, 140),  # floor penalties
    "floor_cost": (206, 122, 118),  # what an empty floor slot would cost, written in it
    "turn": (250, 201, 72),  # whose turn it is
    "turn_text": (30, 24, 8),  # text on the turn color
    "last_move": (255, 255, 255),  # outline of where the last move's tiles came from / went
    "score_badge": (250, 201, 72),  # "+7" next to a tile just walled
    "score_badge_text": (30, 24, 8),
    "winner": (250, 201, 72),
}


# ---------------------------------------------------------------- tiles
def _by_color(*values: Any) -> dict[Color, Any]:
    """``values`` in the engine's order of colors: blue, yellow, red, black, white."""
    return dict(zip(Color, values, strict=True))


TILE_COLORS: dict[Color, RGB] = _by_color(
    (36, 108, 212), (246, 193, 50), (213, 59, 45), (36, 37, 43), (231, 238, 230)
)
SYMBOL_COLORS: dict[Color, RGB] = _by_color(
    (255, 255, 255), (72, 46, 0), (255, 255, 255), (232, 232, 238), (14, 112, 112)
)
# The silhouette drawn on each color; no two alike, and the pairs that color-blind players
# confuse most (red/black, yellow/white, blue/black) differ most in shape.
SYMBOLS: dict[Color, str] = _by_color("disc", "diamond", "triangle", "cross", "ring")
# Each symbol as text, for the legend in words and the text renderer.
SYMBOL_CHARS: dict[Color, str] = _by_color("●", "◆", "▲", "✕", "○")
# A dark tile on a dark board needs a light rim to show its edge.
TILE_RIM: dict[Color, RGB] = _by_color(
    (20, 70, 150), (190, 140, 20), (150, 36, 28), (120, 124, 136), (170, 186, 178)
)
MARKER_COLOR: RGB = (132, 92, 210)  # the first-player marker: a violet tile with a "1"
MARKER_TEXT: RGB = (255, 255, 255)
MARKER_RIM: RGB = (220, 200, 255)

# An empty wall cell is a dark well with the symbol of the color it wants, small and dim: no
# tile body, so it cannot pass for a placed tile, in color or in shape. The ink of each symbol
# is the color's own, or for black (too dark to see on the well) a grey.
TARGET_INK: dict[Color, RGB] = _by_color(
    (66, 118, 196), (176, 142, 52), (178, 74, 64), (128, 132, 146), (150, 164, 160)
)
# Where the last move's tiles were: corner marks in the tile's color (black's rim, on a dark
# factory), around nothing.
TAKEN_INK: dict[Color, RGB] = _by_color(
    (96, 160, 255),
    TILE_COLORS[Color.YELLOW],
    (240, 96, 80),
    (150, 154, 168),
    TILE_COLORS[Color.WHITE],
)


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved ``t`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# A printed cell of a free wall (the Crystal Mosaic), readable on a phone on every board: the
# well tinted half way towards its color's target ink, framed and marked with its symbol in
# the color's bright ink (the taken marks' ink: black's a light grey, which a dark well shows).
# A placed tile is the other way round, a bright body with a contrasting symbol; a closed
# printed cell is a plain well with the dim symbol. Both shades are on the palette already.
PRINTED_FILL: dict[Color, RGB] = {
    color: blend(THEME["well"], ink, 1 / 2) for color, ink in TARGET_INK.items()
}
PRINTED_INK: dict[Color, RGB] = dict(TAKEN_INK)

# A reviewed move's marks (``review``): the move played in magenta, the better one in green,
# neither a tile's color nor a highlight's (white, gold); the pair color-blind eyes tell
# apart best (one bluish, one yellowish to the red-green blind), and the played one is dashed
# as well. They are not on the fixed palette: a review's picture has a palette of its own.
REVIEW_INK: dict[str, RGB] = {"played": (240, 96, 224), "better": (72, 228, 150)}


# ---------------------------------------------------------------- contrast (WCAG 2)
def relative_luminance(color: RGB) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio, 1 (none) to 21 (black on white)."""
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# ---------------------------------------------------------------- the PNG palette
# Pairs whose anti-aliased edges should survive the palette: for each, intermediate shades
# are added so text and tile edges stay smooth after quantizing.
_RAMP_STEPS = 4


def _ramp_pairs() -> list[tuple[RGB, RGB]]:
    t = THEME
    inks_on = {
        "text": ("table", "panel", "header", "slot", "factory", "center"),
        "text_muted": ("table", "panel", "header", "slot"),
        "penalty": ("panel", "slot", "header"),
        "floor_cost": ("slot",),
        "turn": ("table", "panel", "header"),
        "last_move": ("table", "panel", "factory", "center", "slot"),
        "panel_edge": ("table",),
        "slot_edge": ("panel", "slot"),
        "factory_edge": ("panel", "factory"),
        "turn_text": ("turn",),
    }
    pairs = [(t[ink], t[bg]) for ink, backgrounds in inks_on.items() for bg in backgrounds]
    for color in Color:
        tile, symbol, rim = TILE_COLORS[color], SYMBOL_COLORS[color], TILE_RIM[color]
        pairs += [(symbol, tile), (rim, t["slot"]), (tile, rim), (rim, t["factory"])]
        pairs += [(TARGET_INK[color], t["well"]), (TAKEN_INK[color], t["factory"])]
        pairs += [(rim, t["center"])]
    pairs += [(MARKER_TEXT, MARKER_COLOR), (MARKER_RIM, t["slot"]), (MARKER_RIM, t["center"])]
    pairs += [(MARKER_COLOR, MARKER_RIM)]
    return pairs


def palette() -> list[RGB]:
    """The fixed palette every image is encoded with (at most 256 colors, no duplicates)."""
    colors: list[RGB] = []
    seen: set[RGB] = set()

    def add(color: RGB) -> None:
        if color not in seen:
            seen.add(color)
            colors.append(color)

    for ink in THEME.values():
        add(ink)
    for color in Color:
        for value in (
            TILE_COLORS[color],
            SYMBOL_COLORS[color],
            TILE_RIM[color],
            TARGET_INK[color],
            TAKEN_INK[color],
            blend(TILE_COLORS[color], (255, 255, 255), 0.3),  # bevel highlight
            blend(TILE_COLORS[color], (0, 0, 0), 0.2),  # bevel shadow
        ):
            add(value)
    for value in (MARKER_COLOR, MARKER_TEXT, MARKER_RIM):
        add(value)
    for ink, background in _ramp_pairs():
        for step in range(1, _RAMP_STEPS):
            add(blend(background, ink, step / _RAMP_STEPS))
    if len(colors) > 256:
        raise ValueError(f"palette has {len(colors)} colors, PNG allows 256")
    return colors
