"""The table image: pixel probes at known spots, every player count, names, a finished game."""

from __future__ import annotations

import io
import random
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from azul_bot.engine import CENTER, FLOOR, WALL, Color, Game, Move, RoundEnded, Variant
from renderers import layout as L
from renderers import render_table, style, to_png
from renderers.layers import Sprite, Text, text_box
from renderers.table import background_commands, scene_of, table_parts
from tests.engine.positions import board, position
from tests.renderers.helpers import LABELS, NAMES, close, played, played_until, rgb, tile_body

THEME = style.THEME
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def small_table():
    """Chloé (to play) has blue walled at (0, 0) and one red on line 3; Łukasz has nothing."""
    return position(
        [board(wall=["x....", ".....", ".....", ".....", "....."], lines={2: ("red", 1)}), board()],
        factories=[["red", "red", "red", "blue"], ["yellow"] * 4],
        center=["white"],
    )


def render(game, events=None, names=NAMES, seat=None):
    names = list(names[: len(game.players)])
    return rgb(render_table(game, names=names, labels=LABELS, events=events, seat=seat))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_renders_a_small_png_of_its_layout(players):
    game, events = played(players, seed=players, moves=3 * players)
    image = render_table(game, names=list(NAMES[:players]), labels=LABELS, events=events)
    assert image.size == L.table_layout(players).size
    assert image.mode == "P"
    data = to_png(image)
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) <= 80 * 1024
    assert Image.open(io.BytesIO(data)).size == image.size


