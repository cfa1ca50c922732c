"""Colors that color-blind players can tell apart, text that stands out, a small palette."""

from __future__ import annotations

from itertools import combinations

from azul_bot.engine import Color
from renderers import sprites, style

THEME = style.THEME


def test_every_color_carries_its_own_symbol():
    assert all(style.SYMBOLS[a] != style.SYMBOLS[b] for a, b in combinations(Color, 2))
    assert len(set(style.SYMBOL_CHARS.values())) == 5
    assert set(style.SYMBOLS) == set(Color)


def test_symbols_stand_out_on_their_tiles():
    for color in Color:
        assert style.contrast_ratio(style.SYMBOL_COLORS[color], style.TILE_COLORS[color]) >= 4.5


def test_an_empty_wall_cell_shows_its_symbol_dimly_on_a_dark_well():
    for color in Color:
        ink = style.TARGET_INK[color]
        assert style.contrast_ratio(ink, THEME["well"]) >= 2.5, color  # legible
        assert style.contrast_ratio(ink, style.SYMBOL_COLORS[color]) >= 1.5  # dimmer than placed
        # The well is darker than the wall behind it, far darker than any placed tile's body
        # or rim: no empty cell passes for a tile, in color or for a color-blind eye.
        assert style.relative_luminance(THEME["well"]) < style.relative_luminance(THEME["wall"])
        placed = (style.TILE_COLORS[color], style.TILE_RIM[color])  # black shows by its rim
        assert max(style.contrast_ratio(part, THEME["well"]) for part in placed) >= 2.5, color


def test_a_target_sprite_has_no_tile_body_and_a_taken_one_nothing_in_the_middle():
    for color in Color:
        target = sprites.tile(color, 30, sprites.TARGET).convert("RGB")
        assert target.getpixel((4, 15)) == THEME["well"]
        taken = sprites.tile(color, 30, sprites.TAKEN)
        assert taken.getpixel((15, 15))[3] == 0  # nothing where the tile was
        assert taken.getpixel((15, 1))[3] == 0  # the sides are open: only corners stay
        assert taken.getpixel((2, 2))[3] > 0


def test_tile_colors_differ_in_lightness_where_hues_get_confused():
    # Red/black and yellow/white are the pairs most confused with color-blindness; their
    # lightness differs too, on top of their symbols.
    for a, b in [(Color.RED, Color.BLACK), (Color.YELLOW, Color.WHITE), (Color.BLUE, Color.BLACK)]:
        assert style.contrast_ratio(style.TILE_COLORS[a], style.TILE_COLORS[b]) >= 1.3


def test_text_meets_wcag_contrast_on_every_background_it_sits_on():
    for ink, background in [
        ("text", "panel"),
        ("text", "header"),
        ("text", "table"),
        ("text", "center"),
        ("text_muted", "panel"),
        ("text_muted", "header"),
        ("penalty", "panel"),
        ("turn_text", "turn"),
        ("score_badge_text", "score_badge"),
        ("winner", "panel"),
    ]:
        assert style.contrast_ratio(THEME[ink], THEME[background]) >= 4.5, (ink, background)
    assert style.contrast_ratio(style.MARKER_TEXT, style.MARKER_COLOR) >= 4.5


def test_highlights_stand_out_from_the_board():
    for mark in ("turn", "last_move", "score_badge"):
        assert style.contrast_ratio(THEME[mark], THEME["panel"]) >= 3, mark


def test_the_palette_fits_a_png_and_holds_every_named_color():
    colors = style.palette()
    assert len(colors) <= 256
    assert len(set(colors)) == len(colors)
    for color in [*THEME.values(), *style.TILE_COLORS.values(), *style.SYMBOL_COLORS.values()]:
        assert color in colors
    for a, b in combinations(style.TILE_COLORS.values(), 2):
        assert a != b


# Machado, Oliveira & Fernandes (2009), severity 1: full dichromacy, on linear RGB.
DICHROMACY = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def simulate(color, matrix):
    def linear(v):
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def encode(c):
        c = min(1.0, max(0.0, c))
        return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)

    lin = [linear(v) for v in color]
    return tuple(encode(sum(row[j] * lin[j] for j in range(3))) for row in matrix)


def test_tile_colors_stay_apart_even_for_full_dichromats():
    # The symbols carry the difference anyway; the colors alone should still not collapse.
    for kind, matrix in DICHROMACY.items():
        seen = {c: simulate(style.TILE_COLORS[c], matrix) for c in Color}
        for a, b in combinations(Color, 2):
            distance = sum((x - y) ** 2 for x, y in zip(seen[a], seen[b], strict=True)) ** 0.5
            assert distance >= 60, (kind, a, b, distance)
