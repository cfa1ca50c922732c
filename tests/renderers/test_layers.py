"""The table drawn from cached layers: the same pixels as drawing it in one piece, layers that
never overlap, PNG bytes that decode to the image, and a render in another process."""

from __future__ import annotations

import io
import pickle
import random
import struct
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

import pytest
from PIL import Image

from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, GREY, Event, Game, Phase, RoundEnded
from renderers import Labels, render_table, to_png
from renderers import layout as L
from renderers.layers import Layer, Sprite, Text, execute, flatten, palette_image, to_palette
from renderers.png import encode_png
from renderers.table import background, forget_layers, scene_of, table_parts
from tests.renderers.helpers import LABELS, NAMES, chosen_positions

LONG_NAMES = (
    "Αλέξανδρος Παπαδόπουλος",
    "Łukasz Wiśniewski-Kowalczyk",
    "Zoë 🎲 Ünterwälder",
    "Дмитрий Константинович",
)


def flat_render(
    game: Game,
    *,
    names: Sequence[str],
    labels: Labels,
    events: Iterable[Event] | None = None,
    seat: int | None = None,
) -> Image.Image:
    """The same picture with every command drawn straight on the whole background: slower,
    and the reference that ``render_table`` matches pixel for pixel."""
    canvas = background(scene_of(game, seat, notation=labels.notation)).copy()
    drawn = set()  # a command split over several layers (the turn frame) is drawn once
    for part in table_parts(game, names, events, labels, seat=seat):
        for command in part.build(*part.args).commands:
            if command not in drawn:
                drawn.add(command)
                execute(canvas, command)
    return to_palette(canvas)


def every_position(players: int, seed: int, step: int = 1):
    """A random game (seeded) after every ``step``-th move, the end and each wall tiling."""
    game, chooser = Game.new(players, seed), random.Random(seed)
    yield game, []
    while not game.is_over:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if game.turn % step == 0 or game.is_over or any(isinstance(e, RoundEnded) for e in events):
            yield game, events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cached_layers_give_the_pixels_of_a_render_in_one_piece(players):
    forget_layers()
    for game, events in every_position(players, seed=players, step=2):
        names = list(LONG_NAMES[:players]) if game.turn % 4 else list(NAMES[:players])
        for seat in (None, game.turn % players):
            how = {"names": names, "labels": LABELS, "events": events, "seat": seat}
            layered = render_table(game, **how)
            flat = flat_render(game, **how)
            assert layered.tobytes() == flat.tobytes(), f"turn {game.turn}, seat {seat}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layers_never_overlap_and_stay_inside_the_image(players):
    for game, events in every_position(players, seed=10 + players, step=3):
        for seat in (None, *range(players)):
            image = L.Rect(0, 0, *scene_of(game, seat, notation=LABELS.notation).layout.size)
            parts = table_parts(game, NAMES[:players], events, LABELS, seat=seat)
            boxes = [part.build(*part.args).box for part in parts]
            assert all(image.contains(box) for box in boxes)
            for a, b in combinations(boxes, 2):
                assert not a.overlaps(b), (game.turn, seat, a, b)


def test_a_layer_draws_its_commands_over_its_box_of_the_background():
    base = background(scene_of(Game.new(2, 1), notation=LABELS.notation))
    box = L.Rect(100, 100, 140, 140)
    tile = Sprite("tile", (0, 30), (105, 105))
    label = Text("7", (120, 125), 17, (255, 255, 255), bold=True)
    pixels = flatten(base, Layer(box, (tile, label)))
    assert pixels.size == (40, 40)
    assert pixels.mode == "P"
    untouched = to_palette(base.crop(box))
    assert pixels.getpixel((1, 1)) == untouched.getpixel((1, 1))  # outside the tile: background
    assert pixels.tobytes() != untouched.tobytes()


def test_png_bytes_decode_to_the_image_with_its_palette():
    game, events = next((g, e) for g, e in every_position(4, seed=3) if g.turn == 30)
    image = render_table(game, names=list(NAMES), labels=LABELS, events=events)
    data = to_png(image)
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == image.size
    decoded = Image.open(io.BytesIO(data))
    assert decoded.mode == "P"
    assert decoded.convert("RGB").tobytes() == image.convert("RGB").tobytes()


def test_encode_png_refuses_an_image_without_a_palette():
    with pytest.raises(ValueError, match="palette"):
        encode_png(Image.new("RGB", (4, 4)))


def test_a_busy_four_player_table_with_long_names_stays_under_40_kb():
    largest = 0
    for game, events in every_position(4, seed=4, step=3):
        largest = max(
            largest, len(to_png(render_table(game, names=LONG_NAMES, labels=LABELS, events=events)))
        )
    assert largest < 40 * 1024


def test_palette_images_keep_the_fixed_palette():
    image = render_table(Game.new(2, 1), names=list(NAMES[:2]), labels=LABELS)
    assert image.getpalette() == palette_image().getpalette()


def _render_png(game: Game, names: list[str], events: list, labels: Labels) -> bytes:
    return to_png(render_table(game, names=names, labels=labels, events=events))


def test_a_worker_process_renders_what_this_one_does():
    game, events = next((g, e) for g, e in every_position(3, seed=5) if g.turn == 12)
    names = list(NAMES[:3])
    assert pickle.loads(pickle.dumps((game, names, events)))[0].to_dict() == game.to_dict()
    assert pickle.loads(pickle.dumps(LABELS)) == LABELS
    with ProcessPoolExecutor(max_workers=1) as pool:
        there = pool.submit(_render_png, game, names, events, LABELS).result(timeout=60)
    here = Image.open(
        io.BytesIO(to_png(render_table(game, names=names, labels=LABELS, events=events)))
    )
    assert Image.open(io.BytesIO(there)).convert("RGB").tobytes() == here.convert("RGB").tobytes()


# The walls where players choose, their columns chosen by hand, with the names each was drawn
# with and the seed of its game (its number of players added).
CHOSEN = [
    pytest.param(GREY, LONG_NAMES, 30, id="grey"),
    pytest.param(CRYSTAL_1, NAMES, 40, id="side-1"),
    pytest.param(CRYSTAL_2, NAMES, 40, id="side-2"),
]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("variant", "long_names", "seed"), CHOSEN)
def test_a_wall_whose_columns_are_chosen_is_drawn_in_layers_that_never_overlap(
    players, variant, long_names, seed
):
    names = list(long_names[:players])
    tiling = False
    for game, events in chosen_positions(variant, players, seed=players + seed):
        tiling |= game.phase is Phase.TILING
        for seat in (None, game.turn % players):
            how = {"names": names, "labels": LABELS, "events": events, "seat": seat}
            assert render_table(game, **how).tobytes() == flat_render(game, **how).tobytes()
            parts = table_parts(game, names, events, LABELS, seat=seat)
            boxes = [part.build(*part.args).box for part in parts]
            for a, b in combinations(boxes, 2):
                assert not a.overlaps(b), (game.turn, seat, a, b)
    assert tiling  # the players chose columns
