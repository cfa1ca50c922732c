"""The Crystal Mosaic's pictures: its printed cells drawn as printed (side 1's with their
``×2``), its floor's costs, its name in the status band, and while players choose only the
cells their waiting line may take outlined."""

from __future__ import annotations

import colorsys
import math
from itertools import combinations

import pytest
from PIL import Image

from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import (
    CLASSIC,
    CRYSTAL_1,
    CRYSTAL_2,
    GREY,
    Color,
    Game,
    Move,
    Phase,
    WallMove,
)
from renderers import layout as L
from renderers import render_table, style
from renderers.layers import Text, text_box
from renderers.table import (
    PHONE_WIDTH,
    SMALLEST_ON_PHONE,
    background_commands,
    scene_of,
    table_parts,
)
from tests.engine.positions import board, position
from tests.renderers.helpers import LABELS, NAMES, chosen_positions, close, rgb

THEME = style.THEME
GOLD = THEME["score_badge"]
SIDES = pytest.mark.parametrize("variant", [CRYSTAL_1, CRYSTAL_2], ids=["side-1", "side-2"])
NAMED = {
    ("en", "crystal-1"): "Crystal Mosaic, side 1",
    ("en", "crystal-2"): "Crystal Mosaic, side 2",
    ("fr", "crystal-1"): "Mosaïque éclatante, face 1",
    ("fr", "crystal-2"): "Mosaïque éclatante, face 2",
    ("nl", "crystal-1"): "Kristalmozaïek, zijde 1",
    ("nl", "crystal-2"): "Kristalmozaïek, zijde 2",
}


def render(game, seat=None, events=None, labels=LABELS):
    names = list(NAMES[: len(game.players)])
    return rgb(render_table(game, names=names, labels=labels, events=events, seat=seat))


def boards(game, seat=None):
    return scene_of(game, seat, notation=LABELS.notation).layout.boards


def inks(image: Image.Image, cell: L.Rect) -> set[tuple[int, int, int]]:
    return {color for _, color in image.crop(cell).getcolors(1 << 14)}


def share(image: Image.Image, cell: L.Rect, color: tuple[int, int, int]) -> float:
    """How much of ``cell`` is drawn in ``color`` (or close to it)."""
    counts = image.crop(cell).getcolors(1 << 14)
    return sum(n for n, ink in counts if close(ink, color, 8)) / (cell.width * cell.height)


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def fill_point(cell: L.Rect, room: bool = False) -> tuple[int, int]:
    """A point of an empty printed cell's tinted fill, inside its frame and clear of its
    symbol (in the middle, or with a multiplier ``room`` at the upper left, the multiplier
    taking the lower half) and of a compact board's gold corner."""
    if room:
        return cell.x0 + round(0.75 * cell.width), cell.y0 + round(0.3 * cell.height)
    return cell.x0 + round(0.22 * cell.width), cell.y0 + round(0.78 * cell.height)


def hue(color: tuple[int, int, int]) -> float:
    return colorsys.rgb_to_hsv(*(channel / 255 for channel in color))[0] * 360


def turn(a: float, b: float) -> float:
    """How far apart two hues are, in degrees."""
    return abs((a - b + 180) % 360 - 180)


