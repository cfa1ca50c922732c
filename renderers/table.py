"""The table image: ``render_table(game, names=..., events=...)`` and ``to_png(image)``.

A render copies a cached background (panels, empty slots, the faint wall, floor penalties,
factory displays: everything that depends only on the player count), pastes cached sprites
for what the state holds, and maps the result onto a fixed palette, which makes the PNG small
and quick to encode. Nothing here is shared and mutable, so renders may run in parallel threads.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from azul_bot.engine import (
    CENTER,
    FLOOR_PENALTIES,
    MARKER,
    WALL,
    Color,
    Event,
    Game,
    floor_penalty,
)

from . import layout as L
from . import sprites, style, text, typography
from .highlights import Marks, marks_from_events
from .layout import Rect, TableLayout
from .names import drawable, shorten

THEME = style.THEME

# Text sizes, in pixels.
NAME_SIZE = 19
SCORE_SIZE = 27
STATUS_SIZE = 18
CAPTION_SIZE = 14
LABEL_SIZE = 13
PENALTY_SIZE = 11
BADGE_SIZE = 15
COUNT_SIZE = 17
RESULT_SIZE = 15

PNG_COMPRESS_LEVEL = 6  # zlib level: smaller files for ~1 ms more than level 3

Point = tuple[int, int]


# ---------------------------------------------------------------- text helpers
def draw_text(
    image: Image.Image,
    content: str,
    anchor: Point,
    size: int,
    color: style.RGB,
    *,
    bold: bool = False,
    align: str = "left",
    middle: bool = False,
) -> float:
    """Paste ``content`` with its baseline (or, with ``middle``, its x-height middle) at
    ``anchor``'s y; ``align`` says which end of the text is at ``anchor``'s x. Returns its width."""
    if not content:
        return 0
    sprite = typography.text_sprite(content, size, bold, color)
    x, y = anchor
    if align == "right":
        x -= round(sprite.advance)
    elif align == "center":
        x -= round(sprite.advance / 2)
    if middle:
        y += round(size * 0.36)  # from the middle of lower-case/digits to the baseline
    image.paste(sprite.image, (x + sprite.dx, y + sprite.dy), sprite.image)
    return sprite.advance


def paste(image: Image.Image, sprite: Image.Image, at: Point) -> None:
    image.paste(sprite, at, sprite)


def fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """``content`` (already drawable) shortened with an ellipsis to ``max_width``."""
    return shorten(content, max_width, lambda t: typography.measure(t, size, bold))


# ---------------------------------------------------------------- the cached background
@lru_cache(maxsize=8)
def background(players: int, over: bool) -> Image.Image:
    """Everything that depends only on the player count (and whether the game is over)."""
    lay = L.table_layout(players)
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
    if not over:
        for factory in lay.factories:
            draw.ellipse(
                box(factory), fill=THEME["factory"], outline=THEME["factory_edge"], width=2 * scale
            )
        panel(lay.center, THEME["center"], THEME["slot_edge"], 10)
    for board in lay.boards:
        panel(board, THEME["panel"], THEME["panel_edge"], 12)
        head = L.header_rect(board)
        draw.rounded_rectangle(
            box(head), 12 * scale, fill=THEME["header"], corners=(True, True, False, False)
        )
        wall = Rect(*L.wall_cell(board, 0, 0)[:2], *L.wall_cell(board, 4, 4)[2:]).inset(-5)
        draw.rounded_rectangle(box(wall), 9 * scale, fill=THEME["wall"])
        for line in range(5):
            for index in range(line + 1):
                _slot(draw, box(L.line_slot(board, line, index)), scale)
        for index in range(L.FLOOR_SLOTS):
            _slot(draw, box(L.floor_slot(board, index)), scale)
    image = big.resize(lay.size, Image.Resampling.LANCZOS)
    # Sprites and text go on at full resolution (they are smooth already).
    for board in lay.boards:
        for row in range(5):
            for col in range(5):
                cell = L.wall_cell(board, row, col)
                paste(
                    image, sprites.tile(WALL[row][col], L.TILE, sprites.FAINT), (cell.x0, cell.y0)
                )
            x, y = L.line_label_anchor(board, row)
            draw_text(
                image,
                str(row + 1),
                (x, y),
                LABEL_SIZE,
                THEME["text_muted"],
                align="right",
                middle=True,
            )
        x, y = L.line_label_anchor(board, 4)
        floor = L.floor_slot(board, 0)
        draw_text(
            image,
            "F",
            (x, (floor.y0 + floor.y1) // 2),
            LABEL_SIZE,
            THEME["text_muted"],
            align="right",
            middle=True,
        )
        for index, points in enumerate(FLOOR_PENALTIES):
            cx, top = L.floor_penalty_anchor(board, index)
            draw_text(
                image,
                f"−{points}",
                (cx, top + PENALTY_SIZE),
                PENALTY_SIZE,
                THEME["penalty"],
                align="center",
            )
    if not over:
        for number, factory in enumerate(lay.factories, start=1):
            _badge(image, str(number), L.factory_label_anchor(factory))
        _badge(image, "C", L.center_label_anchor(lay.center))
    _legend(image, lay)
    return image


def _ornament(draw: ImageDraw.ImageDraw, lay: TableLayout, scale: int) -> None:
    """A faint azulejo motif on the table margins."""
    step = 24 * scale
    ink = THEME["table_ornament"]
    for y in range(0, lay.size[1] * scale, step):
        for x in range((y // step % 2) * step // 2, lay.size[0] * scale, step):
            r = 3 * scale
            draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=ink)


def _slot(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], scale: int) -> None:
    draw.rounded_rectangle(
        box, 5 * scale, fill=THEME["slot"], outline=THEME["slot_edge"], width=scale
    )


def _badge(image: Image.Image, label: str, center: Point) -> None:
    """A factory's number (as players type it) in a disc on its rim."""
    d = 22
    disc = sprites.filled(d, d, d // 2, THEME["text"])
    paste(image, disc, (center[0] - d // 2, center[1] - d // 2))
    draw_text(
        image, label, center, BADGE_SIZE, THEME["center"], bold=True, align="center", middle=True
    )


LEGEND_TILE = 20


def _legend(image: Image.Image, lay: TableLayout) -> None:
    """Each color's tile beside the letter players type for it."""
    x = lay.status.x1 - 12 - 5 * 40
    y = lay.status.y1 - 10 - LEGEND_TILE
    for color in Color:
        paste(image, sprites.tile(color, LEGEND_TILE), (x, y))
        draw_text(
            image,
            color.letter,
            (x + LEGEND_TILE + 4, y + LEGEND_TILE // 2),
            CAPTION_SIZE,
            THEME["text_muted"],
            bold=True,
            middle=True,
        )
        x += 40


# ---------------------------------------------------------------- per render
def render_table(
    game: Game, *, names: Sequence[str], events: Iterable[Event] | None = None
) -> Image.Image:
    """The whole table as players see it; ``events`` (those of the last ``play``) are highlighted.

    ``names`` are the players' display names in seat order; what the shipped font cannot draw
    is dropped and long names end in an ellipsis. Returns a palette ("P") image.
    """
    players = len(game.players)
    if len(names) != players:
        raise ValueError(f"{players} players but {len(names)} names")
    lay = L.table_layout(players)
    over = game.is_over
    events = list(events) if events else []  # read twice below: a generator would run dry
    image = background(players, over).copy()
    marks = marks_from_events(game, events)
    shown = [_drawable_name(name, seat) for seat, name in enumerate(names)]
    _draw_status(image, lay, game, shown, marks, events)
    if over:
        _draw_results(image, lay, game, shown)
    else:
        _draw_factories(image, lay, game, marks)
        _draw_center(image, lay, game, marks)
    for seat, board in enumerate(lay.boards):
        _draw_board(image, board, game, seat, names[seat], marks)
    return image.quantize(palette=_palette_image(), dither=Image.Dither.NONE)


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a table image (palette images stay 8-bit; others are quantized first)."""
    if image.mode != "P":
        image = image.convert("RGB").quantize(palette=_palette_image(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


@lru_cache(maxsize=1)
def _palette_image() -> Image.Image:
    colors = style.palette()
    flat = [channel for color in colors for channel in color]
    flat += list(colors[0]) * (256 - len(colors))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image


def _drawable_name(name: str, seat: int) -> str:
    """``name`` without what the font lacks, at full length (the caller shortens the line)."""
    cleaned = drawable(name, typography.covered)
    return cleaned if any(c.isalnum() for c in cleaned) else f"Player {seat + 1}"


def _draw_status(
    image: Image.Image,
    lay: TableLayout,
    game: Game,
    shown: list[str],
    marks: Marks,
    events: Iterable[Event] | None,
) -> None:
    x0 = lay.status.x0 + 14
    baseline = lay.status.y0 + 25
    right = lay.status.x1 - 14
    stock = f"bag {sum(game.bag)}  ·  lid {sum(game.lid)}"
    stock_w = draw_text(
        image, stock, (right, baseline), STATUS_SIZE - 2, THEME["text_muted"], align="right"
    )
    room = right - stock_w - 20 - x0
    if game.is_over:
        result = game.result
        assert result is not None
        if result.shared_victory:
            headline = "Game over · shared victory: " + ", ".join(shown[w] for w in result.winners)
        else:
            headline = f"Game over · {shown[result.winners[0]]} wins"
        color = THEME["winner"]
    else:
        headline = f"Round {game.round}  ·  {shown[game.current_player]} to play"
        color = THEME["text"]
    draw_text(
        image, fit(headline, room, STATUS_SIZE, True), (x0, baseline), STATUS_SIZE, color, bold=True
    )
    caption = ""
    if events:
        sentences = text.describe_events(list(events), shown)
        caption = sentences[0] if sentences else ""
        if marks.round_scored is not None and not marks.game_ended:
            caption += f" Round {marks.round_scored} scored."
    caption_room = lay.status.x1 - 12 - 5 * 40 - 16 - x0
    draw_text(
        image,
        fit(caption, caption_room, CAPTION_SIZE),
        (x0, lay.status.y1 - 14),
        CAPTION_SIZE,
        THEME["text_muted"],
    )


def _draw_factories(image: Image.Image, lay: TableLayout, game: Game, marks: Marks) -> None:
    for index, (factory, counts) in enumerate(zip(lay.factories, game.factories, strict=True)):
        slot = 0
        for color in Color:
            for _ in range(counts[color]):
                cell = L.factory_tile(factory, slot)
                paste(image, sprites.tile(color, cell.width), (cell.x0, cell.y0))
                slot += 1
        if marks.source == index and marks.color is not None:
            if marks.ghost_source:
                for ghost in range(min(marks.count, 4)):
                    cell = L.factory_tile(factory, ghost)
                    paste(
                        image,
                        sprites.tile(marks.color, cell.width, sprites.GHOST),
                        (cell.x0, cell.y0),
                    )
            d = factory.width + 6
            paste(image, sprites.ring(d, 3, THEME["last_move"]), (factory.x0 - 3, factory.y0 - 3))


def center_entries(game: Game, marks: Marks) -> list[tuple[Color | None, int, bool]]:
    """What the center shows, in order: ``(color, count, ghost)``; color None is the marker.

    The color just taken from the center stays visible as a ghost with its count.
    """
    entries: list[tuple[Color | None, int, bool]] = []
    for color in Color:
        if game.center[color]:
            entries.append((color, game.center[color], False))
        elif marks.ghost_source and marks.source == CENTER and marks.color == color:
            entries.append((color, marks.count, True))
    if game.marker_in_center:
        entries.append((None, 1, False))
    return entries


def _draw_center(image: Image.Image, lay: TableLayout, game: Game, marks: Marks) -> None:
    arrival = sprites.frame(L.CENTER_TILE + 6, L.CENTER_TILE + 6, 7, 2, THEME["last_move"])
    for index, (color, count, ghost) in enumerate(center_entries(game, marks)[:6]):
        cell = L.center_entry(lay.center, index)
        at = (cell.x0, cell.y0)
        if color is None:
            paste(image, sprites.marker(L.CENTER_TILE), at)
            continue
        state = sprites.GHOST if ghost else sprites.BRIGHT
        paste(image, sprites.tile(color, L.CENTER_TILE, state), at)
        arrived = not ghost and bool(marks.to_center) and marks.to_center[color] > 0
        if arrived:  # the rest of the factory just taken from slid here
            paste(image, arrival, (cell.x0 - 3, cell.y0 - 3))
        ink = THEME["last_move"] if ghost or arrived else THEME["text"]
        label = f"×{count}"
        draw_text(
            image,
            label,
            (cell.x1 + 5, (cell.y0 + cell.y1) // 2),
            COUNT_SIZE,
            ink,
            bold=True,
            middle=True,
        )
    if marks.source == CENTER and marks.ghost_source:
        frame = sprites.frame(
            lay.center.width + 6, lay.center.height + 6, 12, 3, THEME["last_move"]
        )
        paste(image, frame, (lay.center.x0 - 3, lay.center.y0 - 3))


def _draw_board(
    image: Image.Image, board: Rect, game: Game, seat: int, name: str, marks: Marks
) -> None:
    state = game.players[seat]
    head = L.header_rect(board)
    to_play = not game.is_over and game.current_player == seat
    ink = THEME["text"]
    if to_play:
        paste(image, sprites.filled(head.width, head.height, 12, THEME["turn"]), (head.x0, head.y0))
        paste(
            image,
            sprites.frame(board.width + 6, board.height + 6, 14, 3, THEME["turn"]),
            (board.x0 - 3, board.y0 - 3),
        )
        ink = THEME["turn_text"]
    # Score at the right, then the round's gains, then the name in what is left.
    sx, sy = L.score_anchor(board)
    score_w = draw_text(
        image, str(state.score), (sx, sy), SCORE_SIZE, ink, bold=True, align="right"
    )
    right = round(sx - score_w - 10)
    if marks.round_scored is not None:
        gained, lost = marks.round_gain(seat)
        change = f"+{gained}" + (f" −{lost}" if lost else "")
        right -= (
            round(
                draw_text(
                    image, change, (right, sy - 1), CAPTION_SIZE, ink, bold=True, align="right"
                )
            )
            + 8
        )
    box = L.name_box(board)
    prefix = "▶ " if to_play else ""
    room = right - box.x0 - typography.measure(prefix, NAME_SIZE, True)
    shown = typography.fit_name(name, f"Player {seat + 1}", room, NAME_SIZE)
    draw_text(image, prefix + shown, (box.x0, sy - 2), NAME_SIZE, ink, bold=True)

    for line in range(5):
        color = state.line_colors[line]
        for index in range(state.line_counts[line]):
            cell = L.line_slot(board, line, index)
            paste(image, sprites.tile(Color(color), L.TILE), (cell.x0, cell.y0))
    for row in range(5):
        for col in range(5):
            if state.has_tile(row, col):
                cell = L.wall_cell(board, row, col)
                paste(image, sprites.tile(WALL[row][col], L.TILE), (cell.x0, cell.y0))
    for index, item in enumerate(state.floor):
        cell = L.floor_slot(board, index)
        sprite = sprites.marker(L.TILE) if item == MARKER else sprites.tile(Color(item), L.TILE)
        paste(image, sprite, (cell.x0, cell.y0))
    if state.floor:
        x, y = L.floor_total_anchor(board)
        draw_text(
            image,
            f"−{floor_penalty(len(state.floor))}",
            (x, y),
            COUNT_SIZE,
            THEME["penalty"],
            bold=True,
            middle=True,
        )

    outline = sprites.frame(L.TILE + 6, L.TILE + 6, 7, 2, THEME["last_move"])
    if marks.player == seat:
        for index in marks.line_slots:
            cell = L.line_slot(board, marks.line, index)
            paste(image, outline, (cell.x0 - 3, cell.y0 - 3))
        for index in marks.floor_slots:
            cell = L.floor_slot(board, index)
            paste(image, outline, (cell.x0 - 3, cell.y0 - 3))
    scored = sprites.frame(L.TILE + 6, L.TILE + 6, 7, 3, THEME["score_badge"])
    for cell in marks.walled:
        if cell.player != seat:
            continue
        rect = L.wall_cell(board, cell.row, cell.col)
        paste(image, scored, (rect.x0 - 3, rect.y0 - 3))
        label = f"+{cell.points}"
        w = round(typography.measure(label, CAPTION_SIZE, True)) + 8
        pill = sprites.filled(w, 17, 8, THEME["score_badge"])
        px, py = rect.x1 - w + 6, rect.y0 - 9
        paste(image, pill, (px, py))
        draw_text(
            image,
            label,
            (px + w // 2, py + 8),
            CAPTION_SIZE,
            THEME["score_badge_text"],
            bold=True,
            align="center",
            middle=True,
        )


RESULT_COLUMNS = (("wall", 70), ("rows", 60), ("cols", 60), ("colors", 66), ("total", 70))


def _draw_results(image: Image.Image, lay: TableLayout, game: Game, shown: list[str]) -> None:
    """Final standings with the bonus breakdown, in the factories' place.

    A table with a column per bonus where the area is wide (2 and 4 players); two lines per
    player in the 3-player quadrant.
    """
    result = game.result
    assert result is not None
    area = lay.area.inset(12)
    rows = sorted(result.players, key=lambda r: (r.rank, r.player))
    name_x = area.x0 + 26
    muted = THEME["text_muted"]
    wide = area.width >= 600
    per_player = 1 if wide else 2
    line_h = min(30, area.height // (per_player * len(rows) + 1))
    y = area.y0 + line_h // 2 + 2
    draw_text(image, "Final scores", (name_x, y), RESULT_SIZE, muted, bold=True, middle=True)
    first_col = area.x1 - sum(width for _, width in RESULT_COLUMNS)
    if wide:
        x = first_col
        for label, width in RESULT_COLUMNS:
            draw_text(
                image, label, (x + width - 8, y), RESULT_SIZE - 2, muted, align="right", middle=True
            )
            x += width
    for r in rows:
        y += line_h
        winner = r.player in result.winners
        ink = THEME["winner"] if winner else THEME["text"]
        if winner:
            draw_text(
                image,
                "★",
                (area.x0 + 2, y),
                RESULT_SIZE + 2,
                THEME["winner"],
                bold=True,
                middle=True,
            )
        total = str(r.score)
        if wide:
            name_room = first_col - name_x - 8
            values = (
                str(r.wall_score),
                f"+{r.row_bonus}",
                f"+{r.column_bonus}",
                f"+{r.color_bonus}",
                total,
            )
            x = first_col
            for (_, width), value in zip(RESULT_COLUMNS, values, strict=True):
                draw_text(
                    image,
                    value,
                    (x + width - 8, y),
                    RESULT_SIZE,
                    ink,
                    bold=value is total,
                    align="right",
                    middle=True,
                )
                x += width
        else:
            total_w = draw_text(
                image,
                total,
                (area.x1 - 4, y),
                RESULT_SIZE + 3,
                ink,
                bold=True,
                align="right",
                middle=True,
            )
            name_room = area.x1 - 4 - total_w - 12 - name_x
        name = fit(f"{r.rank}. {shown[r.player]}", name_room, RESULT_SIZE, True)
        draw_text(image, name, (name_x, y), RESULT_SIZE, ink, bold=True, middle=True)
        if not wide:
            y += line_h - 4
            breakdown = (
                f"wall {r.wall_score} · rows +{r.row_bonus} · cols +{r.column_bonus}"
                f" · colors +{r.color_bonus}"
            )
            draw_text(
                image,
                fit(breakdown, area.x1 - name_x, CAPTION_SIZE),
                (name_x, y),
                CAPTION_SIZE,
                muted,
                middle=True,
            )
            y += 4
