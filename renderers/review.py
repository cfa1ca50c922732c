"""A reviewed move's picture: the table before the move, with the move played and a better
one marked on it.

The move played is marked in magenta dashes, the better one in solid green: told apart by hue,
and by shape where hue fails. A verdict (``ReviewLabels.review_verdict``: the move's label
and the winning chances it lost) is a headline above the key, in the played move's ink. Where both moves use the same place, the played one's mark is
drawn where a lone mark goes and the better one's around it, so both show.

The picture has a palette of its own: the fixed palette's colors it uses, in their order,
then the marks' inks and their blends with what they cross, up to 256 (``to_png`` keeps it
whole). Pixels are copied as indexes, never mapped again, so the table's stay exactly those
``render_table`` draws (Pillow maps a color onto a palette through a coarse cache, not
always to itself): only the marks' pixels are mapped onto the new palette.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PIL import Image

from azul_bot.engine import CENTER, FLOOR, Color, Game, Move, WallMove

from . import layout as L
from . import sprites, style
from .factories import center_entries
from .labels import Notation, ReviewLabels
from .layers import SPRITES, Command, Sprite, Text, execute, palette_image, text_box, to_palette
from .layout import Rect, TableLayout
from .lettering import TEXT, badge_commands, fit, middle_text, width
from .review_palette import on_own_palette
from .status import ARROW, take_notation
from .table import render_table, scene_of

THEME = style.THEME
PLAYED, BETTER = "played", "better"

KEY_H = 50  # the key band, above the table
VERDICT_H = 36  # the verdict's headline, above the key
TAG_H = 38  # a tag's pill
TAG_PAD = 15  # from a pill's ends to its word: clear of its rounded ends
TAG_TEXT = "tag"  # the kind of a tag's text (``lettering.TEXT``'s size for the notation)
OUTLINE = 4  # a mark's thickness (2 px on a phone)
OUTSET = 3  # how far a mark reaches past what it marks (its inner edge 1 px inside); the
# better move's goes one mark farther out where both mark a place
DASH = 12  # a dash of the played move's marks
TILE_OUTLINE, TILE_OUTSET, TILE_DASH = 3, 1, 6  # around a tile the move takes
ROW_CELL, ROW_GAP = 24, 3  # the wall row in a placement's notation
NOTATION_GAP = 10  # from a tag to its move's notation


class ReviewLayout(NamedTuple):
    """Where a reviewed move's picture puts things: the table (its own layout) under the
    key band, ``top`` pixels down."""

    table: TableLayout
    size: tuple[int, int]
    key: Rect
    top: int

    def entry(self, index: int) -> Rect:
        """The key's half for the move played (0) or the better one (1)."""
        middle = (self.key.x0 + self.key.x1) // 2
        x0, x1 = (self.key.x0, middle) if index == 0 else (middle, self.key.x1)
        return Rect(x0 + L.STATUS_PAD, self.key.y0, x1 - L.STATUS_PAD, self.key.y1)


class Place(NamedTuple):
    """Something a mark outlines: its box and corner radius (a ``disc``: a factory), and how
    its mark is drawn: ``thickness`` thick, ``outset`` past it. A ``tile`` (one the move
    takes) has no room around it: there the second mark of a shared place goes inside."""

    box: Rect
    radius: int
    disc: bool = False
    thickness: int = OUTLINE
    outset: int = OUTSET
    tile: bool = False


def render_review(
    game: Game,
    played: Move | WallMove,
    better: Move | WallMove,
    *,
    names: Sequence[str],
    labels: ReviewLabels,
    seat: int | None = None,
) -> Image.Image:
    """``game`` before ``played`` with ``played`` and ``better`` marked, and the key above it,
    drawn from ``seat``'s side as ``render_table`` draws it. ``ValueError`` if either move is not
    legal at ``game`` or the two are not the same player's. Its palette is its own: ``to_png``
    encodes it."""
    _check(game, played, better)
    lay = review_layout(game, seat, labels.notation, verdict=bool(labels.review_verdict))
    table = render_table(game, names=names, labels=labels, seat=seat)
    base = Image.new("P", lay.size)
    base.putpalette(palette_image().getpalette() or [])
    moves = (played, better)
    base.paste(_key_band(lay, game, moves, labels), (0, 0))
    base.paste(table, (0, lay.top))
    plain = base.convert("RGB")
    marked = plain.copy()
    for command in mark_commands(lay.table, game, played, better):
        execute(marked, command, (0, -lay.top))
    for command in tag_commands(lay, game, moves, labels):
        execute(marked, command)
    return on_own_palette(base, plain, marked)


