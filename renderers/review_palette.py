"""A reviewed move's picture on a palette of its own (``review``): the fixed palette's colors
the table uses, in their order, then the marks' inks and their blends with what they cross, up
to 256; the table's pixels copied by index, only the marks' mapped onto the new palette."""

from __future__ import annotations

from PIL import Image, ImageChops

from . import style

THEME = style.THEME


def on_own_palette(base: Image.Image, plain: Image.Image, marked: Image.Image) -> Image.Image:
    """``marked`` (``plain`` with the marks drawn) on a palette of its own: the colors of
    ``base`` (``plain`` on the fixed palette) copied by index, the marks' pixels mapped onto
    the rest (their inks and blends)."""
    fixed = style.palette()
    used = sorted(index for _, index in base.getcolors(256) or () if isinstance(index, int))
    own = [fixed[index] for index in used]
    known = set(own)
    for color in mark_colors():
        if len(own) == 256:
            break
        if color not in known:
            known.add(color)
            own.append(color)
    lookup = [0] * 256
    for new, old in enumerate(used):
        lookup[old] = new
    indexes = Image.frombytes("L", base.size, base.tobytes()).point(lookup)
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for color in own for channel in color])
    mapped = marked.quantize(palette=palette, dither=Image.Dither.NONE)
    drawn = Image.frombytes("L", base.size, mapped.tobytes())
    indexes = Image.composite(drawn, indexes, changed(plain, marked))
    image = Image.frombytes("P", base.size, indexes.tobytes())
    image.putpalette([channel for color in own for channel in color])
    return image


def changed(before: Image.Image, after: Image.Image) -> Image.Image:
    """A mask ("L", 255 where ``after`` differs from ``before`` in any channel)."""
    difference = ImageChops.difference(before, after).split()
    most = ImageChops.lighter(ImageChops.lighter(difference[0], difference[1]), difference[2])
    return most.point(lambda value: 255 if value else 0)


def mark_colors() -> list[style.RGB]:
    """The marks' inks, then their blends with what they are drawn on, the tags' panel
    first (their words' edges): as many as the palette has room for, in this order."""
    grounds = ("panel", "factory", "slot", "center", "table", "well", "wall", "header")
    inks = list(style.REVIEW_INK.values())
    colors = list(inks)
    colors += [style.blend(THEME["panel"], ink, t) for ink in inks for t in (0.5, 0.25, 0.75)]
    for steps in ((0.5,), (0.25, 0.75)):
        colors += [
            style.blend(THEME[ground], ink, t)
            for t in steps
            for ground in grounds[1:]
            for ink in inks
        ]
    return colors