# ---------------------------------------------------------------- the printed cells
@SIDES
@pytest.mark.parametrize("seat", [None, 0, 1], ids=["table", "large", "compact"])
def test_an_empty_printed_cell_is_tinted_and_framed_in_its_color_unlike_the_plain_cells(
    variant, seat
):
    game = Game.new(2, 3, variant)
    image = render(game, seat)
    # From seat 0 its own board is large and the other compact; without a seat both are full.
    shown = boards(game, seat)[0 if seat is None else seat]
    room = shown.size.detailed and variant is CRYSTAL_1  # the multiplier is written
    for printed in variant.printed_cells:
        cell = L.wall_cell(shown, printed.row, printed.col)
        fill = image.getpixel(fill_point(cell, room))
        tints = {color: style.PRINTED_FILL[color] for color in Color}
        assert close(fill, tints[printed.color], 8) and not close(fill, THEME["well"], 8)
        assert min(tints, key=lambda color: distance(fill, tints[color])) == printed.color
        # Its frame and symbol, in the color's bright ink (side 1's frame open under its ×2).
        assert share(image, cell, style.PRINTED_INK[printed.color]) > 0.05, printed
        # Mostly the tint (no tile body, a tile's color edge to edge): never a placed tile.
        assert share(image, cell, style.TILE_COLORS[printed.color]) < 0.5
        # Its frame is inside its edge, where a cell a waiting line may take is outlined.
        edge = (cell.x0, (cell.y0 + cell.y1) // 2)
        assert not close(image.getpixel(edge), style.PRINTED_INK[printed.color], 40)
        # Its hue is its tile's, of the three tiles with a hue (the well's blue pulls a dark
        # red towards crimson: the nearest of the three is enough).
        hued = (Color.BLUE, Color.YELLOW, Color.RED)
        if printed.color in hued:
            away = {color: turn(hue(fill), hue(style.TILE_COLORS[color])) for color in hued}
            assert min(away, key=away.get) == printed.color and away[printed.color] < 30, away
    plain = L.wall_cell(shown, 0, 0)  # no printed cell at (0, 0) on either side
    assert all(variant.printed_cell(0, 0) is None for variant in (CRYSTAL_1, CRYSTAL_2))
    assert inks(image, plain.inset(3)) == {THEME["well"]}


def test_the_printed_cells_inks_are_on_the_fixed_palette():
    # The table's pixels are mapped onto it without dithering: an ink off it would shift.
    palette = set(style.palette())
    for color in Color:
        assert style.PRINTED_FILL[color] in palette and style.PRINTED_INK[color] in palette


def on_phone(image: Image.Image) -> tuple[Image.Image, float]:
    """``image`` shrunk to a phone's 400 px width, and by how much."""
    scale = PHONE_WIDTH / image.width
    size = (PHONE_WIDTH, round(image.height * scale))
    return image.resize(size, Image.Resampling.LANCZOS), scale


def shrunk(phone: Image.Image, scale: float, cell: L.Rect) -> list[tuple[int, int, int]]:
    """The pixels of ``cell`` in the picture shrunk by ``scale``."""
    box = L.Rect(*(round(edge * scale) for edge in cell))
    return list(phone.crop(box).get_flattened_data())


def standing_out(pixels: list[tuple[int, int, int]]) -> float:
    """The share of ``pixels`` that stand out from an empty well as a non-text part of a
    picture must (WCAG 2: a contrast ratio of 3 at least)."""
    well = THEME["well"]
    return sum(style.contrast_ratio(pixel, well) >= 3 for pixel in pixels) / len(pixels)


def mean(pixels: list[tuple[int, int, int]]) -> tuple[float, ...]:
    return tuple(sum(channel) / len(pixels) for channel in zip(*pixels, strict=True))


def of_color(pixels: list[tuple[int, int, int]], color: tuple[int, int, int]) -> float:
    """The share of ``pixels`` near ``color``."""
    return sum(math.dist(pixel, color) <= 40 for pixel in pixels) / len(pixels)


@SIDES
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_every_printed_cell_stands_out_from_the_wells_at_400_px_on_every_board(
    variant, players, seat
):
    # Full-size boards on the table; from a seat a large board and compact ones (9 px cells
    # on a phone): a fifth of each printed cell, its frame and symbol, contrasts with the
    # wells as much as a picture's parts must (black's and white's as much as the others').
    game = Game.new(players, 5, variant)
    phone, scale = on_phone(render(game, seat))
    for shown in boards(game, seat):
        for printed in variant.printed_cells:
            pixels = shrunk(phone, scale, L.wall_cell(shown, printed.row, printed.col))
            assert standing_out(pixels) >= 0.2, (shown.size.tile, printed)
        plain = next(
            (row, col)
            for row in range(5)
            for col in range(5)
            if variant.printed_cell(row, col) is None
        )
        assert standing_out(shrunk(phone, scale, L.wall_cell(shown, *plain))) < 0.05


def letter(color: Color | None) -> str:
    """A wall cell as ``board(wall=...)`` writes it: its tile's letter, or ``.``."""
    return "." if color is None else color.letter.upper()


# Side 2's printed cells closed by a tile of their color in their row, and side 1's.
CLOSING = {
    "crystal-2": [".....", "B...R", "W....", "K...Y", "....."],
    "crystal-1": ["K....", "..W..", "Y....", "B....", "R...."],
}


@SIDES
@pytest.mark.parametrize("players", [3, 4])
def test_on_a_compact_board_at_400_px_a_printed_cell_is_neither_a_tile_nor_a_closed_cell(
    variant, players
):
    # From seat 0, the others' boards are compact: the second with every printed cell open,
    # the third with a tile on each, the fourth (at 4 players) with each closed for good.
    on_printed = [
        "".join(letter(variant.printed_color(row, col)) for col in range(5)) for row in range(5)
    ]
    walls = [["....."] * 5, ["....."] * 5, on_printed, CLOSING[variant.code]][:players]
    game = position([board(wall=wall) for wall in walls], center=["red"], variant=variant.code)
    if players == 4:
        assert all(
            printed.col not in game.open_columns(3, printed.row, printed.color)
            for printed in variant.printed_cells
        )
    phone, scale = on_phone(render(game, seat=0))
    compact = boards(game, seat=0)[1:]
    assert not any(shown.size.detailed for shown in compact)
    for printed in variant.printed_cells:
        cells = [L.wall_cell(shown, printed.row, printed.col) for shown in compact]
        empty, placed, *closed = (shrunk(phone, scale, cell) for cell in cells)
        assert standing_out(empty) >= 0.2
        # A placed tile is its color over most of it, a printed cell (its tint, its frame and
        # symbol) much less;
        body = style.TILE_COLORS[printed.color]
        assert of_color(placed, body) >= of_color(empty, body) + 0.2, printed
        # a cell closed for good is a dark well with a dim symbol: it stands out of nothing.
        for dark in closed:
            assert standing_out(dark) < 0.1 and math.dist(mean(empty), mean(dark)) >= 80


def gold_in(image: Image.Image, cell: L.Rect) -> bool:
    return any(close(ink, GOLD, 10) for ink in inks(image, cell))


@pytest.mark.parametrize("seat", [None, 0, 1], ids=["table", "large", "compact"])
def test_side_one_marks_its_printed_cells_times_two_and_side_two_does_not(seat):
    one, two = Game.new(2, 4, CRYSTAL_1), Game.new(2, 4, CRYSTAL_2)
    first, second = render(one, seat), render(two, seat)
    shown = boards(one, seat)[0 if seat is None else seat]
    assert boards(two, seat)[0 if seat is None else seat] == shown
    for printed in CRYSTAL_1.printed_cells:
        assert gold_in(first, L.wall_cell(shown, printed.row, printed.col))
    for printed in CRYSTAL_2.printed_cells:
        assert not gold_in(second, L.wall_cell(shown, printed.row, printed.col))
    for row in range(5):
        for col in range(5):
            if CRYSTAL_1.printed_cell(row, col) is None:
                assert not gold_in(first, L.wall_cell(shown, row, col)), (row, col)


def wall_texts(game, seat=None) -> dict[tuple[int, int, int], list[Text]]:
    """The texts of the background drawn inside each wall cell, by (board, row, col)."""
    scene = scene_of(game, seat, notation=LABELS.notation)
    texts = [c for c in background_commands(scene) if isinstance(c, Text)]
    found: dict[tuple[int, int, int], list[Text]] = {}
    for index, shown in enumerate(scene.layout.boards):
        for row in range(5):
            for col in range(5):
                cell = L.wall_cell(shown, row, col)
                inside = [text for text in texts if cell.contains(text_box(text))]
                if inside:
                    found[index, row, col] = inside
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_the_multiplier_is_written_whole_inside_each_printed_cell_of_side_one(players, seat):
    game = Game.new(players, 5, CRYSTAL_1)
    written = wall_texts(game, seat)
    detailed = [i for i, shown in enumerate(boards(game, seat)) if shown.size.detailed]
    expected = {(i, p.row, p.col) for i in detailed for p in CRYSTAL_1.printed_cells}
    assert set(written) == expected  # not on a compact board, which has no numbers
    for texts in written.values():
        assert [text.content for text in texts] == [str(CRYSTAL_1.printed_cells[0].multiplier)]
        assert texts[0].color == GOLD
    for other in (CRYSTAL_2, GREY, CLASSIC):
        assert wall_texts(Game.new(players, 5, other), seat) == {}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_on_a_phone_the_multiplier_is_as_large_as_the_smallest_text(players, seat):
    # As test_phone checks every text: its size in the image, at a phone's 400 px.
    game = Game.new(players, 6, CRYSTAL_1)
    width = scene_of(game, seat, notation=LABELS.notation).layout.size[0]
    sizes = [text.size for texts in wall_texts(game, seat).values() for text in texts]
    assert sizes and min(sizes) * PHONE_WIDTH / width >= SMALLEST_ON_PHONE


@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_the_mark_still_shows_in_the_picture_shrunk_to_400_px(seat):
    game = Game.new(2, 7, CRYSTAL_1)
    image = render(game, seat)
    scale = PHONE_WIDTH / image.width
    phone = image.resize((PHONE_WIDTH, round(image.height * scale)), Image.Resampling.LANCZOS)
    for printed in CRYSTAL_1.printed_cells:
        cell = L.wall_cell(boards(game, seat)[0], printed.row, printed.col)
        shrunk = L.Rect(*(round(edge * scale) for edge in cell))
        # The gold of the number survives: a pixel of it keeps most of its color.
        assert any(close(ink, GOLD, 60) for ink in inks(phone, shrunk)), printed


def test_a_tile_on_a_printed_cell_looks_like_any_placed_tile():
    # Yellow on side 1's printed (2, 2), and on the plain (2, 3) of the other board.
    on_printed = [".....", ".....", "..Y..", ".....", "....."]
    on_plain = [".....", ".....", "...Y.", ".....", "....."]
    game = position(
        [board(wall=on_printed), board(wall=on_plain)], center=["white"], variant="crystal-1"
    )
    image = render(game)
    chloe, lukasz = boards(game)
    printed, plain = L.wall_cell(chloe, 2, 2), L.wall_cell(lukasz, 2, 3)
    # The same pixels but at the rounded corners, where the cell under the tile shows: no
    # tint, no number over the tile.
    assert image.crop(printed.inset(2)).tobytes() == image.crop(plain.inset(2)).tobytes()
    assert share(image, printed, style.TILE_COLORS[Color.YELLOW]) > 0.5


@pytest.mark.parametrize("seat", [None, 0, 1], ids=["table", "large", "compact"])
def test_a_printed_cell_closed_for_good_goes_dark_and_loses_its_mark(seat):
    # White at (1, 2) closes the white (1, 0) by its row, yellow at (0, 2) the yellow (2, 2)
    # by its column; the blue (3, 4), the red (4, 1) and the black (0, 3) stay open.
    wall = ["..Y..", "..W..", ".....", ".....", "....."]
    game = position([board(wall=wall), board(wall=wall)], center=["red"], variant="crystal-1")
    image = render(game, seat)
    shown = boards(game, seat)[0 if seat is None else seat]
    for printed in CRYSTAL_1.printed_cells:
        cell = L.wall_cell(shown, printed.row, printed.col)
        if (printed.row, printed.col) in ((1, 0), (2, 2)):
            assert image.getpixel(fill_point(cell)) == THEME["well"], printed
            assert not gold_in(image, cell), printed
            colors = inks(image, cell)  # still its color's dim symbol: what it was printed with
            assert any(close(ink, style.TARGET_INK[printed.color], 16) for ink in colors)
            assert share(image, cell, style.PRINTED_INK[printed.color]) < 0.02  # no frame
        else:
            fill = image.getpixel(fill_point(cell, shown.size.detailed))
            assert close(fill, style.PRINTED_FILL[printed.color], 8) and gold_in(image, cell)


# ---------------------------------------------------------------- the floor
@SIDES
@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_each_floor_slot_shows_the_boards_cost_and_the_free_slot_a_zero(variant, seat):
    game = Game.new(2, 8, variant)
    scene = scene_of(game, seat, notation=LABELS.notation)
    texts = [c for c in background_commands(scene) if isinstance(c, Text)]
    for shown in scene.layout.boards:
        if not shown.size.detailed:
            continue
        slots = [L.floor_slot(shown, index, variant.floor_size) for index in range(7)]
        costs = [next(t.content for t in texts if t.anchor == slot.center) for slot in slots]
        assert costs == ["–1", "0", "–1", "–2", "–1", "–2", "–3"]  # docs/rules.md, both sides


def test_the_classic_floor_keeps_its_costs():
    scene = scene_of(Game.new(2, 8, CLASSIC), notation=LABELS.notation)
    texts = [c for c in background_commands(scene) if isinstance(c, Text)]
    first = scene.layout.boards[0]
    slots = [L.floor_slot(first, index) for index in range(7)]
    costs = [next(t.content for t in texts if t.anchor == slot.center) for slot in slots]
    assert costs == ["–1", "–1", "–2", "–2", "–2", "–3", "–3"]


def test_the_floor_total_counts_the_boards_costs():
    # Example C6: three tiles and the marker cost 1 + 0 + 1 + 2 = 4 (6 on the colored side).
    floor = ["marker", "red", "red", "blue"]
    game = position(
        [board(floor=floor), board()],
        center=["white"],
        marker_in_center=False,
        variant="crystal-2",
    )
    parts = table_parts(game, list(NAMES[:2]), None, LABELS)
    totals = [
        c.content
        for part in parts
        for c in part.build(*part.args).commands
        if isinstance(c, Text) and c.kind == "floor_total"
    ]
    assert totals == ["−4"]


# ---------------------------------------------------------------- the name
def status_texts(game, labels, seat=None) -> list[Text]:
    parts = table_parts(game, list(NAMES[: len(game.players)]), None, labels, seat=seat)
    return [c for c in parts[0].build(*parts[0].args).commands if isinstance(c, Text)]


@pytest.mark.parametrize("language", LANGUAGES)
@SIDES
def test_the_status_band_names_the_side_in_the_readers_language(language, variant):
    labels = picture_labels(language)
    for players in (2, 4):
        game = Game.new(players, 9, variant)
        for seat in (None, 1):
            names = [t for t in status_texts(game, labels, seat) if t.kind == "stock"]
            assert NAMED[language, variant.code] in [t.content for t in names]
            lay = scene_of(game, seat, notation=labels.notation).layout
            title = next(t for t in names if t.content == NAMED[language, variant.code])
            assert lay.status.contains(text_box(title))
            assert text_box(title).y0 > L.strip_rect(lay.status).y1  # under the last move


@pytest.mark.parametrize("variant", [CLASSIC, GREY], ids=["classic", "grey"])
def test_the_classic_and_grey_tables_are_not_named_and_keep_their_layout(variant):
    for players in (2, 3, 4):
        for seat in (None, 0):
            game = Game.new(players, 9, variant)
            assert scene_of(game, seat, notation=LABELS.notation).layout == L.table_layout(
                players, seat
            )
            named = set(NAMED.values())
            for language in LANGUAGES:
                texts = status_texts(game, picture_labels(language), seat)
                assert not named & {t.content for t in texts}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
@SIDES
def test_every_text_of_a_crystal_game_fits_its_layer_and_is_legible_on_a_phone(
    language, players, variant
):
    labels = picture_labels(language)
    for game, events in chosen_positions(variant, players, seed=players + 50):
        for seat in (None, game.turn % players):
            lay = scene_of(game, seat, notation=labels.notation).layout
            legend = L.legend_rect(lay.status)
            names = list(NAMES[:players])
            for part in table_parts(game, names, events, labels, seat=seat):
                layer = part.build(*part.args)
                texts = [c for c in layer.commands if isinstance(c, Text)]
                boxes = [text_box(text) for text in texts]
                for text, box in zip(texts, boxes, strict=True):
                    assert layer.box.contains(box), (text.content, box, layer.box)
                    assert not box.overlaps(legend), text.content
                    assert text.size * PHONE_WIDTH / lay.size[0] >= SMALLEST_ON_PHONE, text
                for a, b in combinations(boxes, 2):
                    assert not a.overlaps(b)


# ---------------------------------------------------------------- choosing a cell
def choosing(color: str, wall: list[str]) -> Game:
    """Ann's line 2 (three of ``color``, full) waits for its cell on side 1's wall."""
    game = position(
        [board(lines={2: (color, 3)}, wall=wall), board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="crystal-1",
        auto_place=False,
    )
    game.play(Move.parse("crf"))
    return game


def outlined(image: Image.Image, cell: L.Rect) -> bool:
    """Whether the cell's frame is drawn: its left edge is the outline's white."""
    return image.getpixel((cell.x0, (cell.y0 + cell.y1) // 2)) == THEME["last_move"]


def outlined_cells(game: Game, seat) -> set[tuple[int, int]]:
    image = render(game, seat)
    ann = boards(game, seat)[0]
    return {
        (row, col)
        for row in range(5)
        for col in range(5)
        if outlined(image, L.wall_cell(ann, row, col))
    }


@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_a_printed_cell_of_another_color_is_never_outlined(seat):
    # Row 2's printed cell (2, 2) takes only yellow; blue at (0, 0) closes column 0.
    game = choosing("blue", ["B....", ".....", ".....", ".....", "....."])
    assert game.phase is Phase.TILING and game.pending_line(0).columns == (1, 3, 4)
    assert outlined_cells(game, seat) == {(2, 1), (2, 3), (2, 4)}


@pytest.mark.parametrize("seat", [None, 0], ids=["table", "seat"])
def test_a_printed_cell_of_the_lines_color_is_outlined_with_its_mark(seat):
    game = choosing("yellow", [".....", ".Y...", ".....", ".....", "....."])
    assert game.pending_line(0).columns == (0, 2, 3, 4)
    assert outlined_cells(game, seat) == {(2, 0), (2, 2), (2, 3), (2, 4)}
    printed = L.wall_cell(boards(game, seat)[0], 2, 2)
    assert gold_in(render(game, seat), printed)  # the ×2 shows inside the outline


def test_after_the_placement_on_the_printed_cell_its_tile_is_ringed_with_double_points():
    game = choosing("yellow", [".....", ".....", ".....", ".....", "....."])
    events = game.play(WallMove(0, 2, 2))
    image = render(game, events=events)
    cell = L.wall_cell(boards(game)[0], 2, 2)
    assert share(image, cell, style.TILE_COLORS[Color.YELLOW]) > 0.5
    assert not {(2, col) for col in range(5)} & outlined_cells(game, None)
    parts = table_parts(game, list(NAMES[:2]), events, LABELS)
    points = [
        c.content
        for part in parts
        for c in part.build(*part.args).commands
        if isinstance(c, Text) and c.kind == "points"
    ]
    assert points == ["+2 →"]  # a lone tile, doubled (example C1)


# ---------------------------------------------------------------- layout
VIEWS = [(players, seat) for players in (2, 3, 4) for seat in (None, *range(players))]


@pytest.mark.parametrize("view", VIEWS, ids=str)
def test_a_titled_layout_moves_everything_under_its_taller_band(view):
    plain, titled = L.table_layout(*view), L.table_layout(*view, titled=True)
    grown = titled.status.height - plain.status.height
    assert grown == L.TITLE_H and titled.size == (plain.size[0], plain.size[1] + grown)
    moved = zip(titled.boards, plain.boards, strict=True)
    assert all(a.box == L.shifted(b.box, 0, grown) for a, b in moved)
    assert titled.size[0] >= 0.95 * titled.size[1]  # still about square at most
    panels = [titled.status, titled.area, *(L.board_layer(b) for b in titled.boards)]
    assert all(L.Rect(0, 0, *titled.size).contains(panel) for panel in panels)
    for a, b in combinations(panels, 2):
        assert not a.overlaps(b)
