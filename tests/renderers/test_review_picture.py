"""A reviewed move's picture: the table before the move, the move played and the better one
marked where they take from and where they go, both visible where they share a place, the
tags in the reader's language, and nothing else of the table changed."""

from __future__ import annotations

import io
import struct
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image, ImageChops

from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import CENTER, FLOOR, Color, Game, Move, WallMove
from azul_bot.features.review.picture import draw_review, review_labels
from renderers import layout as L
from renderers import render_review, render_table, style, to_png
from renderers.layers import SPRITES, Sprite, Text, text_box
from renderers.lettering import PHONE_WIDTH, SMALLEST_ON_PHONE, TEXT
from renderers.review import VERDICT_H, key_commands, review_layout, tag_commands
from tests.engine.positions import board, position
from tests.renderers.helpers import NAMES, close, rgb

REVIEW_LABELS = review_labels("en")  # the table's words and the two tags

PLAYED, BETTER = style.REVIEW_INK["played"], style.REVIEW_INK["better"]
REACH = 8  # how far past what it marks a mark may reach (the second of a shared place too)
CORNER = 14  # how far from a box's corner its sides are straight (a mark's radius and more)
TAGS = {
    "en": ("played", "better"),
    "fr": ("joué", "mieux"),
    "nl": ("gespeeld", "beter"),
}


# ---------------------------------------------------------------- positions
def offer(players: int = 2) -> Game:
    """Chloé to play: factory 1 holds three red and a black, factory 2 one of four colors,
    factory 3 two blue and two white; her line 2 holds a blue; the center three black, two
    white and the marker."""
    factories = [
        ["red", "red", "red", "black"],
        ["blue", "yellow", "red", "white"],
        ["blue", "blue", "white", "white"],
    ]
    return position(
        [board(lines={1: ("blue", 1)}), *(board() for _ in range(players - 1))],
        factories=factories,
        center=["black"] * 3 + ["white"] * 2,
    )


def placing(variant: str) -> Game:
    """Ann's line 2 (two blue, full) waits for its cell: column 4 holds blue above, so
    columns 1 and 2 are open on every free wall (the Crystal Mosaic's printed cells take
    their color only: side 1's white closes column 0, side 2's red column 3; side 2's
    printed blue is column 1)."""
    wall = ["....B", ".....", ".....", ".....", "....."]
    game = position(
        [board(lines={1: ("blue", 2)}, wall=wall), board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant=variant,
        auto_place=False,
    )
    game.play(Move.parse("crf"))
    assert {1, 2} <= set(game.pending_line(0).columns)
    return game


# ---------------------------------------------------------------- where the marks go
def span(first: L.Rect, last: L.Rect) -> L.Rect:
    return L.Rect(first.x0, first.y0, last.x1, last.y1)


def places(game: Game, seat: int | None, move) -> dict[str, list[L.Rect]]:
    """What a move's marks surround, read from the table's layout: its source (a factory's
    disc, the center, a waiting line), the tiles it takes, its destination."""
    lay = review_layout(game, seat, REVIEW_LABELS.notation).table
    if isinstance(move, WallMove):
        own = lay.boards[move.player]
        line = span(L.line_slot(own, move.row, move.row), L.line_slot(own, move.row, 0))
        return {"source": [line], "tiles": [], "to": [L.wall_cell(own, move.row, move.col)]}
    own = lay.boards[game.current_player]
    if move.source == CENTER:
        source = lay.center
        colors = [color for color in Color if game.center[color]]
        tiles = [L.center_entry(lay.center, colors.index(move.color))]
    else:
        source = Disc(*lay.factories[move.source])
        counts = game.factories[move.source]
        first = sum(counts[: move.color])
        tiles = [L.factory_tile(source, first + i) for i in range(counts[move.color])]
    if move.line == FLOOR:
        to = span(L.floor_slot(own, 0), L.floor_slot(own, 6))
    else:
        to = span(L.line_slot(own, move.line, move.line), L.line_slot(own, move.line, 0))
    return {"source": [source], "tiles": tiles, "to": [to]}


def near(rect: L.Rect, by: int = REACH) -> L.Rect:
    return rect.inset(-by)


class Disc(L.Rect):
    """A factory's disc: its marks are rings."""


def ring_of(rect: L.Rect, inner: int, outer: int, corner: int = CORNER) -> list[tuple[int, int]]:
    """The pixels between ``inner`` and ``outer`` px outside ``rect`` (negative: inside):
    around its circle for a ``Disc``, else along its box's sides, ``corner`` px clear of
    its corners (where a rounded mark farther out reaches in)."""
    big, small = rect.inset(-outer), rect.inset(-inner)
    if isinstance(rect, Disc):
        (cx, cy), radius = rect.center, rect.width / 2

        def between(x: int, y: int) -> bool:
            away = ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2) ** 0.5 - radius
            return inner <= away < outer

    else:  # along the sides: the rounded corners of a mark further out reach in there

        def between(x: int, y: int) -> bool:
            if small.x0 <= x < small.x1 and small.y0 <= y < small.y1:
                return False
            along_x = big.x0 + corner <= x < big.x1 - corner
            return along_x or big.y0 + corner <= y < big.y1 - corner

    return [(x, y) for x in range(big.x0, big.x1) for y in range(big.y0, big.y1) if between(x, y)]


