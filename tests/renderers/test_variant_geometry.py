"""The picture takes the floor line's length and a factory's size from the variant played:
a variant with an eighth floor slot or factories of five is drawn whole, nothing clipped,
nothing refused, and the classic numbers are never assumed."""

from __future__ import annotations

from itertools import combinations

import pytest

from azul_bot.engine import CLASSIC, FLOOR, VARIANTS, Color, Game, Move, Variant
from renderers import layout as L
from renderers import render_table, style
from renderers.layers import Text
from renderers.table import background_commands, scene_of
from tests.renderers.helpers import LABELS, NAMES, close, rgb, tile_body

LONG = Variant("long", free_wall=False, floor_penalties=(1, 1, 2, 2, 2, 3, 3, 4))
FIVE = Variant("five", free_wall=False, factory_size=5)
SIZES = pytest.mark.parametrize(
    "size", [L.FULL, L.LARGE, L.COMPACT], ids=["full", "large", "compact"]
)


def render(game, events=None):
    names = list(NAMES[: len(game.players)])
    return rgb(render_table(game, names=names, labels=LABELS, events=events))


@pytest.fixture
def playable(monkeypatch):
    """Makes the test's variants known by their code, as a stored game's would be."""
    for variant in (LONG, FIVE):
        monkeypatch.setitem(VARIANTS, variant.code, variant)


@SIZES
def test_a_longer_floor_line_lies_on_the_board_left_to_right(size):
    board = L.place_board(10, 20, size)
    slots = LONG.floor_size
    floor = [L.floor_slot(board, index, slots) for index in range(slots)]
    assert all(board.box.contains(slot) for slot in floor)
    assert all(a.x1 < b.x0 and a.y0 == b.y0 for a, b in zip(floor, floor[1:], strict=False))
    # The running total follows the variant's last slot, not the classic seventh.
    assert L.floor_total_anchor(board, slots)[0] > floor[-1].x1
    assert L.floor_total_anchor(board, slots) != L.floor_total_anchor(board, CLASSIC.floor_size)
    with pytest.raises(ValueError):
        L.floor_slot(board, slots, slots)


@pytest.mark.parametrize("tiles", [1, 2, 3, 4, 5, 6, 9])
@pytest.mark.parametrize("players", [2, 4], ids=["row-of-5", "row-of-9"])
def test_a_factory_of_any_size_keeps_its_tiles_apart_inside_its_disc(tiles, players):
    factory = L.table_layout(players).factories[0]
    cells = [L.factory_tile(factory, index, tiles) for index in range(tiles)]
    assert all(factory.contains(cell) for cell in cells)
    assert not any(a.overlaps(b) for a, b in combinations(cells, 2))
    with pytest.raises(ValueError):
        L.factory_tile(factory, tiles, tiles)


def test_the_classic_factory_is_still_a_two_by_two_block():
    factory = L.table_layout(2).factories[0]
    cells = [L.factory_tile(factory, index, CLASSIC.factory_size) for index in range(4)]
    assert len({cell.x0 for cell in cells}) == len({cell.y0 for cell in cells}) == 2


@pytest.mark.usefixtures("playable")
def test_every_slot_of_a_longer_floor_is_drawn_with_its_cost():
    game = Game.new(2, 11, LONG)
    game.players[0].floor[:] = [int(Color.WHITE)] * LONG.floor_size
    image = render(game)
    chloe = L.table_layout(2).boards[0]
    last = L.floor_slot(chloe, LONG.floor_size - 1, LONG.floor_size)
    assert close(image.getpixel(tile_body(last)), style.TILE_COLORS[Color.WHITE])
    scene = scene_of(game, notation=LABELS.notation)
    costs = [c.content for c in background_commands(scene) if isinstance(c, Text)]
    assert costs.count("–4") == 2  # the eighth slot's cost, on both boards


@pytest.mark.usefixtures("playable")
def test_a_factory_of_five_shows_every_tile_and_ghosts_all_five_taken():
    game = Game.new(2, 12, FIVE)
    game.factories[0] = [0, 0, 5, 0, 0]
    factory = L.table_layout(2).factories[0]
    cells = [L.factory_tile(factory, index, FIVE.factory_size) for index in range(5)]
    plain = render(game)
    assert all(close(plain.getpixel(tile_body(c)), style.TILE_COLORS[Color.RED]) for c in cells)
    events = game.play(Move(0, Color.RED, FLOOR))
    marked = render(game, events)
    fifth = cells[4]  # in the middle of the block, clear of the factory's number
    assert close(marked.getpixel(fifth.center), style.THEME["factory"])
    ink = marked.getpixel((fifth.x0 + 1, fifth.y0 + 4))
    assert close(ink, style.TAKEN_INK[Color.RED], 40)