def review_layout(
    game: Game, seat: int | None, notation: Notation, *, verdict: bool = False
) -> ReviewLayout:
    """The layout of ``game``'s review picture from ``seat``'s side (with a ``verdict``'s
    headline above the key)."""
    table = scene_of(game, seat, notation=notation).layout
    top = L.MARGIN + (VERDICT_H if verdict else 0)
    key = Rect(L.MARGIN, top, table.size[0] - L.MARGIN, top + KEY_H)
    return ReviewLayout(table, (table.size[0], table.size[1] + key.y1), key, key.y1)


def _check(game: Game, played: Move | WallMove, better: Move | WallMove) -> None:
    """``ValueError`` if a move is not legal now, or the two are two players'."""
    for move in (played, better):
        reason = game.check(move)
        if reason is not None:
            raise ValueError(f"{move} is not legal here: {reason}")
    movers = {
        move.player if isinstance(move, WallMove) else game.current_player
        for move in (played, better)
    }
    if len(movers) != 1:
        raise ValueError(f"{played} and {better} are not one player's moves")


# ---------------------------------------------------------------- the marks
def places(lay: TableLayout, game: Game, move: Move | WallMove) -> list[Place]:
    """What ``move``'s marks outline: its source, the tiles it takes, its destination."""
    if isinstance(move, WallMove):
        board = lay.boards[move.player]
        return [_line(board, move.row), _cell(board, L.wall_cell(board, move.row, move.col))]
    board = lay.boards[game.taker]
    if move.source == CENTER:
        center = lay.center
        radius = 12 if lay.area.contains(center) else 10  # the center panel's (background)
        index = [color for color, _ in center_entries(game)].index(move.color)
        tiles = [L.center_entry(center, index)]
        source = Place(center, radius)
    else:
        factory = lay.factories[move.source]
        counts = game.factories[move.source]
        first = sum(counts[: move.color])
        size = game.variant.factory_size
        tiles = [L.factory_tile(factory, first + i, size) for i in range(counts[move.color])]
        source = Place(factory, factory.width // 2, disc=True)
    taken = [_tile(cell, round(0.16 * cell.width)) for cell in tiles]
    if move.line == FLOOR:
        slots = game.variant.floor_size
        left, right = L.floor_slot(board, 0, slots), L.floor_slot(board, slots - 1, slots)
        destination = _cell(board, Rect(left.x0, left.y0, right.x1, right.y1))
    else:
        destination = _line(board, move.line)
    return [source, *taken, destination]


def _line(board: L.Board, line: int) -> Place:
    first, last = L.line_slot(board, line, line), L.line_slot(board, line, 0)
    return _cell(board, Rect(first.x0, first.y0, last.x1, last.y1))


def _cell(board: L.Board, box: Rect) -> Place:
    """A place on ``board``: its mark keeps within half the gap between two slots, so that
    the marks of two lines or cells side by side never overlap (thinner on a compact
    board)."""
    size = board.size
    thickness = OUTLINE if size.tile >= L.FULL.tile else OUTLINE - 1
    outset = min(OUTSET, (size.pitch - size.tile) // 2)
    return Place(box, max(3, size.tile // 6), thickness=thickness, outset=outset)  # a slot's


def _tile(box: Rect, radius: int) -> Place:
    return Place(box, radius, thickness=TILE_OUTLINE, outset=TILE_OUTSET, tile=True)


def mark_commands(
    lay: TableLayout, game: Game, played: Move | WallMove, better: Move | WallMove
) -> list[Command]:
    """The marks of both moves on the table (in the table's pixels): the played move's,
    then the better one's, around it where they share a place; then the numbers of the
    factories ringed, back on top of their rings."""
    mine, best = places(lay, game, played), places(lay, game, better)
    commands: list[Command] = [_outline(place, PLAYED, shared=place in best) for place in mine]
    commands += [_outline(place, BETTER, shared=place in mine) for place in best]
    for number, factory in enumerate(lay.factories, start=1):
        if any(place.box == factory for place in mine + best):
            commands += badge_commands(str(number), L.factory_badge(factory))
    return commands


def _outline(place: Place, move: str, *, shared: bool) -> Sprite:
    """The mark of the ``move`` played or better around ``place``; where both moves mark it
    (``shared``), the better one's goes around the played one's (inside it, on a tile)."""
    ink = style.REVIEW_INK[move]
    thickness, outset = place.thickness, place.outset
    if shared and place.tile and move == PLAYED:
        outset -= thickness  # just inside the better one's: a tile has no room around it
    elif shared and not place.tile and move == BETTER:
        outset += thickness
    box = place.box.inset(-outset)
    radius = max(0, place.radius + outset)
    if move == PLAYED:
        dash = TILE_DASH if place.tile else DASH
        return Sprite("dashed", (box.width, box.height, radius, thickness, ink, dash), box[:2])
    if place.disc:
        return Sprite("ring", (box.width, thickness, ink), box[:2])
    return Sprite("frame", (box.width, box.height, radius, thickness, ink), box[:2])


# ---------------------------------------------------------------- the key
def _key_band(
    lay: ReviewLayout,
    game: Game,
    moves: tuple[Move | WallMove, Move | WallMove],
    labels: ReviewLabels,
) -> Image.Image:
    """The band above the table (the table's margin, the panel, each move in notation),
    on the fixed palette; what is drawn in the marks' inks comes later (``tag_commands``)."""
    band = Image.new("RGB", (lay.size[0], lay.top), THEME["table"])
    for command in key_commands(lay, game, moves, labels):
        execute(band, command)
    return to_palette(band)


def key_commands(
    lay: ReviewLayout,
    game: Game,
    moves: tuple[Move | WallMove, Move | WallMove],
    labels: ReviewLabels,
) -> list[Command]:
    """The key's panel and each move in notation, right of its tag."""
    key = lay.key
    size = (key.width, key.height)
    commands: list[Command] = [
        Sprite("filled", (*size, 12, THEME["panel"]), key[:2]),
        Sprite("frame", (*size, 12, 1, THEME["panel_edge"]), key[:2]),
    ]
    for index, move in enumerate(moves):
        entry = _entry(lay, game, labels, index, move)
        commands += _notation(entry.start, entry.middle, game, move, labels.notation)
    return commands


def tag_commands(
    lay: ReviewLayout,
    game: Game,
    moves: tuple[Move | WallMove, Move | WallMove],
    labels: ReviewLabels,
) -> list[Command]:
    """What the key draws in the marks' inks: the verdict's headline, each move's tag, a
    pill outlined like its marks (dashed for the move played) around its word, and in a
    placement's notation the outline of the cell it takes."""
    commands: list[Command] = []
    if labels.review_verdict:
        key = lay.key
        room = key.width - 2 * L.STATUS_PAD
        verdict = fit(labels.review_verdict, room, TEXT["headline"], True)
        at = (key.x0 + L.STATUS_PAD, L.MARGIN + VERDICT_H // 2)
        commands.append(middle_text(verdict, at, "headline", style.REVIEW_INK[PLAYED]))
    for index, (kind, move) in enumerate(zip((PLAYED, BETTER), moves, strict=True)):
        entry = _entry(lay, game, labels, index, move)
        tag = entry.tag
        commands.append(_outline(Place(tag, tag.height // 2, outset=0), kind, shared=False))
        commands.append(
            Text(
                entry.word,
                tag.center,
                TEXT["notation"],
                style.REVIEW_INK[kind],
                bold=True,
                align="center",
                middle=True,
                kind=TAG_TEXT,
            )
        )
        if isinstance(move, WallMove):
            cell = _row_cells(entry.start, entry.middle)[move.col]
            commands.append(_outline(_tile(cell, ROW_CELL // 6), kind, shared=False))
    return commands


class Entry(NamedTuple):
    """A move's entry in the key: its tag's ``word`` in its pill ``tag``, then its notation
    from ``start`` on, all centered on ``middle``."""

    word: str
    tag: Rect
    start: int
    middle: int


def _entry(
    lay: ReviewLayout, game: Game, labels: ReviewLabels, index: int, move: Move | WallMove
) -> Entry:
    """Move ``index``'s entry (0: the move played): its notation whole, the tag's word in
    the room it leaves in the key's half (cut only if a language's word would not fit)."""
    half = lay.entry(index)
    middle = half.center[1]
    notation = _notation(0, middle, game, move, labels.notation)
    room = half.width - NOTATION_GAP - _right_end(notation) - 2 * TAG_PAD
    word = labels.review_played if index == 0 else labels.review_better
    word = fit(word, room, TEXT["notation"], True)
    x1 = half.x0 + round(width(word, TEXT["notation"], True)) + 2 * TAG_PAD
    tag = Rect(half.x0, middle - TAG_H // 2, x1, middle - TAG_H // 2 + TAG_H)
    return Entry(word, tag, tag.x1 + NOTATION_GAP, middle)


def _notation(
    x: int, middle: int, game: Game, move: Move | WallMove, notation: Notation
) -> list[Command]:
    if isinstance(move, WallMove):
        return _placement_notation(x, middle, game, move)
    return _take_notation(x, middle, game, move, notation)


def _right_end(commands: list[Command]) -> int:
    """How far right ``commands`` draw."""
    ends = [
        text_box(command).x1
        if isinstance(command, Text)
        else command.at[0] + SPRITES[command.kind](*command.args).width
        for command in commands
    ]
    return max(ends, default=0)


def _take_notation(
    x: int, middle: int, game: Game, move: Move, notation: Notation
) -> list[Command]:
    if move.source == CENTER:
        source, count = notation.center, game.center[move.color]
    else:
        source, count = str(move.source + 1), game.factories[move.source][move.color]
    marker = move.source == CENTER and game.marker_in_center
    line = notation.floor if move.line == FLOOR else str(move.line + 1)
    return take_notation(x, middle, source, move.color, count, marker, line)


def _placement_notation(x: int, middle: int, game: Game, move: WallMove) -> list[Command]:
    """``[3] → [wall row]``: the line's badge, an arrow, and its wall row with the line's
    tile in the cell it goes to (outlined by ``tag_commands``); no words, and no column
    number: the wall shows none."""
    badge = L.STRIP_BADGE
    board = game.players[move.player]
    commands = badge_commands(
        str(move.row + 1), L.square(x, middle - badge // 2, badge), "notation"
    )
    arrow = (x + badge + 8, middle)
    commands.append(middle_text(ARROW, arrow, "notation", THEME["text_muted"], bold=False))
    line = Color(board.line_colors[move.row])
    for col, cell in enumerate(_row_cells(x, middle)):
        placed = line if col == move.col else board.color_at(move.row, col)  # a free wall's
        if placed is not None:
            commands.append(Sprite("tile", (placed, ROW_CELL, sprites.BRIGHT), cell[:2]))
        else:
            well = (ROW_CELL, ROW_CELL, ROW_CELL // 6, THEME["well"])
            commands.append(Sprite("filled", well, cell[:2]))
    return commands


def _row_cells(x: int, middle: int) -> list[Rect]:
    """The cells of a placement's wall row, whose notation starts at ``x``."""
    x += L.STRIP_BADGE + 8 + round(width(ARROW, TEXT["notation"])) + 10
    top = middle - ROW_CELL // 2
    return [L.square(x + col * (ROW_CELL + ROW_GAP), top, ROW_CELL) for col in range(5)]
