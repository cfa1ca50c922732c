"""A whole game as an animation, and its scores round by round.

Why lossless WebP: every frame is already a palette image, so lossless coding keeps text and
symbols exact, and libwebp's animation encoder stores only the rectangle that changed, with the
unchanged pixels in it transparent. A 142-move 4-player game comes to about 1.4 MB at full size
(a GIF of the same palette frames is about twice as large), so frames are shrunk only if a
file would ever pass ``max_bytes``.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator, Sequence

from PIL import Image

from azul_bot.engine import AnyMove, Event, Game, RoundEnded

from .labels import Labels
from .layers import to_palette
from .table import render_table

DISCORD_UPLOAD_LIMIT = 8 * 1024 * 1024  # bytes, for a bot without a boosted server
MOVE_MS = 900  # how long each move stays on screen
ROUND_END_MS = 2500  # a move that ended a round: time to read the points each tile scored
FIRST_MS = 1500
FINAL_MS = 8000
# Effort of the lossless coder (method 0-6, quality 0-100): method 1 makes files a third the
# size of method 0's in the same time; method 4 saves another 13 % for twice the time.
WEBP_METHOD = 1
WEBP_QUALITY = 20
SHRINK_STEPS = (1.0, 0.75, 0.5)  # frame scales tried in turn while the file is too large


def render_replay(
    start: Game,
    moves: Sequence[AnyMove],
    *,
    names: Sequence[str],
    labels: Labels,
    move_ms: int = MOVE_MS,
    round_end_ms: int = ROUND_END_MS,
    first_ms: int = FIRST_MS,
    final_ms: int = FINAL_MS,
    loop: int = 0,
    max_bytes: int = DISCORD_UPLOAD_LIMIT,
) -> bytes:
    """An animated WebP of ``moves`` played from ``start`` (which is left unchanged): the starting
    table, then the table after each move. ``loop`` is the number of plays (0 = for ever). Frames
    are shrunk only if the file would pass ``max_bytes``; a ``ValueError`` says when even the
    smallest would. Frames are made as they are encoded, so only one is held at a time.
    """
    durations = [
        _duration(game, events, move_ms, round_end_ms, first_ms, final_ms)
        for game, events in _positions(start, moves)
    ]
    sizes = []
    for scale in SHRINK_STEPS:

        def frames(scale: float = scale) -> Iterator[Image.Image]:
            for game, events in _positions(start, moves):
                yield _scaled(render_table(game, names=names, labels=labels, events=events), scale)

        data = encode_animation(frames(), durations, loop=loop)
        if len(data) <= max_bytes:
            return data
        sizes.append(len(data))
    raise ValueError(
        f"a replay of {len(moves)} moves takes {min(sizes)} bytes even at"
        f" {SHRINK_STEPS[-1]:.0%} scale, more than {max_bytes}"
    )


def encode_animation(
    frames: Iterable[Image.Image], durations: Sequence[int], *, loop: int = 0
) -> bytes:
    """Lossless animated WebP of ``frames`` (any mode), each shown ``durations[i]`` ms.

    ``frames`` is read one frame at a time, as the encoder takes them: a generator keeps only
    the frame being encoded in memory.
    """
    frames = iter(frames)
    first = next(frames, None)
    if first is None or not durations:
        raise ValueError("an animation needs a frame, and a duration for each frame")
    out = io.BytesIO()
    if len(durations) == 1:  # no move yet: a still picture
        first.save(out, "WEBP", lossless=True, method=WEBP_METHOD, quality=WEBP_QUALITY)
        return out.getvalue()
    # Keyframes cost a whole frame each and nobody seeks in a chat: only the first is one.
    keyframes = {"kmin": len(durations) + 1, "kmax": len(durations) + 2}
    first.save(
        out,
        "WEBP",
        save_all=True,
        append_images=[_FrameStream(frames, len(durations) - 1)],
        duration=list(durations),
        loop=loop,
        lossless=True,
        method=WEBP_METHOD,
        quality=WEBP_QUALITY,
        **keyframes,
    )
    return out.getvalue()


class _FrameStream:
    """``count`` frames that Pillow reads as one multi-frame image, seeking them in order, so
    that they are made as they are encoded instead of all beforehand."""

    has_transparency_data = False

    def __init__(self, frames: Iterator[Image.Image], count: int) -> None:
        self.n_frames = count
        self._frames = frames
        self._index = -1
        self._frame: Image.Image | None = None

    def seek(self, index: int) -> None:
        if index != self._index + 1:
            raise ValueError(f"frames are read in order: {index} after {self._index}")
        self._frame = next(self._frames, None)
        if self._frame is None:
            raise ValueError(f"{self.n_frames} frames were announced, {index} came")
        self._index = index

    def tell(self) -> int:
        return self._index

    @property
    def mode(self) -> str:
        assert self._frame is not None
        return self._frame.mode

    def convert(self, mode: str) -> Image.Image:
        assert self._frame is not None
        return self._frame.convert(mode)


def _duration(
    game: Game, events: list[Event], move_ms: int, round_end_ms: int, first_ms: int, final_ms: int
) -> int:
    if not events:
        return first_ms
    if game.is_over:
        return final_ms
    if any(isinstance(e, RoundEnded) for e in events):
        return round_end_ms
    return move_ms


def round_scores(start: Game, moves: Sequence[AnyMove]) -> list[tuple[int, tuple[int, ...]]]:
    """Per round scored while playing ``moves`` from ``start``: ``(round, scores after its
    wall tiling)``, scores in seat order and before the end-of-game bonuses."""
    return [
        (event.round, event.scores)
        for _, events in _positions(start, moves)
        for event in events
        if isinstance(event, RoundEnded)
    ]


def _positions(start: Game, moves: Sequence[AnyMove]) -> Iterator[tuple[Game, list[Event]]]:
    """``start`` (no events), then the game after each move with that move's events.

    Yields one game object, changed in place between items: use each before the next.
    """
    game = start.copy()
    yield game, []
    for move in moves:
        events = game.play(move)
        yield game, events


def _scaled(frame: Image.Image, scale: float) -> Image.Image:
    if scale == 1.0:
        return frame
    size = (round(frame.width * scale), round(frame.height * scale))
    # Resampled in RGB (resizing palette indexes would pick, not blend), then mapped back onto
    # the palette: lossless WebP keeps few colors far smaller than a smooth RGB image.
    return to_palette(frame.convert("RGB").resize(size, Image.Resampling.LANCZOS))