def test_a_placed_wall_tile_is_a_tile_and_an_empty_cell_a_dark_well_with_a_small_symbol():
    image = render(small_table())
    chloe = L.table_layout(2).boards[0]
    placed = image.getpixel(tile_body(L.wall_cell(chloe, 0, 0)))
    assert close(placed, style.TILE_COLORS[Color.BLUE])
    for on, col in ((chloe, 1), (L.table_layout(2).boards[1], 0)):
        cell = L.wall_cell(on, 0, col)
        assert close(image.getpixel(tile_body(cell)), THEME["well"], 4)
        # The symbol of the color the cell wants, in its dim ink, in the middle only.
        middle = image.crop(cell.inset(cell.width // 3))
        inks = {color for _, color in middle.getcolors(1 << 12)}
        assert any(close(ink, style.TARGET_INK[WALL[0][col]], 20) for ink in inks)
        assert not any(close(ink, style.TILE_COLORS[WALL[0][col]], 8) for ink in inks)


def test_pattern_lines_fill_from_the_right_in_their_color():
    image = render(small_table())
    chloe = L.table_layout(2).boards[0]
    assert close(image.getpixel(tile_body(L.line_slot(chloe, 2, 0))), style.TILE_COLORS[Color.RED])
    for index in (1, 2):
        assert close(image.getpixel(tile_body(L.line_slot(chloe, 2, index))), THEME["slot"])


def test_factories_show_their_tiles_in_order():
    image = render(small_table())
    factory = L.table_layout(2).factories[0]
    colors = [image.getpixel(tile_body(L.factory_tile(factory, i))) for i in range(4)]
    assert close(colors[0], style.TILE_COLORS[Color.BLUE])
    assert all(close(c, style.TILE_COLORS[Color.RED]) for c in colors[1:])


def test_the_marker_is_drawn_where_it_lies():
    game = small_table()
    lay = L.table_layout(2)
    marker_entry = L.center_entry(lay.center, 1)  # after the white tile
    before = render(game)
    assert close(before.getpixel(tile_body(marker_entry)), style.MARKER_COLOR)
    events = game.play(Move(CENTER, Color.WHITE, FLOOR))
    after = render(game, events)
    assert close(after.getpixel(tile_body(L.floor_slot(lay.boards[0], 0))), style.MARKER_COLOR)
    assert close(
        after.getpixel(tile_body(L.floor_slot(lay.boards[0], 1))), style.TILE_COLORS[Color.WHITE]
    )
    assert not close(after.getpixel(tile_body(marker_entry)), style.MARKER_COLOR)


def test_the_player_to_move_has_a_highlighted_header():
    game = small_table()
    lay = L.table_layout(2)
    image = render(game)
    for seat, expected in ((0, THEME["turn"]), (1, THEME["header"])):
        head = L.header_rect(lay.boards[seat])
        assert close(image.getpixel((head.center[0], head.y0 + 5)), expected)


def test_the_last_move_is_outlined_where_tiles_went_and_ghosted_where_they_came_from():
    game = small_table()
    lay = L.table_layout(2)
    chloe = lay.boards[0]
    events = game.play(Move(0, Color.RED, 2))  # 3 red: 2 to line 3, 1 to the floor

    def ring_pixel(image, cell):
        return image.getpixel((cell.x0 + cell.width // 2, cell.y0 - 2))

    plain, marked = render(game), render(game, events)
    for cell in (L.line_slot(chloe, 2, 1), L.line_slot(chloe, 2, 2), L.floor_slot(chloe, 0)):
        assert close(ring_pixel(marked, cell), THEME["last_move"], 40)
        assert not close(ring_pixel(plain, cell), THEME["last_move"], 40)
    assert not close(ring_pixel(marked, L.line_slot(chloe, 2, 0)), THEME["last_move"], 40)
    factory = lay.factories[0]
    taken = L.factory_tile(factory, 2)  # clear of the factory's number
    # Where the tiles lay: nothing but the factory, and corner marks in the taken color.
    assert close(marked.getpixel(taken.center), THEME["factory"])
    assert close(marked.getpixel((taken.x0 + 1, taken.y0 + 4)), style.TAKEN_INK[Color.RED], 40)
    assert close(plain.getpixel((taken.x0 + 1, taken.y0 + 4)), THEME["factory"])
    ring = (factory.center[0], factory.y0 - 1)
    assert close(marked.getpixel(ring), THEME["last_move"], 40)
    assert not close(plain.getpixel(ring), THEME["last_move"], 40)


def test_after_wall_tiling_the_new_tiles_are_ringed_with_their_points():
    game, events = played_until(3, 5, lambda g, ev: any(isinstance(e, RoundEnded) for e in ev))
    image = render(game, events)
    lay = L.table_layout(3)
    walled = [e for e in events if type(e).__name__ == "TileWalled"]
    assert walled
    for event in walled:
        board = lay.boards[event.player]
        cell = L.wall_cell(board, event.row, event.col)
        assert close(image.getpixel(tile_body(cell)), style.TILE_COLORS[event.color])
        ring = image.getpixel((cell.x0 - 2, cell.y1 - 6))
        assert close(ring, THEME["score_badge"], 40)
        # The points, on the emptied line beside the wall: the tile itself stays uncovered.
        line = L.line_row(board, event.row)
        assert close(image.getpixel((line.x1 - 4, line.center[1])), THEME["score_badge"], 40)
        assert close(image.getpixel((cell.x0 + 4, cell.y0 + 4)), style.TILE_COLORS[event.color], 60)


def test_a_finished_game_shows_final_scores_instead_of_factories():
    game, events = played_until(4, 2, lambda g, ev: g.is_over)
    lay = L.table_layout(4)
    image = render(game, events)
    for factory in lay.factories:
        assert not close(image.getpixel(factory.center), THEME["factory"])
    area = image.crop(lay.area)
    gold = sum(
        count for count, color in area.getcolors(1 << 16) if close(color, THEME["winner"], 8)
    )
    assert gold > 50  # the winner's row is written in gold
    assert game.result is not None and game.result.winners


def test_a_finished_three_player_game_uses_its_quadrant():
    game, events = played_until(3, 9, lambda g, ev: g.is_over)
    image = render(game, events)
    assert image.size == L.table_layout(3).size


def header(image, seat):
    return image.crop(L.header_rect(L.table_layout(2).boards[seat])).tobytes()


def test_emoji_in_a_name_leave_no_trace_instead_of_a_box():
    game = small_table()
    plain = render(game, names=["Zoë", "Chloé"])
    emoji = render(game, names=["Zoë 🎲", "🍀Chloé✨"])
    assert header(plain, 0) == header(emoji, 0)
    assert header(plain, 1) == header(emoji, 1)


def test_a_name_with_nothing_drawable_shows_its_seat():
    game = small_table()
    assert header(render(game, names=["山田太郎", "🐉🐉"]), 0) == header(
        render(game, names=["Player 1", "Player 2"]), 0
    )


def test_very_long_names_are_cut_to_fit_beside_the_score():
    game = small_table()
    long = "Αλέξανδρος Παπαδόπουλος-Βασιλείου " * 3
    image = render(game, names=[long, "Łukasz"])
    head = L.header_rect(L.table_layout(2).boards[1])
    # Between the name box and the score, the header stays clear.
    strip = image.crop(
        (L.name_box(L.table_layout(2).boards[1]).x1 + 4, head.y0 + 2, head.x1 - 60, head.y1 - 2)
    )
    assert {color for _, color in strip.getcolors()} == {THEME["header"]}
    render(game, names=["Łukasz", long])  # and in the other seat too


def test_names_must_match_the_seats():
    with pytest.raises(ValueError):
        render_table(small_table(), names=["only one"], labels=LABELS)


def test_renders_in_parallel_threads_match_renders_in_sequence():
    games = [played(n, seed, 5 + seed) for n in (2, 3, 4) for seed in range(3)]

    def draw(item):
        game, events = item
        return render_table(
            game, names=list(NAMES[: len(game.players)]), labels=LABELS, events=events
        ).tobytes()

    sequential = [draw(item) for item in games]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(draw, games * 2))
    assert parallel == sequential * 2


def test_to_png_accepts_any_pillow_image():
    data = to_png(Image.new("RGB", (40, 30), THEME["panel"]))
    decoded = Image.open(io.BytesIO(data))
    assert decoded.size == (40, 30)
    assert close(decoded.convert("RGB").getpixel((5, 5)), THEME["panel"])


def test_events_may_come_as_any_iterable():
    game = small_table()
    events = game.play(Move(0, Color.RED, 2))
    assert render(game, iter(events)).tobytes() == render(game, events).tobytes()


def test_tiles_pushed_to_the_center_by_the_last_move_are_outlined():
    game = small_table()
    events = game.play(Move.parse("1r3"))  # the blue left on factory 1 slides to the center
    center = L.table_layout(2).center
    blue, white = L.center_entry(center, 0), L.center_entry(center, 1)

    def outline_at(image, cell):
        return image.getpixel((cell.x0 - 2, cell.y0 + cell.height // 2))

    with_events = render(game, events)
    assert close(outline_at(with_events, blue), THEME["last_move"], tolerance=40)
    assert not close(outline_at(with_events, white), THEME["last_move"], tolerance=40)
    without = render(game)
    assert not close(outline_at(without, blue), THEME["last_move"], tolerance=40)


def drawn(game, events=None, seat=None) -> list:
    """Every command of the table's layers and its background."""
    names = list(NAMES[: len(game.players)])
    parts = table_parts(game, names, events, LABELS, seat=seat)
    commands = [c for part in parts for c in part.build(*part.args).commands]
    return commands + background_commands(scene_of(game, seat, notation=LABELS.notation))


def test_the_last_move_writes_its_count_before_its_tiles_not_times_the_count():
    game = small_table()
    events = game.play(Move(0, Color.RED, 2))  # Chloé (1) 3 [red] → [3]
    status = table_parts(game, list(NAMES[:2]), events, LABELS)[0]  # the band on top
    commands = status.build(*status.args).commands
    notation = [c for c in commands if isinstance(c, Text) and c.kind == "notation"]
    assert [t.content for t in notation] == ["1", "3", "→", "3"]
    count = notation[1]
    tile = next(c for c in commands if isinstance(c, Sprite) and c.kind == "tile")
    assert tile.args[0] is Color.RED
    assert text_box(count).x1 < tile.at[0] < text_box(notation[2]).x0


def test_the_center_writes_each_count_before_its_tiles():
    game = small_table()
    game.play(Move.parse("1r3"))  # the center: 1 blue, 1 white, the marker
    center = L.table_layout(2).center
    counts = [c for c in drawn(game) if isinstance(c, Text) and c.kind == "count"]
    assert [t.content for t in counts] == ["1", "1"]
    for index, count in enumerate(counts):
        tile = L.center_entry(center, index)
        box = text_box(count)
        assert box.x1 <= tile.x0 and box.y0 < tile.center[1] < box.y1


@pytest.mark.parametrize("variant", ["classic", "grey", "crystal-1", "crystal-2"])
def test_no_count_of_tiles_is_written_with_a_times_sign(variant):
    # "×" is side 1's doubling alone, and that is drawn (a sprite before the number 2).
    game = Game.new(4, 12, Variant.by_code(variant), auto_place=False)
    chooser = random.Random(12)
    while not game.is_over:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if game.turn % 5 == 0:
            for seat in (None, game.turn % 4):
                texts = [c for c in drawn(game, events, seat) if isinstance(c, Text)]
                assert not [t.content for t in texts if "×" in t.content]


def test_from_a_seat_the_players_board_is_drawn_large():
    game = small_table()
    for seat in (0, 1):
        image = render(game, seat=seat)
        lay = L.table_layout(2, seat)
        assert image.size == lay.size
        own = lay.boards[seat]
        assert own.size == L.LARGE
        cell = L.wall_cell(lay.boards[0], 0, 0)  # Chloé's blue, large or compact
        assert close(image.getpixel(tile_body(cell)), style.TILE_COLORS[Color.BLUE])
        red = L.line_slot(lay.boards[0], 2, 0)
        assert close(image.getpixel(tile_body(red)), style.TILE_COLORS[Color.RED])


def test_from_a_seat_the_factories_and_center_are_there_too():
    game = small_table()
    lay = L.table_layout(2, 1)
    image = render(game, seat=1)
    factory = lay.factories[0]
    assert close(
        image.getpixel(tile_body(L.factory_tile(factory, 0))), style.TILE_COLORS[Color.BLUE]
    )
    white = L.center_entry(lay.center, 0)
    assert close(image.getpixel(tile_body(white)), style.TILE_COLORS[Color.WHITE])


def test_a_finished_game_is_drawn_alike_from_every_seat():
    game, events = played_until(3, 9, lambda g, ev: g.is_over)
    table = render(game, events)
    assert all(render(game, events, seat=seat) == table for seat in range(3))


def test_a_seat_must_be_at_the_table():
    with pytest.raises(ValueError):
        render(small_table(), seat=2)