def inked(image: Image.Image, points, ink, tolerance: int = 24) -> int:
    """How many of ``points`` are drawn in ``ink`` (or close to it)."""
    return sum(close(image.getpixel(point), ink, tolerance) for point in points)


def inside(rect: L.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.x0, rect.x1) for y in range(rect.y0, rect.y1)]


def drawn(game: Game, played, better, seat=0, labels=REVIEW_LABELS):
    """The review picture (RGB), its table part and the plain table (the same rectangle)."""
    names = list(NAMES[: len(game.players)])
    review = rgb(render_review(game, played, better, names=names, labels=labels, seat=seat))
    plain = rgb(render_table(game, names=names, labels=labels, seat=seat))
    top = review_layout(game, seat, labels.notation, verdict=bool(labels.review_verdict)).top
    assert review.size == (plain.width, plain.height + top)
    return review, review.crop((0, top, review.width, review.height)), plain


def changed(table: Image.Image, plain: Image.Image) -> list[tuple[int, int]]:
    """The pixels where ``table`` differs from ``plain`` in any channel."""
    red, green, blue = ImageChops.difference(table, plain).split()
    most = ImageChops.lighter(ImageChops.lighter(red, green), blue).tobytes()
    return [(i % table.width, i // table.width) for i, value in enumerate(most) if value]


def anywhere(image: Image.Image, ink) -> bool:
    return any(close(color, ink, 24) for _, color in image.getcolors(1 << 16))


def assert_only_marked(table, plain, zones: list[L.Rect]) -> None:
    """Every pixel that differs from the plain table lies near a marked place, and each
    marked place has changed."""
    moved = changed(table, plain)

    def within(zone: L.Rect, point: tuple[int, int]) -> bool:
        return zone.x0 <= point[0] < zone.x1 and zone.y0 <= point[1] < zone.y1

    stray = [point for point in moved if not any(within(zone, point) for zone in zones)]
    assert not stray, stray[:10]
    for zone in zones:
        assert any(within(zone, point) for point in moved), zone


# ---------------------------------------------------------------- takes
CASES = {
    # The three red of factory 1 thrown to the floor; one blue of factory 2 fills line 2.
    "floor against a line": (Move(0, Color.RED, FLOOR), Move(1, Color.BLUE, 1)),
    # From the center (with the marker) onto line 4; factory 1's red onto line 3.
    "center against a factory": (Move(CENTER, Color.BLACK, 3), Move(0, Color.RED, 2)),
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("seat", [0, None, 1], ids=["mover", "table", "other"])
@pytest.mark.parametrize("case", list(CASES))
def test_each_move_is_marked_on_its_source_its_tiles_and_its_destination(case, seat, players):
    played, better = CASES[case]
    game = offer(players)
    _, table, plain = drawn(game, played, better, seat)
    mine, best = places(game, seat, played), places(game, seat, better)
    zones = [near(rect) for rect in [*sum(mine.values(), []), *sum(best.values(), [])]]
    assert_only_marked(table, plain, zones)
    assert not anywhere(plain, PLAYED) and not anywhere(plain, BETTER)  # no color of the table
    for marks, ink, other in ((mine, PLAYED, BETTER), (best, BETTER, PLAYED)):
        for rect in marks["source"] + marks["to"]:
            band = ring_of(rect, -1, 1)  # what a lone mark covers at every size of board
            assert inked(table, band, ink) > len(band) / 4, rect
            assert not inked(table, band, other), rect
        for cell in marks["tiles"]:
            edge = ring_of(cell, -2, 1, corner=6)
            assert inked(table, edge, ink) > len(edge) / 4, cell


def test_the_move_played_is_dashed_and_the_better_one_is_not():
    # Told apart by shape too: along the played move's floor frame, ink and gaps alternate.
    game = offer()
    played, better = CASES["floor against a line"]
    _, table, _ = drawn(game, played, better)
    floor = places(game, 0, played)["to"][0]
    line = places(game, 0, better)["to"][0]

    def runs(rect: L.Rect, ink) -> int:
        y = rect.y0 - 2  # along the top of the frame, a pixel off its middle line
        inks = [close(table.getpixel((x, y)), ink, 24) for x in range(rect.x0 + 12, rect.x1 - 12)]
        return sum(1 for a, b in zip(inks, inks[1:], strict=False) if a and not b)

    assert runs(floor, PLAYED) >= 5  # a dash every 18 px along 7 slots
    assert runs(line, BETTER) <= 1  # solid


def test_a_shared_source_shows_both_rings_and_each_moves_tiles():
    # Factory 2: its red onto line 3 was played; its blue onto line 2 was better.
    game = offer()
    played, better = Move(1, Color.RED, 2), Move(1, Color.BLUE, 1)
    _, table, plain = drawn(game, played, better)
    mine, best = places(game, 0, played), places(game, 0, better)
    factory = mine["source"][0]
    assert factory == best["source"][0]
    inner, outer = ring_of(factory, -1, 3), ring_of(factory, 4, 7)
    assert inked(table, inner, PLAYED) > len(inner) / 4
    assert inked(table, outer, BETTER) > len(outer) / 2
    (red,), (blue,) = mine["tiles"], best["tiles"]
    assert inked(table, ring_of(red, -2, 1, 6), PLAYED) and not inked(table, inside(blue), PLAYED)
    assert inked(table, ring_of(blue, -2, 1, 6), BETTER) and not inked(table, inside(red), BETTER)
    zones = [near(r) for r in [factory, mine["to"][0], best["to"][0]]]
    assert_only_marked(table, plain, zones)


def test_the_same_tiles_taken_by_both_moves_show_both_marks():
    # Factory 2's blue: thrown to the floor, or onto line 2.
    game = offer()
    played, better = Move(1, Color.BLUE, FLOOR), Move(1, Color.BLUE, 1)
    _, table, _ = drawn(game, played, better)
    (blue,) = places(game, 0, played)["tiles"]
    assert inked(table, ring_of(blue, -4, -1, 6), PLAYED)  # inside the better one's
    assert inked(table, ring_of(blue, -1, 1, 6), BETTER)


@pytest.mark.parametrize("players", [2, 4])
def test_a_shared_destination_shows_the_played_frame_inside_the_better_one(players):
    # Line 2, from factory 3 (two blue: one overflows) or from factory 2 (one blue).
    game = offer(players)
    played, better = Move(2, Color.BLUE, 1), Move(1, Color.BLUE, 1)
    _, table, plain = drawn(game, played, better)
    line = places(game, 0, played)["to"][0]
    assert line == places(game, 0, better)["to"][0]
    inner, outer = ring_of(line, -1, 3), ring_of(line, 4, 7)
    assert inked(table, inner, PLAYED) > len(inner) / 4 and not inked(table, inner, BETTER)
    assert inked(table, outer, BETTER) > len(outer) / 2 and not inked(table, outer, PLAYED)
    sources = [places(game, 0, move)["source"][0] for move in (played, better)]
    assert_only_marked(table, plain, [near(r) for r in [line, *sources]])


def test_the_factory_numbers_stay_on_top_of_the_rings():
    game = offer()
    played, better = CASES["floor against a line"]
    _, table, plain = drawn(game, played, better)
    lay = review_layout(game, 0, REVIEW_LABELS.notation).table
    for factory in lay.factories[:2]:
        badge = L.factory_badge(factory).inset(6)  # the number and the disc around it
        assert table.crop(badge).tobytes() == plain.crop(badge).tobytes()


# ---------------------------------------------------------------- placements
@pytest.mark.parametrize("variant", ["grey", "crystal-1", "crystal-2"])
@pytest.mark.parametrize("seat", [0, None], ids=["mover", "table"])
def test_a_placement_marks_its_cell_and_the_better_column(variant, seat):
    game = placing(variant)
    played, better = WallMove(0, 1, 2), WallMove(0, 1, 1)
    _, table, plain = drawn(game, played, better, seat)
    mine, best = places(game, seat, played), places(game, seat, better)
    line = mine["source"][0]
    assert line == best["source"][0]  # both place the waiting line: both frames show
    assert inked(table, ring_of(line, -1, 3), PLAYED)
    assert inked(table, ring_of(line, 4, 7), BETTER)
    (cell,), (other,) = mine["to"], best["to"]
    band = ring_of(cell, -1, 3)
    # Side by side, each mark keeps to its half of the gap between the cells.
    assert inked(table, band, PLAYED) > len(band) / 4
    assert not inked(table, inside(near(cell, 2)), BETTER)
    band = ring_of(other, -1, 3)
    assert inked(table, band, BETTER) > len(band) / 2
    assert not inked(table, inside(near(other, 2)), PLAYED)
    assert_only_marked(table, plain, [near(line), near(cell), near(other)])


def test_two_players_placements_are_refused():
    game = position(
        [board(lines={1: ("blue", 2)}), board(lines={0: ("red", 1)})],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="grey",
        auto_place=False,
    )
    game.play(Move.parse("crf"))
    assert game.to_place == (0, 1)
    with pytest.raises(ValueError, match="one player"):
        render_review(
            game, WallMove(0, 1, 0), WallMove(1, 0, 0), names=["Ann", "Bob"], labels=REVIEW_LABELS
        )


def test_a_move_that_is_not_legal_there_is_refused():
    with pytest.raises(ValueError, match="not legal"):
        render_review(
            offer(),
            Move(4, Color.RED, 0),
            Move(0, Color.RED, 2),
            names=NAMES[:2],
            labels=REVIEW_LABELS,
        )


# ---------------------------------------------------------------- the key
KEYS = [
    ("take", offer, CASES["center against a factory"]),
    ("placement", lambda: placing("crystal-1"), (WallMove(0, 1, 2), WallMove(0, 1, 1))),
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("what", "make", "moves"), KEYS, ids=[k[0] for k in KEYS])
def test_the_tags_are_in_the_readers_language_whole_and_in_their_marks_ink(
    language, what, make, moves
):
    game, labels = make(), review_labels(language)
    lay = review_layout(game, 0, labels.notation)
    tags = [c for c in tag_commands(lay, game, moves, labels) if isinstance(c, Text)]
    assert [tag.content for tag in tags] == list(TAGS[language])
    review, _, _ = drawn(game, *moves, labels=labels)
    for tag, ink in zip(tags, (PLAYED, BETTER), strict=True):
        assert tag.color == ink
        assert inked(review, inside(text_box(tag)), ink, 8) > 20  # the word's own strokes


def boxes_of(commands) -> list[L.Rect]:
    """Where each command draws: a text's ink, a sprite's image."""
    found = []
    for command in commands:
        if isinstance(command, Text):
            found.append(text_box(command))
        else:
            sprite = SPRITES[command.kind](*command.args)
            found.append(
                L.Rect(*command.at, command.at[0] + sprite.width, command.at[1] + sprite.height)
            )
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("what", "make", "moves"), KEYS, ids=[k[0] for k in KEYS])
def test_the_key_is_legible_on_a_phone_and_each_part_keeps_its_place(language, what, make, moves):
    game, labels = make(), review_labels(language)
    lay = review_layout(game, 0, labels.notation)
    notation = key_commands(lay, game, moves, labels)[2:]  # after the panel's fill and edge
    tags = tag_commands(lay, game, moves, labels)
    texts = [c for c in notation + tags if isinstance(c, Text)]
    assert texts and min(text.size for text in texts) >= TEXT["notation"] == 22
    assert min(t.size for t in texts) * PHONE_WIDTH / lay.size[0] >= SMALLEST_ON_PHONE
    assert all(lay.key.inset(4).contains(box) for box in boxes_of(notation + tags))
    pills = [c for c in tags if isinstance(c, Sprite) and c.args[1] == 38]
    words = [c for c in tags if isinstance(c, Text)]
    assert len(pills) == 2
    for pill, word in zip(boxes_of(pills), boxes_of(words), strict=True):
        assert pill.inset(4).contains(word)  # the word inside its outline
    for a, b in combinations(boxes_of(pills) + boxes_of(notation), 2):
        assert not a.overlaps(b) or a.contains(b) or b.contains(a)  # a badge's digit in it


VERDICTS = {
    "en": ("blunder", "Blunder · winning chances 58% → 31%"),
    "fr": ("mistake", "Erreur · chances de gagner 58\u00a0% → 31\u00a0%"),
    "nl": ("inaccuracy", "Onnauwkeurigheid · winkans 58% → 31%"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_verdict_is_a_headline_above_the_key_whole_and_in_the_played_moves_ink(language):
    label, expected = VERDICTS[language]
    verdict = words(language)("image-review-verdict", label=label, before=0.58, after=0.31)
    assert verdict == expected
    game, moves = offer(4), CASES["center against a factory"]
    labels = replace(review_labels(language), review_verdict=verdict)
    lay = review_layout(game, 0, labels.notation, verdict=True)
    assert lay.top == review_layout(game, 0, labels.notation).top + VERDICT_H
    headline = [c for c in tag_commands(lay, game, moves, labels) if isinstance(c, Text)][0]
    assert headline.content == verdict and headline.color == PLAYED  # whole, in its ink
    assert headline.size * PHONE_WIDTH / lay.size[0] >= SMALLEST_ON_PHONE
    box = text_box(headline)
    assert box.y1 <= lay.key.y0 and lay.key.x0 <= box.x0 and box.x1 <= lay.key.x1
    review, table, plain = drawn(game, *moves, labels=labels)
    assert inked(review, inside(box), PLAYED, 8) > 20


# ---------------------------------------------------------------- the picture as a whole
@pytest.mark.parametrize("players", [2, 4])
def test_the_marks_still_show_at_a_phones_400_px(players):
    game = offer(players)
    played, better = CASES["floor against a line"]
    review, _, _ = drawn(game, played, better)
    scale = PHONE_WIDTH / review.width
    phone = review.resize((PHONE_WIDTH, round(review.height * scale)), Image.Resampling.LANCZOS)
    top = review_layout(game, 0, REVIEW_LABELS.notation).top
    for move, ink in ((played, PLAYED), (better, BETTER)):
        for rect in (*places(game, 0, move)["source"], *places(game, 0, move)["to"]):
            # The mark's middle line, 1 px outside, and a pixel either side of it there.
            shrunk = L.Rect(*(round(v * scale) for v in L.shifted(near(rect, 1), 0, top)))
            assert inked(phone, ring_of(shrunk, -1, 1, corner=4), ink, 60), rect


def test_its_png_keeps_a_palette_of_its_own_and_a_tables_keeps_the_fixed_one():
    game = offer(4)
    image = render_review(
        game, *CASES["floor against a line"], names=NAMES, labels=REVIEW_LABELS, seat=0
    )
    data = to_png(image)
    decoded = Image.open(io.BytesIO(data))
    assert decoded.mode == "P" and decoded.convert("RGB").tobytes() == rgb(image).tobytes()
    entries = len(image.getpalette()) // 3
    assert struct.unpack(">I", data[33:37])[0] == 3 * entries  # the PLTE chunk's length
    assert max(image.getextrema()) < entries <= 256
    assert {PLAYED, BETTER} <= {
        tuple(image.getpalette()[i : i + 3]) for i in range(0, 3 * entries, 3)
    }
    table = to_png(render_table(game, names=NAMES, labels=REVIEW_LABELS))
    assert struct.unpack(">I", table[33:37])[0] == 3 * len(style.palette())


def test_the_same_review_gives_the_same_bytes():
    game = offer()
    how = {"names": NAMES[:2], "labels": REVIEW_LABELS, "seat": 0}
    first = to_png(render_review(game, *CASES["center against a factory"], **how))
    assert to_png(render_review(game.copy(), *CASES["center against a factory"], **how)) == first


def _draw_in_worker(state: dict, played: str, better: str) -> bytes:
    return draw_review(state, played, better, ["Ann", "Bob"], "fr")


def test_draw_review_takes_the_stored_game_and_the_moves_text_in_a_worker_process():
    game = offer()
    played, better = CASES["floor against a line"]
    here = draw_review(game, played, better, ["Ann", "Bob"], "fr")
    expected = render_review(
        game, played, better, names=["Ann", "Bob"], labels=review_labels("fr"), seat=0
    )
    assert here == to_png(expected)
    with ProcessPoolExecutor(max_workers=1) as pool:
        there = pool.submit(_draw_in_worker, game.to_dict(), str(played), str(better))
        assert there.result(timeout=60) == here


def test_draw_review_draws_a_placement_from_the_placing_players_side():
    game = placing("grey")
    png = draw_review(game.to_dict(), "p1:2c", "p1:2b", ["Ann", "Bob"], "nl")
    labels = review_labels("nl")
    image = render_review(
        game, WallMove(0, 1, 2), WallMove(0, 1, 1), names=["Ann", "Bob"], labels=labels, seat=0
    )
    assert png == to_png(image)
