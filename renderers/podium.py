"""A season's podium: the three best of a season's ladder on their steps.

Pure: it takes its words already said in the reader's language. Made for a phone like the
table (794 px wide, shown about 400 px wide there): no text under 22 px.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import style, typography
from .geometry import Rect

THEME = style.THEME
RGB = style.RGB

WIDTH, HEIGHT = 794, 520
MARGIN = 24
TITLE_Y, DATES_Y = 60, 104  # baselines of the title and the season's dates
FLOOR_Y = 488  # where the steps stand
STEP_WIDTH = 236
STEP_GAP = 16
STEP_HEIGHTS = {1: 168, 2: 124, 3: 92}
ORDER = (2, 1, 3)  # left to right: the winner in the middle, on the highest step

TEXT = {"title": 30, "dates": 24, "name": 28, "rating": 24, "games": 22, "place": 64, "star": 44}
LINE_GAP = 10  # between a place's lines
ABOVE_STEP = 20  # between the games line and its step

# The steps' metals, and the ink of the number on each (dark, for contrast on the metal).
METALS: dict[int, RGB] = {1: (236, 190, 64), 2: (188, 198, 212), 3: (205, 134, 74)}
METAL_EDGES: dict[int, RGB] = {1: (176, 136, 30), 2: (134, 146, 164), 3: (150, 92, 44)}
PLACE_INK: RGB = (30, 24, 8)
EMPTY_STEP: RGB = THEME["panel"]
EMPTY_EDGE: RGB = THEME["panel_edge"]


@dataclass(frozen=True)
class Place:
    """One step of the podium: the ``rank`` (1 to 3), the ``name`` as the person typed it,
    and their ``rating`` and ``games`` lines in the reader's words; ``fallback`` is drawn
    for a name the font cannot draw at all."""

    rank: int
    name: str
    rating: str
    games: str
    fallback: str = "?"


def step_box(rank: int) -> Rect:
    """The step of ``rank`` (1 to 3): the winner's in the middle, the highest."""
    column = ORDER.index(rank)
    total = 3 * STEP_WIDTH + 2 * STEP_GAP
    x0 = (WIDTH - total) // 2 + column * (STEP_WIDTH + STEP_GAP)
    return Rect(x0, FLOOR_Y - STEP_HEIGHTS[rank], x0 + STEP_WIDTH, FLOOR_Y)


def render_podium(places: Sequence[Place], *, title: str, dates: str = "") -> Image.Image:
    """The podium of ``places`` (at most one per rank 1 to 3; a rank nobody holds stands
    empty) under ``title`` and the season's ``dates``."""
    image = Image.new("RGB", (WIDTH, HEIGHT), THEME["table"])
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (MARGIN // 2, MARGIN // 2, WIDTH - MARGIN // 2, HEIGHT - MARGIN // 2),
        radius=18,
        fill=THEME["panel"],
        outline=THEME["panel_edge"],
        width=2,
    )
    title_shown = typography.fit_name(title, title, WIDTH - 2 * MARGIN - 16, TEXT["title"])
    _text(image, title_shown, WIDTH // 2, TITLE_Y, TEXT["title"], THEME["winner"])
    dates_shown = typography.fit_name(dates, dates, WIDTH - 2 * MARGIN - 16, TEXT["dates"], False)
    _text(image, dates_shown, WIDTH // 2, DATES_Y, TEXT["dates"], THEME["text_muted"], bold=False)
    draw.line((MARGIN, FLOOR_Y, WIDTH - MARGIN, FLOOR_Y), fill=THEME["panel_edge"], width=3)
    by_rank = {place.rank: place for place in places if place.rank in STEP_HEIGHTS}
    for rank in ORDER:
        _step(image, draw, rank, by_rank.get(rank))
    return image


def podium_png(places: Sequence[Place], *, title: str, dates: str = "") -> bytes:
    """``render_podium`` as PNG bytes (the same places give the same bytes)."""
    out = io.BytesIO()
    render_podium(places, title=title, dates=dates).save(out, format="PNG", optimize=True)
    return out.getvalue()


def baselines(rank: int) -> dict[str, int]:
    """Where each line of the place ``rank`` stands (its baseline), up from its step: the
    games, the rating, the name and, over the winner, the star."""
    y = step_box(rank).y0 - ABOVE_STEP
    found = {"games": y}
    y -= TEXT["games"] + LINE_GAP
    found["rating"] = y
    y -= TEXT["rating"] + LINE_GAP + 2
    found["name"] = y
    if rank == 1:
        found["star"] = y - TEXT["name"] - LINE_GAP - 4
    return found


def _step(image: Image.Image, draw: ImageDraw.ImageDraw, rank: int, place: Place | None) -> None:
    box = step_box(rank)
    fill, edge = (METALS[rank], METAL_EDGES[rank]) if place else (EMPTY_STEP, EMPTY_EDGE)
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=3)
    number_ink = PLACE_INK if place else THEME["text_muted"]
    number_y = box.y0 + (box.height + TEXT["place"]) // 2 - 6
    _text(image, str(rank), box.center[0], number_y, TEXT["place"], number_ink, bold=True)
    if place is None:
        return
    middle, room, at = box.center[0], STEP_WIDTH - 8, baselines(rank)
    games = typography.fit_name(place.games, place.games, room, TEXT["games"], False)
    _text(image, games, middle, at["games"], TEXT["games"], THEME["text_muted"], bold=False)
    rating = typography.fit_name(place.rating, place.rating, room, TEXT["rating"], False)
    _text(image, rating, middle, at["rating"], TEXT["rating"], THEME["text"], bold=False)
    name = typography.fit_name(place.name, place.fallback, room, TEXT["name"])
    _text(image, name, middle, at["name"], TEXT["name"], THEME["text"])
    if "star" in at:
        _text(image, "★", middle, at["star"], TEXT["star"], THEME["winner"])


def _text(
    image: Image.Image,
    content: str,
    middle: int,
    baseline: int,
    size: int,
    color: RGB,
    *,
    bold: bool = True,
) -> None:
    """``content`` centred on ``middle``, standing on ``baseline``."""
    if not content:
        return
    sprite = typography.text_sprite(content, size, bold, color)
    x = round(middle - sprite.advance / 2) + sprite.dx
    image.paste(sprite.image, (x, baseline + sprite.dy), sprite.image)
