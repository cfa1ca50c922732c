"""The table's cached background: everything that depends only on the layout, the rules,
whether the game is over and the letters of the reader's move notation (panels, empty slots,
the wall's targets, the floor costs, the factories' discs and numbers, the legend).

It is drawn once per ``Scene`` and every render pastes its layers over a copy, so nothing
here may depend on the position.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from azul_bot.engine import Color, Variant

from . import layout as L
from . import sprites, style
from .labels import VARIANT_NAMES, Notation
from .layers import Command, Sprite, Text, execute
from .layout import Rect, TableLayout
from .lettering import badge_commands, middle_text, width

THEME = style.THEME


class Rules(NamedTuple):
    """What the pictures need of the variant."""

    floor: tuple[int, ...]
    """What each floor slot costs."""
    printed: tuple[tuple[Color | None, ...], ...]
    """The color printed on each wall cell (None for a cell of a free wall that takes any)."""
    free_wall: bool
    """Whether players choose the cells: then a printed cell is one of a few (the Crystal
    Mosaic's), drawn to stand out from the plain ones."""
    multipliers: tuple[tuple[int, ...], ...]
    """How many times its points a tile scores on each cell (1 but on the Crystal Mosaic's
    side 1)."""


@cache
def rules(variant: Variant) -> Rules:
    """The rules of ``variant`` the pictures draw."""
    printed = tuple(tuple(variant.printed_color(row, col) for col in range(5)) for row in range(5))
    times = tuple(tuple(variant.multiplier(row, col) for col in range(5)) for row in range(5))
    return Rules(tuple(variant.floor_penalties), printed, variant.free_wall, times)


class Scene(NamedTuple):
    """What the background depends on: the layout, whether the game is over, the rules (the
    variant's code: a key that hashes fast, as every cached layer is looked up under it) and
    the letters of the reader's move notation (the legend, the center's, the floor's)."""

    players: int
    seat: int | None
    factories: int
    over: bool
    variant: str
    notation: Notation

    @property
    def layout(self) -> TableLayout:
        titled = self.variant in VARIANT_NAMES  # its band has a row for the variant's name
        return L.table_layout(self.players, self.seat, self.factories, titled)

    @property
    def rules(self) -> Rules:
        return rules(Variant.by_code(self.variant))


@lru_cache(maxsize=16)
def background(scene: Scene) -> Image.Image:
    """Everything that depends only on the layout, the rules, whether the game is over and
    the notation's letters."""
    lay = scene.layout
    scale = sprites.SUPERSAMPLE // 2  # smooth edges at half the sprites' cost
    big = Image.new("RGB", (lay.size[0] * scale, lay.size[1] * scale), THEME["table"])
    draw = ImageDraw.Draw(big)

    def box(rect: Rect) -> tuple[int, int, int, int]:
        return (rect.x0 * scale, rect.y0 * scale, rect.x1 * scale - 1, rect.y1 * scale - 1)

    def panel(rect: Rect, fill: style.RGB, edge: style.RGB, radius: int) -> None:
        draw.rounded_rectangle(box(rect), radius * scale, fill=fill, outline=edge, width=scale)

    _ornament(draw, lay, scale)
    panel(lay.status, THEME["panel"], THEME["panel_edge"], 12)
    panel(lay.area, THEME["panel"], THEME["panel_edge"], 12)
    if not scene.over:
        for factory in lay.factories:
            draw.ellipse(
                box(factory), fill=THEME["factory"], outline=THEME["factory_edge"], width=2 * scale
            )
    if center_shown(lay, scene.over):
        radius = 12 if lay.area.contains(lay.center) else 10
        center_fill = THEME["center"] if lay.area.contains(lay.center) else THEME["panel"]
        panel(lay.center, center_fill, THEME["panel_edge"], radius)
    for board in lay.boards:
        size = board.size
        panel(board.box, THEME["panel"], THEME["panel_edge"], 12)
        draw.rounded_rectangle(
            box(L.header_rect(board)),
            12 * scale,
            fill=THEME["header"],
            corners=(True, True, False, False),
        )
        draw.rounded_rectangle(box(L.wall_rect(board)), 9 * scale, fill=THEME["wall"])
        corner = max(3, size.tile // 6)
        for line in range(5):
            for index in range(line + 1):
                _slot(draw, box(L.line_slot(board, line, index)), corner, scale)
        slots = len(scene.rules[0])
        for index in range(slots):
            _slot(draw, box(L.floor_slot(board, index, slots)), corner, scale)
    image = big.resize(lay.size, Image.Resampling.LANCZOS)
    # Sprites and text go on at full resolution (they are smooth already).
    for command in background_commands(scene):
        execute(image, command)
    return image


def center_shown(lay: TableLayout, over: bool) -> bool:
    """The center's panel: in play, and after the game where the results do not take it."""
    return not over or not lay.area.contains(lay.center)


def background_commands(scene: Scene) -> list[Command]:
    """The background's sprites and texts: wall targets, line numbers, floor costs, factory
    numbers and the legend."""
    lay = scene.layout
    rules = scene.rules
    penalties = rules.floor
    commands: list[Command] = []
    muted, cost = THEME["text_muted"], THEME["floor_cost"]
    for board in lay.boards:
        size = board.size
        for row in range(5):
            for col in range(5):
                color = rules.printed[row][col]
                cell = L.wall_cell(board, row, col)
                if color is None:  # a free wall's plain cell: a well that takes any color
                    well = (size.tile, size.tile, size.tile // 6, THEME["well"])
                    commands.append(Sprite("filled", well, cell[:2]))
                elif rules.free_wall:  # one of a few printed cells (the Crystal Mosaic)
                    commands += printed_cell(board, cell, color, rules.multipliers[row][col])
                else:
                    commands.append(Sprite("tile", (color, size.tile, sprites.TARGET), cell[:2]))
        if not size.detailed:
            continue
        # Left of each pattern line its number, and of the floor line its letter; in each
        # floor slot its cost with an en dash (a minus sign is too wide for the slot at this
        # size), or 0 for a free slot (the Crystal Mosaic's second), not "–0".
        floor = (L.line_label_anchor(board, 4)[0], L.floor_slot(board, 0).center[1])
        labels = [
            (str(row + 1), L.line_label_anchor(board, row), muted, "right") for row in range(5)
        ]
        labels.append((scene.notation.floor, floor, muted, "right"))
        for index, points in enumerate(penalties):
            at = L.floor_slot(board, index, len(penalties)).center
            labels.append((f"–{points}" if points else "0", at, cost, "center"))
        commands += [
            Text(content, at, size.label_size, ink, align=align, middle=True, kind="label")
            for content, at, ink, align in labels
        ]
    if not scene.over:
        for number, factory in enumerate(lay.factories, start=1):
            commands += badge_commands(str(number), L.factory_badge(factory))
        commands += badge_commands(scene.notation.center, L.center_badge(lay.center))
    elif center_shown(lay, scene.over):
        commands += badge_commands(scene.notation.center, L.center_badge(lay.center))
    commands += legend(lay, scene.notation)
    return commands


def printed_cell(board: L.Board, cell: Rect, color: Color, times: int) -> list[Command]:
    """An empty printed cell of a free wall, and what a tile there scores if it is more than
    its points: ``×2`` in gold at the lower right, the size of the line numbers (on a board
    without them, a gold corner). A tile placed there covers it all: the cell then looks like
    any other tile. Once no tile can go there any more, its row draws it dark (``board``)."""
    size = board.size
    if times == 1:
        return [Sprite("printed", (color, size.tile, ""), cell[:2])]
    if not size.detailed:
        return [Sprite("printed", (color, size.tile, sprites.CORNER), cell[:2])]
    inset = round(0.1 * size.tile)
    number = str(times)
    right, baseline = cell.x1 - inset, cell.y1 - inset
    sign = round(0.3 * size.tile)  # narrower than the font's ×, so that both fit the cell
    x = right - round(width(number, size.label_size, True)) - 1 - sign
    y = baseline - round(0.36 * size.label_size) - sign // 2  # the digits' middle
    gold = THEME["score_badge"]
    return [
        Sprite("printed", (color, size.tile, sprites.ROOM), cell[:2]),
        Sprite("times", (sign, max(2, size.tile // 14), gold), (x, y)),
        Text(
            number, (right, baseline), size.label_size, gold, bold=True, align="right", kind="label"
        ),
    ]


def _ornament(draw: ImageDraw.ImageDraw, lay: TableLayout, scale: int) -> None:
    """A faint azulejo motif on the table margins."""
    step = 24 * scale
    ink = THEME["table_ornament"]
    for y in range(0, lay.size[1] * scale, step):
        for x in range((y // step % 2) * step // 2, lay.size[0] * scale, step):
            r = 3 * scale
            draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=ink)


def _slot(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], radius: int, scale: int
) -> None:
    draw.rounded_rectangle(
        box, radius * scale, fill=THEME["slot"], outline=THEME["slot_edge"], width=scale
    )


def legend(lay: TableLayout, notation: Notation) -> list[Command]:
    """Each color's tile beside the letter players of the picture's language type for it."""
    x, y = L.legend_rect(lay.status)[:2]
    commands: list[Command] = []
    for color in Color:
        commands.append(Sprite("tile", (color, L.LEGEND_TILE, sprites.BRIGHT), (x, y)))
        at = (x + L.LEGEND_TILE + 5, y + L.LEGEND_TILE // 2)
        commands.append(middle_text(notation.colors[color], at, "legend", THEME["text_muted"]))
        x += L.LEGEND_PITCH
    return commands
